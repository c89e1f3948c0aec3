//! TRF reading and writing: a round trip, the layout, and errors that say where.

use hexcourier_pairing::limits::{LimitError, MAX_LINE_CHARS, MAX_PLAYERS, MAX_TRF_BYTES};
use hexcourier_pairing::trf::{self, check_points};
use hexcourier_pairing::{
    Colour, DutchError, Pairing, Points, RoundEntry, RoundResult, Tournament,
};

/// Four rounds with every kind of result, a blank round, a pending game and a requested bye.
const EVENT: &str = "\
012 Hexcourier Autumn Cup
022 Online
001    1 mGM  Alpha, Ann                        2450 NOR    12345678 1990/01/01  3.5    1     2 w 1     3 b =  0000 - U     4 w +
001    2 wWIM Beta, Bea                         2300 ESP     2345678 2001/02/03  1.0    3     1 b 0     4 w W  0000 - Z     3 b -
001    3      Gamma, Cy                         1900                             2.0    2     4 b 0     1 w =     5 w 1     2 w +
001    4      Delta, Di                         1850                             0.5    4     3 w 1     2 b L  0000 - H     1 b -
001    5      Epsilon                           1700                             0.0    5  0000 - F               3 b 0     6 b
001    6      Zeta                                                               0.0    6  0000 - -                         5 w
XXR 7
XXC black1
BBW  3.0
BBD  1.0
BBU  1.0
";

#[test]
fn reads_every_field_and_result() {
    let t = trf::parse(EVENT).unwrap();
    assert_eq!(t.name.as_deref(), Some("Hexcourier Autumn Cup"));
    assert_eq!(t.other_lines, vec!["022 Online".to_string()]);
    assert_eq!(t.total_rounds, Some(7));
    assert_eq!(t.initial_colour, Some(Colour::Black));
    assert_eq!(t.points.win, Points(30));
    assert_eq!(t.points.draw, Points(10));
    assert_eq!(t.points.pairing_bye, Points(10));
    let ann = t.player(1).unwrap();
    assert_eq!(ann.sex, Some('m'));
    assert_eq!(ann.title, "GM");
    assert_eq!(ann.name, "Alpha, Ann");
    assert_eq!(ann.rating, 2450);
    assert_eq!(ann.federation, "NOR");
    assert_eq!(ann.fide_id, "12345678");
    assert_eq!(ann.birth_date, "1990/01/01");
    assert_eq!(ann.declared_points, Some(Points(35)));
    assert_eq!(ann.rank, Some(1));
    assert_eq!(
        ann.rounds,
        vec![
            Some(RoundEntry::game(2, Colour::White, RoundResult::Win)),
            Some(RoundEntry::game(3, Colour::Black, RoundResult::Draw)),
            Some(RoundEntry::without_opponent(
                RoundResult::PairingAllocatedBye
            )),
            Some(RoundEntry::game(4, Colour::White, RoundResult::ForfeitWin)),
        ]
    );
    let bea = t.player(2).unwrap();
    assert_eq!(
        bea.round(2).map(|e| e.result),
        Some(RoundResult::UnratedWin)
    );
    assert_eq!(
        bea.round(3).map(|e| e.result),
        Some(RoundResult::ZeroPointBye)
    );
    let eps = t.player(5).unwrap();
    assert_eq!(
        eps.round(1).map(|e| e.result),
        Some(RoundResult::FullPointBye)
    );
    assert_eq!(eps.round(2), None);
    assert_eq!(eps.round(4).map(|e| e.result), Some(RoundResult::Pending));
    let zeta = t.player(6).unwrap();
    assert_eq!(zeta.rating, 0);
    assert_eq!(
        zeta.round(1).map(|e| e.result),
        Some(RoundResult::ForfeitLoss)
    );
    assert_eq!(t.rounds_paired(), 4);
    // 3-1-0 scoring, a pairing-allocated bye worth 1.
    assert_eq!(t.score(1), Points(30 + 10 + 10 + 30));
    assert_eq!(t.score(4), Points(30 + 10));
}

#[test]
fn writing_and_reading_back_gives_the_same_event() {
    let mut t = trf::parse(EVENT).unwrap();
    t.recompute_points();
    let text = trf::write(&t);
    let again = trf::parse(&text).unwrap();
    assert_eq!(again, t);
    assert_eq!(trf::write(&again), text);
    // The 001 layout: start number in 5–8, name from 15, rating 49–52, points 81–84, rounds
    // of ten columns from 92.
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(&line[4..8], "   1");
    assert_eq!(&line[14..24], "Alpha, Ann");
    assert_eq!(&line[48..52], "2450");
    assert_eq!(&line[80..84], " 8.0");
    assert_eq!(&line[91..99], "   2 w 1");
    assert_eq!(&line[101..109], "   3 b =");
    assert_eq!(&line[111..119], "0000 - U");
}

