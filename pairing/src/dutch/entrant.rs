//! What the Dutch system needs to know about each player before pairing a round.

use super::colour::{ColourState, Strength};
use crate::points::Points;
use crate::tournament::{Colour, RoundResult, Tournament};

/// A float a player received in some round (Art. 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Float {
    /// No float.
    None,
    /// Played someone with a lower score, or scored more than a loss without playing
    /// (a pairing-allocated bye worth nothing is no float).
    Down,
    /// Played someone with a higher score.
    Up,
}

/// One player to be paired, as the criteria see them.
#[derive(Debug, Clone)]
pub(crate) struct Entrant {
    /// Start number (pairing number).
    pub id: u32,
    /// Place (1-based) by start number among the players who take part in this round's
    /// pairing or took part in an earlier one: the number whose parity settles colours when
    /// nothing else does (Art. 5.2.5).
    pub pairing_number: u32,
    /// Score before the round being paired.
    pub score: Points,
    /// Colours played and the resulting preference.
    pub colour: ColourState,
    /// Float received in the previous round.
    pub float1: Float,
    /// Float received two rounds before.
    pub float2: Float,
    /// Start numbers of opponents met over the board.
    pub met: Vec<u32>,
    /// May receive the pairing-allocated bye (C2).
    pub bye_eligible: bool,
    /// Rounds so far in which the player did not play a game over the board.
    pub unplayed: u32,
    /// More than half the maximum possible score, pairing the last round (Art. 1.8).
    pub topscorer: bool,
}

impl Entrant {
    /// Whether the two may be paired: not met before (C1), and not two non-topscorers with the
    /// same absolute colour preference (C3).
    pub(crate) fn compatible(&self, other: &Entrant) -> bool {
        if self.met.binary_search(&other.id).is_ok() {
            return false;
        }
        let absolute_clash = self.colour.strength == Strength::Absolute
            && other.colour.strength == Strength::Absolute
            && self.colour.preference == other.colour.preference;
        !(absolute_clash && !self.topscorer && !other.topscorer)
    }
}

/// The players to pair in round `round`, ranked by score then start number (Art. 1.2), and the
/// initial colour of the event.
pub(crate) struct RoundInput {
    /// The round being paired (1-based).
    pub round: usize,
    /// The players to pair, in ranking order.
    pub entrants: Vec<Entrant>,
    /// The first player's colour in round 1 (none when neither set nor inferable).
    pub initial_colour: Option<Colour>,
}

impl RoundInput {
    /// Builds the input for the round after the last one paired in `t`.
    ///
    /// Players with an entry for that round already (a requested bye, a known absence) are not
    /// paired.
    pub(crate) fn next_round(t: &Tournament) -> RoundInput {
        let round = t.rounds_paired() + 1;
        let last_round = t.total_rounds.is_some_and(|n| round as u32 >= n);
        let before = round - 1;
        let score_before = |id: u32, r: usize| t.score_after(id, r);
        let mut entrants = Vec::new();
        for p in &t.players {
            if p.round(round).is_some() {
                continue;
            }
            let score = score_before(p.id, before);
            let mut history = Vec::new();
            let mut met = Vec::new();
            let mut bye_eligible = true;
            let mut unplayed = 0;
            for r in 1..=before {
                match p.round(r) {
                    Some(e) if e.is_played_game() => {
                        if let (Some(c), Some(o)) = (e.colour, e.opponent) {
                            history.push(c);
                            met.push(o);
                        }
                    }
                    other => {
                        unplayed += 1;
                        if let Some(e) = other {
                            if matches!(
                                e.result,
                                RoundResult::PairingAllocatedBye
                                    | RoundResult::FullPointBye
                                    | RoundResult::ForfeitWin
                            ) {
                                bye_eligible = false;
                            }
                        }
                    }
                }
            }
            met.sort_unstable();
            met.dedup();
            let float_in = |r: usize| -> Float {
                if r == 0 {
                    return Float::None;
                }
                let Some(e) = p.round(r) else {
                    return Float::None;
                };
                if e.is_played_game() {
                    let mine = score_before(p.id, r - 1);
                    let theirs = score_before(e.opponent.unwrap_or(0), r - 1);
                    return match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => Float::Down,
                        std::cmp::Ordering::Less => Float::Up,
                        std::cmp::Ordering::Equal => Float::None,
                    };
                }
                if e.result.points(&t.points) > t.points.loss {
                    Float::Down
                } else {
                    Float::None
                }
            };
            let max_score = t.points.win.0 * before as u32;
            entrants.push(Entrant {
                id: p.id,
                pairing_number: 0,
                score,
                colour: ColourState::from_history(history),
                float1: float_in(before),
                float2: float_in(before.saturating_sub(1)),
                met,
                bye_eligible,
                unplayed,
                topscorer: last_round && 2 * score.0 > max_score,
            });
        }
        // Pairing numbers count the players taking part in this round's pairing or an earlier
        // one (a board, forfeited or not, or the pairing-allocated bye); players who have only
        // been absent so far are skipped, as bbpPairings does.
        let mut taking_part: Vec<u32> = t
            .players
            .iter()
            .filter(|p| {
                p.round(round).is_none()
                    || (1..round).any(|r| {
                        p.round(r).is_some_and(|e| {
                            e.opponent.is_some() || e.result == RoundResult::PairingAllocatedBye
                        })
                    })
            })
            .map(|p| p.id)
            .collect();
        taking_part.sort_unstable();
        for e in &mut entrants {
            e.pairing_number = taking_part.partition_point(|&id| id < e.id) as u32 + 1;
        }
        entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.id.cmp(&b.id)));
        RoundInput {
            round,
            entrants,
            initial_colour: t.initial_colour.or_else(|| infer_initial_colour(t)),
        }
    }
}

/// bbpPairings' rule when the file does not say: the round-F colour of the highest player who
/// took part in the pairing of round F or before (F the first round with a colour), reversed
/// for the second such player, and so on; none when no colour was ever given.
pub(crate) fn infer_initial_colour(t: &Tournament) -> Option<Colour> {
    let rounds = t.players.iter().map(|p| p.rounds.len()).max().unwrap_or(0);
    let first = (1..=rounds).find(|&r| {
        t.players
            .iter()
            .any(|p| p.round(r).is_some_and(|e| e.colour.is_some()))
    });
    let f = first?;
    let mut k = 0;
    for p in &t.players {
        let took_part = (1..=f).any(|r| {
            p.round(r).is_some_and(|e| {
                e.opponent.is_some() || e.result == RoundResult::PairingAllocatedBye
            })
        });
        if !took_part {
            continue;
        }
        k += 1;
        if let Some(c) = p.round(f).and_then(|e| e.colour) {
            return Some(if k % 2 == 1 { c } else { c.opposite() });
        }
    }
    None
}
