//! `/puzzle`: tactics puzzles answered to the asker alone (every answer is ephemeral), and the
//! server's puzzle of the day, whose channel and time its admins set.

use super::answer::answer;
use super::game::{pick, variant_choices, Switch};
use super::types::{Context, Error};
use hexcourier_core::vocabulary::command::puzzle::{DailySet, PuzzleCmd};
use hexcourier_core::Command;
use serenity::all::ChannelId;

/// The themes offered for `theme` as typed, matching what was typed: those the library holds.
async fn autocomplete_theme(ctx: Context<'_>, partial: &str) -> Vec<String> {
    pick(ctx.data().core.puzzle_themes(), partial)
}

/// The variants offered for `/puzzle next variant:`: those the library has puzzles in, as
/// `/hex new` offers variants.
async fn autocomplete_puzzle_variant(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::all::AutocompleteChoice> {
    let with = ctx.data().core.puzzle_variants();
    variant_choices(ctx, partial, &|id| with.iter().any(|w| w == id))
}

/// The moves of the asker's open puzzle matching what was typed (in their notation), looked
/// up away from the async runtime and charged to their lookups; none without an open puzzle.
async fn autocomplete_answer(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let poise::Context::Application(actx) = ctx else {
        return Vec::new();
    };
    let interaction = actx.interaction;
    let data = ctx.data();
    let Some(caller) = super::caller::caller_of(super::caller::Heard::Interaction {
        user: interaction.user.id,
        guild: interaction.guild_id,
        member: interaction.member.as_deref(),
        locale: &interaction.locale,
    }) else {
        return Vec::new();
    };
    let user = caller.user().clone();
    let moves = data
        .lookup(&user, move |core| core.puzzle_move_choices(&caller))
        .await
        .unwrap_or_default();
    pick(moves.into_iter().map(|c| c.text), partial)
}

/// Tactics puzzles: for you alone, near your puzzle rating; and the puzzle of the day.
#[poise::command(
    slash_command,
    rename = "puzzle",
    guild_only,
    subcommand_required,
    subcommands("p_next", "p_move", "p_resign", "p_stats", "p_daily", "p_daily_setup")
)]
pub(crate) async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A puzzle near your puzzle rating, or the one you have open (only you see it).
#[poise::command(slash_command, rename = "next")]
pub(crate) async fn p_next(
    ctx: Context<'_>,
    #[description = "A theme, e.g. fork, pin, skewer, mate or mateIn2"]
    #[autocomplete = "autocomplete_theme"]
    theme: Option<String>,
    #[description = "A variant (type to search)"]
    #[autocomplete = "autocomplete_puzzle_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let cmd = PuzzleCmd::Next {
        theme: theme.map(|t| t.trim().to_string()),
        variant: variant.map(|v| v.trim().to_lowercase()),
    };
    answer(ctx, Command::Puzzle(cmd), true).await
}

/// Answer your puzzle with a move (only you see it).
#[poise::command(slash_command, rename = "move")]
pub(crate) async fn p_move(
    ctx: Context<'_>,
    #[description = "Your move, e.g. Qe1-c3"]
    #[rename = "move"]
    #[autocomplete = "autocomplete_answer"]
    text: String,
) -> Result<(), Error> {
    answer(ctx, Command::Puzzle(PuzzleCmd::Answer(text)), true).await
}

/// Give up your puzzle and see its solution.
#[poise::command(slash_command, rename = "resign")]
pub(crate) async fn p_resign(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Puzzle(PuzzleCmd::Resign), true).await
}

/// Your puzzle rating, puzzles solved, streak and last puzzles (only you see it).
#[poise::command(slash_command, rename = "stats")]
pub(crate) async fn p_stats(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Puzzle(PuzzleCmd::Stats), true).await
}

/// Today's puzzle of this server, the same for everyone here (only you see your answers).
#[poise::command(slash_command, rename = "daily")]
pub(crate) async fn p_daily(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Puzzle(PuzzleCmd::Daily), true).await
}

/// Server admins: post the puzzle of the day in a channel at a time each day, or stop.
#[poise::command(slash_command, rename = "daily-setup")]
pub(crate) async fn p_daily_setup(
    ctx: Context<'_>,
    #[description = "The channel it is posted in"]
    #[channel_types("Text")]
    channel: Option<ChannelId>,
    #[description = "The time of the post, e.g. 08:00 (default 08:00)"] at: Option<String>,
    #[description = "The time zone of that time, e.g. Europe/Warsaw (default: yours, else UTC)"]
    timezone: Option<String>,
    #[description = "Posted or not (leave out to keep it posted)"] post: Option<Switch>,
) -> Result<(), Error> {
    let set = if post == Some(Switch::Off) {
        DailySet::Off
    } else {
        let at = match at {
            Some(at) => match Command::parse(&format!("/puzzle daily at:{}", at.trim()), false) {
                Ok(Some(Command::Puzzle(PuzzleCmd::DailySet(DailySet::On { at, .. })))) => at,
                Ok(_) => None,
                Err(p) => return Err(p.into()),
            },
            None => None,
        };
        DailySet::On {
            place: channel.map(|c| format!("<#{c}>")),
            at,
            tz: timezone.map(|t| t.trim().to_string()),
        }
    };
    answer(ctx, Command::Puzzle(PuzzleCmd::DailySet(set)), false).await
}
