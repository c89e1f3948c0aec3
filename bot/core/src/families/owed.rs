//! What transports deliver: the announcements owed, read in order, turned into replies (boards
//! drawn now), and settled once delivered. The console and the Discord adapter both deliver
//! through these calls, so they behave alike.

use crate::picture::View;
use crate::t;
use crate::vocabulary::notice::{Board, NoticeBody, NoticeId, Owed, Progress, Said, TurnNote};
use crate::vocabulary::reply::{finish, text};
use crate::vocabulary::types::{Place, Reply, Source};
use crate::{Core, OwedHook};
use hexcourier_engine::notation::parse_move;
use hexcourier_engine::{Player, Position};
use hexcourier_store::{Commit, OutboxStatus, OwedEntry, OwedKey, StoreError};
use std::sync::PoisonError;

/// The most outbox entries read to count one community's ([`Core::outbox_status_in`]).
pub const MAX_COUNTED: usize = 20_000;

impl Core {
    /// The announcements owed after `after` (from the first with `None`), at most `limit`, in
    /// delivery order: by game, and within a game in the order they were made.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn owed(&self, after: Option<NoticeId>, limit: usize) -> Result<Vec<Owed>, StoreError> {
        // Pages of the outbox, keeping the entries of the communities served here, until
        // `limit` are found or the outbox ends.
        let mut after = after.map(key_of);
        let mut mine = Vec::new();
        loop {
            let page = self.store.owed(after.as_ref(), limit.max(1))?;
            let full = page.len() >= limit.max(1);
            after = page.last().map(|e| e.key.clone());
            mine.extend(page.into_iter().filter(|e| self.serves(e.realm.as_deref())));
            if !full || mine.len() >= limit {
                break;
            }
        }
        mine.truncate(limit);
        Ok(self.read_owed(mine))
    }

    /// The announcements of one game or tournament owed now, in the order they were made.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn owed_of(&self, from: impl Into<Source>) -> Result<Vec<Owed>, StoreError> {
        let entries = self.store.owed_of(&from.into().key())?;
        Ok(self.read_owed(entries))
    }

    /// Stored entries as announcements. An entry that cannot be read (damaged, or from a
    /// newer build) can never be delivered: it is dropped, with a warning and a count.
    fn read_owed(&self, entries: Vec<OwedEntry>) -> Vec<Owed> {
        let mut out = Vec::with_capacity(entries.len());
        for e in entries {
            let read = Source::parse(&e.key.game)
                // english: why a stored announcement cannot be read, logged
                .ok_or_else(|| format!("'{}' is not a game or a tournament", e.key.game))
                .and_then(|game| {
                    serde_json::from_slice::<NoticeBody>(&e.body)
                        .map(|body| (game, body))
                        .map_err(|err| err.to_string())
                });
            match read {
                Ok((game, body)) => out.push(Owed {
                    id: NoticeId {
                        from: game,
                        seq: e.key.seq,
                    },
                    created: e.created,
                    says: body.says,
                    progress: body.progress,
                }),
                Err(why) => {
                    tracing::warn!(game = %e.key.game, seq = e.key.seq, "unreadable announcement dropped: {why}");
                    let drop = Commit {
                        settle: vec![e.key],
                        dropped: 1,
                        ..Commit::default()
                    };
                    if let Err(err) = self.store.commit(drop) {
                        tracing::warn!("could not drop it: {err}");
                    }
                }
            }
        }
        out
    }

    /// The replies an announcement stands for, ready to deliver: boards drawn, texts split at
    /// the length limit, mentions defused.
    pub fn render(&self, says: &[Said]) -> Vec<Reply> {
        let mut out = Vec::with_capacity(says.len());
        // A game place just opened: its first text names the game's page.
        let mut opened: Option<&Place> = None;
        for s in says {
            let r = match s {
                // Not said in a place: queued for the player when the announcement settles.
                Said::Dm { .. } => continue,
                Said::Text { place, text } if opened == Some(place) => {
                    opened = None;
                    Reply::Text {
                        place: place.clone(),
                        text: match self.page_link(place) {
                            Some(url) => {
                                let page = t!(self.lang_at(place), "game-page", url = url);
                                format!("{text}\n{page}")
                            }
                            None => text.clone(),
                        },
                    }
                }
                Said::Text { place, text } => Reply::Text {
                    place: place.clone(),
                    text: text.clone(),
                },
                Said::Board { place, board } => self.paint(place, board),
                Said::Ping { place, user } => Reply::Ping {
                    place: place.clone(),
                    user: user.clone(),
                },
                Said::Mention { place, user } => Reply::Mention {
                    place: place.clone(),
                    user: user.clone(),
                },
                Said::Table { place, table } => Reply::Table {
                    place: place.clone(),
                    table: table.clone(),
                },
                Said::PingRole { place, role } => Reply::PingRole {
                    place: place.clone(),
                    role: role.clone(),
                },
                Said::Ask { place, question } => Reply::Ask {
                    place: place.clone(),
                    question: *question,
                },
                Said::Close { place } => Reply::Close {
                    place: place.clone(),
                },
                Said::Open {
                    place,
                    title,
                    parent,
                } => {
                    opened = Some(place);
                    Reply::OpenPlace {
                        place: place.clone(),
                        title: title.clone(),
                        parent: parent.clone(),
                    }
                }
            };
            let place = r.place().clone();
            out.extend(finish(&place, Ok(vec![r])));
        }
        out
    }

    /// The address of the page of the game of `place`, when the core knows its public address
    /// and the game's server shows game pages.
    fn page_link(&self, place: &Place) -> Option<String> {
        let base = self.page_base.as_deref()?;
        let id = crate::GameId::parse(place.as_str())?;
        let realm = self.realm_of(id);
        if !self.web_settings(realm.as_deref()).ok()?.game_pages {
            return None;
        }
        let slug = self.game_slug(id).ok()??;
        Some(format!("{base}/g/{slug}"))
    }

    /// A board drawn as a picture in `place`; if it cannot be drawn, a text saying so.
    pub(crate) fn paint(&self, place: &Place, board: &Board) -> Reply {
        let drawn = self.board_position(board).and_then(|(v, pos, last)| {
            let view = View {
                last_move: last,
                viewer: Some(Player(board.viewer)),
                highlights: Vec::new(),
                size_px: None,
            };
            self.painter
                .position(&v, &pos, &view)
                .map_err(|e| e.to_string())
        });
        match drawn {
            Ok(png) => Reply::Image {
                place: place.clone(),
                png,
                caption: board.caption.clone(),
                file_name: board.file_name.clone(),
            },
            Err(e) => text(
                place,
                t!(
                    self.lang_at(place),
                    "picture-failed",
                    error = e,
                    caption = board.caption.clone()
                ),
            ),
        }
    }

    /// The variant, position and last move a board shows, read from its texts.
    fn board_position(
        &self,
        board: &Board,
    ) -> Result<
        (
            std::sync::Arc<hexcourier_engine::Variant>,
            Position,
            Option<hexcourier_engine::Move>,
        ),
        String,
    > {
        let v = self
            .lib
            .get(&board.variant)
            // english: why a stored announcement cannot be read, logged
            .ok_or_else(|| format!("unknown variant '{}'", board.variant))?
            .clone();
        let pos = Position::from_text(&v, &board.position).map_err(|e| e.to_string())?;
        // The last move is only tinted: a move that no longer reads leaves it untinted.
        let last = board
            .last
            .as_deref()
            .zip(board.before.as_deref())
            .and_then(|(m, before)| {
                let before = Position::from_text(&v, before).ok()?;
                parse_move(&v, &before, m).ok()
            });
        Ok((v, pos, last))
    }

    /// Records how far the delivery of an owed announcement got (with what it says, which
    /// does not change), so a restart goes on from there.
    ///
    /// # Errors
    /// If the store cannot write it.
    pub fn progress(&self, owed: &Owed, progress: &Progress) -> Result<(), StoreError> {
        let body = NoticeBody {
            says: owed.says.clone(),
            progress: progress.clone(),
        };
        let bytes = serde_json::to_vec(&body).map_err(|e| StoreError::Damaged {
            what: "announcement".into(),
            why: e.to_string(),
        })?;
        self.store
            .commit(Commit {
                progress: vec![(key_of(owed.id), bytes)],
                ..Commit::default()
            })
            .map(|_| ())
    }

    /// Marks an announcement delivered: it is owed no more. Its turn notes join the DM
    /// queues of the players who asked for DMs, in the same store write.
    ///
    /// # Errors
    /// If the store cannot write it (the announcement stays owed).
    pub fn settle(&self, owed: &Owed) -> Result<(), StoreError> {
        let notes: Vec<&TurnNote> = owed
            .says
            .iter()
            .filter_map(|s| match s {
                Said::Dm { note } => Some(note),
                _ => None,
            })
            .collect();
        let mut tries = 0;
        loop {
            let (writes, queued) = self.queue_notes(&notes, owed.id.seq)?;
            let commit = Commit {
                writes,
                settle: vec![key_of(owed.id)],
                ..Commit::default()
            };
            match self.store.commit(commit) {
                Ok(_) => {
                    for (user, rec) in &queued {
                        self.index_player(user, rec);
                    }
                    return Ok(());
                }
                // A player's queue changed meanwhile: queue on the fresh record.
                Err(e) if e.is_conflict() && tries < 16 => tries += 1,
                Err(e) => return Err(e),
            }
        }
    }

    /// Drops an announcement that no transport can ever deliver (its place is gone for
    /// good): logged with `why`, and counted in [`Core::outbox_status`].
    ///
    /// # Errors
    /// If the store cannot write it.
    pub fn give_up(&self, id: NoticeId, why: &str) -> Result<(), StoreError> {
        tracing::warn!(from = %id.from, seq = id.seq, "announcement dropped: {why}");
        let commit = |extra: Option<hexcourier_store::Write>| {
            self.store
                .commit(Commit {
                    settle: vec![key_of(id)],
                    dropped: 1,
                    writes: extra.into_iter().collect(),
                    ..Commit::default()
                })
                .map(|_| ())
        };
        // The drop is counted for the game's server too, in the same write (its admins see
        // their own count).
        match self.realm_of_source(id.from) {
            Some(realm) => {
                self.with_server_change(&realm, |rec| rec.dropped += 1, |write| commit(Some(write)))
            }
            None => commit(None),
        }
    }

    /// How many announcements are owed, the oldest one's time, and how many were dropped.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn outbox_status(&self) -> Result<OutboxStatus, StoreError> {
        self.store.outbox_status()
    }

    /// How the outbox stands for one community (a server admin's view): its entries owed and
    /// the oldest's age, read from at most [`MAX_COUNTED`] entries of the outbox, and the
    /// announcements of its games dropped.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn outbox_status_in(&self, realm: Option<&str>) -> Result<OutboxStatus, StoreError> {
        const PAGE: usize = 500;
        let mut status = OutboxStatus::default();
        let mut after: Option<OwedKey> = None;
        let mut seen = 0;
        loop {
            let page = self.store.owed(after.as_ref(), PAGE)?;
            seen += page.len();
            let full = page.len() >= PAGE;
            after = page.last().map(|e| e.key.clone());
            for e in page.iter().filter(|e| e.realm.as_deref() == realm) {
                status.owed += 1;
                status.oldest = Some(status.oldest.map_or(e.created, |o| o.min(e.created)));
            }
            if !full || seen >= MAX_COUNTED {
                break;
            }
        }
        if let Some(realm) = realm {
            status.dropped = self.server(realm)?.0.dropped;
        }
        Ok(status)
    }

    /// Sets what runs after every change that owes announcements (a transport's wake-up; it
    /// must be quick and must not call back into the core).
    /// On a shared store it also runs when another process (an engine worker) stores
    /// something owed.
    pub fn on_owed(&self, hook: OwedHook) {
        let hook: std::sync::Arc<dyn Fn() + Send + Sync> = std::sync::Arc::from(hook);
        let theirs = hook.clone();
        let changes = self.changes.clone();
        self.store.watch(Box::new(move || {
            // Another process stored something: watchers of games read them again.
            changes.tell(crate::state::watch::Change::Elsewhere);
            theirs()
        }));
        *self.on_owed.lock().unwrap_or_else(PoisonError::into_inner) =
            Some(Box::new(move || hook()));
    }

    /// Delivers every owed announcement by returning it: settles each and returns their
    /// replies, in order. For transports whose delivery cannot fail (tests, scripts); the
    /// console and Discord deliver through [`Core::owed`] and [`Core::settle`].
    ///
    /// # Panics
    /// If the store fails: this is for tests.
    pub fn drain_owed(&self) -> Vec<Reply> {
        let mut out = Vec::new();
        loop {
            let owed = self.owed(None, 256).unwrap_or_else(|e| panic!("owed: {e}"));
            if owed.is_empty() {
                return out;
            }
            for o in owed {
                out.extend(self.render(&o.says));
                self.settle(&o).unwrap_or_else(|e| panic!("settle: {e}"));
            }
        }
    }
}

/// The store's key of an announcement.
fn key_of(id: NoticeId) -> OwedKey {
    OwedKey {
        game: id.from.key(),
        seq: id.seq,
    }
}
