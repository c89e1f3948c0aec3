//! Glinski-style Hex Frontofhouse for three players: a variant without a start position
//! (`setup-required`), played from hand-built positions.
//!
//! Exact legal-move sets are written out by hand from `shared/spec/glinski-family.md` §6, not
//! taken from the engine.

use hexcourier_engine::{Game, Player, Position, SetupError, Variant};

mod common;
use common::{legal_texts, pos, sorted, variant};

const ID: &str = "frontofhouse-glinski-3p";

/// Red to move with a Wing in hand; each army has its Grandduke and one Migrant.
const DROP: &str = "1/3/5/7/5yP2yK/11/bK4rPbP4/11/11/11/5rK5[rW] r - 0 1";

/// Red's Sennight a3 shields Blue's Grandduke a5 from Yellow's Rook a1.
const SHIELD: &str = "1/3/5/7/8yK/11/bK4rP1yP3/2bP8/rN10/11/yR5rK4[rW] r - 0 1";

fn cells(v: &Variant, list: &str) -> hexcourier_engine::Bitboard {
    v.board
        .parse_cells(list)
        .expect("cell list")
        .into_iter()
        .collect()
}

/// The variant loads, but has no start position: starting one says why.
#[test]
fn has_no_start_position_and_says_why() {
    let v = variant(ID);
    let reason = "the published three-player array is unplayable: each Duchess starts \
                  attacking the next army's Grandduke, so a player would be checkmated before \
                  the first move, and Gilman's own diagram is lost";
    assert_eq!(v.setup_required.as_deref(), Some(reason));
    assert_eq!(v.setup, "");
    let err = Position::start(&v).map(|_| ()).expect_err("no start");
    assert_eq!(
        err,
        SetupError::SetupRequired {
            variant: ID.into(),
            reason: reason.into()
        }
    );
    assert_eq!(
        err.to_string(),
        format!("{ID} has no start position ({reason}); start it from a position of your own")
    );
    assert!(Game::new(&v).is_err());
    // Everything else about it is an ordinary three-player variant.
    let names: Vec<&str> = v.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Red", "Yellow", "Blue"]);
    assert_eq!(v.next_player(Player(2)), Player(0));
    assert!(v.has_drops());
}

/// Red faces N, Yellow SW, Blue SE (spec §6.2): each army's Migrants, Wings and Countesses
/// promote on its own far border, the border opposite its corner.
#[test]
fn armies_promote_on_their_far_borders() {
    let v = variant(ID);
    for (player, border) in [
        (0, "a6 b7 c8 d9 e10 f11 g10 h9 i8 k7 l6"),
        (1, "f1 e1 d1 c1 b1 a1 a2 a3 a4 a5 a6"),
        (2, "l6 l5 l4 l3 l2 l1 k1 i1 h1 g1 f1"),
    ] {
        for piece in ["migrant", "wing", "countess"] {
            let k = v.kind_by_name(piece).expect("piece");
            assert_eq!(
                v.dead_cells(Player(player), k),
                cells(&v, border),
                "{piece} of player {player}"
            );
        }
    }
}

/// Every legal move of [`DROP`], derived from the rules: the Grandduke's five steps out of the
/// f1 corner; the Migrant's step, double step from its start cell f5 and capture of Blue's
/// Migrant on g5 (e5 is empty); and a Wing drop on every empty cell except the ten empty cells
/// of Red's far border, where a Wing could never move. No piece attacks a cell next to f1.
#[test]
fn drop_position_has_exactly_the_moves_the_rules_give() {
    let v = variant(ID);
    let p = pos(&v, DROP);
    let occupied = ["f1", "f5", "k7", "g7", "a5", "g5"];
    let far = [
        "a6", "b7", "c8", "d9", "e10", "f11", "g10", "h9", "i8", "k7", "l6",
    ];
    let mut want = sorted("Kf1-e1 Kf1-e2 Kf1-f2 Kf1-g1 Kf1-g2 f5-f6 f5-f7 f5xg5");
    let drops: Vec<String> = v
        .board
        .cells()
        .map(|c| v.board.name(c).to_string())
        .filter(|c| !occupied.contains(&c.as_str()) && !far.contains(&c.as_str()))
        .map(|c| format!("W*{c}"))
        .collect();
    assert_eq!(drops.len(), 75);
    want.extend(drops);
    want.sort();
    assert_eq!(legal_texts(&v, &p), want);
}

/// A drop, then a checkmate by discovery that eliminates Blue: Blue's pieces leave the board,
/// Blue is skipped, and the game goes on between Red and Yellow.
#[test]
fn game_with_a_drop_and_an_elimination() {
    let v = variant(ID);
    let mut g = Game::from_position(&v, pos(&v, SHIELD));
    let mut texts = Vec::new();
    for m in ["W*b2", "Kk7-k6", "c4-d4", "Na3-c2"] {
        let (_, text) = g.play_text(&v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        texts.push(text);
    }
    assert_eq!(texts, ["W*b2", "Kk7-k6", "c4-d4", "Na3-c2#"]);
    assert_eq!(g.eliminated(), &[Player(2)]);
    assert!(g.position().player_cells(Player(2)).is_empty());
    assert_eq!(g.position().turn(), Player(1));
    assert!(g.outcome().is_none());
    assert_eq!(
        g.position().to_text(&v),
        "1/3/5/7/9/9yK1/5rP1yP3/11/11/1rWrN8/yR5rK4 y - 1 2"
    );
    // Yellow takes the dropped Wing, which joins Yellow's hand; Blue is skipped.
    g.play_text(&v, "Ra1xb2").expect("capture");
    assert_eq!(g.position().turn(), Player(0));
    assert_eq!(
        g.position()
            .hand(Player(1), v.kind_by_name("wing").expect("wing")),
        1
    );
}
