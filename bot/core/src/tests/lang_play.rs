//! Playing a game on a server whose announcements are in Polish, Hungarian or German: no
//! English left in what players read (moves, boards, hints, results, votes).

use super::*;
use crate::i18n::Lang;

/// English words and phrases that must not appear in another language's texts (commands
/// such as `/vote` are taken out first: they stay as they are).
const ENGLISH: [&str; 24] = [
    " to move",
    "played",
    " wins",
    "your",
    "Your",
    " the ",
    "The ",
    "Checkmate",
    "vote",
    "Vote",
    "hint",
    "Hint",
    "Line:",
    "Analysis",
    "window",
    "offers a draw",
    "declines",
    "resigns",
    "not rated",
    "Type moves",
    "New game",
    "Places",
    "so far",
    "extended",
];

/// A bot whose caller language (the console's `--lang`) and whose server's announcements
/// (set by an admin with `/language`) are `lang`.
fn bot_in(lang: Lang) -> Bot {
    let Bot { core, store, clock } = bot();
    // Hints by a node budget, not a second of a busy machine's time: the same hint always.
    let b = Bot {
        core: core
            .with_engine(crate::state::search::EngineSettings::deterministic(3_000))
            .with_lang(lang),
        store,
        clock,
    };
    b.say("lobby", "admin", &format!("/language {}", lang.code()));
    b
}

/// What people read of the replies and announcements: texts and picture captions.
fn read(b: &Bot, at: &str, user: &str, text: &str) -> Vec<String> {
    b.replies(at, user, text)
        .iter()
        .filter_map(|r| match r {
            Reply::Text { text, .. } => Some(utc_moments(text)),
            Reply::Image { caption, .. } => Some(caption.clone()),
            Reply::OpenPlace { title, .. } => Some(title.clone()),
            _ => None,
        })
        .collect()
}

/// The announcements of a tick, as [`read`].
fn read_tick(b: &Bot) -> Vec<String> {
    b.core.tick();
    b.core
        .drain_owed()
        .iter()
        .filter_map(|r| match r {
            Reply::Text { text, .. } => Some(utc_moments(text)),
            _ => None,
        })
        .collect()
}

/// The English markers found in `texts`, commands (`/vote draw`) taken out.
fn english_in(texts: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for t in texts {
        let words: Vec<&str> = t
            .split([' ', '\n'])
            .filter(|w| !w.trim_start_matches('(').starts_with('/'))
            .collect();
        let cleaned = format!(" {} ", words.join(" "));
        for m in ENGLISH {
            if cleaned.contains(m) {
                found.push(format!("{m:?} in {t:?}"));
            }
        }
    }
    found
}

/// A whole short game with a draw offer, a hint and a mate, then a voting game with a
/// closed window, a tally and an extended window: every text people read.
fn play_all(lang: Lang) -> Vec<String> {
    let b = bot_in(lang);
    let mut all = read(&b, "lobby", "alice", "/new glinski @bob hints:on");
    for (i, (user, m)) in MATE.iter().enumerate() {
        if i == 1 {
            all.extend(read(&b, "#g1", "alice", "/draw"));
        }
        if i == 4 {
            all.extend(read(&b, "#g1", "alice", "/hint"));
        }
        all.extend(read(&b, "#g1", user, m));
    }
    let vote =
        "/new glinski @engine level:1 mode:vote team:@alice,@bob,@carol window:2h min-votes:2";
    all.extend(read(&b, "lobby", "alice", vote));
    all.extend(read(&b, "#g2", "alice", "/vote Qe1-c3"));
    all.extend(read(&b, "#g2", "bob", "/tally"));
    all.extend(read(&b, "#g2", "bob", "/vote Qe1-c3"));
    all.extend(read(&b, "#g2", "carol", "/vote f5-f6"));
    // Nobody votes in the next window: it is extended once, then White forfeits.
    b.clock.advance(2 * 3600 + 60);
    all.extend(read_tick(&b));
    b.clock.advance(2 * 3600 + 60);
    all.extend(read_tick(&b));
    all
}

