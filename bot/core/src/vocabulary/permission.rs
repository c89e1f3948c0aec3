//! The permission table: for every command, who may use it and on what. The core checks it
//! before any command runs ([`Core::permit`]); the families check what needs their records
//! (a seat, a side's voters, a tournament's organiser) with the same words; README's Safety
//! section is this table ([`markdown`], kept equal by a test); and a test runs every row
//! through each path, as each kind of caller, in its own community and in another.
//!
//! Every command maps to one [`Key`] by an exhaustive match, so a command added without a row
//! does not compile, and a row without a command fails the test.

use crate::vocabulary::caller::Caller;
use crate::vocabulary::command::notation::NotationCmd;
use crate::vocabulary::command::puzzle::PuzzleCmd;
use crate::vocabulary::command::vacation::VacationCmd;
use crate::vocabulary::command::{Command, TournamentCmd, WebCmd};
use crate::vocabulary::problem::{Forbidden, Problem};
use crate::vocabulary::types::Place;
use crate::Core;

/// Who may use a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// Anyone of the community.
    Anyone,
    /// The caller, about their own settings and records.
    Themselves,
    /// A player seated in the game of the place.
    Player,
    /// A player of the game of the place, or anyone when its creator allowed spectators'
    /// hints.
    PlayerOrSpectator,
    /// A player while fewer than two moves are played; a server admin at any time.
    PlayerOrAdmin,
    /// A voter of the side the vote is for (its team, its role, or the channel).
    Voter,
    /// A player the challenge waits for, or anyone for an open seat; `/decline` also lets
    /// the challenger withdraw.
    Challenged,
    /// The tournament's organiser, or an admin of its server.
    Organiser,
    /// A server admin (on the console: its operator).
    Admin,
}

impl Who {
    /// The words of the Safety table.
    pub fn words(self) -> &'static str {
        match self {
            Who::Anyone => "anyone",
            Who::Themselves => "the caller, for themselves",
            Who::Player => "a player of the game",
            Who::PlayerOrSpectator => "a player; spectators if the game allows their hints",
            Who::PlayerOrAdmin => "a player in the first two moves; a server admin any time",
            Who::Voter => "a voter of the side to move",
            Who::Challenged => {
                "the player challenged (anyone, for an open seat); the challenger withdraws"
            }
            Who::Organiser => "the tournament's organiser, or a server admin",
            Who::Admin => "a server admin",
        }
    }
}

/// What a command touches, which must belong to the caller's community.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Nothing stored: the variants, their rules, help.
    Reference,
    /// The caller's own settings and records.
    Own,
    /// The game of the place the command is used in.
    Game,
    /// A challenge of this community (named, or waiting for the caller).
    Challenge,
    /// A tournament of this community (named, or the one of the place).
    Tournament,
    /// The community's own settings and lists.
    Server,
}

impl Scope {
    /// The words of the Safety table.
    pub fn words(self) -> &'static str {
        match self {
            Scope::Reference => "nothing stored",
            Scope::Own => "their own settings",
            Scope::Game => "the game of the thread",
            Scope::Challenge => "a challenge of this server",
            Scope::Tournament => "a tournament of this server",
            Scope::Server => "this server",
        }
    }
}

/// Who sees the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Everyone in the place (typed text is answered in public).
    Public,
    /// The asker alone: typed in a thread, the command is refused with a pointer to its
    /// slash form.
    Private,
}

pub use crate::vocabulary::key::Key;

/// One row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// The command form it is about.
    pub key: Key,
    /// The command as typed (console, or text in a Discord thread).
    pub typed: &'static str,
    /// The command on Discord: slash command, button or menu.
    pub discord: &'static str,
    /// Who may use it.
    pub who: Who,
    /// What it touches.
    pub scope: Scope,
    /// Who sees the answer.
    pub answer: Answer,
}

const fn row(
    key: Key,
    typed: &'static str,
    discord: &'static str,
    who: Who,
    scope: Scope,
    answer: Answer,
) -> Rule {
    Rule {
        key,
        typed,
        discord,
        who,
        scope,
        answer,
    }
}

