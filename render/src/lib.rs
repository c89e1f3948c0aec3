//! Rendering of hexagonal chess positions to SVG and PNG.
//!
//! The input is a plain [`Scene`] (cells, pieces, markers, rotation, colours);
//! [`svg()`] turns it into a deterministic SVG document and [`png()`] into PNG
//! bytes showing the same picture. Everything is drawn from this crate's own
//! vector art: piece drawings in `assets/pieces/` and a stroke font in
//! [`font`], so no system fonts are needed.
//!
//! [`png()`] is fast because it caches, per board shape, rotation and size, the
//! rendered background (board and labels), and per glyph, colours and size the
//! rendered piece sprites; a call then only composites overlays and sprites and
//! encodes the result.

pub mod card;
mod draw;
pub mod font;
pub mod gif;
mod layout;
mod pieces;
mod raster;
pub mod scene;
pub mod table;

pub use scene::{
    ArmyColour, FeatureKind, HandRow, Hex, Scene, SceneCell, SceneFeature, ScenePiece,
};

/// Why a picture could not be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// Generated SVG could not be parsed (a bug, or a hostile colour string).
    #[error("invalid SVG: {0}")]
    Svg(#[from] resvg::usvg::Error),
    /// A pixmap of the given size could not be allocated.
    #[error("cannot allocate a {width}x{height} pixmap")]
    Pixmap {
        /// Requested width in pixels.
        width: u32,
        /// Requested height in pixels.
        height: u32,
    },
    /// PNG encoding failed.
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// Ids of the built-in piece glyphs.
pub fn glyph_ids() -> &'static [&'static str] {
    pieces::GLYPH_IDS
}

/// Whether `glyph` is drawn from built-in art: a built-in id, or a promoted
/// form `base+origin` naming two built-in ids. Other ids fall back to a
/// lettered disc.
pub fn is_builtin_glyph(glyph: &str) -> bool {
    pieces::is_builtin(glyph)
}

/// Renders `scene` as a standalone SVG document (deterministic for equal scenes).
pub fn svg(scene: &Scene) -> String {
    let board = raster::board(scene);
    draw::document(scene, &board.layout, &board.background)
}

/// Renders `scene` as SVG with a transparent hexagon over each cell of `targets`, last in
/// the document (so above the pieces), carrying its name as `data-cell="f5"`: a page's script
/// can tell which cell a click fell on. Cells not on the scene's board are left out. Each
/// piece in the viewer's hand (the strip below the board) gets a transparent square named
/// `hand` and its letter (`data-cell="handN"`), so that a drop can start with a click on it.
pub fn svg_with_targets(scene: &Scene, targets: &[(Hex, String)]) -> String {
    let board = raster::board(scene);
    let mut out = draw::document(scene, &board.layout, &board.background);
    let mut marks = draw::targets(scene, &board.layout, targets);
    let hand = draw::hand_targets(scene, &board.layout);
    if let Some(end) = marks.rfind("</g>") {
        marks.insert_str(end, &hand);
    }
    if let Some(end) = out.rfind("</svg>") {
        out.insert_str(end, &marks);
    }
    out
}

/// Renders `scene` as PNG bytes of `size_px` x `size_px` pixels.
pub fn png(scene: &Scene) -> Result<Vec<u8>, RenderError> {
    raster::encode(&raster::pixmap(scene)?)
}

/// The standalone SVG document (100 x 100 view box) of one piece drawing in
/// the given colours. `base+origin` draws `base` with a promotion badge
/// showing `origin` (a star if `origin` is unknown); an unknown base gives
/// the lettered fallback disc.
pub fn piece_svg(glyph: &str, letter: char, army: &ArmyColour) -> String {
    pieces::PieceStyle::new(glyph, letter, army).document()
}
