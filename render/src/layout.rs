//! Board geometry: hex centres in pixels, rotation, fitting, and placement of
//! the coordinate labels around the edge of the board.

use std::collections::{BTreeMap, HashSet};

use crate::font;
use crate::scene::{Hex, Scene, SceneCell, SceneFeature};

const SQRT3: f64 = 1.732_050_807_568_877_2;

/// Capital height of coordinate labels, in hex radii.
const LABEL_CAP: f64 = 0.4;
/// Free space kept around every label, in hex radii.
const LABEL_MARGIN: f64 = 0.1;
/// Free space kept between two labels, in hex radii.
const LABEL_GAP: f64 = 0.3;
/// Space between the outermost drawing and the image edge, in hex radii.
const PADDING: f64 = 0.3;
/// Height of one hand strip as a fraction of the image size.
const HAND_STRIP: f64 = 0.085;

/// Everything that decides the background picture (and so keys the caches).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct BoardKey {
    pub cells: Vec<SceneCell>,
    pub features: Vec<SceneFeature>,
    pub rotation: i32,
    pub size: u32,
    pub hand: bool,
}

impl BoardKey {
    pub fn of(scene: &Scene) -> Self {
        Self {
            cells: scene.cells.clone(),
            features: scene.features.clone(),
            rotation: scene.rotation_deg.rem_euclid(360),
            size: scene.size_px.clamp(32, 4096),
            hand: !scene.hand.is_empty(),
        }
    }
}

/// A placed coordinate label, in pixels.
#[derive(Debug, Clone)]
pub(crate) struct Label {
    pub text: String,
    /// Top-left corner of the capital box, in pixels.
    pub x: f64,
    /// Top-left corner of the capital box, in pixels.
    pub y: f64,
}

/// A horizontal strip holding pieces in hand.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Strip {
    pub y: f64,
    pub h: f64,
}

/// Pixel geometry of one board picture.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    pub size: u32,
    /// Hex circumradius in pixels.
    pub s: f64,
    ox: f64,
    oy: f64,
    cos: f64,
    sin: f64,
    pub labels: Vec<Label>,
    /// Capital height of labels in pixels.
    pub label_cap: f64,
    /// Hand strips (top, bottom) when the scene has a hand.
    pub strips: Option<(Strip, Strip)>,
}

/// Unrotated board position of a hex centre, in hex radii (y up).
fn board_xy(h: Hex) -> (f64, f64) {
    let q = f64::from(h.q);
    let r = f64::from(h.r);
    (1.5 * q, SQRT3 * (r + q / 2.0))
}

/// The hex containing board point `(x, y)` (hex radii, y up).
fn hex_at(x: f64, y: f64) -> Hex {
    let q = x / 1.5;
    let r = y / SQRT3 - q / 2.0;
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    // Rounded values are small integers, so the casts are exact.
    Hex::new(rq as i32, rr as i32)
}

/// Exact cosine and sine for a rotation in whole degrees.
fn cos_sin(deg: i32) -> (f64, f64) {
    match deg.rem_euclid(360) {
        0 => (1.0, 0.0),
        90 => (0.0, 1.0),
        180 => (-1.0, 0.0),
        270 => (0.0, -1.0),
        d => {
            let a = f64::from(d).to_radians();
            (a.cos(), a.sin())
        }
    }
}

/// Vertical extent `(top, bottom)` of the ink of `text` in font units.
fn ink_extent(text: &str) -> (f64, f64) {
    let top = if text.chars().all(|c| "acemnorsuvwxz".contains(c)) {
        3.0
    } else {
        0.0
    };
    let bottom = if text.chars().any(|c| "gjpqy".contains(c)) {
        10.0
    } else {
        8.0
    };
    (top, bottom)
}

#[derive(Clone, Copy)]
struct Rect {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

impl Rect {
    fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
}

struct Placer {
    occupied: HashSet<Hex>,
    cos: f64,
    sin: f64,
    /// Placed label boxes in view units (y up), with their text and cap-box corner.
    placed: Vec<(Rect, String, f64, f64)>,
}

impl Placer {
    /// Rotates a board point into view coordinates (y up).
    fn rot(&self, x: f64, y: f64) -> (f64, f64) {
        (x * self.cos - y * self.sin, x * self.sin + y * self.cos)
    }

    fn unrot(&self, x: f64, y: f64) -> (f64, f64) {
        (x * self.cos + y * self.sin, -x * self.sin + y * self.cos)
    }