use Answer::{Private, Public};
use Scope::{Challenge as Ch, Game, Own, Reference as Ref, Server, Tournament as Tm};

/// The table: one row per command form, in the order of the help.
#[rustfmt::skip]
pub const TABLE: &[Rule] = &[
    row(Key::New, "/new", "/hex new", Who::Anyone, Server, Public),
    row(Key::Accept, "/accept", "/hex accept", Who::Challenged, Ch, Public),
    row(Key::Decline, "/decline", "/hex decline", Who::Challenged, Ch, Public),
    row(Key::Challenges, "/challenges", "/hexme challenges", Who::Themselves, Own, Public),
    row(Key::Move, "a move, /move, /drop", "/hex move, /hex drop", Who::Player, Game, Public),
    row(Key::Picked, "(menus only)", "the Move button and its menus", Who::Player, Game, Private),
    row(Key::Board, "/board", "/hex board", Who::Anyone, Game, Public),
    row(Key::Moves, "/moves", "/hex moves", Who::Anyone, Game, Public),
    row(Key::Resign, "/resign", "/hex resign", Who::Player, Game, Public),
    row(Key::Draw, "/draw", "/hex draw", Who::Player, Game, Public),
    row(Key::Takeback, "/takeback", "/hex takeback", Who::Player, Game, Public),
    row(Key::Abort, "/abort", "/hex abort", Who::PlayerOrAdmin, Game, Public),
    row(Key::Premove, "/premove", "/hex premove", Who::Player, Game, Private),
    row(Key::MoreTime, "/moretime", "/hex moretime", Who::Player, Game, Public),
    row(Key::Hint, "/hint", "/hex hint", Who::PlayerOrSpectator, Game, Private),
    row(Key::Analyse, "/analyse", "/hex analyse", Who::PlayerOrSpectator, Game, Private),
    row(Key::Review, "/review", "/hex review", Who::Anyone, Game, Public),
    row(Key::Vote, "/vote", "/hex vote, the Vote button", Who::Voter, Game, Private),
    row(Key::Tally, "/tally", "/hex tally", Who::Voter, Game, Private),
    row(Key::Export, "/export", "/hex export", Who::Anyone, Game, Public),
    row(Key::Gif, "/gif", "/hex gif", Who::Anyone, Game, Public),
    row(Key::Games, "/games", "/hexme games", Who::Themselves, Own, Public),
    row(Key::Notify, "/notify", "/hexme notify", Who::Themselves, Own, Public),
    row(Key::Vacation, "/vacation [on|off|auto]", "/hexme vacation", Who::Themselves, Own, Public),
    row(Key::VacationAllowance, "/vacation allowance", "/hexme vacation", Who::Admin, Server, Public),
    row(Key::Profile, "/profile", "/hexme profile", Who::Anyone, Server, Public),
    row(Key::Leaderboard, "/leaderboard", "/hexinfo leaderboard", Who::Anyone, Server, Public),
    row(Key::Variants, "/variants", "/hexinfo variants", Who::Anyone, Ref, Public),
    row(Key::Rules, "/rules", "/hexinfo rules", Who::Anyone, Ref, Public),
    row(Key::Piece, "/piece", "/hexinfo piece", Who::Anyone, Ref, Public),
    row(Key::Help, "/help", "/hex help", Who::Anyone, Ref, Public),
    row(Key::WebShow, "/web", "/hex web", Who::Anyone, Server, Public),
    row(Key::WebChange, "/web on|off", "/hex web", Who::Admin, Server, Public),
    row(Key::LanguageShow, "/language", "/hex language", Who::Anyone, Server, Public),
    row(Key::LanguageSet, "/language <code>", "/hex language", Who::Admin, Server, Public),
    row(Key::Notation, "/notation [letters|figurines|english]", "/hexme notation", Who::Themselves, Own, Public),
    row(Key::NotationServer, "/notation server <form>", "/hex notation", Who::Admin, Server, Public),
    row(Key::TournamentNew, "/tournament new", "/tournament new", Who::Admin, Server, Public),
    row(Key::TournamentJoin, "/tournament join", "/tournament join", Who::Themselves, Tm, Public),
    row(Key::TournamentLeave, "/tournament leave", "/tournament leave", Who::Themselves, Tm, Public),
    row(Key::TournamentStart, "/tournament start", "/tournament start", Who::Organiser, Tm, Public),
    row(Key::TournamentStandings, "/tournament standings", "/tournament standings", Who::Anyone, Tm, Public),
    row(Key::TournamentPairings, "/tournament pairings", "/tournament pairings", Who::Anyone, Tm, Public),
    row(Key::TournamentWithdraw, "/tournament withdraw", "/tournament withdraw", Who::Organiser, Tm, Public),
    row(Key::TournamentAdjudicate, "/tournament adjudicate", "/tournament adjudicate", Who::Organiser, Tm, Public),
    row(Key::TournamentExport, "/tournament export", "/tournament export", Who::Anyone, Tm, Public),
    row(Key::TournamentList, "/tournament", "(typed only)", Who::Anyone, Server, Public),
    row(Key::Puzzle, "/puzzle [<move>|resign|stats|daily]", "/puzzle next, move, resign, stats, daily", Who::Themselves, Own, Private),
    row(Key::PuzzleDailySet, "/puzzle daily channel:<channel> at:<time>|off", "/puzzle daily-setup", Who::Admin, Server, Public),
];

