//! Everything that can go wrong with a message, each turned into one clear sentence.

use crate::vocabulary::types::{GameId, Place, UserId};
use crate::vocabulary::words::{quote, sentence};
use hexcourier_engine::notation::MoveError;
use std::fmt;

/// Why a message could not be acted on. `Display` gives the reply sent to the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The message is longer than the core accepts.
    TooLong {
        /// Its length in characters.
        chars: usize,
    },
    /// `/something` that is not a command.
    UnknownCommand {
        /// The name typed (without `/`).
        given: String,
        /// The nearest command name.
        suggestion: Option<&'static str>,
    },
    /// A command with the wrong arguments.
    Usage {
        /// How the command is used.
        usage: &'static str,
    },
    /// An argument the command does not understand.
    UnexpectedWord {
        /// The word.
        word: String,
        /// How the command is used.
        usage: &'static str,
    },
    /// A variant id that is not loaded.
    UnknownVariant {
        /// The id typed.
        given: String,
        /// Similar ids.
        suggestions: Vec<String>,
    },
    /// `side:` names no seat of the variant.
    UnknownSide {
        /// The side typed.
        given: String,
        /// The variant's seat names.
        sides: Vec<String>,
    },
    /// Too many or too few opponents for the variant.
    PlayerCount {
        /// The variant's name.
        variant: String,
        /// How many players it seats.
        players: usize,
        /// How many opponents were named.
        named: usize,
    },
    /// `@everyone`, `@here` or a malformed mention where a user was expected.
    NotAUser {
        /// What was typed.
        given: String,
    },
    /// The challenger named themselves.
    SelfChallenge,
    /// The same user was named twice.
    DuplicatePlayer(UserId),
    /// `level:` is not a number from 1 to 8.
    BadLevel {
        /// What was typed.
        given: String,
    },
    /// A `/new` setting with a value it does not take.
    BadSetting {
        /// The setting (`hints`).
        setting: &'static str,
        /// What was typed.
        given: String,
        /// What it takes, in words.
        choices: &'static str,
    },
    /// `/notify remind` with more times than a player may set.
    TooManyReminders {
        /// How many times were given.
        given: usize,
        /// The most a player may set.
        max: usize,
    },
    /// `/notify remind` with a time it cannot read, or out of its range.
    BadReminderTime {
        /// What was typed.
        given: String,
    },
    /// `level:` without `@engine` among the opponents.
    LevelWithoutEngine,
    /// A message typed as `@engine`, which only the bot plays.
    EngineCannotType,
    /// The game's creator turned hints off.
    HintsOff,
    /// Spectators may not ask for hints in this running game.
    SpectatorHintsOff,
    /// `/review` in a game still running.
    ReviewBeforeEnd,
    /// `/review` in a game of more than two players.
    ReviewTwoPlayersOnly,
    /// The user has used all their hints.
    HintsUsed {
        /// Hints per player in this game.
        limit: u32,
    },
    /// The game changed while the engine was thinking (its move is dropped).
    GameChanged,
    /// `/new` typed inside a game's place.
    NewInGame,
    /// A move of the `from:` list does not play.
    BadFromList {
        /// 1-based index of the move in the list.
        index: usize,
        /// The engine's reason.
        error: String,
    },
    /// The `from:` list already ends the game.
    FromListEnds {
        /// The result in words.
        result: String,
    },
    /// The `setup:` state text does not load.
    BadSetup {
        /// The variant's name.
        variant: String,
        /// The engine's reason.
        error: String,
    },
    /// `/new` without `setup:` for a variant that has no start position (`setup-required`).
    SetupRequired {
        /// The variant's name.
        variant: String,
        /// The variant's id.
        id: String,
        /// Why it has no start position, from its data file.
        reason: String,
        /// The opponents to show in the example: those named, or placeholders.
        opponents: String,
    },
    /// The `setup:` position is already over.
    SetupEnds {
        /// The result in words.
        result: String,
    },
    /// A game command typed outside a game's place.
    NotInGame {
        /// What needs a game (`Moves go`, `/board works`).
        what: &'static str,
        /// The user's running games' places.
        places: Vec<Place>,
    },
    /// A game action by someone who does not play in it.
    NotAPlayer,
    /// A player who is out of the game (eliminated) tried to resign or offer a draw.
    Eliminated,
    /// A move out of turn.
    NotYourTurn {
        /// Whose turn it is.
        user: UserId,
    },
    /// The game has ended.
    GameOver {
        /// The result in words.
        result: String,
    },
    /// Bad, illegal or ambiguous move text.
    BadMove(MoveError),
    /// Not a cell of the board.
    UnknownCell(String),
    /// No piece on the cell.
    NoPieceOn(String),
    /// The piece on the cell cannot move now (it is not the side to move's).
    NotToMove {
        /// The cell.
        cell: String,
        /// The piece's owner.
        owner: String,
        /// The side to move.
        turn: String,
    },
    /// A piece the variant does not have.
    UnknownPiece {
        /// The variant's name.
        variant: String,
        /// What was typed.
        given: String,
        /// The variant's pieces, listed.
        pieces: String,
    },
    /// `/piece <piece>` outside a game's place.
    PieceNeedsVariant {
        /// A variant id for the example.
        example: String,
    },
    /// The user already offered a draw.
    DrawAlreadyOffered {
        /// Who has yet to accept.
        waiting_for: Vec<UserId>,
    },
    /// The game was aborted (`/abort`); it takes no more actions.
    Aborted {
        /// Who aborted it.
        by: UserId,
    },
    /// `/abort` by a player after the first two moves.
    AbortTooLate {
        /// Moves played so far.
        moves: usize,
    },
    /// `/takeback` by a player who has no move to take back.
    NothingToTakeBack,
    /// `/takeback accept|decline` with no request standing.
    NoTakeback,
    /// `/takeback` again by someone who already asked or agreed.
    TakebackWaiting {
        /// Whether they asked (rather than agreed).
        asked: bool,
        /// Who has yet to agree.
        waiting_for: Vec<UserId>,
    },
    /// The engine does not take back moves in a game without hints.
    EngineRefusesTakeback,
    /// `/draw decline` with no draw offered.
    NoDrawOffer,
    /// The user sends commands faster than the limit allows.
    SlowDown {
        /// Seconds until the next command is accepted.
        wait: u64,
    },
    /// The place receives commands faster than the limit allows.
    PlaceBusy {
        /// Seconds until the next command is accepted.
        wait: u64,
    },
    /// The user already started or accepted the most games allowed (running games, and
    /// challenges they made that wait for an answer).
    TooManyGames {
        /// The most per user.
        max: usize,
    },
    /// The user already plays the most games against the engine allowed.
    TooManyEngineGames {
        /// The most per user.
        max: usize,
    },
    /// The server has the most games running or waiting allowed.
    ServerFull {
        /// The most per server.
        max: usize,
    },
    /// The game is a challenge still waiting for answers.
    NotStarted {
        /// The game.
        game: GameId,
        /// Who it waits for.
        waiting: Vec<UserId>,
    },
    /// The game was a challenge that ended without starting.
    NeverStarted {
        /// The game.
        game: GameId,
    },
    /// The player named refuses challenges (`/challenges off`).
    ChallengesOff(UserId),
    /// The challenger already has a challenge waiting for this player.
    AlreadyChallenged {
        /// The player.
        user: UserId,
        /// The challenge waiting.
        game: GameId,
    },
    /// The player named has the most challenges waiting allowed.
    TooManyChallenges {
        /// The player.
        user: UserId,
        /// The most waiting per player.
        max: usize,
    },
    /// `/accept` or `/decline` with no challenge waiting for the user.
    NoChallenge {
        /// `/accept` or `/decline`.
        what: &'static str,
    },
    /// `/accept` or `/decline` without naming one of several challenges.
    WhichChallenge {
        /// `/accept` or `/decline`.
        what: &'static str,
        /// The challenges, one line each.
        list: Vec<String>,
    },
    /// The challenge named is not one the user may answer.
    NotYourChallenge {
        /// The challenge.
        game: GameId,
    },
    /// The challenge named no longer waits for answers (or is no challenge).
    ChallengeClosed {
        /// The challenge.
        game: GameId,
    },
    /// A command whose answer is for the asker alone, typed where only public answers can be
    /// given (a message in a Discord thread).
    PrivateCommand {
        /// The command as typed (`/vote`).
        typed: &'static str,
        /// The form that answers privately (`/hex vote`).
        private_form: &'static str,
    },
    /// A side given as a role the caller does not hold (and may not manage).
    RoleNotHeld {
        /// The role's name.
        role: String,
    },
    /// `@everyone`, `@here` or a role managed by an integration given as voters.
    RoleNotAllowed {
        /// The role's name.
        role: String,
    },
    /// A voter of another side (or seated in another seat) voting for this one.
    OtherSide {
        /// The side the user belongs to.
        theirs: String,
        /// The side they tried to vote for.
        side: String,
    },
    /// Expensive work already under way in this server.
    ServerBusy {
        /// What it was asked for (`/gif`).
        what: &'static str,
    },
    /// A game too long for the work asked.
    TooLongFor {
        /// What (`/gif`).
        what: &'static str,
        /// The game's plies.
        plies: usize,
        /// The most allowed.
        max: usize,
    },
    /// A command that cannot be carried out, said in words by the family that refuses it
    /// (tournaments, conditional moves, giving time).
    Refused(String),
    /// A `from:` move list over the cap.
    FromListTooLong {
        /// Moves given.
        moves: usize,
        /// The most allowed.
        max: usize,
    },
    /// The user's previous hint or analysis is still being searched.
    EngineBusy,
    /// A move or vote picked from a menu made before the game moved on.
    PickerOutdated,
    /// The store refused to save; nothing changed.
    Storage(String),
    /// The game of this place is in the store but could not be loaded (its record no longer
    /// replays, or could not be read).
    Unloadable(GameId),
    /// The variant's own data is broken (should have been caught at load).
    BrokenVariant(String),
    /// A bug: something panicked.
    Internal,
    /// A vote setting (`window:`, `min-votes:`, a side's voters) that cannot be read.
    BadVoteSetting {
        /// The setting.
        setting: &'static str,
        /// What was typed.
        given: String,
        /// What it takes.
        choices: &'static str,
    },
    /// Voters, `window:` or `min-votes:` without `mode:vote`.
    VoteSettingsWithoutVoteMode,
    /// Two voter lists for one side.
    SideGivenTwice(String),
    /// A voting game whose opponents do not fill the seats left by the voting sides.
    VoteSeats {
        /// Seats without voters.
        free: usize,
        /// Opponents named.
        named: usize,
    },
    /// A voting game with a move clock (windows time the moves instead).
    ClockWithVote,
    /// `/vote` or `/tally` in a game without voting sides.
    NotAVoteGame,
    /// `/vote` while a side that does not vote is to move.
    NoVoteOpen {
        /// Who is to move, e.g. `@engine (Black)`.
        to_move: String,
    },
    /// A vote by someone who does not vote for the side to move.
    NotAVoter {
        /// The side voting.
        side: String,
    },
    /// `/tally` by someone who does not vote for the side voting: the votes stay within it.
    TallyForVoters {
        /// The side voting.
        side: String,
    },
    /// Another process changed the game between reading and writing it (tried twice).
    Conflict,
    /// A second vote by the same member in one window.
    AlreadyVoted {
        /// The vote already cast.
        choice: String,
    },
    /// `/move`, `/resign` or `/draw` for a side that decides by vote.
    DecidedByVote {
        /// The side.
        side: String,
    },
    /// The permission table ([`crate::vocabulary::permission`]) refuses the caller.
    Forbidden(Forbidden),
}

