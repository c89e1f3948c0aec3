//! Shogi-style hourglass armies (`hourglass-s`, `-o`, `-h`): optional zone promotion with a
//! target per piece, compulsory promotion where a piece would have no further move, and drops
//! of captured pieces in their unpromoted form.
//!
//! Exact legal-move sets are written out by hand from `shared/spec/fools-and-hourglass.md`
//! §2.2–2.4, §3 and §4.3–4.4, not taken from the engine.

use hexcourier_engine::notation::parse_move;
use hexcourier_engine::{Move, Player};

mod common;
use common::{legal_texts, pos, sorted, variant};

/// A Point entering the zone may promote or not (both moves exist); a Point reaching the last
/// rank must promote (only the promoted move exists).
#[test]
fn point_promotion_optional_in_zone_forced_on_last_rank() {
    let v = variant("hourglass-s");
    // White: K i1, P b8 (zone, one step from the last rank), P h6 (just outside the zone).
    let p = pos(&v, "8k/P7/7/2P3/5/6/7/8/4K4 w - 0 1");
    assert_eq!(
        legal_texts(&v, &p),
        sorted(
            "Ki1-f2 Ki1-g1 Ki1-h2 Ki1-i3 Ki1-j2 Ki1-k1 Ki1-l2 \
             b8-a9=T b8-c9=T h6-g7 h6-g7=T h6-i7 h6-i7=T"
        )
    );
    // Without a suffix the optional promotion is declined; with it, taken.
    let plain = parse_move(&v, &p, "h6-g7").expect("plain move");
    assert_eq!(plain.promotion(), None);
    assert_eq!(parse_move(&v, &p, "g7").expect("short form"), plain);
    let t = v
        .kind_by_name("brassgeneral-from-point")
        .expect("promoted point");
    assert_eq!(
        parse_move(&v, &p, "h6-g7=T")
            .expect("promotion")
            .promotion(),
        Some(t)
    );
    // The forced promotion needs no suffix; another piece is not a choice.
    assert_eq!(
        parse_move(&v, &p, "b8-a9").expect("forced").promotion(),
        Some(t)
    );
    assert!(parse_move(&v, &p, "h6-g7=V").is_err());
    // Outside the zone there is nothing to promote.
    let p = pos(&v, "8k/8/7/6/5/6/3P3/8/4K4 w - 0 1");
    assert!(p.legal_moves(&v).iter().all(|m| m.promotion().is_none()));
}

/// Each piece has its own target; a move that starts in the zone may promote even when it
/// leaves it; moves wholly outside do not promote.
#[test]
fn per_piece_targets_entering_within_and_leaving_the_zone() {
    let v = variant("hourglass-s");
    // White: K i1, R n6 (outside), U g7 (in the zone), W p2. Black K e9.
    let p = pos(&v, "2k6/8/2U4/5R/5/6/7/7W/4K4 w - 0 1");
    let texts = legal_texts(&v, &p);
    let has = |t: &str| texts.iter().any(|x| x == t);
    // Rook: entering (o7), moving within (o7 is entered; p8 further), staying outside (m5).
    for t in [
        "Rn6-o7", "Rn6-o7=V", "Rn6-q9", "Rn6-q9=V", "Rn6-m5", "Rn6-l6",
    ] {
        assert!(has(t), "{t} missing from {texts:?}");
    }
    for t in ["Rn6-m5=V", "Rn6-l6=V"] {
        assert!(!has(t), "{t} should not be legal");
    }
    // Unicorn in the zone: leaving it (g5) may promote to Besieger; moving within too.
    for t in ["Ug7-g5", "Ug7-g5=E", "Ug7-g9", "Ug7-g9=E"] {
        assert!(has(t), "{t} missing from {texts:?}");
    }
    // Wing far from the zone: plain moves only until it enters the zone.
    assert!(has("Wp2-o3") && !has("Wp2-o3=G"));
    assert!(has("Wp2-j8") && has("Wp2-j8=G"));
}

