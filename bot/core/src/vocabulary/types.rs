//! The core's vocabulary: places, users, game ids, replies, and what adapters are offered
//! (standing questions, moves to pick).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest message the core reads, in characters; longer ones are refused.
pub const MAX_INPUT_CHARS: usize = 2000;

/// The longest title of a new place (Discord's limit for thread names).
pub const MAX_TITLE_CHARS: usize = 100;

/// Where a message was typed or a reply goes: the lobby, a channel, or a game's own place
/// (a thread on Discord). The core names game places `#g1`, `#g2`, ...; any other place acts
/// as a lobby.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Place(String);

impl Place {
    /// The name used for the default lobby.
    pub const LOBBY: &'static str = "lobby";

    /// A place by name (`lobby`, `#g1`, or any channel name the transport uses).
    pub fn new(name: impl Into<String>) -> Place {
        Place(name.into())
    }

    /// The default lobby.
    pub fn lobby() -> Place {
        Place(Place::LOBBY.to_string())
    }

    /// The place's name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The user id of the computer opponent.
pub const ENGINE_USER: &str = "engine";

/// The id prefix of the stand-in users of voting sides.
const VOTERS_PREFIX: &str = "voters:";

/// The id prefix of the stand-in users of a challenge's open seats.
const OPEN_PREFIX: &str = "open:";

/// A user, identified by the transport (a console name or a Discord user id). Shown in
/// replies as `@name`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UserId(String);

impl UserId {
    /// A user by id.
    pub fn new(id: impl Into<String>) -> UserId {
        UserId(id.into())
    }

    /// The computer opponent, `@engine`.
    pub fn engine() -> UserId {
        UserId(ENGINE_USER.to_string())
    }

    /// The stand-in user holding the seat of a side that moves by vote (seat index `seat`).
    /// Its id, `voters:<seat>`, is no mention a user can type, and it is shown as `voters`.
    pub fn voters(seat: u8) -> UserId {
        UserId(format!("{VOTERS_PREFIX}{seat}"))
    }

    /// Whether this stands for a voting side ([`UserId::voters`]).
    pub fn is_voters(&self) -> bool {
        self.0.starts_with(VOTERS_PREFIX)
    }

    /// The stand-in user holding an open seat of a challenge (seat index `seat`), until
    /// someone accepts it: `open:<seat>`, no mention a user can type, shown as `anyone`.
    pub fn open_seat(seat: u8) -> UserId {
        UserId(format!("{OPEN_PREFIX}{seat}"))
    }

    /// Whether this holds an open seat of a challenge ([`UserId::open_seat`]).
    pub fn is_open_seat(&self) -> bool {
        self.0.starts_with(OPEN_PREFIX)
    }

    /// Whether this is a person (not the engine, nor a stand-in of voters or an open seat).
    pub fn is_person(&self) -> bool {
        !self.is_engine() && !self.is_voters() && !self.is_open_seat()
    }

    /// Whether this is the computer opponent (`@engine`, any case).
    pub fn is_engine(&self) -> bool {
        self.0.eq_ignore_ascii_case(ENGINE_USER)
    }

    /// The id as given.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Reads a typed mention: `@bob`, `<@123>` or `<@!123>`. Names are 1 to 32 letters, digits,
    /// `_`, `.` or `-`; `@everyone` and `@here` are not users.
    pub fn parse_mention(text: &str) -> Option<UserId> {
        let t = text.trim();
        let name = if let Some(inner) = t.strip_prefix("<@").and_then(|s| s.strip_suffix('>')) {
            inner.strip_prefix('!').unwrap_or(inner)
        } else {
            t.strip_prefix('@')?
        };
        let ok = !name.is_empty()
            && name.chars().count() <= 32
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-'));
        let reserved = ["everyone", "here"]
            .iter()
            .any(|r| name.eq_ignore_ascii_case(r));
        (ok && !reserved).then(|| UserId(name.to_string()))
    }
}

impl fmt::Display for UserId {
    /// `@name`, `voters` for a voting side, `anyone` for an open seat.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_voters() {
            return f.write_str("voters");
        }
        if self.is_open_seat() {
            return f.write_str("anyone");
        }
        write!(f, "@{}", self.0)
    }
}

/// A game's number; shown as `g1`, its place is `#g1` and its store key `g1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u64);

impl GameId {
    /// Reads `g1` (a store key) or `#g1` (a place name).
    pub fn parse(s: &str) -> Option<GameId> {
        let digits = s.strip_prefix('#').unwrap_or(s).strip_prefix('g')?;
        if digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        digits.parse().ok().map(GameId)
    }

    /// The game's own place, `#g1`.
    pub fn place(self) -> Place {
        Place(format!("#{self}"))
    }

    /// The key of the game's record in the store, `g1`.
    pub fn key(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "g{}", self.0)
    }
}

