//! A compiled variant: board, pieces, players and rules turned into fast tables.

use crate::bitboard::Bitboard;
use crate::board::{Board, Cell};
use crate::files::{EliminationRule, MetadataFile, RulesFile, VariantFile};
use crate::geometry::{angle_diff, leap_images, named_direction, Hex};
use crate::piece::{Mode, PieceDef, PieceKind, Player, MAX_KINDS, MAX_PLAYERS};

/// The largest number of marker kinds a variant may use.
pub const MAX_MARKERS: usize = 8;
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

/// A kind of neutral board marker as compiled from `[[markers]]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkerDef {
    /// Id, e.g. `hole`.
    pub id: String,
    /// Display name, e.g. `Hole`.
    pub name: String,
    /// Character in the state text.
    pub symbol: char,
    /// Whether dragging pieces count it as a hole (otherwise it is a barrier).
    pub hole: bool,
}

/// What a relocating piece may move instead of moving itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RelocateTarget {
    /// Nothing: the piece has no relocate ability.
    #[default]
    None,
    /// The first marker on one of its lines.
    Obstacle,
    /// The first enemy piece on one of its lines.
    Enemy,
}

/// An entry of the reverse drag table: pieces that drag along the reverse of `back_ray`.
#[derive(Debug, Clone)]
pub(crate) struct DragAttack {
    /// Ray walked from the dragged cell toward the dragger.
    pub back_ray: u16,
    /// Kinds dragging along it (bit per kind) with their hole count.
    pub kinds: Vec<(PieceKind, u8)>,
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
    /// Only for a piece dropped and not moved since.
    pub dropped_only: bool,
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
    /// Whether some ride turns (two paths may reach one cell, so moves need deduplication).
    pub turning: bool,
    /// Per cell: every cell reachable on an empty board (for error messages and diagrams).
    pub reach: Vec<Bitboard>,
    /// Cells from which the piece has no non-capturing move even on an empty board.
    pub dead: Bitboard,
    /// Jump directions (bit per index into [`Variant::jump_vectors`]).
    pub jump_dirs: u8,
    /// Rays along which the piece drags (its straight rider directions); empty if it cannot.
    pub drag_rays: Vec<u16>,
    /// Holes a drag must pass through exactly.
    pub drag_holes: u8,
    /// Relocate ability.
    pub relocate: RelocateTarget,
}

/// The shape of a ride: a first step and a turn of `turn` × 60° (anticlockwise) at each
/// cell after it; `turn = 0` is a straight line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Path {
    pub v: Hex,
    pub turn: i8,
}

impl Path {
    const fn straight(v: Hex) -> Path {
        Path { v, turn: 0 }
    }

    /// The path walked backwards from any of its cells is a turning path of the opposite sense
    /// (its first step depends on the length, so a turning atom must use all six rotations).
    const fn back(self) -> Path {
        Path {
            v: self.v.scale(-1),
            turn: -self.turn,
        }
    }

    /// The index of `self` in `list`, added if missing.
    fn index_in(self, list: &mut Vec<Path>) -> usize {
        match list.iter().position(|&w| w == self) {
            Some(i) => i,
            None => {
                list.push(self);
                list.len() - 1
            }
        }
    }
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
    /// Only into kinds the player has lost (`promotion.only-lost`).
    pub only_lost: bool,
    /// Per player, per kind: how many the start array has (set when the variant is loaded;
    /// what "lost" is measured against).
    pub army: Vec<Vec<u8>>,
}

/// Shogi-style zone promotion (see [`crate::files::ZonePromotionFile`]).
#[derive(Debug, Clone, Default)]
pub struct ZonePromotion {
    /// Per player: the promotion zone.
    pub cells: [Bitboard; MAX_PLAYERS],
    /// Per kind: the kind it may become, if any.
    pub target: Vec<Option<PieceKind>>,
}

/// Whether and how a move promotes under the zone rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZoneChoice {
    /// The move cannot promote.
    None,
    /// The move may promote to this kind or stay unpromoted.
    Optional(PieceKind),
    /// The move must promote to this kind (the piece would have no further move).
    Forced(PieceKind),
}

