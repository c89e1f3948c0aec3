//! Game commands: `/hex new`, `move`, `board`, `moves`, `resign`, `draw`, `takeback`,
//! `abort`, `games`, with autocompletion of moves, cells and sides.

use super::answer::answer;
use super::show;
use super::types::{Context, Error};
use hexcourier_core::{Command, Consent, NewGame};
use hexcourier_store::Voters;
use serenity::all::{ResolvedValue, Role, User};

/// How a game is played: by players, or by sides voting on each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Mode {
    /// Each side is one player (or the engine).
    #[name = "normal"]
    Normal,
    /// Sides vote on their moves (`mode:vote`).
    #[name = "vote"]
    Vote,
}

/// The longest role name kept (Discord's own limit).
const MAX_ROLE_NAME_CHARS: usize = 100;

/// A Discord role as the voters of a side. Its name, chosen by the server's members, is
/// escaped once here, as it is shown in the game's replies.
fn role_voters(r: &Role) -> Voters {
    Voters::Role {
        id: r.id.get().to_string(),
        name: hexcourier_core::vocabulary::words::escape_user_text(&r.name, MAX_ROLE_NAME_CHARS),
    }
}

/// The role ids of the member who ran a command (for votes of sides given as roles).
fn member_roles(ctx: Context<'_>) -> Vec<String> {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(p) => p
            .msg
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
            .unwrap_or_default(),
    }
}

/// Discord's cap on autocomplete choices.
pub const MAX_CHOICES: usize = 25;

/// The variants offered for `/hex new`, `/hexinfo rules` and `/hexinfo piece` matching what was typed:
/// by id or name (ignoring case and punctuation), those starting with it first; each shown as
/// "Name (id)", the name in the asker's language, and sent back as the id. Built-in and
/// server variants alike, at most 25.
pub(crate) async fn autocomplete_variant(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::all::AutocompleteChoice> {
    variant_choices(ctx, partial, &|_| true)
}

/// [`autocomplete_variant`] among the variants `keep` keeps.
pub(crate) fn variant_choices(
    ctx: Context<'_>,
    partial: &str,
    keep: &dyn Fn(&str) -> bool,
) -> Vec<serenity::all::AutocompleteChoice> {
    let lang = asker_lang(ctx);
    let named: Vec<(String, String)> = ctx
        .data()
        .variants
        .iter()
        .filter(|(id, _)| keep(id))
        .map(|(id, name)| {
            (
                id.clone(),
                hexcourier_core::i18n::variant_name(lang, id, name),
            )
        })
        .collect();
    variant_matches(&named, partial)
        .into_iter()
        .map(|(id, name)| {
            serenity::all::AutocompleteChoice::new(show::cut(&format!("{name} ({id})"), 100), id)
        })
        .collect()
}

/// The `(id, name)` pairs matching `typed` (as [`pick`] compares): ids starting with it,
/// then names starting with it, then ids and names containing it; in the given order within
/// each, at most 25.
pub fn variant_matches(variants: &[(String, String)], typed: &str) -> Vec<(String, String)> {
    let typed = match_key(typed);
    let rank = |(id, name): &(String, String)| {
        let (id, name) = (match_key(id), match_key(name));
        if id.starts_with(&typed) {
            Some(0)
        } else if name.starts_with(&typed) {
            Some(1)
        } else if id.contains(&typed) || name.contains(&typed) {
            Some(2)
        } else {
            None
        }
    };
    let mut ranked: Vec<(u8, &(String, String))> = variants
        .iter()
        .filter_map(|v| rank(v).map(|r| (r, v)))
        .collect();
    ranked.sort_by_key(|(r, _)| *r);
    ranked
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(_, v)| v.clone())
        .collect()
}

