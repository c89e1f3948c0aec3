//! Hourglass Hex Orthogonal Draughts: chains of jumps, compulsory capture, promotion at the end
//! of a chain, the chain notation, and how games end without royal pieces.

mod common;

use common::{legal_texts, pos, sorted, variant};
use hexcourier_engine::notation::{move_to_text, parse_move, IllegalReason, MoveError};
use hexcourier_engine::search::{Limits, Score, Searcher};
use hexcourier_engine::{EndReason, Game, Move, Player};

const CHAIN: &str = "9/8/7/1mm3/5/1m4/1M5/8/9 w - 0 1";
const KING_CHAINS: &str = "9/8/1m5/m5/1mm2/2m2M/1m1mm2/1K2m1m1/8k w - 0 1";
const LAST_TWO: &str = "9/8/7/2m3/5/1m4/1MM4/8/9 w - 0 1";
const STUCK: &str = "mm7/M7/7/6/5/6/7/8/9 w - 0 1";

#[test]
fn start_has_twelve_steps_and_no_royal() {
    let v = variant("hourglass-d");
    let p = pos(&v, &v.setup);
    assert_eq!(
        legal_texts(&v, &p),
        sorted("c3-d4 e3-d4 e3-f4 g3-f4 g3-h4 i3-h4 i3-j4 k3-j4 k3-l4 m3-l4 m3-n4 o3-n4")
    );
    assert!(v.kinds.iter().all(|k| !k.def.royal));
}

#[test]
fn a_man_jumps_on_until_it_cannot() {
    let v = variant("hourglass-d");
    let p = pos(&v, CHAIN);
    assert_eq!(legal_texts(&v, &p), sorted("e3xg5xe7 e3xg5xi7"));
}

