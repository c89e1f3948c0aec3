//! The data files as serde reads them, before any check: boards, variants and the tables
//! inside them (unknown keys are rejected here; `crate::data` checks the meaning and
//! `crate::variant` compiles them).

use serde::Deserialize;
use std::collections::BTreeMap;

/// A board file (`data/boards/*.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct BoardFile {
    /// Human name.
    pub name: String,
    /// Axial step from one cell of a file to the next rank up (default `[0, 1]`).
    #[serde(default = "default_step")]
    pub file_step: [i32; 2],
    /// Rank number increment per cell along a file (default 1).
    #[serde(default = "one_u32")]
    pub rank_step: u32,
    /// Colour offset `k` in `colour = (q - r + k) mod 3` (default 0).
    #[serde(default)]
    pub colour_offset: i32,
    /// The files, left to right. A name may repeat: the entries are segments of one file
    /// (for boards with gaps).
    pub files: Vec<FileSpec>,
    /// Named regions of cells used by `bound-steps`.
    #[serde(default)]
    pub regions: Vec<RegionSpec>,
    /// Vector families (`orth`, `diag`, `knight`, … or `[a, b]` leaps) whose every step must
    /// start and end inside one region.
    #[serde(default)]
    pub bound_steps: Vec<String>,
    /// Free text about the board.
    #[serde(default)]
    pub about: String,
}

fn default_step() -> [i32; 2] {
    [0, 1]
}
fn one_u32() -> u32 {
    1
}

/// One file of a board file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct FileSpec {
    /// File name (one letter).
    pub name: String,
    /// Axial position of its lowest cell.
    pub start: [i32; 2],
    /// Number of cells.
    pub len: u32,
    /// Rank number of its lowest cell (default 1).
    #[serde(default = "one_u32")]
    pub first_rank: u32,
}

/// A named region of a board file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RegionSpec {
    /// Region name.
    pub name: String,
    /// Cell names, separated by spaces.
    pub cells: String,
}

/// A variant file (`data/variants/*.toml`) after inheritance is applied.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct VariantFile {
    /// Parent variant id; this file lists only differences.
    #[serde(default)]
    pub extends: Option<String>,
    /// Human name.
    pub name: String,
    /// Board id (file stem in `data/boards/`).
    pub board: String,
    /// Piece ids from `data/pieces.toml`, in kind order.
    pub pieces: Vec<String>,
    /// Starting position in the state text format (absent when `setup_required` is given).
    #[serde(default)]
    pub setup: Option<String>,
    /// Instead of `setup`: the variant has no start array, and this reason is shown to players,
    /// who start its games from a position of their own (`/new ... setup:`).
    #[serde(default)]
    pub setup_required: Option<String>,
    /// Players in turn order.
    pub players: Vec<PlayerFile>,
    /// Game rules.
    #[serde(default)]
    pub rules: RulesFile,
    /// Promotion.
    #[serde(default)]
    pub promotion: Option<PromotionFile>,
    /// Castling (none if the table is absent).
    #[serde(default)]
    pub castling: Option<CastlingFile>,
    /// Drops: captured pieces join the captor's hand (no drops if the table is absent).
    #[serde(default)]
    pub drops: Option<DropsFile>,
    /// Piece id → piece id it must turn into on a cell from which it has no further
    /// non-capturing move (forward-only pieces).
    #[serde(default)]
    pub forced_promotion: BTreeMap<String, String>,
    /// Optional zone promotion (none if the table is absent).
    #[serde(default)]
    pub zone_promotion: Option<ZonePromotionFile>,
    /// Per-variant piece value overrides.
    #[serde(default)]
    pub values: BTreeMap<String, f64>,
    /// Alternative piece letters by language, e.g. `hu = { V = "queen" }`.
    #[serde(default)]
    pub aliases: BTreeMap<String, BTreeMap<String, String>>,
    /// Kinds of neutral board markers (holes, barriers) that occupy cells; where they stand
    /// is part of the position (the setup's state text).
    #[serde(default)]
    pub markers: Vec<MarkerFile>,
    /// Descriptive metadata.
    pub metadata: MetadataFile,
}

/// One kind of neutral board marker (`[[markers]]` of a variant file).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct MarkerFile {
    /// Id, e.g. `hole`.
    pub id: String,
    /// Display name, e.g. `Hole`.
    pub name: String,
    /// One ASCII punctuation character standing for the marker in the state text.
    pub symbol: char,
    /// `hole` (counted by dragging pieces) or `barrier`. Both block lines and cannot be
    /// stopped on.
    pub role: String,
}

/// One variant file as written (before inheritance): every key optional, unknown keys rejected.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
#[allow(dead_code)]
pub(crate) struct VariantLayer {
    extends: Option<String>,
    name: Option<String>,
    board: Option<String>,
    pieces: Option<Vec<String>>,
    pub(crate) setup: Option<String>,
    pub(crate) setup_required: Option<String>,
    players: Option<Vec<PlayerFile>>,
    rules: Option<RulesFile>,
    promotion: Option<PromotionFile>,
    castling: Option<CastlingFile>,
    drops: Option<DropsFile>,
    forced_promotion: Option<BTreeMap<String, String>>,
    zone_promotion: Option<ZonePromotionFile>,
    values: Option<BTreeMap<String, f64>>,
    aliases: Option<BTreeMap<String, BTreeMap<String, String>>>,
    markers: Option<Vec<MarkerFile>>,
    metadata: Option<MetadataFile>,
}