#[test]
fn a_state_built_through_the_api_round_trips() {
    let mut t = Tournament::new("Club night", 5);
    for (name, rating) in [("A", 1800), ("B", 1700), ("C", 1600)] {
        t.add_player(name, rating);
    }
    t.record_pairing(
        1,
        &Pairing {
            pairs: vec![(1, 3)],
            bye: Some(2),
        },
    )
    .unwrap();
    t.set_result(1, 1, 3, hexcourier_pairing::GameResult::Draw)
        .unwrap();
    t.set_absence(2, 3, RoundResult::HalfPointBye).unwrap();
    t.recompute_points();
    let back = trf::parse(&trf::write(&t)).unwrap();
    assert_eq!(back, t);
    check_points(&back).unwrap();
}

#[test]
fn line_ends_may_be_cr_crlf_or_lf() {
    let lf = trf::parse(EVENT).unwrap();
    let crlf = trf::parse(&EVENT.replace('\n', "\r\n")).unwrap();
    let cr = trf::parse(&EVENT.replace('\n', "\r")).unwrap();
    assert_eq!(lf, crlf);
    assert_eq!(lf, cr);
}

#[test]
fn the_2026_point_system_line_is_read() {
    let t = trf::parse("162  W 3.0    D 1.0    P 0.0\nXXR 3\n").unwrap();
    assert_eq!(t.points.win, Points(30));
    assert_eq!(t.points.draw, Points(10));
    assert_eq!(t.points.pairing_bye, Points(0));
    let t = trf::parse("162  W 3.0    D 1.0\n").unwrap();
    assert_eq!(
        t.points.pairing_bye,
        Points(30),
        "the bye defaults to a win"
    );
}

#[test]
fn points_that_disagree_with_the_results_are_reported() {
    let t = trf::parse(EVENT).unwrap();
    let err = check_points(&t).unwrap_err();
    assert_eq!(err.player, 1);
    assert_eq!(err.declared, Points(35));
    assert_eq!(err.computed, Points(80));
}

fn error_of(text: &str) -> (usize, usize, String) {
    let e = trf::parse(text).expect_err("a bad file");
    (e.line, e.column, e.field)
}

#[test]
fn errors_name_the_line_and_the_field() {
    let good = "001    1      A                                 1500                             0.0    1     2 w 1\n\
                001    2      B                                 1400                             0.0    2     1 b 0\n";
    assert!(trf::parse(good).is_ok());
    let bad_number = good.replacen("001    2", "001   x2", 1);
    assert_eq!(error_of(&bad_number), (2, 5, "start number".into()));
    let bad_result = good.replacen("1 b 0", "1 b ?", 1);
    assert_eq!(error_of(&bad_result), (2, 99, "round 1 result".into()));
    let bad_colour = good.replacen("2 w 1", "2 x 1", 1);
    assert_eq!(error_of(&bad_colour), (1, 97, "round 1 colour".into()));
    let unknown_opponent = good.replacen("2 w 1", "9 w 1", 1);
    assert_eq!(
        error_of(&unknown_opponent),
        (1, 92, "round 1 opponent".into())
    );
    let duplicate = good.replacen("001    2", "001    1", 1);
    assert_eq!(error_of(&duplicate), (2, 5, "start number".into()));
    let bad_points = good.replacen(" 0.0    2", " 0.x    2", 1);
    assert_eq!(error_of(&bad_points), (2, 81, "points".into()));
    let bye_with_opponent = good.replacen("2 w 1", "2 - U", 1);
    assert_eq!(error_of(&bye_with_opponent), (1, 92, "round 1".into()));
    let rounds = format!("{good}XXR seven\n");
    assert_eq!(error_of(&rounds), (3, 5, "number of rounds".into()));
    let message = trf::parse(&bad_result).unwrap_err().to_string();
    assert!(
        message.contains("line 2") && message.contains("column 99"),
        "{message}"
    );
}

/// A player line: start number `id`, no rounds.
fn player_line(id: usize) -> String {
    format!("001 {id:>4}      Player {id:<26} 1500                             0.0 {id:>4}")
}

/// The limit a text breaks, with where.
fn limit_of(text: &str) -> (usize, usize, String, Option<LimitError>) {
    let e = trf::parse(text).expect_err("a file beyond a limit");
    (e.line, e.column, e.field, e.limit)
}

