//! Abuse limits: command rates per user and per place (token buckets), running games per
//! user, and one engine request (hint or analysis) per user at a time.
//!
//! A bucket holds up to `burst` commands and refills `per_minute` of them a minute; each
//! command takes its cost (engine-heavy ones more) from the user's bucket and the place's.
//! Chat that is not a command costs nothing. All limits are off in [`UsageLimits::OFF`], the
//! default of `Core::new`; the binary reads them from its configuration.

use crate::vocabulary::command::{Command, DEFAULT_LEVEL};
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{Place, UserId};
use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, PoisonError};

/// Rate and size limits. A zero `burst` or cap means no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsageLimits {
    /// Commands a user may send at once (their bucket's size); 0: no limit per user.
    pub user_burst: u32,
    /// Commands a minute a user's bucket refills.
    pub user_per_minute: u32,
    /// Commands a place (channel or thread) may receive at once; 0: no limit per place.
    pub place_burst: u32,
    /// Commands a minute a place's bucket refills.
    pub place_per_minute: u32,
    /// What `/hint` and `/analyse` cost, in commands (at least 1).
    pub engine_cost: u32,
    /// Most games a user may have started or accepted at once (running games between
    /// people, and challenges they made still waiting); 0: no limit. Games against the engine
    /// count apart ([`UsageLimits::max_engine_games`]).
    pub max_active_games: usize,
    /// Most running games a user may play against the engine; 0: no limit.
    pub max_engine_games: usize,
    /// Most games between people a server may have running or waiting at once; 0: no limit.
    pub max_server_games: usize,
    /// Most challenges that may wait for one player at once; 0: no limit.
    pub max_challenges_waiting: usize,
}

impl UsageLimits {
    /// No limits at all.
    pub const OFF: UsageLimits = UsageLimits {
        user_burst: 0,
        user_per_minute: 0,
        place_burst: 0,
        place_per_minute: 0,
        engine_cost: 1,
        max_active_games: 0,
        max_engine_games: 0,
        max_server_games: 0,
        max_challenges_waiting: 0,
    };

    /// The limits of a public server: 8 commands at once and 20 a minute per user, 30 at
    /// once and 90 a minute per place, hints cost 4, 25 games per user (and 10 against the
    /// engine), 500 per server, 5 challenges waiting for one player.
    pub const RECOMMENDED: UsageLimits = UsageLimits {
        user_burst: 8,
        user_per_minute: 20,
        place_burst: 30,
        place_per_minute: 90,
        engine_cost: 4,
        max_active_games: 25,
        max_engine_games: 10,
        max_server_games: 500,
        max_challenges_waiting: 5,
    };

    /// What a command costs before the game it acts on is known: engine requests
    /// [`UsageLimits::engine_cost`], the rest 1 ([`Work`] adds what the game makes it cost).
    pub fn cost(&self, cmd: &Command) -> u32 {
        match cmd {
            Command::Hint | Command::Analyse | Command::Review => self.engine_cost.max(1),
            _ => 1,
        }
    }
}

/// What the game a command acts on adds to its cost: its length (pictures of every
/// position, a search of every position) and the engine's level (the engine answers a move).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Work {
    /// Plies played in the game.
    pub plies: usize,
    /// The level of the engine playing in it, if it does.
    pub engine_level: Option<u8>,
}

/// Plies of a game that cost one more command for `/gif`.
pub const GIF_PLIES_PER_COST: usize = 50;
/// Plies of a game that cost one more engine request for `/review`.
pub const REVIEW_PLIES_PER_COST: usize = 40;

impl UsageLimits {
    /// What `cmd` costs on a game of this much `work`: `/gif` 1 and one more per
    /// [`GIF_PLIES_PER_COST`] plies; `/review` one engine request per [`REVIEW_PLIES_PER_COST`]
    /// plies; a move or a draw offer to the engine what its answer costs (nothing for levels
    /// 1–4, 1 for 5 and 6, half an engine request for 7, a whole one for 8; a draw offer is an
    /// evaluation, one engine request).
    pub fn cost_on(&self, cmd: &Command, work: Work) -> u32 {
        let engine = self.engine_cost.max(1);
        let plies = u32::try_from(work.plies).unwrap_or(u32::MAX);
        let answer = match work.engine_level {
            None | Some(0..=4) => 0,
            Some(5 | 6) => 1,
            Some(7) => engine.div_ceil(2),
            Some(_) => engine,
        };
        match cmd {
            Command::Gif => 1 + plies / GIF_PLIES_PER_COST as u32,
            Command::Review => engine.saturating_mul(1 + plies / REVIEW_PLIES_PER_COST as u32),
            Command::Move(_) | Command::Picked { .. } => 1 + answer,
            Command::Draw if work.engine_level.is_some() => engine,
            // The engine may move first.
            Command::New(n)
                if n.opponents
                    .iter()
                    .any(crate::vocabulary::types::UserId::is_engine) =>
            {
                let level = n.level.unwrap_or(DEFAULT_LEVEL);
                self.cost_on(
                    &Command::Move(String::new()),
                    Work {
                        plies: 0,
                        engine_level: Some(level),
                    },
                )
            }
            _ => self.cost(cmd),
        }
    }
}

