//! The slash commands' names and descriptions in every language, from the Fluent files
//! (`bot/core/locales/<code>/commands.ftl`), as Discord's `name_localizations` and
//! `description_localizations` (and choices' `name_localizations`).
//!
//! Keys follow the commands' tree: `cmd-hex` is `/hex`, `cmd-hex-new` its subcommand `new`
//! (a group's subcommands add one more part), `opt-hex-new-variant` the option `variant` of
//! `/hex new`; each has the name as its value and a `.description`. A choice is
//! `choice-<its name, lower case, spaces as ->`, wherever it is offered. A language without a
//! key leaves Discord to show English there.

use super::types::{Data, Error};
use hexcourier_core::i18n::{text_if_any, Args, Lang};

type Cmd = poise::Command<Data, Error>;

/// The key part of a choice's name: lower case, anything but letters and digits as `-`.
pub(crate) fn choice_key(name: &str) -> String {
    let slug: String = name
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    format!("choice-{slug}")
}

/// Fills the localizations of `commands` (and everything under them) for every language
/// other than English, from its Fluent files.
pub fn localize(commands: &mut [Cmd]) {
    for c in commands.iter_mut() {
        localize_command(c, &c.name.clone());
    }
}

fn word(lang: Lang, key: &str) -> Option<String> {
    text_if_any(lang, key, &Args::new()).filter(|t| !t.trim().is_empty())
}

fn localize_command(c: &mut Cmd, path: &str) {
    for lang in Lang::ALL {
        let Some(locale) = lang.discord_locale() else {
            continue;
        };
        let key = format!("cmd-{path}");
        if let Some(name) = word(lang, &key) {
            c.name_localizations.insert(locale.into(), name);
        }
        if let Some(d) = word(lang, &format!("{key}.description")) {
            c.description_localizations.insert(locale.into(), d);
        }
        for p in &mut c.parameters {
            let key = format!("opt-{path}-{}", p.name);
            if let Some(name) = word(lang, &key) {
                p.name_localizations.insert(locale.into(), name);
            }
            if let Some(d) = word(lang, &format!("{key}.description")) {
                p.description_localizations.insert(locale.into(), d);
            }
            for choice in &mut p.choices {
                if let Some(name) = word(lang, &choice_key(&choice.name)) {
                    choice.localizations.insert(locale.into(), name);
                }
            }
        }
    }
    for sub in &mut c.subcommands {
        let sub_path = format!("{path}-{}", sub.name);
        localize_command(sub, &sub_path);
    }
}

