//! Starting a game (`/new`): who plays which seat, the start position, the clock and the
//! voting sides; then the game is stored and announced.

use crate::i18n::Lang;
use crate::state::facts::Facts;
use crate::state::live::lock;
use crate::state::live::LiveGame;
use crate::state::opening::{announce_challenge, announce_new_game_in};
use crate::state::window::{self, sync_window};
use crate::vocabulary::caller::Caller;
use crate::vocabulary::command::NewGame;
use crate::vocabulary::command::DEFAULT_LEVEL;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::{self, Problem};
use crate::vocabulary::types::{GameId, Place, Reply, UserId};
use crate::vocabulary::words::{result_in, seat_name};
use crate::{Core, Slot};
use hexcourier_engine::search::Level;
use hexcourier_engine::{Game, Player, Position, Variant};
use hexcourier_store::{Challenge, HintRule, MoveClock, VoteRules, Voters};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// The most moves a `from:` list may give.
pub const MAX_FROM_MOVES: usize = 500;

/// A `/new` whose options all check out: what the game is built from.
struct Plan {
    variant: Arc<Variant>,
    /// The user in each seat, in turn order (voting sides as their stand-in users).
    players: Vec<UserId>,
    /// The start position with the `from:` moves played.
    game: Game,
    engine_level: Option<Level>,
    hints: HintRule,
    days: Option<u8>,
    bank: Option<crate::vocabulary::command::Bank>,
    vote: Option<VoteRules>,
    /// The community it is started in.
    realm: Option<String>,
}

impl Core {
    /// `/new`: a pipeline of named steps. Nothing is stored unless every step before
    /// [`Core::store_new_game`] agrees.
    pub(crate) fn new_game(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        n: NewGame,
    ) -> Result<Vec<Reply>, Problem> {
        if self.read_games().holds(place) {
            return Err(Problem::NewInGame);
        }
        let roles = check_roles(caller, &n);
        let mut plan = self.plan_game(user, n, self.lang_of_caller(caller))?;
        roles?;
        plan.realm = caller.realm().map(str::to_string);
        // Caps count what a person started or accepted: the challenger's games (those against
        // the engine apart), and the server's games between people.
        let engine_only = plan.players.iter().any(UserId::is_engine)
            && plan.vote.is_none()
            && plan.players.iter().all(|u| !u.is_person() || u == user)
            && !plan.players.iter().any(UserId::is_open_seat);
        self.check_person_cap(user, engine_only)?;
        if !engine_only {
            self.check_server_cap(caller.realm())?;
        }
        self.check_invitees(user, &plan.players)?;
        let mut live = self.build_game(plan)?;
        live.creator = Some(user.clone());
        // Seats of other people (named or open) wait for their yes: the game is a challenge.
        let waiting: Vec<u8> = (0..live.players.len())
            .filter(|&i| {
                let u = &live.players[i];
                (u.is_person() && u != user) || u.is_open_seat()
            })
            .map(|i| i as u8)
            .collect();
        let public = self.server_lang(caller.realm());
        let says = if waiting.is_empty() {
            announce_new_game_in(place, &live, public, self.server_notation(caller.realm()))
        } else {
            live.challenge = Some(Challenge {
                by: user.as_str().to_string(),
                waiting,
                expires: self.now().saturating_add(self.challenge_secs),
                place: place.as_str().to_string(),
                ended: None,
                away: std::collections::BTreeMap::new(),
            });
            // It waits for players on vacation as long as they are away.
            self.mark_challenge_away(&mut live);
            live.window = None;
            announce_challenge(&live, public)
        };
        self.store_new_game(live, says)?;
        Ok(Vec::new())
    }