#[test]
fn a_polish_server_plays_a_game_and_a_voting_game_without_english() {
    let all = play_all(Lang::Pl);
    assert_eq!(english_in(&all), Vec::<String>::new(), "{all:#?}");
    let has = |line: &str| all.iter().any(|t| t == line);
    assert!(has("Mat — wygrywają Białe 1-0"), "{all:#?}");
    assert!(has("@alice proponuje remis. @bob: wpisz /draw, aby przyjąć, albo wykonaj ruch, aby odrzucić."), "{all:#?}");
    assert!(
        has("1... He10-c6\n@bob odrzuca propozycję remisu, wykonując ruch."),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|t| t.starts_with("#g1 po 4. Hc3xf9#: Mat — wygrywają Białe 1-0")),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|t| t.starts_with("Podpowiedź dla strony Białe: ")),
        "{all:#?}"
    );
    assert!(
        has("Głosujesz na He1-c3 dla strony Białe (do tej pory: 1 głos). Głosy pozostają tajne do zamknięcia okna."),
        "{all:#?}"
    );
    // The engine's move, the tally and the hint in Polish letters too.
    assert!(has("1... Wc8-f8"), "{all:#?}");
    assert!(all.iter().any(|t| t.ends_with("\nHe1-c3 1")), "{all:#?}");
    assert!(
        all.iter()
            .any(|t| t.starts_with("Podpowiedź dla strony Białe: Sd1-f4\n")),
        "{all:#?}"
    );
    assert!(
        has("1. He1-c3 — głosowanie strony Białe (3 głosy: He1-c3 2, f5-f6 1)."),
        "{all:#?}"
    );
    assert!(
        all.iter().any(|t| t.starts_with("Nadal za mało głosów nad ruchem strony Białe (brak głosów, potrzeba co najmniej 2): Białe przegrywają walkowerem.\nPrzekroczenie czasu — wygrywają Czarne 0-1")),
        "{all:#?}"
    );
}

#[test]
fn hungarian_and_german_servers_play_without_english() {
    for lang in [Lang::Hu, Lang::De] {
        let all = play_all(lang);
        assert_eq!(english_in(&all), Vec::<String>::new(), "{lang}: {all:#?}");
    }
    let de = play_all(Lang::De);
    assert!(
        de.iter().any(|t| t == "Schachmatt — Weiß gewinnt 1-0"),
        "{de:#?}"
    );
    let hu = play_all(Lang::Hu);
    assert!(hu.iter().any(|t| t == "Matt — Világos nyer 1-0"), "{hu:#?}");
}

// ----- issue 37: the English left in what players read -----

/// `texts` without any of `english` (the words of a finding that stayed English).
fn assert_no_english(lang: Lang, texts: &[String], english: &[&str]) {
    for t in texts {
        for e in english {
            assert!(!t.contains(e), "{lang}: {e:?} in {t:?}");
        }
    }
}

#[test]
fn the_board_clock_is_in_the_readers_language() {
    for (lang, per_move, bank) in [
        (
            Lang::Pl,
            "Zegar: 2 dni na ruch; na ten ruch zostało 2 dni.",
            "Zegar: pula 2 dni, 1 dzień więcej za każdy ruch, najwyżej 3 dni; na ten ruch zostało 2 dni.",
        ),
        (
            Lang::Hu,
            "Óra: 2 nap lépésenként; erre a lépésre 2 nap maradt.",
            "Óra: 2 nap időkeret, lépésenként 1 nap hozzáadva, legfeljebb 3 nap; erre a lépésre 2 nap maradt.",
        ),
        (
            Lang::De,
            "Uhr: 2 Tage pro Zug; noch 2 Tage für diesen Zug.",
            "Uhr: 2 Tage Zeitkonto, 1 Tag mehr pro Zug, höchstens 3 Tage; noch 2 Tage für diesen Zug.",
        ),
    ] {
        let b = bot_in(lang);
        b.say("lobby", "alice", "/new glinski @bob days:2");
        b.say("lobby", "alice", "/new glinski @carol days:2+1/3");
        let one = read(&b, "#g1", "bob", "/board");
        let two = read(&b, "#g2", "carol", "/board");
        assert_eq!(one[0].lines().last(), Some(per_move), "{lang}: {one:?}");
        assert_eq!(two[0].lines().last(), Some(bank), "{lang}: {two:?}");
        let all = [one, two].concat();
        assert_no_english(lang, &all, &["day", "per move", "bank", "added", "at most"]);
    }
}