    fn hits_board(&self, r: &Rect) -> bool {
        const STEPS: usize = 4;
        for i in 0..=STEPS {
            for j in 0..=STEPS {
                let fx = i as f64 / STEPS as f64;
                let fy = j as f64 / STEPS as f64;
                let x = r.x0 + (r.x1 - r.x0) * fx;
                let y = r.y0 + (r.y1 - r.y0) * fy;
                let (bx, by) = self.unrot(x, y);
                if self.occupied.contains(&hex_at(bx, by)) {
                    return true;
                }
            }
        }
        false
    }

    /// Places `text` near the cell centred at board point `c`, preferably in
    /// board direction `angle` (degrees, counter-clockwise from +x).
    /// Only positions whose centre `own` accepts count as good; others are
    /// used only when no good one is free.
    fn place(&mut self, text: &str, c: (f64, f64), angle: f64, own: impl Fn((f64, f64)) -> bool) {
        let w = font::text_width(text, LABEL_CAP);
        let (top, bottom) = ink_extent(text);
        let k = LABEL_CAP / font::CAP_HEIGHT;
        let h = (bottom - top) * k;
        let mut candidates = Vec::new();
        for (i, delta) in [0.0, 15.0, -15.0, 30.0, -30.0, 45.0, -45.0, 60.0, -60.0]
            .into_iter()
            .enumerate()
        {
            for (j, dist) in [1.05, 1.15, 1.25, 1.4, 1.6, 1.8, 2.05, 2.35, 2.65, 3.0, 3.4]
                .into_iter()
                .enumerate()
            {
                let cost = dist + f64::abs(delta) / 30.0 * 0.3;
                candidates.push((cost, i, j, delta, dist));
            }
        }
        candidates.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        // Fallbacks: off the board and near its own line but crowded, or
        // merely off the board.
        let mut fallback = None;
        let mut stray = None;
        for &(_, _, _, delta, dist) in &candidates {
            let a = (angle + delta).to_radians();
            let centre = (c.0 + dist * a.cos(), c.1 + dist * a.sin());
            let (px, py) = self.rot(centre.0, centre.1);
            let ink = Rect {
                x0: px - w / 2.0,
                x1: px + w / 2.0,
                y0: py - h / 2.0,
                y1: py + h / 2.0,
            };
            let grown = Rect {
                x0: ink.x0 - LABEL_MARGIN,
                x1: ink.x1 + LABEL_MARGIN,
                y0: ink.y0 - LABEL_MARGIN,
                y1: ink.y1 + LABEL_MARGIN,
            };
            if self.hits_board(&grown) {
                continue;
            }
            // Cap-box top-left corner in view units (y up): the ink top is at
            // font row `top`, which lies `top * k` below the cap-box top.
            let corner = (ink.x0, ink.y1 + top * k);
            if !own(centre) {
                stray.get_or_insert((ink, corner));
                continue;
            }
            let spaced = Rect {
                x0: ink.x0 - LABEL_GAP,
                x1: ink.x1 + LABEL_GAP,
                y0: ink.y0 - LABEL_GAP,
                y1: ink.y1 + LABEL_GAP,
            };
            if self.placed.iter().any(|p| p.0.overlaps(&spaced)) {
                fallback.get_or_insert((ink, corner));
                continue;
            }
            self.placed.push((ink, text.to_owned(), corner.0, corner.1));
            return;
        }
        if let Some((ink, corner)) = fallback.or(stray) {
            self.placed.push((ink, text.to_owned(), corner.0, corner.1));
        }
    }
}

/// How far past its end cells a file counts as continuing, in hex radii. Files
/// are straight, so a label beyond the end of a file that starts inside the
/// board's outline (like b2 of the hourglass) belongs to it; ranks may bend (the
/// Glinski chevrons), so only their cells count.
const FILE_REACH: f64 = 4.0;

fn dot(a: (f64, f64), b: (f64, f64)) -> f64 {
    a.0 * b.0 + a.1 * b.1
}

/// Cells of one file or rank, in board units.
#[derive(Debug)]
struct Line {
    text: String,
    cells: Vec<(f64, f64)>,
}

impl Line {
    /// Centre of the outermost cell in direction `dir` (ties broken along `across`).
    fn end(&self, dir: (f64, f64), across: (f64, f64)) -> (f64, f64) {
        self.cells
            .iter()
            .copied()
            .min_by(|a, b| {
                (-dot(*a, dir))
                    .total_cmp(&-dot(*b, dir))
                    .then(dot(*a, across).total_cmp(&dot(*b, across)))
            })
            .unwrap_or((0.0, 0.0))
    }