#[test]
fn capturing_is_compulsory() {
    let v = variant("hourglass-d");
    // m3 could step, but e3 can capture.
    let p = pos(&v, "9/8/7/6/5/1m4/1M3M1/8/9 w - 0 1");
    assert_eq!(legal_texts(&v, &p), sorted("e3xg5"));
    let err = parse_move(&v, &p, "m3-n4").unwrap_err();
    assert!(
        matches!(
            err,
            MoveError::Illegal {
                reason: IllegalReason::CaptureCompulsory,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn a_man_promotes_at_the_end_of_its_chain() {
    let v = variant("hourglass-d");
    let p = pos(&v, "9/3m3m/7/1m4/M4/6/6M/8/9 w - 0 1");
    assert_eq!(legal_texts(&v, &p), sorted("e5xg7xi9=K"));
    let m = parse_move(&v, &p, "e5xg7xi9").expect("legal");
    let after = p.after(&v, m);
    let king = v.kind_by_letter('K').expect("king");
    let i9 = v.board.parse_cell("i9").expect("cell");
    assert_eq!(after.piece_at(i9).map(|x| x.kind), Some(king));
    // Both jumped men are gone, the lone man on p8 is left.
    assert_eq!(after.player_cells(Player(1)).count(), 1);
    // Black's man promotes on rank 1.
    let p = pos(&v, "9/8/7/6/m4/1M4/7/3M4/M8 b - 0 1");
    assert_eq!(legal_texts(&v, &p), sorted("e5xg3xi1=K"));
}

#[test]
fn a_king_jumps_along_all_six_orthogonals_and_never_twice_over_one_man() {
    let v = variant("hourglass-d");
    let p = pos(&v, KING_CHAINS);
    let want = "Kd2xf4xh6xj4xf4 Kd2xf4xh6xj4xh2xl2xj4xf4 Kd2xf4xh6xj4xh2xl2xp2 \
                Kd2xf4xh6xj4xl2xh2xj4xf4 Kd2xf4xh6xj4xl2xp2 Kd2xf4xj4xh2xl2xj4xh6xf4 \
                Kd2xf4xj4xh2xl2xp2 Kd2xf4xj4xh6xf4 Kd2xf4xj4xl2xh2xj4xh6xf4 Kd2xf4xj4xl2xp2";
    assert_eq!(legal_texts(&v, &p), sorted(want));
    // Seven jumps remove seven men at once, and the hash matches a fresh setup.
    let m = parse_move(&v, &p, "Kd2xf4xh6xj4xh2xl2xj4xf4").expect("legal");
    let after = p.after(&v, m);
    assert_eq!(
        p.player_cells(Player(1)).count() - 7,
        after.player_cells(Player(1)).count()
    );
    let again = pos(&v, &after.to_text(&v));
    assert_eq!(again.hash(), after.hash());
    assert_eq!(p.captured_cells(&v, m).count(), 7);
}

#[test]
fn chains_read_in_full_or_by_their_ends() {
    let v = variant("hourglass-d");
    let p = pos(&v, CHAIN);
    let full = parse_move(&v, &p, "e3xg5xi7").expect("full chain");
    assert_eq!(parse_move(&v, &p, "Me3xg5xi7"), Ok(full));
    assert_eq!(parse_move(&v, &p, "e3xi7"), Ok(full));
    assert_eq!(parse_move(&v, &p, "e3-i7"), Ok(full));
    assert!(matches!(full, Move::Jump { .. }));
    assert!(parse_move(&v, &p, "e3xg5").is_err());
    assert!(parse_move(&v, &p, "e3xf4xi7").is_err());
    // A chain is written with x only.
    assert!(matches!(
        parse_move(&v, &p, "e3-g5-i7"),
        Err(MoveError::Syntax(_))
    ));
    // Several chains join d2 and p2: ask which.
    let p = pos(&v, KING_CHAINS);
    match parse_move(&v, &p, "Kd2xp2") {
        Err(MoveError::Ambiguous { candidates, .. }) => assert_eq!(
            candidates,
            [
                "Kd2xf4xh6xj4xh2xl2xp2",
                "Kd2xf4xh6xj4xl2xp2",
                "Kd2xf4xj4xh2xl2xp2",
                "Kd2xf4xj4xl2xp2"
            ]
        ),
        other => panic!("{other:?}"),
    }
    assert!(parse_move(&v, &p, "Kd2xf4xj4xl2xp2").is_ok());
}

/// Every legal move's canonical text reads back as that move, in random games.
#[test]
fn notation_round_trips_in_random_games() {
    let v = variant("hourglass-d");
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut jumps = 0;
    for _ in 0..20 {
        let mut p = pos(&v, &v.setup);
        for _ in 0..120 {
            let moves = p.legal_moves(&v);
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                let text = move_to_text(&v, &p, m);
                assert_eq!(
                    parse_move(&v, &p, &text),
                    Ok(m),
                    "{text} in {}",
                    p.to_text(&v)
                );
                jumps += usize::from(matches!(m, Move::Jump { .. }));
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            p = p.after(&v, moves[(seed % moves.len() as u64) as usize]);
        }
    }
    assert!(jumps > 100, "random games should capture ({jumps})");
}

#[test]
fn capturing_the_last_men_wins_and_no_move_loses() {
    let v = variant("hourglass-d");
    let mut g = Game::from_position(&v, pos(&v, LAST_TWO));
    assert!(g.outcome().is_none());
    let (_, text) = g.play_text(&v, "e3xi7").expect("legal");
    assert_eq!(text, "e3xg5xi7");
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::ArmyCaptured);
    assert_eq!(o.winner(), Some(Player(0)));
    assert_eq!(o.result_text(), "1-0");

    let g = Game::from_position(&v, pos(&v, STUCK));
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::NoMoves);
    assert_eq!(o.winner(), Some(Player(1)));
    assert_eq!(o.result_text(), "0-1");
}

#[test]
fn the_engine_takes_the_chain_that_captures_the_whole_army() {
    let v = variant("hourglass-d");
    let p = pos(&v, LAST_TWO);
    let r = Searcher::new(8).search(&v, &p, &[], &Limits::depth(3), &mut |_| {});
    let best = r.best.expect("a move");
    assert_eq!(move_to_text(&v, &p, best), "e3xg5xi7");
    assert_eq!(r.score, Score::Mate(1));
    // From the start it plays legal moves and sees the forced replies.
    let mut g = Game::new(&v).expect("start");
    let mut s = Searcher::new(8);
    for _ in 0..12 {
        if g.outcome().is_some() {
            break;
        }
        let r = s.search(&v, g.position(), &[], &Limits::nodes(3000), &mut |_| {});
        g.play(&v, r.best.expect("a move")).expect("legal");
    }
}