/// What typed text and choices are compared by: letters and digits, lower case.
fn match_key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The items matching what was typed: ignoring case and punctuation (`qe1c3` finds `Qe1-c3`),
/// those starting with it first, then those containing it; at most 25, in the given order.
pub fn pick(items: impl IntoIterator<Item = String>, typed: &str) -> Vec<String> {
    let key = match_key;
    let typed = key(typed);
    let (mut starts, mut contains) = (Vec::new(), Vec::new());
    for item in items {
        let k = key(&item);
        if k.starts_with(&typed) {
            starts.push(item);
        } else if k.contains(&typed) {
            contains.push(item);
        }
    }
    starts.extend(contains);
    starts.truncate(MAX_CHOICES);
    starts
}

/// The id of the variant already chosen in the command being typed, if any.
pub(crate) fn chosen_variant(ctx: Context<'_>) -> Option<String> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    a.args
        .iter()
        .find(|o| o.name == "variant")
        .and_then(|o| match o.value {
            ResolvedValue::String(s) => Some(s.trim().to_string()),
            _ => None,
        })
}

/// The legal moves of the game of the thread the command is typed in, looked up away from
/// the async runtime and charged to the user's lookups (none when there is no game).
async fn choices_here(ctx: Context<'_>) -> Vec<hexcourier_core::MoveChoice> {
    let data = ctx.data();
    let Some(place) = data.links.game_of(ctx.channel_id()) else {
        return Vec::new();
    };
    let user = show::user_id(ctx.author().id.get());
    let lang = asker_lang(ctx);
    let asker = user.clone();
    data.lookup(&user, move |core| {
        core.move_choices_for(&place, &asker, lang)
    })
    .await
    .unwrap_or_default()
}

async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> Vec<String> {
    pick(choices_here(ctx).await.into_iter().map(|c| c.text), partial)
}

async fn autocomplete_drop(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let drops = choices_here(ctx).await.into_iter();
    pick(drops.filter(|c| c.from.is_none()).map(|c| c.text), partial)
}

async fn autocomplete_vote(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let moves = choices_here(ctx).await.into_iter().map(|c| c.text);
    let special = ["draw", "resign"].map(String::from);
    pick(special.into_iter().chain(moves), partial)
}

async fn autocomplete_cell(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let mut cells: Vec<String> = choices_here(ctx)
        .await
        .into_iter()
        .filter_map(|c| c.from)
        .collect();
    cells.sort();
    cells.dedup();
    pick(cells, partial)
}

async fn autocomplete_side(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let lib = ctx.data().core.library();
    let chosen = chosen_variant(ctx);
    let mut sides: Vec<String> = lib
        .variants()
        .filter(|v| v.metadata.playable && chosen.as_ref().map(|c| *c == v.id) != Some(false))
        .flat_map(|v| v.players.iter().map(|p| p.name.to_lowercase()))
        .collect();
    sides.sort();
    sides.dedup();
    pick(sides, partial)
}

/// The asker's language, from the locale Discord gives with the interaction.
fn asker_lang(ctx: Context<'_>) -> hexcourier_core::i18n::Lang {
    ctx.locale()
        .map(hexcourier_core::i18n::Lang::from_locale)
        .unwrap_or_default()
}