impl Command {
    /// The row of the permission table this command falls under.
    pub fn key(&self) -> Key {
        match self {
            Command::New(_) => Key::New,
            Command::Accept(_) => Key::Accept,
            Command::Decline(_) => Key::Decline,
            Command::Challenges(_) => Key::Challenges,
            Command::Move(_) => Key::Move,
            Command::Picked { .. } => Key::Picked,
            Command::Board => Key::Board,
            Command::Moves(_) => Key::Moves,
            Command::Resign => Key::Resign,
            Command::Draw | Command::DeclineDraw => Key::Draw,
            Command::Takeback(_) => Key::Takeback,
            Command::Abort => Key::Abort,
            Command::Premove(_) => Key::Premove,
            Command::MoreTime(_) => Key::MoreTime,
            Command::Hint => Key::Hint,
            Command::Analyse => Key::Analyse,
            Command::Review => Key::Review,
            Command::Vote { .. } => Key::Vote,
            Command::Tally => Key::Tally,
            Command::Export => Key::Export,
            Command::Gif => Key::Gif,
            Command::Games => Key::Games,
            Command::Notify(_) => Key::Notify,
            Command::Vacation(VacationCmd::Allowance(_)) => Key::VacationAllowance,
            Command::Vacation(_) => Key::Vacation,
            Command::Profile(_) => Key::Profile,
            Command::Leaderboard(_) => Key::Leaderboard,
            Command::Variants => Key::Variants,
            Command::Rules(_) => Key::Rules,
            Command::Piece { .. } => Key::Piece,
            Command::Help => Key::Help,
            Command::Web(WebCmd::Show) => Key::WebShow,
            Command::Web(_) => Key::WebChange,
            Command::Language(None) => Key::LanguageShow,
            Command::Language(Some(_)) | Command::ServerZone(_) => Key::LanguageSet,
            Command::Notation(NotationCmd::Server(_)) => Key::NotationServer,
            Command::Notation(_) => Key::Notation,
            Command::Tournament(t) => match t {
                TournamentCmd::New(_) => Key::TournamentNew,
                TournamentCmd::Join(_) => Key::TournamentJoin,
                TournamentCmd::Leave(_) => Key::TournamentLeave,
                TournamentCmd::Start(_) => Key::TournamentStart,
                TournamentCmd::Standings(_) => Key::TournamentStandings,
                TournamentCmd::Pairings { .. } => Key::TournamentPairings,
                TournamentCmd::Withdraw { .. } => Key::TournamentWithdraw,
                TournamentCmd::Adjudicate { .. } => Key::TournamentAdjudicate,
                TournamentCmd::Export(_) => Key::TournamentExport,
                TournamentCmd::List => Key::TournamentList,
            },
            Command::Puzzle(PuzzleCmd::DailySet(_)) => Key::PuzzleDailySet,
            Command::Puzzle(_) => Key::Puzzle,
        }
    }

