//! Three-player variants: round robins within groups of three, and a simple Swiss that plays
//! groups of three by score.
//!
//! A game has three seats, `0`, `1`, `2`, in turn order (seat 0 moves first); the variant
//! decides what colour each seat is.
//!
//! **Groups.** [`split_into_groups`] cuts a seeded list into groups of three. When the number
//! of players is not a multiple of three, the groups that would be short become groups of four
//! (one group of four for N = 3k+1, two for N = 3k+2, a single group of five for N = 5):
//! nobody is left out of the event. [`group_schedule`] plays a group of k (3 to 5) players in k
//! rounds, players `i, i+1, i+2` (mod k) at the table in round i, so that everyone plays three
//! games, once in each seat; in a group of four or five the players not at the table have a
//! bye that round (one or two byes each over the group's rounds).
//!
//! **Swiss.** [`TripleEvent::pair_next_round`] sorts the players by score, then rating, then
//! start number, gives the byes a round needs when N is not a multiple of three (one or two)
//! to the lowest-ranked players who have not had one yet, and groups the rest in threes from
//! the top, avoiding two players meeting again where a search of limited size can (see
//! [`SEARCH_BUDGET`]; otherwise as few repeat meetings as the greedy grouping finds). In each
//! group seats go to whoever has had them least, the higher-ranked player first on ties.

use crate::points::Points;

/// Seats at a three-player table.
pub const SEATS: usize = 3;

/// How many partial groupings the Swiss tries before settling for repeat meetings.
pub const SEARCH_BUDGET: usize = 200_000;

/// One table: the start numbers in seats 0, 1, 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Table(pub [u32; SEATS]);

/// One round of a three-player event.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TripleRound {
    /// The tables, top table first.
    pub tables: Vec<Table>,
    /// Players with a bye this round.
    pub byes: Vec<u32>,
}

/// How a seeded list is cut into groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seeding {
    /// Snake order (1–6–7, 2–5–8, 3–4–9 for nine players): groups of even strength.
    Balanced,
    /// Consecutive seeds together (1–2–3, 4–5–6, …): groups of like strength.
    Consecutive,
}

/// A three-player schedule cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TriplesError {
    /// Fewer than three players.
    #[error("three-player groups need at least 3 players, not {0}")]
    TooFewPlayers(usize),
    /// A group schedule is for 3 to 5 players.
    #[error("a group plays with 3 to 5 players, not {0}")]
    BadGroupSize(usize),
    /// A start number appears twice.
    #[error("player {0} appears twice")]
    Duplicate(u32),
    /// No such player, round or table.
    #[error("{0}")]
    Unknown(String),
    /// Places must be 1, 2 and 3 in some order.
    #[error("places must be 1, 2 and 3 in some order")]
    BadPlaces,
    /// The event is larger than the crate pairs ([`crate::limits`]).
    #[error(transparent)]
    Limit(#[from] crate::limits::LimitError),
}

/// The sizes of the groups for `n` players (see the module documentation).
pub fn group_sizes(n: usize) -> Result<Vec<usize>, TriplesError> {
    if n < 3 {
        return Err(TriplesError::TooFewPlayers(n));
    }
    if n > crate::limits::MAX_PLAYERS {
        return Err(crate::limits::LimitError::TooManyPlayers.into());
    }
    Ok(match (n, n % 3) {
        (5, _) => vec![5],
        (_, 0) => vec![3; n / 3],
        (_, 1) => {
            let mut v = vec![3; (n - 4) / 3];
            v.push(4);
            v
        }
        _ => {
            let mut v = vec![3; (n - 8) / 3];
            v.extend([4, 4]);
            v
        }
    })
}

