//! Move text: what players type, resolved against a position, and one canonical way to print.
//!
//! Accepted forms (letters in any case): `f5-f6`, `f5f6`, `Nd1-f4`, `Nf4`, `Ndf4`, `N1f4`,
//! `exf6`, `fxe` (pawn capture, rank left out), `f10-f11=Q`, `f11Q`, `f10f11(Q)`, drops
//! `N*f4`, `N@f4` or `Knight*f4` (piece name), `pass` where passing is the only move, with
//! castling `O-O` / `O-O-O` (also `0-0`, or the royal's own move such as `Ke1-g1`), with
//! optional `+`, `#`, `!`, `?` and `e.p.` marks. A chain of jumps (draughts) is written with
//! every landing cell, `c3xe5xg7`, or by origin and final cell alone (`c3xg7`, `c3-g7`) when
//! only one chain joins them. Hole Chess's two-action turns: a move then a drag `Qd1-d5>g8`
//! (spaces allowed: `Qd1-d5 > g8`), a drag without moving `Qd1>g8`, and a relocation
//! `Ed1:h5-f6` (also `E:h5-f6`, or `h5-f6` when no piece of the mover's stands on h5). The
//! canonical form is long algebraic: `Nd1-f4`, `f5-f6`, `e5xf6`, `f10-f11=Q`, `N*f4`, `O-O`,
//! `c3xe5xg7=K`, `Qd1xd5>g8`, `Ed1:h5-f6`, then `+` or `#`.

use crate::board::Cell;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::position::Position;
use crate::variant::Variant;
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// Syntax error in move text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot read '{text}' as a move: {why}")]
pub struct ParseMoveError {
    /// The text as given.
    pub text: String,
    /// What is wrong.
    pub why: SyntaxWhy,
}

/// What is wrong with move text that cannot be read (its [`Display`](fmt::Display) says it
/// in English; other languages name it by its variant).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyntaxWhy {
    /// Nothing was typed.
    Empty,
    /// Longer than any move.
    TooLong,
    /// A character no move uses.
    NotAscii,
    /// `>` not followed by a full cell.
    DragVictim,
    /// A drag whose move part is missing or not a plain move.
    DragShape,
    /// A relocation not of the form `Ed1:h5-f6`.
    Relocation,
    /// A drop not of the form `N*f4`.
    DropShape,
    /// A drop without its piece letter.
    DropLetter,
    /// A drop without its cell.
    DropCell,
    /// A promotion suffix that is not one piece letter.
    PromotionLetter,
    /// No destination cell.
    NoDestination,
    /// Nothing that reads as a move.
    Expected,
    /// Readings were found, none of them a move here.
    NoReading,
}

impl fmt::Display for SyntaxWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxWhy::Empty => "it is empty",
            SyntaxWhy::TooLong => "it is too long for a move",
            SyntaxWhy::NotAscii => "only letters, digits and - x = * @ : > are used in moves",
            SyntaxWhy::DragVictim => "after > comes the cell of the piece dragged, like >g8",
            SyntaxWhy::DragShape => "a drag is a move then > and a cell, like Qd1-d5>g8",
            SyntaxWhy::Relocation => {
                "a relocation is the piece, :, and the object's cell - its new cell, like Ed1:h5-f6"
            }
            SyntaxWhy::DropShape => "a drop is a piece letter, * or @, and a cell, like N*f4",
            SyntaxWhy::DropLetter => "a drop starts with a piece letter",
            SyntaxWhy::DropCell => "a drop needs a destination cell",
            SyntaxWhy::PromotionLetter => "name one piece letter to promote to, like =Q",
            SyntaxWhy::NoDestination => "no destination",
            SyntaxWhy::Expected => "expected something like f5-f6, Nf4, exf6 or f10-f11=Q",
            SyntaxWhy::NoReading => "no reading fits",
        })
    }
}

/// A square reference as typed: file letter and/or rank number.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CellRef {
    /// File letter, lower case.
    pub file: Option<char>,
    /// Rank number.
    pub rank: Option<u32>,
}

impl CellRef {
    fn is_full(&self) -> bool {
        self.file.is_some() && self.rank.is_some()
    }
    fn matches(&self, v: &Variant, c: Cell) -> bool {
        let info = v.board.info(c);
        self.file
            .is_none_or(|f| v.board.files()[info.file].name.starts_with(f))
            && self.rank.is_none_or(|r| info.rank == r)
    }
}

impl fmt::Display for CellRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(c) = self.file {
            write!(f, "{c}")?;
        }
        if let Some(r) = self.rank {
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

/// One reading of typed move text, not yet checked against a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveText {
    /// Piece letter as typed (upper case), if any.
    pub piece: Option<char>,
    /// Origin, partial or full.
    pub from: CellRef,
    /// Destination (rank may be missing for pawn captures like `fxe`).
    pub to: CellRef,
    /// Promotion letter, if given.
    pub promotion: Option<char>,
    /// A drop from the hand.
    pub drop: bool,
    /// The text marked a capture.
    pub capture: bool,
    /// Castling written `O-O` or `O-O-O` (the royal's own move text also works).
    pub castle: Option<CastleSide>,
    /// Intermediate landing cells of a chain of jumps written in full (`c3xe5xg7`: `e5`);
    /// empty when only origin and destination were given.
    pub via: Vec<CellRef>,
    /// The cell of the piece dragged off after the move (`Qd1-d5>g8`, `Qd1>g8`).
    pub drag: Option<CellRef>,
    /// A relocation (`Ed1:h5-f6`): the cell of the object moved; `from` is the relocating
    /// piece (possibly left out) and `to` where the object goes.
    pub relocate: Option<CellRef>,
}

