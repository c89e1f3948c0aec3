//! Command family: challenges. A game against people starts only when they accept it.
//!
//! `/new` naming other people (or leaving seats open) stores the game as a challenge: it
//! keeps every option of `/new` and is announced where it was made, with a ping of each player
//! named and Accept/Decline buttons. `/accept` takes a seat (the one named for the user, else
//! an open one); when every seat is taken the game starts in its own place. `/decline` by a
//! player named ends it, by the challenger withdraws it; a challenge nobody answered lapses
//! after [`Core::challenge_secs`] ([`Core::tick`]). `/challenges off` refuses every challenge
//! naming the user. Engine games and voting-team games seat nobody against their will and need
//! no challenge.
//!
//! Every step is one store write of the game's record with its announcements, as any change.

use crate::i18n::{plain, variant_name, Lang};
use crate::state::facts::Facts;
use crate::state::live::lock;
use crate::state::opening::{and_list, announce_new_game_in};
use crate::state::window::sync_window;
use crate::t;
use crate::vocabulary::caller::Caller;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::{Forbidden, Problem};
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{GameId, Place, Reply, UserId};
use crate::vocabulary::words::seat_in;
use crate::Core;
use hexcourier_engine::Player;
use hexcourier_store::{Challenge, ChallengeEnd};

/// How long a challenge waits for its answers by default: 3 days.
pub const DEFAULT_CHALLENGE_SECS: u64 = 3 * 86_400;

/// One line about a challenge for the lists of `/games` and `/accept`.
fn challenge_line(g: &dyn Facts, user: &UserId, lang: Lang) -> Option<String> {
    let c = g.challenge().filter(|c| c.ended.is_none())?;
    let id = g.game_id();
    let v = g.rules();
    let by = UserId::new(c.by.clone());
    if by == *user {
        let waiting: Vec<UserId> = c
            .waiting
            .iter()
            .map(|&s| g.user(Player(s)).clone())
            .collect();
        return Some(t!(
            lang,
            "challenge-line-mine",
            id = id.to_string(),
            variant = variant_name(lang, &v.id, &v.name),
            waiting = and_list(lang, &waiting),
            until = crate::vocabulary::moment::moment_ahead(c.expires)
        ));
    }
    let seat = g
        .seat_of(user)
        .filter(|s| c.waiting.contains(&s.0))
        .or_else(|| {
            c.waiting
                .iter()
                .map(|&s| Player(s))
                .find(|&s| g.user(s).is_open_seat())
        })?;
    Some(t!(
        lang,
        "challenge-line-theirs",
        id = id.to_string(),
        variant = variant_name(lang, &v.id, &v.name),
        by = by.to_string(),
        side = seat_in(lang, v, seat),
        until = crate::vocabulary::moment::moment_ahead(c.expires)
    ))
}

impl Core {
    /// The challenges of the community `realm` waiting for `user`'s answer (named for them),
    /// and those they made there, as lines for `/games` in `lang`, looking at the games
    /// `among` only when given (those that may be the user's).
    pub(crate) fn challenge_lines(
        &self,
        user: &UserId,
        among: Option<&[GameId]>,
        realm: Option<&str>,
        lang: Lang,
    ) -> Vec<String> {
        let line = |g: &dyn Facts| {
            if g.community() != realm {
                return None;
            }
            let c = g.challenge().filter(|c| c.ended.is_none())?;
            let named = c.waiting.iter().any(|&s| g.user(Player(s)) == user);
            (named || c.by == user.as_str())
                .then(|| challenge_line(g, user, lang))
                .flatten()
        };
        match among {
            Some(ids) => self.select_among(ids, line),
            None => self.select(line),
        }
    }

