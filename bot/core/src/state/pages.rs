//! Read-only views of games and servers for the web ([`GameView`], [`ServerView`]), and how
//! pages are found by their slugs (see [`crate::vocabulary::slug`]). Nothing here changes a game; what a
//! page shows is only what the game's place shows everyone.

use crate::state::event::Stage;
use crate::state::event_words::{format_words, stage_round, standings_tables, standings_title};
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame};
use crate::state::record::record_text;
use crate::state::snapshot::snapshot;
use crate::state::standing::{self, Standing};
use crate::vocabulary::caller::NO_REALM;
use crate::vocabulary::names::public_name;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::slug::{derived, is_slug, REBUILD_EVERY, SECRET_KEY};
use crate::vocabulary::types::GameId;
use crate::vocabulary::types::TournamentId;
use crate::vocabulary::view::{
    FinishedGame, GameView, LeaderRow, RoundBoard, ServerView, TournamentView, WebSettings,
};
use crate::vocabulary::words::seat_name;
use crate::{Core, Slot};
use hexcourier_engine::Player;
use hexcourier_store::{Commit, Expect, RecordHead, StoreError, Table, Write};
use ring::rand::{SecureRandom, SystemRandom};
use std::collections::{BTreeMap, HashMap};
use std::sync::PoisonError;
use std::time::Instant;

/// The most finished games a server's list shows (the latest).
pub const MAX_FINISHED_SHOWN: usize = 200;

/// The realm key of games without a community (the console's).
pub(crate) fn realm_key(realm: Option<&str>) -> &str {
    realm.unwrap_or(NO_REALM)
}

/// The store key that finds a server by its page slug.
pub(crate) fn server_slug_key(slug: &str) -> String {
    format!("webslug:{slug}")
}

impl Core {
    /// The store's slug secret, made and stored by the first process that needs it.
    fn slug_secret(&self) -> Result<&[u8], StoreError> {
        if let Some(s) = self.slugs.secret.get() {
            return Ok(s);
        }
        let stored = match self.store.get(Table::Players, SECRET_KEY)? {
            Some(v) => v.bytes,
            None => {
                let mut bytes = vec![0u8; 32];
                SystemRandom::new()
                    .fill(&mut bytes)
                    .map_err(|_| StoreError::Refused("no random bytes for the secret".into()))?;
                let made = self.store.commit(Commit {
                    writes: vec![Write {
                        table: Table::Players,
                        key: SECRET_KEY.into(),
                        expect: Expect::Absent,
                        value: Some(bytes.clone()),
                    }],
                    ..Commit::default()
                });
                match made {
                    Ok(_) => bytes,
                    // Another process made it first: theirs counts.
                    Err(e) if e.is_conflict() => self
                        .store
                        .get(Table::Players, SECRET_KEY)?
                        .map(|v| v.bytes)
                        .ok_or(e)?,
                    Err(e) => return Err(e),
                }
            }
        };
        Ok(self.slugs.secret.get_or_init(|| stored))
    }

    /// The slug a game without one in its record has.
    fn derived_slug(&self, id: GameId) -> Result<String, StoreError> {
        Ok(derived(self.slug_secret()?, &format!("game:{id}")))
    }

    /// The page slug of a server (`realm`; `-` for games without one, the console's).
    ///
    /// # Errors
    /// If the store's secret cannot be read or made.
    pub(crate) fn server_slug(&self, realm: &str) -> Result<String, StoreError> {
        Ok(derived(self.slug_secret()?, &format!("server:{realm}")))
    }

    /// The page slug of the game `id`: the one its record keeps, else the derived one.
    ///
    /// # Errors
    /// If the store's secret cannot be read or made.
    pub fn game_slug(&self, id: GameId) -> Result<Option<String>, StoreError> {
        let kept = match self.read_games().by_id.get(&id) {
            None | Some(Slot::Broken) => return Ok(None),
            Some(Slot::Stored(s)) => s.slug().map(str::to_string),
            Some(Slot::Loaded(g)) => lock(g).slug.clone(),
        };
        match kept {
            Some(s) => Ok(Some(s)),
            None => self.derived_slug(id).map(Some),
        }
    }

