//! A change to a game and what it announces, stored in one write: the game's next state and
//! its outbox entries commit together, or nothing changes.

use crate::*;

impl Core {
    /// Applies `change` to a copy of the game; `announce` says what the change announces, from
    /// its result and the game after it. The copy and its announcements are stored in one
    /// write ([`Core::commit`]), and only then is the copy committed in memory.
    ///
    /// A change that moves starts the next player's turn on the move clock, and opens the
    /// vote window of a voting side to move.
    pub(crate) fn change<T>(
        &self,
        shared: &Shared,
        change: impl FnOnce(&mut LiveGame) -> Result<T, Problem>,
        announce: impl FnOnce(&T, &Snapshot) -> Vec<Said>,
    ) -> Result<T, Problem> {
        self.change_with(shared, |g| change(g).map(|t| (t, Vec::new())), announce)
    }

    /// [`Core::change`] whose change also writes other records (a player's vacation), in
    /// the same store write as the game and its announcements: `change` returns them.
    pub(crate) fn change_with<T>(
        &self,
        shared: &Shared,
        change: impl FnOnce(&mut LiveGame) -> Result<(T, Vec<Write>), Problem>,
        announce: impl FnOnce(&T, &Snapshot) -> Vec<Said>,
    ) -> Result<T, Problem> {
        let mut guard = lock(shared);
        let mut next = guard.clone();
        let (out, writes) = change(&mut next)?;
        // Conditional moves the change reached are played with it, in the same write.
        let lang = self.server_lang(next.community());
        let notation = self.server_notation(next.community());
        let conditional = if next.game.moves().len() != guard.game.moves().len() {
            state::premove::answer_premoves(&mut next, lang, notation)
        } else {
            Vec::new()
        };
        next.updated = self.now();
        let now = next.updated;
        sync_window(&mut next, now);
        if next.game.moves().len() != guard.game.moves().len() {
            // The player who was to move moved (and any conditional replies after).
            let mut movers = vec![guard.turn()];
            movers.append(&mut next.auto_movers);
            next.start_turn(&movers, now);
        }
        // A turn that starts on vacation: how long its clock may stand still.
        let held = if next.game.moves().len() != guard.game.moves().len() {
            self.hold_turn(&mut next, now)
        } else {
            None
        };
        let mut says = announce(&out, &state::snapshot::snapshot_in(&next, lang, notation));
        says.extend(held.map(|line| Said::text(&next.place, line)));
        if !conditional.is_empty() {
            // Said right after the move they answer.
            let at = says
                .iter()
                .position(|s| matches!(s, Said::Text { .. }))
                .map_or(0, |i| i + 1);
            for (k, line) in conditional.into_iter().enumerate() {
                says.insert(at + k, Said::text(&next.place, line));
            }
        }
        self.commit_with(&mut guard, next, says, writes)?;
        Ok(out)
    }

    /// Stores `next` (the game behind `guard`, changed) with the announcements `says` in one
    /// write, then puts it in place of the old one. Nothing changes when the write fails. A
    /// game that ends also announces that its place may close.
    pub(crate) fn commit(
        &self,
        guard: &mut LiveGame,
        next: LiveGame,
        says: Vec<Said>,
    ) -> Result<(), Problem> {
        self.commit_with(guard, next, says, Vec::new())
    }

    /// [`Core::commit`] with other records' `writes` in the same store write.
    pub(crate) fn commit_with(
        &self,
        guard: &mut LiveGame,
        mut next: LiveGame,
        mut says: Vec<Said>,
        writes: Vec<Write>,
    ) -> Result<(), Problem> {
        let mut extra = Extra {
            writes,
            ..Extra::default()
        };
        // The players' names go in before anything is made from the game (their ratings).
        self.name_seats(&mut next);
        if guard.running() && !next.running() {
            says.push(Said::Close {
                place: next.place.clone(),
            });
            // A rated game's players' new ratings go in the same write as its result, and so
            // does what its result does to its tournament (the next round paired, its games
            // made and announced).
            extra.writes.extend(self.rating_writes(&next)?);
            if next.tournament.is_some() {
                extra.absorb(self.after_tournament_game(&next)?);
            }
        }
        match self.store_with_notice(&mut next, says, extra) {
            Ok(owes) => {
                *guard = next;
                self.after_commit(guard, owes);
                Ok(())
            }
            Err(Problem::Conflict) => {
                // `next` is now the game as another process stored it.
                *guard = next;
                self.after_commit(guard, false);
                Err(Problem::Conflict)
            }
            Err(p) => Err(p),
        }
    }

