//! Plain input data for the renderer: a [`Scene`] describes one board picture.
//!
//! These types deliberately do not depend on the engine, so the renderer can be
//! used (and tested) on its own; an adapter converts engine positions to a scene.

/// Axial hex coordinate of a flat-topped hex board.
///
/// Directions: N = `(0, +1)` is straight up, NE = `(+1, 0)`, SE = `(+1, -1)`.
/// The Cartesian centre of a cell is `x = 1.5 q`, `y = sqrt(3) (r + q / 2)` (y up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Hex {
    /// Column coordinate (grows to the right).
    pub q: i32,
    /// Diagonal coordinate (grows straight up).
    pub r: i32,
}

impl Hex {
    /// Creates a hex from its axial coordinates.
    pub const fn new(q: i32, r: i32) -> Self {
        Self { q, r }
    }
}

/// One cell of the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SceneCell {
    /// Position of the cell.
    pub at: Hex,
    /// Cell shade: 0 = light, 1 = medium, 2 = dark (other values wrap around).
    pub colour: u8,
    /// File name used for the coordinate labels (for example `"f"`).
    pub file: String,
    /// Rank number used for the coordinate labels; cells are grouped into ranks by it.
    pub rank: u32,
}

/// A piece standing on the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ScenePiece {
    /// Cell the piece stands on.
    pub at: Hex,
    /// Glyph id (see [`crate::glyph_ids`]; `base+origin` adds a promotion badge);
    /// unknown ids fall back to a lettered disc.
    pub glyph: String,
    /// Letter drawn on the fallback disc when the glyph id is unknown.
    pub letter: char,
    /// Index of the owning player (selects the army colours).
    pub player: u8,
}

/// Kind of a static board feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FeatureKind {
    /// A hole in the board, drawn as a dark pit.
    Hole,
    /// An impassable barrier, drawn as a stone wall hex.
    Barrier,
}

/// A static board feature drawn on (or instead of) a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SceneFeature {
    /// Cell the feature occupies.
    pub at: Hex,
    /// What the feature is.
    pub kind: FeatureKind,
}

/// Colours of one army's pieces (any SVG colour: `#rgb`, `#rrggbb` or a colour name).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ArmyColour {
    /// Body colour of the pieces, for example `"#f8f8f0"`.
    pub fill: String,
    /// Outline colour of the pieces, for example `"#202020"`.
    pub stroke: String,
}

impl ArmyColour {
    /// Creates an army colour from fill and stroke colours.
    pub fn new(fill: &str, stroke: &str) -> Self {
        Self {
            fill: fill.to_owned(),
            stroke: stroke.to_owned(),
        }
    }

    /// Built-in colours for player `player` (white, black, red, blue, green, ...).
    pub fn default_for(player: u8) -> Self {
        const PALETTE: [(&str, &str); 6] = [
            ("#f8f8f0", "#202020"),
            ("#2b2927", "#0c0b0a"),
            ("#d8452f", "#2a0f0a"),
            ("#3f6fd0", "#0c1630"),
            ("#4f9a45", "#0f2410"),
            ("#e0b030", "#2e2208"),
        ];
        let (fill, stroke) = PALETTE[usize::from(player) % PALETTE.len()];
        Self::new(fill, stroke)
    }
}

/// Pieces of one kind in a player's hand (drop variants).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HandRow {
    /// Index of the player holding the pieces.
    pub player: u8,
    /// Glyph id of the pieces.
    pub glyph: String,
    /// Fallback letter if the glyph id is unknown.
    pub letter: char,
    /// Number of such pieces in hand; rows with count 0 are not drawn.
    pub count: u32,
}

/// Everything needed to draw one picture of a hex board.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// Every cell of the board (any shape).
    pub cells: Vec<SceneCell>,
    /// Pieces on the board.
    pub pieces: Vec<ScenePiece>,
    /// Cells to tint as the last move (typically from and to).
    pub last_move: Vec<Hex>,
    /// Cells of royal pieces in check (drawn with a red glow).
    pub check: Vec<Hex>,
    /// Marked cells, e.g. move targets: a dot on empty cells, a ring on occupied ones.
    pub highlights: Vec<Hex>,
    /// Static board features (holes, barriers).
    pub features: Vec<SceneFeature>,
    /// Counter-clockwise rotation of the whole board in degrees (multiples of 30 look best).
    pub rotation_deg: i32,
    /// Colours per player index; missing entries use [`ArmyColour::default_for`].
    pub army_colours: Vec<ArmyColour>,
    /// Width and height of the square output in pixels (clamped to 32..=4096).
    pub size_px: u32,
    /// Pieces in hand; when non-empty, hand strips are drawn above and below the board.
    pub hand: Vec<HandRow>,
    /// Player whose hand goes in the bottom strip (the viewer); others go on top.
    pub hand_viewer: u8,
}

impl Default for Scene {
    fn default() -> Self {
        Self {
            cells: Vec::new(),
            pieces: Vec::new(),
            last_move: Vec::new(),
            check: Vec::new(),
            highlights: Vec::new(),
            features: Vec::new(),
            rotation_deg: 0,
            army_colours: vec![ArmyColour::default_for(0), ArmyColour::default_for(1)],
            size_px: 800,
            hand: Vec::new(),
            hand_viewer: 0,
        }
    }
}

impl Scene {
    /// Army colours of `player`, falling back to the built-in palette.
    pub fn army(&self, player: u8) -> ArmyColour {
        self.army_colours
            .get(usize::from(player))
            .cloned()
            .unwrap_or_else(|| ArmyColour::default_for(player))
    }
}
