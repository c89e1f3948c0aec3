//! What transports deliver: the announcements owed, read in order, turned into replies (boards
//! drawn now), and settled once delivered. The console and the Discord adapter both deliver
//! through these calls, so they behave alike.

use super::notice::{Board, NoticeId, Owed, Progress, Said};
use super::outbox::OutboxStatus;
use super::reply::{finish, text};
use super::types::{GameId, Place, Reply};
use super::{Core, OwedHook};
use crate::picture::View;
use hexcourier_engine::notation::parse_move;
use hexcourier_engine::{Player, Position};
use std::sync::PoisonError;

impl Core {
    /// The announcements owed after `after` (from the first with `None`), at most `limit`, in
    /// delivery order: by game, and within a game in the order they were made.
    pub fn owed(&self, after: Option<NoticeId>, limit: usize) -> Vec<Owed> {
        self.outbox.owed(after, limit)
    }

    /// The announcements of one game owed now, in the order they were made.
    pub fn owed_of(&self, game: GameId) -> Vec<Owed> {
        self.outbox.owed_of(game)
    }

    /// The replies an announcement stands for, ready to deliver: boards drawn, texts split at
    /// the length limit, mentions defused.
    pub fn render(&self, says: &[Said]) -> Vec<Reply> {
        let mut out = Vec::with_capacity(says.len());
        for s in says {
            let r = match s {
                Said::Text { place, text } => Reply::Text {
                    place: place.clone(),
                    text: text.clone(),
                },
                Said::Board { place, board } => self.paint(place, board),
                Said::Ping { place, user } => Reply::Ping {
                    place: place.clone(),
                    user: user.clone(),
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
                } => Reply::OpenPlace {
                    place: place.clone(),
                    title: title.clone(),
                    parent: parent.clone(),
                },
            };
            let place = r.place().clone();
            out.extend(finish(&place, Ok(vec![r])));
        }
        out
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
                format!("(The picture could not be drawn: {e}.) {}", board.caption),
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

    /// Records how far the delivery of an owed announcement got, so a restart goes on from
    /// there.
    pub fn progress(&self, id: NoticeId, progress: Progress) {
        self.outbox.progress(id, progress);
    }

    /// Marks an announcement delivered: it is owed no more.
    pub fn settle(&self, id: NoticeId) {
        self.outbox.settle(id);
    }

    /// Drops an announcement that no transport can ever deliver (its place is gone for
    /// good): logged with `why`, and counted in [`Core::outbox_status`].
    pub fn give_up(&self, id: NoticeId, why: &str) {
        tracing::warn!(game = %id.game, seq = id.seq, "announcement dropped: {why}");
        self.outbox.give_up(id);
    }

    /// How many announcements are owed, the oldest one's time, and how many were dropped.
    pub fn outbox_status(&self) -> OutboxStatus {
        self.outbox.status()
    }

    /// Sets what runs after every change that owes announcements (a transport's wake-up; it
    /// must be quick and must not call back into the core).
    pub fn on_owed(&self, hook: OwedHook) {
        *self.on_owed.lock().unwrap_or_else(PoisonError::into_inner) = Some(hook);
    }

    /// Delivers every owed announcement by returning it: settles each and returns their
    /// replies, in order. For transports whose delivery cannot fail (tests, scripts); the
    /// console and Discord deliver through [`Core::owed`] and [`Core::settle`].
    pub fn drain_owed(&self) -> Vec<Reply> {
        let mut out = Vec::new();
        loop {
            let owed = self.owed(None, 256);
            if owed.is_empty() {
                return out;
            }
            for o in owed {
                out.extend(self.render(&o.says));
                self.settle(o.id);
            }
        }
    }
}