/// Cuts players listed by seed (best first) into groups (see the module documentation).
///
/// ```
/// use hexcourier_pairing::triples::{split_into_groups, Seeding};
/// let groups = split_into_groups(&[1, 2, 3, 4, 5, 6, 7, 8, 9], Seeding::Balanced)?;
/// assert_eq!(groups, vec![vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9]]);
/// let groups = split_into_groups(&[1, 2, 3, 4, 5, 6, 7], Seeding::Consecutive)?;
/// assert_eq!(groups, vec![vec![1, 2, 3], vec![4, 5, 6, 7]]);
/// # Ok::<_, hexcourier_pairing::triples::TriplesError>(())
/// ```
pub fn split_into_groups(players: &[u32], seeding: Seeding) -> Result<Vec<Vec<u32>>, TriplesError> {
    check_unique(players)?;
    let sizes = group_sizes(players.len())?;
    let mut groups: Vec<Vec<u32>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    match seeding {
        Seeding::Consecutive => {
            let mut rest = players.iter().copied();
            for (g, &size) in groups.iter_mut().zip(&sizes) {
                g.extend(rest.by_ref().take(size));
            }
        }
        Seeding::Balanced => {
            let count = groups.len();
            let mut order: Vec<usize> = Vec::new();
            let mut forward = true;
            while order.len() < players.len() {
                let pass: Vec<usize> = if forward {
                    (0..count).collect()
                } else {
                    (0..count).rev().collect()
                };
                order.extend(pass);
                forward = !forward;
            }
            let mut next = players.iter().copied();
            for g in order {
                if groups[g].len() < sizes[g] {
                    if let Some(p) = next.next() {
                        groups[g].push(p);
                    }
                }
                if groups.iter().zip(&sizes).all(|(g, &s)| g.len() == s) {
                    break;
                }
            }
        }
    }
    Ok(groups)
}

fn check_unique(players: &[u32]) -> Result<(), TriplesError> {
    let mut seen = std::collections::HashSet::new();
    for &p in players {
        if !seen.insert(p) {
            return Err(TriplesError::Duplicate(p));
        }
    }
    Ok(())
}

/// The rounds of one group of 3 to 5 players: in round i players `i, i+1, i+2` (mod k) sit in
/// seats 0, 1, 2; the others have a bye. Everyone plays three games, once in each seat.
///
/// ```
/// use hexcourier_pairing::triples::{group_schedule, Table};
/// let rounds = group_schedule(&[7, 8, 9])?;
/// assert_eq!(rounds[0].tables, vec![Table([7, 8, 9])]);
/// assert_eq!(rounds[1].tables, vec![Table([8, 9, 7])]);
/// assert_eq!(rounds[2].tables, vec![Table([9, 7, 8])]);
/// # Ok::<_, hexcourier_pairing::triples::TriplesError>(())
/// ```
pub fn group_schedule(group: &[u32]) -> Result<Vec<TripleRound>, TriplesError> {
    check_unique(group)?;
    let k = group.len();
    if !(3..=5).contains(&k) {
        return Err(TriplesError::BadGroupSize(k));
    }
    Ok((0..k)
        .map(|i| {
            let seats = [group[i], group[(i + 1) % k], group[(i + 2) % k]];
            TripleRound {
                tables: vec![Table(seats)],
                byes: group
                    .iter()
                    .copied()
                    .filter(|p| !seats.contains(p))
                    .collect(),
            }
        })
        .collect())
}

/// Points by finishing place, and for a bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaceScoring {
    /// First place.
    pub first: Points,
    /// Second place.
    pub second: Points,
    /// Third place.
    pub third: Points,
    /// A bye.
    pub bye: Points,
}

impl Default for PlaceScoring {
    /// 1, ½ and 0 by place; a bye is worth second place (½).
    fn default() -> Self {
        PlaceScoring {
            first: Points::ONE,
            second: Points::HALF,
            third: Points::ZERO,
            bye: Points::HALF,
        }
    }
}

/// A player of a three-player Swiss.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TriplePlayer {
    /// Start number.
    pub id: u32,
    /// Rating (the second sort key after score).
    pub rating: u32,
}

/// A table as played: seats and, once known, each seat's place (1, 2 or 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableRecord {
    /// Who sat where.
    pub table: Table,
    /// Place per seat, when the game is over.
    pub places: Option<[u8; SEATS]>,
}

/// A three-player Swiss event: players, rounds played and how places score.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TripleEvent {
    /// The players.
    pub players: Vec<TriplePlayer>,
    /// Rounds so far: tables with results, and byes.
    pub rounds: Vec<(Vec<TableRecord>, Vec<u32>)>,
    /// Points by place.
    pub scoring: PlaceScoring,
}

impl TripleEvent {
    /// An event with no players, scored by `scoring`.
    pub fn new(scoring: PlaceScoring) -> TripleEvent {
        TripleEvent {
            players: Vec::new(),
            rounds: Vec::new(),
            scoring,
        }
    }

