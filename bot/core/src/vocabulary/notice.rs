//! Announcements as they are kept until delivered: what a change to a game says, item by item,
//! in the words of the core. Each is stored in the outbox with the change that caused it and
//! later turned into replies ([`Said`] → [`crate::vocabulary::types::Reply`]) by the transport that
//! delivers it. Pictures are kept as what to draw ([`Board`]), not as images: they are drawn
//! when delivered.

use crate::vocabulary::types::{Place, Question, Source, TableData, UserId};
use serde::{Deserialize, Serialize};

/// One thing an announcement says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "say", rename_all = "snake_case", deny_unknown_fields)]
pub enum Said {
    /// A text message.
    Text {
        /// Where it goes.
        place: Place,
        /// The words (users as `@id`, places as `#gN`).
        text: String,
    },
    /// A picture of a position.
    Board {
        /// Where it goes.
        place: Place,
        /// What to draw.
        board: Board,
    },
    /// Notify the player to move.
    Ping {
        /// Where the ping goes.
        place: Place,
        /// Who is notified.
        user: UserId,
    },
    /// Notify a user the text before names (a player challenged, a player of a tournament
    /// round starting): the mention in that text may ping them, nothing more is said.
    Mention {
        /// Where the text was said.
        place: Place,
        /// Who is notified.
        user: UserId,
    },
    /// A table to show as a picture (a tournament's standings or crosstable); transports
    /// draw it, writing users as the names they know.
    Table {
        /// Where it goes.
        place: Place,
        /// What it shows.
        table: TableData,
    },
    /// Notify the members of a role (a voting side's, when its window opens).
    PingRole {
        /// Where the ping goes.
        place: Place,
        /// The role, by the transport's id.
        role: String,
    },
    /// A question now stands in the place's game, which the other players answer (transports
    /// may offer buttons).
    Ask {
        /// The game's place.
        place: Place,
        /// What is asked.
        question: Question,
    },
    /// The place's game is over: transports may close its place (archive its thread).
    Close {
        /// The game's place.
        place: Place,
    },
    /// The player to move is told by direct message as well, if they asked for it
    /// (`/notify dm on`): nothing is said in a place; once the announcement is delivered the
    /// note joins the player's DM queue (see [`crate::families::dm`]).
    Dm {
        /// What the DM tells.
        note: TurnNote,
    },
    /// Open a new place for a game (a thread on Discord), before anything is said there.
    Open {
        /// The new place.
        place: Place,
        /// Its title.
        title: String,
        /// The place it is opened under.
        parent: Place,
    },
}

impl Said {
    /// A text in a place.
    pub fn text(place: &Place, text: impl Into<String>) -> Said {
        Said::Text {
            place: place.clone(),
            text: text.into(),
        }
    }
}

/// It became a player's turn: what a turn notification by DM tells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnNote {
    /// Who is to move.
    pub user: UserId,
    /// The game's place.
    pub place: Place,
    /// The variant's name (in English, as its data file gives it).
    pub variant: String,
    /// The variant's id, by which a DM names it in the player's language (absent in notes
    /// stored before it was written: those keep `variant`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_id: Option<String>,
    /// The other players of the game.
    pub opponents: Vec<UserId>,
    /// The move just played, numbered (`14. Qe1-c3`), if one was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<String>,
    /// Who played it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<UserId>,
    /// Moves played when the turn came: a note whose game has moved on since is stale.
    pub plies: u32,
    /// When the move clock runs out (unix seconds), if the game has one and it runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<u64>,
    /// Seconds left on the move clock while the player's vacation stops it (notes without
    /// it: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped_left: Option<u64>,
    /// The game's community (a Discord guild id), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub realm: Option<String>,
    /// What kind of note it is.
    #[serde(default, skip_serializing_if = "NoteKind::is_turn")]
    pub kind: NoteKind,
}

/// Why a DM tells of a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoteKind {
    /// It became the player's turn (sent one by one, `/notify dm on`).
    #[default]
    Turn,
    /// Their clock came within one of their reminder times (`/notify remind`).
    Reminder,
    /// The game waits for them, in their daily digest (`/notify dm daily`).
    Digest,
}

impl NoteKind {
    fn is_turn(&self) -> bool {
        *self == NoteKind::Turn
    }
}

/// A position to draw, as text: the state after the change, and the last move with the state
/// it was played from (so it can be read again in the one move notation, and tinted).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// The variant's id.
    pub variant: String,
    /// The position's state text.
    pub position: String,
    /// The last move's canonical text, if a move led here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<String>,
    /// The state text the last move was played from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    /// The seat at the bottom of the picture.
    pub viewer: u8,
    /// A one-line description (alt text).
    pub caption: String,
    /// The file name, e.g. `g1-003.png` (game, plies played).
    pub file_name: String,
}

/// Which announcement: what made it (a game or a tournament) and its number in that
/// source's sequence (from 0). A source's announcements are delivered in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NoticeId {
    /// The game or tournament.
    pub from: Source,
    /// Its number among the source's announcements.
    pub seq: u64,
}

/// How far a transport got delivering an announcement that takes several messages: how many
/// it sent, and the transport's ids of those messages (a thread may be started from one).
/// Kept with the announcement, so a restart neither repeats nor skips a message.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Messages sent and confirmed.
    #[serde(default)]
    pub sent: u32,
    /// The transport's ids of those messages, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refs: Vec<String>,
}

/// An announcement owed: what to say, when it was made, and how far its delivery got.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owed {
    /// Which announcement.
    pub id: NoticeId,
    /// When the change that made it was stored (unix seconds).
    pub created: u64,
    /// What it says, in order.
    pub says: Vec<Said>,
    /// How far its delivery got.
    pub progress: Progress,
}

/// The stored form of an owed announcement (the outbox entry's body).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NoticeBody {
    /// What it says.
    pub says: Vec<Said>,
    /// How far its delivery got.
    #[serde(default)]
    pub progress: Progress,
}