/// A tournament's number; shown as `t1`, its place is `#t1` and its store key `t1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub u64);

impl TournamentId {
    /// Reads `t1` (a store key) or `#t1` (a place name).
    pub fn parse(s: &str) -> Option<TournamentId> {
        let digits = s.strip_prefix('#').unwrap_or(s).strip_prefix('t')?;
        if digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        digits.parse().ok().map(TournamentId)
    }

    /// The tournament's own place (its announcements' thread on Discord), `#t1`.
    pub fn place(self) -> Place {
        Place(format!("#{self}"))
    }

    /// The key of its record in the store, `t1`.
    pub fn key(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "t{}", self.0)
    }
}

/// A server's puzzle of the day, by the number its announcements go under: shown as `d1`,
/// its outbox key `d1` (the server it posts in is kept in the store).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DailyId(pub u64);

impl DailyId {
    /// Reads `d1` (an outbox key) or `#d1`.
    pub fn parse(s: &str) -> Option<DailyId> {
        let digits = s.strip_prefix('#').unwrap_or(s).strip_prefix('d')?;
        if digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        digits.parse().ok().map(DailyId)
    }
}

impl fmt::Display for DailyId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.0)
    }
}

/// What makes announcements: a game, a tournament or a server's puzzle of the day. Each
/// delivers its announcements in the order it made them; its outbox key is its own (`g12`,
/// `t3`, `d1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    /// A game.
    Game(GameId),
    /// A tournament.
    Tournament(TournamentId),
    /// A server's puzzle of the day (its posts name their own places).
    Daily(DailyId),
}

impl Source {
    /// Reads an outbox key: `g12`, `t3` or `d1`.
    pub fn parse(s: &str) -> Option<Source> {
        GameId::parse(s)
            .map(Source::Game)
            .or_else(|| TournamentId::parse(s).map(Source::Tournament))
            .or_else(|| DailyId::parse(s).map(Source::Daily))
    }

    /// Its outbox key.
    pub fn key(self) -> String {
        self.to_string()
    }

    /// Its own place: the game's, or the tournament's (`#d1` for a puzzle of the day, whose
    /// posts go to the channel its server chose).
    pub fn place(self) -> Place {
        match self {
            Source::Game(g) => g.place(),
            Source::Tournament(t) => t.place(),
            Source::Daily(d) => Place(format!("#{d}")),
        }
    }

    /// The game, if it is one.
    pub fn game(self) -> Option<GameId> {
        match self {
            Source::Game(g) => Some(g),
            Source::Tournament(_) | Source::Daily(_) => None,
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Game(g) => g.fmt(f),
            Source::Tournament(t) => t.fmt(f),
            Source::Daily(d) => d.fmt(f),
        }
    }
}

impl From<GameId> for Source {
    fn from(g: GameId) -> Source {
        Source::Game(g)
    }
}

/// A table as words: title, headings, rows (users as `@id`, as in texts).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct TableData {
    /// The line above it.
    pub title: String,
    /// Column headings.
    pub header: Vec<String>,
    /// Rows of cells.
    pub rows: Vec<Vec<String>>,
    /// The file name of its picture, e.g. `t1-round-2.png`.
    pub file_name: String,
}

/// One thing the bot says or does in answer to a message.
#[derive(Clone, PartialEq, Eq)]
pub enum Reply {
    /// A text message.
    Text {
        /// Where it goes.
        place: Place,
        /// The message (at most 2000 characters, mentions neutralised).
        text: String,
    },
    /// A picture.
    Image {
        /// Where it goes.
        place: Place,
        /// PNG bytes.
        png: Vec<u8>,
        /// A one-line description (alt text).
        caption: String,
        /// Suggested file name, e.g. `g1-003.png` (game, plies played).
        file_name: String,
    },
    /// A file to download (an exported game record).
    File {
        /// Where it goes.
        place: Place,
        /// The file's contents.
        bytes: Vec<u8>,
        /// Its name, e.g. `g12.pgn`.
        file_name: String,
        /// A one-line description.
        caption: String,
    },
    /// Notify a user (the player to move; never anyone else).
    Ping {
        /// Where the ping goes.
        place: Place,
        /// Who is notified.
        user: UserId,
    },
    /// Notify a user the text before names (a player challenged, a player of a round
    /// starting): the mention may ping them; transports add nothing.
    Mention {
        /// Where the text was said.
        place: Place,
        /// Who is notified.
        user: UserId,
    },
    /// A table to show as a picture, drawn by the transport (users written as the names it
    /// knows), with its text as the description.
    Table {
        /// Where it goes.
        place: Place,
        /// What it shows.
        table: TableData,
    },
    /// Notify the members of a role: the voters of a side when its vote window opens (never
    /// anyone else; transports must not turn it into `@everyone` or `@here`).
    PingRole {
        /// Where the ping goes.
        place: Place,
        /// The role, by the transport's id (on Discord the role id in decimal).
        role: String,
    },
    /// A question stands in the place's game, which the other players answer (transports may
    /// offer buttons; the console shows nothing more than the text already said).
    Ask {
        /// The game's place.
        place: Place,
        /// What is asked.
        question: Question,
    },
    /// The place's game is over: transports may close the place (archive its thread).
    Close {
        /// The game's place.
        place: Place,
    },
    /// Open a new place for a game (a thread on Discord), before anything is posted there.
    OpenPlace {
        /// The new place.
        place: Place,
        /// Its title.
        title: String,
        /// The place it belongs under (where the game was started).
        parent: Place,
    },
}