    /// Registers a player; returns the start number given.
    pub fn add_player(&mut self, rating: u32) -> u32 {
        let id = self.players.iter().map(|p| p.id).max().unwrap_or(0) + 1;
        self.players.push(TriplePlayer { id, rating });
        id
    }

    /// A player's score: places and byes of every round.
    pub fn score(&self, id: u32) -> Points {
        let mut total = Points::ZERO;
        for (tables, byes) in &self.rounds {
            if byes.contains(&id) {
                total += self.scoring.bye;
            }
            for t in tables {
                if let (Some(seat), Some(places)) =
                    (t.table.0.iter().position(|&p| p == id), t.places)
                {
                    total += match places[seat] {
                        1 => self.scoring.first,
                        2 => self.scoring.second,
                        _ => self.scoring.third,
                    };
                }
            }
        }
        total
    }

    /// How many times the player sat in each seat.
    pub fn seat_counts(&self, id: u32) -> [u32; SEATS] {
        let mut counts = [0; SEATS];
        for (tables, _) in &self.rounds {
            for t in tables {
                if let Some(seat) = t.table.0.iter().position(|&p| p == id) {
                    counts[seat] += 1;
                }
            }
        }
        counts
    }

    /// How many times two players sat at the same table.
    pub fn meetings(&self, a: u32, b: u32) -> u32 {
        self.rounds
            .iter()
            .flat_map(|(tables, _)| tables)
            .filter(|t| t.table.0.contains(&a) && t.table.0.contains(&b))
            .count() as u32
    }

    fn byes_had(&self, id: u32) -> usize {
        self.rounds
            .iter()
            .filter(|(_, byes)| byes.contains(&id))
            .count()
    }

    /// Adds a round (from [`TripleEvent::pair_next_round`]) with no results yet.
    pub fn record_round(&mut self, round: &TripleRound) {
        self.rounds.push((
            round
                .tables
                .iter()
                .map(|&table| TableRecord {
                    table,
                    places: None,
                })
                .collect(),
            round.byes.clone(),
        ));
    }

    /// Records the places (1, 2, 3) of the players in seats 0, 1, 2 of a table.
    pub fn set_places(
        &mut self,
        round: usize,
        table: usize,
        places: [u8; SEATS],
    ) -> Result<(), TriplesError> {
        let mut sorted = places;
        sorted.sort_unstable();
        if sorted != [1, 2, 3] {
            return Err(TriplesError::BadPlaces);
        }
        let record = round
            .checked_sub(1)
            .and_then(|r| self.rounds.get_mut(r))
            .and_then(|(tables, _)| tables.get_mut(table))
            .ok_or_else(|| TriplesError::Unknown(format!("no table {table} in round {round}")))?;
        record.places = Some(places);
        Ok(())
    }

    /// The players in Swiss order: score, then rating, then start number.
    pub fn ranking(&self) -> Vec<u32> {
        let mut ids: Vec<(Points, u32, u32)> = self
            .players
            .iter()
            .map(|p| (self.score(p.id), p.rating, p.id))
            .collect();
        ids.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        ids.into_iter().map(|(_, _, id)| id).collect()
    }

    /// Pairs the next round (see the module documentation).
    ///
    /// ```
    /// use hexcourier_pairing::triples::{PlaceScoring, TripleEvent};
    /// let mut event = TripleEvent::new(PlaceScoring::default());
    /// for rating in [1900, 1800, 1700, 1600, 1500, 1400, 1300] {
    ///     event.add_player(rating);
    /// }
    /// let round = event.pair_next_round()?;
    /// assert_eq!(round.tables.len(), 2);
    /// assert_eq!(round.byes, vec![7]);
    /// # Ok::<_, hexcourier_pairing::triples::TriplesError>(())
    /// ```
    pub fn pair_next_round(&self) -> Result<TripleRound, TriplesError> {
        let n = self.players.len();
        if n < 3 {
            return Err(TriplesError::TooFewPlayers(n));
        }
        if n > crate::limits::MAX_PLAYERS {
            return Err(crate::limits::LimitError::TooManyPlayers.into());
        }
        crate::limits::check_rounds(u64::try_from(self.rounds.len()).unwrap_or(u64::MAX))?;
        let ranking = self.ranking();
        let bye_count = n % 3;
        let mut byes = Vec::new();
        let fewest = ranking.iter().map(|&p| self.byes_had(p)).min().unwrap_or(0);
        for &p in ranking.iter().rev() {
            if byes.len() == bye_count {
                break;
            }
            if self.byes_had(p) == fewest {
                byes.push(p);
            }
        }
        for &p in ranking.iter().rev() {
            if byes.len() == bye_count {
                break;
            }
            if !byes.contains(&p) {
                byes.push(p);
            }
        }
        let playing: Vec<u32> = ranking
            .iter()
            .copied()
            .filter(|p| !byes.contains(p))
            .collect();
        let groups = self.group(&playing);
        let tables = groups.iter().map(|g| self.seat(g)).collect();
        byes.sort_by_key(|p| ranking.iter().position(|q| q == p));
        Ok(TripleRound { tables, byes })
    }