/// The English `commands.ftl` entries the commands call for, in the commands' order (the
/// file's keys and values; its comments are written by hand). A test compares it with
/// `bot/core/locales/en/commands.ftl`.
pub fn english_entries(commands: &[Cmd]) -> Vec<(String, String)> {
    fn walk(c: &Cmd, path: &str, out: &mut Vec<(String, String)>, choices: &mut Vec<String>) {
        let key = format!("cmd-{path}");
        out.push((key.clone(), c.name.clone()));
        out.push((
            format!("{key}.description"),
            c.description.clone().unwrap_or_default(),
        ));
        for p in &c.parameters {
            let key = format!("opt-{path}-{}", p.name);
            out.push((key.clone(), p.name.clone()));
            out.push((
                format!("{key}.description"),
                p.description.clone().unwrap_or_default(),
            ));
            for choice in &p.choices {
                if !choices.contains(&choice.name) {
                    choices.push(choice.name.clone());
                }
            }
        }
        for sub in &c.subcommands {
            walk(sub, &format!("{path}-{}", sub.name), out, choices);
        }
    }
    let mut out = Vec::new();
    let mut choices = Vec::new();
    for c in commands {
        walk(c, &c.name, &mut out, &mut choices);
    }
    for name in choices {
        out.push((choice_key(&name), name));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord's rule for a chat command's (localized) name: lower case letters (of any
    /// script), digits, `-` and `_`, 1 to 32 of them.
    fn is_discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    }

    #[test]
    fn the_english_file_says_what_the_code_says() {
        let entries = english_entries(&super::super::commands());
        let mut wrong = Vec::new();
        for (key, value) in &entries {
            let have = text_if_any(Lang::En, key, &Args::new());
            if have.as_deref() != Some(value.as_str()) {
                wrong.push(format!("{key}: the file has {have:?}, the code {value:?}"));
            }
        }
        if !wrong.is_empty() {
            // The file as the code would have it, to copy the entries from.
            let mut file = String::new();
            for (key, value) in &entries {
                match key.split_once('.') {
                    Some((_, attr)) => file.push_str(&format!("    .{attr} = {value}\n")),
                    None => file.push_str(&format!("{key} = {value}\n")),
                }
            }
            let path = std::env::temp_dir().join("hexcourier-commands.ftl");
            let _ = std::fs::write(&path, file);
            panic!(
                "bot/core/locales/en/commands.ftl differs from the commands (the code's entries are in {}):\n{}",
                path.display(),
                wrong.join("\n")
            );
        }
    }

    #[test]
    fn every_localized_name_and_description_is_one_discord_takes() {
        let cmds = super::super::commands();
        let mut bad = Vec::new();
        fn walk(c: &Cmd, path: &str, bad: &mut Vec<String>) {
            let mut check = |what: &str, name: &str, locale: &str, text: &str, is_name: bool| {
                let ok = if is_name {
                    is_discord_name(text)
                } else {
                    (1..=100).contains(&text.chars().count())
                };
                if !ok {
                    bad.push(format!("{path} {what} {name} [{locale}]: {text:?}"));
                }
            };
            for (l, n) in &c.name_localizations {
                check("name", &c.name, l, n, true);
            }
            for (l, d) in &c.description_localizations {
                check("description", &c.name, l, d, false);
            }
            for p in &c.parameters {
                for (l, n) in &p.name_localizations {
                    check("option", &p.name, l, n, true);
                }
                for (l, d) in &p.description_localizations {
                    check("option description", &p.name, l, d, false);
                }
                for ch in &p.choices {
                    for (l, n) in &ch.localizations {
                        check("choice", &ch.name, l, n, false);
                    }
                }
            }
            for sub in &c.subcommands {
                walk(sub, &format!("{path} {}", sub.name), bad);
            }
        }
        for c in &cmds {
            walk(c, &format!("/{}", c.name), &mut bad);
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn localized_names_are_unique_at_each_level() {
        let cmds = super::super::commands();
        fn walk(c: &Cmd, path: &str, bad: &mut Vec<String>) {
            for lang in Lang::ALL {
                let locale = lang.discord_locale().unwrap_or("en-US");
                let name_in = |name: &str, map: &std::collections::HashMap<String, String>| {
                    map.get(locale).cloned().unwrap_or_else(|| name.to_string())
                };
                let mut subs: Vec<String> = c
                    .subcommands
                    .iter()
                    .map(|s| name_in(&s.name, &s.name_localizations))
                    .collect();
                let mut opts: Vec<String> = c
                    .parameters
                    .iter()
                    .map(|p| name_in(&p.name, &p.name_localizations))
                    .collect();
                for list in [&mut subs, &mut opts] {
                    let n = list.len();
                    list.sort();
                    list.dedup();
                    if list.len() != n {
                        bad.push(format!("{path} [{locale}]: names twice among {list:?}"));
                    }
                }
            }
            for sub in &c.subcommands {
                walk(sub, &format!("{path} {}", sub.name), bad);
            }
        }
        let mut bad = Vec::new();
        for c in &cmds {
            walk(c, &format!("/{}", c.name), &mut bad);
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// The characters Discord counts towards a command's 4,000 in one locale: its names,
    /// descriptions and choice names there (English where it has none), and choice values.
    fn chars_in(v: &serde_json::Value, locale: &str) -> usize {
        let Some(o) = v.as_object() else {
            return 0;
        };
        let local = |field: &str| -> usize {
            o.get(&format!("{field}_localizations"))
                .and_then(|m| m.get(locale))
                .or_else(|| o.get(field))
                .and_then(|s| s.as_str())
                .map_or(0, |s| s.chars().count())
        };
        let value = o.get("value").map_or(0, |v| {
            v.as_str().map_or(v.to_string(), str::to_string).len()
        });
        let own = local("name") + local("description") + value;
        own + ["options", "choices"]
            .iter()
            .filter_map(|k| o.get(*k).and_then(|a| a.as_array()))
            .flatten()
            .map(|v| chars_in(v, locale))
            .sum::<usize>()
    }

    #[test]
    fn every_command_fits_discords_4000_characters_in_every_language() {
        let cmds = super::super::commands();
        let created = poise::builtins::create_application_commands(&cmds);
        let json = serde_json::to_value(&created).unwrap_or_default();
        let list = json.as_array().cloned().unwrap_or_default();
        assert_eq!(list.len(), 5);
        for c in &list {
            for lang in Lang::ALL {
                let locale = lang.discord_locale().unwrap_or("en-US");
                let chars = chars_in(c, locale);
                assert!(
                    chars <= 4000,
                    "/{} in {locale}: {chars} characters, Discord takes 4000",
                    c["name"]
                );
            }
        }
        // The localizations reach what is registered.
        let hex = &list[0];
        assert_eq!(hex["name_localizations"]["pl"], "hex");
        assert!(hex["options"][0]["name_localizations"]["pl"].is_string());
        assert!(hex["options"][0]["description_localizations"]["de"].is_string());
    }
}
