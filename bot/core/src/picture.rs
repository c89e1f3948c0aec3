//! Turns engine positions into renderer scenes and PNG images.

use hexcourier_engine::{Cell, Move, Player, Position, Variant};
use hexcourier_render::{
    ArmyColour, FeatureKind, HandRow, Hex, Scene, SceneCell, SceneFeature, ScenePiece,
};

/// What to draw besides the position itself.
#[derive(Debug, Clone, Default)]
pub struct View {
    /// The last move, tinted.
    pub last_move: Option<Move>,
    /// The player at the bottom of the picture.
    pub viewer: Option<Player>,
    /// Cells to mark (e.g. a piece's moves).
    pub highlights: Vec<Cell>,
    /// Image size in pixels (default 800).
    pub size_px: Option<u32>,
}

fn hex(v: &Variant, c: Cell) -> Hex {
    let h = v.board.hex(c);
    Hex::new(h.q, h.r)
}

/// Rotation (degrees, anticlockwise) that brings `viewer`'s forward direction to point up.
pub fn rotation_for(v: &Variant, viewer: Player) -> i32 {
    let fwd = v.players[viewer.index()].forward.angle(); // clockwise from up
    let r = fwd.round() as i32;
    r.rem_euclid(360)
}

/// Every cell of the board with its name (`f5`), for pictures whose cells a click names
/// ([`hexcourier_render::svg_with_targets`]).
pub fn cell_targets(v: &Variant) -> Vec<(Hex, String)> {
    v.board
        .cells()
        .map(|c| (hex(v, c), v.board.name(c).to_string()))
        .collect()
}

/// Builds the scene of a position.
pub fn scene(v: &Variant, pos: &Position, view: &View) -> Scene {
    let cells = v
        .board
        .cells()
        .map(|c| {
            let info = v.board.info(c);
            SceneCell {
                at: hex(v, c),
                colour: info.colour,
                file: v.board.files()[info.file].name.clone(),
                rank: info.rank,
            }
        })
        .collect();
    let pieces = pos
        .pieces()
        .map(|(c, p)| {
            let k = v.kind(p.kind);
            ScenePiece {
                at: hex(v, c),
                glyph: k.glyph.clone(),
                letter: k.def.letter,
                player: p.player.0,
            }
        })
        .collect();
    let last_move = match view.last_move {
        // A relocation: where the object came from and where it went.
        Some(Move::Relocate { target, to, .. }) => vec![hex(v, target), hex(v, to)],
        // A drag: the dragging piece's path and the cell its victim fell from.
        Some(Move::Drag { from, to, victim }) => {
            let mut cells = vec![hex(v, from)];
            if to != from {
                cells.push(hex(v, to));
            }
            cells.push(hex(v, victim));
            cells
        }
        Some(m) => [m.from(), m.to()]
            .into_iter()
            .flatten()
            .map(|c| hex(v, c))
            .collect(),
        None => Vec::new(),
    };
    // Board markers: holes as dark pits, barriers as hatched blocks.
    let features = pos
        .markers()
        .map(|(c, k)| SceneFeature {
            at: hex(v, c),
            kind: if v.markers[k].hole {
                FeatureKind::Hole
            } else {
                FeatureKind::Barrier
            },
        })
        .collect();
    let check = pos
        .checked_royals(v, pos.turn())
        .into_iter()
        .map(|c| hex(v, c))
        .collect();
    let mut hand = Vec::new();
    for pi in 0..v.player_count() {
        for (ki, k) in v.kinds.iter().enumerate() {
            let n = pos.hand(Player(pi as u8), hexcourier_engine::PieceKind(ki as u8));
            if n > 0 {
                hand.push(HandRow {
                    player: pi as u8,
                    glyph: k.glyph.clone(),
                    letter: k.def.letter,
                    count: u32::from(n),
                });
            }
        }
    }
    let viewer = view.viewer.unwrap_or(Player(0));
    Scene {
        cells,
        pieces,
        last_move,
        check,
        highlights: view.highlights.iter().map(|&c| hex(v, c)).collect(),
        features,
        rotation_deg: rotation_for(v, viewer),
        army_colours: v
            .players
            .iter()
            .map(|p| ArmyColour::new(&p.colours[0], &p.colours[1]))
            .collect(),
        size_px: view.size_px.unwrap_or(800),
        hand,
        hand_viewer: viewer.0,
    }
}

/// The most bytes an animated replay may take (Discord's upload limit for every server).
pub const GIF_MAX_BYTES: usize = 10 * 1024 * 1024;

/// How long each position of a replay shows, and the last one (hundredths of a second).
const GIF_STEP_CS: u16 = 80;
const GIF_LAST_CS: u16 = 400;

/// The animated replay of a game: one frame per position from its start, the last move of
/// each tinted, turned for `viewer`, the last position shown longer. Frames are 480 pixels for
/// up to 100 plies, smaller for longer games, and smaller again should the file pass
/// [`GIF_MAX_BYTES`].
///
/// # Errors
/// If the renderer fails, or even the smallest frames do not fit.
pub fn gif(
    v: &Variant,
    game: &hexcourier_engine::Game,
    viewer: Option<Player>,
) -> Result<Vec<u8>, hexcourier_render::RenderError> {
    let mut positions: Vec<(Position, Option<Move>)> = vec![(game.start().clone(), None)];
    for &m in game.moves() {
        let next = positions[positions.len() - 1].0.after(v, m);
        positions.push((next, Some(m)));
    }
    let plies = positions.len() - 1;
    let first = match plies {
        0..=100 => 480,
        101..=300 => 360,
        _ => 240,
    };
    let mut size = first;
    loop {
        let last = positions.len() - 1;
        let stills: Vec<hexcourier_render::gif::Still> = positions
            .iter()
            .enumerate()
            .map(|(i, (pos, m))| hexcourier_render::gif::Still {
                scene: scene(
                    v,
                    pos,
                    &View {
                        last_move: *m,
                        viewer,
                        highlights: Vec::new(),
                        size_px: Some(size),
                    },
                ),
                delay_cs: if i == last { GIF_LAST_CS } else { GIF_STEP_CS },
            })
            .collect();
        let bytes = hexcourier_render::gif::animate(&stills)?;
        if bytes.len() <= GIF_MAX_BYTES {
            return Ok(bytes);
        }
        if size <= 160 {
            return Err(hexcourier_render::RenderError::Encode(format!(
                "the replay takes {} bytes even at {size} pixels",
                bytes.len()
            )));
        }
        size = size * 3 / 4;
    }
}

/// Renders a position to PNG bytes.
///
/// # Errors
/// If the renderer fails.
pub fn png(
    v: &Variant,
    pos: &Position,
    view: &View,
) -> Result<Vec<u8>, hexcourier_render::RenderError> {
    hexcourier_render::png(&scene(v, pos, view))
}