/// What the permission table refuses a caller ([`Problem::Forbidden`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Forbidden {
    /// A command for server admins, asked by a member who is not one.
    AdminsOnly {
        /// The command's row of the permission table.
        key: crate::vocabulary::key::Key,
        /// The command as typed (`/web on|off`).
        typed: &'static str,
    },
    /// A command for server admins typed as text, which does not carry the member's rights.
    NeedsRights {
        /// The command as typed.
        typed: &'static str,
        /// Its slash form, which carries them.
        slash: &'static str,
    },
    /// A command for a tournament's organiser (or an admin of its server).
    NotOrganiser {
        /// The tournament (`t3`).
        tournament: String,
        /// Its organiser's user id.
        organiser: String,
    },
    /// A record named that is not of the caller's community, said as a missing one is.
    NotHere {
        /// What was named (`g12`, `t3`).
        name: String,
    },
    /// A web visitor, who only reads pages.
    Visitor,
}

fn list(items: &[String], last_sep: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {last_sep} {last}", init.join(", ")),
    }
}

impl Problem {
    /// Whether this refuses the caller for who they are (the permission table, or a family's
    /// check of a seat, a side's voters or a challenge's invitees), not for what was asked.
    pub fn is_forbidden(&self) -> bool {
        matches!(
            self,
            Problem::Forbidden(_)
                | Problem::NotAPlayer
                | Problem::NotYourChallenge { .. }
                | Problem::NotAVoter { .. }
                | Problem::TallyForVoters { .. }
                | Problem::OtherSide { .. }
                | Problem::SpectatorHintsOff
                | Problem::RoleNotHeld { .. }
                | Problem::EngineCannotType
        )
    }