/// Which castling `O-O` / `O-O-O` names: with the partner next to the royal's destination
/// (short), or farther away (long).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastleSide {
    /// `O-O`.
    Short,
    /// `O-O-O`.
    Long,
}

impl CastleSide {
    /// The side of a castling move, or `None` for other moves.
    pub fn of(v: &Variant, m: Move) -> Option<CastleSide> {
        let Move::Castle { rook, king_to, .. } = m else {
            return None;
        };
        let b = &v.board;
        let short = b.hex(rook).sub(b.hex(king_to)).length() == 1;
        Some(if short {
            CastleSide::Short
        } else {
            CastleSide::Long
        })
    }
}

/// Why typed move text does not name a legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalReason {
    /// No piece on the origin cell.
    NoPieceThere(String),
    /// The piece on the origin belongs to another player.
    NotYourPiece(String),
    /// The player has no such piece (named by its kind, lower case) that could make this
    /// move.
    NoSuchPiece(String),
    /// The variant has no piece of the letter typed.
    NoPieceWithLetter(char),
    /// The piece on the origin typed is not of the kind typed.
    NotThatPieceOn {
        /// The kind typed (lower case).
        piece: String,
        /// The origin.
        at: String,
    },
    /// The piece does not move that way.
    CannotMoveThere {
        /// Piece name.
        piece: String,
        /// Destination.
        to: String,
    },
    /// Another piece is in the way.
    Blocked {
        /// Piece name.
        piece: String,
        /// Destination.
        to: String,
    },
    /// The destination holds one of the player's own pieces.
    OwnPiece(String),
    /// The piece moves like that only to capture (or only without capturing).
    WrongMode {
        /// Piece name.
        piece: String,
        /// Whether the move is one the piece makes only when capturing (else only when
        /// not capturing).
        capture_only: bool,
    },
    /// The move would leave the player's royal piece attacked.
    LeavesRoyalInCheck(String),
    /// A promotion piece must be named.
    PromotionRequired(Vec<String>),
    /// The named promotion is not allowed.
    BadPromotion(String),
    /// Nothing in hand to drop.
    NotInHand(String),
    /// A drop onto an occupied cell.
    Occupied(String),
    /// A drop onto a cell from which the piece could never move.
    NoMoveFrom {
        /// Piece name.
        piece: String,
        /// The cell.
        at: String,
    },
    /// A named cell is not on the board.
    NoSuchCell(String),
    /// Capturing is compulsory and a capture is possible.
    CaptureCompulsory,
    /// No legal drag takes the piece on this cell (after the move given).
    NoDrag(String),
    /// No legal relocation moves the object on `target` to `to`.
    NoRelocation {
        /// Cell of the object.
        target: String,
        /// Cell it should go to.
        to: String,
    },
    /// The move is not legal in this position.
    NotLegal,
    /// The game has ended.
    GameOver,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::NoPieceThere(c) => write!(f, "there is no piece on {c}"),
            IllegalReason::NotYourPiece(c) => write!(f, "the piece on {c} is not yours"),
            IllegalReason::NoSuchPiece(p) => write!(f, "you have no {p} that can make that move"),
            IllegalReason::NoPieceWithLetter(l) => write!(
                f,
                "you have no piece with letter {l} that can make that move"
            ),
            IllegalReason::NotThatPieceOn { piece, at } => {
                write!(f, "you have no {piece} on {at} that can make that move")
            }
            IllegalReason::CannotMoveThere { piece, to } => {
                write!(f, "a {piece} cannot move to {to} from there")
            }
            IllegalReason::Blocked { piece, to } => {
                write!(f, "the {piece}'s path to {to} is blocked")
            }
            IllegalReason::OwnPiece(c) => write!(f, "{c} holds one of your own pieces"),
            IllegalReason::WrongMode {
                piece,
                capture_only: true,
            } => write!(f, "a {piece} moves there only to capture"),
            IllegalReason::WrongMode {
                piece,
                capture_only: false,
            } => write!(f, "a {piece} cannot capture that way"),
            IllegalReason::LeavesRoyalInCheck(k) => write!(f, "that would leave your {k} in check"),
            IllegalReason::PromotionRequired(c) => {
                write!(f, "say what to promote to: {}", c.join(", "))
            }
            IllegalReason::BadPromotion(p) => write!(f, "cannot promote to {p} here"),
            IllegalReason::NotInHand(p) => write!(f, "you have no {p} in hand"),
            IllegalReason::Occupied(c) => write!(f, "{c} is not empty"),
            IllegalReason::NoMoveFrom { piece, at } => {
                write!(
                    f,
                    "a {piece} may not be dropped on {at}: it could never move from there"
                )
            }
            IllegalReason::NoSuchCell(c) => write!(f, "{c} is not a cell of this board"),
            IllegalReason::CaptureCompulsory => {
                write!(f, "capturing is compulsory, and you can capture")
            }
            IllegalReason::NoDrag(x) => write!(
                f,
                "no piece of yours can drag {x} that way (a drag needs the right number of holes, \
                 and nothing else, between the dragging piece and its victim)"
            ),
            IllegalReason::NoRelocation { target, to } => write!(
                f,
                "none of your pieces can move what stands on {target} to {to} (it must be the \
                 first object on one of the relocating piece's lines, and {to} must be vacant)"
            ),
            IllegalReason::NotLegal => write!(f, "it is not a legal move in this position"),
            IllegalReason::GameOver => write!(f, "the game is over"),
        }
    }
}