/// A player entry of a variant file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PlayerFile {
    /// Name, e.g. `White`.
    pub name: String,
    /// One lower-case letter naming the player in the state text.
    pub char: char,
    /// Forward direction as a compass name (N, NNE, NE, …) or an axial vector.
    pub forward: String,
    /// Army colours `[fill, outline]` for images.
    pub colours: [String; 2],
    /// Named cell sets used by piece atoms and rules (e.g. `pawn-start`, `promotion`).
    #[serde(default)]
    pub cells: BTreeMap<String, String>,
}

/// How a game with no legal move for the side to move ends when it is not in check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum StalemateRule {
    /// Half a point each.
    #[default]
    Draw,
    /// The stalemating player scores 3/4, the stalemated player 1/4.
    ThreeQuarters,
    /// The stalemated player loses.
    Loss,
    /// The stalemated player wins.
    Win,
}

/// The `[rules]` table of a variant file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RulesFile {
    /// Stalemate scoring.
    #[serde(default)]
    pub stalemate: StalemateRule,
    /// Repetitions of a position that draw (0: never).
    #[serde(default = "three")]
    pub repetition: u32,
    /// Plies without capture or pawn move that draw (0: never).
    #[serde(default = "hundred")]
    pub move_rule: u32,
    /// Elimination of checkmated players in games of three.
    #[serde(default)]
    pub elimination: EliminationRule,
    /// Capturing is compulsory: when a player can capture, only captures are legal.
    #[serde(default)]
    pub compulsory_capture: bool,
    /// A player who has lost every piece (board and hand) loses at once.
    #[serde(default)]
    pub capture_all_wins: bool,
    /// Dead-position draws, when present: royals alone on the board draw, and so does a lone
    /// royal against a royal with one piece of a listed kind (FIDE's king against king and a
    /// minor piece; on hex boards with corners the minor pieces can mate, so lists are short).
    #[serde(default)]
    pub insufficient_material: Option<Vec<String>>,
    /// Royals may be captured (or dragged): a move that removes an enemy royal is legal even
    /// if it leaves the mover's royal attacked, and a player who loses their royal loses.
    #[serde(default)]
    pub royal_capture: bool,
}

impl Default for RulesFile {
    fn default() -> Self {
        RulesFile {
            stalemate: StalemateRule::Draw,
            repetition: 3,
            move_rule: 100,
            elimination: EliminationRule::None,
            compulsory_capture: false,
            capture_all_wins: false,
            insufficient_material: None,
            royal_capture: false,
        }
    }
}

fn three() -> u32 {
    3
}
fn hundred() -> u32 {
    100
}

/// The `[drops]` table of a variant file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct DropsFile {
    /// Captured piece id → piece id it joins the captor's hand as (unlisted: unchanged).
    #[serde(default)]
    pub in_hand: BTreeMap<String, String>,
}

/// What happens to a player whose royal piece is attacked (games of three or more).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum EliminationRule {
    /// Nothing beyond the usual check rules; the game ends at the first checkmate.
    #[default]
    None,
    /// After every move, a player whose royal is attacked by the player about to move is
    /// checkmated: their pieces (and hand) leave the game and play goes on; a player in check
    /// with no legal move is eliminated, one with no legal move otherwise passes; the last
    /// player left wins.
    AttackedByNext,
}

/// The `[castling]` table of a variant file: a royal that has not moved moves `steps` cells
/// along an orthogonal toward an unmoved partner piece standing on that line with only empty
/// cells between, and the partner lands on the cell the royal passed last (FIDE castling).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct CastlingFile {
    /// Piece ids the royal may castle with.
    pub partners: Vec<String>,
    /// Cells the royal moves (default 2).
    #[serde(default = "two")]
    pub steps: u32,
}

fn two() -> u32 {
    2
}

/// The `[promotion]` table of a variant file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PromotionFile {
    /// Piece ids that promote.
    pub pieces: Vec<String>,
    /// Name of the per-player cell set where they promote.
    pub cells: String,
    /// Piece ids they may become.
    pub choices: Vec<String>,
    /// Only into pieces the player has lost (fewer on the board than in the variant's start
    /// array); a pawn that reaches its cells with none lost waits there and is promoted (to the
    /// first choice available) as soon as one is lost.
    #[serde(default)]
    pub only_lost: bool,
}

/// The `[zone-promotion]` table of a variant file: Shogi-style optional promotion.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ZonePromotionFile {
    /// Name of the per-player cell set forming the promotion zone.
    pub cells: String,
    /// Piece id → the piece id it may become on a move that starts or ends in the zone.
    pub pieces: BTreeMap<String, String>,
}

/// The `[metadata]` table of a variant file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct MetadataFile {
    /// Rules in prose, shown by `/rules`; states every assumption.
    pub rules: String,
    /// Source page.
    #[serde(default)]
    pub source: String,
    /// Inventor.
    #[serde(default)]
    pub author: String,
    /// Whether the variant is listed for new games (false for rule bases kept loadable).
    #[serde(default = "yes")]
    pub playable: bool,
    /// Other names game records give the variant (their `Variant` tag), matched like the id
    /// and the name, ignoring case, accents and punctuation (`Library::find`). Not inherited.
    #[serde(default)]
    pub names: Vec<String>,
}

fn yes() -> bool {
    true
}