    /// Distance from board point `p` to the line: its cells, plus the stretch
    /// of `reach` beyond each of its two ends along `axis`.
    fn distance(&self, axis: (f64, f64), reach: f64, p: (f64, f64)) -> f64 {
        let mut best = f64::MAX;
        for &(x, y) in &self.cells {
            best = best.min((p.0 - x).hypot(p.1 - y));
        }
        let across = (axis.1, -axis.0);
        for sign in [-1.0, 1.0] {
            let dir = (sign * axis.0, sign * axis.1);
            let e = self.end(dir, across);
            let t = dot((p.0 - e.0, p.1 - e.1), dir).clamp(0.0, reach);
            let q = (e.0 + t * dir.0, e.1 + t * dir.1);
            best = best.min((p.0 - q.0).hypot(p.1 - q.1));
        }
        best
    }
}

/// The files and ranks of a board, with their directions.
#[derive(Debug)]
struct Lines {
    files: Vec<Line>,
    ranks: Vec<Line>,
    /// Unit vector along the files towards higher ranks (board units).
    file_axis: (f64, f64),
    /// Unit vector across the files (along the ranks).
    rank_axis: (f64, f64),
}

impl Lines {
    fn of(cells: &[SceneCell]) -> Self {
        let mut files: BTreeMap<&str, Vec<&SceneCell>> = BTreeMap::new();
        let mut ranks: BTreeMap<u32, Vec<&SceneCell>> = BTreeMap::new();
        for cell in cells {
            if !cell.file.is_empty() {
                files.entry(cell.file.as_str()).or_default().push(cell);
            }
            ranks.entry(cell.rank).or_default().push(cell);
        }
        // The file direction: the mean of each file's lowest-to-highest-rank direction.
        let mut sum = (0.0, 0.0);
        for cells in files.values() {
            let lo = cells.iter().min_by_key(|c| (c.rank, c.at));
            let hi = cells.iter().max_by_key(|c| (c.rank, c.at));
            if let (Some(lo), Some(hi)) = (lo, hi) {
                if lo.rank != hi.rank {
                    let (a, b) = (board_xy(lo.at), board_xy(hi.at));
                    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                    let n = dx.hypot(dy);
                    sum = (sum.0 + dx / n, sum.1 + dy / n);
                }
            }
        }
        let n = sum.0.hypot(sum.1);
        let file_axis = if n > 1e-6 {
            (sum.0 / n, sum.1 / n)
        } else {
            (0.0, 1.0)
        };
        let rank_axis = (file_axis.1, -file_axis.0);
        let line = |text: String, cells: &[&SceneCell]| Line {
            text,
            cells: cells.iter().map(|c| board_xy(c.at)).collect(),
        };
        Lines {
            files: files
                .iter()
                .map(|(name, cells)| line((*name).to_owned(), cells))
                .collect(),
            ranks: ranks
                .iter()
                .map(|(rank, cells)| line(rank.to_string(), cells))
                .collect(),
            file_axis,
            rank_axis,
        }
    }