    /// Checks the options of `/new` and seats the players: the variant, the engine's level,
    /// hints, the opponents named, the start position (`setup:`, `from:`) and the voting
    /// sides.
    fn plan_game(&self, user: &UserId, n: NewGame, lang: Lang) -> Result<Plan, Problem> {
        let v = self.variant(&n.variant)?.clone();
        if let (Some(reason), None) = (&v.setup_required, &n.setup) {
            return Err(Problem::SetupRequired {
                variant: v.name.clone(),
                id: v.id.clone(),
                reason: reason.clone(),
                opponents: if n.opponents.len() + 1 == v.player_count() {
                    n.opponents
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                } else {
                    problem::example_opponents(v.player_count().saturating_sub(1))
                },
            });
        }
        let with_engine = n.opponents.iter().any(UserId::is_engine);
        let engine_level = match (with_engine, n.level) {
            (false, Some(_)) => return Err(Problem::LevelWithoutEngine),
            (false, None) => None,
            (true, l) => Some(
                Level::new(l.unwrap_or(DEFAULT_LEVEL)).ok_or(Problem::BadLevel {
                    given: l.unwrap_or_default().to_string(),
                })?,
            ),
        };
        let mut hints = n.hints.unwrap_or(if with_engine {
            HintRule::UNLIMITED
        } else {
            HintRule::OFF
        });
        hints.spectators = n.spectator_hints.unwrap_or(false);
        check_opponents(&v, user, &n)?;
        let side = n.side.as_deref().map(|s| seat_by_name(&v, s)).transpose()?;
        let game = start_game(&v, n.setup.as_deref(), n.from.as_deref(), lang)?;
        let mine = side.unwrap_or_else(|| game.position().turn());
        let vote = n.vote.then(|| vote_sides(&v, &n, mine)).transpose()?;
        let players = seat_players(&v, user, mine, n.opponents, vote.as_ref());
        Ok(Plan {
            variant: v,
            players,
            game,
            engine_level,
            hints,
            days: n.days,
            bank: n.bank,
            vote,
            realm: None,
        })
    }

    /// The new game, with a fresh id from the store, its clock started and its first vote
    /// window open.
    fn build_game(&self, plan: Plan) -> Result<LiveGame, Problem> {
        let id = GameId(
            self.store
                .next_id(crate::GAME_IDS)
                .map_err(|e| Problem::Storage(e.to_string()))?,
        );
        let now = self.now();
        let v = plan.variant;
        let start_plies = plan.game.moves().len();
        let mut live = LiveGame {
            id,
            start: plan.game.start().to_text(&v),
            variant: v,
            players: plan.players,
            place: id.place(),
            game: plan.game,
            draw_offer: Vec::new(),
            created: now,
            updated: now,
            engine_level: plan.engine_level,
            hints: plan.hints,
            hints_used: BTreeMap::new(),
            move_clock: plan.days.map(|days| MoveClock {
                increment: plan.bank.map(|b| b.increment),
                cap: plan.bank.and_then(|b| b.cap),
                ..MoveClock::per_move(days, now)
            }),
            vote: plan.vote,
            window: None,
            takeback: None,
            start_plies,
            aborted_by: None,
            announced: 0,
            realm: plan.realm,
            challenge: None,
            voted_for: BTreeMap::new(),
            creator: None,
            tournament: None,
            banks: Vec::new(),
            away: Vec::new(),
            vacations: Vec::new(),
            premoves: BTreeMap::new(),
            auto_movers: Vec::new(),
            slug: Some(crate::vocabulary::slug::fresh()),
            names: BTreeMap::new(),
            version: 0,
        };
        sync_window(&mut live, now);
        Ok(live)
    }

    /// Makes the new game known by id and place, then saves it, its lock held meanwhile: a
    /// command in its place (its thread made as soon as it is announced) waits for the write
    /// instead of finding the record in the store as another process's game. A game whose
    /// write fails is forgotten.
    fn store_new_game(&self, live: LiveGame, says: Vec<Said>) -> Result<(), Problem> {
        let (id, place) = (live.id, live.place.clone());
        let votes = live.vote_rules().is_some();
        let shared = Arc::new(Mutex::new(live));
        let mut guard = lock(&shared);
        {
            let mut g = self.games.write().unwrap_or_else(PoisonError::into_inner);
            g.put(id, place.clone(), Slot::Loaded(shared.clone()), votes);
        }
        match self.store_game(&mut guard, says, crate::Extra::default(), true) {
            Ok(owes) => {
                self.after_commit(&guard, owes);
                Ok(())
            }
            Err(p) => {
                // Let go of the game first: a lookup may hold the index while it waits for it.
                drop(guard);
                let mut g = self.games.write().unwrap_or_else(PoisonError::into_inner);
                g.forget(id, &place);
                Err(p)
            }
        }
    }
}