/// Start a game against another member or the engine, in a new thread.
#[poise::command(slash_command, rename = "new")]
#[allow(clippy::too_many_arguments)]
pub(crate) async fn new(
    ctx: Context<'_>,
    #[description = "The variant to play (type to search)"]
    #[autocomplete = "autocomplete_variant"]
    variant: String,
    #[description = "Who you challenge (leave out for an open challenge, or pick a level to play the engine)"]
    opponent: Option<User>,
    #[description = "The third player, in three-player variants"] third_player: Option<User>,
    #[description = "Play the engine at this level: 1 (beginner) to 8 (full strength)"]
    #[min = 1]
    #[max = 8]
    level: Option<u8>,
    #[description = "Your side (default: you move first)"]
    #[autocomplete = "autocomplete_side"]
    side: Option<String>,
    #[description = "Hints: off, on, or a number per player (default: on against the engine, else off)"]
    hints: Option<String>,
    #[description = "Whether spectators may ask for hints too (default: no)"]
    spectator_hints: Option<bool>,
    #[description = "Start from this position, given as a state text (the ranks, then e.g. w - 0 1)"]
    setup: Option<String>,
    #[description = "Days per move (1–30): reminders at half time and near the end, then loss on time (default: no clock)"]
    #[min = 1]
    #[max = 30]
    days_per_move: Option<u8>,
    #[description = "A bank clock instead: 3+1 is 3 days, 1 more a move, at most 3 (3+1/5: at most 5)"]
    time_bank: Option<String>,
    #[description = "normal, or vote: the members of a side vote on each of its moves"]
    mode: Option<Mode>,
    #[description = "Voting game: the role voting for your side (default: anyone in the channel)"]
    team: Option<Role>,
    #[description = "Voting game: a role voting for the other side (instead of an opponent)"]
    opponent_team: Option<Role>,
    #[description = "Voting game: how long each vote is open, e.g. 30m, 2h, 1d (default 12h)"]
    vote_window: Option<String>,
    #[description = "Voting game: the votes a move needs (default 1)"]
    #[min = 1]
    #[max = 1000]
    min_votes: Option<u32>,
) -> Result<(), Error> {
    let vote = mode == Some(Mode::Vote);
    let mut voters = Vec::new();
    voters.extend(team.as_ref().map(|r| ("team".to_string(), role_voters(r))));
    voters.extend(
        opponent_team
            .as_ref()
            .map(|r| ("opponent".to_string(), role_voters(r))),
    );
    let window = vote_window
        .as_deref()
        .map(hexcourier_core::parse_window)
        .transpose()?;
    let opponent = match (opponent, level) {
        (None, None) if vote && opponent_team.is_some() => None,
        (Some(o), _) if o.bot => {
            return Err(Error::Refused(hexcourier_core::t!(
                asker_lang(ctx),
                "new-opponent-bot",
                name = hexcourier_core::vocabulary::words::quote(&o.name)
            )))
        }
        (Some(o), _) => Some(show::user_id(o.id.get())),
        (None, Some(_)) => Some(hexcourier_core::UserId::engine()),
        // An open challenge: whoever accepts first plays.
        (None, None) => None,
    };
    let mut opponents: Vec<hexcourier_core::UserId> = opponent.into_iter().collect();
    if let Some(third) = third_player {
        if third.bot {
            return Err(Error::Refused(hexcourier_core::t!(
                asker_lang(ctx),
                "new-third-bot",
                name = hexcourier_core::vocabulary::words::quote(&third.name)
            )));
        }
        opponents.push(show::user_id(third.id.get()));
    }
    let hints = hints
        .as_deref()
        .map(hexcourier_core::parse_hint_rule)
        .transpose()?;
    // Roles an integration manages cannot vote (the core refuses them).
    let managed_roles = team
        .iter()
        .chain(opponent_team.iter())
        .filter(|r| r.managed)
        .map(|r| r.id.get().to_string())
        .collect();
    let (days, bank) = match (days_per_move, time_bank.filter(|t| !t.trim().is_empty())) {
        (Some(_), Some(_)) => {
            return Err(Error::Refused(hexcourier_core::i18n::plain(
                asker_lang(ctx),
                "new-clock-both",
            )))
        }
        (_, Some(t)) => {
            let (d, b) = hexcourier_core::vocabulary::command::parse_time_control(&t)?;
            // "3" alone is days per move.
            (Some(d), b)
        }
        (d, None) => (d, None),
    };
    let cmd = Command::New(NewGame {
        variant: variant.trim().to_string(),
        opponents,
        side,
        setup: setup.filter(|t| !t.trim().is_empty()),
        from: None,
        level,
        hints,
        spectator_hints,
        days,
        bank,
        vote,
        voters,
        window,
        min_votes,
        managed_roles,
    });
    answer(ctx, cmd, true).await
}

/// Accept a challenge: the one waiting for you, or the one named (e.g. g12).
#[poise::command(slash_command)]
pub(crate) async fn accept(
    ctx: Context<'_>,
    #[description = "The challenge, e.g. g12 (leave out for the one waiting for you)"]
    challenge: Option<String>,
) -> Result<(), Error> {
    answer(ctx, Command::Accept(challenge), true).await
}