/// The castling rule (see [`crate::files::CastlingFile`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Castling {
    /// Kinds the royal may castle with (bit per kind).
    pub partners: u32,
    /// Cells the royal moves.
    pub steps: u8,
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
    /// Optional (Shogi-style) zone promotion rule.
    pub zone_promotion: ZonePromotion,
    /// Castling rule, if the variant has castling.
    pub castling: Option<Castling>,
    /// Alternative letters by language.
    pub aliases: BTreeMap<String, BTreeMap<char, PieceKind>>,
    /// Metadata: rules text, source, author.
    pub metadata: MetadataFile,
    /// Starting position in the state text format; empty when [`Variant::setup_required`] is
    /// set.
    pub setup: String,
    /// Why the variant has no start array, when it has none: its games start only from a
    /// position the players give (`Position::start` answers
    /// [`crate::SetupError::SetupRequired`]).
    pub setup_required: Option<String>,
    pub(crate) tables: Vec<MoveTable>,
    /// Ray table: `rays[ray_offsets[cell * nvec + v] ..]` lists cells along vector `v`.
    pub(crate) ray_cells: Vec<Vec<Cell>>,
    pub(crate) vectors: Vec<Path>,
    pub(crate) ride_attacks: Vec<Vec<RideAttack>>,
    pub(crate) royal_kinds: u32,
    pub(crate) pawn_kinds: u32,
    /// Whether captured pieces go to the captor's hand and may be dropped.
    pub(crate) drops: bool,
    /// Per kind: the kind a captured piece joins the hand as.
    pub(crate) in_hand: Vec<PieceKind>,
    /// Per kind: the kind it must become on a cell where it has no further move.
    pub(crate) forced: Vec<Option<PieceKind>>,
    /// Kinds with an atom usable only after a drop (their drop status is position state).
    pub(crate) dropped_kinds: u32,
    /// Directions of draughts jumps (at most 8; a [`crate::moves::JumpPath`] stores indices).
    pub jump_vectors: Vec<Hex>,
    /// Per `cell * 8 + direction`: the jumped cell and the landing cell.
    pub(crate) jump_cells: Vec<Option<(Cell, Cell)>>,
    /// Per `jumped cell * 8 + direction`: the jumper's cell and its landing cell.
    pub(crate) jump_back: Vec<Option<(Cell, Cell)>>,
    /// Kinds that cannot mate alone (bit per kind; `rules.insufficient-material`).
    pub(crate) insufficient: u32,
    /// Whether dead positions (bare royals, or the listed kinds) are drawn.
    pub(crate) dead_draws: bool,
    /// Kinds of board markers (holes, barriers), indexed by marker kind.
    pub markers: Vec<MarkerDef>,
    /// Rays of the 12 unit directions (relocation lines).
    pub(crate) line_rays: Vec<u16>,
    /// Per player: the reverse drag table.
    pub(crate) drag_attacks: Vec<Vec<DragAttack>>,
    /// Whether some rule (markers, drags, relocations, royal capture) defeats the pin shortcut
    /// of the legality test, so every move is played out and tested.
    pub(crate) full_legality: bool,
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
        let (setup, setup_required) = match (&vf.setup, &vf.setup_required) {
            (Some(_), Some(_)) => {
                return Err(err(
                    "setup-required",
                    "give either 'setup' (the start position) or 'setup-required' (why there \
                     is none), not both"
                        .into(),
                ))
            }
            (Some(s), None) => (s.clone(), None),
            (None, Some(r)) if r.trim().is_empty() => {
                return Err(err(
                    "setup-required",
                    "needs the reason shown to players (why there is no start array), not an \
                     empty text"
                        .into(),
                ))
            }
            (None, Some(r)) => (String::new(), Some(r.trim().to_string())),
            (None, None) => {
                return Err(err(
                    "setup",
                    "missing: give 'setup' (the start position as a state text) or \
                     'setup-required' (why there is none, shown to players)"
                        .into(),
                ))
            }
        };
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
            promotion.only_lost = pr.only_lost;
            if pr.only_lost && setup_required.is_some() {
                return Err(err(
                    "promotion.only-lost",
                    "counts lost pieces against the start array, and a 'setup-required' \
                     variant has none"
                        .into(),
                ));
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
        let castling = match &vf.castling {
            None => None,
            Some(c) => {
                let mut partners = 0u32;
                for (i, pid) in c.partners.iter().enumerate() {
                    let k = kind_of(pid).ok_or_else(|| {
                        err(
                            &format!("castling.partners[{i}]"),
                            format!("'{pid}' is not one of this variant's pieces"),
                        )
                    })?;
                    partners |= 1 << k.0;
                }
                if !(2..=8).contains(&c.steps) {
                    return Err(err("castling.steps", "must be 2 to 8".into()));
                }
                Some(Castling {
                    partners,
                    steps: c.steps as u8,
                })
            }
        };
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

        let mut markers: Vec<MarkerDef> = Vec::new();
        for (i, m) in vf.markers.iter().enumerate() {
            if markers.len() >= MAX_MARKERS {
                return Err(err(
                    "markers",
                    format!("a variant has at most {MAX_MARKERS} marker kinds"),
                ));
            }
            if m.id.trim().is_empty() || m.name.trim().is_empty() {
                return Err(err(
                    &format!("markers[{i}].id"),
                    "a marker needs an id and a name".into(),
                ));
            }
            if markers.iter().any(|o| o.id == m.id) {
                return Err(err(
                    &format!("markers[{i}].id"),
                    format!("marker id '{}' is used twice", m.id),
                ));
            }
            if !m.symbol.is_ascii_punctuation() || "/[]'-+".contains(m.symbol) {
                return Err(err(
                    &format!("markers[{i}].symbol"),
                    format!(
                        "'{}' must be one ASCII punctuation character other than / [ ] ' - +",
                        m.symbol
                    ),
                ));
            }
            if markers.iter().any(|o| o.symbol == m.symbol) {
                return Err(err(
                    &format!("markers[{i}].symbol"),
                    format!("symbol '{}' is used twice", m.symbol),
                ));
            }
            let hole = match m.role.as_str() {
                "hole" => true,
                "barrier" => false,
                other => {
                    return Err(err(
                        &format!("markers[{i}].role"),
                        format!("unknown role '{other}' (expected hole or barrier)"),
                    ))
                }
            };
            markers.push(MarkerDef {
                id: m.id.clone(),
                name: m.name.clone(),
                symbol: m.symbol,
                hole,
            });
        }
        for (i, k) in kinds.iter().enumerate() {
            if k.def.drag > 0 && !markers.iter().any(|m| m.hole) {
                return Err(err(
                    &format!("pieces[{i}]"),
                    format!(
                        "'{}' drags through holes, but no marker of the variant has role hole",
                        k.id
                    ),
                ));
            }
            if k.def.relocate.as_deref() == Some("obstacle") && markers.is_empty() {
                return Err(err(
                    &format!("pieces[{i}]"),
                    format!(
                        "'{}' relocates obstacles, but the variant has no markers",
                        k.id
                    ),
                ));
            }
        }
        if vf.rules.royal_capture {
            if vf.rules.elimination != EliminationRule::None {
                return Err(err(
                    "rules.royal-capture",
                    "cannot be combined with rules.elimination".into(),
                ));
            }
            if !kinds.iter().any(|k| k.def.royal) {
                return Err(err(
                    "rules.royal-capture",
                    "the variant has no royal piece".into(),
                ));
            }
        }

        let mut in_hand: Vec<PieceKind> = (0..kinds.len()).map(|i| PieceKind(i as u8)).collect();
        if let Some(d) = &vf.drops {
            for (from, to) in &d.in_hand {
                let key = format!("drops.in-hand.{from}");
                let (Some(a), Some(b)) = (kind_of(from), kind_of(to)) else {
                    return Err(err(
                        &key,
                        format!("'{from}' and '{to}' must both be this variant's pieces"),
                    ));
                };
                if kinds[b.index()].def.royal {
                    return Err(err(&key, format!("a hand cannot hold the royal '{to}'")));
                }
                in_hand[a.index()] = b;
            }
        }
        let mut forced = vec![None; kinds.len()];
        for (from, to) in &vf.forced_promotion {
            let key = format!("forced-promotion.{from}");
            let (Some(a), Some(b)) = (kind_of(from), kind_of(to)) else {
                return Err(err(
                    &key,
                    format!("'{from}' and '{to}' must both be this variant's pieces"),
                ));
            };
            if a == b || kinds[b.index()].def.royal {
                return Err(err(
                    &key,
                    format!("'{from}' cannot be forced to become '{to}'"),
                ));
            }
            forced[a.index()] = Some(b);
        }
        let mut zone_promotion = ZonePromotion {
            target: vec![None; kinds.len()],
            ..ZonePromotion::default()
        };
        if let Some(zp) = &vf.zone_promotion {
            for (from, to) in &zp.pieces {
                let key = format!("zone-promotion.pieces.{from}");
                let (Some(a), Some(b)) = (kind_of(from), kind_of(to)) else {
                    return Err(err(
                        &key,
                        format!("'{from}' and '{to}' must both be this variant's pieces"),
                    ));
                };
                if a == b || kinds[b.index()].def.royal {
                    return Err(err(&key, format!("'{from}' cannot promote to '{to}'")));
                }
                if forced[a.index()].is_some() || promotion.kinds >> a.0 & 1 != 0 {
                    return Err(err(
                        &key,
                        format!("'{from}' already promotes under another rule"),
                    ));
                }
                zone_promotion.target[a.index()] = Some(b);
            }
            for (pi, p) in players.iter().enumerate() {
                let set = p.cells.get(&zp.cells).ok_or_else(|| {
                    err(
                        &format!("players[{pi}].cells"),
                        format!("no cell set '{}' named by zone-promotion.cells", zp.cells),
                    )
                })?;
                zone_promotion.cells[pi] = *set;
            }
        }
        let mut dropped_kinds = 0u32;
        for (ki, k) in kinds.iter().enumerate() {
            if k.def.moves.iter().any(|a| a.dropped) {
                dropped_kinds |= 1 << ki;
            }
        }

        if vf.rules.capture_all_wins && vf.rules.elimination != EliminationRule::None {
            return Err(err(
                "rules.capture-all-wins",
                "contradicts rules.elimination (eliminated players already leave the game)".into(),
            ));
        }

        let mut insufficient = 0u32;
        if vf.rules.insufficient_material.is_some() && (vf.drops.is_some() || players.len() != 2) {
            return Err(err(
                "rules.insufficient-material",
                "needs two players and no drops (captured pieces could come back)".into(),
            ));
        }
        let listed = vf
            .rules
            .insufficient_material
            .as_deref()
            .unwrap_or_default();
        for (i, pid) in listed.iter().enumerate() {
            let key = format!("rules.insufficient-material[{i}]");
            let k = kind_of(pid)
                .ok_or_else(|| err(&key, format!("'{pid}' is not one of this variant's pieces")))?;
            if kinds[k.index()].def.royal {
                return Err(err(&key, format!("'{pid}' is royal")));
            }
            insufficient |= 1 << k.0;
        }

        // Vector and ray tables.
        let mut jump_vectors: Vec<Hex> = Vec::new();
        let mut vectors: Vec<Path> = Vec::new();
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
                    dead: Bitboard::EMPTY,
                    turning: false,
                    jump_dirs: 0,
                    drag_rays: Vec::new(),
                    drag_holes: k.def.drag.min(255) as u8,
                    relocate: match k.def.relocate.as_deref() {
                        Some("obstacle") => RelocateTarget::Obstacle,
                        Some("enemy") => RelocateTarget::Enemy,
                        _ => RelocateTarget::None,
                    },
                };
                for (ai, a) in k.def.moves.iter().enumerate() {
                    let key = format!("pieces.{}.moves[{ai}]", k.id);
                    let [la, lb] = a.base_leap().map_err(|e| err(&key, e))?;
                    if a.dropped && (a.mode.captures() || a.en_passant && a.min < 2) {
                        return Err(err(
                            &key,
                            "'dropped' is only allowed on move-only atoms".into(),
                        ));
                    }
                    let ranges = a.angle_ranges().map_err(|e| err(&key, e))?;
                    if a.turning && (a.range == 1 || a.dirs.is_some() || a.angles.is_some()) {
                        return Err(err(
                            &key,
                            "a turning atom needs range 0 or at least 2 and all directions".into(),
                        ));
                    }
                    t.turning |= a.turning;
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
                        if a.jump {
                            let d = match jump_vectors.iter().position(|&w| w == v) {
                                Some(d) => d,
                                None if jump_vectors.len() < 8 => {
                                    jump_vectors.push(v);
                                    jump_vectors.len() - 1
                                }
                                None => {
                                    return Err(err(
                                        &key,
                                        "a variant's pieces may jump in at most 8 directions"
                                            .into(),
                                    ))
                                }
                            };
                            t.jump_dirs |= 1 << d;
                            continue;
                        }
                        if k.def.drag > 0 && a.range != 1 && !a.turning {
                            let vi = Path::straight(v).index_in(&mut vectors) as u16;
                            if !t.drag_rays.contains(&vi) {
                                t.drag_rays.push(vi);
                            }
                        }
                        let plain = a.range == 1 && a.min == 1 && a.from.is_none() && !a.dropped;
                        if plain {
                            for c in board.cells() {
                                if let Some(t2) = board.step(c, v) {
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
                            let max = if a.range == 0 {
                                255
                            } else {
                                a.range.min(255) as u8
                            };
                            // A turning rider turns either way; its first step is shared.
                            let senses: &[i8] = if a.turning { &[1, -1] } else { &[0] };
                            for &turn in senses {
                                let vi = Path { v, turn }.index_in(&mut vectors);
                                let min = a.min.min(255) as u8;
                                t.rides.push(Ride {
                                    ray: vi as u16,
                                    min: if turn < 0 { min.max(2) } else { min },
                                    max,
                                    mode: a.mode,
                                    from,
                                    en_passant: a.en_passant,
                                    ep_only: false,
                                    dropped_only: a.dropped,
                                });
                            }
                        }
                        if a.en_passant && a.mode.captures() && plain {
                            // En passant captures go through the generic path too.
                            let vi = Path::straight(v).index_in(&mut vectors);
                            t.rides.push(Ride {
                                ray: vi as u16,
                                min: 1,
                                max: 1,
                                mode: Mode::Capture,
                                from,
                                en_passant: true,
                                ep_only: true,
                                dropped_only: false,
                            });
                        }
                    }
                }
                // A drop-only ride never repeats a ride the piece has anyway from that cell.
                let plain_rides: Vec<Ride> = t
                    .rides
                    .iter()
                    .filter(|r| !r.dropped_only)
                    .cloned()
                    .collect();
                for r in t.rides.iter_mut().filter(|r| r.dropped_only) {
                    for o in &plain_rides {
                        if (o.ray, o.min, o.max, o.mode) == (r.ray, r.min, r.max, r.mode)
                            && o.en_passant == r.en_passant
                        {
                            r.from &= !o.from;
                        }
                    }
                }
                tables.push(t);
            }
        }
        // The 12 unit lines, for relocations.
        let needs_lines = tables.iter().any(|t| t.relocate != RelocateTarget::None);
        let mut line_rays = Vec::new();
        if needs_lines {
            for d in crate::geometry::ORTHOGONALS
                .iter()
                .chain(crate::geometry::DIAGONALS.iter())
            {
                line_rays.push(Path::straight(*d).index_in(&mut vectors) as u16);
            }
        }
        // Add reverse vectors so attack lookups can walk back along any ride.
        let base_len = vectors.len();
        for i in 0..base_len {
            vectors[i].back().index_in(&mut vectors);
        }
        let nv = vectors.len();
        let mut ray_cells = vec![Vec::new(); n * nv];
        for c in board.cells() {
            for (vi, &path) in vectors.iter().enumerate() {
                let mut cur = c;
                let mut list = Vec::new();
                let mut v = path.v;
                // A turning path would come back to its start after six steps.
                let limit = if path.turn == 0 { usize::MAX } else { 5 };
                while let Some(next) = board.step(cur, v).filter(|_| list.len() < limit) {
                    list.push(next);
                    cur = next;
                    v = v.rotate(i32::from(path.turn));
                }
                ray_cells[c.index() * nv + vi] = list;
            }
        }
        // Reach of rides on an empty board, and the cells with no further move.
        for t in tables.iter_mut() {
            for c in board.cells() {
                let mut stuck = t.leap_quiet[c.index()].is_empty();
                for r in &t.rides {
                    if !r.from.contains(c) || r.ep_only {
                        continue;
                    }
                    if r.mode.moves()
                        && !r.dropped_only
                        && ray_cells[c.index() * nv + r.ray as usize].len() >= r.min as usize
                    {
                        stuck = false;
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
                if stuck {
                    t.dead.insert(c);
                }
            }
        }
        // Jump tables: each half of a jump is checked as a step (region rules apply).
        let mut jump_cells = vec![None; n * 8];
        let mut jump_back = vec![None; n * 8];
        for c in board.cells() {
            for (d, &v) in jump_vectors.iter().enumerate() {
                let Some(mid) = board.step(c, v) else {
                    continue;
                };
                let Some(land) = board.step(mid, v) else {
                    continue;
                };
                jump_cells[c.index() * 8 + d] = Some((mid, land));
                jump_back[mid.index() * 8 + d] = Some((c, land));
            }
        }
        for t in tables.iter_mut() {
            for c in board.cells() {
                for d in 0..jump_vectors.len() {
                    if t.jump_dirs >> d & 1 != 0 {
                        if let Some((_, land)) = jump_cells[c.index() * 8 + d] {
                            t.reach[c.index()].insert(land);
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
                    let back = vectors[r.ray as usize].back();
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
        // Reverse drag table per player.
        let mut drag_attacks = Vec::new();
        for pi in 0..players.len() {
            let mut list: Vec<DragAttack> = Vec::new();
            for ki in 0..nk {
                let t = &tables[pi * nk + ki];
                for &r in &t.drag_rays {
                    let back = vectors[r as usize].back();
                    let bi = vectors.iter().position(|&w| w == back).unwrap_or(0) as u16;
                    let entry = match list.iter_mut().position(|e| e.back_ray == bi) {
                        Some(i) => &mut list[i],
                        None => {
                            list.push(DragAttack {
                                back_ray: bi,
                                kinds: Vec::new(),
                            });
                            let last = list.len() - 1;
                            &mut list[last]
                        }
                    };
                    entry.kinds.push((PieceKind(ki as u8), t.drag_holes));
                }
            }
            drag_attacks.push(list);
        }
        let full_legality = !markers.is_empty()
            || vf.rules.royal_capture
            || tables
                .iter()
                .any(|t| t.drag_holes > 0 || t.relocate != RelocateTarget::None);
        Ok(Variant {
            id: id.to_string(),
            name: vf.name.clone(),
            board,
            kinds,
            players,
            rules: vf.rules.clone(),
            promotion,
            zone_promotion,
            castling,
            aliases,
            metadata: vf.metadata.clone(),
            setup,
            setup_required,
            tables,
            ray_cells,
            vectors,
            ride_attacks,
            royal_kinds,
            pawn_kinds,
            drops: vf.drops.is_some(),
            in_hand,
            forced,
            dropped_kinds,
            jump_vectors,
            jump_cells,
            jump_back,
            insufficient,
            dead_draws: vf.rules.insufficient_material.is_some(),
            markers,
            line_rays,
            drag_attacks,
            full_legality,
        })
    }

    /// Records how many pieces of each kind every player has in `start` (the start array):
    /// the measure of what a player has lost, for `promotion.only-lost`.
    pub fn set_army(&mut self, start: &crate::Position) {
        self.promotion.army = (0..self.players.len())
            .map(|pi| {
                (0..self.kinds.len())
                    .map(|k| {
                        let cells = start.player_cells(Player(pi as u8))
                            & start.kind_cells(PieceKind(k as u8));
                        u8::try_from(cells.count()).unwrap_or(u8::MAX)
                    })
                    .collect()
            })
            .collect();
    }

    /// Whether `p` may promote into `k` in `pos`: always, unless the variant promotes only
    /// into lost pieces and `p` has as many `k` on the board as its start array had.
    pub fn may_promote_into(&self, pos: &crate::Position, p: Player, k: PieceKind) -> bool {
        if !self.promotion.only_lost {
            return true;
        }
        let start = self
            .promotion
            .army
            .get(p.index())
            .and_then(|a| a.get(k.index()))
            .copied()
            .unwrap_or(0);
        (pos.player_cells(p) & pos.kind_cells(k)).count() < u32::from(start)
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

    /// Whether some piece captures by jumping.
    #[inline]
    pub fn has_jumps(&self) -> bool {
        !self.jump_vectors.is_empty()
    }

    /// Jump directions (bit per index into [`Variant::jump_vectors`]) of `p`'s kind `k`.
    #[inline]
    pub fn jump_dirs(&self, p: Player, k: PieceKind) -> u8 {
        self.table(p, k).jump_dirs
    }

    /// The cell jumped over and the landing cell of a jump from `c` in direction `d`.
    #[inline]
    pub fn jump(&self, c: Cell, d: u8) -> Option<(Cell, Cell)> {
        self.jump_cells[c.index() * 8 + usize::from(d & 7)]
    }

    /// The (jumped, landing) cells of a chain of jumps from `from`, in order.
    pub fn jump_steps(&self, from: Cell, path: crate::moves::JumpPath) -> Vec<(Cell, Cell)> {
        let mut out = Vec::with_capacity(path.len());
        let mut cur = from;
        for d in path.dirs() {
            let Some((mid, land)) = self.jump(cur, d) else {
                break;
            };
            out.push((mid, land));
            cur = land;
        }
        out
    }

    /// Whether captured pieces join the captor's hand and may be dropped.
    #[inline]
    pub fn has_drops(&self) -> bool {
        self.drops
    }

    /// The kind a captured piece of kind `k` joins the captor's hand as.
    #[inline]
    pub fn in_hand_kind(&self, k: PieceKind) -> PieceKind {
        self.in_hand[k.index()]
    }

    /// The kind `k` must become on a cell where it has no further move, if it is forced to.
    #[inline]
    pub fn forced_promotion(&self, k: PieceKind) -> Option<PieceKind> {
        self.forced[k.index()]
    }

    /// How a move of `p`'s piece of kind `k` from `from` to `to` promotes under the zone rule:
    /// compulsory where the piece would have no further move, optional when the move starts or
    /// ends in `p`'s zone, otherwise not at all.
    #[inline]
    pub fn zone_choice(&self, p: Player, k: PieceKind, from: Cell, to: Cell) -> ZoneChoice {
        let Some(t) = self.zone_promotion.target[k.index()] else {
            return ZoneChoice::None;
        };
        if self.dead_cells(p, k).contains(to) {
            ZoneChoice::Forced(t)
        } else if self.zone_promotion.cells[p.index()].contains(from)
            || self.zone_promotion.cells[p.index()].contains(to)
        {
            ZoneChoice::Optional(t)
        } else {
            ZoneChoice::None
        }
    }

    /// Cells from which `p`'s piece of kind `k` has no non-capturing move on an empty board:
    /// drops there are barred, and a forced-promotion piece arriving there promotes.
    #[inline]
    pub fn dead_cells(&self, p: Player, k: PieceKind) -> Bitboard {
        self.table(p, k).dead
    }

    /// Whether kind `k` has moves only a freshly dropped piece may make.
    #[inline]
    pub fn has_drop_only_moves(&self, k: PieceKind) -> bool {
        self.dropped_kinds >> k.0 & 1 != 0
    }

    /// Whether the variant has board markers (holes, barriers).
    #[inline]
    pub fn has_markers(&self) -> bool {
        !self.markers.is_empty()
    }

    /// The marker kind with this state-text symbol, if any.
    pub fn marker_by_symbol(&self, c: char) -> Option<usize> {
        self.markers.iter().position(|m| m.symbol == c)
    }

    /// Holes a piece of kind `k` drags through (0: it does not drag).
    #[inline]
    pub fn drag_holes(&self, k: PieceKind) -> u8 {
        self.table(Player(0), k).drag_holes
    }

    /// What a piece of kind `k` may relocate instead of moving.
    #[inline]
    pub fn relocate_target(&self, k: PieceKind) -> RelocateTarget {
        self.table(Player(0), k).relocate
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
