//! Tie-breaks and standings.
//!
//! Values are exact, in hundredths of a point ([`TieValue`]). Which rounds count: every round
//! up to the last one paired ([`Tournament::rounds_paired`]); a round whose game has no result
//! yet is left out. Opponents' scores are their total scores over all recorded rounds.
//!
//! Unplayed rounds (byes of every kind, forfeits won or lost, absences, rounds missing from a
//! record) follow FIDE C.07 (2023) Art. 16 as far as it is clear: such a round counts as a game
//! against a dummy opponent whose score is the player's own score. So:
//! - **Buchholz** adds, per round, the opponent's score for a game played over the board and
//!   the player's own score for an unplayed round;
//! - **Buchholz cut-1** drops the lowest of those contributions, an unplayed round's first
//!   when there is one (C.07 Art. 14.6 cuts unplayed rounds first);
//! - **Sonneborn-Berger** adds the score of each opponent beaten and half the score of each
//!   opponent drawn with; an unplayed round that gave a win's points (forfeit win, full-point
//!   or pairing-allocated bye) adds the dummy opponent's score (the player's own), one that
//!   gave a draw's points (half-point bye) half of it;
//! - **wins** counts games won over the board (rated or not); forfeit wins and byes do not
//!   count (C.07's "WON");
//! - **direct encounter** is, among the players still tied when it is applied, the points
//!   each scored in games played over the board against the others; it only applies when
//!   every two of them have played each other (otherwise it leaves them tied).

use crate::points::Points;
use crate::tournament::{RoundEntry, RoundResult, Tournament};
use std::fmt;

/// A tie-break value in hundredths of a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TieValue(pub i64);

impl TieValue {
    fn from_points(p: Points) -> TieValue {
        TieValue(i64::from(p.0) * 10)
    }
}

/// `12.25`, `3.5`, `4`: as few decimals as needed.
impl fmt::Display for TieValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let v = self.0.abs();
        let text = match v % 100 {
            0 => format!("{sign}{}", v / 100),
            r if r % 10 == 0 => format!("{sign}{}.{}", v / 100, r / 10),
            r => format!("{sign}{}.{r:02}", v / 100),
        };
        f.pad(&text)
    }
}

/// The tie-breaks this crate computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// Sum of the opponents' scores.
    Buchholz,
    /// Buchholz without the lowest contribution.
    BuchholzCut1,
    /// Scores of opponents beaten plus half the scores of opponents drawn with.
    SonnebornBerger,
    /// Games won over the board.
    Wins,
    /// Points scored against the other tied players.
    DirectEncounter,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// Place, 1-based; players tied on points and every tie-break share it.
    pub rank: usize,
    /// Start number.
    pub id: u32,
    /// Score.
    pub points: Points,
    /// The tie-break values, in the order asked for.
    pub tiebreaks: Vec<TieValue>,
}

/// A round as tie-breaks see it.
enum Counted {
    Game { opponent: u32, result: RoundResult },
    Unplayed { gained: Points },
}

fn counted_rounds(t: &Tournament, id: u32) -> Vec<Counted> {
    let Some(p) = t.player(id) else {
        return Vec::new();
    };
    (1..=t.rounds_paired())
        .filter_map(|r| match p.round(r) {
            Some(RoundEntry {
                result: RoundResult::Pending,
                ..
            }) => None,
            Some(e) if e.is_played_game() => Some(Counted::Game {
                opponent: e.opponent.unwrap_or(0),
                result: e.result,
            }),
            Some(e) => Some(Counted::Unplayed {
                gained: e.result.points(&t.points),
            }),
            None => Some(Counted::Unplayed {
                gained: Points::ZERO,
            }),
        })
        .collect()
}

/// Buchholz contributions, one per counted round, and whether each was unplayed.
fn buchholz_parts(t: &Tournament, id: u32) -> Vec<(TieValue, bool)> {
    let own = TieValue::from_points(t.score(id));
    counted_rounds(t, id)
        .into_iter()
        .map(|c| match c {
            Counted::Game { opponent, .. } => (TieValue::from_points(t.score(opponent)), false),
            Counted::Unplayed { .. } => (own, true),
        })
        .collect()
}

/// The Buchholz score of player `id`.
pub fn buchholz(t: &Tournament, id: u32) -> TieValue {
    TieValue(buchholz_parts(t, id).iter().map(|(v, _)| v.0).sum())
}

/// The Buchholz score of player `id` without its lowest contribution (an unplayed round's
/// first).
pub fn buchholz_cut1(t: &Tournament, id: u32) -> TieValue {
    let parts = buchholz_parts(t, id);
    let total: i64 = parts.iter().map(|(v, _)| v.0).sum();
    let cut = parts
        .iter()
        .filter(|(_, unplayed)| *unplayed)
        .map(|(v, _)| v.0)
        .min()
        .or_else(|| parts.iter().map(|(v, _)| v.0).min())
        .unwrap_or(0);
    TieValue(total - cut)
}