#[test]
fn finished_games_in_games_give_the_result_in_the_readers_language() {
    for (lang, line) in [
        (Lang::Pl, "koniec: Poddanie — wygrywają Białe 1-0"),
        (Lang::Hu, "vége: Feladás — Világos nyer 1-0"),
        (Lang::De, "beendet: Aufgabe — Weiß gewinnt 1-0"),
    ] {
        let b = bot_in(lang);
        b.say("lobby", "alice", "/new glinski @bob");
        b.say("#g1", "alice", "Qe1-c3");
        b.say("#g1", "bob", "/resign");
        let games = read(&b, "lobby", "alice", "/games");
        assert!(
            games[0]
                .lines()
                .any(|l| l.starts_with("#g1 ") && l.ends_with(&format!("vs @bob — {line}"))),
            "{lang}: {games:?}"
        );
        assert_no_english(lang, &games, &["Resignation", "White", " wins"]);
    }
}

#[test]
fn tournament_round_results_are_in_the_servers_language() {
    for (lang, line) in [
        (
            Lang::Pl,
            "Runda 1, szachownica 1 (g1): Poddanie — wygrywają Białe 1-0.",
        ),
        (
            Lang::Hu,
            "1. forduló, 1. tábla (g1): Feladás — Világos nyer 1-0.",
        ),
        (
            Lang::De,
            "Runde 1, Brett 1 (g1): Aufgabe — Weiß gewinnt 1-0.",
        ),
    ] {
        let b = bot_in(lang);
        let made = b.say("lobby", "org", "/tournament new glinski rr name:Klub");
        for p in ["p1", "p2", "p3"] {
            b.say("#t1", p, "/tournament join");
        }
        let started = b.say("#t1", "org", "/tournament start");
        let rec = b
            .core
            .load_event(TournamentId(1))
            .unwrap_or_else(|e| panic!("t1: {e}"))
            .0;
        let (game, black) = rec
            .rounds
            .first()
            .and_then(|r| {
                r.boards
                    .iter()
                    .find_map(|b| Some((b.game?, b.seats.get(1)?)))
            })
            .map(|(g, &s)| (g, rec.user(s).as_str().to_string()))
            .unwrap_or_else(|| panic!("{lang}: no game: {made:?} {started:?}"));
        let said = read(&b, &format!("#g{game}"), &black, "/resign");
        assert!(said.iter().any(|t| t == line), "{lang}: {said:#?}");
        assert_no_english(
            lang,
            &said,
            &["Resignation", "White", " wins", "Round", "board"],
        );
    }
}

#[test]
fn moves_on_an_opponents_piece_name_the_sides_in_the_readers_language() {
    for (lang, refusal) in [
        (
            Lang::Pl,
            "Bierka na polu f7 należy do strony Czarne, a na posunięciu są Białe.",
        ),
        (
            Lang::Hu,
            "Ezen a mezőn (f7) álló bábu Sötét oldaláé, de Világos következik.",
        ),
        (
            Lang::De,
            "Die Figur auf f7 gehört Schwarz, und Weiß ist am Zug.",
        ),
    ] {
        let b = bot_in(lang);
        b.say("lobby", "alice", "/new glinski @bob");
        let said = read(&b, "#g1", "alice", "/moves f7");
        assert_eq!(said, [refusal], "{lang}");
        assert_no_english(lang, &said, &["White", "Black"]);
    }
}

