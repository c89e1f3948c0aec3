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
