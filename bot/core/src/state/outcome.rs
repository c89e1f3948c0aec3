//! How a table ends when no move ends it: a resignation, an agreed draw or a loss on time,
//! in games of two and of three or more.

use hexcourier_engine::{EndReason, Game, Outcome, Player, Variant};

/// The end of a game by resignation of `loser`, or by agreement (no loser). In games of two
/// as usual; in games of three or more the players still on the board other than the loser
/// share the win (all of it if one is left, else a half each), the loser comes next, then
/// those eliminated, the latest first.
pub(crate) fn table_outcome(
    v: &Variant,
    game: &Game,
    loser: Option<Player>,
    reason: EndReason,
) -> Outcome {
    let n = v.player_count();
    if n < 3 {
        return match loser {
            Some(p) => Outcome::loss(v, p, reason),
            None => Outcome::draw(v, reason),
        };
    }
    let pos = game.position();
    let winners: Vec<Player> = (0..n)
        .map(|i| Player(i as u8))
        .filter(|&p| !pos.is_eliminated(p) && Some(p) != loser)
        .collect();
    let share = if winners.len() == 1 { 4 } else { 2 };
    let mut quarters = vec![0; n];
    let mut ranks = vec![0; n];
    for w in &winners {
        quarters[w.index()] = share;
        ranks[w.index()] = 1;
    }
    let mut place = winners.len() as u8 + 1;
    for p in loser
        .into_iter()
        .chain(game.eliminated().iter().rev().copied())
    {
        if let Some(r) = ranks.get_mut(p.index()).filter(|r| **r == 0) {
            *r = place;
            place += 1;
        }
    }
    Outcome {
        reason,
        quarters,
        ranks,
    }
}
