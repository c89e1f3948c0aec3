//! Reference commands: `/hexinfo variants`, `rules`, `piece`, `leaderboard`, and `/hex help`. Their answers are shown only
//! to the user who asked.

use super::answer::{answer, answer_with_note};
use super::game::{autocomplete_variant, chosen_variant, pick};
use super::types::{Context, Error};
use hexcourier_core::i18n::{Lang, Notation};
use hexcourier_core::vocabulary::command::notation::NotationCmd;
use hexcourier_core::{Command, WebCmd};

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    /// On.
    #[name = "on"]
    On,
    /// Off.
    #[name = "off"]
    Off,
}

/// What this server shows on the web (server admins change it; the answer is yours alone).
#[poise::command(slash_command)]
pub(crate) async fn web(
    ctx: Context<'_>,
    #[description = "The server's leaderboards and finished games on the web (default off)"]
    pages: Option<OnOff>,
    #[description = "Whether the server's games have web pages (default on)"] games: Option<OnOff>,
) -> Result<(), Error> {
    let cmd = match (pages, games) {
        (Some(_), Some(_)) => {
            let lang = ctx.locale().map_or(Lang::En, Lang::from_locale);
            return Err(Error::Refused(hexcourier_core::i18n::plain(
                lang,
                "discord-web-one-at-a-time",
            )));
        }
        (None, Some(g)) => WebCmd::GamePages(g == OnOff::On),
        (Some(p), None) => WebCmd::ServerPages(p == OnOff::On),
        (None, None) => WebCmd::Show,
    };
    answer(ctx, Command::Web(cmd), true).await
}

/// A language Hexcourier speaks, by its name in itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LangChoice {
    /// English.
    #[name = "English"]
    En,
    /// Polish.
    #[name = "polski"]
    Pl,
    /// Hungarian.
    #[name = "magyar"]
    Hu,
    /// German.
    #[name = "Deutsch"]
    De,
}

impl From<LangChoice> for Lang {
    fn from(c: LangChoice) -> Lang {
        match c {
            LangChoice::En => Lang::En,
            LangChoice::Pl => Lang::Pl,
            LangChoice::Hu => Lang::Hu,
            LangChoice::De => Lang::De,
        }
    }
}

/// The language of this server's game announcements (server admins change it).
#[poise::command(slash_command)]
pub(crate) async fn language(
    ctx: Context<'_>,
    #[description = "The language of the games' announcements here (default English)"] set: Option<
        LangChoice,
    >,
    #[description = "Time zone for the console and web pages, e.g. Europe/Warsaw"] timezone: Option<
        String,
    >,
) -> Result<(), Error> {
    match (set, timezone) {
        (set, None) => answer(ctx, Command::Language(set.map(Lang::from)), true).await,
        (None, Some(zone)) => answer(ctx, Command::ServerZone(zone), true).await,
        (Some(set), Some(zone)) => {
            answer(ctx, Command::Language(Some(set.into())), true).await?;
            answer(ctx, Command::ServerZone(zone), true).await
        }
    }
}

/// How moves are written: letters of the reader's language, figurines, or English letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NotationChoice {
    /// The piece letters of the reader's language (Polish `He1-c3`).
    #[name = "local letters"]
    Letters,
    /// Figurines (`♕e1-c3`).
    #[name = "figurines"]
    Figurines,
    /// English letters (`Qe1-c3`).
    #[name = "English letters"]
    English,
}

impl From<NotationChoice> for Notation {
    fn from(c: NotationChoice) -> Notation {
        match c {
            NotationChoice::Letters => Notation::Letters,
            NotationChoice::Figurines => Notation::Figurines,
            NotationChoice::English => Notation::English,
        }
    }
}