/// `/premove` reads every notation as typed moves do (the Polish `Gf1-e2` once answered "you
/// have no piece with letter G"), lists the line in the reader's letters, and the reply it
/// plays is announced in them.
#[test]
fn premove_reads_every_notation_as_moves_do() {
    for (lang, bishop, listed) in [
        (
            Lang::Pl,
            "Gf1-e2",
            "Twoje ruchy warunkowe w g1 (widzisz je tylko ty):\n- 1... e7-e6 2. Gf1-e2",
        ),
        (
            Lang::Hu,
            "Ff1-e2",
            "A feltételes lépéseid itt: g1 (csak te látod őket):\n- 1... e7-e6 2. Ff1-e2",
        ),
        (
            Lang::De,
            "Lf1-e2",
            "Deine bedingten Züge in g1 (nur du siehst sie):\n- 1... e7-e6 2. Lf1-e2",
        ),
    ] {
        for typed in [bishop, "Bf1-e2", "♗f1-e2"] {
            let b = bot_in(lang);
            b.say("lobby", "alice", "/new glinski @bob");
            b.say("#g1", "alice", "Qe1-c3");
            let said = read(&b, "#g1", "alice", &format!("/premove e7-e6 {typed}"));
            assert_eq!(said, [listed], "{lang} {typed}");
            // The line plays: bob's e7-e6 is answered at once, in the server's letters.
            let played = read(&b, "#g1", "bob", "e7-e6");
            let shown = format!("2. {bishop}");
            assert!(
                played.iter().any(|t| t.contains(&shown)),
                "{lang}: {played:?}"
            );
        }
    }
}

#[test]
fn premove_refusals_say_why_in_the_readers_language() {
    for (lang, refusal) in [
        (
            Lang::Pl,
            "Ruch 1 linii (e7-e4) nie jest możliwy: niedozwolony ruch e7-e4: pion nie może stąd pójść na e4.",
        ),
        (
            Lang::Hu,
            "A változat 1. lépése (e7-e4) nem lehetséges: szabálytalan lépés (e7-e4): ez a bábu (gyalog) innen nem léphet a(z) e4 mezőre.",
        ),
        (
            Lang::De,
            "Zug 1 der Linie (e7-e4) geht nicht: unzulässiger Zug e7-e4: diese Figur (Bauer) kann von dort nicht nach e4 ziehen.",
        ),
    ] {
        let b = bot_in(lang);
        b.say("lobby", "alice", "/new glinski @bob");
        b.say("#g1", "alice", "Qe1-c3");
        let said = read(&b, "#g1", "alice", "/premove e7-e4 f5-f6");
        assert_eq!(said, [refusal], "{lang}");
        assert_no_english(lang, &said, &["illegal", "pawn", "cannot"]);
    }
}

#[test]
fn variants_mark_those_needing_a_setup_in_the_readers_language() {
    for (lang, marker, note) in [
        (
            Lang::Pl,
            "(graczy: 3; wymaga setup:)",
            "Warianty oznaczone „wymaga setup:” nie mają pozycji początkowej: zacznij je od własnej przez /new <wariant> @przeciwnik setup:<tekst stanu> (/rules <wariant> wyjaśnia dlaczego).",
        ),
        (
            Lang::Hu,
            "(3 játékos; setup: kell)",
            "A „setup: kell” jelölésűeknek nincs kezdőállásuk: saját állásból indítsd őket: /new <változat> @ellenfél setup:<állásleírás> (a /rules <változat> elmondja, miért).",
        ),
        (
            Lang::De,
            "(3 Spieler; braucht setup:)",
            "Die mit „braucht setup:“ haben keine Startstellung: Starte sie mit einer eigenen über /new <Variante> @Gegner setup:<Stellungstext> (/rules <Variante> sagt, warum).",
        ),
    ] {
        let b = bot_in(lang);
        let said = read(&b, "lobby", "alice", "/variants");
        let lines: Vec<&str> = said.iter().flat_map(|t| t.lines()).collect();
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("frontofhouse-glinski-3p — ") && l.ends_with(marker)),
            "{lang}: {said:?}"
        );
        assert!(lines.contains(&note), "{lang}: {said:?}");
        assert_no_english(lang, &said, &["needs", "<variant>", "@opponent"]);
    }
}

