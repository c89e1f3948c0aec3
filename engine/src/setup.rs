//! The state text: a whole position as one line of text, FEN-like.
//!
//! `<ranks> <side> <en passant> <halfmove> <fullmove>`: ranks from the highest to rank 1,
//! separated by `/`, each listing its cells by file with digits for runs of empty cells. In
//! two-player variants a piece is its letter, upper case for the first player and lower case
//! for the second; with three players it is the owner's letter then the piece letter (`rK`).
//! Board markers (holes, barriers) are their variant's symbols (`*`, `#` in Hole Chess).
//! Pieces in hand follow the ranks in brackets (`[Qp]`). A piece followed by `'` was dropped
//! and has not moved since (written only for kinds with moves reserved for such pieces). In
//! games that eliminate checkmated players, a player with no pieces at all is out. The Glinski start is
//! `b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1`.

use crate::bitboard::Bitboard;
use crate::data::EliminationRule;
use crate::piece::{Piece, PieceKind, Player};
use crate::position::{EnPassant, Position};
use crate::variant::Variant;
use std::fmt::Write as _;

/// Why a state text was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Too few fields.
    #[error("the state text needs at least the ranks and the side to move")]
    MissingFields,
    /// Rank count does not match the board.
    #[error("the board has {expected} ranks but the text has {found}")]
    RankCount {
        /// Ranks on the board.
        expected: usize,
        /// Ranks in the text.
        found: usize,
    },
    /// A rank has too many or too few cells.
    #[error("rank {rank} has {expected} cells but the text describes {found}")]
    RankLength {
        /// Rank number.
        rank: u32,
        /// Cells on the board.
        expected: usize,
        /// Cells described.
        found: usize,
    },
    /// Unknown piece letter.
    #[error("unknown piece letter '{0}'")]
    UnknownPiece(char),
    /// Unknown player letter.
    #[error("unknown player letter '{0}'")]
    UnknownPlayer(char),
    /// Bad en passant field.
    #[error("bad en passant field '{0}'")]
    BadEnPassant(String),
    /// Bad castling field.
    #[error("bad castling field '{0}' (expected '-' or cells of unmoved royals and partners, like e1,h1)")]
    BadCastling(String),
    /// Bad counter.
    #[error("bad move counter '{0}'")]
    BadCounter(String),
    /// Bad hand.
    #[error("bad hand '{0}'")]
    BadHand(String),
    /// A player lacks a royal piece.
    #[error("{0} has no royal piece")]
    NoRoyal(String),
    /// The player who just moved is in check.
    #[error("{0} is in check but it is not their turn")]
    OpponentInCheck(String),
    /// A piece that must promote stands on its promotion cell.
    #[error("a {0} stands on a promotion cell")]
    UnpromotedPiece(String),
    /// Unexpected trailing text.
    #[error("unexpected text '{0}'")]
    Trailing(String),
    /// The variant has no start array (`setup-required`): its games start from a given
    /// position.
    #[error("{variant} has no start position ({reason}); start it from a position of your own")]
    SetupRequired {
        /// The variant's id.
        variant: String,
        /// Why it has none, from the data file.
        reason: String,
    },
}

impl Position {
    /// The starting position of a variant.
    ///
    /// # Errors
    /// [`SetupError::SetupRequired`] for a variant without a start array; otherwise only if
    /// the variant's setup text is invalid (checked when data files load).
    pub fn start(v: &Variant) -> Result<Position, SetupError> {
        if let Some(reason) = &v.setup_required {
            return Err(SetupError::SetupRequired {
                variant: v.id.clone(),
                reason: reason.clone(),
            });
        }
        Position::from_text(v, &v.setup)
    }

