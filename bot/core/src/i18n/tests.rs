use super::*;
use std::collections::BTreeSet;

#[test]
fn every_language_file_parses() {
    let check = check();
    assert!(
        check.errors.is_empty(),
        "language files with errors:\n{}",
        check.errors.join("\n")
    );
}

#[test]
fn every_english_key_exists_in_every_language() {
    let check = check();
    let missing: Vec<String> = check
        .missing
        .iter()
        .filter(|(_, keys)| !keys.is_empty())
        .map(|(lang, keys)| format!("{lang} lacks {}: {}", keys.len(), keys.join(", ")))
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn no_language_has_keys_or_variables_english_lacks() {
    let check = check();
    assert!(check.is_clean(), "{}", check.lines().join("\n"));
}

#[test]
fn every_file_says_who_may_correct_it_and_how() {
    for (lang, path, source) in catalog::FILES {
        let head: String = source
            .lines()
            .take_while(|l| l.starts_with("###"))
            .collect::<Vec<_>>()
            .join("\n")
            .to_lowercase();
        assert!(!head.is_empty(), "{path} starts with a ### comment");
        assert!(
            head.contains("issue") && head.contains("pull request"),
            "{path} ({lang}) says to open an issue or pull request:\n{head}"
        );
        assert!(
            head.contains("`problem-")
                || head.contains("`dm-")
                || head.contains("`piece-")
                || head.contains("`discord-")
                || head.contains("`cmd-")
                || head.contains("`help-")
                || head.contains("`info-")
                || head.contains("`tournament-")
                || head.contains("`vacation-")
                || head.contains("`result-")
                || head.contains("`console-")
                || head.contains("`move-")
                || head.contains("`web-")
                || head.contains("`rules-text-"),
            "{path} shows a key to name, as an example:\n{head}"
        );
    }
}

#[test]
fn discord_locales_pick_the_language_and_anything_else_is_english() {
    for (locale, lang) in [
        ("pl", Lang::Pl),
        ("hu", Lang::Hu),
        ("de", Lang::De),
        ("en-US", Lang::En),
        ("en-GB", Lang::En),
        ("pl-PL", Lang::Pl),
        ("DE", Lang::De),
        ("de_AT.UTF-8", Lang::De),
        ("fr", Lang::En),
        ("es-ES", Lang::En),
        ("", Lang::En),
        ("  ", Lang::En),
    ] {
        assert_eq!(Lang::from_locale(locale), lang, "{locale:?}");
    }
    assert_eq!("pl".parse::<Lang>(), Ok(Lang::Pl));
    assert_eq!(" HU ".parse::<Lang>(), Ok(Lang::Hu));
    assert_eq!("en-US".parse::<Lang>(), Ok(Lang::En));
    assert_eq!(
        "fr".parse::<Lang>().map_err(|e| e.to_string()),
        Err("'fr' is not a language Hexcourier speaks: takes en, pl, hu or de".into())
    );
    for lang in Lang::ALL {
        assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        assert_eq!(
            Lang::from_locale(lang.discord_locale().unwrap_or("en-US")),
            lang
        );
    }
}

#[test]
fn plurals_follow_each_languages_rules() {
    let minutes = |lang, n: u64| t!(lang, "duration-minutes", n = n);
    assert_eq!(minutes(Lang::En, 1), "1 minute");
    assert_eq!(minutes(Lang::En, 2), "2 minutes");
    assert_eq!(minutes(Lang::Pl, 1), "1 minuta");
    assert_eq!(minutes(Lang::Pl, 3), "3 minuty");
    assert_eq!(minutes(Lang::Pl, 5), "5 minut");
    assert_eq!(minutes(Lang::Pl, 12), "12 minut");
    assert_eq!(minutes(Lang::Pl, 22), "22 minuty");
    assert_eq!(minutes(Lang::Pl, 25), "25 minut");
    assert_eq!(minutes(Lang::Hu, 1), "1 perc");
    assert_eq!(minutes(Lang::Hu, 7), "7 perc");
    assert_eq!(minutes(Lang::De, 1), "1 Minute");
    assert_eq!(minutes(Lang::De, 7), "7 Minuten");
}

#[test]
fn arguments_go_in_as_they_are() {
    // No Unicode isolation marks, numbers without grouping.
    let said = t!(
        Lang::En,
        "problem-too-long",
        chars = 12_345u64,
        limit = 4000u64
    );
    assert_eq!(
        said,
        "That message is too long (12345 characters; the limit is 4000)."
    );
    assert!(!said.contains(['\u{2068}', '\u{2069}']));
}

#[test]
fn a_missing_text_falls_back_to_english_then_to_its_key() {
    let only_english = |lang: Lang| (lang == Lang::En).then(|| "in English".to_string());
    assert_eq!(
        text::with_fallback(Lang::Pl, "k", only_english),
        "in English"
    );
    assert_eq!(text::with_fallback(Lang::Pl, "k", |_| None), "k");
    assert_eq!(plain(Lang::De, "no-such-key"), "no-such-key");
    assert_eq!(text_if_any(Lang::De, "no-such-key", &Args::new()), None);
    assert!(!plain(Lang::Pl, "cmd-hex.description").is_empty());
}

#[test]
fn lists_join_with_each_languages_words() {
    let items: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    assert_eq!(and_list(Lang::En, &items), "a, b and c");
    assert_eq!(or_list(Lang::En, &items[..2]), "a or b");
    assert_eq!(and_list(Lang::Pl, &items), "a, b i c");
    assert_eq!(or_list(Lang::Hu, &items), "a, b vagy c");
    assert_eq!(and_list(Lang::De, &items[..1]), "a");
}

#[test]
fn community_names_of_pieces_sides_and_variants() {
    assert_eq!(piece_name(Lang::Pl, "Queen"), "Hetman");
    assert_eq!(piece_name(Lang::Hu, "Knight"), "Huszár");
    assert_eq!(piece_name(Lang::De, "Bishop"), "Läufer");
    assert_eq!(piece_name(Lang::En, "Queen"), "Queen");
    // Fairy pieces with a name of their own in a language (pieces.ftl); the others keep the
    // data file's.
    assert_eq!(piece_name(Lang::Pl, "Sailor"), "Marynarz");
    assert_eq!(piece_name(Lang::De, "Unicorn"), "Einhorn");
    assert_eq!(piece_name(Lang::Hu, "Grandduke"), "Nagyherceg");
    assert_eq!(piece_name(Lang::En, "Sailor"), "Sailor");
    assert_eq!(piece_name(Lang::Pl, "Thunderbird"), "Thunderbird");
    assert_eq!(piece_name(Lang::De, "Promoted Point"), "Promoted Point");
    assert_eq!(side_name(Lang::De, "White"), "Weiß");
    assert_eq!(
        variant_name(Lang::Pl, "glinski", "Glinski's Hexagonal Chess"),
        "Szachy heksagonalne Glińskiego"
    );
    // A variant only a data file knows keeps its data file's name.
    assert_eq!(variant_name(Lang::Pl, "my-own", "My Own"), "My Own");
}

#[test]
fn english_names_match_the_data_files() -> Result<(), String> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    for v in lib.variants() {
        if let Some(name) = text_if_any(Lang::En, &format!("variant-{}", v.id), &Args::new()) {
            assert_eq!(name, v.name, "variant-{} in en/reference.ftl", v.id);
        }
        for k in &v.kinds {
            let key = format!("piece-{}", k.def.name.to_lowercase());
            if let Some(name) = text_if_any(Lang::En, &key, &Args::new()) {
                assert_eq!(name, k.def.name, "{key} in en/reference.ftl");
            }
        }
    }
    Ok(())
}