    /// Refuses a challenge to people who refuse challenges, who already have one from the
    /// same challenger, or who have the most waiting allowed.
    pub(crate) fn check_invitees(&self, by: &UserId, players: &[UserId]) -> Result<(), Problem> {
        let named: Vec<UserId> = players
            .iter()
            .filter(|u| u.is_person() && *u != by)
            .cloned()
            .collect();
        for user in &named {
            let (rec, _) = self
                .player(user)
                .map_err(|e| Problem::Storage(e.to_string()))?;
            if rec.challenges_off {
                return Err(Problem::ChallengesOff(user.clone()));
            }
            let waiting = self.select(|o| {
                let c = o.challenge().filter(|c| c.ended.is_none())?;
                c.waiting
                    .iter()
                    .any(|&s| o.user(Player(s)) == user)
                    .then(|| (o.game_id(), c.by == by.as_str()))
            });
            if let Some((game, _)) = waiting.iter().find(|(_, mine)| *mine) {
                return Err(Problem::AlreadyChallenged {
                    user: user.clone(),
                    game: *game,
                });
            }
            let max = self.limits.max_challenges_waiting;
            if max > 0 && waiting.len() >= max {
                return Err(Problem::TooManyChallenges {
                    user: user.clone(),
                    max,
                });
            }
        }
        Ok(())
    }

    /// Which challenge `/accept` or `/decline` answers: the one named, else the one waiting
    /// for the user (for `/accept`, else the one open challenge of this place; for `/decline`,
    /// else the user's own, withdrawn).
    fn which_challenge(
        &self,
        place: &Place,
        caller: &Caller,
        named: Option<&str>,
        accept: bool,
    ) -> Result<GameId, Problem> {
        let user = caller.user();
        let lang = self.lang_of_caller(caller);
        let what = if accept { "/accept" } else { "/decline" };
        if let Some(n) = named {
            let id = GameId::parse(n.trim()).ok_or(Problem::Usage {
                usage: if accept {
                    "/accept [challenge], e.g. /accept g12"
                } else {
                    "/decline [challenge], e.g. /decline g12"
                },
            })?;
            // Another server's challenge is answered as a missing one is.
            if !self.exists(id) || !caller.owns(self.realm_of(id).as_deref()) {
                return Err(Problem::Forbidden(Forbidden::NotHere {
                    name: id.to_string(),
                }));
            }
            return Ok(id);
        }
        // Only the challenges of the caller's community are looked at.
        let mine = |g: &dyn Facts| caller.owns(g.community());
        let pick = |found: Vec<(GameId, Option<String>)>| -> Result<Option<GameId>, Problem> {
            match found.as_slice() {
                [] => Ok(None),
                [(id, _)] => Ok(Some(*id)),
                many => Err(Problem::WhichChallenge {
                    what,
                    list: many.iter().filter_map(|(_, l)| l.clone()).collect(),
                }),
            }
        };
        let for_me = self.select(|g| {
            let c = g.challenge().filter(|c| c.ended.is_none() && mine(g))?;
            c.waiting
                .iter()
                .any(|&s| g.user(Player(s)) == user)
                .then(|| (g.game_id(), challenge_line(g, user, lang)))
        });
        if let Some(id) = pick(for_me)? {
            return Ok(id);
        }
        let fallback = self.select(|g| {
            let c = g.challenge().filter(|c| c.ended.is_none() && mine(g))?;
            let fits = if accept {
                c.place == place.as_str()
                    && c.by != user.as_str()
                    && g.seat_of(user).is_none()
                    && c.waiting.iter().any(|&s| g.user(Player(s)).is_open_seat())
            } else {
                c.by == user.as_str()
            };
            fits.then(|| (g.game_id(), challenge_line(g, user, lang)))
        });
        pick(fallback)?.ok_or(Problem::NoChallenge { what })
    }