    /// Parses and validates a state text.
    ///
    /// # Errors
    /// [`SetupError`] naming the first problem.
    pub fn from_text(v: &Variant, text: &str) -> Result<Position, SetupError> {
        let mut fields = text.split_whitespace();
        let board_field = fields.next().ok_or(SetupError::MissingFields)?;
        let side = fields.next().ok_or(SetupError::MissingFields)?;
        let castle_field = match v.castling {
            Some(_) => fields.next().unwrap_or("-"),
            None => "-",
        };
        let ep = fields.next().unwrap_or("-");
        let half = fields.next().unwrap_or("0");
        let full = fields.next().unwrap_or("1");
        if let Some(extra) = fields.next() {
            return Err(SetupError::Trailing(extra.to_string()));
        }
        let mut pos = Position::empty();
        let (ranks_text, hand_text) = match board_field.find('[') {
            Some(i) => {
                let h = &board_field[i + 1..];
                let h = h
                    .strip_suffix(']')
                    .ok_or_else(|| SetupError::BadHand(h.to_string()))?;
                (&board_field[..i], Some(h))
            }
            None => (board_field, None),
        };
        let ranks = v.board.ranks_descending();
        let rows: Vec<&str> = ranks_text.split('/').collect();
        if rows.len() != ranks.len() {
            return Err(SetupError::RankCount {
                expected: ranks.len(),
                found: rows.len(),
            });
        }
        for (row, &rank) in rows.iter().zip(&ranks) {
            let cells = v.board.rank_cells(rank);
            let tokens = tokenize(v, row)?;
            let mut i = 0usize;
            for t in tokens {
                match t {
                    Token::Empty(n) => i += n,
                    Token::Marker(k) => {
                        if let Some(&c) = cells.get(i) {
                            pos.put_marker(c, k);
                        }
                        i += 1;
                    }
                    Token::Piece(p, dropped) => {
                        if let Some(&c) = cells.get(i) {
                            pos.put(c, p);
                            if dropped && v.has_drop_only_moves(p.kind) {
                                pos.mark_dropped(c);
                            }
                        }
                        i += 1;
                    }
                }
            }
            if i != cells.len() {
                return Err(SetupError::RankLength {
                    rank,
                    expected: cells.len(),
                    found: i,
                });
            }
        }
        if let Some(h) = hand_text {
            for t in tokenize(v, h)? {
                match t {
                    Token::Piece(p, _) => {
                        let n = pos.hand(p.player, p.kind);
                        pos.set_hand(p.player, p.kind, n.saturating_add(1));
                    }
                    Token::Empty(_) | Token::Marker(_) => {
                        return Err(SetupError::BadHand(h.to_string()))
                    }
                }
            }
        }
        let mut sc = side.chars();
        let turn = match (sc.next(), sc.next()) {
            (Some(c), None) => v
                .players
                .iter()
                .position(|p| p.char == c.to_ascii_lowercase())
                .ok_or(SetupError::UnknownPlayer(c))?,
            _ => {
                return Err(SetupError::UnknownPlayer(
                    side.chars().next().unwrap_or('?'),
                ))
            }
        };
        pos.set_turn(Player(turn as u8));
        let halfmove = half
            .parse::<u32>()
            .map_err(|_| SetupError::BadCounter(half.to_string()))?;
        let fullmove = full
            .parse::<u32>()
            .map_err(|_| SetupError::BadCounter(full.to_string()))?;
        pos.set_counters(halfmove, fullmove);
        if ep != "-" {
            let bad = || SetupError::BadEnPassant(ep.to_string());
            let (target, named) = match ep.split_once('>') {
                Some((t, z)) => (t, Some(v.board.parse_cell(z).map_err(|_| bad())?)),
                None => (ep, None),
            };
            let target = v.board.parse_cell(target).map_err(|_| bad())?;
            let n = v.players.len();
            // The player who moved last: the one before `turn` still on the board.
            let prev = (1..n)
                .map(|i| Player(((turn + n - i) % n) as u8))
                .find(|&q| pos.player_cells(q).any())
                .unwrap_or(Player(((turn + n - 1) % n) as u8));
            let candidates = ep_victims(v, &pos, target, prev);
            let victim = match named {
                Some(z) => candidates.into_iter().find(|&c| c == z),
                None => candidates.first().copied(),
            }
            .ok_or_else(bad)?;
            pos.set_ep(Some(EnPassant {
                targets: Bitboard::from_cell(target),
                victim,
                player: prev,
            }));
        }
        if castle_field != "-" {
            let bad = || SetupError::BadCastling(castle_field.to_string());
            let rule = v.castling.ok_or_else(bad)?;
            let mut rights = Bitboard::EMPTY;
            for name in castle_field.split(',') {
                let c = v.board.parse_cell(name).map_err(|_| bad())?;
                let p = pos.piece_at(c).ok_or_else(bad)?;
                if !v.is_royal(p.kind) && rule.partners >> p.kind.0 & 1 == 0 {
                    return Err(bad());
                }
                rights.insert(c);
            }
            pos.set_castling(rights);
        }
        // Semantic checks.
        let eliminating = v.rules.elimination == EliminationRule::AttackedByNext;
        if v.royal_kinds != 0 {
            for (i, p) in v.players.iter().enumerate() {
                let pl = Player(i as u8);
                if pos.royals(v, pl).is_empty() {
                    // With elimination, a player with nothing left is out of the game.
                    let nothing = pos.player_cells(pl).is_empty()
                        && (0..v.kinds.len()).all(|k| pos.hand(pl, PieceKind(k as u8)) == 0);
                    if eliminating && nothing && pl.index() != turn {
                        pos.eliminate(pl);
                    } else if v.rules.royal_capture && pl.index() == turn {
                        // The royal was just captured: a finished game's last position.
                    } else {
                        return Err(SetupError::NoRoyal(p.name.clone()));
                    }
                }
            }
        }
        for (c, p) in pos.pieces() {
            let forced =
                v.forced_promotion(p.kind).is_some() && v.dead_cells(p.player, p.kind).contains(c);
            // Under `promotion.only-lost` a pawn waits there while its owner has lost nothing
            // it could become.
            let waiting = v.promotion.only_lost
                && !v
                    .promotion
                    .choices
                    .iter()
                    .any(|&k| v.may_promote_into(&pos, p.player, k));
            if forced
                || v.promotion.kinds >> p.kind.0 & 1 != 0
                    && v.promotion.cells[p.player.index()].contains(c)
                    && !waiting
            {
                return Err(SetupError::UnpromotedPiece(v.kind(p.kind).def.name.clone()));
            }
        }
        if eliminating && v.players.len() > 2 {
            // A player whose royal the player to move attacks would have been eliminated.
            let me = Player(turn as u8);
            for (i, p) in v.players.iter().enumerate() {
                let q = Player(i as u8);
                if q == me || pos.is_eliminated(q) {
                    continue;
                }
                if pos
                    .royals(v, q)
                    .find(|&c| pos.attacked_by(v, c, me))
                    .is_some()
                {
                    return Err(SetupError::OpponentInCheck(p.name.clone()));
                }
            }
        }
        if v.players.len() == 2 && pos.royal_lost(v).is_none() {
            let other = Player(1 - turn as u8);
            if pos.in_check(v, other) {
                return Err(SetupError::OpponentInCheck(
                    v.players[other.index()].name.clone(),
                ));
            }
        }
        Ok(pos)
    }

