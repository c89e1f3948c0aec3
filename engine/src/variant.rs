//! A compiled variant: board, pieces, players and rules turned into fast tables.

use crate::bitboard::Bitboard;
use crate::board::{Board, Cell};
use crate::data::{MetadataFile, RulesFile, VariantFile};
use crate::geometry::{angle_diff, leap_images, named_direction, Hex};
use crate::piece::{Mode, PieceDef, PieceKind, Player, MAX_KINDS, MAX_PLAYERS};
use std::collections::BTreeMap;
use std::fmt;

/// A player's seat as compiled from the variant file.
#[derive(Debug, Clone)]
pub struct PlayerDef {
    /// Name, e.g. `White`.
    pub name: String,
    /// Letter naming the player in the state text.
    pub char: char,
    /// Forward direction.
    pub forward: Hex,
    /// Army colours `[fill, outline]`.
    pub colours: [String; 2],
    /// Named cell sets.
    pub cells: BTreeMap<String, Bitboard>,
}

/// A piece kind as compiled for one variant.
#[derive(Debug, Clone)]
pub struct KindDef {
    /// Id in `pieces.toml`.
    pub id: String,
    /// The definition.
    pub def: PieceDef,
    /// Value in pawns (variant override or the piece's default).
    pub value: f64,
    /// Image id.
    pub glyph: String,
}

/// A sliding or restricted atom, compiled for one player.
#[derive(Debug, Clone)]
pub(crate) struct Ride {
    pub ray: u16,
    pub min: u8,
    pub max: u8,
    pub mode: Mode,
    pub from: Bitboard,
    pub en_passant: bool,
    /// Only used for en passant captures (its normal captures are in the leap tables).
    pub ep_only: bool,
}

/// Movement tables of one (player, kind).
#[derive(Debug, Clone, Default)]
pub(crate) struct MoveTable {
    /// Per cell: plain leap targets usable to move to an empty cell.
    pub leap_quiet: Vec<Bitboard>,
    /// Per cell: plain leap targets usable to capture.
    pub leap_capture: Vec<Bitboard>,
    /// Per cell: cells from which this piece captures onto the cell by a plain leap.
    pub leap_attackers: Vec<Bitboard>,
    /// Rides and restricted leaps.
    pub rides: Vec<Ride>,
    /// Per cell: every cell reachable on an empty board (for error messages and diagrams).
    pub reach: Vec<Bitboard>,
}

/// An entry of the reverse ride table: pieces that capture along vector `ray`.
#[derive(Debug, Clone)]
pub(crate) struct RideAttack {
    /// Ray index of the reversed vector, walked from the attacked cell.
    pub back_ray: u16,
    /// (kind, min, max, from) of attackers along it.
    pub kinds: Vec<(PieceKind, u8, u8, Bitboard)>,
}

/// The promotion rule.
#[derive(Debug, Clone, Default)]
pub struct Promotion {
    /// Kinds that promote (bit per kind).
    pub kinds: u32,
    /// Per player: promotion cells.
    pub cells: [Bitboard; MAX_PLAYERS],
    /// Kinds they may become, in the order of the data file.
    pub choices: Vec<PieceKind>,
}

/// A compiled variant.
#[derive(Clone)]
pub struct Variant {
    /// Id (file stem), e.g. `glinski`.
    pub id: String,
    /// Human name.
    pub name: String,
    /// The board.
    pub board: Board,
    /// Piece kinds, indexed by [`PieceKind`].
    pub kinds: Vec<KindDef>,
    /// Players in turn order.
    pub players: Vec<PlayerDef>,
    /// Draw and stalemate rules.
    pub rules: RulesFile,
    /// Promotion rule.
    pub promotion: Promotion,
    /// Alternative letters by language.
    pub aliases: BTreeMap<String, BTreeMap<char, PieceKind>>,
    /// Metadata: rules text, source, author.
    pub metadata: MetadataFile,
    /// Starting position in the state text format.
    pub setup: String,
    pub(crate) tables: Vec<MoveTable>,
    /// Ray table: `rays[ray_offsets[cell * nvec + v] ..]` lists cells along vector `v`.
    pub(crate) ray_cells: Vec<Vec<Cell>>,
    pub(crate) vectors: Vec<Hex>,
    pub(crate) ride_attacks: Vec<Vec<RideAttack>>,
    pub(crate) royal_kinds: u32,
    pub(crate) pawn_kinds: u32,
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({})", self.id)
    }
}

type CompileError = (String, String);

