//! `Position::attackers` agrees with `Position::attacked_by` (where drags play no part), in
//! the start position and along a few plies of every variant with one.

use hexcourier_engine::{Library, PieceKind, Player, Position};

#[test]
fn attackers_agree_with_attacked_by() {
    let lib = Library::builtin().expect("data");
    let mut checked = 0;
    for v in lib.variants() {
        let Ok(mut pos) = Position::start(v) else {
            continue;
        };
        let drags = (0..v.kinds.len()).any(|k| v.drag_holes(PieceKind(k as u8)) > 0);
        for _ in 0..6 {
            for c in v.board.cells() {
                for p in 0..v.player_count() {
                    let p = Player(p as u8);
                    let set = pos.attackers(v, c, p);
                    for a in set {
                        assert_eq!(pos.piece_at(a).map(|x| x.player), Some(p), "{}", v.id);
                    }
                    if set.any() {
                        assert!(pos.attacked_by(v, c, p), "{} {}", v.id, v.board.name(c));
                    } else if !drags {
                        assert!(!pos.attacked_by(v, c, p), "{} {}", v.id, v.board.name(c));
                    }
                    checked += 1;
                }
            }
            let Some(&m) = pos.legal_moves(v).last() else {
                break;
            };
            pos = pos.after(v, m);
        }
    }
    assert!(checked > 10_000, "{checked}");
}
