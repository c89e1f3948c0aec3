//! What the core shows of a game or a server on the web: plain data, read under the game's
//! lock and handed out, with nothing private in it (no hints, analyses, votes in progress,
//! draw or takeback offers).

use crate::vocabulary::types::{GameId, TableData, UserId};
use hexcourier_engine::{Game, Move, Player, Position, Variant};
use std::sync::Arc;

/// A game as its page shows it.
#[derive(Debug, Clone)]
pub struct GameView {
    /// The game's number (in its record file's tags).
    pub id: GameId,
    /// Its page slug.
    pub slug: String,
    /// Its variant.
    pub variant: Arc<Variant>,
    /// The user in each seat, in turn order.
    pub players: Vec<UserId>,
    /// How each seat's player is named in public (see [`crate::vocabulary::names::public_name`]):
    /// `None` for a player whose server never showed their name (pages name them by seat).
    pub names: Vec<Option<String>>,
    /// Each seat's name (`White`).
    pub seats: Vec<String>,
    /// The game: its start, moves and position.
    pub game: Game,
    /// Each move with its number (`1. Qe1-c3`, `1... Qe10-c6`), in the standard letters.
    pub numbered: Vec<String>,
    /// How its server writes moves: a page shows them so, in the page's language.
    pub notation: crate::i18n::Notation,
    /// Its server's time zone (`/language timezone`; UTC by default): a page's times are
    /// written in it, and a browser rewrites them in its visitor's own.
    pub zone: jiff::tz::TimeZone,
    /// The result as a score (`1-0`), once over; `*` for an aborted game.
    pub result: Option<String>,
    /// The seat to move while it runs.
    pub to_move: Option<Player>,
    /// Days per move, if it has a clock.
    pub days: Option<u8>,
    /// When the side to move runs out of time (unix seconds), while it runs with a clock that
    /// is not stopped.
    pub deadline: Option<u64>,
    /// Seconds left on the clock of the side to move while a vacation stops it (then there is
    /// no deadline), while it runs.
    pub stopped_left: Option<u64>,
    /// When it last changed (unix seconds).
    pub updated: u64,
    /// The community it belongs to, if any.
    pub realm: Option<String>,
    /// Its record's version: changes with every stored change (for caches).
    pub version: u64,
}

impl GameView {
    /// Moves played.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The position after `ply` moves, with the move that led to it; `None` past the end.
    pub fn position_at(&self, ply: usize) -> Option<(Position, Option<Move>)> {
        if ply > self.plies() {
            return None;
        }
        if ply == self.plies() {
            return Some((
                self.game.position().clone(),
                self.game.moves().last().copied(),
            ));
        }
        let mut pos = self.game.start().clone();
        for &m in &self.game.moves()[..ply] {
            pos = pos.after(&self.variant, m);
        }
        Some((pos, ply.checked_sub(1).map(|i| self.game.moves()[i])))
    }

    /// Whether it is over (a result, or aborted).
    pub fn over(&self) -> bool {
        self.result.is_some()
    }
}

/// One row of a server's leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderRow {
    /// The player.
    pub user: UserId,
    /// How the player is named in public (`None`: their server never showed their name).
    pub name: Option<String>,
    /// The rating now.
    pub rating: f64,
    /// Rated games played.
    pub games: u32,
    /// Whether the rating is still provisional.
    pub provisional: bool,
}

/// A finished game in a server's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishedGame {
    /// Its page slug.
    pub slug: String,
    /// Its variant's id (`glinski`), for its name in a page's language.
    pub variant_id: String,
    /// Its variant's name (its data file's).
    pub variant: String,
    /// The players, in seat order.
    pub players: Vec<UserId>,
    /// How they are named in public, in seat order (`None`: not known).
    pub names: Vec<Option<String>>,
    /// The result as a score (`1-0`).
    pub result: String,
    /// When it ended (unix seconds).
    pub ended: u64,
}

/// A server's public pages: its leaderboards and its finished games.
#[derive(Debug, Clone)]
pub struct ServerView {
    /// The server (`-` for the console's games): never shown.
    pub realm: String,
    /// Its name, when the transport gave it.
    pub name: Option<String>,
    /// Its page slug.
    pub slug: String,
    /// Variants with rated games there, as `(id, name)`.
    pub variants: Vec<(String, String)>,
    /// Its tournaments, as `(id, name)`, the latest first.
    pub tournaments: Vec<(String, String)>,
}

/// A tournament's page, in the language it was asked in: what it is, where it stands, its
/// tables and its rounds.
#[derive(Debug, Clone)]
pub struct TournamentView {
    /// `t3`.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its variant and format in words.
    pub about: String,
    /// `signing up`, `round 2 of 3` or `finished`.
    pub stage: String,
    /// The standings (and a round robin's crosstable), players by name.
    pub tables: Vec<TableData>,
    /// Each round's boards.
    pub rounds: Vec<Vec<RoundBoard>>,
}

/// A board of a tournament round on its page.
#[derive(Debug, Clone)]
pub struct RoundBoard {
    /// Its players by name, in seat order (in the page's language when no name is known).
    pub players: Vec<String>,
    /// Its game's page, when the game has one.
    pub slug: Option<String>,
    /// Its result (`1-0`, `1/2-1/2`, `forfeit` in the page's language), once decided.
    pub result: Option<String>,
}

/// What a server allows on the web (`/web`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WebSettings {
    /// Its leaderboards and finished games have pages (`/web on`; default off).
    pub server_pages: bool,
    /// Its games have pages, reachable by their slugs (`/web games off` hides them; default
    /// on).
    pub game_pages: bool,
}

/// A puzzle as its web page shows it: the library's puzzle with its line played out, and
/// which moves of the solver's are right at each turn (the line's; at a mate, any mate, as
/// `/puzzle` counts them). Nothing of anyone's attempts.
#[derive(Debug, Clone)]
pub struct PuzzleView {
    /// Its id in the library (`09bb8e721315`).
    pub id: String,
    /// Its variant.
    pub variant: Arc<Variant>,
    /// Its rating now, whole points (as solvers' attempts moved it).
    pub rating: i64,
    /// The position before the line, then after each of its moves.
    pub positions: Vec<Position>,
    /// The line: the solver's moves and the replies, alternately.
    pub moves: Vec<Move>,
    /// The line's moves in the standard letters, each with its number and mover.
    pub numbered: Vec<((u32, Player), String)>,
    /// At each of the solver's turns, the moves that count as right (the line's first).
    pub accepted: Vec<Vec<Move>>,
    /// How moves are written: its server's way on a server's page, else the letters.
    pub notation: crate::i18n::Notation,
    /// The day, for a server's puzzle of the day (`2030-03-17`).
    pub daily: Option<String>,
    /// The server of a puzzle of the day (its realm key), for the page's language.
    pub realm: Option<String>,
    /// Its themes in the library's words (`fork`, `mateIn2`).
    pub(crate) themes: Vec<hexcourier_puzzles::Theme>,
}

impl PuzzleView {
    /// The side to move at the start: the solver's.
    pub fn solver(&self) -> Player {
        self.positions
            .first()
            .map_or(Player(0), hexcourier_engine::Position::turn)
    }

    /// A cell's name on its board (`f5`).
    pub fn cell_name(&self, c: hexcourier_engine::Cell) -> &str {
        self.variant.board.name(c)
    }
}