/// Why typed move text could not be turned into a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Bad syntax.
    #[error(transparent)]
    Syntax(#[from] ParseMoveError),
    /// Well formed but not legal here.
    #[error("illegal move {text}: {reason}")]
    Illegal {
        /// The text as typed.
        text: String,
        /// Why.
        reason: IllegalReason,
    },
    /// More than one legal move matches.
    #[error("'{text}' is ambiguous: it could be {}", join_or(candidates))]
    Ambiguous {
        /// The text as typed.
        text: String,
        /// Canonical texts of the matching moves.
        candidates: Vec<String>,
    },
}

/// Joins items as `a`, `a or b`, `a, b or c`.
pub fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Letter-to-kind table used to read move text (the variant's letters, or an alias set).
pub type Letters = BTreeMap<char, PieceKind>;

/// The variant's own letters.
pub fn variant_letters(v: &Variant) -> Letters {
    v.kinds
        .iter()
        .enumerate()
        .map(|(i, k)| (k.def.letter, PieceKind(i as u8)))
        .collect()
}

fn syntax(text: &str, why: SyntaxWhy) -> ParseMoveError {
    ParseMoveError {
        text: text.to_string(),
        why,
    }
}

/// Reads move text into its possible readings, best first. A leading lower-case letter may be
/// a file or a piece letter, so both readings are returned.
///
/// # Errors
/// [`ParseMoveError`] if no reading fits.
pub fn parse_move_text(text: &str) -> Result<Vec<MoveText>, ParseMoveError> {
    let raw = text.trim();
    if raw.is_empty() {
        return Err(syntax(text, SyntaxWhy::Empty));
    }
    if raw.len() > 64 {
        return Err(syntax(text, SyntaxWhy::TooLong));
    }
    let mut s: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
    for suffix in ["e.p.", "ep.", "e.p", "ep"] {
        if s.to_ascii_lowercase().ends_with(suffix) && s.len() > suffix.len() {
            let cut = s.len() - suffix.len();
            if s[..cut].ends_with(|c: char| c.is_ascii_digit()) {
                s.truncate(cut);
                break;
            }
        }
    }
    let s = s.trim_end_matches(['+', '#', '!', '?']).to_string();
    let castle = match s.to_ascii_uppercase().replace('0', "O").as_str() {
        "O-O" | "OO" => Some(CastleSide::Short),
        "O-O-O" | "OOO" => Some(CastleSide::Long),
        _ => None,
    };
    if castle.is_some() {
        return Ok(vec![MoveText {
            piece: None,
            from: CellRef::default(),
            to: CellRef::default(),
            promotion: None,
            drop: false,
            capture: false,
            castle,
            via: Vec::new(),
            drag: None,
            relocate: None,
        }]);
    }
    if !s.is_ascii() {
        return Err(syntax(text, SyntaxWhy::NotAscii));
    }
    // Move then drag: `Qd1-d5>g8`, or drag without moving: `Qd1>g8`.
    if let Some((left, right)) = s.split_once('>') {
        let victim = parse_cell_ref(right)
            .filter(CellRef::is_full)
            .ok_or_else(|| syntax(text, SyntaxWhy::DragVictim))?;
        if left.contains(['>', '*', '@']) || left.is_empty() {
            return Err(syntax(text, SyntaxWhy::DragShape));
        }
        let mut readings = parse_move_text(left).map_err(|e| syntax(text, e.why))?;
        readings.retain(|r| r.castle.is_none() && r.promotion.is_none());
        for r in &mut readings {
            r.drag = Some(victim.clone());
        }
        if readings.is_empty() {
            return Err(syntax(text, SyntaxWhy::DragShape));
        }
        return Ok(readings);
    }
    // Relocation: `Ed1:h5-f6` (also `E:h5-f6`, `d1:h5-f6`, `:h5-f6`).
    if let Some((left, right)) = s.split_once(':') {
        if let Some((a, b)) = right.split_once('-') {
            let bad = || syntax(text, SyntaxWhy::Relocation);
            let target = parse_cell_ref(a).filter(CellRef::is_full).ok_or_else(bad)?;
            let to = parse_cell_ref(b).filter(CellRef::is_full).ok_or_else(bad)?;
            let mut chars = left.chars();
            let (piece, from) = match chars.next() {
                None => (None, CellRef::default()),
                Some(c) if c.is_ascii_uppercase() => {
                    let rest = chars.as_str();
                    let from = if rest.is_empty() {
                        CellRef::default()
                    } else {
                        parse_cell_ref(rest)
                            .filter(CellRef::is_full)
                            .ok_or_else(bad)?
                    };
                    (Some(c), from)
                }
                Some(c) if c.is_ascii_lowercase() && left.len() == 1 => {
                    (Some(c.to_ascii_uppercase()), CellRef::default())
                }
                Some(c) => match parse_cell_ref(left).filter(CellRef::is_full) {
                    Some(cell) => (None, cell),
                    // A lower-case piece letter and its cell: `ed1:h5-f6`.
                    None => (
                        Some(c.to_ascii_uppercase()),
                        parse_cell_ref(&left[1..])
                            .filter(CellRef::is_full)
                            .ok_or_else(bad)?,
                    ),
                },
            };
            return Ok(vec![MoveText {
                piece,
                from,
                to,
                promotion: None,
                drop: false,
                capture: false,
                castle: None,
                drag: None,
                relocate: Some(target),
                via: Vec::new(),
            }]);
        }
    }
    // Drops.
    if let Some(i) = s.find(['*', '@']) {
        let (l, r) = (&s[..i], &s[i + 1..]);
        let mut lc = l.chars();
        let (Some(letter), None) = (lc.next(), lc.next()) else {
            return Err(syntax(text, SyntaxWhy::DropShape));
        };
        if !letter.is_ascii_alphabetic() {
            return Err(syntax(text, SyntaxWhy::DropLetter));
        }
        let to = parse_cell_ref(r)
            .filter(CellRef::is_full)
            .ok_or_else(|| syntax(text, SyntaxWhy::DropCell))?;
        return Ok(vec![MoveText {
            piece: Some(letter.to_ascii_uppercase()),
            from: CellRef::default(),
            to,
            promotion: None,
            drop: true,
            capture: false,
            castle: None,
            via: Vec::new(),
            drag: None,
            relocate: None,
        }]);
    }
    // Promotion suffix.
    let mut body = s.as_str();
    let mut promotion = None;
    if let Some(i) = body.find(['=', '(', '/']) {
        let p: String = body[i + 1..]
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .collect();
        let mut pc = p.chars();
        match (pc.next(), pc.next()) {
            (Some(c), None) => promotion = Some(c.to_ascii_uppercase()),
            _ => return Err(syntax(text, SyntaxWhy::PromotionLetter)),
        }
        body = &body[..i];
    } else {
        let b = body.as_bytes();
        if b.len() >= 3 && b[b.len() - 1].is_ascii_uppercase() && b[b.len() - 2].is_ascii_digit() {
            promotion = Some(b[b.len() - 1] as char);
            body = &body[..body.len() - 1];
        }
    }
    let mut readings = Vec::new();
    let first = body
        .chars()
        .next()
        .ok_or_else(|| syntax(text, SyntaxWhy::NoDestination))?;
    let as_piece = |rest: &str, letter: char| -> Option<MoveText> {
        let (from, to, capture, via) = parse_body(rest)?;
        Some(MoveText {
            piece: Some(letter.to_ascii_uppercase()),
            from,
            to,
            promotion,
            drop: false,
            capture,
            castle: None,
            via,
            drag: None,
            relocate: None,
        })
    };
    let as_plain = |b: &str| -> Option<MoveText> {
        let (from, to, capture, via) = parse_body(b)?;
        Some(MoveText {
            piece: None,
            from,
            to,
            promotion,
            drop: false,
            capture,
            castle: None,
            via,
            drag: None,
            relocate: None,
        })
    };
    if first.is_ascii_uppercase() {
        if let Some(m) = as_piece(&body[1..], first) {
            readings.push(m);
        }
        if let Some(m) = as_plain(&body.to_ascii_lowercase()) {
            readings.push(m);
        }
    } else if first.is_ascii_lowercase() {
        if let Some(m) = as_plain(body) {
            readings.push(m);
        }
        if let Some(m) = as_piece(&body[1..], first) {
            readings.push(m);
        }
    }
    if readings.is_empty() {
        return Err(syntax(text, SyntaxWhy::Expected));
    }
    Ok(readings)
}

fn parse_cell_ref(s: &str) -> Option<CellRef> {
    let s = s.to_ascii_lowercase();
    let mut chars = s.chars().peekable();
    let mut r = CellRef::default();
    if let Some(&c) = chars.peek() {
        if c.is_ascii_lowercase() {
            r.file = Some(c);
            chars.next();
        }
    }
    let digits: String = chars.collect();
    if !digits.is_empty() {
        if !digits.chars().all(|c| c.is_ascii_digit()) || digits.len() > 3 {
            return None;
        }
        r.rank = digits.parse().ok();
    }
    (r.file.is_some() || r.rank.is_some()).then_some(r)
}

/// Splits `[origin][-x:]dest` into origin, destination and whether a capture was marked;
/// a chain of jumps `c3xe5xg7` also gives its intermediate landing cells.
fn parse_body(b: &str) -> Option<(CellRef, CellRef, bool, Vec<CellRef>)> {
    let lower = b.to_ascii_lowercase();
    // Tokens: a letter with optional digits, or digits alone; separators between.
    let mut tokens: Vec<String> = Vec::new();
    let mut capture = false;
    let mut seps = 0;
    let mut dashes = 0;
    let chars: Vec<char> = lower.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '-' || c == ':' {
            seps += 1;
            dashes += 1;
            i += 1;
            continue;
        }
        if c == 'x' && i + 1 < chars.len() && chars[i + 1].is_ascii_lowercase() {
            capture = true;
            seps += 1;
            i += 1;
            continue;
        }
        let mut t = String::new();
        if c.is_ascii_lowercase() {
            t.push(c);
            i += 1;
        }
        while i < chars.len() && chars[i].is_ascii_digit() {
            t.push(chars[i]);
            i += 1;
        }
        if t.is_empty() {
            return None;
        }
        tokens.push(t);
    }
    if tokens.len() >= 3 {
        // A chain of jumps: every cell in full, `x` between each two.
        if seps != tokens.len() - 1 || dashes > 0 {
            return None;
        }
        let cells = tokens
            .iter()
            .map(|t| parse_cell_ref(t).filter(CellRef::is_full))
            .collect::<Option<Vec<_>>>()?;
        let (from, rest) = cells.split_first()?;
        let (to, via) = rest.split_last()?;
        return Some((from.clone(), to.clone(), capture, via.to_vec()));
    }
    if seps > 1 {
        return None;
    }
    match tokens.as_slice() {
        [to] => {
            let to = parse_cell_ref(to)?;
            (to.is_full()).then_some((CellRef::default(), to, capture, Vec::new()))
        }
        [from, to] => {
            let f = parse_cell_ref(from)?;
            let t = parse_cell_ref(to)?;
            t.file?;
            if t.rank.is_none() && !(f.file.is_some() && f.rank.is_none()) {
                return None;
            }
            Some((f, t, capture, Vec::new()))
        }
        _ => None,
    }
}