#[test]
fn help_placeholders_are_in_the_readers_language() {
    for (lang, new) in [
        (
            Lang::Pl,
            "/new <wariant> @przeciwnik|@engine [level:<1-8>] [side:<strona>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<głosujący> <strona>:<głosujący> window:<2h> min-votes:<n>] [setup:<tekst stanu>] [from:<ruchy>]",
        ),
        (
            Lang::Hu,
            "/new <változat> @ellenfél|@engine [level:<1-8>] [side:<oldal>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<szavazók> <oldal>:<szavazók> window:<2h> min-votes:<n>] [setup:<állásleírás>] [from:<lépések>]",
        ),
        (
            Lang::De,
            "/new <Variante> @Gegner|@engine [level:<1-8>] [side:<Seite>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<Abstimmende> <Seite>:<Abstimmende> window:<2h> min-votes:<n>] [setup:<Stellungstext>] [from:<Züge>]",
        ),
    ] {
        let b = bot_in(lang);
        let help = read(&b, "lobby", "alice", "/help");
        let second = help[0].lines().nth(1).unwrap_or_default();
        assert!(second.starts_with(&format!("{new} — ")), "{lang}: {second}");
        // The usage of /new in a refusal says the same.
        let refused = read(&b, "lobby", "alice", "/new glinski @bob colour:red");
        assert!(refused[0].ends_with(new), "{lang}: {refused:?}");
        let english = [
            "<variant>",
            "@opponent",
            "<side>",
            "<voters>",
            "<state text>",
            "<moves>",
            "<move>",
            "needs setup",
        ];
        assert_no_english(lang, &[help, refused].concat(), &english);
    }
}

#[test]
fn a_from_list_that_ends_the_game_is_refused_with_the_result_in_the_askers_language() {
    let mate: Vec<&str> = MATE.iter().map(|m| m.1).collect();
    for (lang, result) in [
        (Lang::Pl, "Mat — wygrywają Białe 1-0"),
        (Lang::Hu, "Matt — Világos nyer 1-0"),
        (Lang::De, "Schachmatt — Weiß gewinnt 1-0"),
    ] {
        let b = bot_in(lang);
        let said = read(
            &b,
            "lobby",
            "alice",
            &format!("/new glinski @bob from: {}", mate.join(" ")),
        );
        assert_eq!(said.len(), 1, "{lang}: {said:?}");
        assert!(said[0].contains(&format!("({result})")), "{lang}: {said:?}");
        assert_no_english(lang, &said, &["Checkmate", "White", " wins"]);
    }
}

/// `/notation`: a player's own notation for what they read alone, the server's for its
/// announcements; every form typed is read whatever is chosen.
#[test]
fn notation_of_the_reader_and_of_the_server() {
    let b = bot_in(Lang::Pl);
    assert_eq!(
        read(&b, "lobby", "alice", "/notation"),
        ["Ruchy zapisujemy dla ciebie tak: litery twojego języka (He1-c3, Sd1-f4); ogłoszenia na tym serwerze: litery twojego języka (He1-c3, Sd1-f4). Swój zapis zmienisz przez /hexme notation; administratorzy serwera zmieniają zapis serwera przez /hex notation."]
    );
    assert_eq!(
        read(&b, "lobby", "admin", "/notation server figurki"),
        ["Od teraz ogłoszenia na tym serwerze zapisują ruchy tak: figurki (♕e1-c3, ♘d1-f4)."]
    );
    assert_eq!(
        read(&b, "lobby", "alice", "/notation english"),
        ["Od teraz ruchy zapisujemy dla ciebie tak: litery angielskie (Qe1-c3, Nd1-f4)."]
    );
    assert_eq!(
        read(&b, "lobby", "alice", "/notation runes"),
        ["Użycie: /notation [letters|figurines|english] | /notation server <letters|figurines|english>"]
    );
    b.say("lobby", "alice", "/new glinski @bob");
    // Typed in Polish letters; announced in figurines (the server's).
    let said = read(&b, "#g1", "alice", "He1-c3");
    assert_eq!(said[0], "1. ♕e1-c3");
    assert!(said[1].starts_with("#g1 po 1. ♕e1-c3: "), "{said:?}");
    // Bob chose nothing: he reads the server's figurines; Alice her English letters.
    let bobs = read(&b, "#g1", "bob", "/moves e10");
    assert!(bobs[0].contains("♕e10-c6"), "{bobs:?}");
    b.say("#g1", "bob", "♛e10-c6");
    let alices = read(&b, "#g1", "alice", "/board");
    assert!(alices[0].contains("1. Qe1-c3 Qe10-c6"), "{alices:?}");
}