/// Refuses voters given as a role the caller neither holds nor may manage, and roles that
/// would ping everyone (`@everyone`, whose id is the server's, `@here`) or that an
/// integration manages.
fn check_roles(caller: &Caller, n: &NewGame) -> Result<(), Problem> {
    for (_, voters) in &n.voters {
        let Voters::Role { id, name } = voters else {
            continue;
        };
        let everyone = caller.realm() == Some(id.as_str())
            || ["everyone", "here"]
                .iter()
                .any(|w| id.eq_ignore_ascii_case(w) || name.eq_ignore_ascii_case(w));
        if everyone || n.managed_roles.contains(id) {
            return Err(Problem::RoleNotAllowed {
                role: if everyone {
                    "@everyone".into()
                } else {
                    name.clone()
                },
            });
        }
        if !caller.may_manage_roles() && !caller.roles.contains(id) {
            return Err(Problem::RoleNotHeld { role: name.clone() });
        }
    }
    Ok(())
}

/// Checks the opponents named against the variant's seats: as many as it has seats left
/// (voting games fill seats by vote), not the challenger, nobody twice; no move clock in a
/// voting game.
fn check_opponents(v: &Variant, user: &UserId, n: &NewGame) -> Result<(), Problem> {
    if !n.vote && n.opponents.len() + 1 > v.player_count() {
        return Err(Problem::PlayerCount {
            variant: v.name.clone(),
            players: v.player_count(),
            named: n.opponents.len(),
        });
    }
    if n.opponents.contains(user) {
        return Err(Problem::SelfChallenge);
    }
    if let Some(d) = (1..n.opponents.len())
        .find(|&i| !n.opponents[i].is_engine() && n.opponents[..i].contains(&n.opponents[i]))
    {
        return Err(Problem::DuplicatePlayer(n.opponents[d].clone()));
    }
    if n.vote && n.days.is_some() {
        return Err(Problem::ClockWithVote);
    }
    Ok(())
}

/// The game at its start: the variant's start position or the one set up (`setup:`), then
/// the moves of a pasted list (`from:`). Neither may end the game (the refusal says how it
/// would end in `lang`, the asker's).
fn start_game(
    v: &Variant,
    setup: Option<&str>,
    from: Option<&str>,
    lang: Lang,
) -> Result<Game, Problem> {
    let start = match setup {
        None => Position::start(v).map_err(|e| Problem::BrokenVariant(e.to_string()))?,
        Some(t) => Position::from_text(v, t).map_err(|e| Problem::BadSetup {
            variant: v.name.clone(),
            error: e.to_string(),
        })?,
    };
    let mut game = Game::from_position(v, start);
    if let Some(o) = game.outcome().filter(|_| setup.is_some()) {
        return Err(Problem::SetupEnds {
            result: result_in(lang, v, o),
        });
    }
    if let Some(list) = from {
        let moves = from_list_moves(list);
        if moves.len() > MAX_FROM_MOVES {
            return Err(Problem::FromListTooLong {
                moves: moves.len(),
                max: MAX_FROM_MOVES,
            });
        }
        for (i, m) in moves.iter().enumerate() {
            game.follow_text(v, m).map_err(|e| Problem::BadFromList {
                index: i + 1,
                error: e.to_string(),
            })?;
        }
        if let Some(o) = game.outcome() {
            return Err(Problem::FromListEnds {
                result: result_in(lang, v, o),
            });
        }
    }
    Ok(game)
}