/// Captured pieces go to the captor's hand unpromoted, and are dropped wherever they could
/// move again (no Point or Wing on its owner's last rank).
#[test]
fn captures_return_unpromoted_and_drops() {
    let v = variant("hourglass-s");
    // White R g5 takes Black's promoted Point on k5.
    let p = pos(&v, "k8/8/7/6/1R1t1/6/7/8/4K4 w - 0 1");
    let after = p.after(&v, parse_move(&v, &p, "Rg5xk5").expect("capture"));
    let point = v.kind_by_name("point").expect("point");
    assert_eq!(after.hand(Player(0), point), 1);
    assert_eq!(after.to_text(&v), "k8/8/7/6/3R1/6/7/8/4K4[P] b - 0 1");
    // A captured Vicereine returns as a Rook, a Besieger as a Unicorn.
    let p = pos(&v, "k8/8/7/6/1R1v1/6/7/8/4K4 w - 0 1");
    let after = p.after(&v, parse_move(&v, &p, "Rxk5").expect("capture"));
    assert_eq!(after.hand(Player(0), v.kind_by_name("rook").expect("r")), 1);
    // Drops: 62 empty cells; the Point and Wing may not go on the 8 empty cells of rank 9.
    let p = pos(&v, "k8/8/7/6/5/6/7/8/4K4[PWUZ] w - 0 1");
    let moves = p.legal_moves(&v);
    let drops = |letter: char| {
        let k = v.kind_by_letter(letter).expect("letter");
        moves
            .iter()
            .filter(|m| matches!(m, Move::Drop { kind, .. } if *kind == k))
            .count()
    };
    assert_eq!(drops('P'), 55);
    assert_eq!(drops('W'), 55);
    assert_eq!(drops('U'), 63);
    assert_eq!(drops('Z'), 63);
    assert!(parse_move(&v, &p, "P*c9").is_err());
    // A drop into the zone does not promote.
    let m = parse_move(&v, &p, "P*c7").expect("drop in zone");
    assert_eq!(m.promotion(), None);
}

/// Hexgi's one-sided steppers on an empty board (White at i5, Black at i5): the Dexter keeps to
/// its owner's right, the Sinister to the left, the Supersaltire to the forward diagonals.
#[test]
fn hexgi_one_sided_pieces() {
    let v = variant("hourglass-h");
    let only = |text: &str, letter: &str| -> Vec<String> {
        let p = pos(&v, text);
        legal_texts(&v, &p)
            .into_iter()
            .filter(|t| t.starts_with(letter))
            .collect()
    };
    // White Dexter i5: NE j6, E k5, SE j4, W g5.
    assert_eq!(
        only("g8/8/7/6/2X2/6/7/8/4G4 w - 0 1", "X"),
        sorted("Xi5-g5 Xi5-j4 Xi5-j6 Xi5-k5")
    );
    // White Sinister i5: NW h6, W g5, SW h4, E k5.
    assert_eq!(
        only("g8/8/7/6/2Y2/6/7/8/4G4 w - 0 1", "Y"),
        sorted("Yi5-g5 Yi5-h4 Yi5-h6 Yi5-k5")
    );
    // Black Dexter i5 (its right is White's left): SW h4, W g5, NW h6, E k5.
    assert_eq!(
        only("g8/8/7/6/2x2/6/7/8/4G4 b - 0 1", "X"),
        sorted("Xi5-g5 Xi5-h4 Xi5-h6 Xi5-k5")
    );
    // White Supersaltire i5: N i7, ENE l6, WNW f6; i7 is in the zone, so it may promote.
    assert_eq!(
        only("g8/8/7/6/2L2/6/7/8/4G4 w - 0 1", "L"),
        sorted("Li5-f6 Li5-i7 Li5-i7=S Li5-l6")
    );
    // White Wazirranker i5: NE j6, NW h6, SE j4, SW h4.
    assert_eq!(
        only("g8/8/7/6/2T2/6/7/8/4G4 w - 0 1", "T"),
        sorted("Ti5-h4 Ti5-h6 Ti5-j4 Ti5-j6")
    );
}