/// The Sonneborn-Berger score of player `id`.
pub fn sonneborn_berger(t: &Tournament, id: u32) -> TieValue {
    let own = TieValue::from_points(t.score(id)).0;
    let win = t.points.win;
    let draw = t.points.draw;
    counted_rounds(t, id)
        .into_iter()
        .map(|c| match c {
            Counted::Game { opponent, result } => {
                let s = TieValue::from_points(t.score(opponent)).0;
                match result {
                    RoundResult::Win | RoundResult::UnratedWin => s,
                    RoundResult::Draw | RoundResult::UnratedDraw => s / 2,
                    _ => 0,
                }
            }
            Counted::Unplayed { gained } => {
                if gained >= win && win > Points::ZERO {
                    own
                } else if gained >= draw && draw > Points::ZERO {
                    own / 2
                } else {
                    0
                }
            }
        })
        .sum::<i64>()
        .into()
}

impl From<i64> for TieValue {
    fn from(v: i64) -> TieValue {
        TieValue(v)
    }
}

/// The number of games player `id` won over the board.
pub fn wins(t: &Tournament, id: u32) -> TieValue {
    let n = counted_rounds(t, id)
        .into_iter()
        .filter(|c| {
            matches!(
                c,
                Counted::Game {
                    result: RoundResult::Win | RoundResult::UnratedWin,
                    ..
                }
            )
        })
        .count();
    TieValue(100 * n as i64)
}

/// Direct encounter within `group`: the points each scored against the others in games
/// played over the board, or zero for all when two of them never played each other.
pub fn direct_encounter(t: &Tournament, group: &[u32]) -> Vec<TieValue> {
    let played = |a: u32, b: u32| -> Vec<Points> {
        t.player(a).map_or(Vec::new(), |p| {
            p.rounds
                .iter()
                .flatten()
                .filter(|e| e.opponent == Some(b) && e.is_played_game())
                .map(|e| e.result.points(&t.points))
                .collect()
        })
    };
    for (i, &a) in group.iter().enumerate() {
        for &b in &group[i + 1..] {
            if played(a, b).is_empty() {
                return vec![TieValue(0); group.len()];
            }
        }
    }
    group
        .iter()
        .map(|&a| {
            let total: Points = group
                .iter()
                .filter(|&&b| b != a)
                .flat_map(|&b| played(a, b))
                .sum();
            TieValue::from_points(total)
        })
        .collect()
}

/// The standings: by points, then each tie-break in `order` (higher is better), then start
/// number. Direct encounter is worked out within each group still tied when its turn comes.
///
/// ```
/// use hexcourier_pairing::tiebreak::{standings, TieBreak};
/// use hexcourier_pairing::{GameResult, Pairing, Tournament};
/// let mut t = Tournament::new("Club", 1);
/// let a = t.add_player("A", 1500);
/// let b = t.add_player("B", 1400);
/// t.record_pairing(1, &Pairing { pairs: vec![(a, b)], bye: None })?;
/// t.set_result(1, a, b, GameResult::BlackWins)?;
/// let table = standings(&t, &[TieBreak::Buchholz]);
/// assert_eq!((table[0].id, table[0].rank), (b, 1));
/// # Ok::<_, hexcourier_pairing::tournament::StateError>(())
/// ```
pub fn standings(t: &Tournament, order: &[TieBreak]) -> Vec<Standing> {
    let mut rows: Vec<Standing> = t
        .players
        .iter()
        .map(|p| Standing {
            rank: 0,
            id: p.id,
            points: t.score(p.id),
            tiebreaks: Vec::new(),
        })
        .collect();
    rows.sort_by(|a, b| b.points.cmp(&a.points).then(a.id.cmp(&b.id)));
    // Groups of rows still tied, as ranges of `rows`.
    let mut groups = split(&rows, |r| r.points);
    for (k, tb) in order.iter().enumerate() {
        for range in &groups {
            let ids: Vec<u32> = rows[range.clone()].iter().map(|r| r.id).collect();
            let values = match tb {
                TieBreak::DirectEncounter => {
                    if ids.len() > 1 {
                        direct_encounter(t, &ids)
                    } else {
                        vec![TieValue(0)]
                    }
                }
                TieBreak::Buchholz => ids.iter().map(|&i| buchholz(t, i)).collect(),
                TieBreak::BuchholzCut1 => ids.iter().map(|&i| buchholz_cut1(t, i)).collect(),
                TieBreak::SonnebornBerger => ids.iter().map(|&i| sonneborn_berger(t, i)).collect(),
                TieBreak::Wins => ids.iter().map(|&i| wins(t, i)).collect(),
            };
            for (row, v) in rows[range.clone()].iter_mut().zip(values) {
                row.tiebreaks.push(v);
            }
            rows[range.clone()]
                .sort_by(|a, b| b.tiebreaks[k].cmp(&a.tiebreaks[k]).then(a.id.cmp(&b.id)));
        }
        groups = split(&rows, |r| (r.points, r.tiebreaks.clone()));
    }
    let mut rank = 0;
    for (i, row) in rows.iter_mut().enumerate() {
        if groups.iter().any(|g| g.start == i) {
            rank = i + 1;
        }
        row.rank = rank;
    }
    rows
}

/// Consecutive runs of rows with equal keys.
fn split<K: PartialEq>(
    rows: &[Standing],
    key: impl Fn(&Standing) -> K,
) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=rows.len() {
        if i == rows.len() || key(&rows[i]) != key(&rows[start]) {
            out.push(start..i);
            start = i;
        }
    }
    out
}