#[test]
fn players_rounds_points_and_lines_have_limits_that_errors_name() {
    let field = |n: usize| -> String { (1..=n).map(|i| player_line(i) + "\n").collect() };
    // Players: 2,000 read; the 2,001st is refused at its line, before any pairing.
    let most = format!("{}XXR 9\nXXC white1\n", field(MAX_PLAYERS));
    assert_eq!(trf::parse(&most).map(|t| t.players.len()), Ok(MAX_PLAYERS));
    let e = trf::parse(&field(9_999)).expect_err("too many players");
    assert_eq!(
        (e.line, e.limit.clone()),
        (2_001, Some(LimitError::TooManyPlayers))
    );
    assert_eq!(
        e.to_string(),
        "line 2001, column 1 (player): more than 2000 players (the most an event may have)"
    );
    // Rounds: XXR, and the round columns of a player.
    let two = field(2);
    assert!(trf::parse(&format!("{two}XXR 99\n")).is_ok());
    assert_eq!(
        limit_of(&format!("{two}XXR 100\n")),
        (
            3,
            5,
            "number of rounds".into(),
            Some(LimitError::TooManyRounds { rounds: 100 })
        )
    );
    assert_eq!(
        limit_of(&format!("{two}XXR 99999999999999999999999\n")).3,
        Some(LimitError::TooManyRounds { rounds: u64::MAX })
    );
    let mut long = player_line(1);
    for _ in 0..100 {
        long.push_str("  0000 - Z");
    }
    assert_eq!(long.chars().count(), 1_089);
    assert_eq!(
        limit_of(&long),
        (
            1,
            1_082,
            "round 100".into(),
            Some(LimitError::TooManyRounds { rounds: 100 })
        )
    );
    // Point values: 100 points at most, so sums cannot wrap.
    assert_eq!(
        trf::parse(&format!("{two}BBW 100.0\n")).map(|t| t.points.win),
        Ok(Points(1_000))
    );
    for value in ["429496729.5", "4294967296", "100.1"] {
        assert_eq!(
            limit_of(&format!("{two}BBW {value}\n")),
            (
                3,
                5,
                "point value".into(),
                Some(LimitError::PointValueTooLarge {
                    value: value.into()
                })
            ),
            "{value}"
        );
    }
    assert_eq!(
        limit_of(&format!("{two}162 W 500.0    D 1.0\n")).3,
        Some(LimitError::PointValueTooLarge {
            value: "500.0".into()
        })
    );
    let message = trf::parse(&format!("{two}BBW 429496729.5\n"))
        .expect_err("too large")
        .to_string();
    assert_eq!(
        message,
        "line 3, column 5 (point value): a result worth 429496729.5 points: at most 100.0"
    );
    // Lines and files.
    let wide = format!("012 {}\n", "x".repeat(MAX_LINE_CHARS));
    assert_eq!(
        limit_of(&wide),
        (
            1,
            MAX_LINE_CHARS + 1,
            "line".into(),
            Some(LimitError::LineTooLong {
                chars: MAX_LINE_CHARS + 4
            })
        )
    );
    let huge = "\n".repeat(MAX_TRF_BYTES + 1);
    assert_eq!(
        limit_of(&huge).3,
        Some(LimitError::FileTooLarge {
            bytes: MAX_TRF_BYTES as u64 + 1
        })
    );
}

#[test]
fn an_event_made_in_code_is_bounded_too() {
    let mut t = Tournament::new("Big", 5);
    for i in 0..=MAX_PLAYERS {
        t.add_player(&format!("P{i}"), 1500);
    }
    assert_eq!(
        hexcourier_pairing::dutch::pair_next_round(&t),
        Err(DutchError::Limit(LimitError::TooManyPlayers))
    );
    let mut t = Tournament::new("Rich", 5);
    t.add_player("A", 1500);
    t.add_player("B", 1400);
    t.points.win = Points(u32::MAX);
    assert_eq!(
        hexcourier_pairing::dutch::pair_next_round(&t),
        Err(DutchError::Limit(LimitError::PointValueTooLarge {
            value: "429496729.5".into()
        }))
    );
    let t = Tournament::new("Long", 100);
    assert_eq!(
        t.check_limits(),
        Err(LimitError::TooManyRounds { rounds: 100 })
    );
    // Points made by hand past the limits stop at the top rather than wrap.
    assert_eq!(Points(u32::MAX) + Points(5), Points(u32::MAX));
}