    /// The axis used to break ties between end cells of lines along `axis`.
    fn other(&self, axis: (f64, f64)) -> (f64, f64) {
        if axis == self.file_axis {
            self.rank_axis
        } else {
            self.file_axis
        }
    }
}

/// Index of the line of `lines` (all along `axis`, reaching `reach` beyond
/// their ends) strictly nearest to `p`.
fn nearest(lines: &[Line], axis: (f64, f64), reach: f64, p: (f64, f64)) -> Option<usize> {
    let d: Vec<f64> = lines.iter().map(|l| l.distance(axis, reach, p)).collect();
    let (i, best) = d.iter().enumerate().min_by(|a, b| a.1.total_cmp(b.1))?;
    let unique = d
        .iter()
        .enumerate()
        .all(|(j, x)| j == i || *x > best + 1e-6);
    unique.then_some(i)
}

/// Places the coordinate labels of `key`'s board: each file's name beyond both
/// ends of the file, each rank's number beyond both ends of the rank.
fn place_labels(key: &BoardKey) -> Placer {
    let (cos, sin) = cos_sin(key.rotation);
    let mut occupied: HashSet<Hex> = key.cells.iter().map(|c| c.at).collect();
    occupied.extend(key.features.iter().map(|f| f.at));
    let mut placer = Placer {
        occupied,
        cos,
        sin,
        placed: Vec::new(),
    };

    let lines = Lines::of(&key.cells);
    for (groups, axis, reach) in [
        (&lines.files, lines.file_axis, FILE_REACH),
        (&lines.ranks, lines.rank_axis, 0.0),
    ] {
        for sign in [-1.0, 1.0] {
            let dir = (sign * axis.0, sign * axis.1);
            let angle = dir.1.atan2(dir.0).to_degrees();
            for (i, g) in groups.iter().enumerate() {
                let end = g.end(dir, lines.other(axis));
                placer.place(&g.text, end, angle, |p| {
                    nearest(groups, axis, reach, p) == Some(i)
                });
            }
        }
    }
    placer
}

impl Layout {
    /// Computes the layout of `key`'s board.
    pub fn new(key: &BoardKey) -> Self {
        let (cos, sin) = cos_sin(key.rotation);
        let placer = place_labels(key);

        // Bounding box of everything in view units (y up).
        let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        let mut grow = |x: f64, y: f64| {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        };
        for h in placer.occupied.iter() {
            let (cx, cy) = board_xy(*h);
            for k in 0..6 {
                let a = f64::from(k * 60).to_radians();
                let (vx, vy) = placer.rot(cx + a.cos(), cy + a.sin());
                grow(vx, vy);
            }
        }
        for p in &placer.placed {
            grow(p.0.x0, p.0.y0);
            grow(p.0.x1, p.0.y1);
        }
        if x0 > x1 {
            (x0, y0, x1, y1) = (-1.0, -1.0, 1.0, 1.0);
        }
        x0 -= PADDING;
        y0 -= PADDING;
        x1 += PADDING;
        y1 += PADDING;

        let size = f64::from(key.size);
        let (area_y, area_h, strips) = if key.hand {
            let h = (size * HAND_STRIP).round();
            let strips = (Strip { y: 0.0, h }, Strip { y: size - h, h });
            (h, size - 2.0 * h, Some(strips))
        } else {
            (0.0, size, None)
        };
        let s = (size / (x1 - x0)).min(area_h / (y1 - y0));
        let ox = (size - (x1 - x0) * s) / 2.0 - x0 * s;
        let oy = area_y + (area_h - (y1 - y0) * s) / 2.0 + y1 * s;

        let labels = placer
            .placed
            .iter()
            .map(|(_, text, cx, cy)| Label {
                text: text.clone(),
                x: ox + cx * s,
                y: oy - cy * s,
            })
            .collect();
        Layout {
            size: key.size,
            s,
            ox,
            oy,
            cos,
            sin,
            labels,
            label_cap: LABEL_CAP * s,
            strips,
        }
    }

    /// Pixel centre of a hex.
    pub fn centre(&self, h: Hex) -> (f64, f64) {
        let (x, y) = board_xy(h);
        let (vx, vy) = (x * self.cos - y * self.sin, x * self.sin + y * self.cos);
        (self.ox + vx * self.s, self.oy - vy * self.s)
    }

    /// Pixel corners of a hex shrunk to `scale` times its full size.
    pub fn corners(&self, h: Hex, scale: f64) -> [(f64, f64); 6] {
        let (cx, cy) = self.centre(h);
        let mut out = [(0.0, 0.0); 6];
        for (k, p) in out.iter_mut().enumerate() {
            // Flat-topped corners at 0, 60, ... degrees, turned with the board;
            // screen y points down, hence the minus.
            let a = (60.0 * k as f64).to_radians();
            let (x, y) = (a.cos(), a.sin());
            let (vx, vy) = (x * self.cos - y * self.sin, x * self.sin + y * self.cos);
            *p = (cx + vx * self.s * scale, cy - vy * self.s * scale);
        }
        out
    }

