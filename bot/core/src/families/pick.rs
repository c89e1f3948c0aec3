//! What a move picker shows: the legal moves of the side to move, each with the piece that
//! makes it, for adapters that let players pick a move instead of typing it (Discord's select
//! menus). Only a query: the move picked is played, or voted for, by the usual [`Command`]
//! (`Command::Move` / `Command::Vote`), which checks everything again.
//!
//! [`Command`]: crate::Command

use crate::i18n::{piece_name, plain};
use crate::state::facts::Facts;
use crate::state::live::lock;
use crate::state::window::is_member;
use crate::t;
use crate::vocabulary::caller::Caller;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{GameId, Place, UserId};
use crate::vocabulary::words::seat_name;
use crate::Core;
use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::Move;

/// Who a picker is opened for: a player's move, a voter's vote, or whatever the turn needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickFor {
    /// A move by the player to move (`/move`).
    Move,
    /// A vote by a voter of the side to move (`/vote`).
    Vote,
    /// A move or a vote, as the side to move decides.
    Turn,
}

/// The moves a user may pick from now ([`Core::picker`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picker {
    /// The game.
    pub game: GameId,
    /// Moves played so far: a picker made at another count is out of date.
    pub plies: usize,
    /// The side to move, e.g. `White`.
    pub side: String,
    /// Whether the pick is a vote (the side to move decides by vote).
    pub vote: bool,
    /// The legal moves, sorted by text.
    pub moves: Vec<PickMove>,
}

/// A legal move as a picker offers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickMove {
    /// The canonical move text, e.g. `Qe1-c3`; what `/move` and `/vote` take.
    pub text: String,
    /// The move as the caller reads it (their notation): Polish `He1-c3`, `♕e1-c3`.
    pub shown: String,
    /// The cell of the piece that moves (none for drops and passes), e.g. `e1`.
    pub from: Option<String>,
    /// The destination cell (for a relocation: where the object goes), if any.
    pub to: Option<String>,
    /// The moving piece's kind (for a drop: the kind dropped), as an index into the
    /// variant's kinds; none for a pass.
    pub kind: Option<u8>,
    /// That kind's name, e.g. `Queen` (`Pass` for a pass).
    pub piece: String,
    /// Whether it is a drop from the hand.
    pub drop: bool,
    /// What is special about it, in words (promotion, castling, a drag, a relocation).
    pub note: Option<String>,
}

