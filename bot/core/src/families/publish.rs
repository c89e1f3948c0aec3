//! Command family: `/web`, what a server shows on the web. Server admins (on the console, its
//! one trusted user) turn the server's pages on or off:
//!
//! - `/web on|off`: its leaderboards and finished games at `/s/<slug>/...` (default off);
//! - `/web games on|off`: whether its games have pages at `/g/<slug>` at all (default on;
//!   off, every game page of the server answers "not found", old links included).
//!
//! `/web` alone says how they stand, with the addresses when the bot knows its public address
//! (`web.public_url`).

use crate::i18n::plain;
use crate::state::pages::{realm_key, server_slug_key};
use crate::t;
use crate::vocabulary::caller::Caller;
use crate::vocabulary::command::WebCmd;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply};
use crate::Core;
use hexcourier_store::{Commit, Expect, Table, Write};

impl Core {
    /// `/web`, `/web on|off`, `/web games on|off`.
    pub(crate) fn web_command(
        &self,
        place: &Place,
        caller: &Caller,
        cmd: WebCmd,
    ) -> Result<Vec<Reply>, Problem> {
        let realm = realm_key(caller.realm()).to_string();
        let storage = |e: hexcourier_store::StoreError| Problem::Storage(e.to_string());
        let lang = self.lang_of_caller(caller);
        // Changing them is for admins: the permission table checked it before this ran.
        let slug = self.server_slug(&realm).map_err(storage)?;
        match cmd {
            WebCmd::Show => {}
            WebCmd::ServerPages(on) => {
                let finder = Write {
                    table: Table::Players,
                    key: server_slug_key(&slug),
                    expect: Expect::Any,
                    value: on.then(|| realm.clone().into_bytes()),
                };
                self.with_server_change(
                    &realm,
                    |r| r.web_pages = on,
                    |w| {
                        self.store
                            .commit(Commit {
                                writes: vec![w, finder.clone()],
                                ..Commit::default()
                            })
                            .map(|_| ())
                    },
                )
                .map_err(storage)?;
            }
            WebCmd::GamePages(on) => {
                self.with_server_change(
                    &realm,
                    |r| r.game_pages_off = !on,
                    |w| {
                        self.store
                            .commit(Commit {
                                writes: vec![w],
                                ..Commit::default()
                            })
                            .map(|_| ())
                    },
                )
                .map_err(storage)?;
            }
        }
        let s = self.web_settings(caller.realm()).map_err(storage)?;
        let base = self.page_base.as_deref();
        let mut lines = vec![if s.server_pages {
            match base {
                Some(b) => t!(
                    lang,
                    "web-server-on",
                    base = b.to_string(),
                    slug = slug.clone()
                ),
                None => t!(lang, "web-server-on-no-address", slug = slug.clone()),
            }
        } else {
            plain(lang, "web-server-off")
        }];
        lines.push(plain(
            lang,
            if s.game_pages {
                "web-games-on"
            } else {
                "web-games-off"
            },
        ));
        Ok(vec![text(place, lines.join("\n"))])
    }
}