    /// The command's row of the permission table.
    pub fn rule(&self) -> &'static Rule {
        rule_of(self.key())
    }
}

/// The row of `key`.
pub fn rule_of(key: Key) -> &'static Rule {
    // Every key has a row: the test `every_key_has_exactly_one_row` holds it.
    TABLE
        .iter()
        .find(|r| r.key == key)
        .unwrap_or(&TABLE[TABLE.len() - 1])
}

/// The table as README's Safety section shows it (a markdown table).
pub fn markdown() -> String {
    let mut out = String::from(
        "| typed | on Discord | who may use it | on what | answer |\n|---|---|---|---|---|\n",
    );
    for r in TABLE {
        // A `|` inside a cell, even in code, would end the cell.
        let cell = |s: &str| s.replace('|', "\\|");
        out.push_str(&format!(
            "| `{}` | `{}` | {} | {} | {} |\n",
            cell(r.typed),
            cell(r.discord),
            r.who.words(),
            r.scope.words(),
            match r.answer {
                Answer::Public => "in the place",
                Answer::Private => "the asker alone",
            }
        ));
    }
    out
}

impl Core {
    /// Checks a command against its row before it runs: visitors run nothing; what needs an
    /// admin needs an admin's known rights (typed text is pointed to the slash command); a
    /// command about the game of its place needs that game to belong to the caller's
    /// community. What needs a record of the family (a seat, a side, an organiser, a named
    /// tournament or challenge) the family checks with [`Core::own_record`] and the caller.
    ///
    /// # Errors
    /// [`Problem::Forbidden`] naming what is missing.
    pub(crate) fn permit(&self, caller: &Caller, place: &Place, key: Key) -> Result<(), Problem> {
        let rule = rule_of(key);
        if caller.is_visitor() {
            return Err(Problem::Forbidden(Forbidden::Visitor));
        }
        if rule.who == Who::Admin && !caller.may_administer() {
            return Err(needs_admin(caller, rule));
        }
        if rule.scope == Scope::Game {
            // The game may be one another process started: found as the command would find
            // it. The lock is let go before its record is looked at.
            let known = self.read_games().at(place);
            if let Some(id) = known.or_else(|| self.discover(place)) {
                self.own_record(caller, self.realm_of(id).as_deref(), &id.to_string())?;
            }
        }
        Ok(())
    }

    /// Refuses a record (a game, challenge or tournament named `name`) made in another
    /// community than the caller's, in the words a missing one gets: nothing of one server
    /// is reachable, or even seen to exist, from another.
    ///
    /// # Errors
    /// [`Forbidden::NotHere`].
    pub(crate) fn own_record(
        &self,
        caller: &Caller,
        realm: Option<&str>,
        name: &str,
    ) -> Result<(), Problem> {
        if caller.owns(realm) {
            Ok(())
        } else {
            Err(Problem::Forbidden(Forbidden::NotHere {
                name: name.to_string(),
            }))
        }
    }
}

/// The refusal of a command that needs a server admin, for a caller who is not one (or whose
/// rights a typed message does not show).
pub(crate) fn needs_admin(caller: &Caller, rule: &Rule) -> Problem {
    if caller.rights_unknown() {
        Problem::Forbidden(Forbidden::NeedsRights {
            typed: rule.typed,
            slash: rule.discord,
        })
    } else {
        Problem::Forbidden(Forbidden::AdminsOnly {
            key: rule.key,
            typed: rule.typed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_exactly_one_row() {
        let mut keys: Vec<Key> = TABLE.iter().map(|r| r.key).collect();
        keys.sort();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "a key with two rows");
        assert_eq!(n, 49, "a row for every key");
        for r in TABLE {
            assert_eq!(rule_of(r.key), r);
        }
    }
}
