//! A pseudo-locale for tests: every English text accented, lengthened by about a third and
//! bracketed (`[Ťħéé ĝááméé …]`), rendered for every message id with a sample for each of its
//! variables. It finds texts that would overflow Discord's 2,000 characters a message once a
//! longer language says them, and shows that every text goes through the catalog (a text the
//! pseudo-locale leaves plain was not).

use super::catalog::{keys_of, FILES};
use super::lang::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;

/// Discord's limit for a message's content.
const DISCORD_MESSAGE: usize = 2_000;

/// Texts longer than one message by design (the rules of a variant, the help), which the
/// Discord transport cuts into messages at line ends and between words
/// (`hexcourier_discord::parts`); every other text must fit one message.
const SPLIT: [&str; 2] = ["rules-text-", "help-"];

/// Accents and lengthens the letters of a text element: vowels doubled, accented.
fn pseudo(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let accented = match c {
            'a' => "áá",
            'e' => "éé",
            'i' => "íí",
            'o' => "óó",
            'u' => "úú",
            'A' => "ÁÁ",
            'E' => "ÉÉ",
            'I' => "ÍÍ",
            'O' => "ÓÓ",
            'U' => "ÚÚ",
            'c' => "ç",
            'n' => "ñ",
            's' => "š",
            't' => "ť",
            'y' => "ý",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(accented);
    }
    Cow::Owned(out)
}

fn bundle() -> FluentBundle<FluentResource> {
    let id = "en".parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_transform(Some(pseudo));
    for (_, _, source) in FILES.iter().filter(|(l, _, _)| *l == Lang::En) {
        if let Ok(r) = FluentResource::try_new((*source).to_string()) {
            let _ = bundle.add_resource(r);
        }
    }
    bundle
}

/// Every English key rendered in the pseudo-locale, bracketed, with a 24-character sample
/// for every variable (a number where a plural chooses by it).
fn rendered() -> Vec<(String, String)> {
    let bundle = bundle();
    let mut out = Vec::new();
    for (key, vars) in keys_of(Lang::En) {
        let mut args = FluentArgs::new();
        for v in &vars {
            args.set(v.clone(), format!("<{v:-<22}>"));
        }
        let (id, attribute) = match key.split_once('.') {
            Some((id, a)) => (id, Some(a)),
            None => (key.as_str(), None),
        };
        let Some(message) = bundle.get_message(id) else {
            continue;
        };
        let pattern = match attribute {
            Some(a) => message.get_attribute(a).map(|a| a.value()),
            None => message.value(),
        };
        let Some(pattern) = pattern else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        out.push((key.clone(), format!("[{text}]")));
    }
    out
}

#[test]
fn every_message_id_renders_in_the_pseudo_locale_within_discords_limit() {
    let all = rendered();
    assert!(all.len() > 1_000, "{} keys", all.len());
    let mut long = Vec::new();
    for (key, text) in &all {
        let split = SPLIT.iter().any(|p| key.starts_with(p));
        let length = text.chars().count();
        if !split && length > DISCORD_MESSAGE {
            long.push(format!("{key}: {length} characters"));
        }
        assert!(
            text.starts_with('[') && text.ends_with(']'),
            "{key}: {text}"
        );
    }
    assert!(
        long.is_empty(),
        "too long for a Discord message:\n{}",
        long.join("\n")
    );
}

/// A text the pseudo-locale rendered has no plain English word left outside its variables:
/// every run of three or more ASCII lower-case letters was accented.
#[test]
fn the_pseudo_locale_leaves_no_plain_english_word() {
    let plain: Vec<String> = rendered()
        .into_iter()
        .filter_map(|(key, text)| {
            // Variables' samples are `<name--->`; cut them out first.
            let mut rest = text.as_str();
            let mut outside = String::new();
            while let Some(i) = rest.find('<') {
                outside.push_str(&rest[..i]);
                rest = rest[i..].split_once('>').map_or("", |(_, r)| r);
            }
            outside.push_str(rest);
            let word = outside
                .split(|c: char| !c.is_ascii_lowercase())
                .find(|w| w.len() >= 4 && w.chars().any(|c| "aeiou".contains(c)))?;
            Some(format!("{key}: {word:?}"))
        })
        .collect();
    assert!(plain.is_empty(), "{}", plain.join("\n"));
}
