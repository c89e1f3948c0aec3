//! Animated replays as GIFs, the way lichess's lila-gif builds them: one palette shared by
//! every frame (255 colours found once, from the first and last positions, plus one
//! transparent index), the first frame whole, and each later frame only the rectangle of
//! pixels that changed, with the unchanged pixels inside it transparent, so a move costs the
//! few cells it touched.

use crate::{raster, RenderError, Scene};
use std::borrow::Cow;
use std::collections::HashMap;

/// The palette index that means "unchanged since the last frame".
const TRANSPARENT: u8 = 255;

/// One position of a replay and how long it shows, in hundredths of a second.
#[derive(Debug, Clone)]
pub struct Still {
    /// What is drawn.
    pub scene: Scene,
    /// How long it shows (1/100 s).
    pub delay_cs: u16,
}

/// The pixels of a scene as opaque RGB (over white where the picture is transparent),
/// with its width and height.
pub fn rgb(scene: &Scene) -> Result<(u32, u32, Vec<u8>), RenderError> {
    let pixmap = raster::pixmap(scene)?;
    let data = pixmap.data();
    let mut out = Vec::with_capacity(data.len() / 4 * 3);
    for px in data.chunks_exact(4) {
        // Premultiplied: over white, each channel is c + (255 - a).
        let white = 255 - px[3];
        out.extend([
            px[0].saturating_add(white),
            px[1].saturating_add(white),
            px[2].saturating_add(white),
        ]);
    }
    Ok((pixmap.width(), pixmap.height(), out))
}

/// The animated GIF of `stills` (all drawn at one size), looping forever.
///
/// Frames are drawn one at a time as they are encoded: besides the stills (scenes, a few
/// hundred bytes each) and the GIF itself, memory holds the pixels of two frames, however
/// long the replay.
///
/// # Errors
/// A still that cannot be drawn, stills of different sizes, or a failed encoding.
pub fn animate(stills: &[Still]) -> Result<Vec<u8>, RenderError> {
    let encode = |e: ::gif::EncodingError| RenderError::Encode(e.to_string());
    let (Some(first), Some(last)) = (stills.first(), stills.last()) else {
        return Err(RenderError::Encode("a GIF needs at least one still".into()));
    };
    // The palette is learnt from the first and last positions, drawn once for it.
    let (w, h, first_px) = rgb(&first.scene)?;
    let palette = if stills.len() > 1 {
        let (lw, lh, last_px) = rgb(&last.scene)?;
        if (lw, lh) != (w, h) {
            return Err(RenderError::Encode("stills of different sizes".into()));
        }
        Palette::from_samples(&[&first_px, &last_px])
    } else {
        Palette::from_samples(&[&first_px])
    };
    let (gw, gh) = (
        u16::try_from(w).map_err(|_| RenderError::Encode("too wide".into()))?,
        u16::try_from(h).map_err(|_| RenderError::Encode("too tall".into()))?,
    );
    let mut out = Vec::new();
    {
        let mut encoder = ::gif::Encoder::new(&mut out, gw, gh, &palette.rgb).map_err(encode)?;
        encoder
            .set_repeat(::gif::Repeat::Infinite)
            .map_err(encode)?;
        let mut previous: Option<Vec<u8>> = None;
        let mut lookup = HashMap::new();
        let mut first_px = Some(first_px);
        for still in stills {
            let pixels = match first_px.take() {
                Some(px) => px,
                None => {
                    let (fw, fh, px) = rgb(&still.scene)?;
                    if (fw, fh) != (w, h) {
                        return Err(RenderError::Encode("stills of different sizes".into()));
                    }
                    px
                }
            };
            let indices: Vec<u8> = pixels
                .chunks_exact(3)
                .map(|c| palette.index(&mut lookup, [c[0], c[1], c[2]]))
                .collect();
            drop(pixels);
            let frame = match &previous {
                None => ::gif::Frame {
                    width: gw,
                    height: gh,
                    buffer: Cow::Borrowed(&indices),
                    delay: still.delay_cs,
                    dispose: ::gif::DisposalMethod::Keep,
                    ..::gif::Frame::default()
                },
                Some(prev) => changed_part(prev, &indices, w as usize, still.delay_cs),
            };
            encoder.write_frame(&frame).map_err(encode)?;
            previous = Some(indices);
        }
    }
    Ok(out)
}

/// The smallest rectangle holding every pixel that changed from `prev` to `next`, with the
/// unchanged pixels in it transparent (a 1x1 transparent frame when nothing changed).
fn changed_part(prev: &[u8], next: &[u8], width: usize, delay: u16) -> ::gif::Frame<'static> {
    let height = next.len() / width.max(1);
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for y in 0..height {
        let row = y * width;
        for x in 0..width {
            if prev[row + x] != next[row + x] {
                x0 = x0.min(x);
                x1 = x1.max(x);
                y0 = y0.min(y);
                y1 = y1.max(y);
            }
        }
    }
    let (left, top, w, h, buffer) = if x0 == usize::MAX {
        (0, 0, 1, 1, vec![TRANSPARENT])
    } else {
        let mut buffer = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1));
        for y in y0..=y1 {
            for x in x0..=x1 {
                let i = y * width + x;
                buffer.push(if prev[i] == next[i] {
                    TRANSPARENT
                } else {
                    next[i]
                });
            }
        }
        (x0, y0, x1 - x0 + 1, y1 - y0 + 1, buffer)
    };
    ::gif::Frame {
        left: left as u16,
        top: top as u16,
        width: w as u16,
        height: h as u16,
        buffer: Cow::Owned(buffer),
        delay,
        transparent: Some(TRANSPARENT),
        dispose: ::gif::DisposalMethod::Keep,
        ..::gif::Frame::default()
    }
}

/// A shared palette of 255 colours (index 255 is transparent).
struct Palette {
    /// 256 colours as RGB triples (the last unused: transparent).
    rgb: Vec<u8>,
    quant: color_quant::NeuQuant,
}

impl Palette {
    /// Learns the colours of some frames.
    fn from_samples(samples: &[&[u8]]) -> Palette {
        let mut rgba = Vec::new();
        for s in samples {
            for c in s.chunks_exact(3) {
                rgba.extend([c[0], c[1], c[2], 255]);
            }
        }
        let quant = color_quant::NeuQuant::new(10, 255, &rgba);
        let mut rgb: Vec<u8> = quant
            .color_map_rgba()
            .chunks_exact(4)
            .flat_map(|c| [c[0], c[1], c[2]])
            .collect();
        rgb.resize(256 * 3, 0);
        Palette { rgb, quant }
    }

    /// The palette index nearest a colour (remembered: a board has few distinct colours).
    fn index(&self, lookup: &mut HashMap<[u8; 3], u8>, c: [u8; 3]) -> u8 {
        *lookup.entry(c).or_insert_with(|| {
            let i = self.quant.index_of(&[c[0], c[1], c[2], 255]);
            u8::try_from(i).unwrap_or(0).min(TRANSPARENT - 1)
        })
    }
}
