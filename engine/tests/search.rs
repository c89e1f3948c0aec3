//! Search and evaluation: mates found and verified, legality under tiny budgets, budgets,
//! determinism, cancellation, draw rules and scoring, N-player (paranoid) robustness.

mod common;

use hexcourier_engine::eval::Evaluator;
use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::search::{describe, game_history, Level, Limits, Score, Searcher};
use hexcourier_engine::{Game, Library, Move, Position, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn variant(id: &str) -> Arc<Variant> {
    Library::builtin()
        .expect("data loads")
        .get(id)
        .expect("variant")
        .clone()
}

fn pos(v: &Variant, text: &str) -> Position {
    Position::from_text(v, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn search(v: &Variant, p: &Position, limits: &Limits) -> hexcourier_engine::search::SearchResult {
    Searcher::new(8).search(v, p, &[], limits, &mut |_| {})
}

fn checkmated(v: &Variant, p: &Position) -> bool {
    p.in_check(v, p.turn()) && !p.has_legal_move(v)
}

/// Brute force, independent of the search: does the side to move mate in `n` moves?
fn mates_in(v: &Variant, p: &Position, n: u32) -> bool {
    p.legal_moves(v)
        .into_iter()
        .any(|m| forces_mate(v, p, m, n))
}

/// Brute force: does `m` force mate in `n` moves (this one included)?
fn forces_mate(v: &Variant, p: &Position, m: Move, n: u32) -> bool {
    let c = p.after(v, m);
    if checkmated(v, &c) {
        return true;
    }
    if n <= 1 {
        return false;
    }
    let replies = c.legal_moves(v);
    !replies.is_empty() && replies.iter().all(|&r| mates_in(v, &c.after(v, r), n - 1))
}

/// Plays the PV (every move must be legal) and returns the final position.
fn play_pv(v: &Variant, p: &Position, pv: &[Move]) -> Position {
    let mut cur = p.clone();
    for &m in pv {
        assert!(
            cur.is_legal(v, m),
            "illegal PV move {m:?} in {}",
            cur.to_text(v)
        );
        cur = cur.after(v, m);
    }
    cur
}

fn text_of(v: &Variant, p: &Position, m: Move) -> String {
    move_to_text(v, p, m)
}

/// Mate in one: found with the expected move, score `Mate(1)`, PV ends in checkmate.
fn assert_mate_in_one(id: &str, fen: &str, expected: &str) {
    let v = variant(id);
    let p = pos(&v, fen);
    let r = search(&v, &p, &Limits::depth(4));
    let best = r.best.expect("a move");
    assert_eq!(text_of(&v, &p, best), expected, "{id}: {fen}");
    assert_eq!(r.score, Score::Mate(1), "{id}: {fen}");
    assert!(
        checkmated(&v, &play_pv(&v, &p, &r.pv)),
        "{id}: PV must mate"
    );
}

/// Mate in two: score `Mate(3)`, the PV mates, and brute force confirms the first move forces
/// mate in two against every defence (while there is no mate in one).
fn assert_mate_in_two(id: &str, fen: &str) {
    let v = variant(id);
    let p = pos(&v, fen);
    assert!(!mates_in(&v, &p, 1), "{id}: {fen} has a mate in one");
    let r = search(&v, &p, &Limits::depth(6));
    let best = r.best.expect("a move");
    assert_eq!(r.score, Score::Mate(3), "{id}: {fen}");
    assert_eq!(r.pv.len(), 3, "{id}: PV {:?}", r.pv);
    assert!(
        checkmated(&v, &play_pv(&v, &p, &r.pv)),
        "{id}: PV must mate"
    );
    assert!(
        forces_mate(&v, &p, best, 2),
        "{id}: {} does not force mate in 2",
        text_of(&v, &p, best)
    );
}

#[test]
fn glinski_four_move_mate() {
    let v = variant("glinski");
    let mut game = Game::new(&v).expect("game");
    for m in ["Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6"] {
        game.play_text(&v, m).expect("legal");
    }
    let hist = game_history(&v, &game);
    let p = game.position().clone();
    let r = Searcher::new(8).search(&v, &p, &hist, &Limits::depth(3), &mut |_| {});
    let best = r.best.expect("move");
    assert_eq!(text_of(&v, &p, best), "Qc3xf9#");
    assert_eq!(r.score, Score::Mate(1));
    assert_eq!(r.score.text(), "#1");
}

#[test]
fn mate_in_one_glinski() {
    assert_mate_in_one(
        "glinski",
        "1/2k/2p2/7/9/7R3/11/11/1Q9/11/6K4 w - 0 1",
        "Qb3-e9#",
    );
    assert_mate_in_one(
        "glinski",
        "1/3/4Q/k6/5K3/11/9p1/11/11/10R/11 w - 0 1",
        "Qh9-d7#",
    );
}

#[test]
fn mate_in_one_mccooey() {
    assert_mate_in_one(
        "mccooey",
        "1/3/5/7/9/11/11/1N9/2R5K2/2p3p4/1k9 w - 0 1",
        "Rc3xc2#",
    );
    assert_mate_in_one(
        "mccooey",
        "1/3/3p1/7/6p2/7N3/11/11/6K4/11/4R3k2 w - 0 1",
        "Re1-i2#",
    );
}

#[test]
fn mate_in_one_full_house() {
    assert_mate_in_one(
        "full-house",
        "1/3/k2p1/7/9/11/7Y3/1U5K3/11/11/11 w - 0 1",
        "Yh5-f8#",
    );
    assert_mate_in_one(
        "full-house",
        "1/3/5/k6/3K5/11/2H8/9m1/10S/11/11 w - 0 1",
        "Hc5-d7#",
    );
}

#[test]
fn mate_in_two_glinski() {
    assert_mate_in_two("glinski", "1/3/5/7/2R6/11/11/3Q5p1/11/11/4K4k1 w - 0 1");
    assert_mate_in_two("glinski", "1/3/R4/7/9/1k9/11/2K8/3p7/11/7Q3 w - 0 1");
}

#[test]
fn mate_in_two_mccooey() {
    assert_mate_in_two("mccooey", "1/3/k1K2/6N/9/2R8/11/11/4p6/7p3/11 w - 0 1");
    assert_mate_in_two("mccooey", "1/3/5/7/6p2/4p5k/7K3/11/8R2/1N9/11 w - 0 1");
}

#[test]
fn mate_in_two_full_house() {
    assert_mate_in_two("full-house", "1/3/5/2Yp3/9/11/5U4k/11/11/11/2K8 w - 0 1");
    assert_mate_in_two("full-house", "1/3/5/7/K8/1Y9/11/10U/11/p10/1k9 w - 0 1");
    assert_mate_in_two("full-house", "H/3/2K2/7/k8/11/11/11/S10/11/7m3 w - 0 1");
}

/// The position mirrored top to bottom with the colours swapped (two players).
fn mirrored(v: &Variant, p: &Position) -> Position {
    let mut pieces: Vec<(String, char)> = Vec::new();
    for (c, piece) in p.pieces() {
        let info = v.board.info(c);
        let len = v.board.files()[info.file].cells.len() as u32;
        let file = &v.board.files()[info.file];
        let target = file.cells[(len - info.rank) as usize];
        let letter = v.kind(piece.kind).def.letter;
        let letter = if piece.player.0 == 0 {
            letter.to_ascii_lowercase()
        } else {
            letter
        };
        pieces.push((v.board.name(target).to_string(), letter));
    }
    let refs: Vec<(&str, char)> = pieces.iter().map(|(c, l)| (c.as_str(), *l)).collect();
    let side = if p.turn().0 == 0 { 'b' } else { 'w' };
    pos(v, &placement(v, &refs, side))
}

/// Mates for Black too (scores are from the side to move's point of view).
#[test]
fn black_mates_too() {
    for (id, fen) in [
        ("glinski", "1/2k/2p2/7/9/7R3/11/11/1Q9/11/6K4 w - 0 1"),
        ("mccooey", "1/3/5/7/9/11/11/1N9/2R5K2/2p3p4/1k9 w - 0 1"),
        ("full-house", "1/3/k2p1/7/9/11/7Y3/1U5K3/11/11/11 w - 0 1"),
        ("glinski", "1/3/5/7/2R6/11/11/3Q5p1/11/11/4K4k1 w - 0 1"),
    ] {
        let v = variant(id);
        let p = mirrored(&v, &pos(&v, fen));
        assert_eq!(p.turn().0, 1);
        let r = search(&v, &p, &Limits::depth(5));
        assert!(
            checkmated(&v, &play_pv(&v, &p, &r.pv)),
            "{id}: {}",
            p.to_text(&v)
        );
        assert!(matches!(r.score, Score::Mate(1) | Score::Mate(3)), "{id}");
    }
}

/// xorshift for reproducible random games.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Never an illegal move, and the PV is a legal line, over random positions of every variant.
#[test]
fn never_returns_an_illegal_move() {
    let lib = Library::builtin().expect("data");
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for v in lib.variants() {
        let mut searcher = Searcher::new(2);
        let mut checked = 0;
        for _game in 0..6 {
            let mut p = common::start_or_fixture(v);
            let mut hist = vec![p.hash()];
            for ply in 0..120 {
                let moves = p.legal_moves(v);
                if ply % 5 == 0 || moves.is_empty() {
                    let budget = 50 + rng.next() % 1500;
                    let r = searcher.search(v, &p, &hist, &Limits::nodes(budget), &mut |_| {});
                    match r.best {
                        Some(m) => {
                            assert!(p.is_legal(v, m), "{}: {}", v.id, p.to_text(v));
                            assert_eq!(r.pv.first(), Some(&m));
                            play_pv(v, &p, &r.pv);
                        }
                        None => assert!(moves.is_empty(), "{}: no move returned", v.id),
                    }
                    checked += 1;
                }
                if moves.is_empty() {
                    break;
                }
                let m = moves[(rng.next() % moves.len() as u64) as usize];
                p = p.after(v, m);
                hist.push(p.hash());
            }
        }
        assert!(checked > 50, "{}", v.id);
    }
}

#[test]
fn node_budget_respected() {
    for id in ["glinski", "mccooey", "full-house"] {
        let v = variant(id);
        let p = Position::start(&v).expect("start");
        for budget in [1u64, 10, 100, 1_000, 20_000] {
            let r = search(&v, &p, &Limits::nodes(budget));
            assert!(r.nodes <= budget + 1, "{id}: {} > {budget}", r.nodes);
            assert!(r.best.is_some_and(|m| p.is_legal(&v, m)));
        }
    }
}

#[test]
fn deterministic_with_depth_or_node_budget() {
    for id in ["glinski", "full-house"] {
        let v = variant(id);
        let mut game = Game::new(&v).expect("game");
        let p0 = game.position().clone();
        let first = p0.legal_moves(&v)[7];
        game.play(&v, first).expect("legal");
        let p = game.position().clone();
        for limits in [Limits::depth(5), Limits::nodes(30_000)] {
            let a = search(&v, &p, &limits);
            let b = search(&v, &p, &limits);
            assert_eq!(a.best, b.best, "{id}");
            assert_eq!(a.score, b.score, "{id}");
            assert_eq!(a.pv, b.pv, "{id}");
            assert_eq!(a.nodes, b.nodes, "{id}");
            // A cleared searcher behaves like a new one.
            let mut s = Searcher::new(8);
            s.search(&v, &p0, &[], &Limits::depth(4), &mut |_| {});
            s.clear();
            let c = s.search(&v, &p, &[], &limits, &mut |_| {});
            assert_eq!((a.best, a.score, a.nodes), (c.best, c.score, c.nodes));
        }
    }
}

#[test]
fn cancellation_from_another_thread() {
    let v = variant("glinski");
    let p = Position::start(&v).expect("start");
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        flag.store(true, Ordering::Relaxed);
    });
    let limits = Limits::default().with_stop(stop);
    let r = search(&v, &p, &limits);
    t.join().expect("thread");
    assert!(r.best.is_some_and(|m| p.is_legal(&v, m)));
}

#[test]
fn stopped_before_starting_still_returns_a_legal_move() {
    for id in ["glinski", "mccooey", "full-house"] {
        let v = variant(id);
        let p = Position::start(&v).expect("start");
        let stop = Arc::new(AtomicBool::new(true));
        let r = search(&v, &p, &Limits::default().with_stop(stop));
        assert!(r.best.is_some_and(|m| p.is_legal(&v, m)), "{id}");
        assert_eq!(r.depth, 0);
    }
}

#[test]
fn time_budget_stops_the_search() {
    let v = variant("glinski");
    let p = Position::start(&v).expect("start");
    let r = search(&v, &p, &Limits::time(Duration::from_millis(100)));
    assert!(r.best.is_some_and(|m| p.is_legal(&v, m)));
    assert!(r.depth >= 1);
}

#[test]
fn info_reported_per_iteration() {
    let v = variant("glinski");
    let p = Position::start(&v).expect("start");
    let mut depths = Vec::new();
    let r = Searcher::new(8).search(&v, &p, &[], &Limits::depth(4), &mut |i| {
        assert!(!i.pv.is_empty());
        depths.push(i.depth);
    });
    assert_eq!(depths, vec![1, 2, 3, 4]);
    assert_eq!(r.depth, 4);
}

#[test]
fn tt_keys_differ_by_side_to_move_and_en_passant() {
    let v = variant("glinski");
    let start = Position::start(&v).expect("start");
    let text = start.to_text(&v);
    let black = pos(&v, &text.replacen(" w ", " b ", 1));
    assert_ne!(start.hash(), black.hash());

    let mut game = Game::new(&v).expect("game");
    game.play_text(&v, "e4-e6").expect("double step");
    let with_ep = game.position().clone();
    assert!(with_ep.en_passant().is_some());
    let t = with_ep.to_text(&v);
    let parts: Vec<&str> = t.split(' ').collect();
    let no_ep_text = format!("{} {} - {} {}", parts[0], parts[1], parts[3], parts[4]);
    let no_ep = pos(&v, &no_ep_text);
    assert!(no_ep.en_passant().is_none());
    assert_ne!(with_ep.hash(), no_ep.hash());
}

/// Finds a position (Black to move) where Black is stalemated: White K+Q against a lone king.
fn find_stalemate(v: &Variant) -> Position {
    let cells: Vec<String> = v
        .board
        .cells()
        .map(|c| v.board.name(c).to_string())
        .collect();
    let mut rng = Rng(12345);
    for _ in 0..2_000_000 {
        let pick = |rng: &mut Rng| cells[(rng.next() % cells.len() as u64) as usize].clone();
        let (a, b, c) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
        if a == b || b == c || a == c {
            continue;
        }
        let text = placement(v, &[(&a, 'K'), (&b, 'Q'), (&c, 'k')], 'b');
        let Ok(p) = Position::from_text(v, &text) else {
            continue;
        };
        if !p.in_check(v, p.turn()) && !p.has_legal_move(v) {
            return p;
        }
    }
    panic!("no stalemate found");
}

/// State text from `(cell, letter)` pairs.
fn placement(v: &Variant, pieces: &[(&str, char)], side: char) -> String {
    format!("{} {side} - 0 1", common::ranks(v, pieces))
}

#[test]
fn stalemate_scored_per_variant_rule() {
    // Glinski and Full House: the stalemated side scores 1/4 (minus half the strongest piece).
    for id in ["glinski", "full-house"] {
        let v = variant(id);
        let p = find_stalemate(&v);
        let r = search(&v, &p, &Limits::depth(3));
        assert_eq!(r.best, None);
        let ev = Evaluator::for_variant(&v);
        assert_eq!(r.score, Score::Cp(-ev.stalemate_cp()), "{id}");
        assert!(ev.stalemate_cp() > 0);
    }
    assert_eq!(
        Evaluator::for_variant(&variant("glinski")).stalemate_cp(),
        450
    );
    // McCooey: a draw.
    let v = variant("mccooey");
    let p = find_stalemate(&v);
    let r = search(&v, &p, &Limits::depth(3));
    assert_eq!((r.best, r.score), (None, Score::Cp(0)));
}

#[test]
fn checkmated_root_scores_mate_zero() {
    let v = variant("glinski");
    let mut game = Game::new(&v).expect("game");
    for m in [
        "Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6", "Qc3xf9",
    ] {
        game.play_text(&v, m).expect("legal");
    }
    let r = search(&v, game.position(), &Limits::depth(3));
    assert_eq!((r.best, r.score), (None, Score::Mate(0)));
}

#[test]
fn move_rule_draws_unless_mate() {
    let v = variant("glinski");
    // K+Q+R against K+P with the counter at 99: only mate in one beats the draw.
    let mate = pos(&v, "1/3/4Q/k6/5K3/11/9p1/11/11/10R/11 w - 99 80");
    let r = search(&v, &mate, &Limits::depth(4));
    assert_eq!(r.score, Score::Mate(1));
    // Without a mate in one every move (no captures, no pawn moves for White) draws.
    let p = pos(&v, "1/3/5/7/9/5k5/11/11/11/11/1K4Q4 w - 99 80");
    assert!(!mates_in(&v, &p, 1));
    let r = search(&v, &p, &Limits::depth(4));
    assert_eq!(r.score, Score::Cp(0));
    // With the counter reset the same position is winning.
    let fresh = pos(&v, "1/3/5/7/9/5k5/11/11/11/11/1K4Q4 w - 0 80");
    let r = search(&v, &fresh, &Limits::depth(4));
    assert!(r.score.key() > 500, "{:?}", r.score);
}

#[test]
fn repetition_in_history_is_a_draw() {
    let v = variant("glinski");
    // Black (a lone king) is lost; if one of its moves repeats an earlier position it is a
    // draw, and the search takes it.
    let p = pos(&v, "1/3/5/7/9/5k5/11/11/11/11/1K4Q4 b - 10 80");
    let without = search(&v, &p, &Limits::depth(4));
    assert!(without.score.key() < -500, "{:?}", without.score);
    let moves = p.legal_moves(&v);
    let target = moves[moves.len() / 2];
    let repeated = p.after(&v, target).hash();
    let history = vec![repeated, 0xDEAD_BEEF, p.hash()];
    let r = Searcher::new(8).search(&v, &p, &history, &Limits::depth(4), &mut |_| {});
    assert_eq!(r.best, Some(target));
    assert_eq!(r.score, Score::Cp(0));
}

#[test]
fn top_moves_are_distinct_legal_and_sorted() {
    let v = variant("glinski");
    let p = pos(&v, "1/2k/2p2/7/9/7R3/11/11/1Q9/11/6K4 w - 0 1");
    let top = Searcher::new(8).top_moves(&v, &p, &[], 4, &Limits::depth(3));
    assert_eq!(top.len(), 4);
    assert_eq!(top[0].1, Score::Mate(1));
    assert_eq!(text_of(&v, &p, top[0].0), "Qb3-e9#");
    for w in top.windows(2) {
        assert!(w[0].1 >= w[1].1);
        assert_ne!(w[0].0, w[1].0);
    }
    assert!(top.iter().all(|(m, _)| p.is_legal(&v, *m)));
}

#[test]
fn levels_are_legal_and_seeded() {
    assert!(Level::new(0).is_none() && Level::new(9).is_none());
    let v = variant("glinski");
    let p = Position::start(&v).expect("start");
    for n in 1..=5 {
        let level = Level::new(n).expect("level");
        assert!(level.limits().depth.is_some());
        // Every depth-limited level also has a node cap, so no position can hold it forever.
        assert_eq!(level.limits().nodes, level.node_cap());
        assert!(
            level.node_cap().is_some_and(|n| n >= 10_000_000),
            "level {n}"
        );
        let a = Searcher::new(4).play_level(&v, &p, &[], level, 42, None);
        let b = Searcher::new(4).play_level(&v, &p, &[], level, 42, None);
        assert_eq!(a.best, b.best, "level {n}");
        assert!(a.best.is_some_and(|m| p.is_legal(&v, m)));
    }
    // Weak levels vary with the seed.
    let picks: std::collections::BTreeSet<String> = (0..12)
        .filter_map(|seed| {
            let r = Searcher::new(4).play_level(&v, &p, &[], Level::MIN, seed, None);
            r.best.map(|m| text_of(&v, &p, m))
        })
        .collect();
    assert!(picks.len() > 1, "{picks:?}");
    // The weakest level still takes a mate in one.
    let mate = pos(&v, "1/2k/2p2/7/9/7R3/11/11/1Q9/11/6K4 w - 0 1");
    let r = Searcher::new(4).play_level(&v, &mate, &[], Level::MIN, 7, None);
    assert!(r.best.is_some_and(|m| checkmated(&v, &mate.after(&v, m))));
    assert!(Level::MAX.limits().time.is_some());
}

#[test]
fn score_text_and_describe() {
    assert_eq!(Score::Cp(140).text(), "+1.40");
    assert_eq!(Score::Cp(-35).text(), "-0.35");
    assert_eq!(Score::Cp(0).text(), "0.00");
    assert_eq!(Score::Cp(5).text(), "+0.05");
    assert_eq!(Score::Mate(1).text(), "#1");
    assert_eq!(Score::Mate(5).text(), "#3");
    assert_eq!(Score::Mate(-4).text(), "#-2");
    assert_eq!(Score::Mate(3).flip(), Score::Mate(-3));
    assert!(Score::Mate(1) > Score::Mate(3));
    assert!(Score::Mate(3) > Score::Cp(5000));
    assert!(Score::Mate(-2) < Score::Cp(-5000));
    assert!(Score::Mate(-2) < Score::Mate(-6));
    assert_eq!(describe(Score::Cp(10)), "about equal");
    assert_eq!(describe(Score::Cp(500)), "winning");
    assert_eq!(describe(Score::Cp(-150)), "clearly worse");
    assert_eq!(describe(Score::Mate(3)), "winning (forced mate)");
}

#[test]
fn evaluation_is_symmetric_at_the_start() {
    for id in ["glinski", "mccooey", "full-house"] {
        let v = variant(id);
        let p = Position::start(&v).expect("start");
        let ev = Evaluator::for_variant(&v);
        let w = ev.evaluate(&p, p.turn());
        let b = ev.evaluate(&p, p.next_live_player(&v, p.turn()));
        // Mirror-symmetric armies: only the tempo separates the two sides.
        assert_eq!(w, hexcourier_engine::eval::TEMPO, "{id}");
        assert_eq!(b, -hexcourier_engine::eval::TEMPO, "{id}");
    }
}

#[test]
fn material_values_come_from_data_or_reach() {
    let v = variant("full-house");
    let ev = Evaluator::for_variant(&v);
    let q = v.kind_by_letter('Q').expect("queen");
    assert_eq!(ev.value(q), 900);
    let k = v.kind_by_letter('K').expect("king");
    assert_eq!(ev.value(k), 0);
    // A kind valued 0 in the data gets a value from its empty-board reach.
    let files: Vec<(String, String)> = hexcourier_engine::data::builtin_files()
        .iter()
        .map(|(p, t)| {
            let t = if *p == "pieces.toml" {
                t.replace("value = 7.5", "value = 0.0")
            } else {
                t.to_string()
            };
            (p.to_string(), t)
        })
        .collect();
    let lib = Library::from_files(&files).expect("data");
    let v = lib.get("full-house").expect("variant");
    let ev = Evaluator::new(v);
    let sailor = v.kind_by_letter('S').expect("sailor");
    let rook = v.kind_by_letter('R').expect("rook");
    let queen = v.kind_by_letter('Q').expect("queen");
    assert!(ev.value(sailor) > ev.value(rook) && ev.value(sailor) < ev.value(queen));
}

/// A three-player variant on the Glinski board (for the paranoid search).
fn three_player_library() -> Library {
    let mut files: Vec<(String, String)> = hexcourier_engine::data::builtin_files()
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect();
    files.push((
        "variants/tri-test.toml".to_string(),
        r##"
name = "Three-player test"
board = "glinski"
pieces = ["king", "queen", "rook", "knight", "pawn-glinski"]
setup = "1/3/rKrQ3/2rPrP1rP1/9/11/11/11/wP10/bPbK6wPwQ1/1bQ7wK1 w - 0 1"

[[players]]
name = "White"
char = "w"
forward = "N"
colours = ["#ffffff", "#000000"]
cells.pawn-start = "k1 i2"

[[players]]
name = "Black"
char = "b"
forward = "SE"
colours = ["#000000", "#ffffff"]
cells.pawn-start = "b1 a2"

[[players]]
name = "Red"
char = "r"
forward = "SW"
colours = ["#ff0000", "#000000"]
cells.pawn-start = "e9 f9"

[rules]
stalemate = "draw"

[metadata]
rules = "A test variant with three players."
"##
        .to_string(),
    ));
    Library::from_files(&files).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn three_players_paranoid_search_is_sound() {
    let lib = three_player_library();
    let v = lib.get("tri-test").expect("variant");
    assert_eq!(v.player_count(), 3);
    let start = Position::start(v).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = Rng(777);
    let mut searcher = Searcher::new(4);
    let mut p = start.clone();
    let mut hist = vec![p.hash()];
    for ply in 0..60 {
        let moves = p.legal_moves(v);
        if moves.is_empty() {
            break;
        }
        let r = searcher.search(v, &p, &hist, &Limits::nodes(2_000 + ply * 50), &mut |_| {});
        let m = r.best.expect("a move");
        assert!(p.is_legal(v, m));
        play_pv(v, &p, &r.pv);
        let m = if ply % 2 == 0 {
            m
        } else {
            moves[(rng.next() % moves.len() as u64) as usize]
        };
        p = p.after(v, m);
        hist.push(p.hash());
    }
    // Deterministic at a fixed depth, also after a player is eliminated.
    let mut q = start.clone();
    q.eliminate(hexcourier_engine::Player(2));
    for pos in [&start, &q] {
        let a = search(v, pos, &Limits::depth(3));
        let b = search(v, pos, &Limits::depth(3));
        assert_eq!((a.best, a.score), (b.best, b.score));
        assert!(a.best.is_some_and(|m| pos.is_legal(v, m)));
    }
}

/// The quiescence move generator gives exactly the legal captures (drags included) and
/// promotions.
#[test]
fn tactical_generator_matches_legal_moves() {
    let lib = Library::builtin().expect("data");
    let mut rng = Rng(0xC0FF_EE12_3456_789B);
    let (mut tested, mut promotions, mut en_passant) = (0, 0, 0);
    for v in lib.variants() {
        for _game in 0..25 {
            let mut p = common::start_or_fixture(v);
            for _ply in 0..150 {
                let moves = p.legal_moves(v);
                let mut want: Vec<String> = moves
                    .iter()
                    .filter(|&&m| p.removes_piece(v, m) || m.promotion().is_some())
                    .map(|m| format!("{m:?}"))
                    .collect();
                let mut got: Vec<String> = hexcourier_engine::search::tactical_moves(v, &p)
                    .iter()
                    .map(|m| format!("{m:?}"))
                    .collect();
                want.sort();
                got.sort();
                assert_eq!(got, want, "{}: {}", v.id, p.to_text(v));
                tested += 1;
                promotions += want.iter().filter(|m| m.contains("Some(K")).count();
                en_passant += want.iter().filter(|m| m.starts_with("EnPassant")).count();
                if moves.is_empty() {
                    break;
                }
                // Prefer captures and pawn moves so games reach promotions.
                let pick = rng.next() as usize;
                let tactical: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|&m| p.removes_piece(v, m) || m.promotion().is_some())
                    .collect();
                let m = if !tactical.is_empty() && pick.is_multiple_of(3) {
                    tactical[pick / 3 % tactical.len()]
                } else {
                    moves[pick % moves.len()]
                };
                p = p.after(v, m);
            }
        }
    }
    assert!(tested > 5_000);
    assert!(
        promotions > 0 && en_passant > 0,
        "{promotions} {en_passant}"
    );
}