    /// Writes the state text of this position.
    pub fn to_text(&self, v: &Variant) -> String {
        let mut s = String::new();
        for (ri, rank) in v.board.ranks_descending().into_iter().enumerate() {
            if ri > 0 {
                s.push('/');
            }
            let mut empty = 0;
            for c in v.board.rank_cells(rank) {
                if let Some(k) = self.marker_at(c) {
                    if empty > 0 {
                        let _ = write!(s, "{empty}");
                        empty = 0;
                    }
                    s.push(v.markers[k].symbol);
                    continue;
                }
                match self.piece_at(c) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push_str(&piece_token(v, p));
                        if self.dropped_cells().contains(c) {
                            s.push('\'');
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
        }
        let mut hand = String::new();
        for pi in 0..v.players.len() {
            for k in 0..v.kinds.len() {
                let piece = Piece {
                    player: Player(pi as u8),
                    kind: PieceKind(k as u8),
                };
                for _ in 0..self.hand(piece.player, piece.kind) {
                    hand.push_str(&piece_token(v, piece));
                }
            }
        }
        if !hand.is_empty() {
            let _ = write!(s, "[{hand}]");
        }
        let _ = write!(s, " {}", v.players[self.turn().index()].char);
        if v.castling.is_some() {
            let names: Vec<&str> = self.castling_rights().map(|c| v.board.name(c)).collect();
            match names.is_empty() {
                true => s.push_str(" -"),
                false => {
                    let _ = write!(s, " {}", names.join(","));
                }
            }
        }
        match self.en_passant() {
            Some(ep) => match ep.targets.first() {
                Some(t) => {
                    let _ = write!(s, " {}", v.board.name(t));
                    let found = ep_victims(v, self, t, ep.player).first().copied();
                    if found != Some(ep.victim) {
                        let _ = write!(s, ">{}", v.board.name(ep.victim));
                    }
                }
                None => s.push_str(" -"),
            },
            None => s.push_str(" -"),
        }
        let _ = write!(s, " {} {}", self.halfmove_clock(), self.fullmove());
        s
    }
}

/// Cells from which a pawn of `prev` may just have passed over the empty `target` in a
/// straight double step: the far neighbour holds the pawn and the near one is empty. The step
/// along `prev`'s forward comes first.
fn ep_victims(
    v: &Variant,
    pos: &Position,
    target: crate::board::Cell,
    prev: Player,
) -> Vec<crate::board::Cell> {
    if pos.piece_at(target).is_some() {
        return Vec::new();
    }
    let fwd = v.players[prev.index()].forward;
    let dirs = std::iter::once(fwd).chain(
        crate::geometry::ORTHOGONALS
            .into_iter()
            .chain(crate::geometry::DIAGONALS)
            .filter(|&d| d != fwd),
    );
    dirs.filter_map(|d| {
        let z = v.board.offset(target, d)?;
        let origin = v.board.offset(target, d.scale(-1))?;
        let pawn = pos
            .piece_at(z)
            .is_some_and(|p| p.player == prev && v.is_pawn(p.kind));
        (pawn && pos.piece_at(origin).is_none()).then_some(z)
    })
    .collect()
}

/// The state-text token of a piece.
pub fn piece_token(v: &Variant, p: Piece) -> String {
    let l = v.kind(p.kind).def.letter;
    if v.players.len() <= 2 {
        if p.player.0 == 0 {
            l.to_string()
        } else {
            l.to_ascii_lowercase().to_string()
        }
    } else {
        format!("{}{}", v.players[p.player.index()].char, l)
    }
}

enum Token {
    Empty(usize),
    /// A board marker of this kind.
    Marker(usize),
    /// A piece, and whether it is marked `'` (dropped and not moved since).
    Piece(Piece, bool),
}

fn tokenize(v: &Variant, s: &str) -> Result<Vec<Token>, SetupError> {
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let mut n = 0usize;
            while i < chars.len() && chars[i].is_ascii_digit() {
                n = n
                    .saturating_mul(10)
                    .saturating_add(chars[i] as usize - '0' as usize);
                i += 1;
            }
            out.push(Token::Empty(n.min(1000)));
            continue;
        }
        if let Some(k) = v.marker_by_symbol(c) {
            out.push(Token::Marker(k));
            i += 1;
            continue;
        }
        if v.players.len() <= 2 {
            let kind = v.kind_by_letter(c).ok_or(SetupError::UnknownPiece(c))?;
            let player = if c.is_ascii_uppercase() {
                Player(0)
            } else {
                Player(1)
            };
            if player.index() >= v.players.len() {
                return Err(SetupError::UnknownPlayer(c));
            }
            i += 1;
            let dropped = chars.get(i) == Some(&'\'');
            i += usize::from(dropped);
            out.push(Token::Piece(Piece { player, kind }, dropped));
        } else {
            let pl = v
                .players
                .iter()
                .position(|p| p.char == c)
                .ok_or(SetupError::UnknownPlayer(c))?;
            let l = *chars.get(i + 1).ok_or(SetupError::UnknownPiece(c))?;
            let kind = v.kind_by_letter(l).ok_or(SetupError::UnknownPiece(l))?;
            i += 2;
            let dropped = chars.get(i) == Some(&'\'');
            i += usize::from(dropped);
            out.push(Token::Piece(
                Piece {
                    player: Player(pl as u8),
                    kind,
                },
                dropped,
            ));
        }
    }
    Ok(out)
}