/// Heavy work under way, by server (a Discord guild id, or `console`): at most one `/gif` or
/// `/review` at a time per server.
pub(crate) type Working = Mutex<HashSet<String>>;

/// A server's one heavy job under way; freed when dropped.
#[derive(Debug)]
pub(crate) struct WorkSlot<'a>(&'a Working, String);

impl<'a> WorkSlot<'a> {
    /// Reserves the server's heavy job, or refuses while another is under way.
    pub(crate) fn take(
        working: &'a Working,
        server: Option<&str>,
        what: &'static str,
    ) -> Result<WorkSlot<'a>, Problem> {
        let key = server.unwrap_or("console").to_string();
        let mut w = working.lock().unwrap_or_else(PoisonError::into_inner);
        if !w.insert(key.clone()) {
            return Err(Problem::ServerBusy { what });
        }
        Ok(WorkSlot(working, key))
    }
}

impl Drop for WorkSlot<'_> {
    fn drop(&mut self) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.1);
    }
}

impl Default for UsageLimits {
    fn default() -> Self {
        UsageLimits::OFF
    }
}

/// Thousandths of a command, so that slow refill rates stay exact with a clock in seconds.
const MILLI: u64 = 1000;

/// A token bucket: its level (in thousandths) when last seen, and when that was.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    level: u64,
    seen: u64,
}

impl Bucket {
    /// The level at `now`, refilled at `per_minute` up to `burst`.
    fn level_at(&self, now: u64, burst: u32, per_minute: u32) -> u64 {
        let refill = now.saturating_sub(self.seen) * u64::from(per_minute) * MILLI / 60;
        self.level
            .saturating_add(refill)
            .min(u64::from(burst) * MILLI)
    }
}

/// Every bucket, by user and by place, and users' buckets of lookups.
#[derive(Debug, Default)]
pub(crate) struct Buckets {
    users: HashMap<UserId, Bucket>,
    places: HashMap<Place, Bucket>,
    lookups: HashMap<UserId, Bucket>,
}

/// Lookups a user may make at once (autocompletion, menus, buttons under a board), when the
/// usage limits are on: generous, as typing in a command's option asks at every key.
pub const LOOKUP_BURST: u32 = 60;
/// Lookups a minute that refill a user's bucket.
pub const LOOKUP_PER_MINUTE: u32 = 240;

/// Most buckets kept before full ones (which say nothing) are forgotten.
const MAX_BUCKETS: usize = 4096;

/// Checks a bucket for `cost` at `now`: the seconds to wait if it has too little.
fn check<K: std::hash::Hash + Eq>(
    map: &HashMap<K, Bucket>,
    key: &K,
    now: u64,
    burst: u32,
    per_minute: u32,
    cost: u32,
) -> Result<u64, u64> {
    let cost = u64::from(cost.min(burst)) * MILLI;
    let level = map.get(key).map_or(u64::from(burst) * MILLI, |b| {
        b.level_at(now, burst, per_minute)
    });
    if level >= cost {
        return Ok(level - cost);
    }
    let rate = u64::from(per_minute.max(1)) * MILLI;
    Err(((cost - level) * 60).div_ceil(rate))
}

fn forget_full<K: std::hash::Hash + Eq>(
    map: &mut HashMap<K, Bucket>,
    now: u64,
    burst: u32,
    per_minute: u32,
) {
    if map.len() > MAX_BUCKETS {
        let full = u64::from(burst) * MILLI;
        map.retain(|_, b| b.level_at(now, burst, per_minute) < full);
    }
}

/// The users with an engine request under way.
pub(crate) type Asking = Mutex<HashSet<UserId>>;

/// A user's one engine request (hint or analysis) under way; freed when dropped.
#[derive(Debug)]
pub(crate) struct EngineSlot<'a>(&'a Asking, UserId);

