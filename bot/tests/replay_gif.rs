//! Animated replays: the GIF of a game decodes (with the `gif` crate) to one frame per
//! position, each the renderer's picture of that position up to the shared palette, and
//! stays small.

use hexcourier::picture::{self, View};
use hexcourier_engine::{Game, Library, Player, Position};

/// Frames decoded and drawn onto one canvas, as RGB.
fn frames(bytes: &[u8]) -> (usize, usize, Vec<Vec<u8>>, Vec<u16>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut d = options.read_info(bytes).expect("a GIF");
    let (w, h) = (usize::from(d.width()), usize::from(d.height()));
    let global = d.global_palette().expect("a shared palette").to_vec();
    let mut canvas = vec![0u8; w * h * 3];
    let (mut out, mut delays) = (Vec::new(), Vec::new());
    while let Some(f) = d.read_next_frame().expect("a frame") {
        assert!(f.palette.is_none(), "every frame uses the shared palette");
        let (left, top) = (usize::from(f.left), usize::from(f.top));
        for y in 0..usize::from(f.height) {
            for x in 0..usize::from(f.width) {
                let i = f.buffer[y * usize::from(f.width) + x];
                if Some(i) == f.transparent {
                    continue;
                }
                let at = ((top + y) * w + left + x) * 3;
                let c = usize::from(i) * 3;
                canvas[at..at + 3].copy_from_slice(&global[c..c + 3]);
            }
        }
        out.push(canvas.clone());
        delays.push(f.delay);
    }
    (w, h, out, delays)
}

#[test]
fn a_replay_has_a_frame_per_position_matching_the_renderer() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski");
    let mut game = Game::new(v).expect("start");
    for m in [
        "Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6", "Qxf9",
    ] {
        game.play_text(v, m).expect("legal");
    }
    let bytes = picture::gif(v, &game, Some(Player(1))).expect("a replay");
    let (w, h, drawn, delays) = frames(&bytes);
    assert_eq!(drawn.len(), 8, "the start and seven moves");
    assert_eq!((w, h), (480, 480));
    assert!(
        delays[..7].iter().all(|&d| d == 80) && delays[7] == 400,
        "{delays:?}"
    );
    let mut pos = Position::start(v).expect("start");
    let mut last = None;
    for (i, frame) in drawn.iter().enumerate() {
        if i > 0 {
            let m = game.moves()[i - 1];
            pos = pos.after(v, m);
            last = Some(m);
        }
        let scene = picture::scene(
            v,
            &pos,
            &View {
                last_move: last,
                viewer: Some(Player(1)),
                highlights: Vec::new(),
                size_px: Some(480),
            },
        );
        let (_, _, want) = hexcourier_render::gif::rgb(&scene).expect("rendered");
        let diffs: Vec<u32> = frame
            .iter()
            .zip(&want)
            .map(|(a, b)| u32::from(a.abs_diff(*b)))
            .collect();
        let mean = f64::from(diffs.iter().sum::<u32>()) / diffs.len() as f64;
        let far = diffs.iter().filter(|&&d| d > 48).count();
        assert!(mean < 4.0, "frame {i}: mean difference {mean:.2}");
        assert!(far * 200 < diffs.len(), "frame {i}: {far} channels far off");
    }
    assert!(bytes.len() < 400_000, "{} bytes", bytes.len());
}