    /// Side length in pixels of the square a piece sprite occupies on the board.
    pub fn piece_px(&self) -> u32 {
        // Truncation is intended: the value is a small positive pixel count.
        (self.s * 1.62).round().max(1.0) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_at_inverts_board_xy() {
        for q in -6..=6 {
            for r in -6..=6 {
                let h = Hex::new(q, r);
                let (x, y) = board_xy(h);
                assert_eq!(hex_at(x + 0.3, y - 0.2), h);
            }
        }
    }

    #[test]
    fn up_is_north() {
        let key = BoardKey {
            cells: vec![],
            features: vec![],
            rotation: 0,
            size: 800,
            hand: false,
        };
        let l = Layout::new(&key);
        let (_, y0) = l.centre(Hex::new(0, 0));
        let (_, y1) = l.centre(Hex::new(0, 1));
        assert!(y1 < y0, "north must be up on screen");
    }

    /// The scene cells of every board of the built-in variants, with the
    /// rotations that put each player at the bottom.
    fn builtin_boards() -> Vec<(String, Vec<SceneCell>, Vec<i32>)> {
        let lib = hexcourier_engine::data::Library::builtin().expect("built-in data loads");
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for v in lib.variants() {
            let cells: Vec<SceneCell> = v
                .board
                .cells()
                .map(|c| {
                    let info = v.board.info(c);
                    let h = v.board.hex(c);
                    SceneCell {
                        at: Hex::new(h.q, h.r),
                        colour: info.colour,
                        file: v.board.files()[info.file].name.clone(),
                        rank: info.rank,
                    }
                })
                .collect();
            let mut rotations: Vec<i32> = v
                .players
                .iter()
                .map(|p| (p.forward.angle().round() as i32).rem_euclid(360))
                .collect();
            rotations.extend([0, 90]);
            rotations.sort_unstable();
            rotations.dedup();
            if seen.insert((cells.clone(), rotations.clone())) {
                out.push((v.board.name.clone(), cells, rotations));
            }
        }
        out
    }

    #[test]
    fn labels_sit_at_the_ends_of_their_own_lines() {
        let boards = builtin_boards();
        let names: Vec<&str> = boards.iter().map(|b| b.0.as_str()).collect();
        for wanted in ["Glinski", "Fool", "Hourglass"] {
            assert!(
                names.iter().any(|n| n.contains(wanted)),
                "{wanted} board missing: {names:?}"
            );
        }
        for (name, cells, rotations) in &boards {
            let lines = Lines::of(cells);
            for &rotation in rotations {
                let key = BoardKey {
                    cells: cells.clone(),
                    features: vec![],
                    rotation,
                    size: 800,
                    hand: false,
                };
                let placer = place_labels(&key);
                let mut count: BTreeMap<&str, usize> = BTreeMap::new();
                for (n, (ink, text, _, _)) in placer.placed.iter().enumerate() {
                    let at = format!("{name} at {rotation} degrees: label {text:?}");
                    *count.entry(text.as_str()).or_default() += 1;
                    let centre = placer.unrot((ink.x0 + ink.x1) / 2.0, (ink.y0 + ink.y1) / 2.0);
                    // Files are straight, so a file continues beyond its end
                    // cells; a rank's label must be nearest its rank's cells.
                    let (group, axis, reach) = if text.starts_with(|c: char| c.is_ascii_digit()) {
                        (&lines.ranks, lines.rank_axis, 0.0)
                    } else {
                        (&lines.files, lines.file_axis, FILE_REACH)
                    };
                    let own = group
                        .iter()
                        .position(|l| l.text == *text)
                        .expect("known line");
                    let d_own = group[own].distance(axis, reach, centre);
                    for other in group.iter().filter(|l| l.text != *text) {
                        let d = other.distance(axis, reach, centre);
                        assert!(
                            d_own < d,
                            "{at} is {d_own:.2} from its line but {d:.2} from {}",
                            other.text
                        );
                    }
                    // Beyond an end of its line, not beside it.
                    let along: Vec<f64> = group[own].cells.iter().map(|&c| dot(c, axis)).collect();
                    let t = dot(centre, axis);
                    let lo = along.iter().copied().fold(f64::MAX, f64::min);
                    let hi = along.iter().copied().fold(f64::MIN, f64::max);
                    if reach > 0.0 {
                        assert!(t < lo || t > hi, "{at} lies beside its file");
                    }
                    let grown = Rect {
                        x0: ink.x0 - LABEL_MARGIN,
                        x1: ink.x1 + LABEL_MARGIN,
                        y0: ink.y0 - LABEL_MARGIN,
                        y1: ink.y1 + LABEL_MARGIN,
                    };
                    assert!(!placer.hits_board(&grown), "{at} overlaps the board");
                    for (other, _, _, _) in &placer.placed[n + 1..] {
                        assert!(!ink.overlaps(other), "{at} overlaps another label");
                    }
                }
                for l in lines.files.iter().chain(&lines.ranks) {
                    assert_eq!(
                        count.get(l.text.as_str()),
                        Some(&2),
                        "{name} at {rotation}: {}",
                        l.text
                    );
                }
            }
        }
    }
}
