//! Pictures, as a trait: the real painter renders PNGs, the fake one describes the request.

use crate::picture::{self, View};
use hexcourier_engine::{Cell, Game, Piece, Player, Position, Variant};
use std::fmt;

/// A picture could not be drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PaintError(pub String);

/// Draws positions and piece diagrams.
pub trait Painter: Send + Sync + fmt::Debug {
    /// A position, with the view's last move, orientation and highlights.
    ///
    /// # Errors
    /// If the renderer fails.
    fn position(&self, v: &Variant, pos: &Position, view: &View) -> Result<Vec<u8>, PaintError>;

    /// An animated replay of a game (a GIF), turned for `viewer`.
    ///
    /// # Errors
    /// If the renderer fails.
    fn replay(
        &self,
        v: &Variant,
        game: &Game,
        viewer: Option<Player>,
    ) -> Result<Vec<u8>, PaintError>;

    /// One piece alone on an empty board at `at`, with the view's highlights.
    ///
    /// # Errors
    /// If the renderer fails.
    fn piece(
        &self,
        v: &Variant,
        piece: Piece,
        at: Cell,
        view: &View,
    ) -> Result<Vec<u8>, PaintError>;
}

/// Renders PNG images with `hexcourier-render`.
#[derive(Debug, Clone, Copy, Default)]
pub struct PngPainter;

impl Painter for PngPainter {
    fn position(&self, v: &Variant, pos: &Position, view: &View) -> Result<Vec<u8>, PaintError> {
        picture::png(v, pos, view).map_err(|e| PaintError(e.to_string()))
    }

    fn replay(
        &self,
        v: &Variant,
        game: &Game,
        viewer: Option<Player>,
    ) -> Result<Vec<u8>, PaintError> {
        picture::gif(v, game, viewer).map_err(|e| PaintError(e.to_string()))
    }

    fn piece(
        &self,
        v: &Variant,
        piece: Piece,
        at: Cell,
        view: &View,
    ) -> Result<Vec<u8>, PaintError> {
        // A lone piece is not a valid position (no royals), so add it to the scene directly.
        let mut scene = picture::scene(v, &Position::empty(), view);
        let k = v.kind(piece.kind);
        let h = v.board.hex(at);
        scene.pieces.push(hexcourier_render::ScenePiece {
            at: hexcourier_render::Hex::new(h.q, h.r),
            glyph: k.glyph.clone(),
            letter: k.def.letter,
            player: piece.player.0,
        });
        hexcourier_render::png(&scene).map_err(|e| PaintError(e.to_string()))
    }
}

/// A painter for tests: returns a short text describing what would be drawn, as bytes.
///
/// Positions give `position <state text> | last <from>-<to> | viewer <n> | marks <cells>`;
/// pieces give `piece <letter> <cell> | viewer <n> | marks <cells>`.
#[derive(Debug, Clone, Default)]
pub struct FakePainter {
    /// When set, every request fails with this message.
    pub fail: Option<String>,
}

fn describe_view(v: &Variant, view: &View) -> String {
    let viewer = view.viewer.map_or("-".to_string(), |p| p.0.to_string());
    let mut marks: Vec<&str> = view.highlights.iter().map(|&c| v.board.name(c)).collect();
    marks.sort_unstable();
    // english: the test painter's description of a picture
    format!("viewer {viewer} | marks {}", marks.join(" "))
}

impl FakePainter {
    /// The failure every request gives, when one is set.
    fn refuse(&self) -> Result<(), PaintError> {
        match &self.fail {
            Some(f) => Err(PaintError(f.clone())),
            None => Ok(()),
        }
    }
}

impl Painter for FakePainter {
    fn position(&self, v: &Variant, pos: &Position, view: &View) -> Result<Vec<u8>, PaintError> {
        self.refuse()?;
        let last = match view.last_move {
            Some(m) => {
                let name = |c: Option<Cell>| c.map_or("", |c| v.board.name(c));
                format!("{}-{}", name(m.from()), name(m.to()))
            }
            None => "-".into(),
        };
        Ok(format!(
            // english: the test painter's description of a picture
            "position {} | last {last} | {}",
            pos.to_text(v),
            describe_view(v, view)
        )
        .into_bytes())
    }

    fn replay(
        &self,
        v: &Variant,
        game: &Game,
        viewer: Option<Player>,
    ) -> Result<Vec<u8>, PaintError> {
        self.refuse()?;
        let viewer = viewer.map_or("-".to_string(), |p| p.0.to_string());
        Ok(format!(
            // english: the test painter's description of a picture
            "replay {} frames | {} | viewer {viewer}",
            game.moves().len() + 1,
            game.position().to_text(v)
        )
        .into_bytes())
    }

    fn piece(
        &self,
        v: &Variant,
        piece: Piece,
        at: Cell,
        view: &View,
    ) -> Result<Vec<u8>, PaintError> {
        self.refuse()?;
        let letter = v.kind(piece.kind).def.letter;
        Ok(format!(
            "piece {letter} {} | {}",
            v.board.name(at),
            describe_view(v, view)
        )
        .into_bytes())
    }
}