    /// The game whose page slug is `slug`, if any. The index is built on first use; a slug
    /// not found rebuilds it (at most every few seconds), after reading the games other
    /// processes started meanwhile on a shared store.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn game_by_slug(&self, slug: &str) -> Result<Option<GameId>, StoreError> {
        if !is_slug(slug) {
            return Ok(None);
        }
        if let Some(index) = self
            .slugs
            .index
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            if let Some(id) = index.get(slug) {
                return Ok(Some(*id));
            }
        }
        {
            let mut built = self
                .slugs
                .built
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if built.is_some_and(|t| t.elapsed() < REBUILD_EVERY) {
                return Ok(None);
            }
            *built = Some(Instant::now());
        }
        self.catch_up_games();
        let ids: Vec<GameId> = self.read_games().by_id.keys().copied().collect();
        let mut index = HashMap::with_capacity(ids.len());
        for id in ids {
            if let Some(s) = self.game_slug(id)? {
                index.insert(s, id);
            }
        }
        let found = index.get(slug).copied();
        *self
            .slugs
            .index
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Some(index);
        Ok(found)
    }

    /// Adds a game just made or found to the slug index, if it is built.
    pub(crate) fn index_slug(&self, id: GameId, slug: Option<&str>) {
        let Some(slug) = slug else { return };
        if let Some(index) = self
            .slugs
            .index
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .as_mut()
        {
            index.insert(slug.to_string(), id);
        }
    }
}

impl Core {
    /// What a server allows on the web (`realm` `None`: the console's games).
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn web_settings(&self, realm: Option<&str>) -> Result<WebSettings, StoreError> {
        let (rec, _) = self.server(realm_key(realm))?;
        Ok(WebSettings {
            server_pages: rec.web_pages,
            game_pages: !rec.game_pages_off,
        })
    }

