//! Conditional moves a game follows (`/premove`, in `families::premove`): after a move, the
//! replies its players' lines give are played at once, with the move, in the same change.

use crate::i18n::Lang;
use crate::state::facts::Facts;
use crate::state::live::LiveGame;
use crate::t;
use crate::vocabulary::words::numbered;
use hexcourier_engine::notation::parse_move;

/// Most plies a conditional line may give.
pub const MAX_PREMOVE_PLIES: usize = 40;

/// Drops the lines the game no longer follows, and those fully played.
fn prune(g: &mut LiveGame) {
    let played: Vec<String> = g.game.move_texts().to_vec();
    for lines in g.premoves.values_mut() {
        lines.retain(|l| {
            let from = l.from_ply as usize;
            let done = played.len().saturating_sub(from);
            from <= played.len()
                && done < l.moves.len()
                && l.moves.iter().zip(&played[from..]).all(|(a, b)| a == b)
        });
    }
    g.premoves.retain(|_, lines| !lines.is_empty());
}

/// Plays the conditional replies the game has reached: after a move, the player to move's
/// line that followed it gives their reply, played at once (and so on, for chains of
/// three-player lines). Returns the replies' announcement lines, in `lang`; the seats that moved are
/// noted in [`LiveGame::auto_movers`].
pub(crate) fn answer_premoves(
    g: &mut LiveGame,
    lang: Lang,
    notation: crate::i18n::Notation,
) -> Vec<String> {
    let mut said = Vec::new();
    for _ in 0..MAX_PREMOVE_PLIES {
        prune(g);
        if g.game.outcome().is_some() || g.vote.is_some() {
            break;
        }
        let seat = g.turn();
        let plies = g.game.moves().len();
        let reply = g.premoves.get(&seat.0).and_then(|lines| {
            lines
                .iter()
                .find_map(|l| l.moves.get(plies - l.from_ply as usize).cloned())
        });
        let Some(reply) = reply else {
            break;
        };
        let v = g.variant.clone();
        let fullmove = g.game.position().fullmove();
        let Ok(m) = parse_move(&v, g.game.position(), &reply) else {
            // A line that no longer plays (it was checked when set): dropped.
            g.premoves.remove(&seat.0);
            continue;
        };
        match g.game.play(&v, m) {
            Ok(canonical) => {
                g.draw_offer.clear();
                g.takeback = None;
                g.auto_movers.push(seat);
                said.push(t!(
                    lang,
                    "premove-played",
                    played = numbered(
                        fullmove,
                        seat,
                        &crate::i18n::show_move(&v, lang, notation, &canonical)
                    ),
                    user = g.user(seat).to_string()
                ));
            }
            Err(_) => {
                g.premoves.remove(&seat.0);
            }
        }
    }
    prune(g);
    said
}