impl MoveText {
    /// Resolves this reading against a position, using the given letters.
    ///
    /// # Errors
    /// [`MoveError::Illegal`] with a reason, or [`MoveError::Ambiguous`] with the candidates.
    pub fn to_move(
        &self,
        v: &Variant,
        pos: &Position,
        letters: &Letters,
        text: &str,
    ) -> Result<Move, MoveError> {
        let legal = pos.legal_moves(v);
        let mut matches = self.matching(v, pos, letters, &legal);
        if matches.is_empty()
            && self.piece.is_none()
            && self.drag.is_none()
            && self.relocate.is_none()
            && !self.drop
            && self.from.is_full()
            && self.to.is_full()
            && self.promotion.is_none()
        {
            // `h5-f6` where h5 holds no piece of the mover's: a relocation by any piece.
            let reading = MoveText {
                relocate: Some(self.from.clone()),
                from: CellRef::default(),
                ..self.clone()
            };
            matches = reading.matching(v, pos, letters, &legal);
        }
        match matches.len() {
            1 => Ok(matches[0]),
            0 => Err(MoveError::Illegal {
                text: text.to_string(),
                reason: self.reason(v, pos, letters),
            }),
            _ => {
                // Same from/to differing only in promotion: ask for the piece.
                let first = matches[0];
                let route = |m: Move| match m {
                    Move::Jump { path, .. } => Some(path.with_promotion(None)),
                    _ => None,
                };
                if matches.iter().all(|&m| {
                    m.from() == first.from() && m.to() == first.to() && route(m) == route(first)
                }) && matches.iter().all(|m| m.promotion().is_some())
                    && self.promotion.is_none()
                {
                    let names = matches
                        .iter()
                        .filter_map(|m| m.promotion())
                        .map(|k| format!("{} ({})", v.kind(k).def.name, v.kind(k).def.letter))
                        .collect();
                    return Err(MoveError::Illegal {
                        text: text.to_string(),
                        reason: IllegalReason::PromotionRequired(names),
                    });
                }
                let mut candidates: Vec<String> =
                    matches.iter().map(|&m| move_to_text(v, pos, m)).collect();
                candidates.sort();
                candidates.dedup();
                Err(MoveError::Ambiguous {
                    text: text.to_string(),
                    candidates,
                })
            }
        }
    }

