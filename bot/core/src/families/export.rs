//! Command family: game records. `/export` answers with the game of its place as a text file
//! in the PGN-like format `hexcourier replay` and `/new ... from:` read back (README: "Game
//! records"); `/gif` with its animated replay.

use crate::i18n::{variant_name, Lang};
use crate::state::facts::Facts;
use crate::state::live::lock;
use crate::state::record::record_text;
use crate::t;
use crate::vocabulary::limits::WorkSlot;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::Core;

/// The longest game `/gif` draws, in plies.
pub const MAX_GIF_PLIES: usize = 500;

impl Core {
    /// `/export`: the game of this place as a record file (`g12.pgn`), during or after it.
    pub(crate) fn export(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/export works")?;
        let realm = lock(&shared).realm.clone();
        let server = self.server_name(realm.as_deref());
        let g = lock(&shared);
        let text = record_text(&g, server.as_deref());
        let id = g.id.key();
        Ok(vec![Reply::File {
            place: place.clone(),
            bytes: text.into_bytes(),
            file_name: format!("{id}.pgn"),
            caption: format!(
                "{id}: {}, {}",
                variant_name(lang, &g.variant.id, &g.variant.name),
                g.players_line_in(lang)
            ),
        }])
    }
}

impl Core {
    /// `/gif`: the animated replay of the game of this place, during or after it, turned for
    /// the asker's side (a spectator sees the first player's).
    pub(crate) fn replay_gif(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/gif works")?;
        let (v, game, viewer, id, players, realm) = {
            let g = lock(&shared);
            (
                g.variant.clone(),
                g.game.clone(),
                g.seat_of(user),
                g.id.key(),
                g.players_line_in(lang),
                g.realm.clone(),
            )
        };
        let plies = game.moves().len();
        if plies > MAX_GIF_PLIES {
            return Err(Problem::TooLongFor {
                what: "/gif",
                plies,
                max: MAX_GIF_PLIES,
            });
        }
        // One replay is drawn at a time per server (it is charged by its length too).
        let _slot = WorkSlot::take(&self.working, realm.as_deref(), "/gif")?;
        Ok(vec![match self.painter.replay(&v, &game, viewer) {
            Ok(bytes) => Reply::Image {
                place: place.clone(),
                png: bytes,
                caption: format!(
                    "{id}: {}, {players}, {}",
                    variant_name(lang, &v.id, &v.name),
                    t!(lang, "count-moves", n = plies as u64)
                ),
                file_name: format!("{id}.gif"),
            },
            Err(e) => text(place, t!(lang, "replay-failed", error = e.to_string())),
        }])
    }
}
