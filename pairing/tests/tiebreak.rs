//! Tie-break values on a small hand-made event, worked out by hand.
//!
//! Five players, three rounds:
//! - round 1: 1–2 1-0, 3–4 ½-½, 5 the pairing-allocated bye;
//! - round 2: 5–1 ½-½, 2–3 1-0, 4 the pairing-allocated bye;
//! - round 3: 1–4 1-0, 3–5 won by 3 by forfeit, 2 a half-point bye.
//!
//! Scores: 1 has 2½, everyone else 1½.

use hexcourier_pairing::tiebreak::{
    buchholz, buchholz_cut1, direct_encounter, sonneborn_berger, standings, wins, TieBreak,
    TieValue,
};
use hexcourier_pairing::{GameResult, Pairing, Points, RoundResult, Tournament};

fn event() -> Tournament {
    let mut t = Tournament::new("Tie-breaks", 3);
    for name in ["One", "Two", "Three", "Four", "Five"] {
        t.add_player(name, 1500);
    }
    let rounds = [
        (
            vec![(1, 2, GameResult::WhiteWins), (3, 4, GameResult::Draw)],
            Some(5),
        ),
        (
            vec![(5, 1, GameResult::Draw), (2, 3, GameResult::WhiteWins)],
            Some(4),
        ),
        (
            vec![
                (1, 4, GameResult::WhiteWins),
                (3, 5, GameResult::WhiteWinsByForfeit),
            ],
            None,
        ),
    ];
    for (i, (games, bye)) in rounds.into_iter().enumerate() {
        let round = i + 1;
        let pairing = Pairing {
            pairs: games.iter().map(|&(w, b, _)| (w, b)).collect(),
            bye,
        };
        t.record_pairing(round, &pairing).expect("pairing recorded");
        for (w, b, result) in games {
            t.set_result(round, w, b, result).expect("result recorded");
        }
    }
    t.set_absence(3, 2, RoundResult::HalfPointBye)
        .expect("bye recorded");
    t
}

/// Hundredths from a decimal written as text, for readable expectations.
fn v(text: &str) -> TieValue {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let frac = format!("{frac:0<2}");
    TieValue(whole.parse::<i64>().expect("whole") * 100 + frac.parse::<i64>().expect("hundredths"))
}

#[test]
fn scores() {
    let t = event();
    let scores: Vec<Points> = (1..=5).map(|p| t.score(p)).collect();
    assert_eq!(
        scores,
        vec![Points(25), Points(15), Points(15), Points(15), Points(15)]
    );
}

#[test]
fn buchholz_counts_unplayed_rounds_at_the_players_own_score() {
    let t = event();
    let got: Vec<TieValue> = (1..=5).map(|p| buchholz(&t, p)).collect();
    // 1: 1½ + 1½ + 1½; 2: 2½ + 1½ + own 1½; 3: 1½ + 1½ + own 1½ (forfeit win);
    // 4: 1½ + own 1½ (bye) + 2½; 5: own 1½ (bye) + 2½ + own 1½ (forfeit loss).
    assert_eq!(got, vec![v("4.5"), v("5.5"), v("4.5"), v("5.5"), v("5.5")]);
}

#[test]
fn buchholz_cut_one_drops_an_unplayed_round_first() {
    let t = event();
    let got: Vec<TieValue> = (1..=5).map(|p| buchholz_cut1(&t, p)).collect();
    assert_eq!(got, vec![v("3"), v("4"), v("3"), v("4"), v("4")]);
}

#[test]
fn sonneborn_berger_values() {
    let t = event();
    let got: Vec<TieValue> = (1..=5).map(|p| sonneborn_berger(&t, p)).collect();
    // 1: beat 2 (1½) + drew 5 (¾) + beat 4 (1½); 2: beat 3 (1½) + half-point bye (½ of own);
    // 3: drew 4 (¾) + forfeit win (own 1½); 4: drew 3 (¾) + bye (own 1½);
    // 5: bye (own 1½) + drew 1 (1¼).
    assert_eq!(
        got,
        vec![v("3.75"), v("2.25"), v("2.25"), v("2.25"), v("2.75")]
    );
    assert_eq!(v("3.75").to_string(), "3.75");
    assert_eq!(v("2.5").to_string(), "2.5");
    assert_eq!(v("4").to_string(), "4");
}

#[test]
fn wins_count_games_won_over_the_board() {
    let t = event();
    let got: Vec<TieValue> = (1..=5).map(|p| wins(&t, p)).collect();
    assert_eq!(got, vec![v("2"), v("1"), v("0"), v("0"), v("0")]);
}

#[test]
fn direct_encounter_needs_every_tied_player_to_have_met() {
    let t = event();
    assert_eq!(direct_encounter(&t, &[2, 3]), vec![v("1"), v("0")]);
    assert_eq!(direct_encounter(&t, &[3, 4]), vec![v("0.5"), v("0.5")]);
    // 2 and 4 never played: no direct encounter.
    assert_eq!(direct_encounter(&t, &[2, 3, 4]), vec![v("0"); 3]);
}

#[test]
fn standings_sort_by_points_then_tie_breaks_in_order() {
    let t = event();
    let table = standings(&t, &[TieBreak::Buchholz, TieBreak::SonnebornBerger]);
    let order: Vec<(usize, u32)> = table.iter().map(|s| (s.rank, s.id)).collect();
    // 1.5 group: Buchholz puts 3 last; Sonneborn-Berger puts 5 ahead of 2 and 4, who stay
    // tied (and share third place).
    assert_eq!(order, vec![(1, 1), (2, 5), (3, 2), (3, 4), (5, 3)]);
    assert_eq!(table[1].tiebreaks, vec![v("5.5"), v("2.75")]);
    // Direct encounter first: the four tied players have not all met, so it leaves them tied,
    // and Buchholz decides.
    let table = standings(&t, &[TieBreak::DirectEncounter, TieBreak::Buchholz]);
    let order: Vec<u32> = table.iter().map(|s| s.id).collect();
    assert_eq!(order, vec![1, 2, 4, 5, 3]);
    // Buchholz leaves {2, 4, 5} tied; they have not all met, so direct encounter changes
    // nothing; wins put 2 ahead, and 4 and 5 share third place.
    let table = standings(
        &t,
        &[
            TieBreak::Buchholz,
            TieBreak::DirectEncounter,
            TieBreak::Wins,
        ],
    );
    let order: Vec<(usize, u32)> = table.iter().map(|s| (s.rank, s.id)).collect();
    assert_eq!(order, vec![(1, 1), (2, 2), (3, 4), (3, 5), (5, 3)]);
}