impl Core {
    /// The moves the caller (with its role ids, for voting sides given as roles) may pick
    /// from in the game of `place`, for `who`. Refused, with the same problems the move or vote
    /// itself would meet, when it is not their turn to move or vote.
    ///
    /// # Errors
    /// [`Problem::NotInGame`], the game's end ([`Problem::GameOver`], [`Problem::Aborted`]),
    /// [`Problem::NotAPlayer`], [`Problem::NotYourTurn`], [`Problem::DecidedByVote`] (a move
    /// for a voting side), [`Problem::NotAVoteGame`] or [`Problem::NoVoteOpen`] (a vote where
    /// no side votes now), [`Problem::NotAVoter`], [`Problem::AlreadyVoted`].
    pub fn picker(&self, caller: &Caller, place: &Place, who: PickFor) -> Result<Picker, Problem> {
        self.permit(caller, place, crate::vocabulary::permission::Key::Picked)?;
        let (user, roles, lang) = (caller.user(), &caller.roles, self.lang_of_caller(caller));
        let what = match who {
            PickFor::Vote => "/vote works",
            _ => "Moves go",
        };
        let shared = self.need_game(place, user, what)?;
        let notation = self.notation_in(&shared, user);
        let g = lock(&shared);
        if let Some(p) = g.ended_in(lang) {
            return Err(p);
        }
        let v = g.variant.clone();
        let pos = g.game.position().clone();
        let turn = pos.turn();
        let plies = g.game.moves().len();
        let side = seat_name(&v, turn).to_string();
        let to_move = g
            .players
            .get(turn.index())
            .cloned()
            .ok_or(Problem::Internal)?;
        let voters = g.voters(turn).cloned();
        let vote = match (who, &voters) {
            (PickFor::Move, Some(_)) => return Err(Problem::DecidedByVote { side }),
            (PickFor::Vote, None) if g.vote.is_none() => return Err(Problem::NotAVoteGame),
            (PickFor::Vote, None) => {
                return Err(Problem::NoVoteOpen {
                    to_move: format!("{to_move} ({})", crate::i18n::side_name(lang, &side)),
                })
            }
            (_, Some(vs)) => {
                if !is_member(vs, user, roles) {
                    return Err(Problem::NotAVoter { side });
                }
                let ballot = g
                    .window
                    .as_ref()
                    .filter(|w| w.seat == turn.0 && w.ply as usize == plies)
                    .and_then(|w| w.ballots.iter().find(|b| b.voter == user.as_str()));
                if let Some(b) = ballot {
                    return Err(Problem::AlreadyVoted {
                        choice: b.choice.clone(),
                    });
                }
                true
            }
            (_, None) => {
                if !g.players.contains(user) {
                    return Err(Problem::NotAPlayer);
                }
                if *user != to_move {
                    return Err(Problem::NotYourTurn { user: to_move });
                }
                false
            }
        };
        let game = g.id;
        drop(g);
        let cell = |c| v.board.name(c).to_string();
        let kind_name = |k: hexcourier_engine::PieceKind| v.kind(k).def.name.clone();
        let promotes = |k| {
            t!(
                lang,
                "pick-promotes",
                piece = piece_name(lang, &kind_name(k))
            )
        };
        let mut moves: Vec<PickMove> = pos
            .legal_moves(&v)
            .into_iter()
            .map(|m| {
                let mover = m.from().and_then(|c| pos.piece_at(c)).map(|p| p.kind);
                let (kind, drop) = match m {
                    Move::Drop { kind, .. } => (Some(kind), true),
                    _ => (mover, false),
                };
                let note = match m {
                    Move::Normal {
                        promotion: Some(k), ..
                    } => Some(promotes(k)),
                    Move::Jump { path, .. } => path.promotion().map(promotes),
                    Move::Castle { .. } => Some(plain(lang, "pick-castles")),
                    Move::EnPassant { .. } => Some(plain(lang, "pick-en-passant")),
                    Move::Drag { victim, .. } => Some(t!(lang, "pick-drags", cell = cell(victim))),
                    Move::Relocate { target, to, .. } => Some(t!(
                        lang,
                        "pick-relocates",
                        cell = cell(target),
                        to = cell(to)
                    )),
                    _ => None,
                };
                let text = move_to_text(&v, &pos, m);
                PickMove {
                    shown: crate::i18n::show_move(&v, lang, notation, &text),
                    text,
                    from: m.from().map(cell),
                    to: m.to().map(cell),
                    kind: kind.map(|k| k.0),
                    piece: kind.map_or_else(|| "Pass".to_string(), kind_name),
                    drop,
                    note,
                }
            })
            .collect();
        moves.sort_by(|a, b| a.text.cmp(&b.text));
        Ok(Picker {
            game,
            plies,
            side,
            vote,
            moves,
        })
    }

    /// Whose pick the game of `place` waits for now, and at which move count: `Some((plies,
    /// vote))` while it runs and a player (`vote` false) or a voting side (`vote` true) is to
    /// move; `None` when it is over or the engine is to move. For adapters that put a "Move"
    /// button under the current position.
    pub fn pick_turn(&self, place: &Place) -> Option<(usize, bool)> {
        let shared = self.game_at(place)?;
        let g = lock(&shared);
        if g.ended().is_some() {
            return None;
        }
        let turn = g.game.position().turn();
        let vote = g.voters(turn).is_some();
        let engine = g.players.get(turn.index()).is_some_and(UserId::is_engine);
        (!engine).then(|| (g.game.moves().len(), vote))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FakeClock, FakePainter};
    use hexcourier_store::MemoryStore;