impl<'a> EngineSlot<'a> {
    /// Reserves the user's one engine request, or refuses while another is under way.
    pub(crate) fn take(asking: &'a Asking, user: &UserId) -> Result<EngineSlot<'a>, Problem> {
        let mut a = asking.lock().unwrap_or_else(PoisonError::into_inner);
        if !a.insert(user.clone()) {
            return Err(Problem::EngineBusy);
        }
        Ok(EngineSlot(asking, user.clone()))
    }
}

impl Drop for EngineSlot<'_> {
    fn drop(&mut self) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.1);
    }
}

impl Buckets {
    /// Takes one lookup from the user's bucket of lookups at `now`, or says how long to wait.
    pub(crate) fn charge_lookup(
        &mut self,
        l: &UsageLimits,
        user: &UserId,
        now: u64,
    ) -> Result<(), Problem> {
        if l.user_burst == 0 {
            return Ok(());
        }
        let level = check(&self.lookups, user, now, LOOKUP_BURST, LOOKUP_PER_MINUTE, 1)
            .map_err(|wait| Problem::SlowDown { wait })?;
        forget_full(&mut self.lookups, now, LOOKUP_BURST, LOOKUP_PER_MINUTE);
        self.lookups
            .insert(user.clone(), Bucket { level, seen: now });
        Ok(())
    }

    /// Takes a command's cost from the user's and the place's buckets at `now`, or says how
    /// long to wait (nothing is taken then).
    pub(crate) fn charge(
        &mut self,
        l: &UsageLimits,
        place: &Place,
        user: &UserId,
        cost: u32,
        now: u64,
    ) -> Result<(), Problem> {
        if l.user_burst == 0 && l.place_burst == 0 {
            return Ok(());
        }
        let user_left = if l.user_burst > 0 {
            let left = check(
                &self.users,
                user,
                now,
                l.user_burst,
                l.user_per_minute,
                cost,
            )
            .map_err(|wait| Problem::SlowDown { wait })?;
            Some(left)
        } else {
            None
        };
        let place_left = if l.place_burst > 0 {
            let left = check(
                &self.places,
                place,
                now,
                l.place_burst,
                l.place_per_minute,
                cost,
            )
            .map_err(|wait| Problem::PlaceBusy { wait })?;
            Some(left)
        } else {
            None
        };
        if let Some(level) = user_left {
            forget_full(&mut self.users, now, l.user_burst, l.user_per_minute);
            self.users.insert(user.clone(), Bucket { level, seen: now });
        }
        if let Some(level) = place_left {
            forget_full(&mut self.places, now, l.place_burst, l.place_per_minute);
            self.places
                .insert(place.clone(), Bucket { level, seen: now });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_games_and_strong_engines_cost_more() {
        let l = UsageLimits::RECOMMENDED;
        let on = |cmd: Command, plies: usize, level: Option<u8>| {
            l.cost_on(
                &cmd,
                Work {
                    plies,
                    engine_level: level,
                },
            )
        };
        assert_eq!(on(Command::Gif, 10, None), 1);
        assert_eq!(on(Command::Gif, 300, None), 7);
        assert_eq!(on(Command::Review, 60, None), 8);
        assert_eq!(on(Command::Move("f5-f6".into()), 3, None), 1);
        assert_eq!(on(Command::Move("f5-f6".into()), 3, Some(3)), 1);
        assert_eq!(on(Command::Move("f5-f6".into()), 3, Some(8)), 5);
        assert_eq!(on(Command::Draw, 3, Some(1)), 4);
        assert_eq!(on(Command::Draw, 3, None), 1);
        assert_eq!(on(Command::Board, 300, Some(8)), 1);
    }

    #[test]
    fn buckets_refill_by_the_minute_and_say_how_long_to_wait() {
        let mut m: HashMap<u8, Bucket> = HashMap::new();
        // 3 at once, 6 a minute: one every 10 seconds.
        assert_eq!(check(&m, &1, 0, 3, 6, 1), Ok(2000));
        m.insert(1, Bucket { level: 0, seen: 0 });
        assert_eq!(check(&m, &1, 0, 3, 6, 1), Err(10));
        assert_eq!(check(&m, &1, 4, 3, 6, 1), Err(6));
        assert_eq!(check(&m, &1, 10, 3, 6, 1), Ok(0));
        assert_eq!(check(&m, &1, 10, 3, 6, 2), Err(10));
        // A cost above the burst costs the whole bucket.
        assert_eq!(check(&m, &1, 1000, 3, 6, 9), Ok(0));
    }
}