    fn kind_filter(&self, v: &Variant, letters: &Letters) -> Option<Option<PieceKind>> {
        // None: letter unknown. Some(None): any piece / pawns. Some(Some(k)): that kind.
        match self.piece {
            None => Some(None),
            Some(l) => letters
                .get(&l)
                .or_else(|| letters.get(&l.to_ascii_uppercase()))
                .copied()
                .map(Some)
                .or_else(|| {
                    // Fall back to the variant's own letters.
                    v.kind_by_letter(l).map(Some)
                }),
        }
    }

    fn matching(
        &self,
        v: &Variant,
        pos: &Position,
        letters: &Letters,
        legal: &[Move],
    ) -> Vec<Move> {
        let Some(kind) = self.kind_filter(v, letters) else {
            return Vec::new();
        };
        let promo = match self.promotion {
            None => None,
            Some(l) => match letters.get(&l).copied().or_else(|| v.kind_by_letter(l)) {
                Some(k) => Some(k),
                None => return Vec::new(),
            },
        };
        if self.castle.is_some() {
            return legal
                .iter()
                .copied()
                .filter(|&m| CastleSide::of(v, m) == self.castle)
                .collect();
        }
        if let Some(target) = &self.relocate {
            return legal
                .iter()
                .copied()
                .filter(|&m| {
                    let Move::Relocate {
                        from,
                        target: t,
                        to,
                    } = m
                    else {
                        return false;
                    };
                    let Some(piece) = pos.piece_at(from) else {
                        return false;
                    };
                    kind.is_none_or(|k| k == piece.kind)
                        && self.from.matches(v, from)
                        && target.matches(v, t)
                        && self.to.matches(v, to)
                })
                .collect();
        }
        if let Some(victim) = &self.drag {
            return legal
                .iter()
                .copied()
                .filter(|&m| {
                    let Move::Drag {
                        from,
                        to,
                        victim: x,
                    } = m
                    else {
                        return false;
                    };
                    let Some(piece) = pos.piece_at(from) else {
                        return false;
                    };
                    let kind_ok = match kind {
                        Some(k) => k == piece.kind,
                        None => self.from.is_full() || v.is_pawn(piece.kind),
                    };
                    kind_ok
                        && self.from.matches(v, from)
                        && self.to.matches(v, to)
                        && victim.matches(v, x)
                })
                .collect();
        }
        legal
            .iter()
            .copied()
            .filter(|&m| {
                if matches!(m, Move::Drag { .. } | Move::Relocate { .. }) {
                    return false;
                }
                if self.drop {
                    return matches!(m, Move::Drop { kind: k, to } if Some(k) == kind && self.to.matches(v, to));
                }
                let (Some(from), Some(to)) = (m.from(), m.to()) else { return false };
                if matches!(m, Move::Drop { .. }) {
                    return false;
                }
                let Some(piece) = pos.piece_at(from) else { return false };
                match kind {
                    Some(k) => {
                        if piece.kind != k {
                            return false;
                        }
                    }
                    None => {
                        if !self.from.is_full() && !v.is_pawn(piece.kind) {
                            return false;
                        }
                    }
                }
                if !self.from.matches(v, from) || !self.to.matches(v, to) {
                    return false;
                }
                if !self.via.is_empty() {
                    let Move::Jump { from, path, .. } = m else {
                        return false;
                    };
                    let steps = v.jump_steps(from, path);
                    if steps.len() != self.via.len() + 1
                        || !self.via.iter().zip(&steps).all(|(r, &(_, c))| r.matches(v, c))
                    {
                        return false;
                    }
                }
                if self.to.rank.is_none() && pos.captured(v, m).is_none() {
                    return false;
                }
                match (promo, m.promotion()) {
                    (Some(a), Some(b)) => a == b,
                    (Some(_), None) => false,
                    (None, None) => true,
                    // No suffix on an optional promotion means the move that stays unpromoted.
                    (None, Some(_)) => !legal.iter().any(|o| {
                        matches!(o, Move::Normal { promotion: None, .. })
                            && o.from() == m.from()
                            && o.to() == m.to()
                    }),
                }
            })
            .collect()
    }