    fn core() -> Core {
        let lib = hexcourier_engine::Library::builtin().unwrap_or_else(|e| panic!("{e:?}"));
        Core::new(
            lib,
            Box::new(MemoryStore::new()),
            Box::new(FakeClock::at(0)),
            Box::new(FakePainter::default()),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_player_to_move_picks_from_the_legal_moves() {
        let c = core();
        let (alice, bob, carol) = (
            UserId::new("alice"),
            UserId::new("bob"),
            UserId::new("carol"),
        );
        c.handle(
            &Caller::operator(alice.clone()),
            &Place::lobby(),
            "/new glinski @bob",
        );
        c.handle(&Caller::operator(bob.clone()), &Place::lobby(), "/accept");
        let g1 = Place::new("#g1");
        let p = c
            .picker(
                &Caller::operator(alice.clone()).with_roles(Vec::new()),
                &g1,
                PickFor::Turn,
            )
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (p.game, p.plies, p.side.as_str(), p.vote),
            (GameId(1), 0, "White", false)
        );
        let texts: Vec<&str> = p.moves.iter().map(|m| m.text.as_str()).collect();
        let legal: Vec<String> = c.move_choices(&g1).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, legal, "the core's legal moves, nothing else");
        let queen = p.moves.iter().find(|m| m.text == "Qe1-c3");
        assert_eq!(
            queen.map(|m| (m.from.as_deref(), m.to.as_deref(), m.piece.as_str(), m.drop)),
            Some((Some("e1"), Some("c3"), "Queen", false))
        );
        assert_eq!(c.pick_turn(&g1), Some((0, false)));
        assert_eq!(
            c.picker(
                &Caller::operator(bob.clone()).with_roles(Vec::new()),
                &g1,
                PickFor::Move
            ),
            Err(Problem::NotYourTurn {
                user: alice.clone()
            })
        );
        assert_eq!(
            c.picker(
                &Caller::operator(carol.clone()).with_roles(Vec::new()),
                &g1,
                PickFor::Move
            ),
            Err(Problem::NotAPlayer)
        );
        assert_eq!(
            c.picker(
                &Caller::operator(alice.clone()).with_roles(Vec::new()),
                &g1,
                PickFor::Vote
            ),
            Err(Problem::NotAVoteGame)
        );
        c.handle(&Caller::operator(alice.clone()), &g1, "Qe1-c3");
        assert_eq!(c.pick_turn(&g1), Some((1, false)));
        let p = c
            .picker(
                &Caller::operator(bob.clone()).with_roles(Vec::new()),
                &g1,
                PickFor::Move,
            )
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((p.plies, p.side.as_str()), (1, "Black"));
        c.handle(&Caller::operator(bob.clone()), &g1, "/resign");
        assert_eq!(c.pick_turn(&g1), None);
        assert!(matches!(
            c.picker(
                &Caller::operator(alice.clone()).with_roles(Vec::new()),
                &g1,
                PickFor::Turn
            ),
            Err(Problem::GameOver { .. })
        ));
    }

    #[test]
    fn promotions_and_votes_are_offered_as_they_are_played() {
        let c = core();
        let alice = UserId::new("alice");
        // A White pawn on f10 promotes on f11.
        c.handle(
            &Caller::operator(alice.clone()),
            &Place::lobby(),
            "/new glinski @bob setup: 1/1P1/5/7/9/k10/11/11/11/11/6K4 w - 0 1",
        );
        c.handle(
            &Caller::operator(UserId::new("bob")),
            &Place::lobby(),
            "/accept",
        );
        let p = c
            .picker(
                &Caller::operator(alice.clone()).with_roles(Vec::new()),
                &Place::new("#g1"),
                PickFor::Move,
            )
            .unwrap_or_else(|e| panic!("{e}"));
        let promotions: Vec<(&str, Option<&str>)> = p
            .moves
            .iter()
            .filter(|m| m.note.as_deref().is_some_and(|n| n.starts_with("promotes")))
            .map(|m| (m.text.as_str(), m.note.as_deref()))
            .collect();
        assert!(
            promotions.contains(&("f10-f11=Q+", Some("promotes to Queen"))),
            "{promotions:?}"
        );

        // A voting side: voters pick, once; others are told who votes.
        let (bob, dave) = (UserId::new("bob"), UserId::new("dave"));
        c.handle(
            &Caller::operator(alice.clone()),
            &Place::lobby(),
            "/new glinski @engine mode:vote team:@alice,@bob",
        );
        let g2 = Place::new("#g2");
        assert_eq!(c.pick_turn(&g2), Some((0, true)));
        let p = c
            .picker(
                &Caller::operator(bob.clone()).with_roles(Vec::new()),
                &g2,
                PickFor::Turn,
            )
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(p.vote);
        assert_eq!(
            c.picker(
                &Caller::operator(bob.clone()).with_roles(Vec::new()),
                &g2,
                PickFor::Move
            ),
            Err(Problem::DecidedByVote {
                side: "White".into()
            })
        );
        assert_eq!(
            c.picker(
                &Caller::operator(dave.clone()).with_roles(Vec::new()),
                &g2,
                PickFor::Vote
            ),
            Err(Problem::NotAVoter {
                side: "White".into()
            })
        );
        c.handle(&Caller::operator(bob.clone()), &g2, "/vote Qe1-c3");
        assert_eq!(
            c.picker(
                &Caller::operator(bob.clone()).with_roles(Vec::new()),
                &g2,
                PickFor::Vote
            ),
            Err(Problem::AlreadyVoted {
                choice: "Qe1-c3".into()
            })
        );
    }
}
