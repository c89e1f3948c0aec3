//! PNG output: cached board backgrounds and piece sprites composited with tiny-skia.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use crate::draw::{self, Placement};
use crate::layout::{BoardKey, Layout};
use crate::pieces::PieceStyle;
use crate::scene::Scene;
use crate::RenderError;

/// Most boards kept in the cache before it is emptied.
const MAX_BOARDS: usize = 32;
/// Most sprites kept in the cache before it is emptied.
const MAX_SPRITES: usize = 2048;

/// A board's layout, background SVG and (lazily) its rendered background.
#[derive(Debug)]
pub(crate) struct Board {
    pub layout: Layout,
    pub background: String,
    pixmap: OnceLock<Pixmap>,
}

/// A small thread-safe cache that forgets everything when it grows too big.
struct Cache<K, V> {
    map: OnceLock<Mutex<HashMap<K, Arc<V>>>>,
    max: usize,
}

impl<K: Hash + Eq, V> Cache<K, V> {
    const fn new(max: usize) -> Self {
        Self {
            map: OnceLock::new(),
            max,
        }
    }

    fn get_or_try_insert<E>(
        &self,
        key: K,
        make: impl FnOnce(&K) -> Result<V, E>,
    ) -> Result<Arc<V>, E> {
        let map = self.map.get_or_init(|| Mutex::new(HashMap::new()));
        if let Some(v) = lock(map).get(&key) {
            return Ok(Arc::clone(v));
        }
        // Build outside the lock; a racing thread may build the same value too.
        let value = Arc::new(make(&key)?);
        let mut guard = lock(map);
        if guard.len() >= self.max {
            guard.clear();
        }
        Ok(Arc::clone(guard.entry(key).or_insert(value)))
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

static BOARDS: Cache<BoardKey, Board> = Cache::new(MAX_BOARDS);
static SPRITES: Cache<(PieceStyle, u32), Pixmap> = Cache::new(MAX_SPRITES);

/// The cached board (layout and background) for `scene`.
pub(crate) fn board(scene: &Scene) -> Arc<Board> {
    let key = BoardKey::of(scene);
    let result: Result<_, std::convert::Infallible> = BOARDS.get_or_try_insert(key, |key| {
        let layout = Layout::new(key);
        let background = draw::background(scene, &layout);
        Ok(Board {
            layout,
            background,
            pixmap: OnceLock::new(),
        })
    });
    match result {
        Ok(board) => board,
        Err(never) => match never {},
    }
}

fn parse(doc: &str) -> Result<usvg::Tree, RenderError> {
    usvg::Tree::from_str(doc, &usvg::Options::default()).map_err(RenderError::Svg)
}

fn new_pixmap(w: u32, h: u32) -> Result<Pixmap, RenderError> {
    Pixmap::new(w, h).ok_or(RenderError::Pixmap {
        width: w,
        height: h,
    })
}

/// Renders a fragment of a `size`-pixel document onto `pixmap`.
fn render_fragment(fragment: &str, size: u32, pixmap: &mut Pixmap) -> Result<(), RenderError> {
    let mut doc = draw::open_svg(size);
    doc.push_str(fragment);
    doc.push_str("</svg>");
    let tree = parse(&doc)?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(())
}

fn background_pixmap(board: &Board) -> Result<&Pixmap, RenderError> {
    if let Some(p) = board.pixmap.get() {
        return Ok(p);
    }
    let size = board.layout.size;
    let mut pixmap = new_pixmap(size, size)?;
    render_fragment(&board.background, size, &mut pixmap)?;
    Ok(board.pixmap.get_or_init(|| pixmap))
}

fn sprite(style: &PieceStyle, size: u32) -> Result<Arc<Pixmap>, RenderError> {
    SPRITES.get_or_try_insert((style.clone(), size), |(style, size)| {
        let tree = parse(&style.document())?;
        let mut pixmap = new_pixmap(*size, *size)?;
        let k = *size as f32 / 100.0;
        resvg::render(&tree, Transform::from_scale(k, k), &mut pixmap.as_mut());
        Ok(pixmap)
    })
}

/// Renders `scene` to an RGBA pixmap.
pub(crate) fn pixmap(scene: &Scene) -> Result<Pixmap, RenderError> {
    let board = board(scene);
    let layout = &board.layout;
    let mut pixmap = background_pixmap(&board)?.clone();
    let overlays = draw::overlays(scene, layout);
    if !overlays.is_empty() {
        render_fragment(&overlays, layout.size, &mut pixmap)?;
    }
    for Placement { style, x, y, size } in draw::placements(scene, layout) {
        blit(&mut pixmap, &*sprite(&style, size)?, x, y);
    }
    Ok(pixmap)
}

/// Draws `src` over `dst` with its top-left corner at `(x, y)`.
pub(crate) fn blit_at(dst: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
    blit(dst, src, x, y);
}

/// `v / 255`, rounded, for `v <= 255 * 255`.
fn div255(v: u32) -> u32 {
    let v = v + 128;
    (v + (v >> 8)) >> 8
}

/// Draws premultiplied `src` over `dst` with its top-left corner at `(x, y)`
/// (source-over, like tiny-skia's `draw_pixmap`, but without the pipeline setup).
fn blit(dst: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i64, dst.height() as i64);
    let (sw, sh) = (src.width() as i64, src.height() as i64);
    let (x, y) = (i64::from(x), i64::from(y));
    let (sx0, sx1) = ((-x).max(0), sw.min(dw - x));
    let (sy0, sy1) = ((-y).max(0), sh.min(dh - y));
    if sx0 >= sx1 || sy0 >= sy1 {
        return;
    }
    let s = src.data();
    let d = dst.data_mut();
    // All indices are within the clipped, non-negative ranges computed above.
    for row in sy0..sy1 {
        let so = ((row * sw + sx0) * 4) as usize;
        let se = ((row * sw + sx1) * 4) as usize;
        let dofs = (((row + y) * dw + sx0 + x) * 4) as usize;
        let len = se - so;
        let srow = &s[so..se];
        let drow = &mut d[dofs..dofs + len];
        for (dp, sp) in drow.chunks_exact_mut(4).zip(srow.chunks_exact(4)) {
            match sp[3] {
                0 => {}
                255 => dp.copy_from_slice(sp),
                a => {
                    let inv = 255 - u32::from(a);
                    for (dc, sc) in dp.iter_mut().zip(sp) {
                        let v = u32::from(*sc) + div255(u32::from(*dc) * inv);
                        *dc = v.min(255) as u8;
                    }
                }
            }
        }
    }
}

/// Renders a standalone SVG document (sized in pixels) to PNG bytes, on white.
pub(crate) fn svg_to_png(doc: &str) -> Result<Vec<u8>, RenderError> {
    let tree = parse(doc)?;
    let size = tree.size();
    let (w, h) = (size.width().ceil() as u32, size.height().ceil() as u32);
    let mut pixmap = new_pixmap(w.max(1), h.max(1))?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    encode(&pixmap)
}

/// Encodes a pixmap as an RGBA PNG.
///
/// The picture is opaque (the background covers it), so its premultiplied
/// pixels equal straight ones and can be written as they are.
pub(crate) fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(256 * 1024);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::Sub);
    let mut writer = encoder.write_header().map_err(err)?;
    writer.write_image_data(pixmap.data()).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia::{Color, PixmapPaint};

    #[test]
    fn div255_rounds() {
        for v in 0..=255 * 255 {
            assert_eq!(div255(v), (f64::from(v) / 255.0).round() as u32, "{v}");
        }
    }

    #[test]
    fn blit_matches_tiny_skia() {
        let mut sprite = Pixmap::new(7, 5).expect("pixmap");
        sprite.fill(Color::from_rgba8(200, 40, 90, 140));
        sprite.pixels_mut()[3] = resvg::tiny_skia::PremultipliedColorU8::TRANSPARENT;
        for (x, y) in [(2, 3), (0, 0), (3, 5), (8, 9), (10, 2)] {
            let mut ours = Pixmap::new(10, 10).expect("pixmap");
            ours.fill(Color::from_rgba8(30, 160, 220, 255));
            let mut theirs = ours.clone();
            blit(&mut ours, &sprite, x, y);
            theirs.draw_pixmap(
                x,
                y,
                sprite.as_ref(),
                &PixmapPaint::default(),
                Transform::identity(),
                None,
            );
            for (i, (a, b)) in ours.data().iter().zip(theirs.data()).enumerate() {
                assert!(
                    a.abs_diff(*b) <= 1,
                    "{a} vs {b} at offset {x},{y} index {i}"
                );
            }
        }
    }

    #[test]
    fn blit_clips_at_negative_offsets() {
        let mut sprite = Pixmap::new(7, 5).expect("pixmap");
        sprite.fill(Color::from_rgba8(255, 255, 255, 255));
        let mut dst = Pixmap::new(10, 10).expect("pixmap");
        dst.fill(Color::from_rgba8(0, 0, 0, 255));
        blit(&mut dst, &sprite, -3, -2);
        blit(&mut dst, &sprite, -20, 0);
        for (i, p) in dst.pixels().iter().enumerate() {
            let (x, y) = (i % 10, i / 10);
            let inside = x < 4 && y < 3;
            assert_eq!(p.red() == 255, inside, "pixel {x},{y}");
        }
    }
}