impl Variant {
    /// Compiles a (merged) variant file against its board and the piece library.
    ///
    /// # Errors
    /// `(key, problem)` for the first semantic problem found.
    pub fn compile(
        id: &str,
        vf: &VariantFile,
        board: Board,
        library: &BTreeMap<String, PieceDef>,
    ) -> Result<Variant, CompileError> {
        let err = |k: &str, m: String| (k.to_string(), m);
        if vf.players.is_empty() || vf.players.len() > MAX_PLAYERS {
            return Err(err(
                "players",
                format!(
                    "a variant seats 1 to {MAX_PLAYERS} players, not {}",
                    vf.players.len()
                ),
            ));
        }
        if vf.pieces.is_empty() || vf.pieces.len() > MAX_KINDS {
            return Err(err(
                "pieces",
                format!("a variant uses 1 to {MAX_KINDS} piece kinds"),
            ));
        }
        let mut kinds = Vec::new();
        for (i, pid) in vf.pieces.iter().enumerate() {
            let Some(def) = library.get(pid) else {
                return Err(err(
                    &format!("pieces[{i}]"),
                    format!("unknown piece '{pid}' (not in pieces.toml)"),
                ));
            };
            if let Some(other) = kinds.iter().find(|k: &&KindDef| k.def.letter == def.letter) {
                return Err(err(
                    &format!("pieces[{i}]"),
                    format!(
                        "letter '{}' of '{pid}' is already used by '{}'",
                        def.letter, other.id
                    ),
                ));
            }
            let value = vf.values.get(pid).copied().unwrap_or(def.value);
            kinds.push(KindDef {
                id: pid.clone(),
                def: def.clone(),
                value,
                glyph: def
                    .glyph
                    .clone()
                    .unwrap_or_else(|| def.name.to_ascii_lowercase()),
            });
        }
        for k in vf.values.keys() {
            if !vf.pieces.contains(k) {
                return Err(err(
                    &format!("values.{k}"),
                    format!("'{k}' is not one of this variant's pieces"),
                ));
            }
        }
        let mut players = Vec::new();
        for (i, p) in vf.players.iter().enumerate() {
            let forward = parse_direction(&p.forward).ok_or_else(|| {
                err(
                    &format!("players[{i}].forward"),
                    format!(
                        "'{}' is not a direction (N, NNE, NE, ... or [q, r])",
                        p.forward
                    ),
                )
            })?;
            if !p.char.is_ascii_lowercase() {
                return Err(err(
                    &format!("players[{i}].char"),
                    "must be one lower-case letter".into(),
                ));
            }
            if players.iter().any(|q: &PlayerDef| q.char == p.char) {
                return Err(err(
                    &format!("players[{i}].char"),
                    format!("'{}' is used twice", p.char),
                ));
            }
            let mut cells = BTreeMap::new();
            for (name, list) in &p.cells {
                let set = board
                    .parse_cells(list)
                    .map_err(|e| err(&format!("players[{i}].cells.{name}"), e.to_string()))?;
                cells.insert(name.clone(), set.into_iter().collect());
            }
            players.push(PlayerDef {
                name: p.name.clone(),
                char: p.char,
                forward,
                colours: p.colours.clone(),
                cells,
            });
        }
        let kind_of = |pid: &str| {
            vf.pieces
                .iter()
                .position(|p| p == pid)
                .map(|i| PieceKind(i as u8))
        };
        let mut promotion = Promotion::default();
        if let Some(pr) = &vf.promotion {
            for (i, pid) in pr.pieces.iter().enumerate() {
                let k = kind_of(pid).ok_or_else(|| {
                    err(
                        &format!("promotion.pieces[{i}]"),
                        format!("'{pid}' is not one of this variant's pieces"),
                    )
                })?;
                promotion.kinds |= 1 << k.0;
            }
            for (i, pid) in pr.choices.iter().enumerate() {
                let k = kind_of(pid).ok_or_else(|| {
                    err(
                        &format!("promotion.choices[{i}]"),
                        format!("'{pid}' is not one of this variant's pieces"),
                    )
                })?;
                if kinds[k.index()].def.royal {
                    return Err(err(
                        &format!("promotion.choices[{i}]"),
                        format!("cannot promote to the royal piece '{pid}'"),
                    ));
                }
                promotion.choices.push(k);
            }
            if promotion.choices.is_empty() {
                return Err(err("promotion.choices", "needs at least one piece".into()));
            }
            for (pi, p) in players.iter().enumerate() {
                let set = p.cells.get(&pr.cells).ok_or_else(|| {
                    err(
                        &format!("players[{pi}].cells"),
                        format!("no cell set '{}' named by promotion.cells", pr.cells),
                    )
                })?;
                promotion.cells[pi] = *set;
            }
        }
        let mut aliases = BTreeMap::new();
        for (lang, map) in &vf.aliases {
            let mut m = BTreeMap::new();
            for (letter, pid) in map {
                let mut ch = letter.chars();
                let (Some(c), None) = (ch.next(), ch.next()) else {
                    return Err(err(
                        &format!("aliases.{lang}.{letter}"),
                        "an alias is one letter".into(),
                    ));
                };
                let k = kind_of(pid).ok_or_else(|| {
                    err(
                        &format!("aliases.{lang}.{letter}"),
                        format!("'{pid}' is not one of this variant's pieces"),
                    )
                })?;
                m.insert(c.to_ascii_uppercase(), k);
            }
            aliases.insert(lang.clone(), m);
        }

        // Vector and ray tables.
        let mut vectors: Vec<Hex> = Vec::new();
        let mut tables = Vec::new();
        let n = board.len();
        let mut royal_kinds = 0u32;
        let mut pawn_kinds = 0u32;
        for (ki, k) in kinds.iter().enumerate() {
            if k.def.royal {
                royal_kinds |= 1 << ki;
            }
            if k.def.pawn {
                pawn_kinds |= 1 << ki;
            }
        }
        for (pi, p) in players.iter().enumerate() {
            let fwd = p.forward.angle();
            for k in kinds.iter() {
                let mut t = MoveTable {
                    leap_quiet: vec![Bitboard::EMPTY; n],
                    leap_capture: vec![Bitboard::EMPTY; n],
                    leap_attackers: vec![Bitboard::EMPTY; n],
                    rides: Vec::new(),
                    reach: vec![Bitboard::EMPTY; n],
                };
                for (ai, a) in k.def.moves.iter().enumerate() {
                    let key = format!("pieces.{}.moves[{ai}]", k.id);
                    let [la, lb] = a.base_leap().map_err(|e| err(&key, e))?;
                    let ranges = a.angle_ranges().map_err(|e| err(&key, e))?;
                    let from = match &a.from {
                        None => board.all(),
                        Some(name) => *p.cells.get(name).ok_or_else(|| {
                            err(
                                &format!("players[{pi}].cells"),
                                format!("piece '{}' needs a cell set '{name}'", k.id),
                            )
                        })?,
                    };
                    for v in leap_images(la, lb) {
                        let rel = angle_diff(v.angle(), fwd);
                        if !ranges.iter().any(|&(lo, hi)| rel >= lo && rel <= hi) {
                            continue;
                        }
                        let plain = a.range == 1 && a.min == 1 && a.from.is_none();
                        if plain {
                            for c in board.cells() {
                                if let Some(t2) = board.offset(c, v) {
                                    if a.mode.moves() {
                                        t.leap_quiet[c.index()].insert(t2);
                                    }
                                    if a.mode.captures() {
                                        t.leap_capture[c.index()].insert(t2);
                                        t.leap_attackers[t2.index()].insert(c);
                                    }
                                    t.reach[c.index()].insert(t2);
                                }
                            }
                        } else {
                            let vi = match vectors.iter().position(|&w| w == v) {
                                Some(i) => i,
                                None => {
                                    vectors.push(v);
                                    vectors.len() - 1
                                }
                            };
                            let max = if a.range == 0 {
                                255
                            } else {
                                a.range.min(255) as u8
                            };
                            t.rides.push(Ride {
                                ray: vi as u16,
                                min: a.min.min(255) as u8,
                                max,
                                mode: a.mode,
                                from,
                                en_passant: a.en_passant,
                                ep_only: false,
                            });
                        }
                        if a.en_passant && a.mode.captures() && plain {
                            // En passant captures go through the generic path too.
                            let vi = match vectors.iter().position(|&w| w == v) {
                                Some(i) => i,
                                None => {
                                    vectors.push(v);
                                    vectors.len() - 1
                                }
                            };
                            t.rides.push(Ride {
                                ray: vi as u16,
                                min: 1,
                                max: 1,
                                mode: Mode::Capture,
                                from,
                                en_passant: true,
                                ep_only: true,
                            });
                        }
                    }
                }
                tables.push(t);
            }
        }
        // Add reverse vectors so attack lookups can walk back along any ride.
        let base_len = vectors.len();
        for i in 0..base_len {
            let back = vectors[i].scale(-1);
            if !vectors.contains(&back) {
                vectors.push(back);
            }
        }
        let nv = vectors.len();
        let mut ray_cells = vec![Vec::new(); n * nv];
        for c in board.cells() {
            for (vi, &v) in vectors.iter().enumerate() {
                let mut cur = c;
                let mut list = Vec::new();
                while let Some(next) = board.offset(cur, v) {
                    list.push(next);
                    cur = next;
                }
                ray_cells[c.index() * nv + vi] = list;
            }
        }
        // Reach of rides on an empty board.
        for t in tables.iter_mut() {
            for c in board.cells() {
                for r in &t.rides {
                    if !r.from.contains(c) || r.ep_only {
                        continue;
                    }
                    for (d, &x) in ray_cells[c.index() * nv + r.ray as usize]
                        .iter()
                        .enumerate()
                    {
                        let d = d + 1;
                        if d > r.max as usize {
                            break;
                        }
                        if d >= r.min as usize {
                            t.reach[c.index()].insert(x);
                        }
                    }
                }
            }
        }
        // Reverse ride table per player.
        let nk = kinds.len();
        let mut ride_attacks = Vec::new();
        for pi in 0..players.len() {
            let mut list: Vec<RideAttack> = Vec::new();
            for ki in 0..nk {
                for r in &tables[pi * nk + ki].rides {
                    if !r.mode.captures() || r.ep_only {
                        continue;
                    }
                    let back = vectors[r.ray as usize].scale(-1);
                    let bi = vectors.iter().position(|&w| w == back).unwrap_or(0) as u16;
                    let entry = match list.iter_mut().position(|e| e.back_ray == bi) {
                        Some(i) => &mut list[i],
                        None => {
                            list.push(RideAttack {
                                back_ray: bi,
                                kinds: Vec::new(),
                            });
                            let last = list.len() - 1;
                            &mut list[last]
                        }
                    };
                    entry
                        .kinds
                        .push((PieceKind(ki as u8), r.min, r.max, r.from));
                }
            }
            ride_attacks.push(list);
        }
        Ok(Variant {
            id: id.to_string(),
            name: vf.name.clone(),
            board,
            kinds,
            players,
            rules: vf.rules.clone(),
            promotion,
            aliases,
            metadata: vf.metadata.clone(),
            setup: vf.setup.clone(),
            tables,
            ray_cells,
            vectors,
            ride_attacks,
            royal_kinds,
            pawn_kinds,
        })
    }

