//! Languages: what a person reads, in English (the reference), Polish, Hungarian or German.
//!
//! Every language is a folder of [Project Fluent](https://projectfluent.org) files,
//! `bot/core/locales/<code>/*.ftl`, embedded in the binary when it is built (a fresh machine
//! needs nothing beside it). A text is found by its key with [`text`] (or [`t!`](crate::t)):
//!
//! ```
//! use hexcourier_core::i18n::{text, Args, Lang};
//! let mut args = Args::new();
//! args.set("user", "@bob");
//! assert_eq!(text(Lang::Pl, "problem-not-your-turn", &args), "Teraz ruch gracza @bob.");
//! assert_eq!(hexcourier_core::t!(Lang::En, "problem-not-your-turn", user = "@bob"), "It is @bob's turn.");
//! ```
//!
//! - A key missing in a language falls back to English; [`check`] lists every key missing per
//!   language, and [`log_warnings`] logs that list once at start-up. A key missing in English
//!   too comes back as the key itself, logged: never a panic or an empty text.
//! - Plurals and numbers follow each language's rules (Fluent's `{ $n -> [one] … *[other] … }`
//!   with the CLDR plural categories: Polish has `one`, `few`, `many`).
//! - Users' languages come from Discord's locale on each interaction ([`Lang::from_locale`]);
//!   the console's from `--lang` or `HEXCOURIER_LANG` ([`Lang`]'s `FromStr`).
//!
//! Key families: `cmd-…`/`opt-…`/`choice-…` (Discord command names and descriptions),
//! `problem-…` (refusals, [`crate::Problem`]), `dm-…` and `duration-…` (turn
//! notifications), `piece-…` (and `piece-about-…`, pieces' descriptions), `side-…`,
//! `variant-…`, `rules-…` (reference answers; `rules-text-<id>` is a built-in variant's
//! rules), `discord-…` and `picker-…` (the Discord adapter's own answers and move menus),
//! `help-…`, `usage-…` and `choices-…` (`/help`, and the words around the syntax of usage
//! lines),
//! `info-…`, `ranking-…` and `profile-…` (`/board`, `/moves`, `/games`, `/variants`, ratings),
//! `tournament-…` (tournaments), `vacation-…`, `premove-…` and `moretime-…` (the comforts of
//! correspondence play), `web-…` (the web pages, [`hexcourier_web`]), `move-…` (why a typed move
//! is refused), `console-…` (the console's own words).

mod catalog;
mod english;
mod lang;
mod letters;
mod names;
mod number;
mod text;

pub use catalog::{check, log_warnings, Check};
pub use english::english_in;
pub use fluent_bundle::{FluentArgs as Args, FluentValue as Value};
pub use lang::{Lang, ParseLangError};
pub use letters::{
    local_letters, read_move, show_move, show_moves, shown_letters, Notation, ParseNotationError,
};
pub use names::{piece_about, piece_name, rules_text, side_name, variant_name};
pub use number::{decimal_separator, decimals_in};
pub use text::{and_list, or_list, plain, text, text_if_any};

/// A text by key with named arguments: `t!(lang, "key", name = value, ...)` is
/// [`text`]`(lang, "key", &args)`. Names are Fluent variables (`$name`); values anything
/// that becomes a [`Value`] (text, numbers).
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )*
        $crate::i18n::text($lang, $key, &args)
    }};
}

#[cfg(test)]
mod pseudo;
#[cfg(test)]
mod scan;
#[cfg(test)]
mod tests;
