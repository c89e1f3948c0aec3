//! The games in memory: which place holds which game, and how they are loaded from the store,
//! read again when another process changed them, and looked up.

use crate::*;

/// A game as the core holds it: summarised from its record until first used, then loaded.
#[derive(Debug)]
pub(crate) enum Slot {
    /// Not replayed yet; the summary is exact, since only loaded games change.
    Stored(Box<Summary>),
    /// Replayed, in memory.
    Loaded(Shared),
    /// Its record failed to replay when first used (the reason is in the warnings).
    Broken,
}

/// Every game the core knows, by id and by place.
#[derive(Debug, Default)]
pub(crate) struct Games {
    pub(crate) by_id: BTreeMap<GameId, Slot>,
    /// The games whose place is not their own (`#g12` for game 12), by place: few, so the
    /// index keeps no place for the others.
    pub(crate) elsewhere: HashMap<Place, GameId>,
    /// The group voting games: their voters (roles, teams) are not in the store's index of
    /// each user's games, so `/games` looks at them all.
    pub(crate) voting: BTreeSet<GameId>,
}

impl Games {
    /// The game played in `place`.
    pub(crate) fn at(&self, place: &Place) -> Option<GameId> {
        if let Some(id) = self.elsewhere.get(place) {
            return Some(*id);
        }
        let id = place
            .as_str()
            .starts_with('#')
            .then(|| GameId::parse(place.as_str()))
            .flatten()?;
        let moved = || self.elsewhere.values().any(|other| *other == id);
        (self.by_id.contains_key(&id) && (self.elsewhere.is_empty() || !moved())).then_some(id)
    }

    /// Whether a game is played in `place`.
    pub(crate) fn holds(&self, place: &Place) -> bool {
        self.at(place).is_some()
    }

    /// Adds (or replaces) game `id`, played in `place`, a group voting game if `votes`.
    pub(crate) fn put(&mut self, id: GameId, place: Place, slot: Slot, votes: bool) {
        if place != id.place() {
            self.elsewhere.insert(place, id);
        }
        if votes {
            self.voting.insert(id);
        }
        self.by_id.insert(id, slot);
    }

    /// Forgets game `id`, played in `place`.
    pub(crate) fn forget(&mut self, id: GameId, place: &Place) {
        self.by_id.remove(&id);
        self.voting.remove(&id);
        if self.elsewhere.get(place) == Some(&id) {
            self.elsewhere.remove(place);
        }
    }
}

