//! Dutch pairings against bbpPairings' answers for the fixtures in `fixtures/dutch` (see its
//! README), so that CI checks the Dutch system without bbpPairings.

use std::path::PathBuf;

#[test]
fn pairings_equal_bbppairings_output_byte_for_byte() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/dutch");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture directory")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 10, "fixtures missing in {}", dir.display());
    for input in inputs {
        let text = std::fs::read_to_string(&input).expect("fixture");
        let expected =
            std::fs::read_to_string(input.with_extension("out")).expect("expected output");
        let got = hexcourier_pairing::pair_next_round(&text)
            .unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        assert_eq!(got, expected, "{}", input.display());
    }
}

#[test]
fn a_round_that_cannot_be_paired_is_reported() {
    // Two players who have already met, one round to go.
    let file = "\
001    1      A                                 2000                             1.0    1     2 w 1
001    2      B                                 1900                             0.0    2     1 b 0
XXR 2
";
    let err = hexcourier_pairing::pair_next_round(file).expect_err("no pairing");
    assert!(matches!(
        err,
        hexcourier_pairing::Error::Dutch(hexcourier_pairing::DutchError::NoValidPairing {
            round: 2
        })
    ));
}

#[test]
fn files_that_bbppairings_refuses_are_refused() {
    let no_rounds = "001    1      A                                 2000                             0.0    1\n";
    assert!(matches!(
        hexcourier_pairing::pair_next_round(no_rounds),
        Err(hexcourier_pairing::Error::Dutch(
            hexcourier_pairing::DutchError::NoTotalRounds
        ))
    ));
    let no_colour = format!("{no_rounds}001    2      B                                 1900                             0.0    2\nXXR 3\n");
    assert!(matches!(
        hexcourier_pairing::pair_next_round(&no_colour),
        Err(hexcourier_pairing::Error::Dutch(
            hexcourier_pairing::DutchError::NoInitialColour
        ))
    ));
    let wrong_points = no_colour.replacen(" 0.0    2", " 1.0    2", 1) + "XXC white1\n";
    assert!(matches!(
        hexcourier_pairing::pair_next_round(&wrong_points),
        Err(hexcourier_pairing::Error::Points(_))
    ));
}

#[test]
fn a_file_whose_last_round_is_unfinished_is_refused() {
    // Round 1: 1–3 decided, 4–2 still being played (a blank result). bbpPairings reads the
    // blank as a loss of a game not played and pairs round 2 without a word.
    let file = "\
001    1      A                                 2000                             1.0    1     3 w 1
001    2      B                                 1900                             0.0    2     4 b
001    3      C                                 1800                             0.0    3     1 b 0
001    4      D                                 1700                             0.0    4     2 w
XXR 3
";
    let err = hexcourier_pairing::pair_next_round(file).expect_err("unfinished");
    assert_eq!(
        err,
        hexcourier_pairing::Error::Unfinished(hexcourier_pairing::Unfinished {
            round: 1,
            player: 2,
            opponent: 4
        })
    );
    assert_eq!(
        err.to_string(),
        "round 1 is not finished: player 2 has no result against player 4; pair the next \
         round once every result of round 1 is in"
    );
    // Finished, the same file pairs.
    let finished = file
        .replacen("    4 b\n", "    4 b =\n", 1)
        .replacen("    2 w\n", "    2 w =\n", 1)
        .replace(" 0.0    2 ", " 0.5    2 ")
        .replace(" 0.0    4 ", " 0.5    4 ");
    assert!(
        hexcourier_pairing::pair_next_round(&finished).is_ok(),
        "{finished}"
    );
}

/// The files in `fixtures/exports` are Swiss events played through the bot and exported by
/// `/tournament export` (byes, forfeits, adjudications, losses on time without a move,
/// withdrawals); bbpPairings' checker (`--dutch FILE -c`) agreed with every round of each.
/// Here each round is paired again from the rounds before it and must be the round played.
#[test]
fn the_bots_exports_pair_again_round_for_round() {
    use hexcourier_pairing::{dutch, trf, Colour, RoundResult};
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/exports");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture directory")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 8, "fixtures in {}", dir.display());
    let mut rounds_checked = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).expect("fixture");
        let t = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        t.check_finished().expect("every round finished");
        trf::check_points(&t).expect("points agree with the results");
        assert_eq!(t.rounds_paired() as u32, t.total_rounds.unwrap_or(0));
        for round in 1..=t.rounds_paired() {
            let mut played: Vec<(u32, u32)> = Vec::new();
            let mut bye = None;
            for p in &t.players {
                match p.round(round) {
                    Some(e) if e.colour == Some(Colour::White) => {
                        played.push((p.id, e.opponent.unwrap_or(0)));
                    }
                    Some(e) if e.result == RoundResult::PairingAllocatedBye => bye = Some(p.id),
                    _ => {}
                }
            }
            let mut paired = dutch::pair_next_round(&t.truncated(round - 1, true))
                .unwrap_or_else(|e| panic!("{} round {round}: {e}", file.display()));
            paired.pairs.sort_unstable();
            assert_eq!(
                (paired.pairs, paired.bye),
                (played, bye),
                "{} round {round}",
                file.display()
            );
            rounds_checked += 1;
        }
    }
    assert_eq!(rounds_checked, 39);
}
