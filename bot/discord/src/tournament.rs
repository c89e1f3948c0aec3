//! Tournament commands: `/tournament new|join|leave|start|standings|pairings|withdraw|
//! adjudicate|export` (a command of its own), each the core's `/tournament` command. Sign-ups
//! and changes are answered privately and announced in the tournament's thread; standings and
//! pairings are answered where asked.

use super::answer::answer;
use super::game::autocomplete_variant;
use super::show;
use super::types::{Context, Error};
use hexcourier_core::vocabulary::command::{NewTournament, TournamentCmd};
use hexcourier_core::Command;
use serenity::all::User;

/// How a tournament pairs its rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    /// FIDE Dutch Swiss.
    #[name = "swiss"]
    Swiss,
    /// Round robin.
    #[name = "round robin"]
    RoundRobin,
    /// Double round robin.
    #[name = "double round robin"]
    DoubleRoundRobin,
    /// Three players: groups of three.
    #[name = "groups of three"]
    Groups,
    /// Three players: Swiss in threes.
    #[name = "swiss in threes"]
    Swiss3,
}

impl FormatChoice {
    fn word(self) -> &'static str {
        match self {
            FormatChoice::Swiss => "swiss",
            FormatChoice::RoundRobin => "rr",
            FormatChoice::DoubleRoundRobin => "drr",
            FormatChoice::Groups => "groups",
            FormatChoice::Swiss3 => "swiss3",
        }
    }
}

/// Tournaments run by the bot: sign-up, rounds paired as they end, standings.
#[poise::command(
    slash_command,
    rename = "tournament",
    guild_only,
    subcommand_required,
    subcommands(
        "t_new",
        "t_join",
        "t_leave",
        "t_start",
        "t_standings",
        "t_pairings",
        "t_withdraw",
        "t_adjudicate",
        "t_export"
    )
)]
pub(crate) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Make a tournament in this channel (server admins).
#[poise::command(slash_command, rename = "new")]
#[allow(clippy::too_many_arguments)]
pub(crate) async fn t_new(
    ctx: Context<'_>,
    #[description = "The variant (type to search)"]
    #[autocomplete = "autocomplete_variant"]
    variant: String,
    #[description = "How rounds are paired"] format: FormatChoice,
    #[description = "Rounds of a Swiss (default 5)"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Days per move of each game (default 3)"]
    #[min = 1]
    #[max = 30]
    days_per_move: Option<u8>,
    #[description = "Sign-up length, e.g. 2d or 12h: it starts by itself then (default: when started)"]
    signup: Option<String>,
    #[description = "Whether its games are rated (default yes)"] rated: Option<bool>,
    #[description = "Most players (default 64)"]
    #[min = 2]
    #[max = 1000]
    max_players: Option<u32>,
    #[description = "Its name"] name: Option<String>,
    #[description = "Whether players may take vacations during its games (default no)"]
    vacations: Option<bool>,
    #[description = "Whether players may give each other more time with /moretime (default no)"]
    moretime: Option<bool>,
) -> Result<(), Error> {
    let signup_secs = signup
        .as_deref()
        .map(hexcourier_core::parse_window)
        .transpose()?;
    let cmd = Command::Tournament(TournamentCmd::New(NewTournament {
        variant: variant.trim().to_string(),
        format: format.word().to_string(),
        rounds,
        days: days_per_move,
        signup_secs,
        rated,
        max_players,
        name,
        allow_vacations: vacations == Some(true),
        moretime: moretime == Some(true),
    }));
    answer(ctx, cmd, true).await
}

/// Sign up for a tournament (default: the one of this channel or thread).
#[poise::command(slash_command, rename = "join")]
pub(crate) async fn t_join(
    ctx: Context<'_>,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        Command::Tournament(TournamentCmd::Join(tournament)),
        true,
    )
    .await
}

/// Leave a tournament (once it runs: withdraw from it).
#[poise::command(slash_command, rename = "leave")]
pub(crate) async fn t_leave(
    ctx: Context<'_>,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        Command::Tournament(TournamentCmd::Leave(tournament)),
        true,
    )
    .await
}

/// Start a tournament now (its organiser or a server admin).
#[poise::command(slash_command, rename = "start")]
pub(crate) async fn t_start(
    ctx: Context<'_>,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        Command::Tournament(TournamentCmd::Start(tournament)),
        true,
    )
    .await
}

/// A tournament's standings, with their table.
#[poise::command(slash_command, rename = "standings")]
pub(crate) async fn t_standings(
    ctx: Context<'_>,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        Command::Tournament(TournamentCmd::Standings(tournament)),
        false,
    )
    .await
}

/// A round's pairings (default: the current round).
#[poise::command(slash_command, rename = "pairings")]
pub(crate) async fn t_pairings(
    ctx: Context<'_>,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
    #[description = "The round"]
    #[min = 1]
    round: Option<u32>,
) -> Result<(), Error> {
    let cmd = Command::Tournament(TournamentCmd::Pairings {
        which: tournament,
        round,
    });
    answer(ctx, cmd, false).await
}

/// Withdraw a player (the organiser or a server admin).
#[poise::command(slash_command, rename = "withdraw")]
pub(crate) async fn t_withdraw(
    ctx: Context<'_>,
    #[description = "The player"] player: User,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
) -> Result<(), Error> {
    let cmd = Command::Tournament(TournamentCmd::Withdraw {
        which: tournament,
        user: show::user_id(player.id.get()),
    });
    answer(ctx, cmd, true).await
}

/// Decide a tournament game that cannot finish (the organiser or a server admin).
#[poise::command(slash_command, rename = "adjudicate")]
pub(crate) async fn t_adjudicate(
    ctx: Context<'_>,
    #[description = "The game, e.g. g12"] game: String,
    #[description = "The result: 1-0, 0-1, 1/2-1/2, or places like 1-2-3"] result: String,
) -> Result<(), Error> {
    let cmd = Command::Tournament(TournamentCmd::Adjudicate { game, result });
    answer(ctx, cmd, true).await
}

/// A tournament as a FIDE report file (TRF) and its games as one record file.
#[poise::command(slash_command, rename = "export")]
pub(crate) async fn t_export(
    ctx: Context<'_>,
    #[description = "The tournament, e.g. t3"] tournament: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        Command::Tournament(TournamentCmd::Export(tournament)),
        false,
    )
    .await
}
