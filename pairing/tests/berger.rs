//! Berger tables against the published FIDE tables, and their properties.

use hexcourier_pairing::berger::{round_robin, BergerError, BergerRound, Cycles};
use std::collections::{BTreeMap, HashSet};

/// The published tables: table size (even) -> rounds -> boards (white, black).
fn published() -> BTreeMap<usize, Vec<Vec<(u32, u32)>>> {
    let text = include_str!("fixtures/berger_tables.txt");
    let mut tables = BTreeMap::new();
    let mut current: Option<usize> = None;
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(head) = line.strip_suffix(" players:") {
            let size: usize = head
                .rsplit(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .expect("table header names a size");
            tables.insert(size, Vec::new());
            current = Some(size);
            continue;
        }
        let (_, boards) = line.split_once(':').expect("a round line");
        let round: Vec<(u32, u32)> = boards
            .trim()
            .trim_end_matches('.')
            .split(',')
            .map(|b| {
                let (w, b) = b.trim().split_once('-').expect("a board a-b");
                (w.parse().expect("white"), b.parse().expect("black"))
            })
            .collect();
        tables
            .get_mut(&current.expect("a header first"))
            .expect("table")
            .push(round);
    }
    tables
}

#[test]
fn single_round_robin_equals_the_fide_tables_for_3_to_16_players() {
    let tables = published();
    assert_eq!(
        tables.keys().copied().collect::<Vec<_>>(),
        vec![4, 6, 8, 10, 12, 14, 16]
    );
    for players in 3..=16usize {
        let size = players + players % 2;
        let table = &tables[&size];
        let ours = round_robin(players, Cycles::Single).unwrap();
        assert_eq!(ours.len(), table.len(), "{players} players");
        for (r, (mine, theirs)) in ours.iter().zip(table).enumerate() {
            let expected = if players % 2 == 1 {
                let dummy = size as u32;
                let bye = theirs
                    .iter()
                    .find_map(|&(w, b)| (w == dummy).then_some(b).or((b == dummy).then_some(w)))
                    .unwrap();
                BergerRound {
                    pairs: theirs
                        .iter()
                        .copied()
                        .filter(|&(w, b)| w != dummy && b != dummy)
                        .collect(),
                    bye: Some(bye),
                }
            } else {
                BergerRound {
                    pairs: theirs.clone(),
                    bye: None,
                }
            };
            assert_eq!(mine, &expected, "{players} players, round {}", r + 1);
        }
    }
}

#[test]
fn double_round_robin_repeats_with_colours_reversed() {
    let tables = published();
    for players in 3..=16usize {
        let single = round_robin(players, Cycles::Single).unwrap();
        let double = round_robin(players, Cycles::Double).unwrap();
        assert_eq!(double.len(), 2 * single.len());
        assert_eq!(&double[..single.len()], &single[..]);
        for (a, b) in single.iter().zip(&double[single.len()..]) {
            let reversed: Vec<(u32, u32)> = a.pairs.iter().map(|&(w, b)| (b, w)).collect();
            assert_eq!(b.pairs, reversed);
            assert_eq!(a.bye, b.bye);
        }
        // The first cycle is the published table here too.
        let size = players + players % 2;
        if players % 2 == 0 {
            for (mine, theirs) in double.iter().zip(&tables[&size]) {
                assert_eq!(&mine.pairs, theirs);
            }
        }
        let swapped = round_robin(players, Cycles::DoubleSwapped).unwrap();
        let n = single.len();
        assert_eq!(swapped[n - 2], single[n - 1]);
        assert_eq!(swapped[n - 1], single[n - 2]);
    }
}

#[test]
fn everyone_meets_everyone_once_per_cycle_with_balanced_colours() {
    for players in 2..=16usize {
        let rounds = round_robin(players, Cycles::Double).unwrap();
        let per_cycle = rounds.len() / 2;
        for cycle in rounds.chunks(per_cycle) {
            let mut met = HashSet::new();
            let mut whites = vec![0i32; players + 1];
            let mut blacks = vec![0i32; players + 1];
            let mut byes = vec![0; players + 1];
            for round in cycle {
                let mut seen = HashSet::new();
                for &(w, b) in &round.pairs {
                    assert!(w != b && w as usize <= players && b as usize <= players);
                    assert!(
                        seen.insert(w) && seen.insert(b),
                        "a player twice in a round"
                    );
                    assert!(
                        met.insert((w.min(b), w.max(b))),
                        "{w}-{b} met twice in a cycle"
                    );
                    whites[w as usize] += 1;
                    blacks[b as usize] += 1;
                }
                if let Some(p) = round.bye {
                    assert!(seen.insert(p));
                    byes[p as usize] += 1;
                }
                assert_eq!(seen.len(), players);
            }
            assert_eq!(met.len(), players * (players - 1) / 2);
            for p in 1..=players {
                assert!(
                    (whites[p] - blacks[p]).abs() <= 1,
                    "player {p} of {players}"
                );
                assert_eq!(byes[p], players % 2, "byes of player {p}");
            }
        }
    }
}

#[test]
fn sizes_out_of_range_are_refused() {
    assert_eq!(
        round_robin(1, Cycles::Single),
        Err(BergerError::TooFewPlayers(1))
    );
    assert!(matches!(
        round_robin(1000, Cycles::Single),
        Err(BergerError::TooManyPlayers(1000))
    ));
}