    /// Writes a game's record and, when `says` is not empty, the announcement it makes (the
    /// game's next in sequence), in one store write, if the stored record is still the one
    /// `next` was made from (its version). Whether an announcement was owed.
    ///
    /// When another process changed the game meanwhile, `next` is replaced by the game as now
    /// stored and [`Problem::Conflict`] returned: nothing of this change was written.
    pub(crate) fn store_with_notice(
        &self,
        next: &mut LiveGame,
        says: Vec<Said>,
        extra: Extra,
    ) -> Result<bool, Problem> {
        let new = next.version == 0 && !self.exists(next.id);
        self.store_game(next, says, extra, new)
    }

    /// [`Core::store_with_notice`], for a game that is `new` (its record must be absent) or
    /// stored already.
    pub(crate) fn store_game(
        &self,
        next: &mut LiveGame,
        says: Vec<Said>,
        mut extra: Extra,
        new: bool,
    ) -> Result<bool, Problem> {
        let key = next.id.key();
        // A role pinged less than ROLE_PING_EVERY ago is not pinged again (the text that
        // goes with the ping is still said).
        let now = self.now();
        let mut says = says;
        let mut pinged: Vec<String> = Vec::new();
        {
            let last = self
                .role_pings
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            says.retain(|s| match s {
                Said::PingRole { role, .. } => {
                    let fresh = last
                        .get(role)
                        .is_none_or(|&t| now.saturating_sub(t) >= ROLE_PING_EVERY)
                        && !pinged.contains(role);
                    if fresh {
                        pinged.push(role.clone());
                    }
                    fresh
                }
                _ => true,
            });
        }
        let owes = !says.is_empty();
        self.name_seats(next);
        let mut commit = Commit {
            writes: vec![Write {
                table: Table::Games,
                key: key.clone(),
                expect: if new {
                    Expect::Absent
                } else {
                    Expect::Version(next.version)
                },
                value: None,
            }],
            ..Commit::default()
        };
        if owes {
            let seq = next.announced;
            next.announced += 1;
            let body = NoticeBody {
                says,
                progress: Progress::default(),
            };
            commit.owe.push(OwedEntry {
                key: OwedKey { game: key, seq },
                created: self.now(),
                realm: next.realm.clone(),
                body: serde_json::to_vec(&body).map_err(|e| Problem::Storage(e.to_string()))?,
            });
        }
        commit.writes[0].value = Some(next.record().encode());
        commit.games.push(self.game_meta(next, now));
        // New games made by the change (a tournament's next round) are written with it.
        let first_new = 1 + extra.writes.len();
        commit.writes.extend(extra.writes);
        for g in &mut extra.games {
            self.name_seats(g);
            commit.writes.push(Write {
                table: Table::Games,
                key: g.id.key(),
                expect: Expect::Absent,
                value: Some(g.record().encode()),
            });
            commit.games.push(self.game_meta(g, now));
        }
        let owes = owes || !extra.owed.is_empty();
        commit.owe.extend(extra.owed);
        let mut new_games = extra.games;
        let started = std::time::Instant::now();
        let committed = self.store.commit(commit);
        crate::metrics::time(
            "hexcourier_store_commit_seconds",
            Vec::new(),
            started.elapsed(),
        );
        match committed {
            Ok(versions) => {
                next.version = versions.first().copied().unwrap_or(next.version + 1);
                for (i, g) in new_games.iter_mut().enumerate() {
                    g.version = versions.get(first_new + i).copied().unwrap_or(1);
                }
                self.register_games(new_games);
                if !pinged.is_empty() {
                    let mut last = self
                        .role_pings
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner);
                    if last.len() > 10_000 {
                        last.retain(|_, t| now.saturating_sub(*t) < ROLE_PING_EVERY);
                    }
                    for role in pinged {
                        last.insert(role, now);
                    }
                }
                Ok(owes)
            }
            Err(e) if e.is_conflict() => {
                tracing::info!(game = %next.id, "changed by another process: {e}");
                match self.read_record(next.id) {
                    Ok(Ok(fresh)) => {
                        *next = fresh;
                        Err(Problem::Conflict)
                    }
                    Ok(Err(why)) => Err(Problem::Storage(format!(
                        "the game cannot be reloaded: {why}"
                    ))),
                    Err(e) => Err(Problem::Storage(e.to_string())),
                }
            }
            Err(e) => {
                if owes {
                    next.announced -= 1;
                }
                Err(Problem::Storage(e.to_string()))
            }
        }
    }

    /// What follows a stored change: the set of games waiting on the engine, and the
    /// transports woken when announcements became owed.
    pub(crate) fn after_commit(&self, g: &LiveGame, owes: bool) {
        {
            let mut turns = self
                .engine_turns
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if g.engine_to_move() {
                turns.insert(g.id);
            } else {
                turns.remove(&g.id);
            }
        }
        self.changes.tell(state::watch::Change::Game(g.id));
        self.reschedule_game(g);
        if owes {
            self.wake_transports();
        }
    }

    /// Runs the transports' hook after announcements became owed.
    pub(crate) fn wake_transports(&self) {
        if let Some(hook) = self
            .on_owed
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            hook();
        }
    }
}
