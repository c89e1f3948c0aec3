//! The names the core keeps, as [`crate::vocabulary::names`] says players and servers are
//! named: noted as a transport sees them, put into games and tournaments about to be stored,
//! and a server's own name kept in its record.

use crate::vocabulary::names::{clean_name, MAX_NAME_CHARS, MAX_SERVER_NAME_CHARS};
use crate::vocabulary::types::UserId;
use crate::Core;
use hexcourier_store::StoreError;
use std::collections::BTreeMap;

impl Core {
    /// The transport saw these users in the server `realm` (`None`: a place without one)
    /// named so (cleaned with [`clean_name`]; blank names are ignored). Their games in that
    /// server take the names with their next stored change.
    pub fn note_names(&self, realm: Option<&str>, seen: &[(UserId, String)]) {
        let realm = realm.unwrap_or(crate::vocabulary::caller::NO_REALM);
        for (user, name) in seen {
            if let Some(name) = clean_name(name, MAX_NAME_CHARS) {
                self.names.note(realm, user, name);
            }
        }
    }

    /// The name the transport last saw `user` by in the server `realm`, if it did since this
    /// process started.
    pub fn name_in(&self, realm: Option<&str>, user: &UserId) -> Option<String> {
        self.names
            .get(realm.unwrap_or(crate::vocabulary::caller::NO_REALM), user)
    }

    /// The server `realm` is named `name` (on Discord, as its GUILD_CREATE says): kept in its
    /// record for public records and pages. Writes only when the name changed; whether it
    /// did.
    ///
    /// # Errors
    /// If the store cannot be read or written.
    pub fn note_server_name(&self, realm: &str, name: &str) -> Result<bool, StoreError> {
        let Some(name) = clean_name(name, MAX_SERVER_NAME_CHARS) else {
            return Ok(false);
        };
        let (rec, _) = self.server(realm)?;
        if rec.name.as_deref() == Some(name.as_str()) {
            return Ok(false);
        }
        self.with_server_change(
            realm,
            |rec| rec.name = Some(name.clone()),
            |w| {
                self.store
                    .commit(hexcourier_store::Commit {
                        writes: vec![w],
                        ..hexcourier_store::Commit::default()
                    })
                    .map(|_| ())
            },
        )?;
        Ok(true)
    }

    /// The server (community) of the game or tournament an announcement comes from, if it
    /// has one: a transport names its users as that server shows them.
    pub fn realm_of_notice(&self, from: crate::vocabulary::types::Source) -> Option<String> {
        self.realm_of_source(from)
    }

    /// The name of the server `realm` as its record keeps it, if known (`None` too for games
    /// without a server).
    pub fn server_name(&self, realm: Option<&str>) -> Option<String> {
        let realm = realm?;
        match self.server(realm) {
            Ok((rec, _)) => rec.name,
            Err(e) => {
                tracing::warn!("a server's name could not be read: {e}");
                None
            }
        }
    }

    /// The names of `players` (in seat order) as the book knows them in `realm`, over the
    /// names already kept (`kept`, by seat): a name seen anew replaces the kept one, a name
    /// not seen since this process started keeps it.
    pub(crate) fn seat_names(
        &self,
        realm: Option<&str>,
        players: &[UserId],
        kept: &BTreeMap<u8, String>,
    ) -> BTreeMap<u8, String> {
        let mut names = kept.clone();
        for (i, user) in players.iter().enumerate() {
            let Ok(seat) = u8::try_from(i) else { break };
            if !user.is_person() {
                continue;
            }
            if let Some(name) = self.name_in(realm, user) {
                names.insert(seat, name);
            }
        }
        names.retain(|&seat, _| usize::from(seat) < players.len());
        names
    }

    /// Puts the names its server shows its players by into a game about to be stored.
    pub(crate) fn name_seats(&self, g: &mut crate::state::live::LiveGame) {
        g.names = self.seat_names(g.realm.as_deref(), &g.players, &g.names);
    }

    /// Puts the names its server shows its players by into a tournament about to be stored.
    pub(crate) fn name_entrants(&self, rec: &mut crate::state::event::EventRecord) {
        let realm = rec.realm.clone();
        for e in &mut rec.players {
            if let Some(name) = self.name_in(realm.as_deref(), &UserId::new(e.user.as_str())) {
                e.name = Some(name);
            }
        }
    }
}