    /// The page of the game with this slug: `None` when there is no such game, it never
    /// started (a challenge), or its server turned game pages off.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn game_view(&self, slug: &str) -> Result<Option<GameView>, StoreError> {
        let Some(id) = self.game_by_slug(slug)? else {
            return Ok(None);
        };
        let Some(shared) = self.load(id) else {
            return Ok(None);
        };
        if self.store.shared() {
            self.refresh(&shared);
        }
        let view = {
            let g = lock(&shared);
            if !g.started() {
                return Ok(None);
            }
            view_of(&g, slug)
        };
        let view = GameView {
            notation: self.server_notation(view.realm.as_deref()),
            zone: self.server_zone(view.realm.as_deref()),
            ..view
        };
        if !self.web_settings(view.realm.as_deref())?.game_pages {
            return Ok(None);
        }
        Ok(Some(view))
    }

    /// The record file of the game with this slug (`g12.pgn`, its text), when its page
    /// shows.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn page_record(&self, slug: &str) -> Result<Option<(String, String)>, StoreError> {
        if self.game_view(slug)?.is_none() {
            return Ok(None);
        }
        let Some(shared) = self.game_by_slug(slug)?.and_then(|id| self.load(id)) else {
            return Ok(None);
        };
        let realm = lock(&shared).realm.clone();
        let server = self.server_name(realm.as_deref());
        let g = lock(&shared);
        Ok(Some((
            format!("{}.pgn", g.id),
            record_text(&g, server.as_deref()),
        )))
    }

    /// The animated replay of a game as read (`view`), from White's side; the painter's error
    /// as text. Call it off the async runtime: drawing a long game takes seconds.
    ///
    /// # Errors
    /// If the painter fails.
    pub fn page_replay(&self, view: &GameView) -> Result<Vec<u8>, String> {
        self.painter
            .replay(&view.variant, &view.game, None)
            .map_err(|e| e.to_string())
    }

    /// The server whose page slug is `slug`, when it turned its pages on (`/web on`).
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn server_view(&self, slug: &str) -> Result<Option<ServerView>, StoreError> {
        if !is_slug(slug) {
            return Ok(None);
        }
        let Some(found) = self.store.get(Table::Players, &server_slug_key(slug))? else {
            return Ok(None);
        };
        let realm = String::from_utf8_lossy(&found.bytes).into_owned();
        let (rec, _) = self.server(&realm)?;
        if !rec.web_pages {
            return Ok(None);
        }
        let realm_arg = (realm != NO_REALM).then_some(realm.as_str());
        let mut variants: Vec<(String, String)> = Vec::new();
        for (key, _) in self
            .standings(&standing::prefix(realm_arg, None))
            .map_err(|p| StoreError::Refused(p.to_string()))?
        {
            if let Some((v, _)) = standing::split_key(&key) {
                if !variants.iter().any(|(id, _)| id == v) {
                    let name = self
                        .lib
                        .get(v)
                        .map_or_else(|| v.to_string(), |d| d.name.clone());
                    variants.push((v.to_string(), name));
                }
            }
        }
        let mut events: Vec<(u64, String, String)> = self
            .all_events()
            .into_iter()
            .filter(|e| e.realm.as_deref() == realm_arg)
            .filter_map(|e| Some((e.tid()?.0, e.id, e.name.plain().to_string())))
            .collect();
        events.sort_by_key(|e| std::cmp::Reverse(e.0));
        Ok(Some(ServerView {
            name: rec.name,
            realm,
            slug: slug.to_string(),
            variants,
            tournaments: events.into_iter().map(|(_, id, name)| (id, name)).collect(),
        }))
    }

    /// A server's leaderboard in a variant: every rated player, established ratings first,
    /// best first.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn leaderboard_rows(
        &self,
        server: &ServerView,
        variant: &str,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let realm = (server.realm != NO_REALM).then_some(server.realm.as_str());
        let now = self.now();
        let mut rows: Vec<LeaderRow> = self
            .standings(&standing::prefix(realm, Some(variant)))
            .map_err(|p| StoreError::Refused(p.to_string()))?
            .into_iter()
            .filter_map(|(key, s): (String, Standing)| {
                let (_, user) = standing::split_key(&key)?;
                let r = s.rating_at(now);
                let user = crate::UserId::new(user);
                Some(LeaderRow {
                    name: public_name(&user, s.name.as_deref()),
                    user,
                    rating: r.rating,
                    games: s.games,
                    provisional: r.provisional(),
                })
            })
            .collect();
        rows.sort_by(|a, b| {
            a.provisional
                .cmp(&b.provisional)
                .then(b.rating.total_cmp(&a.rating))
                .then(a.user.cmp(&b.user))
        });
        Ok(rows)
    }

    /// A server's finished games (with a result; aborted ones are left out), the latest
    /// first, at most [`MAX_FINISHED_SHOWN`].
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn finished_games(&self, server: &ServerView) -> Result<Vec<FinishedGame>, StoreError> {
        let realm = (server.realm != NO_REALM).then_some(server.realm.as_str());
        type Found = (u64, GameId, (String, String), Vec<crate::UserId>, String);
        let mut found: Vec<Found> = self.select(|g| {
            let o = g.outcome()?;
            (g.community() == realm && !g.aborted()).then(|| {
                (
                    g.last_change(),
                    g.game_id(),
                    (g.rules().id.clone(), g.rules().name.clone()),
                    g.seats().to_vec(),
                    o.result_text(),
                )
            })
        });
        found.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        found.truncate(MAX_FINISHED_SHOWN);
        let ids: Vec<GameId> = found.iter().map(|f| f.1).collect();
        let mut names = self.names_of_games(&ids)?;
        let mut out = Vec::with_capacity(found.len());
        for (ended, id, (variant_id, variant), players, result) in found {
            if let Some(slug) = self.game_slug(id)? {
                let stored = names.remove(&id).unwrap_or_default();
                let names = players
                    .iter()
                    .enumerate()
                    .map(|(i, u)| {
                        let name = u8::try_from(i).ok().and_then(|s| stored.get(&s));
                        public_name(u, name.map(String::as_str))
                    })
                    .collect();
                out.push(FinishedGame {
                    slug,
                    variant_id,
                    variant,
                    players,
                    names,
                    result,
                    ended,
                });
            }
        }
        Ok(out)
    }

    /// The players' names the records of the games `ids` keep, by game: those in memory read
    /// there, the others from the store in one read.
    fn names_of_games(
        &self,
        ids: &[GameId],
    ) -> Result<HashMap<GameId, BTreeMap<u8, String>>, StoreError> {
        let mut out = HashMap::with_capacity(ids.len());
        let mut stored = Vec::new();
        for &id in ids {
            let loaded = match self.read_games().by_id.get(&id) {
                Some(Slot::Loaded(g)) => Some(g.clone()),
                Some(Slot::Stored(_)) => None,
                _ => continue,
            };
            match loaded {
                Some(g) => {
                    out.insert(id, lock(&g).names.clone());
                }
                None => stored.push(id.key()),
            }
        }
        for (key, v) in self.store.get_many(Table::Games, &stored)? {
            let (Some(id), Ok(head)) = (GameId::parse(&key), RecordHead::decode_head(&v.bytes))
            else {
                continue;
            };
            out.insert(id, head.names);
        }
        Ok(out)
    }

    /// A tournament of the server `server`, as its page shows it in `lang`; `None` when it
    /// has no tournament `id`.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn tournament_view(
        &self,
        server: &ServerView,
        id: &str,
        lang: crate::i18n::Lang,
    ) -> Result<Option<TournamentView>, StoreError> {
        let realm = (server.realm != NO_REALM).then_some(server.realm.as_str());
        let Some(tid) = TournamentId::parse(id) else {
            return Ok(None);
        };
        let rec = match self.load_event(tid) {
            Ok((rec, _)) => rec,
            Err(Problem::Storage(e)) => return Err(StoreError::Refused(e)),
            Err(_) => return Ok(None),
        };
        if rec.realm.as_deref() != realm {
            return Ok(None);
        }
        let show_games = self.web_settings(realm)?.game_pages;
        // Players by name (one their server never named, by their start number).
        let shown = |n: u32| {
            entrant_name(&rec, n)
                .unwrap_or_else(|| crate::t!(lang, "web-unnamed-player", n = u64::from(n)))
        };
        let mut rounds = Vec::with_capacity(rec.rounds.len());
        for r in &rec.rounds {
            let mut boards = Vec::with_capacity(r.boards.len());
            for b in &r.boards {
                let slug = match b.game {
                    Some(g) if show_games => self.game_slug(GameId(g))?,
                    _ => None,
                };
                let result = match (&b.quarters, b.forfeit) {
                    (Some(_), true) => Some(crate::i18n::plain(lang, "tournament-forfeit")),
                    (Some(q), false) => Some(
                        q.iter()
                            .map(|x| crate::vocabulary::words::quarters_text(*x))
                            .collect::<Vec<_>>()
                            .join("-"),
                    ),
                    (None, _) => None,
                };
                boards.push(RoundBoard {
                    players: b.seats.iter().map(|&n| shown(n)).collect(),
                    slug,
                    result,
                });
            }
            rounds.push(boards);
        }
        let variant = self.lib.get(&rec.variant).map_or_else(
            || rec.variant.clone(),
            |v| crate::i18n::variant_name(lang, &v.id, &v.name),
        );
        Ok(Some(TournamentView {
            id: rec.id.clone(),
            name: rec.name.plain().to_string(),
            about: format!("{variant}, {}", format_words(lang, rec.format)),
            stage: match rec.stage {
                Stage::SigningUp => crate::i18n::plain(lang, "tournament-stage-signing-up"),
                Stage::Running => stage_round(lang, &rec),
                Stage::Finished => crate::i18n::plain(lang, "tournament-stage-finished"),
            },
            tables: standings_tables(&rec, &standings_title(&rec, lang), lang, &shown),
            rounds,
        }))
    }

    /// Reads the games `ids` again where another process changed them (a shared store), and
    /// tells watchers of those that changed ([`Core::watch_changes`]).
    pub fn refresh_games(&self, ids: &[GameId]) {
        if !self.store.shared() {
            return;
        }
        for &id in ids {
            if let Some(g) = self.load(id) {
                self.refresh(&g);
            }
        }
    }

    /// Tells `listener` of changes as they happen: every game change this core stores or
    /// reads again, and [`Change::Elsewhere`](crate::state::watch::Change::Elsewhere) when another
    /// process stored something. The listener must be quick and must not call back into the core (a transport hands each
    /// change to its own channel).
    pub fn on_change(&self, listener: crate::state::watch::Listener) {
        self.changes.listen(listener);
    }
}

