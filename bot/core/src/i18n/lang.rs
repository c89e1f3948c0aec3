//! The languages Hexcourier speaks, and how a locale or a setting names one.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A language Hexcourier speaks.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the reference every other language is checked against.
    #[default]
    En,
    /// Polish.
    Pl,
    /// Hungarian.
    Hu,
    /// German.
    De,
}

/// A language code that names no language Hexcourier speaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a language Hexcourier speaks: takes en, pl, hu or de")]
pub struct ParseLangError(pub String);

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Pl, Lang::Hu, Lang::De];

    /// The language's code: `en`, `pl`, `hu`, `de` (also its folder under `bot/core/locales`).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Hu => "hu",
            Lang::De => "de",
        }
    }

    /// The language's name in itself: `English`, `polski`, `magyar`, `Deutsch`.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "polski",
            Lang::Hu => "magyar",
            Lang::De => "Deutsch",
        }
    }

    /// The Discord locale whose command localizations this language fills (`None` for
    /// English, which is the commands' default text).
    pub const fn discord_locale(self) -> Option<&'static str> {
        match self {
            Lang::En => None,
            Lang::Pl => Some("pl"),
            Lang::Hu => Some("hu"),
            Lang::De => Some("de"),
        }
    }

    /// The language of a locale as Discord (or a system) gives it: `pl`, `hu`, `de`,
    /// `en-US`, `en-GB`, `pl-PL`, `de_AT.UTF-8`, in any case. Anything else is English.
    pub fn from_locale(locale: &str) -> Lang {
        let primary = locale
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "pl" => Lang::Pl,
            "hu" => Lang::Hu,
            "de" => Lang::De,
            _ => Lang::En,
        }
    }
}

impl FromStr for Lang {
    type Err = ParseLangError;

    /// A language chosen by an admin (`--lang`, `HEXCOURIER_LANG`): its code (`pl`), or a
    /// locale of it (`pl-PL`, `en-US`). Unlike [`Lang::from_locale`], anything else is an
    /// error, so a typo does not silently mean English.
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        let lang = Lang::from_locale(s);
        let primary = s
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default();
        if primary.eq_ignore_ascii_case(lang.code()) {
            Ok(lang)
        } else {
            Err(ParseLangError(s.trim().to_string()))
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