impl Core {
    pub(crate) fn read_games(&self) -> std::sync::RwLockReadGuard<'_, Games> {
        self.games.read().unwrap_or_else(PoisonError::into_inner)
    }

    pub(crate) fn game_at(&self, place: &Place) -> Option<Shared> {
        let known = self.read_games().at(place);
        let id = match known {
            Some(id) => id,
            None => self.discover(place)?,
        };
        let g = self.load(id)?;
        if self.store.shared() {
            self.refresh(&g);
        }
        Some(g)
    }

    /// Brings a game up to the store's version, should another process have changed it
    /// since this one read it (a shared store).
    pub(crate) fn refresh(&self, shared: &Shared) {
        let guard = lock(shared);
        let Ok(Some(stored)) = self.store.get(Table::Games, &guard.id.key()) else {
            return;
        };
        self.refresh_locked(guard, &stored);
    }

    /// [`Core::refresh`] with the record read: the game is replaced unless it has its version.
    pub(crate) fn refresh_locked(
        &self,
        mut guard: std::sync::MutexGuard<'_, LiveGame>,
        stored: &hexcourier_store::Versioned,
    ) {
        if stored.version == guard.version {
            return;
        }
        let fresh = GameRecord::decode(&stored.bytes)
            .map_err(|e| e.to_string())
            .and_then(|r| LiveGame::from_record(&self.lib, guard.id, r, stored.version));
        match fresh {
            Ok(g) => {
                tracing::info!(game = %guard.id, "changed by another process; read again");
                let engine_turn = g.engine_to_move();
                let id = g.id;
                *guard = g;
                self.reschedule_game(&*guard);
                drop(guard);
                self.changes.tell(state::watch::Change::Game(id));
                let mut turns = self
                    .engine_turns
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner);
                if engine_turn {
                    turns.insert(id);
                } else {
                    turns.remove(&id);
                }
            }
            Err(why) => tracing::warn!(game = %guard.id, "cannot read the stored game: {why}"),
        }
    }

    /// On a shared store, reads the games other processes started since this core last
    /// looked (their ids are above every id it has seen).
    pub(crate) fn catch_up_games(&self) {
        use std::sync::atomic::Ordering;
        /// Most new games read in one go (the rest on the next call).
        const BATCH: u64 = 10_000;
        if !self.store.shared() {
            return;
        }
        if let Ok(Some(last)) = self.store.last_id(GAME_IDS) {
            let from = self.caught_up.load(Ordering::SeqCst) + 1;
            let to = last.min(from.saturating_add(BATCH - 1));
            for n in from..=to {
                self.discover(&GameId(n).place());
            }
            self.caught_up.fetch_max(to, Ordering::SeqCst);
        }
    }

    /// A game another process started after this one read the store (places are named after
    /// their games, `#g12`): read from the store and added to the index, so commands in its
    /// place work at once.
    pub(crate) fn discover(&self, place: &Place) -> Option<GameId> {
        let id = GameId::parse(place.as_str().strip_prefix('#')?)?;
        if self.read_games().by_id.contains_key(&id) {
            return None;
        }
        let stored = self.store.get(Table::Games, &id.key()).ok()??;
        let record = GameRecord::decode(&stored.bytes).ok()?;
        let g = LiveGame::from_record(&self.lib, id, record, stored.version).ok()?;
        if g.place != *place {
            return None;
        }
        let engine_turn = g.engine_to_move();
        self.index_slug(id, g.slug.as_deref());
        {
            let mut games = self.games.write().unwrap_or_else(PoisonError::into_inner);
            if let Some(found) = games.at(place) {
                return Some(found);
            }
            self.reschedule_game(&g);
            let votes = g.vote_rules().is_some();
            games.put(
                id,
                place.clone(),
                Slot::Loaded(Arc::new(Mutex::new(g))),
                votes,
            );
        }
        if engine_turn {
            self.engine_turns
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .insert(id);
        }
        tracing::info!(game = %id, "found a game started by another process");
        Some(id)
    }

    /// The game `id`, replayed from its record if this is its first use. A record that no
    /// longer replays is reported in the warnings and its game left out from then on.
    pub(crate) fn load(&self, id: GameId) -> Option<Shared> {
        match self.read_games().by_id.get(&id)? {
            Slot::Loaded(g) => return Some(g.clone()),
            Slot::Broken => return None,
            Slot::Stored(_) => {}
        }
        // Replayed outside the lock; should two threads load one game at once, the first to
        // finish wins and the other's copy (made from the same record) is dropped.
        let loaded = match self.read_record(id) {
            Ok(loaded) => loaded,
            Err(e) => {
                // A failing read may pass; the game is tried again on its next use.
                tracing::warn!(game = %id, "could not read the game's record: {e}");
                return None;
            }
        };
        let mut games = self.games.write().unwrap_or_else(PoisonError::into_inner);
        let slot = games.by_id.get_mut(&id)?;
        match (&*slot, loaded) {
            (Slot::Loaded(g), _) => Some(g.clone()),
            (Slot::Broken, _) => None,
            (Slot::Stored(_), Ok(g)) => {
                let g = Arc::new(Mutex::new(g));
                *slot = Slot::Loaded(g.clone());
                Some(g)
            }
            (Slot::Stored(_), Err(why)) => {
                *slot = Slot::Broken;
                drop(games);
                // english: a start-up warning, for the operator
                let line = format!("game \"{}\": skipped: {why}", id.key());
                tracing::warn!("{line}");
                self.warnings
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push(line);
                None
            }
        }
    }

    /// The game `id` as stored now, replayed: `Err` when the store cannot be read, `Ok(Err)`
    /// with the reason when the record cannot be used.
    pub(crate) fn read_record(&self, id: GameId) -> Result<Result<LiveGame, String>, StoreError> {
        let stored = self.store.get(Table::Games, &id.key())?;
        Ok(stored
            // english: why a game cannot be loaded, logged
            .ok_or_else(|| "its record is gone from the store".to_string())
            .and_then(|v| {
                GameRecord::decode(&v.bytes)
                    .map_err(|e| e.to_string())
                    .and_then(|r| LiveGame::from_record(&self.lib, id, r, v.version))
            }))
    }

    /// Asks `pick` about every game (stored or loaded) and returns its answers, in game id
    /// order. Loaded games are asked after the index lock is released, one game lock at a
    /// time.
    pub(crate) fn select<T>(&self, mut pick: impl FnMut(&dyn Facts) -> Option<T>) -> Vec<T> {
        let mut out: Vec<(GameId, T)> = Vec::new();
        let mut loaded: Vec<(GameId, Shared)> = Vec::new();
        for (id, slot) in &self.read_games().by_id {
            match slot {
                Slot::Stored(s) => out.extend(pick(s.as_ref()).map(|t| (*id, t))),
                Slot::Loaded(g) => loaded.push((*id, g.clone())),
                Slot::Broken => {}
            }
        }
        for (id, g) in loaded {
            out.extend(pick(&*lock(&g)).map(|t| (id, t)));
        }
        out.sort_by_key(|(id, _)| *id);
        out.into_iter().map(|(_, t)| t).collect()
    }

    /// [`Core::select`] for the games `ids` alone (those the index knows), in the order given.
    pub(crate) fn select_among<T>(
        &self,
        ids: &[GameId],
        mut pick: impl FnMut(&dyn Facts) -> Option<T>,
    ) -> Vec<T> {
        let mut out = Vec::new();
        for id in ids {
            let slot = match self.read_games().by_id.get(id) {
                Some(Slot::Stored(s)) => {
                    out.extend(pick(s.as_ref()));
                    continue;
                }
                Some(Slot::Loaded(g)) => g.clone(),
                Some(Slot::Broken) | None => continue,
            };
            out.extend(pick(&*lock(&slot)));
        }
        out
    }

    /// The game of a place, or a problem naming the user's games.
    pub(crate) fn need_game(
        &self,
        place: &Place,
        user: &UserId,
        what: &'static str,
    ) -> Result<Shared, Problem> {
        let id = self.read_games().at(place);
        match id {
            None => Err(Problem::NotInGame {
                what,
                places: self.running_places(user),
            }),
            Some(id) => {
                let g = self.load(id).ok_or(Problem::Unloadable(id))?;
                // A challenge (waiting, or lapsed) has no game to act on yet.
                let pending = {
                    let live = lock(&g);
                    live.challenge.as_ref().and(live.ended())
                };
                match pending {
                    Some(p) => Err(p),
                    None => Ok(g),
                }
            }
        }
    }

    /// Places of the user's running games (voting teams included), those waiting on them
    /// first.
    pub fn running_places(&self, user: &UserId) -> Vec<Place> {
        let mut mine: Vec<(bool, GameId, Place)> = self.select(|g| {
            (g.side_of(user).is_some() && g.running())
                .then(|| (!g.waits_on(user), g.game_id(), g.where_played()))
        });
        mine.sort();
        mine.into_iter().map(|(_, _, p)| p).collect()
    }

    /// Makes games just stored known by id and place (and to the engine's turns).
    pub(crate) fn register_games(&self, games: Vec<LiveGame>) {
        for live in games {
            let engine_turn = live.engine_to_move();
            let id = live.id;
            self.index_slug(id, live.slug.as_deref());
            self.reschedule_game(&live);
            {
                let mut g = self.games.write().unwrap_or_else(PoisonError::into_inner);
                let (place, votes) = (live.place.clone(), live.vote_rules().is_some());
                g.put(id, place, Slot::Loaded(Arc::new(Mutex::new(live))), votes);
            }
            if engine_turn {
                self.engine_turns
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .insert(id);
            }
        }
    }

    /// The community of a game or tournament, if it has one and this core knows it.
    pub(crate) fn realm_of_source(&self, from: Source) -> Option<String> {
        match from {
            Source::Game(id) => self.realm_of(id),
            Source::Tournament(t) => self.tournament_realm(t),
            Source::Daily(d) => self
                .daily_realm(d.0)
                .filter(|r| r != crate::vocabulary::caller::NO_REALM),
        }
    }

    /// The community of the game `id`, if it has one and this core knows it.
    pub(crate) fn realm_of(&self, id: GameId) -> Option<String> {
        match self.read_games().by_id.get(&id)? {
            Slot::Stored(s) => s.community().map(str::to_string),
            Slot::Loaded(g) => lock(g).realm.clone(),
            Slot::Broken => None,
        }
    }

    /// Whether the game `id` is known to this core (stored, loaded or broken).
    pub(crate) fn exists(&self, id: GameId) -> bool {
        self.read_games().by_id.contains_key(&id)
    }

    /// How many games the core knows (running and finished, replayed or not yet).
    pub fn game_count(&self) -> usize {
        self.read_games().by_id.len()
    }

    /// Whether `place` holds a game that has ended (adapters archive its thread).
    pub fn game_over(&self, place: &Place) -> bool {
        self.game_at(place)
            .is_some_and(|shared| !lock(&shared).running())
    }
}