    /// `/accept [challenge]`: takes the user's seat in a challenge (the one named for them,
    /// else an open one); the game starts when every seat is taken.
    pub(crate) fn accept(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        named: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let id = self.which_challenge(place, caller, named, true)?;
        let shared = self
            .load(id)
            .filter(|g| lock(g).challenge.is_some())
            .ok_or(Problem::ChallengeClosed { game: id })?;
        // Accepting counts as starting a game, for the user's cap.
        self.check_person_cap(user, false)?;
        let now = self.now();
        let public = self.public_lang(&shared);
        self.change(
            &shared,
            |g| {
                let c = g
                    .challenge
                    .clone()
                    .filter(|c| c.ended.is_none() && c.expires > now)
                    .ok_or(Problem::ChallengeClosed { game: id })?;
                let seat = match g.seat_of(user) {
                    Some(s) if c.waiting.contains(&s.0) => s,
                    Some(_) => return Err(Problem::NotYourChallenge { game: id }),
                    None if c.by == user.as_str() => {
                        return Err(Problem::NotYourChallenge { game: id })
                    }
                    None => c
                        .waiting
                        .iter()
                        .map(|&s| Player(s))
                        .find(|&s| g.user(s).is_open_seat())
                        .ok_or(Problem::NotYourChallenge { game: id })?,
                };
                g.players[seat.index()] = user.clone();
                let mut c = c;
                c.waiting.retain(|&s| s != seat.0);
                let parent = Place::new(c.place.clone());
                if !c.waiting.is_empty() {
                    let waiting: Vec<UserId> = c
                        .waiting
                        .iter()
                        .map(|&s| g.user(Player(s)).clone())
                        .collect();
                    let line = t!(
                        public,
                        "challenge-accepted-waiting",
                        user = user.to_string(),
                        id = id.to_string(),
                        waiting = and_list(public, &waiting)
                    );
                    g.challenge = Some(c);
                    return Ok(vec![Said::text(&parent, line)]);
                }
                // Every seat is taken: the game starts now.
                g.challenge = None;
                g.created = now;
                if let Some(clock) = &mut g.move_clock {
                    clock.turn_started = now;
                    clock.reminders = 0;
                }
                sync_window(g, now);
                let notation = self.server_notation(g.community());
                Ok(announce_new_game_in(&parent, g, public, notation))
            },
            |says, _| says.clone(),
        )?;
        Ok(Vec::new())
    }

    /// `/decline [challenge]`: a player named says no (the challenge ends), or the challenger
    /// withdraws it.
    pub(crate) fn decline(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        named: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let id = self.which_challenge(place, caller, named, false)?;
        let shared = self
            .load(id)
            .filter(|g| lock(g).challenge.is_some())
            .ok_or(Problem::ChallengeClosed { game: id })?;
        let public = self.public_lang(&shared);
        self.change(
            &shared,
            |g| {
                let mut c = g
                    .challenge
                    .clone()
                    .filter(|c| c.ended.is_none())
                    .ok_or(Problem::ChallengeClosed { game: id })?;
                let by = UserId::new(c.by.clone());
                let line = if by == *user {
                    c.ended = Some(ChallengeEnd::Withdrawn);
                    t!(
                        public,
                        "challenge-withdrawn",
                        user = user.to_string(),
                        id = id.to_string()
                    )
                } else if g.seat_of(user).is_some() {
                    c.ended = Some(ChallengeEnd::Declined {
                        by: user.as_str().to_string(),
                    });
                    t!(
                        public,
                        "challenge-declined",
                        user = user.to_string(),
                        by = by.to_string(),
                        id = id.to_string()
                    )
                } else {
                    return Err(Problem::NotYourChallenge { game: id });
                };
                let parent = Place::new(c.place.clone());
                g.challenge = Some(c);
                Ok(vec![Said::text(&parent, line)])
            },
            |says, _| says.clone(),
        )?;
        Ok(Vec::new())
    }

