//! Three-player groups and the three-player Swiss.

use hexcourier_pairing::triples::{
    group_schedule, group_sizes, split_into_groups, PlaceScoring, Seeding, Table, TripleEvent,
    TriplesError, SEATS,
};
use hexcourier_pairing::Points;
use std::collections::{HashMap, HashSet};

#[test]
fn in_a_group_everyone_has_each_seat_exactly_once() {
    for k in 3..=5u32 {
        let group: Vec<u32> = (10..10 + k).collect();
        let rounds = group_schedule(&group).unwrap();
        assert_eq!(rounds.len(), k as usize);
        let mut seats: HashMap<u32, [u32; SEATS]> = HashMap::new();
        let mut byes: HashMap<u32, u32> = HashMap::new();
        for round in &rounds {
            assert_eq!(round.tables.len(), 1);
            assert_eq!(round.byes.len(), k as usize - 3);
            let Table(at) = round.tables[0];
            let present: HashSet<u32> = at.iter().chain(&round.byes).copied().collect();
            assert_eq!(
                present.len(),
                k as usize,
                "everyone seated or on a bye, once"
            );
            for (seat, &p) in at.iter().enumerate() {
                seats.entry(p).or_default()[seat] += 1;
            }
            for &p in &round.byes {
                *byes.entry(p).or_default() += 1;
            }
        }
        for p in &group {
            assert_eq!(seats[p], [1, 1, 1], "player {p} in a group of {k}");
            assert_eq!(byes.get(p).copied().unwrap_or(0), k - 3);
        }
    }
    assert_eq!(group_schedule(&[1, 2]), Err(TriplesError::BadGroupSize(2)));
    assert_eq!(group_schedule(&[1, 2, 1]), Err(TriplesError::Duplicate(1)));
}

#[test]
fn groups_are_threes_with_fours_or_a_five_for_the_remainder() {
    assert_eq!(group_sizes(2), Err(TriplesError::TooFewPlayers(2)));
    assert_eq!(group_sizes(4).unwrap(), vec![4]);
    assert_eq!(group_sizes(5).unwrap(), vec![5]);
    assert_eq!(group_sizes(8).unwrap(), vec![4, 4]);
    assert_eq!(group_sizes(10).unwrap(), vec![3, 3, 4]);
    assert_eq!(group_sizes(11).unwrap(), vec![3, 4, 4]);
    for n in 3..=40 {
        let sizes = group_sizes(n).unwrap();
        assert_eq!(sizes.iter().sum::<usize>(), n);
        assert!(sizes.iter().all(|s| (3..=5).contains(s)));
        for seeding in [Seeding::Balanced, Seeding::Consecutive] {
            let players: Vec<u32> = (1..=n as u32).collect();
            let groups = split_into_groups(&players, seeding).unwrap();
            let mut all: Vec<u32> = groups.iter().flatten().copied().collect();
            all.sort_unstable();
            assert_eq!(all, players);
            assert_eq!(groups.iter().map(Vec::len).collect::<Vec<_>>(), sizes);
        }
    }
}

#[test]
fn balanced_groups_spread_the_seeds() {
    let players: Vec<u32> = (1..=12).collect();
    let groups = split_into_groups(&players, Seeding::Balanced).unwrap();
    assert_eq!(
        groups,
        vec![
            vec![1, 8, 9],
            vec![2, 7, 10],
            vec![3, 6, 11],
            vec![4, 5, 12]
        ]
    );
    let groups = split_into_groups(&players, Seeding::Consecutive).unwrap();
    assert_eq!(groups[0], vec![1, 2, 3]);
}

/// Plays `rounds` rounds of a Swiss where the best-rated player at a table always wins and the
/// worst-rated always comes last.
fn play(event: &mut TripleEvent, rounds: usize) {
    for r in 1..=rounds {
        let round = event.pair_next_round().expect("paired");
        event.record_round(&round);
        for (i, t) in round.tables.iter().enumerate() {
            let rating = |id: u32| {
                event
                    .players
                    .iter()
                    .find(|p| p.id == id)
                    .map_or(0, |p| p.rating)
            };
            let mut order: Vec<usize> = (0..SEATS).collect();
            order.sort_by_key(|&s| std::cmp::Reverse(rating(t.0[s])));
            let mut places = [0u8; SEATS];
            for (place, &seat) in order.iter().enumerate() {
                places[seat] = place as u8 + 1;
            }
            event.set_places(r, i, places).expect("places");
        }
    }
}

#[test]
fn swiss_avoids_meeting_again_and_balances_seats() {
    let mut event = TripleEvent::new(PlaceScoring::default());
    for i in 0..12 {
        event.add_player(2000 - 10 * i);
    }
    play(&mut event, 3);
    for a in 1..=12 {
        for b in a + 1..=12 {
            assert!(event.meetings(a, b) <= 1, "{a} and {b} met twice");
        }
        let seats = event.seat_counts(a);
        assert_eq!(seats.iter().sum::<u32>(), 3);
        assert!(seats.iter().all(|&c| c <= 2), "player {a}: {seats:?}");
    }
    // A fourth round still pairs everyone (with repeat meetings if it must).
    let round = event.pair_next_round().unwrap();
    assert_eq!(round.tables.len(), 4);
    // Round 1 grouped 1-2-3, 4-5-6, …; the top group of round 2 is three of its winners.
    let (tables, _) = &event.rounds[1];
    let mut top: Vec<u32> = tables[0].table.0.to_vec();
    top.sort_unstable();
    assert_eq!(top, vec![1, 4, 7]);
}

#[test]
fn swiss_gives_byes_to_the_lowest_without_one() {
    let mut event = TripleEvent::new(PlaceScoring::default());
    for i in 0..7 {
        event.add_player(1900 - 50 * i);
    }
    let mut had_bye = HashSet::new();
    for r in 1..=4 {
        let round = event.pair_next_round().unwrap();
        assert_eq!(round.byes.len(), 1);
        assert_eq!(round.tables.len(), 2);
        assert!(had_bye.insert(round.byes[0]), "a second bye in round {r}");
        play_round(&mut event, &round, r);
    }
}

fn play_round(event: &mut TripleEvent, round: &hexcourier_pairing::triples::TripleRound, r: usize) {
    event.record_round(round);
    for i in 0..round.tables.len() {
        event.set_places(r, i, [1, 2, 3]).expect("places");
    }
}

#[test]
fn scoring_by_place_is_a_parameter() {
    let scoring = PlaceScoring {
        first: Points(30),
        second: Points(10),
        third: Points(0),
        bye: Points(10),
    };
    let mut event = TripleEvent::new(scoring);
    for _ in 0..4 {
        event.add_player(1500);
    }
    let round = event.pair_next_round().unwrap();
    assert_eq!(round.byes, vec![4]);
    play_round(&mut event, &round, 1);
    let Table(seats) = round.tables[0];
    assert_eq!(event.score(seats[0]), Points(30));
    assert_eq!(event.score(seats[1]), Points(10));
    assert_eq!(event.score(seats[2]), Points(0));
    assert_eq!(event.score(4), Points(10));
    assert_eq!(
        event.set_places(1, 0, [1, 1, 2]),
        Err(TriplesError::BadPlaces)
    );
    assert!(event.set_places(9, 0, [1, 2, 3]).is_err());
    // Default: 1, ½, 0 and a bye worth second place.
    let d = PlaceScoring::default();
    assert_eq!(
        (d.first, d.second, d.third, d.bye),
        (Points(10), Points(5), Points(0), Points(5))
    );
}
