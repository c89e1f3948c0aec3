//! Variants without a start position (`setup-required`): listed as such, explained by
//! `/rules`, refused by `/new` without `setup:`, and played like any other from a given one.

use super::*;

const ID: &str = "frontofhouse-glinski-3p";

/// Red's Sennight a3 shields Blue's Grandduke a5 from Yellow's Rook a1; Red has a Wing in hand.
const SHIELD: &str = "1/3/5/7/8yK/11/bK4rP1yP3/2bP8/rN10/11/yR5rK4[rW] r - 0 1";

const REASON: &str = "The published three-player array is unplayable: each Duchess starts \
                      attacking the next army's Grandduke, so a player would be checkmated \
                      before the first move, and Gilman's own diagram is lost.";

#[test]
fn variants_mark_those_that_need_a_setup() {
    let b = bot();
    let list = b.say("lobby", "alice", "/variants");
    assert_eq!(list.len(), 1);
    assert!(
        list[0].contains(&format!(
            "\n{ID} — Hex Frontofhouse (Glinski style, three players) (3 players; needs setup:)\n"
        )),
        "{}",
        list[0]
    );
    assert!(list[0].contains(
        "\nfrontofhouse-mccooey-3p — Hex Frontofhouse (McCooey style, three players) (3 players)\n"
    ));
    assert!(
        list[0].ends_with(
            "\nThose marked 'needs setup:' have no start position: start them from your own with \
             /new <variant> @opponent setup:<state text> (/rules <variant> says why).\
             \nStart one with /new <variant> @opponent; /rules <variant> explains it."
        ),
        "{}",
        list[0]
    );
}

#[test]
fn rules_say_why_there_is_no_start_and_how_to_give_one() {
    let b = bot();
    let text = b.say("lobby", "alice", &format!("/rules {ID}")).join("\n");
    assert!(text.starts_with(&format!(
        "[lobby] Hex Frontofhouse (Glinski style, three players) ({ID}), 3 players\n"
    )));
    // The variant's own text says why the published array is blocked ...
    assert!(text.contains("is blocked, because each Duchess starts on an open diagonal to the next army's Grandduke (Red's e1 to Blue's a5, Yellow's l5 to Red's g1, Blue's b7 to Yellow's k7)"), "{text}");
    // ... and every variant without a start says so and how to start it.
    assert!(
        text.contains(&format!(
            "\nThis variant has no start position. {REASON}\nStart a game from a position of \
             your own: /new {ID} @bob @carol setup:<state text>. The state text lists the ranks \
             from the top, separated by /, each cell by file (a digit counts empty cells, a \
             piece is its letter, after its player's letter), then the player to move (r Red, \
             y Yellow, b Blue); pieces in hand follow the ranks in brackets.\nAuthor: "
        )),
        "{text}"
    );
    // Variants with a start position say nothing of the kind.
    let other = b
        .say("lobby", "alice", "/rules frontofhouse-mccooey-3p")
        .join("\n");
    assert!(!other.contains("no start position"), "{other}");
}

#[test]
fn new_without_setup_names_the_reason_and_the_setup_form() {
    let b = bot();
    let refusal = |opponents: &str| {
        vec![format!(
            "[lobby] Hex Frontofhouse (Glinski style, three players) has no start position. \
             {REASON}\nStart it from a position of your own: /new {ID} {opponents} \
             setup:<state text> (/rules {ID} says how to write one)."
        )]
    };
    // The opponents named are kept in the example; a wrong count shows placeholders.
    assert_eq!(
        b.say("lobby", "alice", &format!("/new {ID} @dave @erin")),
        refusal("@dave @erin")
    );
    assert_eq!(
        b.say("lobby", "alice", &format!("/new {ID}")),
        refusal("@bob @carol")
    );
    assert_eq!(
        b.say("lobby", "alice", &format!("/new {ID} @bob from: Kg1-f2")),
        refusal("@bob @carol")
    );
    assert_eq!(
        b.store.games().map(|g| g.len()).ok(),
        Some(0),
        "nothing was stored"
    );
}