/// Decline a challenge (or withdraw your own): the one waiting for you, or the one named.
#[poise::command(slash_command)]
pub(crate) async fn decline(
    ctx: Context<'_>,
    #[description = "The challenge, e.g. g12 (leave out for the one waiting for you)"]
    challenge: Option<String>,
) -> Result<(), Error> {
    answer(ctx, Command::Decline(challenge), true).await
}

/// Whether others may challenge you (only you see this).
#[poise::command(slash_command)]
pub(crate) async fn challenges(
    ctx: Context<'_>,
    #[description = "Allow challenges, or refuse them all (leave out to see how it stands)"]
    allow: Option<Switch>,
) -> Result<(), Error> {
    answer(
        ctx,
        Command::Challenges(allow.map(|a| a == Switch::On)),
        true,
    )
    .await
}

/// The engine's best move, evaluation and line (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Hint, true).await
}

/// The evaluation and the engine's three best moves (only you see it).
#[poise::command(slash_command, rename = "analyse")]
pub(crate) async fn analyse(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Analyse, true).await
}

/// After the game: the engine's review of its inaccuracies, mistakes and blunders.
#[poise::command(slash_command)]
pub(crate) async fn review(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Review, false).await
}

/// Play a move in this thread's game (leave the move out to pick it from menus).
#[poise::command(slash_command, rename = "move")]
pub(crate) async fn move_(
    ctx: Context<'_>,
    #[description = "Your move, e.g. Qe1-c3 (leave out to pick it from menus)"]
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    text: Option<String>,
) -> Result<(), Error> {
    match text.filter(|t| !t.trim().is_empty()) {
        Some(text) => answer(ctx, Command::Move(text), true).await,
        None => {
            super::picker::open_by_command(ctx, hexcourier_core::families::pick::PickFor::Move)
                .await
        }
    }
}

/// Drop a piece from your hand on the board (variants with drops).
#[poise::command(slash_command, rename = "drop")]
pub(crate) async fn drop_(
    ctx: Context<'_>,
    #[description = "The drop, e.g. W*f4 or Wing f4: type a part of it and pick from the list"]
    #[autocomplete = "autocomplete_drop"]
    #[rename = "drop"]
    text: String,
) -> Result<(), Error> {
    match Command::parse(&format!("/drop {text}"), true) {
        Ok(Some(cmd)) => answer(ctx, cmd, true).await,
        // Anything else goes to the core as typed, which explains what is wrong with it.
        _ => answer(ctx, Command::Move(text), true).await,
    }
}

/// Vote for your side's move: a move, draw or resign (final; leave out to pick from menus).
#[poise::command(slash_command)]
pub(crate) async fn vote(
    ctx: Context<'_>,
    #[description = "A legal move, draw or resign (leave out to pick it from menus)"]
    #[autocomplete = "autocomplete_vote"]
    #[rename = "move"]
    choice: Option<String>,
) -> Result<(), Error> {
    match choice.filter(|t| !t.trim().is_empty()) {
        Some(choice) => {
            let roles = member_roles(ctx);
            answer(ctx, Command::Vote { choice, roles }, true).await
        }
        None => {
            super::picker::open_by_command(ctx, hexcourier_core::families::pick::PickFor::Vote)
                .await
        }
    }
}

/// The votes cast so far in this thread's vote (only you see them).
#[poise::command(slash_command)]
pub(crate) async fn tally(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Tally, true).await
}

/// Show this thread's game: players, moves and the board.
#[poise::command(slash_command)]
pub(crate) async fn board(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Board, false).await
}

/// List the legal moves (only you see the list).
#[poise::command(slash_command)]
pub(crate) async fn moves(
    ctx: Context<'_>,
    #[description = "Only the moves of the piece on this cell, e.g. d1"]
    #[autocomplete = "autocomplete_cell"]
    cell: Option<String>,
) -> Result<(), Error> {
    answer(ctx, Command::Moves(cell), true).await
}

/// Resign this thread's game.
#[poise::command(slash_command)]
pub(crate) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Resign, true).await
}