    /// `/challenges [on|off]`: whether others may challenge the user, or how it stands.
    pub(crate) fn set_challenges(
        &self,
        place: &Place,
        user: &UserId,
        on: Option<bool>,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let storage = |e: hexcourier_store::StoreError| Problem::Storage(e.to_string());
        let key = match on {
            None => {
                let (rec, _) = self.player(user).map_err(storage)?;
                if rec.challenges_off {
                    "challenges-are-off"
                } else {
                    "challenges-are-on"
                }
            }
            Some(on) => {
                self.update_player(user, |rec| rec.challenges_off = !on)
                    .map_err(storage)?;
                if on {
                    "challenges-set-on"
                } else {
                    "challenges-set-off"
                }
            }
        };
        Ok(vec![text(place, plain(lang, key))])
    }

    /// Ends the challenges whose time is up (part of [`Core::tick`]); how many changed. A
    /// challenge waits while a player it waits for is on vacation (noting since when), and
    /// once they are back it waits that much longer: none lapses before its time plus the
    /// time its players were away.
    pub(crate) fn challenge_tick(&self, now: u64, ids: &[GameId]) -> usize {
        let due = self.select_among(ids, |g| {
            g.challenge()
                .filter(|c| c.ended.is_none() && c.expires <= now && self.serves(g.community()))
                .map(|_| g.game_id())
        });
        let mut changed = 0;
        for id in due {
            let Some(shared) = self.load(id) else {
                continue;
            };
            let public = self.public_lang(&shared);
            let done = self.change(
                &shared,
                |g| {
                    g.challenge
                        .as_ref()
                        .filter(|c| c.ended.is_none() && c.expires <= now)
                        .ok_or(Problem::GameChanged)?;
                    match self.challenge_waits(g, now) {
                        Some(true) => return Ok(Vec::new()),
                        Some(false) => return Err(Problem::GameChanged),
                        None => {}
                    }
                    let mut c: Challenge = g.challenge.clone().ok_or(Problem::GameChanged)?;
                    c.ended = Some(ChallengeEnd::Expired);
                    let line = t!(
                        public,
                        "challenge-lapsed",
                        id = id.to_string(),
                        by = c.by.clone(),
                        waiting = and_list(public, &g.waiting_for())
                    );
                    let parent = Place::new(c.place.clone());
                    g.challenge = Some(c);
                    Ok(vec![Said::text(&parent, line)])
                },
                |says, _| says.clone(),
            );
            match done {
                Ok(_) => changed += 1,
                Err(Problem::GameChanged) => {}
                Err(p) => tracing::warn!(game = %id, "could not end a lapsed challenge: {p}"),
            }
        }
        changed
    }

    /// Refuses a game to a user who already has the most allowed: games against the engine
    /// (`engine`) count apart from the others.
    pub(crate) fn check_person_cap(&self, user: &UserId, engine: bool) -> Result<(), Problem> {
        let max = if engine {
            self.limits.max_engine_games
        } else {
            self.limits.max_active_games
        };
        if max == 0 {
            return Ok(());
        }
        // Running games they play or made, and challenges they made (a challenge made to
        // them counts only once they accept it).
        let mine = self
            .select(|g| {
                let counts = (g.running() && g.counts_for(user))
                    || (g.challenge_open() && g.creator() == Some(user));
                (counts && g.against_engine() == engine).then_some(())
            })
            .len();
        if mine < max {
            return Ok(());
        }
        Err(if engine {
            Problem::TooManyEngineGames { max }
        } else {
            Problem::TooManyGames { max }
        })
    }

    /// Refuses a game between people in a server that has the most allowed running or
    /// waiting.
    pub(crate) fn check_server_cap(&self, realm: Option<&str>) -> Result<(), Problem> {
        let max = self.limits.max_server_games;
        let Some(realm) = realm.filter(|_| max > 0) else {
            return Ok(());
        };
        let n = self
            .select(|g| {
                ((g.running() || g.challenge_open())
                    && !g.against_engine()
                    && g.community() == Some(realm))
                .then_some(())
            })
            .len();
        if n >= max {
            return Err(Problem::ServerFull { max });
        }
        Ok(())
    }
}
