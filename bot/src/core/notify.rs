//! Command family: notifications. `/notify dm on|off` (a DM when it becomes your turn, see
//! [`super::dm`]); `/notify` alone says how it stands.

use super::reply::text;
use super::{Core, Place, Problem, Reply, UserId};

impl Core {
    /// `/notify [dm on|off]`: turns turn notifications by DM on or off, or says how they stand.
    pub(super) fn notify(
        &self,
        place: &Place,
        user: &UserId,
        dm: Option<bool>,
    ) -> Result<Vec<Reply>, Problem> {
        let storage = |e: crate::store::StoreError| Problem::Storage(e.to_string());
        let line = match dm {
            None => {
                let (rec, _) = self.player(user).map_err(storage)?;
                if rec.dm {
                    "Turn notifications by DM are on: when it becomes your turn, I send you a direct message (games turning to you within a minute share one). /notify dm off turns them off."
                } else {
                    "Turn notifications by DM are off: the ping in each game's thread tells you it is your turn. /notify dm on adds a direct message."
                }
            }
            Some(true) => {
                self.update_player(user, |rec| {
                    rec.dm = true;
                    rec.note = None;
                })
                .map_err(storage)?;
                "Turn notifications by DM are on: when it becomes your turn in a game, I send you a direct message with the move just played and a link to the game (games turning to you within a minute share one). If your privacy settings refuse DMs from this server's members, they are switched off again and /games says so."
            }
            Some(false) => {
                self.update_player(user, |rec| {
                    rec.dm = false;
                    rec.waiting.clear();
                })
                .map_err(storage)?;
                "Turn notifications by DM are off: the ping in each game's thread tells you it is your turn."
            }
        };
        Ok(vec![text(place, line)])
    }

    /// What a player's next `/games` must tell them once (why their DMs were switched off),
    /// taken from their record.
    pub(super) fn take_player_note(&self, user: &UserId) -> Option<String> {
        let (rec, _) = self.player(user).ok()?;
        rec.note.as_ref()?;
        self.update_player(user, |rec| rec.note.take())
            .ok()
            .flatten()
    }
}