    fn reason(&self, v: &Variant, pos: &Position, letters: &Letters) -> IllegalReason {
        let me = pos.turn();
        let kind = self.kind_filter(v, letters).flatten();
        let kname = |k: PieceKind| v.kind(k).def.name.to_ascii_lowercase();
        let royal_name = v
            .kinds
            .iter()
            .find(|k| k.def.royal)
            .map(|k| k.def.name.to_ascii_lowercase())
            .unwrap_or_else(|| "king".into());
        if self.castle.is_some() {
            return IllegalReason::NotLegal;
        }
        if let Some(t) = &self.relocate {
            return IllegalReason::NoRelocation {
                target: t.to_string(),
                to: self.to.to_string(),
            };
        }
        if let Some(x) = &self.drag {
            return IllegalReason::NoDrag(x.to_string());
        }
        if self.drop {
            let Some(k) = kind else {
                return IllegalReason::NoPieceWithLetter(self.piece.unwrap_or('?'));
            };
            if pos.hand(me, k) == 0 {
                return IllegalReason::NotInHand(kname(k));
            }
            let Ok(to) = v.board.parse_cell(&self.to.to_string()) else {
                return IllegalReason::NoSuchCell(self.to.to_string());
            };
            let to_name = v.board.name(to).to_string();
            if pos.piece_at(to).is_some() {
                return IllegalReason::Occupied(to_name);
            }
            if v.dead_cells(me, k).contains(to) {
                return IllegalReason::NoMoveFrom {
                    piece: kname(k),
                    at: to_name,
                };
            }
            return IllegalReason::LeavesRoyalInCheck(royal_name);
        }
        for r in [&self.from, &self.to] {
            if let Some(f) = r.file {
                if v.board.file_index(&f.to_string()).is_none() {
                    return IllegalReason::NoSuchCell(r.to_string());
                }
            }
            if r.is_full() && v.board.parse_cell(&r.to_string()).is_err() {
                return IllegalReason::NoSuchCell(r.to_string());
            }
        }
        if self.piece.is_some() && kind.is_none() {
            return IllegalReason::NoPieceWithLetter(self.piece.unwrap_or('?'));
        }
        let to_cell = if self.to.is_full() {
            v.board.parse_cell(&self.to.to_string()).ok()
        } else {
            None
        };
        // Candidate origins: the player's pieces matching letter and origin.
        let origins: Vec<Cell> = if self.from.is_full() {
            match v.board.parse_cell(&self.from.to_string()) {
                Err(_) => return IllegalReason::NoPieceThere(self.from.to_string()),
                Ok(c) => match pos.piece_at(c) {
                    None => return IllegalReason::NoPieceThere(v.board.name(c).to_string()),
                    Some(p) if p.player != me => {
                        return IllegalReason::NotYourPiece(v.board.name(c).to_string())
                    }
                    Some(p) if kind.is_some_and(|k| k != p.kind) => {
                        return IllegalReason::NotThatPieceOn {
                            piece: kind.map(kname).unwrap_or_default(),
                            at: v.board.name(c).to_string(),
                        }
                    }
                    Some(_) => vec![c],
                },
            }
        } else {
            pos.player_cells(me)
                .filter(|&c| {
                    pos.piece_at(c).is_some_and(|p| match kind {
                        Some(k) => p.kind == k,
                        None => v.is_pawn(p.kind),
                    }) && self.from.matches(v, c)
                })
                .collect()
        };
        let what = match kind {
            Some(k) => kname(k),
            None if self.from.is_full() => origins
                .first()
                .and_then(|&c| pos.piece_at(c))
                .map(|p| kname(p.kind))
                .unwrap_or_else(|| "piece".into()),
            None => "pawn".into(),
        };
        if origins.is_empty() {
            return IllegalReason::NoSuchPiece(what);
        }
        let Some(to) = to_cell else {
            return IllegalReason::NoSuchPiece(what);
        };
        if pos.piece_at(to).is_some_and(|p| p.player == me) {
            return IllegalReason::OwnPiece(v.board.name(to).to_string());
        }
        let mut pseudo = Vec::new();
        pos.pseudo_legal_moves(v, &mut pseudo);
        let pseudo_here: Vec<Move> = pseudo
            .iter()
            .copied()
            .filter(|m| m.to() == Some(to) && m.from().is_some_and(|f| origins.contains(&f)))
            .collect();
        if !pseudo_here.is_empty() {
            if v.rules.compulsory_capture
                && pseudo_here.iter().all(|&m| pos.captured(v, m).is_none())
                && pos
                    .legal_moves(v)
                    .iter()
                    .any(|&m| pos.captured(v, m).is_some())
            {
                return IllegalReason::CaptureCompulsory;
            }
            if !self.via.is_empty() {
                return IllegalReason::NotLegal;
            }
            if let Some(p) = self.promotion {
                if pseudo_here.iter().all(|m| m.promotion().is_none()) {
                    return IllegalReason::BadPromotion(p.to_string());
                }
                if v.kind_by_letter(p).is_none_or(|k| {
                    !v.promotion.choices.contains(&k)
                        && !pseudo_here.iter().any(|m| m.promotion() == Some(k))
                }) {
                    return IllegalReason::BadPromotion(p.to_string());
                }
            }
            return IllegalReason::LeavesRoyalInCheck(royal_name);
        }
        let reachable = origins.iter().any(|&c| {
            pos.piece_at(c)
                .is_some_and(|p| v.reach(me, p.kind, c).contains(to))
        });
        if reachable {
            let empty_target = pos.piece_at(to).is_none();
            // Reachable on an empty board: either blocked, or the atom's mode does not fit.
            if origins.len() == 1 {
                let c = origins[0];
                let mut probe = pos.clone();
                // Remove everything but the piece and its target to see if the path is the issue.
                for (x, _) in pos.pieces() {
                    if x != c && x != to && !pos.royals(v, me).contains(x) {
                        probe.take(x);
                    }
                }
                let mut m = Vec::new();
                probe.pseudo_legal_moves(v, &mut m);
                if !m
                    .iter()
                    .any(|mv| mv.from() == Some(c) && mv.to() == Some(to))
                {
                    return IllegalReason::WrongMode {
                        piece: what,
                        capture_only: empty_target,
                    };
                }
            }
            return IllegalReason::Blocked {
                piece: what,
                to: v.board.name(to).to_string(),
            };
        }
        IllegalReason::CannotMoveThere {
            piece: what,
            to: v.board.name(to).to_string(),
        }
    }
}