    /// Number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The player after `p` in turn order (ignoring eliminations).
    pub fn next_player(&self, p: Player) -> Player {
        Player(((p.index() + 1) % self.players.len()) as u8)
    }

    /// The kind with this letter (case-insensitive), if any.
    pub fn kind_by_letter(&self, letter: char) -> Option<PieceKind> {
        let l = letter.to_ascii_uppercase();
        self.kinds
            .iter()
            .position(|k| k.def.letter == l)
            .map(|i| PieceKind(i as u8))
    }

    /// The kind with this id or name (case-insensitive), or letter.
    pub fn kind_by_name(&self, name: &str) -> Option<PieceKind> {
        let n = name.trim().to_ascii_lowercase();
        if let Some(i) = self
            .kinds
            .iter()
            .position(|k| k.id == n || k.def.name.to_ascii_lowercase() == n)
        {
            return Some(PieceKind(i as u8));
        }
        let mut ch = n.chars();
        match (ch.next(), ch.next()) {
            (Some(c), None) => self.kind_by_letter(c),
            _ => None,
        }
    }

    /// The compiled definition of a kind.
    pub fn kind(&self, k: PieceKind) -> &KindDef {
        &self.kinds[k.index()]
    }

    /// Whether a kind is royal.
    #[inline]
    pub fn is_royal(&self, k: PieceKind) -> bool {
        self.royal_kinds >> k.0 & 1 != 0
    }