/// The user in each seat: the challenger in `mine` (unless their side votes), voting sides
/// as their stand-in users, and the opponents in the seats left, in the order named; seats
/// left over are open (a challenge anyone may take).
fn seat_players(
    v: &Variant,
    user: &UserId,
    mine: Player,
    opponents: Vec<UserId>,
    vote: Option<&VoteRules>,
) -> Vec<UserId> {
    let mut others = opponents.into_iter();
    (0..v.player_count())
        .map(|i| match vote {
            Some(r) if r.sides[i].is_some() => UserId::voters(i as u8),
            Some(_) => others.next().unwrap_or_else(|| UserId::open_seat(i as u8)),
            None if i == mine.index() => user.clone(),
            None => others.next().unwrap_or_else(|| UserId::open_seat(i as u8)),
        })
        .collect()
}

/// The seat a side name (`white`, or its letter `w`) names.
fn seat_by_name(v: &Variant, s: &str) -> Result<Player, Problem> {
    v.players
        .iter()
        .position(|p| {
            p.name.eq_ignore_ascii_case(s) || (s.chars().count() == 1 && s.starts_with(p.char))
        })
        .map(|i| Player(i as u8))
        .ok_or_else(|| Problem::UnknownSide {
            given: s.to_string(),
            sides: v.players.iter().map(|p| p.name.to_lowercase()).collect(),
        })
}

/// The voting sides of a `mode:vote` game: `team:` is the challenger's side (`mine`), which
/// votes in any case (anyone in the channel, unless given); seat names give the others. The
/// opponents named must fill the seats left.
fn vote_sides(v: &Variant, n: &NewGame, mine: Player) -> Result<VoteRules, Problem> {
    let mut sides: Vec<Option<Voters>> = vec![None; v.player_count()];
    for (key, voters) in &n.voters {
        let seat = match key.as_str() {
            "team" => mine,
            // The next seat after the challenger's without voters (adapters' "opponent team").
            "opponent" => (1..v.player_count())
                .map(|k| Player(((mine.index() + k) % v.player_count()) as u8))
                .find(|p| sides[p.index()].is_none())
                .ok_or_else(|| Problem::SideGivenTwice("the opponents".into()))?,
            _ => seat_by_name(v, key)?,
        };
        let slot = &mut sides[seat.index()];
        if slot.is_some() {
            return Err(Problem::SideGivenTwice(seat_name(v, seat).to_string()));
        }
        *slot = Some(voters.clone());
    }
    if sides[mine.index()].is_none() {
        sides[mine.index()] = Some(Voters::Channel);
    }
    let free = sides.iter().filter(|s| s.is_none()).count();
    if n.opponents.len() != free {
        return Err(Problem::VoteSeats {
            free,
            named: n.opponents.len(),
        });
    }
    Ok(VoteRules {
        window_secs: n.window.unwrap_or(window::DEFAULT_WINDOW_SECS),
        min_votes: n.min_votes.unwrap_or(1),
        sides,
    })
}

/// The move texts of a pasted move list: move numbers (`1.`, `12...`), results and comments
/// in braces are left out.
fn from_list_moves(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_comment = false;
    for w in list.split_whitespace() {
        if in_comment || w.starts_with('{') {
            in_comment = !w.ends_with('}');
            continue;
        }
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&w) {
            continue;
        }
        // A move number, alone (`12.`) or glued to the move (`12.Qe1-c3`).
        let after_digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
        let w = if after_digits.len() < w.len() && after_digits.starts_with('.') {
            after_digits.trim_start_matches('.')
        } else {
            w
        };
        if !w.is_empty() {
            out.push(w.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pasted_move_lists_lose_numbers_results_and_comments() {
        assert_eq!(
            from_list_moves(
                "1. Qe1-c3 Qe10-c6 2.b1-b2 2... b7-b6 {nice} {a long comment} 3. e4-e5 1/2-1/2 *"
            ),
            ["Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "e4-e5"]
        );
    }
}