/// Reads and resolves move text in one step, with the variant's own letters.
///
/// # Errors
/// Syntax, illegal (with reason) or ambiguous.
pub fn parse_move(v: &Variant, pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_move_with(v, pos, text, &variant_letters(v))
}

/// Reads and resolves move text with a given letter table (e.g. Hungarian letters).
///
/// # Errors
/// Syntax, illegal (with reason) or ambiguous.
pub fn parse_move_with(
    v: &Variant,
    pos: &Position,
    text: &str,
    letters: &Letters,
) -> Result<Move, MoveError> {
    let trimmed = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if trimmed.eq_ignore_ascii_case("pass") {
        return if pos.legal_moves(v).contains(&Move::Pass) {
            Ok(Move::Pass)
        } else {
            Err(MoveError::Illegal {
                text: text.trim().to_string(),
                reason: IllegalReason::NotLegal,
            })
        };
    }
    // A drop may name the piece in full: `Wing*f4`.
    let named;
    let text = match trimmed.find(['*', '@']) {
        Some(i) if i > 1 => match v.kind_by_name(&trimmed[..i]) {
            Some(k) => {
                named = format!("{}{}", v.kind(k).def.letter, &trimmed[i..]);
                named.as_str()
            }
            None => text,
        },
        _ => text,
    };
    let readings = parse_move_text(text)?;
    let mut first_err = None;
    for r in &readings {
        match r.to_move(v, pos, letters, text.trim()) {
            Ok(m) => return Ok(m),
            Err(e @ MoveError::Ambiguous { .. }) => return Err(e),
            Err(e) => {
                if first_err.is_none() {
                    first_err = Some(e);
                }
            }
        }
    }
    Err(first_err.unwrap_or_else(|| MoveError::Syntax(syntax(text, SyntaxWhy::NoReading))))
}