    /// Whether a kind is pawn-like.
    #[inline]
    pub fn is_pawn(&self, k: PieceKind) -> bool {
        self.pawn_kinds >> k.0 & 1 != 0
    }

    #[inline]
    pub(crate) fn table(&self, p: Player, k: PieceKind) -> &MoveTable {
        &self.tables[p.index() * self.kinds.len() + k.index()]
    }

    #[inline]
    pub(crate) fn ray(&self, c: Cell, ray: u16) -> &[Cell] {
        &self.ray_cells[c.index() * self.vectors.len() + ray as usize]
    }

    /// Cells a piece reaches from `c` on an empty board (for diagrams and error reasons).
    pub fn reach(&self, p: Player, k: PieceKind, c: Cell) -> Bitboard {
        self.table(p, k).reach[c.index()]
    }

    /// A player's named cell set (empty if the variant has none of that name).
    pub fn cell_set(&self, p: Player, name: &str) -> Bitboard {
        self.players[p.index()]
            .cells
            .get(name)
            .copied()
            .unwrap_or_default()
    }
}

fn parse_direction(s: &str) -> Option<Hex> {
    if let Some(h) = named_direction(s.trim()) {
        return Some(h);
    }
    let t = s.trim().trim_start_matches('[').trim_end_matches(']');
    let mut it = t.split(',').map(|x| x.trim().parse::<i32>());
    match (it.next(), it.next(), it.next()) {
        (Some(Ok(q)), Some(Ok(r)), None) if (q, r) != (0, 0) => Some(Hex::new(q, r)),
        _ => None,
    }
}
