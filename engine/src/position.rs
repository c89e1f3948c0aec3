//! Positions: the board, whose turn it is and the rule state; move generation and play.

use crate::bitboard::Bitboard;
use crate::board::{Cell, MAX_CELLS};
use crate::data::EliminationRule;
use crate::geometry::Hex;
use crate::moves::{JumpPath, Move};
use crate::piece::{ByPlayer, Piece, PieceKind, Player, MAX_KINDS, MAX_PLAYERS};
use crate::variant::{RelocateTarget, Variant};
use crate::zobrist;

/// The right to capture en passant on the next move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EnPassant {
    /// Cells passed over, where a capture may land.
    pub targets: Bitboard,
    /// Cell of the piece that would be captured.
    pub victim: Cell,
    /// Player who made the double step.
    pub player: Player,
}

/// A position of a variant. Functions that need the rules take the [`Variant`] as an argument.
#[derive(Clone)]
pub struct Position {
    squares: [u8; MAX_CELLS],
    by_player: [Bitboard; MAX_PLAYERS],
    by_kind: [Bitboard; MAX_KINDS],
    occupied: Bitboard,
    turn: Player,
    ep: Option<EnPassant>,
    halfmove: u32,
    fullmove: u32,
    hands: ByPlayer<[u8; MAX_KINDS]>,
    eliminated: u8,
    /// Cells of pieces dropped and not moved since (kept only for kinds with drop-only moves).
    dropped: Bitboard,
    /// Cells of royals and castling partners that have not moved (castling rights).
    castling: Bitboard,
    /// Cells holding a board marker (hole, barrier); `squares` holds its kind.
    marked: Bitboard,
    hash: u64,
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position(turn {:?}, hash {:016x})", self.turn, self.hash)
    }
}

const EMPTY: u8 = 0;
/// `squares` code of marker kind 0; kind `k` is `MARKER_BASE + k` (piece codes stay below).
const MARKER_BASE: u8 = 0xC0;

#[inline]
fn code(p: Piece) -> u8 {
    1 + p.player.0 * MAX_KINDS as u8 + p.kind.0
}

#[inline]
fn decode(c: u8) -> Piece {
    let c = c - 1;
    Piece {
        player: Player(c / MAX_KINDS as u8),
        kind: PieceKind(c % MAX_KINDS as u8),
    }
}

impl Position {
    /// An empty board with player 0 to move.
    pub fn empty() -> Position {
        Position {
            squares: [EMPTY; MAX_CELLS],
            by_player: [Bitboard::EMPTY; MAX_PLAYERS],
            by_kind: [Bitboard::EMPTY; MAX_KINDS],
            occupied: Bitboard::EMPTY,
            turn: Player(0),
            ep: None,
            halfmove: 0,
            fullmove: 1,
            hands: ByPlayer::default(),
            eliminated: 0,
            dropped: Bitboard::EMPTY,
            castling: Bitboard::EMPTY,
            marked: Bitboard::EMPTY,
            hash: zobrist::turn(Player(0)),
        }
    }

    /// The piece on a cell.
    #[inline]
    pub fn piece_at(&self, c: Cell) -> Option<Piece> {
        let s = self.squares[c.index()];
        (s != EMPTY && s < MARKER_BASE).then(|| decode(s))
    }

    /// The kind of board marker (index into [`Variant::markers`]) on a cell.
    #[inline]
    pub fn marker_at(&self, c: Cell) -> Option<usize> {
        let s = self.squares[c.index()];
        (s >= MARKER_BASE).then(|| usize::from(s - MARKER_BASE))
    }

    /// Cells holding a board marker.
    #[inline]
    pub fn marked(&self) -> Bitboard {
        self.marked
    }