#[test]
fn a_setup_game_plays_drops_eliminations_hints_and_pictures() {
    let b = engine_bot(true);
    assert_eq!(
        b.say("lobby", "alice", &format!("/new {ID} @bob @carol hints:on setup: {SHIELD}")),
        [
            "[lobby] open #g1: g1: Hex Frontofhouse (Glinski style, three players), @alice vs @bob vs @carol".to_string(),
            "[lobby] New game #g1: Hex Frontofhouse (Glinski style, three players), @alice (Red) vs @bob (Yellow) vs @carol (Blue).".into(),
            format!("[#g1] Hex Frontofhouse (Glinski style, three players): @alice (Red) vs @bob (Yellow) vs @carol (Blue).\nStarted from the set-up position {SHIELD}\nHints: on, no limit; players only (/hint, /analyse).\nType moves here, like Kg1-f2; /moves lists the legal ones, /help the commands."),
            format!("[#g1] image g1-000.png: #g1 start: Red (@alice) to move <position {SHIELD} | last - | viewer 0 | marks >"),
            "[#g1] ping @alice".into(),
        ]
    );
    let script: [(&str, &str, &[&str]); 5] = [
        // A drop from the hand.
        ("alice", "W*b2", &["[#g1] 1. W*b2", "[#g1] ping @bob"]),
        ("bob", "Kk7-k6", &["[#g1] 1... Kk7-k6", "[#g1] ping @carol"]),
        ("carol", "c4-d4", &["[#g1] 1... c4-d4", "[#g1] ping @alice"]),
        // The Sennight unblocks Yellow's Rook: Blue is mated by the next player and leaves.
        (
            "alice",
            "Na3-c2",
            &[
                "[#g1] 2. Na3-c2#\nBlue (@carol) is eliminated.",
                "[#g1] ping @bob",
            ],
        ),
        // Yellow takes the Wing; Blue is skipped.
        ("bob", "Ra1xb2", &["[#g1] 2... Ra1xb2", "[#g1] ping @alice"]),
    ];
    for (i, (who, m, want)) in script.into_iter().enumerate() {
        if i == 4 {
            // The engine's hint (a fixed 3,000-node search) sees the free Wing.
            assert_eq!(
                b.say("#g1", "bob", "/hint"),
                ["[#g1] Hint for Yellow: Ra1xb2\nYellow is winning against the others, +7.90 for Yellow.\nLine: 2... Ra1xb2 3. Kg1-e1 Rb2xc2 4. f5-f7 W*l2+ 5. Ke1-d1 (depth 5, 3000 nodes)"]
            );
        }
        assert_eq!(b.say_text("#g1", who, m), want, "{who}: {m}");
    }
    assert_eq!(
        // Drawn for the one who asks, even an eliminated player.
        b.say("#g1", "carol", "/board"),
        [
            format!("[#g1] #g1 Hex Frontofhouse (Glinski style, three players): @alice (Red) vs @bob (Yellow) vs @carol (Blue)\nSet-up start: {SHIELD}\nMoves: 1. W*b2 Kk7-k6 c4-d4 2. Na3-c2# Ra1xb2\nRed (@alice) to move"),
            "[#g1] image g1-005.png: #g1 after 2... Ra1xb2: Red (@alice) to move <position 1/3/5/7/9/9yK1/5rP1yP3/11/11/1yRrN8/6rK4[yW] r - 0 3 | last a1-b2 | viewer 2 | marks >".into(),
        ]
    );
}

/// Engine seats play a game started from a position like any other.
#[test]
fn engines_play_a_setup_game() {
    let b = engine_bot(true);
    let replies = b.say_text(
        "lobby",
        "alice",
        &format!("/new {ID} @engine @engine level:1 setup: {SHIELD}"),
    );
    assert_eq!(
        replies.last().map(String::as_str),
        Some("[#g1] ping @alice")
    );
    let replies = b.say_text("#g1", "alice", "W*b2");
    let moves: Vec<&String> = replies
        .iter()
        .filter(|l| {
            l.strip_prefix("[#g1] ")
                .is_some_and(|t| t.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect();
    assert_eq!(
        moves.len(),
        3,
        "alice's drop and both engines' moves: {replies:?}"
    );
    assert_eq!(moves[0], "[#g1] 1. W*b2");
    assert_eq!(
        replies.last().map(String::as_str),
        Some("[#g1] ping @alice")
    );
}

/// The real renderer draws a set-up position for each seat, hands included.
#[test]
fn set_up_positions_render_for_every_seat() {
    let lib = library();
    let v = lib.get(ID).unwrap_or_else(|| panic!("{ID} is built in"));
    let pos = Position::from_text(v, SHIELD).unwrap_or_else(|e| panic!("{e}"));
    for seat in 0..3u8 {
        let view = crate::picture::View {
            viewer: Some(Player(seat)),
            size_px: Some(200),
            ..crate::picture::View::default()
        };
        let png = crate::picture::png(v, &pos, &view).unwrap_or_else(|e| panic!("{e}"));
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "seat {seat}");
        // Each army's forward points up: Red N, Yellow SW (240 degrees clockwise), Blue SE.
        assert_eq!(
            crate::picture::rotation_for(v, Player(seat)),
            [0, 240, 120][usize::from(seat)]
        );
    }
}
