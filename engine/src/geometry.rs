//! Axial hex geometry: vectors, the twelve directions and angles between them.
//!
//! Cells are flat-topped hexagons in axial coordinates `(q, r)`. With the board drawn
//! White-side down, `N = (0, +1)` points straight up and `NE = (+1, 0)`:
//!
//! ```text
//!        N (0,+1)
//!  NW (-1,+1)   NE (+1,0)
//!  SW (-1,0)    SE (+1,-1)
//!        S (0,-1)
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;

/// A displacement (or position) in axial hex coordinates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    /// Column coordinate.
    pub q: i32,
    /// Row coordinate along a column.
    pub r: i32,
}

impl fmt::Debug for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.q, self.r)
    }
}

impl Hex {
    /// Builds a hex vector.
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// Vector sum.
    pub const fn add(self, o: Hex) -> Hex {
        Hex::new(self.q + o.q, self.r + o.r)
    }

    /// Vector difference.
    pub const fn sub(self, o: Hex) -> Hex {
        Hex::new(self.q - o.q, self.r - o.r)
    }

    /// Scalar multiple.
    pub const fn scale(self, k: i32) -> Hex {
        Hex::new(self.q * k, self.r * k)
    }

    /// The vector turned 60° anticlockwise: `(q, r) -> (-r, q + r)`.
    pub const fn rotate60(self) -> Hex {
        Hex::new(-self.r, self.q + self.r)
    }

    /// The vector turned `k` × 60° anticlockwise (negative `k` turns clockwise).
    pub fn rotate(self, k: i32) -> Hex {
        let mut h = self;
        for _ in 0..k.rem_euclid(6) {
            h = h.rotate60();
        }
        h
    }

    /// Mirror image that keeps files: `(q, r) -> (q, -q - r)`.
    pub const fn mirror_files(self) -> Hex {
        Hex::new(self.q, -self.q - self.r)
    }

    /// Mirror image across the vertical axis: `(q, r) -> (-q, q + r)`.
    pub const fn mirror_vertical(self) -> Hex {
        Hex::new(-self.q, self.q + self.r)
    }

    /// Hex distance from the origin.
    pub fn length(self) -> i32 {
        self.q.abs().max(self.r.abs()).max((self.q + self.r).abs())
    }

    /// Cartesian centre of the vector with unit cell circumradius, y pointing up.
    pub fn cartesian(self) -> (f64, f64) {
        let q = f64::from(self.q);
        let r = f64::from(self.r);
        (1.5 * q, 3f64.sqrt() * (r + q / 2.0))
    }

    /// Clockwise angle in degrees from straight up (N) to this vector, in `(-180, 180]`.
    pub fn angle(self) -> f64 {
        let (x, y) = self.cartesian();
        let a = x.atan2(y).to_degrees();
        if a <= -180.0 + 1e-9 {
            180.0
        } else {
            a
        }
    }

    /// Whether this is one of the six unit orthogonal vectors.
    pub fn is_orthogonal_unit(self) -> bool {
        ORTHOGONALS.contains(&self)
    }
}

/// The six orthogonal unit vectors, clockwise from N: N, NE, SE, S, SW, NW.
pub const ORTHOGONALS: [Hex; 6] = [
    Hex::new(0, 1),
    Hex::new(1, 0),
    Hex::new(1, -1),
    Hex::new(0, -1),
    Hex::new(-1, 0),
    Hex::new(-1, 1),
];

/// The six diagonal unit vectors, clockwise from NNE: NNE, E, SSE, SSW, W, NNW.
pub const DIAGONALS: [Hex; 6] = [
    Hex::new(1, 1),
    Hex::new(2, -1),
    Hex::new(1, -2),
    Hex::new(-1, -1),
    Hex::new(-2, 1),
    Hex::new(-1, 2),
];

/// All images of the leap `a` orthogonal steps then `b` steps turned 60° clockwise,
/// under the 12 symmetries of the hexagon, without duplicates, in a fixed order.
///
/// `leap_images(1, 0)` is the six orthogonals, `(1, 1)` the six diagonals and
/// `(2, 1)` the twelve knight (root-7) leaps.
pub fn leap_images(a: i32, b: i32) -> Vec<Hex> {
    let base = Hex::new(b, a); // a × N + b × NE
    let mut out: Vec<Hex> = Vec::new();
    for v in [base, base.mirror_vertical()] {
        for k in 0..6 {
            let w = v.rotate(k);
            if w != Hex::new(0, 0) && !out.contains(&w) {
                out.push(w);
            }
        }
    }
    out.sort_by(|x, y| {
        x.angle()
            .total_cmp(&y.angle())
            .then(x.length().cmp(&y.length()))
    });
    out
}

/// Parses a direction name of the Glinski-orientation compass (N, NNE, NE, E, SE, SSE, S, SSW,
/// SW, W, NW, NNW) into its unit vector.
pub fn named_direction(name: &str) -> Option<Hex> {
    let v = match name.to_ascii_uppercase().as_str() {
        "N" => Hex::new(0, 1),
        "NNE" => Hex::new(1, 1),
        "NE" => Hex::new(1, 0),
        "E" => Hex::new(2, -1),
        "SE" => Hex::new(1, -1),
        "SSE" => Hex::new(1, -2),
        "S" => Hex::new(0, -1),
        "SSW" => Hex::new(-1, -1),
        "SW" => Hex::new(-1, 0),
        "W" => Hex::new(-2, 1),
        "NW" => Hex::new(-1, 1),
        "NNW" => Hex::new(-1, 2),
        _ => return None,
    };
    Some(v)
}

/// Signed difference `a - b` of two angles in degrees, folded into `(-180, 180]`.
pub fn angle_diff(a: f64, b: f64) -> f64 {
    let mut d = (a - b) % 360.0;
    if d <= -180.0 {
        d += 360.0;
    }
    if d > 180.0 {
        d -= 360.0;
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leap_families_have_expected_sizes() {
        assert_eq!(leap_images(1, 0).len(), 6);
        assert_eq!(leap_images(1, 1).len(), 6);
        assert_eq!(leap_images(2, 1).len(), 12);
        assert_eq!(leap_images(2, 0).len(), 6);
        let mut knights = leap_images(2, 1);
        knights.sort();
        let mut expected = vec![
            Hex::new(1, 2),
            Hex::new(2, 1),
            Hex::new(3, -1),
            Hex::new(3, -2),
            Hex::new(2, -3),
            Hex::new(1, -3),
            Hex::new(-1, -2),
            Hex::new(-2, -1),
            Hex::new(-3, 1),
            Hex::new(-3, 2),
            Hex::new(-2, 3),
            Hex::new(-1, 3),
        ];
        expected.sort();
        assert_eq!(knights, expected);
        let mut d = leap_images(1, 1);
        d.sort();
        let mut e = DIAGONALS.to_vec();
        e.sort();
        assert_eq!(d, e);
    }

    #[test]
    fn angles_follow_the_clock() {
        assert!((Hex::new(0, 1).angle() - 0.0).abs() < 1e-9);
        assert!((Hex::new(1, 1).angle() - 30.0).abs() < 1e-9);
        assert!((Hex::new(1, 0).angle() - 60.0).abs() < 1e-9);
        assert!((Hex::new(0, -1).angle() - 180.0).abs() < 1e-9);
        assert!((Hex::new(-1, 1).angle() + 60.0).abs() < 1e-9);
        assert!((angle_diff(170.0, -170.0) + 20.0).abs() < 1e-9);
    }
}