    /// All board markers with their cells, as (cell, marker kind).
    pub fn markers(&self) -> impl Iterator<Item = (Cell, usize)> + '_ {
        self.marked
            .map(move |c| (c, usize::from(self.squares[c.index()] - MARKER_BASE)))
    }

    /// Cells neither a piece nor a marker occupies.
    #[inline]
    pub fn vacant(&self, v: &Variant) -> Bitboard {
        v.board.all() & !(self.occupied | self.marked)
    }

    /// Puts a marker of kind `k` on a vacant cell.
    pub(crate) fn put_marker(&mut self, c: Cell, k: usize) {
        debug_assert_eq!(self.squares[c.index()], EMPTY);
        self.squares[c.index()] = MARKER_BASE + k as u8;
        self.marked.insert(c);
        self.hash ^= zobrist::marker(k, c);
    }

    /// Removes and returns the marker kind on a cell.
    pub(crate) fn take_marker(&mut self, c: Cell) -> Option<usize> {
        let k = self.marker_at(c)?;
        self.squares[c.index()] = EMPTY;
        self.marked.remove(c);
        self.hash ^= zobrist::marker(k, c);
        Some(k)
    }

    /// Player to move.
    #[inline]
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// En passant right, if any.
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.ep
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// Move number, starting at 1 and increasing after the last player's turn.
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// Zobrist hash of everything that matters for repetition.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Cells occupied by anyone.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// Cells occupied by one player.
    #[inline]
    pub fn player_cells(&self, p: Player) -> Bitboard {
        self.by_player[p.index()]
    }

    /// Cells occupied by one kind (any player).
    #[inline]
    pub fn kind_cells(&self, k: PieceKind) -> Bitboard {
        self.by_kind[k.index()]
    }

    /// Pieces of a kind in a player's hand.
    pub fn hand(&self, p: Player, k: PieceKind) -> u8 {
        self.hands.get(p)[k.index()]
    }

    /// Whether a player has been eliminated.
    pub fn is_eliminated(&self, p: Player) -> bool {
        self.eliminated >> p.0 & 1 != 0
    }

    /// Number of players still in the game.
    pub fn live_players(&self, v: &Variant) -> usize {
        (0..v.players.len())
            .filter(|&i| !self.is_eliminated(Player(i as u8)))
            .count()
    }

    /// Cells of pieces that were dropped and have not moved since (only for kinds that have
    /// moves reserved for such pieces).
    pub fn dropped_cells(&self) -> Bitboard {
        self.dropped
    }

    /// Marks the piece on `c` as dropped and not moved since.
    pub(crate) fn mark_dropped(&mut self, c: Cell) {
        if !self.dropped.contains(c) {
            self.dropped.insert(c);
            self.hash ^= zobrist::dropped(c);
        }
    }

    /// All pieces with their cells.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        self.occupied
            .map(move |c| (c, decode(self.squares[c.index()])))
    }

    /// Puts a piece on an empty cell (or replaces nothing): used by setups.
    pub(crate) fn put(&mut self, c: Cell, p: Piece) {
        debug_assert_eq!(self.squares[c.index()], EMPTY);
        self.squares[c.index()] = code(p);
        self.by_player[p.player.index()].insert(c);
        self.by_kind[p.kind.index()].insert(c);
        self.occupied.insert(c);
        self.hash ^= zobrist::piece(code(p), c);
    }

    /// Removes and returns the piece on a cell.
    pub(crate) fn take(&mut self, c: Cell) -> Option<Piece> {
        let s = self.squares[c.index()];
        if s == EMPTY || s >= MARKER_BASE {
            return None;
        }
        let p = decode(s);
        if self.dropped.contains(c) {
            self.dropped.remove(c);
            self.hash ^= zobrist::dropped(c);
        }
        self.squares[c.index()] = EMPTY;
        self.by_player[p.player.index()].remove(c);
        self.by_kind[p.kind.index()].remove(c);
        self.occupied.remove(c);
        self.hash ^= zobrist::piece(s, c);
        Some(p)
    }

    pub(crate) fn set_turn(&mut self, p: Player) {
        self.hash ^= zobrist::turn(self.turn) ^ zobrist::turn(p);
        self.turn = p;
    }

    pub(crate) fn set_ep(&mut self, ep: Option<EnPassant>) {
        if let Some(old) = self.ep {
            self.hash ^= zobrist::ep(old.targets);
        }
        if let Some(new) = ep {
            self.hash ^= zobrist::ep(new.targets);
        }
        self.ep = ep;
    }

    pub(crate) fn set_counters(&mut self, halfmove: u32, fullmove: u32) {
        self.halfmove = halfmove;
        self.fullmove = fullmove.max(1);
    }

    /// Cells of royals and castling partners that keep their castling rights.
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    pub(crate) fn set_castling(&mut self, cells: Bitboard) {
        self.hash ^= zobrist::castling(self.castling) ^ zobrist::castling(cells);
        self.castling = cells;
    }

    /// Appends the castling moves of the side to move that pass no attacked cell (whether the
    /// royal lands in check is left to the legality test).
    fn push_castles(&self, v: &Variant, out: &mut Vec<Move>) {
        let Some(rule) = v.castling else { return };
        let p = self.turn;
        let rights = self.castling & self.by_player[p.index()];
        if rights.is_empty() {
            return;
        }
        let attacked = |c: Cell| {
            (0..v.players.len()).any(|o| {
                let o = Player(o as u8);
                o != p && !self.is_eliminated(o) && self.attacked_by(v, c, o)
            })
        };
        let steps = usize::from(rule.steps);
        for king in rights & self.royals(v, p) {
            if attacked(king) {
                continue;
            }
            for dir in crate::geometry::ORTHOGONALS {
                let mut path = Vec::new();
                let mut cur = king;
                let partner = loop {
                    match v.board.offset(cur, dir) {
                        None => break None,
                        Some(n) if self.occupied.contains(n) => break Some(n),
                        Some(n) => {
                            path.push(n);
                            cur = n;
                        }
                    }
                };
                let Some(rook) = partner else { continue };
                let ok = rights.contains(rook)
                    && self
                        .piece_at(rook)
                        .is_some_and(|r| rule.partners >> r.kind.0 & 1 != 0)
                    && path.len() >= steps
                    && !path[..steps - 1].iter().any(|&c| attacked(c));
                if ok {
                    out.push(Move::Castle {
                        king,
                        king_to: path[steps - 1],
                        rook,
                        rook_to: path[steps - 2],
                    });
                }
            }
        }
    }

    pub(crate) fn set_hand(&mut self, p: Player, k: PieceKind, n: u8) {
        let old = self.hands.get(p)[k.index()];
        self.hash ^= zobrist::hand(p, k, old) ^ zobrist::hand(p, k, n);
        self.hands.get_mut(p)[k.index()] = n;
    }

    /// Cells of a player's royal pieces.
    #[inline]
    pub fn royals(&self, v: &Variant, p: Player) -> Bitboard {
        self.all_royals(v) & self.by_player[p.index()]
    }

    /// Cells of every player's royal pieces.
    #[inline]
    fn all_royals(&self, v: &Variant) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        let mut m = v.royal_kinds;
        while m != 0 {
            let k = m.trailing_zeros() as usize;
            m &= m - 1;
            b |= self.by_kind[k];
        }
        b
    }

    /// Cells of every live player but `p`.
    #[inline]
    fn enemies(&self, p: Player) -> Bitboard {
        self.occupied & !self.by_player[p.index()]
    }

    /// Whether `attacker` attacks cell `c` (could capture a piece standing there).
    pub fn attacked_by(&self, v: &Variant, c: Cell, attacker: Player) -> bool {
        let mine = self.by_player[attacker.index()];
        if mine.is_empty() {
            return false;
        }
        for k in 0..v.kinds.len() {
            let bb = mine & self.by_kind[k];
            if bb.any()
                && (v.table(attacker, PieceKind(k as u8)).leap_attackers[c.index()] & bb).any()
            {
                return true;
            }
        }
        for ra in &v.ride_attacks[attacker.index()] {
            for (d, &x) in v.ray(c, ra.back_ray).iter().enumerate() {
                let s = self.squares[x.index()];
                if s == EMPTY {
                    continue;
                }
                if s >= MARKER_BASE {
                    break;
                }
                let p = decode(s);
                if p.player == attacker {
                    let d = d + 1;
                    for &(k, min, max, from) in &ra.kinds {
                        if k == p.kind && d >= min as usize && d <= max as usize && from.contains(x)
                        {
                            return true;
                        }
                    }
                }
                break;
            }
        }
        if v.has_jumps() && self.occupied.contains(c) {
            for d in 0..v.jump_vectors.len() {
                let Some((j, land)) = v.jump_back[c.index() * 8 + d] else {
                    continue;
                };
                if let Some(p) = self.piece_at(j) {
                    if p.player == attacker
                        && v.jump_dirs(attacker, p.kind) >> d & 1 != 0
                        && !self.occupied.contains(land)
                    {
                        return true;
                    }
                }
            }
        }
        v.full_legality && self.drag_attacked_by(v, c, attacker)
    }

    /// Cells of `attacker`'s pieces that attack cell `c` (could capture a piece standing there)
    /// by a leap, a ride or a jump; drags are not counted. [`Position::attacked_by`] is whether
    /// this set (or a drag) is non-empty.
    pub fn attackers(&self, v: &Variant, c: Cell, attacker: Player) -> Bitboard {
        let mine = self.by_player[attacker.index()];
        let mut out = Bitboard::EMPTY;
        if mine.is_empty() {
            return out;
        }
        for k in 0..v.kinds.len() {
            let bb = mine & self.by_kind[k];
            if bb.any() {
                out |= v.table(attacker, PieceKind(k as u8)).leap_attackers[c.index()] & bb;
            }
        }
        for ra in &v.ride_attacks[attacker.index()] {
            for (d, &x) in v.ray(c, ra.back_ray).iter().enumerate() {
                let s = self.squares[x.index()];
                if s == EMPTY {
                    continue;
                }
                if s >= MARKER_BASE {
                    break;
                }
                let p = decode(s);
                if p.player == attacker {
                    let d = d + 1;
                    if ra.kinds.iter().any(|&(k, min, max, from)| {
                        k == p.kind && d >= min as usize && d <= max as usize && from.contains(x)
                    }) {
                        out.insert(x);
                    }
                }
                break;
            }
        }
        if v.has_jumps() && self.occupied.contains(c) {
            for d in 0..v.jump_vectors.len() {
                let Some((j, land)) = v.jump_back[c.index() * 8 + d] else {
                    continue;
                };
                if let Some(p) = self.piece_at(j) {
                    if p.player == attacker
                        && v.jump_dirs(attacker, p.kind) >> d & 1 != 0
                        && !self.occupied.contains(land)
                    {
                        out.insert(j);
                    }
                }
            }
        }
        out
    }

    /// Whether a piece of `attacker` could drag a piece on `c` from where it stands.
    #[inline(never)]
    fn drag_attacked_by(&self, v: &Variant, c: Cell, attacker: Player) -> bool {
        for da in &v.drag_attacks[attacker.index()] {
            let mut holes = 0u8;
            for &x in v.ray(c, da.back_ray) {
                let s = self.squares[x.index()];
                if s == EMPTY {
                    continue;
                }
                if s >= MARKER_BASE {
                    if !v.markers[usize::from(s - MARKER_BASE)].hole {
                        break;
                    }
                    holes += 1;
                    continue;
                }
                let p = decode(s);
                if p.player == attacker && da.kinds.iter().any(|&(k, n)| k == p.kind && n == holes)
                {
                    return true;
                }
                break;
            }
        }
        false
    }

    /// Whether any live opponent of `p` attacks one of `p`'s royal pieces.
    pub fn in_check(&self, v: &Variant, p: Player) -> bool {
        let royals = self.royals(v, p);
        if royals.is_empty() {
            return false;
        }
        for o in 0..v.players.len() {
            let o = Player(o as u8);
            if o == p || self.is_eliminated(o) {
                continue;
            }
            for c in royals {
                if self.attacked_by(v, c, o) {
                    return true;
                }
            }
        }
        false
    }

    /// Cells of `p`'s royal pieces that are attacked (for check highlights).
    pub fn checked_royals(&self, v: &Variant, p: Player) -> Vec<Cell> {
        self.royals(v, p)
            .filter(|&c| {
                (0..v.players.len()).any(|o| {
                    let o = Player(o as u8);
                    o != p && !self.is_eliminated(o) && self.attacked_by(v, c, o)
                })
            })
            .collect()
    }

    fn push_normal(
        &self,
        v: &Variant,
        p: Player,
        kind: PieceKind,
        from: Cell,
        to: Cell,
        out: &mut Vec<Move>,
    ) {
        if v.promotion.kinds >> kind.0 & 1 != 0 && v.promotion.cells[p.index()].contains(to) {
            let before = out.len();
            // A capture on the promotion cell cannot free a piece of the mover's own.
            for k in self.promotion_choices(v, p) {
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(k),
                });
            }
            if out.len() == before {
                // Nothing lost to promote into: the pawn arrives and waits.
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                });
            }
        } else if v.zone_promotion.target[kind.index()].is_some() {
            match v.zone_choice(p, kind, from, to) {
                crate::variant::ZoneChoice::None => out.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                }),
                crate::variant::ZoneChoice::Optional(k) => {
                    out.push(Move::Normal {
                        from,
                        to,
                        promotion: None,
                    });
                    out.push(Move::Normal {
                        from,
                        to,
                        promotion: Some(k),
                    });
                }
                crate::variant::ZoneChoice::Forced(k) => out.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(k),
                }),
            }
        } else {
            let promotion = v
                .forced_promotion(kind)
                .filter(|_| v.dead_cells(p, kind).contains(to));
            out.push(Move::Normal {
                from,
                to,
                promotion,
            });
        }
    }

    /// Appends every chain of jumps of `p`'s piece of kind `kind` on `from`: each jump passes
    /// over an adjacent enemy not yet jumped to an empty cell (the origin counts as empty), and
    /// a chain ends only where no further jump is possible (or after [`JumpPath::MAX`] jumps).
    /// Jumped pieces stay on the board until the chain ends, so they block landings.
    pub(crate) fn push_jumps(
        &self,
        v: &Variant,
        p: Player,
        kind: PieceKind,
        from: Cell,
        out: &mut Vec<Move>,
    ) {
        let dirs = v.jump_dirs(p, kind);
        let enemies = self.enemies(p);
        let mut empty = !self.occupied & v.board.all();
        empty.insert(from);
        let mut stack: Vec<(Cell, Bitboard, JumpPath, bool)> =
            vec![(from, Bitboard::EMPTY, JumpPath::default(), false)];
        let promo_cells = if v.promotion.kinds >> kind.0 & 1 != 0 {
            v.promotion.cells[p.index()]
        } else {
            Bitboard::EMPTY
        };
        while let Some((cur, jumped, path, promoted)) = stack.pop() {
            let mut more = false;
            if path.len() < JumpPath::MAX {
                let mut m = dirs;
                while m != 0 {
                    let d = m.trailing_zeros() as u8;
                    m &= m - 1;
                    if let Some((mid, land)) = v.jump(cur, d) {
                        if enemies.contains(mid) && !jumped.contains(mid) && empty.contains(land) {
                            more = true;
                            let mut j = jumped;
                            j.insert(mid);
                            stack.push((
                                land,
                                j,
                                path.push(d),
                                promoted || promo_cells.contains(land),
                            ));
                        }
                    }
                }
            }
            if more || path.is_empty() {
                continue;
            }
            let before = out.len();
            if promoted {
                for k in self.promotion_choices(v, p) {
                    out.push(Move::Jump {
                        from,
                        to: cur,
                        path: path.with_promotion(Some(k)),
                    });
                }
            }
            if out.len() == before {
                let forced = v
                    .forced_promotion(kind)
                    .filter(|_| v.dead_cells(p, kind).contains(cur));
                out.push(Move::Jump {
                    from,
                    to: cur,
                    path: path.with_promotion(forced),
                });
            }
        }
    }

    /// Whether neither side has the material to mate under `rules.insufficient-material`:
    /// every player has only royals, but for at most one piece of a listed kind.
    pub fn insufficient_material(&self, v: &Variant) -> bool {
        if !v.dead_draws || self.occupied.count() > 5 {
            return false;
        }
        let mut royals = Bitboard::EMPTY;
        let mut m = v.royal_kinds;
        while m != 0 {
            royals |= self.by_kind[m.trailing_zeros() as usize];
            m &= m - 1;
        }
        let mut others = self.occupied & !royals;
        match (others.next(), others.next()) {
            (None, _) => true,
            (Some(c), None) => {
                let k = decode(self.squares[c.index()]).kind;
                v.insufficient >> k.0 & 1 != 0
            }
            _ => false,
        }
    }

    /// Cells of the pieces a move removes from the board (several for a chain of jumps).
    pub fn captured_cells(&self, v: &Variant, m: Move) -> Bitboard {
        match m {
            Move::Jump { from, path, .. } => v
                .jump_steps(from, path)
                .into_iter()
                .map(|(c, _)| c)
                .collect(),
            Move::EnPassant { victim, .. } => Bitboard::from_iter([victim]),
            Move::Normal { to, .. } if self.occupied.contains(to) => Bitboard::from_iter([to]),
            _ => Bitboard::EMPTY,
        }
    }

    /// Keeps only the captures of `out[start..]` when the variant makes capturing compulsory
    /// and one of them captures.
    pub(crate) fn keep_compulsory(&self, v: &Variant, out: &mut Vec<Move>, start: usize) {
        if !v.rules.compulsory_capture {
            return;
        }
        if out[start..].iter().any(|&m| self.captured(v, m).is_some()) {
            let mut i = start;
            while i < out.len() {
                if self.captured(v, out[i]).is_none() {
                    out.swap_remove(i);
                } else {
                    i += 1;
                }
            }
        }
    }

    /// Appends the drops of the player to move: every kind in hand onto every empty cell from
    /// which it could move again.
    fn push_drops(&self, v: &Variant, out: &mut Vec<Move>) {
        if !v.has_drops() {
            return;
        }
        let p = self.turn;
        let empty = !self.occupied & v.board.all();
        for k in 0..v.kinds.len() {
            let kind = PieceKind(k as u8);
            if self.hand(p, kind) == 0 {
                continue;
            }
            for to in empty & !v.dead_cells(p, kind) {
                out.push(Move::Drop { kind, to });
            }
        }
    }

    /// Appends every pseudo-legal move (legal but for leaving one's royals attacked).
    pub fn pseudo_legal_moves(&self, v: &Variant, out: &mut Vec<Move>) {
        let p = self.turn;
        if v.rules.royal_capture && self.royals(v, p).is_empty() {
            // The royal was captured: the game is over.
            return;
        }
        let mine = self.by_player[p.index()];
        let enemies = self.enemies(p);
        let empty = !(self.occupied | self.marked);
        let specials = v.full_legality;
        for k in 0..v.kinds.len() {
            let bb = mine & self.by_kind[k];
            if bb.is_empty() {
                continue;
            }
            let kind = PieceKind(k as u8);
            let t = v.table(p, kind);
            for from in bb {
                let first = out.len();
                let targets =
                    (t.leap_quiet[from.index()] & empty) | (t.leap_capture[from.index()] & enemies);
                for to in targets {
                    self.push_normal(v, p, kind, from, to, out);
                }
                for r in &t.rides {
                    if !r.from.contains(from) || r.dropped_only && !self.dropped.contains(from) {
                        continue;
                    }
                    for (d, &x) in v.ray(from, r.ray).iter().enumerate() {
                        let d = d + 1;
                        if d > r.max as usize {
                            break;
                        }
                        let s = self.squares[x.index()];
                        if s != EMPTY {
                            if !r.ep_only
                                && d >= r.min as usize
                                && r.mode.captures()
                                && s < MARKER_BASE
                                && decode(s).player != p
                            {
                                self.push_normal(v, p, kind, from, x, out);
                            }
                            break;
                        }
                        if d < r.min as usize {
                            continue;
                        }
                        if r.en_passant && r.mode.captures() {
                            if let Some(ep) = self.ep {
                                if ep.player != p && ep.targets.contains(x) {
                                    out.push(Move::EnPassant {
                                        from,
                                        to: x,
                                        victim: ep.victim,
                                    });
                                }
                            }
                        }
                        if !r.ep_only && r.mode.moves() {
                            if r.en_passant && d >= 2 {
                                out.push(Move::DoubleStep { from, to: x });
                            } else {
                                self.push_normal(v, p, kind, from, x, out);
                            }
                        }
                    }
                }
                if t.turning {
                    dedup_tail(out, first);
                }
                if t.jump_dirs != 0 {
                    self.push_jumps(v, p, kind, from, out);
                }
                if specials {
                    if t.drag_holes > 0 {
                        self.push_drags(v, t, from, first, out);
                    }
                    if t.relocate != RelocateTarget::None {
                        self.push_relocations(v, t.relocate, from, out);
                    }
                }
            }
        }
        self.push_drops(v, out);
        self.push_castles(v, out);
    }

    /// Appends the drags of the dragging piece on `from`: from where it stands, and after each
    /// of its ordinary moves in `out[first..]` (that do not promote).
    #[inline(never)]
    fn push_drags(
        &self,
        v: &Variant,
        t: &crate::variant::MoveTable,
        from: Cell,
        first: usize,
        out: &mut Vec<Move>,
    ) {
        let end = out.len();
        self.push_drags_at(v, t, from, from, out);
        for i in first..end {
            if let Move::Normal {
                to,
                promotion: None,
                ..
            } = out[i]
            {
                self.push_drags_at(v, t, from, to, out);
            }
        }
    }

    /// Appends the drags of the piece that moved from `from` to `at` (`from == at`: it stays):
    /// along each of its drag rays from `at`, the first piece is dragged if it is an enemy's and
    /// exactly the piece's number of holes, no other marker and no piece lie between.
    fn push_drags_at(
        &self,
        v: &Variant,
        t: &crate::variant::MoveTable,
        from: Cell,
        at: Cell,
        out: &mut Vec<Move>,
    ) {
        let p = self.turn;
        for &r in &t.drag_rays {
            let mut holes = 0u8;
            for &x in v.ray(at, r) {
                let s = self.squares[x.index()];
                if s == EMPTY || x == from {
                    continue;
                }
                if s >= MARKER_BASE {
                    if !v.markers[usize::from(s - MARKER_BASE)].hole || holes == t.drag_holes {
                        break;
                    }
                    holes += 1;
                    continue;
                }
                if holes == t.drag_holes && decode(s).player != p {
                    out.push(Move::Drag {
                        from,
                        to: at,
                        victim: x,
                    });
                }
                break;
            }
        }
    }

    /// Appends the relocations of the piece on `from`: the first object on each of its 12
    /// lines, if it is of the kind the piece relocates, put on any vacant cell (an enemy piece
    /// never on a cell where it would have to promote or could never move).
    #[inline(never)]
    fn push_relocations(&self, v: &Variant, what: RelocateTarget, from: Cell, out: &mut Vec<Move>) {
        let p = self.turn;
        let vacant = self.vacant(v);
        for &r in &v.line_rays {
            let Some(&target) = v
                .ray(from, r)
                .iter()
                .find(|&&x| self.squares[x.index()] != EMPTY)
            else {
                continue;
            };
            let s = self.squares[target.index()];
            let allowed = match what {
                RelocateTarget::None => continue,
                RelocateTarget::Obstacle if s >= MARKER_BASE => vacant,
                RelocateTarget::Enemy if s < MARKER_BASE && decode(s).player != p => {
                    let victim = decode(s);
                    let mut barred = v.dead_cells(victim.player, victim.kind);
                    if v.promotion.kinds >> victim.kind.0 & 1 != 0 {
                        barred |= v.promotion.cells[victim.player.index()];
                    }
                    vacant & !barred
                }
                _ => continue,
            };
            for to in allowed {
                out.push(Move::Relocate { from, target, to });
            }
        }
    }

    /// The kinds `p` may promote into here: the variant's choices, in data order, less those
    /// `promotion.only-lost` rules out.
    fn promotion_choices<'a>(
        &'a self,
        v: &'a Variant,
        p: Player,
    ) -> impl Iterator<Item = PieceKind> + 'a {
        v.promotion
            .choices
            .iter()
            .copied()
            .filter(move |&k| v.may_promote_into(self, p, k))
    }

    /// Under `promotion.only-lost`: every pawn waiting on its owner's promotion cells becomes
    /// the first promotion choice its owner has lost, if any.
    fn promote_waiting(&mut self, v: &Variant) {
        for pi in 0..v.player_count() {
            let p = Player(pi as u8);
            for c in self.player_cells(p) & v.promotion.cells[pi] {
                let Some(piece) = self.piece_at(c) else {
                    continue;
                };
                if v.promotion.kinds >> piece.kind.0 & 1 == 0 {
                    continue;
                }
                let choice = self.promotion_choices(v, p).next();
                if let Some(k) = choice {
                    self.take(c);
                    self.put(c, Piece { player: p, kind: k });
                }
            }
        }
    }

    /// Plays a move without checking it. The move must come from this position's move list.
    ///
    /// In games that eliminate checkmated players, a player whose royal the next player
    /// attacks is then eliminated (and a player in check who passes is eliminated).
    pub fn play_unchecked(&mut self, v: &Variant, m: Move) {
        let p = self.turn;
        self.play_on_board(v, m);
        if v.promotion.only_lost {
            self.promote_waiting(v);
        }
        if v.rules.elimination == EliminationRule::AttackedByNext {
            let next = self.turn;
            // A player in check who can only pass is checkmated.
            if m == Move::Pass && self.in_check(v, p) {
                self.eliminate(p);
            }
            self.eliminate_attacked_by(v, next);
        }
    }

    /// Plays a move's changes to the board, hands, counters and turn; no eliminations.
    fn play_on_board(&mut self, v: &Variant, m: Move) {
        let p = self.turn;
        let mut irreversible = false;
        let mut new_ep = None;
        if self.castling.any() {
            // A royal or partner that moves, or is captured, loses its castling rights.
            let mut touched: Bitboard = [m.from(), m.to()].into_iter().flatten().collect();
            match m {
                Move::Castle { rook, .. } => touched.insert(rook),
                Move::Drag { victim, .. } => touched.insert(victim),
                Move::Relocate { target, .. } => touched = Bitboard::from_cell(target),
                _ => {}
            }
            if (self.castling & touched).any() {
                self.set_castling(self.castling & !touched);
            }
        }
        match m {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                if let Some(piece) = self.take(from) {
                    if let Some(victim) = self.take(to) {
                        self.add_to_hand(v, p, victim);
                        irreversible = true;
                    }
                    if v.is_pawn(piece.kind) {
                        irreversible = true;
                    }
                    let kind = promotion.unwrap_or(piece.kind);
                    self.put(
                        to,
                        Piece {
                            player: piece.player,
                            kind,
                        },
                    );
                }
            }
            Move::DoubleStep { from, to } => {
                if let Some(piece) = self.take(from) {
                    irreversible = true;
                    self.put(to, piece);
                    let a = v.board.hex(from);
                    let delta = to_hex(v, to).sub(a);
                    let g = gcd(delta.q.abs(), delta.r.abs()).max(1);
                    let unit = Hex::new(delta.q / g, delta.r / g);
                    let mut targets = Bitboard::EMPTY;
                    for i in 1..g {
                        if let Some(c) = v.board.at(a.add(unit.scale(i))) {
                            targets.insert(c);
                        }
                    }
                    new_ep = Some(EnPassant {
                        targets,
                        victim: to,
                        player: p,
                    });
                }
            }
            Move::EnPassant { from, to, victim } => {
                if let Some(piece) = self.take(from) {
                    if let Some(x) = self.take(victim) {
                        self.add_to_hand(v, p, x);
                    }
                    self.put(to, piece);
                    irreversible = true;
                }
            }
            Move::Jump { from, to, path } => {
                if let Some(piece) = self.take(from) {
                    for (mid, _) in v.jump_steps(from, path) {
                        if let Some(victim) = self.take(mid) {
                            self.add_to_hand(v, p, victim);
                        }
                    }
                    let kind = path.promotion().unwrap_or(piece.kind);
                    self.put(
                        to,
                        Piece {
                            player: piece.player,
                            kind,
                        },
                    );
                    irreversible = true;
                }
            }
            Move::Drop { kind, to } => {
                let n = self.hand(p, kind);
                self.set_hand(p, kind, n.saturating_sub(1));
                self.put(to, Piece { player: p, kind });
                if v.has_drop_only_moves(kind) {
                    self.mark_dropped(to);
                }
                irreversible = true;
            }
            Move::Castle {
                king,
                king_to,
                rook,
                rook_to,
            } => {
                let kp = self.take(king);
                let rp = self.take(rook);
                if let Some(kp) = kp {
                    self.put(king_to, kp);
                }
                if let Some(rp) = rp {
                    self.put(rook_to, rp);
                }
                // FIDE: castling does not reset the 50-move count (the lost rights already
                // keep earlier positions from repeating, through the hash).
            }
            Move::Drag { from, to, victim } => {
                if from != to {
                    if let Some(piece) = self.take(from) {
                        if let Some(x) = self.take(to) {
                            self.add_to_hand(v, p, x);
                        }
                        self.put(to, piece);
                    }
                }
                if let Some(x) = self.take(victim) {
                    self.add_to_hand(v, p, x);
                }
                irreversible = true;
            }
            Move::Relocate { target, to, .. } => {
                if let Some(k) = self.take_marker(target) {
                    self.put_marker(to, k);
                } else if let Some(piece) = self.take(target) {
                    self.put(to, piece);
                }
            }
            Move::Pass => {}
        }
        self.set_ep(new_ep);
        self.halfmove = if irreversible { 0 } else { self.halfmove + 1 };
        let next = self.next_live_player(v, p);
        if next.0 <= p.0 {
            self.fullmove += 1;
        }
        self.set_turn(next);
    }

    /// Puts a piece captured by `captor` into the captor's hand, in its in-hand form, when the
    /// variant has drops.
    fn add_to_hand(&mut self, v: &Variant, captor: Player, victim: Piece) {
        if v.has_drops() {
            let k = v.in_hand_kind(victim.kind);
            let n = self.hand(captor, k);
            self.set_hand(captor, k, n.saturating_add(1));
        }
    }

    /// Eliminates every live player other than `attacker` whose royal `attacker` attacks.
    fn eliminate_attacked_by(&mut self, v: &Variant, attacker: Player) {
        for q in 0..v.players.len() {
            let q = Player(q as u8);
            if q == attacker || self.is_eliminated(q) {
                continue;
            }
            let mut hit = false;
            for c in self.royals(v, q) {
                hit |= self.attacked_by(v, c, attacker);
            }
            if hit {
                self.eliminate(q);
            }
        }
    }

    /// Whether the player to move, having no other legal move, must pass: only in games that
    /// eliminate checkmated players while at least three are left.
    pub fn passes_when_stuck(&self, v: &Variant) -> bool {
        v.rules.elimination == EliminationRule::AttackedByNext && self.live_players(v) >= 3
    }

    /// The next player after `p` in turn order who is still in the game.
    pub fn next_live_player(&self, v: &Variant, p: Player) -> Player {
        let n = v.players.len();
        for i in 1..=n {
            let q = Player(((p.index() + i) % n) as u8);
            if !self.is_eliminated(q) {
                return q;
            }
        }
        p
    }

    /// Whether playing `m` would leave the mover's royals attacked.
    #[inline]
    pub fn leaves_royal_attacked(&self, v: &Variant, m: Move) -> bool {
        let mut after = self.clone();
        after.play_on_board(v, m);
        if v.rules.royal_capture
            && after.enemy_royals(v, self.turn) < self.enemy_royals(v, self.turn)
        {
            // Removing an enemy royal wins at once, whatever it leaves behind.
            return false;
        }
        after.in_check(v, self.turn)
    }

    /// Number of royal pieces of every player but `p`.
    fn enemy_royals(&self, v: &Variant, p: Player) -> u32 {
        (self.all_royals(v) & !self.by_player[p.index()]).count()
    }

    /// Whether the game is over because a player lost their (last) royal piece, under
    /// `rules.royal-capture`; returns that player.
    pub fn royal_lost(&self, v: &Variant) -> Option<Player> {
        if !v.rules.royal_capture {
            return None;
        }
        (0..v.players.len())
            .map(|i| Player(i as u8))
            .find(|&q| self.royals(v, q).is_empty())
    }

    /// Cells of `p`'s pieces that stand alone between one of `p`'s royals and an enemy rider
    /// that would attack the royal if they moved away.
    pub fn pinned(&self, v: &Variant, p: Player) -> Bitboard {
        let mut pinned = Bitboard::EMPTY;
        let royals = self.royals(v, p);
        for o in 0..v.players.len() {
            let o = Player(o as u8);
            if o == p || self.is_eliminated(o) {
                continue;
            }
            for r in royals {
                for ra in &v.ride_attacks[o.index()] {
                    let mut blocker = None;
                    for (d, &x) in v.ray(r, ra.back_ray).iter().enumerate() {
                        let s = self.squares[x.index()];
                        if s == EMPTY {
                            continue;
                        }
                        let piece = decode(s);
                        match blocker {
                            None if piece.player == p => blocker = Some(x),
                            None => break,
                            Some(b) => {
                                if piece.player == o {
                                    let d = d + 1;
                                    if ra.kinds.iter().any(|&(k, min, max, from)| {
                                        k == piece.kind
                                            && d >= min as usize
                                            && d <= max as usize
                                            && from.contains(x)
                                    }) {
                                        pinned.insert(b);
                                    }
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }
        pinned
    }

    /// Cells whose pieces' moves must be played out to test legality: every cell when in
    /// check or when the variant's rules defeat the shortcut, else royals and pinned pieces.
    #[inline]
    pub(crate) fn legality_suspects(&self, v: &Variant, in_check: bool) -> Bitboard {
        if in_check || v.full_legality {
            !Bitboard::EMPTY
        } else {
            self.royals(v, self.turn) | self.pinned(v, self.turn)
        }
    }

    /// Appends every legal move.
    pub fn legal_moves_into(&self, v: &Variant, out: &mut Vec<Move>) {
        let start = out.len();
        self.pseudo_legal_moves(v, out);
        let me = self.turn;
        let royals = self.royals(v, me);
        if royals.is_empty() {
            self.keep_compulsory(v, out, start);
            if out.len() == start && self.passes_when_stuck(v) {
                out.push(Move::Pass);
            }
            return;
        }
        let in_check = self.in_check(v, me);
        self.retain_safe(v, in_check, out, start);
        self.keep_compulsory(v, out, start);
        if out.len() == start && self.passes_when_stuck(v) {
            out.push(Move::Pass);
        }
    }

    /// Removes from `out[start..]` the moves that leave a royal of the side to move attacked
    /// (`in_check`: whether one is attacked now). Only moves of royals or pinned pieces, en
    /// passant and the like, or any move when in check, can expose a royal; the rest are kept
    /// without playing them. A piece put on an empty cell can only block lines, whatever its
    /// kind: a drop is legal only when not in check or when it blocks, so the test of one drop
    /// on a cell answers for every kind dropped there.
    pub(crate) fn retain_safe(
        &self,
        v: &Variant,
        in_check: bool,
        out: &mut Vec<Move>,
        start: usize,
    ) {
        let suspects = self.legality_suspects(v, in_check);
        let (mut drops_tested, mut drops_safe) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let mut i = start;
        while i < out.len() {
            let m = out[i];
            let exposes = match m {
                Move::Normal { from, .. } | Move::DoubleStep { from, .. } => {
                    suspects.contains(from) && self.leaves_royal_attacked(v, m)
                }
                Move::Drop { to, .. } if in_check => {
                    if !drops_tested.contains(to) {
                        drops_tested.insert(to);
                        if !self.leaves_royal_attacked(v, m) {
                            drops_safe.insert(to);
                        }
                    }
                    !drops_safe.contains(to)
                }
                Move::Drop { .. } => false,
                _ => self.leaves_royal_attacked(v, m),
            };
            if exposes {
                out.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Every legal move.
    pub fn legal_moves(&self, v: &Variant) -> Vec<Move> {
        let mut out = Vec::with_capacity(128);
        self.legal_moves_into(v, &mut out);
        out
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, v: &Variant, m: Move) -> bool {
        if m == Move::Pass {
            return self.legal_moves(v) == [Move::Pass];
        }
        if v.rules.compulsory_capture {
            return self.legal_moves(v).contains(&m);
        }
        let mut pseudo = Vec::with_capacity(128);
        self.pseudo_legal_moves(v, &mut pseudo);
        pseudo.contains(&m) && !self.leaves_royal_attacked(v, m)
    }

    /// Whether the side to move has at least one legal move.
    ///
    /// In games that eliminate checkmated players, a player with three or more left in the
    /// game always has one: passing, when nothing else is legal.
    pub fn has_legal_move(&self, v: &Variant) -> bool {
        if self.passes_when_stuck(v) {
            return true;
        }
        let mut pseudo = Vec::with_capacity(128);
        self.pseudo_legal_moves(v, &mut pseudo);
        pseudo.iter().any(|&m| !self.leaves_royal_attacked(v, m))
    }

    /// The piece a move would capture, if any.
    pub fn captured(&self, v: &Variant, m: Move) -> Option<Piece> {
        match m {
            Move::Normal { to, .. } => self.piece_at(to),
            Move::EnPassant { victim, .. } => self.piece_at(victim),
            // The first piece jumped (see [`Position::captured_cells`] for all of them).
            Move::Jump { from, path, .. } => v
                .jump(from, path.dir(0))
                .and_then(|(mid, _)| self.piece_at(mid)),
            Move::Drag { from, to, .. } if from != to => self.piece_at(to),
            _ => None,
        }
    }

    /// The piece a move drags off the board (its second action), if any.
    pub fn dragged(&self, m: Move) -> Option<Piece> {
        match m {
            Move::Drag { victim, .. } => self.piece_at(victim),
            _ => None,
        }
    }

    /// Whether a move captures or drags anything.
    #[inline]
    pub fn removes_piece(&self, v: &Variant, m: Move) -> bool {
        self.captured(v, m).is_some() || matches!(m, Move::Drag { .. })
    }

    /// The position after a legal move.
    pub fn after(&self, v: &Variant, m: Move) -> Position {
        let mut p = self.clone();
        p.play_unchecked(v, m);
        p
    }

    /// Counts leaf nodes of the legal move tree to `depth` (bulk-counting the last ply).
    pub fn perft(&self, v: &Variant, depth: u32) -> u64 {
        let mut bufs: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(256)).collect();
        self.perft_inner(v, depth, &mut bufs)
    }

    fn perft_inner(&self, v: &Variant, depth: u32, bufs: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let (buf, rest) = bufs.split_first_mut().expect("one buffer per ply");
        buf.clear();
        self.legal_moves_into(v, buf);
        if depth == 1 {
            return buf.len() as u64;
        }
        let mut n = 0;
        for &m in buf.iter() {
            let child = self.after(v, m);
            n += child.perft_inner(v, depth - 1, rest);
        }
        n
    }
}

/// Removes repeated moves from `out[first..]` (a turning rider reaches some cells by two
/// paths), keeping the first of each.
pub(crate) fn dedup_tail(out: &mut Vec<Move>, first: usize) {
    let mut i = first;
    while i < out.len() {
        if out[first..i].contains(&out[i]) {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}

fn to_hex(v: &Variant, c: Cell) -> Hex {
    v.board.hex(c)
}

fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Eliminates a player: their pieces leave the board (used by N-player rules).
impl Position {
    /// Removes every piece of `p` and marks `p` as out of the game.
    pub fn eliminate(&mut self, p: Player) {
        for c in self.by_player[p.index()] {
            self.take(c);
        }
        for k in 0..MAX_KINDS {
            self.set_hand(p, PieceKind(k as u8), 0);
        }
        self.eliminated |= 1 << p.0;
        self.hash ^= zobrist::eliminated(p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Library;

    /// A mate by `kind` and its royal against a lone royal, tried on every placement, as the
    /// state text of the mated position.
    fn lone_royal_mate(v: &Variant, kind: PieceKind) -> Option<String> {
        let king = (0..v.kinds.len())
            .map(|k| PieceKind(k as u8))
            .find(|&k| v.is_royal(k))?;
        let cells: Vec<Cell> = v.board.cells().collect();
        for strong in [Player(0), Player(1)] {
            let weak = Player(1 - strong.0);
            let mut pos = Position::empty();
            pos.set_turn(weak);
            for &lone in &cells {
                pos.put(
                    lone,
                    Piece {
                        player: weak,
                        kind: king,
                    },
                );
                for &wk in cells.iter().filter(|&&c| c != lone) {
                    pos.put(
                        wk,
                        Piece {
                            player: strong,
                            kind: king,
                        },
                    );
                    if !pos.attacked_by(v, wk, weak) {
                        for &x in cells.iter().filter(|&&c| c != lone && c != wk) {
                            pos.put(
                                x,
                                Piece {
                                    player: strong,
                                    kind,
                                },
                            );
                            if pos.attacked_by(v, lone, strong) && !pos.has_legal_move(v) {
                                return Some(pos.to_text(v));
                            }
                            pos.take(x);
                        }
                    }
                    pos.take(wk);
                }
                pos.take(lone);
            }
        }
        None
    }

    /// A kind listed in `rules.insufficient-material` can never mate with its royal's help
    /// (every placement is tried), so the draw never cuts off a win. FIDE's minor pieces are
    /// not dead on hex boards with corners: the same search finds their mates.
    #[test]
    fn listed_insufficient_material_cannot_mate() {
        let lib = Library::builtin().expect("data");
        let mut ruled = 0;
        for v in lib.variants().filter(|v| v.dead_draws) {
            ruled += 1;
            for k in (0..v.kinds.len()).filter(|&k| v.insufficient >> k & 1 != 0) {
                let kind = PieceKind(k as u8);
                let mate = lone_royal_mate(v, kind);
                assert!(
                    mate.is_none(),
                    "{}: {} mates: {mate:?}",
                    v.id,
                    v.kind(kind).id
                );
            }
        }
        assert!(ruled > 0);
        let v = lib.get("mccooey").expect("mccooey");
        for id in ["bishop", "knight"] {
            let k = v.kind_by_name(id).expect("piece");
            assert!(lone_royal_mate(v, k).is_some(), "{id} mates in a corner");
        }
    }

    /// The variant's start, or for a variant without one (`setup-required`) the first
    /// position of its perft fixture.
    fn start_or_fixture(v: &Variant) -> Position {
        if v.setup_required.is_none() {
            return Position::start(v).expect("start");
        }
        let path = format!("{}/tests/perft/{}.perft", env!("CARGO_MANIFEST_DIR"), v.id);
        let text = std::fs::read_to_string(&path).expect("a perft fixture");
        let fen = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("fen "))
            .expect("a fen line");
        Position::from_text(v, fen).expect("fixture position")
    }

    /// The pin shortcut gives exactly the moves that full make-and-test gives.
    #[test]
    fn fast_legality_matches_full_test_on_random_games() {
        let lib = Library::builtin().expect("data");
        for v in lib.variants() {
            let mut seed = 0x2545_F491_4F6C_DD1Du64;
            for _game in 0..30 {
                let mut pos = start_or_fixture(v);
                for _ply in 0..80 {
                    let fast = pos.legal_moves(v);
                    let mut slow = Vec::new();
                    pos.pseudo_legal_moves(v, &mut slow);
                    slow.retain(|&m| !pos.leaves_royal_attacked(v, m));
                    pos.keep_compulsory(v, &mut slow, 0);
                    if slow.is_empty() && pos.passes_when_stuck(v) {
                        slow.push(Move::Pass);
                    }
                    // The state text round-trips, hands and drop marks included.
                    let text = pos.to_text(v);
                    let back = Position::from_text(v, &text)
                        .unwrap_or_else(|e| panic!("{}: {text}: {e}", v.id));
                    assert_eq!(back.hash(), pos.hash(), "{}: {text}", v.id);
                    let mut a: Vec<String> = fast.iter().map(|m| format!("{m:?}")).collect();
                    let mut b: Vec<String> = slow.iter().map(|m| format!("{m:?}")).collect();
                    a.sort();
                    b.sort();
                    assert_eq!(a, b, "{}: {}", v.id, pos.to_text(v));
                    if fast.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos = pos.after(v, fast[(seed % fast.len() as u64) as usize]);
                }
            }
        }
    }
}