    /// Groups of three from the top, without repeat meetings if the search finds such a
    /// grouping, else greedily with as few as it can per group.
    fn group(&self, playing: &[u32]) -> Vec<[u32; 3]> {
        let mut budget = SEARCH_BUDGET;
        let mut out = Vec::new();
        let mut used = vec![false; playing.len()];
        if self.search(playing, &mut used, &mut out, &mut budget) {
            return out;
        }
        let mut used = vec![false; playing.len()];
        let mut groups = Vec::new();
        while let Some(i) = used.iter().position(|u| !u) {
            used[i] = true;
            let mut best: Option<(u32, usize, usize)> = None;
            for j in i + 1..playing.len() {
                for k in j + 1..playing.len() {
                    if used[j] || used[k] {
                        continue;
                    }
                    let repeats = self.repeats(playing[i], playing[j], playing[k]);
                    if !matches!(best, Some((r, _, _)) if r <= repeats) {
                        best = Some((repeats, j, k));
                    }
                }
            }
            if let Some((_, j, k)) = best {
                used[j] = true;
                used[k] = true;
                groups.push([playing[i], playing[j], playing[k]]);
            }
        }
        groups
    }

    fn repeats(&self, a: u32, b: u32, c: u32) -> u32 {
        u32::from(self.meetings(a, b) > 0)
            + u32::from(self.meetings(a, c) > 0)
            + u32::from(self.meetings(b, c) > 0)
    }

    fn search(
        &self,
        playing: &[u32],
        used: &mut Vec<bool>,
        out: &mut Vec<[u32; 3]>,
        budget: &mut usize,
    ) -> bool {
        let Some(i) = used.iter().position(|u| !u) else {
            return true;
        };
        used[i] = true;
        for j in i + 1..playing.len() {
            if used[j] || self.meetings(playing[i], playing[j]) > 0 {
                continue;
            }
            for k in j + 1..playing.len() {
                if used[k] || self.repeats(playing[i], playing[j], playing[k]) > 0 {
                    continue;
                }
                if *budget == 0 {
                    used[i] = false;
                    return false;
                }
                *budget -= 1;
                used[j] = true;
                used[k] = true;
                out.push([playing[i], playing[j], playing[k]]);
                if self.search(playing, used, out, budget) {
                    return true;
                }
                out.pop();
                used[j] = false;
                used[k] = false;
            }
        }
        used[i] = false;
        false
    }

    /// Seats for a group listed by rank: the arrangement whose players have sat least in the
    /// seats given, the higher-ranked player earlier on ties.
    fn seat(&self, group: &[u32; 3]) -> Table {
        const ORDERS: [[usize; 3]; 6] = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let counts: Vec<[u32; SEATS]> = group.iter().map(|&p| self.seat_counts(p)).collect();
        let cost = |order: &[usize; 3]| -> (u32, u32) {
            // order[seat] = index in group.
            let per_seat: Vec<u32> = (0..SEATS).map(|s| counts[order[s]][s]).collect();
            (
                per_seat.iter().sum(),
                per_seat.iter().copied().max().unwrap_or(0),
            )
        };
        let best = ORDERS
            .iter()
            .min_by_key(|o| cost(o))
            .copied()
            .unwrap_or([0, 1, 2]);
        Table([group[best[0]], group[best[1]], group[best[2]]])
    }
}