/// How a tournament's page names the player with start number `n` (see
/// [`crate::vocabulary::names::public_name`]).
fn entrant_name(rec: &crate::state::event::EventRecord, n: u32) -> Option<String> {
    public_name(&rec.user(n), rec.name_of(n))
}

/// The view of a game, under its lock.
fn view_of(g: &LiveGame, slug: &str) -> GameView {
    let v = &g.variant;
    let snap = snapshot(g);
    let numbers = crate::vocabulary::words::move_numbers(v, &g.game);
    let numbered = numbers
        .iter()
        .zip(g.game.move_texts())
        .map(|(&(n, mover), t)| crate::vocabulary::words::numbered(n, mover, t))
        .collect();
    let running = g.running();
    let result = if g.aborted_by.is_some() {
        Some("*".to_string())
    } else {
        g.game
            .outcome()
            .map(hexcourier_engine::Outcome::result_text)
    };
    GameView {
        notation: crate::i18n::Notation::default(),
        zone: jiff::tz::TimeZone::UTC,
        id: g.id,
        slug: slug.to_string(),
        variant: v.clone(),
        players: g.players.clone(),
        names: g
            .players
            .iter()
            .enumerate()
            .map(|(i, u)| {
                let stored = u8::try_from(i).ok().and_then(|s| g.names.get(&s));
                public_name(u, stored.map(String::as_str))
            })
            .collect(),
        seats: (0..g.players.len())
            .map(|i| seat_name(v, Player(i as u8)).to_string())
            .collect(),
        game: g.game.clone(),
        numbered,
        result,
        to_move: running.then(|| g.turn()),
        days: g.move_clock.map(|c| c.days),
        deadline: running.then_some(snap.deadline).flatten(),
        stopped_left: running.then_some(snap.stopped_left).flatten(),
        updated: g.updated,
        realm: g.realm.clone(),
        version: g.version,
    }
}