    /// Writes what the user is not shown to the log: a storage failure's detail (scrubbed of
    /// secrets).
    pub(crate) fn log(&self) {
        if let Problem::Storage(detail) = self {
            tracing::warn!("storage error: {}", hexcourier_secret::scrub(detail));
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::TooLong { chars } => {
                write!(
                    f,
                    "That message is too long ({chars} characters; the limit is {}).",
                    crate::vocabulary::types::MAX_INPUT_CHARS
                )
            }
            Problem::UnknownCommand { given, .. } if given.is_empty() => {
                write!(f, "Type a command name after the /, e.g. /help.")
            }
            Problem::UnknownCommand { given, suggestion } => {
                write!(f, "Unknown command /{}.", quote(given))?;
                if let Some(s) = suggestion {
                    write!(f, " Did you mean /{s}?")?;
                }
                write!(f, " /help lists the commands.")
            }
            Problem::Usage { usage } => write!(f, "Usage: {usage}"),
            Problem::UnexpectedWord { word, usage } => {
                write!(
                    f,
                    "I don't understand '{}' here. Usage: {usage}",
                    quote(word)
                )
            }
            Problem::UnknownVariant { given, suggestions } => {
                write!(f, "Unknown variant '{}'.", quote(given))?;
                if !suggestions.is_empty() {
                    write!(f, " Did you mean {}?", list(suggestions, "or"))?;
                }
                write!(f, " /variants lists them all.")
            }
            Problem::UnknownSide { given, sides } => {
                write!(
                    f,
                    "Unknown side '{}': choose {}.",
                    quote(given),
                    list(sides, "or")
                )
            }
            Problem::PlayerCount {
                variant,
                players,
                named,
            } => {
                let want = players.saturating_sub(1);
                let s = if want == 1 { "" } else { "s" };
                if *named == 0 {
                    write!(
                        f,
                        "Name your opponent{s}: {variant} is for {players} players, e.g. {}.",
                        example_opponents(want)
                    )
                } else {
                    write!(
                        f,
                        "{variant} is for {players} players: name {want} opponent{s}, not {named}."
                    )
                }
            }
            Problem::NotAUser { given } => write!(
                f,
                "'{}' is not a player; name one user, like @bob.",
                quote(given)
            ),
            Problem::SelfChallenge => {
                write!(f, "You cannot play against yourself; name another user.")
            }
            Problem::DuplicatePlayer(u) => write!(f, "{u} is named twice."),
            Problem::BadLevel { given } => write!(
                f,
                "The engine's level is a number from 1 (beginner) to 8 (full strength), not '{}'.",
                quote(given)
            ),
            Problem::BadSetting {
                setting,
                given,
                choices,
            } => write!(f, "{setting}: takes {choices}, not '{}'.", quote(given)),
            Problem::TooManyReminders { given, max } => write!(
                f,
                "At most {max} reminder times: you gave {given}. For example /notify remind 24h 1h."
            ),
            Problem::BadReminderTime { given } => write!(
                f,
                "'{}' is not a reminder time: give a time from 1 minute to 30 days, like 24h, 90m or 2d.",
                quote(given)
            ),
            Problem::LevelWithoutEngine => write!(
                f,
                "level: sets the engine's strength: name @engine as an opponent to use it."
            ),
            Problem::EngineCannotType => write!(
                f,
                "@engine is the computer opponent; only Hexcourier plays for it."
            ),
            Problem::ReviewBeforeEnd => write!(
                f,
                "The review comes when the game is over (use /hint or /analyse while it runs, if hints are on)."
            ),
            Problem::ReviewTwoPlayersOnly => {
                write!(f, "Reviews are made for two-player games only.")
            }
            Problem::HintsOff => write!(
                f,
                "Hints are off in this game (the game's creator chose so when starting it)."
            ),
            Problem::SpectatorHintsOff => write!(
                f,
                "Only the players may ask for hints while this game runs."
            ),
            Problem::HintsUsed { limit } => {
                let s = if *limit == 1 { "" } else { "s" };
                write!(
                    f,
                    "You have used your {limit} hint{s} for this game (hints and analyses count alike)."
                )
            }
            Problem::GameChanged => write!(
                f,
                "The game changed while the engine was thinking; it thinks again."
            ),
            Problem::NewInGame => write!(
                f,
                "Start new games from the lobby, not inside a game's place."
            ),
            Problem::BadFromList { index, error } => write!(
                f,
                "Move {index} of the from: list does not play: {}",
                sentence(&crate::vocabulary::words::escape_user_text(error, ERROR_CHARS))
            ),
            Problem::FromListEnds { result } => {
                write!(
                    f,
                    "That move list already ends the game ({result}); paste fewer moves."
                )
            }
            Problem::BadSetup { variant, error } => write!(
                f,
                "That setup is not a {variant} position: {}",
                sentence(&crate::vocabulary::words::escape_user_text(error, ERROR_CHARS))
            ),
            Problem::SetupRequired {
                variant,
                id,
                reason,
                opponents,
            } => write!(
                f,
                "{variant} has no start position. {}\nStart it from a position of your own: \
                 /new {id} {opponents} setup:<state text> (/rules {id} says how to write one).",
                sentence(reason)
            ),
            Problem::SetupEnds { result } => {
                write!(
                    f,
                    "That setup is already over ({result}); give a position with moves left."
                )
            }
            Problem::NotInGame { what, places } => {
                if places.is_empty() {
                    write!(f, "{what} in a game's place, and you have no game running. Start one with /new.")
                } else {
                    let names: Vec<String> = places.iter().map(ToString::to_string).collect();
                    write!(f, "{what} in a game's place: {}.", names.join(", "))
                }
            }
            Problem::NotAPlayer => write!(f, "You are not playing in this game."),
            Problem::Eliminated => write!(
                f,
                "You have been eliminated from this game; the others play on."
            ),
            Problem::NotYourTurn { user } => write!(f, "It is {user}'s turn."),
            Problem::GameOver { result } => write!(f, "This game is over: {result}."),
            Problem::BadMove(e) => write!(f, "{}", sentence(&echoed(e).to_string())),
            Problem::UnknownCell(c) => write!(f, "'{}' is not a cell of this board.", quote(c)),
            Problem::NoPieceOn(c) => write!(f, "There is no piece on {c}."),
            Problem::NotToMove { cell, owner, turn } => {
                write!(
                    f,
                    "The piece on {cell} is {owner}'s, and it is {turn}'s turn."
                )
            }
            Problem::UnknownPiece {
                variant,
                given,
                pieces,
            } => {
                write!(
                    f,
                    "{variant} has no piece '{}'. Its pieces: {pieces}.",
                    quote(given)
                )
            }
            Problem::PieceNeedsVariant { example } => {
                write!(f, "Name the variant too, e.g. /piece {example} knight (in a game's place the game's variant is used).")
            }
            Problem::DrawAlreadyOffered { waiting_for } => {
                let names: Vec<String> = waiting_for.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "You have already offered a draw; waiting for {}.",
                    list(&names, "and")
                )
            }
            Problem::Aborted { by } => {
                write!(f, "This game was aborted by {by}; it has no result.")
            }
            Problem::AbortTooLate { moves } => write!(
                f,
                "Too late to abort: {} have been played. /resign or /draw end the game.",
                crate::vocabulary::words::count(*moves, "move")
            ),
            Problem::NothingToTakeBack => write!(f, "You have no move to take back."),
            Problem::NoTakeback => write!(
                f,
                "No takeback has been asked for; /takeback asks to take back your last move."
            ),
            Problem::TakebackWaiting { asked, waiting_for } => {
                let names: Vec<String> = waiting_for.iter().map(ToString::to_string).collect();
                let did = if *asked { "asked for" } else { "agreed to" };
                write!(
                    f,
                    "You have already {did} the takeback; waiting for {}.",
                    list(&names, "and")
                )
            }
            Problem::EngineRefusesTakeback => write!(
                f,
                "@engine takes no moves back in this game, as hints are off in it."
            ),
            Problem::NoDrawOffer => write!(f, "No draw has been offered; /draw offers one."),
            Problem::SlowDown { wait } => write!(
                f,
                "You are sending commands a little fast; please wait {} and try again.",
                seconds(*wait)
            ),
            Problem::PlaceBusy { wait } => write!(
                f,
                "This channel is receiving a lot of commands; please wait {} and try again.",
                seconds(*wait)
            ),
            Problem::TooManyGames { max } => write!(
                f,
                "You already have {} (running, or challenges waiting for an answer), the most allowed; finish or withdraw one before starting another. Games against @engine do not count.",
                crate::vocabulary::words::count(*max, "game")
            ),
            Problem::TooManyEngineGames { max } => write!(
                f,
                "You already play {} against @engine, the most allowed; finish one before starting another.",
                crate::vocabulary::words::count(*max, "game")
            ),
            Problem::ServerFull { max } => write!(
                f,
                "This server already has {} running or waiting, the most allowed; try again when some have ended. Games against @engine are always possible.",
                crate::vocabulary::words::count(*max, "game")
            ),
            Problem::NotStarted { game, waiting } => {
                let names: Vec<String> = waiting.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "Game {game} has not started: the challenge waits for {} to accept.",
                    names.join(" and ")
                )
            }
            Problem::NeverStarted { game } => write!(
                f,
                "Game {game} never started: its challenge was declined, withdrawn or expired."
            ),
            Problem::ChallengesOff(u) => write!(
                f,
                "{u} does not take challenges just now (/challenges off); ask them to turn challenges on, or offer an open challenge."
            ),
            Problem::AlreadyChallenged { user, game } => write!(
                f,
                "Your challenge {game} already waits for {user}; /decline {game} withdraws it."
            ),
            Problem::TooManyChallenges { user, max } => write!(
                f,
                "{user} already has {} waiting, the most allowed; try again when they have answered.",
                crate::vocabulary::words::count(*max, "challenge")
            ),
            Problem::NoChallenge { what } => write!(
                f,
                "No challenge waits for you here, so {what} has nothing to answer; /games lists your challenges."
            ),
            Problem::WhichChallenge { what, list } => write!(
                f,
                "Several challenges wait for you; name one, like {what} {}:\n{}",
                list.first()
                    .and_then(|l| l.split_whitespace().next())
                    .unwrap_or("g1"),
                list.join("\n")
            ),
            Problem::NotYourChallenge { game } => {
                write!(f, "Challenge {game} is not one you can answer.")
            }
            Problem::ChallengeClosed { game } => write!(
                f,
                "Challenge {game} is not open any more (accepted, declined, withdrawn or expired)."
            ),
            Problem::PrivateCommand {
                typed,
                private_form,
            } => write!(
                f,
                "{typed} is answered to you alone: use the slash command {private_form}. Typed here, it would be seen by everyone, so it was not carried out."
            ),
            Problem::RoleNotHeld { role } => write!(
                f,
                "You can name the role {role} as voters only if you hold it (or may manage roles)."
            ),
            Problem::RoleNotAllowed { role } => write!(
                f,
                "The role {role} cannot vote as a side: @everyone, @here and roles managed by integrations are not allowed; name a role its members chose, or the members themselves."
            ),
            Problem::OtherSide { theirs, side } => write!(
                f,
                "You are on {theirs}'s side in this game (you play it, or voted for it), so you cannot vote for {side}."
            ),
            Problem::ServerBusy { what } => write!(
                f,
                "Another {what} is being made for this server; try again in a moment."
            ),
            Problem::TooLongFor { what, plies, max } => write!(
                f,
                "This game has {}; {what} works for games of at most {max}.",
                crate::vocabulary::words::count(*plies, "move")
            ),
            Problem::Refused(why) => f.write_str(why),
            Problem::Forbidden(why) => f.write_str(&why.words(crate::i18n::Lang::En)),
            Problem::FromListTooLong { moves, max } => write!(
                f,
                "The from: list has {}; at most {max} are taken.",
                crate::vocabulary::words::count(*moves, "move")
            ),
            Problem::EngineBusy => write!(
                f,
                "Your previous hint or analysis is still being worked out; one at a time, please."
            ),
            // The detail is for the log ([`Problem::log`]), never for the user.
            Problem::Storage(_) => write!(
                f,
                "Sorry, a storage error stopped that; nothing changed. Please try again."
            ),
            Problem::PickerOutdated => write!(
                f,
                "This menu is out of date: the position has changed since it was made, so \
                 nothing was played. Open a new one under the latest board."
            ),
            Problem::Unloadable(id) => write!(
                f,
                "Game {id} could not be loaded from the store. Its record is kept untouched; \
                 the bot's log says why."
            ),
            Problem::BrokenVariant(e) => write!(f, "This variant's data is broken: {e}."),
            Problem::Internal => write!(
                f,
                "Sorry, something went wrong inside Hexcourier while handling that message."
            ),
            Problem::BadVoteSetting {
                setting,
                given,
                choices,
            } => write!(f, "{setting}: takes {choices}, not {}.", quote(given)),
            Problem::VoteSettingsWithoutVoteMode => write!(
                f,
                "Voters, window: and min-votes: belong to voting games: add mode:vote."
            ),
            Problem::SideGivenTwice(side) => {
                write!(f, "The voters of {side} are given twice; give them once.")
            }
            Problem::VoteSeats { free, named } => write!(
                f,
                "This voting game leaves {free} seat{} to opponents (@engine, a member, or voters as <side>:<voters>), but {named} {} named.",
                if *free == 1 { "" } else { "s" },
                if *named == 1 { "is" } else { "are" }
            ),
            Problem::ClockWithVote => write!(
                f,
                "Voting games have no move clock (days:): their vote windows time the moves."
            ),
            Problem::NotAVoteGame => write!(
                f,
                "This game has no voting sides; players move with /move."
            ),
            Problem::NoVoteOpen { to_move } => write!(
                f,
                "No vote is open: {to_move} is to move. The next vote opens after that move."
            ),
            Problem::NotAVoter { side } => {
                write!(f, "Only the voters of {side} vote for its moves.")
            }
            Problem::TallyForVoters { side } => write!(
                f,
                "Only the voters of {side} see their votes before the window closes; the counts are shown with the move played."
            ),
            Problem::Conflict => write!(
                f,
                "The game changed meanwhile (something else was played first); /board shows it now. Please try again."
            ),
            Problem::AlreadyVoted { choice } => write!(
                f,
                "You have already voted ({choice}) in this window; votes cannot be changed."
            ),
            Problem::DecidedByVote { side } => write!(
                f,
                "{side} decides by vote: /vote <move>, /vote draw or /vote resign (/tally shows the votes)."
            ),
        }
    }
}

/// The longest engine error text (which may quote what was typed) shown, in characters.
pub(crate) const ERROR_CHARS: usize = 300;

/// A move error with the typed text made safe to echo ([`quote`]); its own words are the
/// engine's.
fn echoed(e: &MoveError) -> MoveError {
    match e.clone() {
        MoveError::Syntax(p) => MoveError::Syntax(hexcourier_engine::notation::ParseMoveError {
            text: quote(&p.text),
            why: p.why,
        }),
        MoveError::Illegal { text, reason } => MoveError::Illegal {
            text: quote(&text),
            reason,
        },
        MoveError::Ambiguous { text, candidates } => MoveError::Ambiguous {
            text: quote(&text),
            candidates,
        },
    }
}

fn seconds(n: u64) -> String {
    crate::vocabulary::words::count(n.max(1) as usize, "second")
}

/// Example opponents for `n` seats: `@bob`, `@bob @carol`, ...
pub(crate) fn example_opponents(n: usize) -> String {
    ["@bob", "@carol", "@dave"]
        .iter()
        .take(n.max(1))
        .copied()
        .collect::<Vec<_>>()
        .join(" ")
}