/// The canonical text of a legal move in a position, with `+` or `#` when it gives check or mate
/// (`#` also when a player is checkmated out of a game of three).
pub fn move_to_text(v: &Variant, pos: &Position, m: Move) -> String {
    let mut s = move_to_text_plain(v, pos, m);
    let after = pos.after(v, m);
    let next = after.turn();
    if after.live_players(v) < pos.live_players(v) {
        // A player was checkmated and left the game (three-player elimination).
        s.push('#');
    } else if after.in_check(v, next) {
        s.push(if after.has_legal_move(v) { '+' } else { '#' });
    }
    s
}

/// The canonical text of a move without check marks.
pub fn move_to_text_plain(v: &Variant, pos: &Position, m: Move) -> String {
    let name = |c: Cell| v.board.name(c).to_string();
    match m {
        Move::Drop { kind, to } => format!("{}*{}", v.kind(kind).def.letter, name(to)),
        Move::Pass => "pass".to_string(),
        Move::Drag { from, to, victim } => {
            let mut s = format!("{}{}", letter_of(v, pos, from), name(from));
            if from != to {
                s.push(if pos.captured(v, m).is_some() {
                    'x'
                } else {
                    '-'
                });
                s.push_str(&name(to));
            }
            s.push('>');
            s.push_str(&name(victim));
            s
        }
        Move::Relocate { from, target, to } => format!(
            "{}{}:{}-{}",
            letter_of(v, pos, from),
            name(from),
            name(target),
            name(to)
        ),
        Move::Castle { king, king_to, .. } => {
            // O-O / O-O-O when that names only this castling here, else the royal's move.
            let side = CastleSide::of(v, m);
            let mut others = Vec::new();
            pos.pseudo_legal_moves(v, &mut others);
            let unique = others
                .iter()
                .all(|&o| o == m || CastleSide::of(v, o) != side);
            match side {
                Some(CastleSide::Short) if unique => "O-O".to_string(),
                Some(CastleSide::Long) if unique => "O-O-O".to_string(),
                _ => format!(
                    "{}{}-{}",
                    letter_of(v, pos, king),
                    name(king),
                    name(king_to)
                ),
            }
        }
        Move::Jump { from, path, .. } => {
            let mut s = format!("{}{}", letter_of(v, pos, from), name(from));
            for (_, land) in v.jump_steps(from, path) {
                s.push('x');
                s.push_str(&name(land));
            }
            if let Some(k) = path.promotion() {
                s.push('=');
                s.push(v.kind(k).def.letter);
            }
            s
        }
        _ => {
            let (Some(from), Some(to)) = (m.from(), m.to()) else {
                return String::new();
            };
            let sep = if pos.captured(v, m).is_some() {
                'x'
            } else {
                '-'
            };
            let mut s = format!(
                "{}{}{}{}",
                letter_of(v, pos, from),
                name(from),
                sep,
                name(to)
            );
            if let Some(k) = m.promotion() {
                s.push('=');
                s.push(v.kind(k).def.letter);
            }
            s
        }
    }
}

fn letter_of(v: &Variant, pos: &Position, c: Cell) -> String {
    match pos.piece_at(c) {
        Some(p) if !v.is_pawn(p.kind) => v.kind(p.kind).def.letter.to_string(),
        _ => String::new(),
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    /// The first reading of the text.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_move_text(s)?
            .into_iter()
            .next()
            .ok_or_else(|| syntax(s, SyntaxWhy::NoReading))
    }
}