#[test]
fn every_text_formats_within_discords_limit_in_every_language() {
    // Every variable given: as a number (plural selectors take it) and, again, as a long
    // text, the longer of the two shapes checked against Discord's 2,000 characters.
    let english = catalog::keys_of(Lang::En);
    let long = "x".repeat(60);
    let mut bad = Vec::new();
    for lang in Lang::ALL {
        for (key, vars) in &english {
            for as_number in [true, false] {
                let mut args = Args::new();
                for v in vars {
                    if as_number {
                        args.set(v.clone(), 22);
                    } else {
                        args.set(v.clone(), long.clone());
                    }
                }
                let said = text(lang, key, &args);
                let chars = longest_part(key, &said);
                if said.trim().is_empty() || chars > 2000 || said.contains("{$") || said == *key {
                    bad.push(format!("{lang} {key}: {said:?}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn every_text_fits_in_a_discord_message_in_every_language() {
    // Arguments (names, moves, places) add little: a text leaves room for them.
    const ROOM: usize = 1_500;
    for lang in Lang::ALL {
        for key in catalog::keys_of(lang).keys() {
            let said = catalog::format(lang, key, None).unwrap_or_default();
            let room = if key.starts_with(RULES) {
                RULES_LINE
            } else {
                ROOM
            };
            assert!(
                longest_part(key, &said) <= room,
                "{lang} {key} has {} characters, more than {room}",
                longest_part(key, &said)
            );
        }
    }
}

/// Every piece id of the built-in `data/pieces.toml`, with its `about`.
fn built_in_pieces() -> Vec<(String, String)> {
    let text = hexcourier_engine::data::builtin_files()
        .iter()
        .find(|(path, _)| *path == "pieces.toml")
        .map(|(_, text)| *text)
        .unwrap_or_default();
    let table: toml::Table = text
        .parse()
        .unwrap_or_else(|e| panic!("data/pieces.toml: {e}"));
    let pieces: Vec<(String, String)> = table
        .iter()
        .map(|(id, def)| {
            let about = def.get("about").and_then(|a| a.as_str()).unwrap_or("");
            (id.clone(), about.to_string())
        })
        .collect();
    assert!(pieces.len() > 50, "{} pieces", pieces.len());
    pieces
}

fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn english_piece_descriptions_are_the_data_files_word_for_word() {
    let pieces = built_in_pieces();
    for (id, about) in &pieces {
        let key = format!("piece-about-{id}");
        let english = text_if_any(Lang::En, &key, &Args::new());
        assert_eq!(
            english.as_deref().map(words),
            Some(words(about)),
            "{key} in en/pieces.ftl is data/pieces.toml's [{id}] about"
        );
    }
    // No description of a piece the data no longer has.
    for key in catalog::keys_of(Lang::En).keys() {
        if let Some(id) = key.strip_prefix("piece-about-") {
            assert!(
                pieces.iter().any(|(p, _)| p == id),
                "{key} describes no piece of data/pieces.toml"
            );
        }
    }
}

#[test]
fn every_built_in_piece_is_described_in_every_language() {
    for (id, about) in built_in_pieces() {
        for lang in [Lang::Pl, Lang::Hu, Lang::De] {
            let key = format!("piece-about-{id}");
            let said = text_if_any(lang, &key, &Args::new()).unwrap_or_default();
            assert!(!said.trim().is_empty(), "{lang} lacks {key}");
            assert_ne!(words(&said), words(&about), "{lang} {key} is still English");
            assert_eq!(piece_about(lang, &id, &about), said, "{lang} {key}");
        }
        assert_eq!(piece_about(Lang::En, &id, &about), about.trim());
    }
}

#[test]
fn a_translated_description_keeps_every_number_of_the_english() {
    let numbers = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|n| !n.is_empty())
            .map(str::to_string)
            .collect()
    };
    for (id, about) in built_in_pieces() {
        for lang in [Lang::Pl, Lang::Hu, Lang::De] {
            let said = piece_about(lang, &id, &about);
            let theirs = numbers(&said);
            for n in numbers(&about) {
                assert!(
                    theirs.contains(&n),
                    "{lang} piece-about-{id} lacks the number {n}: {said}"
                );
            }
        }
    }
}

#[test]
fn a_piece_the_catalog_does_not_describe_keeps_its_data_files_words() {
    let english = "Leaps to the 12 nearest cells a Queen cannot reach (two orthogonal steps, then one turned 60 degrees).";
    // Spaces and line breaks aside, the built-in text: the language's.
    assert!(piece_about(
        Lang::De,
        "knight",
        &format!("  {}\n", english.replace(", ", ",\n  "))
    )
    .starts_with("Springt auf die 12 nächsten Felder"));
    // A data folder's own piece, or a built-in id given other words: its own words.
    assert_eq!(
        piece_about(Lang::Pl, "knight", "Leaps like a camel."),
        "Leaps like a camel."
    );
    assert_eq!(
        piece_about(Lang::Hu, "dragon", " Flies anywhere. "),
        "Flies anywhere."
    );
    assert_eq!(piece_about(Lang::En, "knight", english), english);
}

#[test]
fn piece_names_tell_a_variants_pieces_apart_in_every_language() -> Result<(), String> {
    // `/piece` finds a piece by its name in the asker's language, after its English name and
    // id, and the move picker groups moves by name: two kinds of a variant must not share a
    // name, nor take another kind's English name or id.
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    for v in lib.variants() {
        for lang in Lang::ALL {
            for a in &v.kinds {
                let name = piece_name(lang, &a.def.name).to_lowercase();
                assert!(name.chars().count() > 1, "{lang} {}: {name}", v.id);
                for b in v.kinds.iter().filter(|b| b.def.name != a.def.name) {
                    let other = piece_name(lang, &b.def.name).to_lowercase();
                    assert_ne!(name, other, "{lang} {}: {} and {}", v.id, a.id, b.id);
                    assert_ne!(name, b.def.name.to_lowercase(), "{lang} {}: {}", v.id, a.id);
                    assert_ne!(name, b.id, "{lang} {}: {}", v.id, a.id);
                }
            }
        }
    }
    Ok(())
}

/// The key family of the variants' rules, which are longer than one message.
const RULES: &str = "rules-text-";

/// The longest paragraph of a variant's rules: a reply is cut into messages between lines,
/// so a line this long leaves room for the rest of a message.
const RULES_LINE: usize = 1_900;

/// The characters that must fit in one message: the whole text, or for a variant's rules
/// (sent over several messages, cut between lines) its longest line.
fn longest_part(key: &str, said: &str) -> usize {
    if key.starts_with(RULES) {
        said.lines().map(|l| l.chars().count()).max().unwrap_or(0)
    } else {
        said.chars().count()
    }
}

/// Whitespace made single spaces, line by line (the data files' TOML wraps and indents).
fn paragraphs(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn english_rules_texts_are_the_data_files_word_for_word() -> Result<(), String> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    for v in lib.variants() {
        let key = format!("{RULES}{}", v.id);
        let english = text_if_any(Lang::En, &key, &Args::new());
        assert_eq!(
            english.as_deref().map(paragraphs),
            Some(paragraphs(&v.metadata.rules)),
            "{key} in en/variants.ftl is data/variants/{}.toml's rules text",
            v.id
        );
        assert_eq!(rules_text(Lang::En, &v.id, "?"), v.metadata.rules.trim());
    }
    Ok(())
}

#[test]
fn every_built_in_variant_has_its_rules_and_name_in_every_language() -> Result<(), String> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        for v in lib.variants() {
            for key in [format!("{RULES}{}", v.id), format!("variant-{}", v.id)] {
                if text_if_any(lang, &key, &Args::new()).is_none() {
                    missing.push(format!("{lang} {key}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing: {}", missing.join(", "));
    assert_eq!(
        variant_name(Lang::En, "hourglass-r", "Hourglass Hex Chess (Revergent)"),
        "Hourglass Hex Chess (Revergent)"
    );
    Ok(())
}

/// The numbers (`91`, `3/4` as `3` and `4`) and cell names (`b1`, `f11`) of a text, as
/// words: a run of digits, or one letter a-q then digits, not inside a longer word.
fn numbers_and_cells(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let after_letter = i > 0 && chars[i - 1].is_alphabetic();
        let cell = matches!(c, 'a'..='q') && !after_letter;
        let start = if cell && chars.get(i + 1).is_some_and(char::is_ascii_digit) {
            i + 1
        } else if c.is_ascii_digit() {
            i
        } else {
            i += 1;
            continue;
        };
        let mut end = start;
        while chars.get(end).is_some_and(char::is_ascii_digit) {
            end += 1;
        }
        let digits: String = chars[start..end].iter().collect();
        out.insert(digits.clone());
        if start > i {
            out.insert(format!("{c}{digits}"));
        }
        i = end;
    }
    out
}

#[test]
fn the_number_and_cell_finder_reads_rules_prose() {
    let found = numbers_and_cells("the 91-cell board (b1 c2 f11), W*f4, Pc7=N, 3/4, 1st; ab1");
    let want = ["1", "11", "2", "3", "4", "7", "91", "b1", "c2", "f11", "f4"];
    assert_eq!(
        found,
        want.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>()
    );
}

#[test]
fn translated_rules_keep_every_number_and_cell_name() -> Result<(), String> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let mut lost = Vec::new();
    for v in lib.variants() {
        let key = format!("{RULES}{}", v.id);
        let english = numbers_and_cells(&plain(Lang::En, &key));
        for lang in [Lang::Pl, Lang::Hu, Lang::De] {
            let translated = numbers_and_cells(&plain(lang, &key));
            let missing: Vec<&String> = english.difference(&translated).collect();
            if !missing.is_empty() {
                lost.push(format!("{lang} {key} lacks {missing:?}"));
            }
        }
    }
    assert!(lost.is_empty(), "{}", lost.join("\n"));
    Ok(())
}

#[test]
fn a_variant_only_a_data_file_knows_keeps_its_own_rules() {
    assert_eq!(rules_text(Lang::Pl, "my-own", " My rules.\n"), "My rules.");
    assert_eq!(rules_text(Lang::En, "my-own", "My rules."), "My rules.");
    // A built-in variant's catalog text wins over what it is given.
    assert!(rules_text(Lang::De, "glinski", "?").starts_with("Glinskis Hexagonalschach"));
}

/// Plurals by each language's rules (CLDR categories): Polish 1 punkt, 2 punkty, 5 punktów,
/// 2½ punktu; German 1 Punkt, 2 Punkte; English 1 point, 2 points; Hungarian none.
#[test]
fn points_take_each_languages_plural_forms() {
    let line = |lang, points: &str, count: f64| {
        crate::t!(
            lang,
            "tournament-games-line",
            id = "t1",
            name = "Open",
            stage = "-",
            points = points.to_string(),
            count = count
        )
    };
    let cases = [
        (Lang::Pl, "1", 1.0, "#t1 Open: -, 1 punkt"),
        (Lang::Pl, "2", 2.0, "#t1 Open: -, 2 punkty"),
        (Lang::Pl, "4", 4.0, "#t1 Open: -, 4 punkty"),
        (Lang::Pl, "5", 5.0, "#t1 Open: -, 5 punktów"),
        (Lang::Pl, "12", 12.0, "#t1 Open: -, 12 punktów"),
        (Lang::Pl, "22", 22.0, "#t1 Open: -, 22 punkty"),
        (Lang::Pl, "2½", 2.5, "#t1 Open: -, 2½ punktu"),
        (Lang::De, "1", 1.0, "#t1 Open: -, 1 Punkt"),
        (Lang::De, "2", 2.0, "#t1 Open: -, 2 Punkte"),
        (Lang::En, "1", 1.0, "#t1 Open: -, 1 point"),
        (Lang::En, "0", 0.0, "#t1 Open: -, 0 points"),
        (Lang::Hu, "5", 5.0, "#t1 Open: -, 5 pont"),
    ];
    for (lang, points, count, want) in cases {
        assert_eq!(line(lang, points, count), want, "{lang} {count}");
    }
}