/// An answer to a draw offer or a takeback request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Answer {
    /// Agree.
    #[name = "accept"]
    Accept,
    /// Refuse (or withdraw one's own).
    #[name = "decline"]
    Decline,
}

/// Offer a draw, or answer the one offered.
#[poise::command(slash_command)]
pub(crate) async fn draw(
    ctx: Context<'_>,
    #[description = "Answer the draw offered (default: offer one, or accept)"] answer: Option<
        Answer,
    >,
) -> Result<(), Error> {
    let cmd = match answer {
        Some(Answer::Decline) => Command::DeclineDraw,
        _ => Command::Draw,
    };
    super::answer::answer(ctx, cmd, true).await
}

/// Ask to take back your last move, or answer the request standing.
#[poise::command(slash_command)]
pub(crate) async fn takeback(
    ctx: Context<'_>,
    #[description = "Answer the request standing (default: ask, or accept)"] answer: Option<Answer>,
) -> Result<(), Error> {
    let consent = match answer {
        None => Consent::Ask,
        Some(Answer::Accept) => Consent::Accept,
        Some(Answer::Decline) => Consent::Decline,
    };
    super::answer::answer(ctx, Command::Takeback(consent), true).await
}

/// End this thread's game without a result (before the second move; server admins: any time).
#[poise::command(slash_command)]
pub(crate) async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Abort, true).await
}

/// Your games, those waiting on you first (only you see the list).
#[poise::command(slash_command)]
pub(crate) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, Command::Games, true).await
}

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Switch {
    /// On.
    #[name = "on"]
    On,
    /// Off.
    #[name = "off"]
    Off,
}

/// Conditional moves: "if they play X, I play Y" (only you see them).
#[poise::command(slash_command)]
pub(crate) async fn premove(
    ctx: Context<'_>,
    #[description = "Their move, your reply, and so on, e.g. e7-e6 f5-f6; clear forgets them all (leave out to list)"]
    line: Option<String>,
) -> Result<(), Error> {
    let line = line.unwrap_or_default();
    match Command::parse(&format!("/premove {line}"), true) {
        Ok(Some(cmd)) => answer(ctx, cmd, true).await,
        Ok(None) => {
            answer(
                ctx,
                Command::Premove(hexcourier_core::vocabulary::command::premove::PremoveCmd::List),
                true,
            )
            .await
        }
        Err(p) => Err(p.into()),
    }
}

/// Give the player to move more time on their clock.
#[poise::command(slash_command)]
pub(crate) async fn moretime(
    ctx: Context<'_>,
    #[description = "How much: 1d, 12h or 30m (never beyond the clock's most)"] time: String,
) -> Result<(), Error> {
    match Command::parse(&format!("/moretime {time}"), true) {
        Ok(Some(cmd)) => answer(ctx, cmd, true).await,
        Ok(None) => answer(ctx, Command::Help, true).await,
        Err(p) => Err(p.into()),
    }
}

/// What `/hexme vacation` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum VacationChoice {
    /// Start one.
    #[name = "start"]
    Start,
    /// End it.
    #[name = "end"]
    End,
    /// A clock about to run out starts one.
    #[name = "automatic on"]
    AutoOn,
    /// It does not.
    #[name = "automatic off"]
    AutoOff,
}

/// Your vacation: your clocks stop on your turns and your games say so (only you see this).
#[poise::command(slash_command)]
pub(crate) async fn vacation(
    ctx: Context<'_>,
    #[description = "Start or end it, or whether a clock about to run out starts one (leave out to see it)"]
    set: Option<VacationChoice>,
    #[description = "Server admins: days of vacation a year for everyone here (on its own)"]
    #[min = 0]
    #[max = 365]
    days_a_year: Option<u32>,
) -> Result<(), Error> {
    use hexcourier_core::vocabulary::command::vacation::VacationCmd as V;
    let cmd = match (days_a_year, set) {
        (Some(d), _) => V::Allowance(d),
        (None, None) => V::Status,
        (None, Some(VacationChoice::Start)) => V::On,
        (None, Some(VacationChoice::End)) => V::Off,
        (None, Some(VacationChoice::AutoOn)) => V::Auto(true),
        (None, Some(VacationChoice::AutoOff)) => V::Auto(false),
    };
    answer(ctx, Command::Vacation(cmd), true).await
}