/// How moves are written in this server's announcements (admins).
#[poise::command(slash_command, rename = "notation")]
pub(crate) async fn server_notation(
    ctx: Context<'_>,
    #[description = "Local letters (default), figurines or English letters"] set: Option<
        NotationChoice,
    >,
) -> Result<(), Error> {
    let cmd = match set {
        Some(n) => NotationCmd::Server(n.into()),
        None => NotationCmd::Show,
    };
    answer(ctx, Command::Notation(cmd), true).await
}

/// How moves are written for you (only you see this).
#[poise::command(slash_command)]
pub(crate) async fn notation(
    ctx: Context<'_>,
    #[description = "How moves are written for you (leave out to see how it stands)"] set: Option<
        NotationChoice,
    >,
) -> Result<(), Error> {
    let cmd = match set {
        Some(n) => NotationCmd::Own(n.into()),
        None => NotationCmd::Show,
    };
    answer(ctx, Command::Notation(cmd), true).await
}

/// The variants you can play.
#[poise::command(slash_command)]
pub(crate) async fn variants(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Variants, true).await
}

/// How a variant is played (default: this thread's game).
#[poise::command(slash_command)]
pub(crate) async fn rules(
    ctx: Context<'_>,
    #[description = "The variant (default: this thread's game; type to search)"]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let variant = variant.map(|v| v.trim().to_string());
    answer(ctx, Command::Rules(variant), true).await
}

/// The pieces of the chosen variant (else of every variant), named in the asker's language
/// (the core finds a piece by its name in any language).
async fn autocomplete_piece(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let lib = ctx.data().core.library();
    let chosen = chosen_variant(ctx);
    let lang = ctx
        .locale()
        .map(hexcourier_core::i18n::Lang::from_locale)
        .unwrap_or_default();
    let mut names: Vec<String> = lib
        .variants()
        .filter(|v| v.metadata.playable && chosen.as_ref().map(|c| *c == v.id) != Some(false))
        .flat_map(|v| {
            v.kinds
                .iter()
                .map(|k| hexcourier_core::i18n::piece_name(lang, &k.def.name).to_lowercase())
                .collect::<Vec<_>>()
        })
        .collect();
    names.sort();
    names.dedup();
    pick(names, partial)
}

/// How a piece moves, with a picture of its reach.
#[poise::command(slash_command)]
pub(crate) async fn piece(
    ctx: Context<'_>,
    #[description = "The variant (type to search)"]
    #[autocomplete = "autocomplete_variant"]
    variant: String,
    #[description = "The piece, e.g. knight"]
    #[autocomplete = "autocomplete_piece"]
    piece: String,
) -> Result<(), Error> {
    let cmd = Command::Piece {
        variant: Some(variant.trim().to_string()),
        piece: Some(piece),
    };
    answer(ctx, cmd, true).await
}

/// The game of this thread as a record file (PGN-like), during or after it.
#[poise::command(slash_command)]
pub(crate) async fn export(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Export, false).await
}

/// An animated replay of this thread's game, turned for your side.
#[poise::command(slash_command)]
pub(crate) async fn gif(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Gif, false).await
}

/// This server's best players in a variant (rated games between people).
#[poise::command(slash_command)]
pub(crate) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The variant (default: this thread's game, else Glinski's; type to search)"]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let variant = variant.map(|v| v.trim().to_string());
    answer(ctx, Command::Leaderboard(variant), false).await
}

/// A player's ratings, record, streak and last games (default: yours).
#[poise::command(slash_command)]
pub(crate) async fn profile(
    ctx: Context<'_>,
    #[description = "The player (default: you)"] user: Option<serenity::all::User>,
) -> Result<(), Error> {
    let who = user.map(|u| format!("<@{}>", u.id.get()));
    answer(ctx, Command::Profile(who), false).await
}

/// The commands, and how to type moves.
#[poise::command(slash_command)]
pub(crate) async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let lang = ctx.locale().map_or(Lang::En, Lang::from_locale);
    let note = hexcourier_core::i18n::plain(lang, "discord-help");
    answer_with_note(ctx, Command::Help, true, Some(&note)).await
}