impl Reply {
    /// The place the reply goes to (for [`Reply::OpenPlace`], the parent it is opened under).
    pub fn place(&self) -> &Place {
        match self {
            Reply::Text { place, .. }
            | Reply::Image { place, .. }
            | Reply::File { place, .. }
            | Reply::Ping { place, .. }
            | Reply::Mention { place, .. }
            | Reply::Table { place, .. }
            | Reply::PingRole { place, .. }
            | Reply::Ask { place, .. }
            | Reply::Close { place } => place,
            Reply::OpenPlace { parent, .. } => parent,
        }
    }

    /// The text of a [`Reply::Text`], if it is one.
    pub fn text(&self) -> Option<&str> {
        match self {
            Reply::Text { text, .. } => Some(text),
            _ => None,
        }
    }
}

impl fmt::Debug for Reply {
    /// Terse, without the PNG bytes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Text { place, text } => write!(f, "Text[{place}] {text:?}"),
            Reply::Image {
                place,
                png,
                caption,
                file_name,
            } => {
                write!(
                    f,
                    "Image[{place}] {file_name} ({} bytes) {caption:?}",
                    png.len()
                )
            }
            Reply::File {
                place,
                bytes,
                file_name,
                caption,
            } => write!(
                f,
                "File[{place}] {file_name} ({} bytes) {caption:?}",
                bytes.len()
            ),
            Reply::Ping { place, user } => write!(f, "Ping[{place}] {user}"),
            Reply::Mention { place, user } => write!(f, "Mention[{place}] {user}"),
            Reply::Table { place, table } => {
                write!(f, "Table[{place}] {} {:?}", table.file_name, table.title)
            }
            Reply::PingRole { place, role } => write!(f, "PingRole[{place}] @&{role}"),
            Reply::Ask { place, question } => write!(f, "Ask[{place}] {question:?}"),
            Reply::Close { place } => write!(f, "Close[{place}]"),
            Reply::OpenPlace {
                place,
                title,
                parent,
            } => write!(f, "OpenPlace[{parent}] {place} {title:?}"),
        }
    }
}

/// A question standing in a game, which the other players answer (adapters show buttons).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Question {
    /// A draw offer: `/draw` accepts, `/draw decline` declines.
    Draw,
    /// A takeback request: `/takeback accept` accepts, `/takeback decline` declines.
    Takeback,
    /// A challenge, where it was made: `/accept g12` accepts, `/decline g12` declines.
    Challenge {
        /// The challenge's game number.
        game: u64,
    },
}

/// A legal move, as offered to pick from (`Core::move_choices`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveChoice {
    /// The canonical move text, e.g. `Qe1-c3`.
    pub text: String,
    /// The cell the piece moves from (none for drops), e.g. `e1`.
    pub from: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions() {
        assert_eq!(UserId::parse_mention("@bob"), Some(UserId::new("bob")));
        assert_eq!(UserId::parse_mention("<@123>"), Some(UserId::new("123")));
        assert_eq!(UserId::parse_mention("<@!123>"), Some(UserId::new("123")));
        assert_eq!(UserId::parse_mention("@everyone"), None);
        assert_eq!(UserId::parse_mention("@HERE"), None);
        assert_eq!(UserId::parse_mention("bob"), None);
        assert_eq!(UserId::parse_mention("@"), None);
        assert_eq!(UserId::parse_mention("@a<b"), None);
    }

    #[test]
    fn game_ids() {
        assert_eq!(GameId::parse("g12"), Some(GameId(12)));
        assert_eq!(GameId::parse("#g3"), Some(GameId(3)));
        assert_eq!(GameId::parse("g"), None);
        assert_eq!(GameId::parse("g01"), None);
        assert_eq!(GameId::parse("x1"), None);
        assert_eq!(GameId(7).place(), Place::new("#g7"));
        assert_eq!(GameId(7).key(), "g7");
    }

    #[test]
    fn daily_sources() {
        assert_eq!(Source::parse("d3"), Some(Source::Daily(DailyId(3))));
        assert_eq!(Source::parse("d03"), None);
        assert_eq!(Source::Daily(DailyId(3)).key(), "d3");
        assert_eq!(Source::Daily(DailyId(3)).place(), Place::new("#d3"));
    }
}