/// DMs: a message a turn or a daily digest, reminders before a clock runs out (only you see this).
#[poise::command(slash_command)]
pub(crate) async fn notify(
    ctx: Context<'_>,
    #[description = "A DM each time it becomes your turn, on or off (leave all out to see how they stand)"]
    dm: Option<Switch>,
    #[description = "Instead, one DM a day listing your games waiting, at this time, e.g. 08:00"]
    daily: Option<String>,
    #[description = "DMs when a clock nears its end, e.g. 24h 1h (or off)"] remind: Option<String>,
    #[description = "Your time zone, e.g. Europe/Warsaw (for the daily DM)"] timezone: Option<
        String,
    >,
) -> Result<(), Error> {
    let asked = [
        dm.map(|d| format!("dm {}", if d == Switch::On { "on" } else { "off" })),
        // english: the typed form of a slash command, read by the core
        daily.map(|t| format!("dm daily {t}")),
        remind.map(|r| format!("remind {r}")),
        timezone.map(|z| format!("timezone {z}")),
    ];
    let mut asked: Vec<String> = asked.into_iter().flatten().collect();
    // The time zone first, so that a digest asked with it is at that zone's time.
    asked.sort_by_key(|a| !a.starts_with("timezone"));
    if asked.is_empty() {
        asked.push(String::new());
    }
    let mut cmds = Vec::new();
    for a in &asked {
        match Command::parse(&format!("/notify {a}"), true) {
            Ok(Some(Command::Notify(n))) => cmds.push(n),
            Ok(_) => {}
            Err(p) => return Err(p.into()),
        }
    }
    let cmd = match cmds.len() {
        1 => cmds.remove(0),
        _ => hexcourier_core::vocabulary::command::notify::NotifyCmd::Several(cmds),
    };
    answer(ctx, Command::Notify(cmd), true).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn pick_matches_loosely_and_puts_prefixes_first() {
        let moves = items(&["Nd1-f4", "Qe1-c3", "Qe1-d2", "b1-b2", "Bf3-b1", "Qc3xf9"]);
        assert_eq!(pick(moves.clone(), "qe1"), ["Qe1-c3", "Qe1-d2"]);
        assert_eq!(pick(moves.clone(), "qe1c3"), ["Qe1-c3"]);
        assert_eq!(pick(moves.clone(), "b1"), ["b1-b2", "Bf3-b1"]);
        assert_eq!(pick(moves.clone(), "C3XF9"), ["Qc3xf9"]);
        assert_eq!(pick(moves.clone(), ""), moves);
        assert!(pick(moves, "zz").is_empty());
        let many: Vec<String> = (0..60).map(|i| format!("m{i}")).collect();
        assert_eq!(pick(many, "m").len(), MAX_CHOICES);
    }

    #[test]
    fn variants_match_by_id_or_name() {
        let v = |id: &str, name: &str| (id.to_string(), name.to_string());
        let all = vec![
            v("full-house", "Full House Hexagonal Chess"),
            v("glinski", "Glinski's Hexagonal Chess"),
            v("hourglass-r", "Hourglass Hex Chess (R army)"),
            v("mccooey", "McCooey's Hexagonal Chess"),
        ];
        let ids = |typed: &str| -> Vec<String> {
            variant_matches(&all, typed)
                .into_iter()
                .map(|(id, _)| id)
                .collect()
        };
        assert_eq!(ids("hour"), ["hourglass-r"]);
        assert_eq!(ids("McCooey's"), ["mccooey"]);
        // Ids first, then names containing it, each once.
        assert_eq!(
            ids("hex"),
            ["full-house", "glinski", "hourglass-r", "mccooey"]
        );
        assert_eq!(
            ids("g"),
            ["glinski", "full-house", "hourglass-r", "mccooey"]
        );
        assert_eq!(ids("").len(), 4);
        assert!(ids("xyz").is_empty());
    }
}
