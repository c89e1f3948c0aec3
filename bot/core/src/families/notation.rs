//! Command family: `/notation`, how moves are written for a reader. Each player chooses their
//! own (`/notation figurines`), server admins the server's (`/notation server english`), which
//! its public announcements use and which a player who chose none reads. The default is the
//! letters of the reader's language ([`Notation::Letters`]). Records (PGN, TRF) keep the
//! standard letters whatever is chosen.

use crate::i18n::{show_move, Lang, Notation};
use crate::state::live::{lock, Shared};
use crate::t;
use crate::vocabulary::caller::{Caller, NO_REALM};
use crate::vocabulary::command::notation::NotationCmd;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::Core;
use hexcourier_engine::Variant;
use hexcourier_store::Commit;

impl Core {
    /// `/notation ...`.
    pub(crate) fn notation_command(
        &self,
        place: &Place,
        caller: &Caller,
        cmd: NotationCmd,
    ) -> Result<Vec<Reply>, Problem> {
        let storage = |e: hexcourier_store::StoreError| Problem::Storage(e.to_string());
        let lang = self.lang_of_caller(caller);
        let user = caller.user();
        let realm = caller.realm();
        let words = match cmd {
            NotationCmd::Show => {
                let own = self.player(user).map_err(storage)?.0.notation;
                let server = self.server_notation(realm);
                t!(
                    lang,
                    "notation-show",
                    yours = self.notation_words(lang, own.unwrap_or(server)),
                    server = self.notation_words(lang, server)
                )
            }
            NotationCmd::Own(n) => {
                self.update_player(user, |rec| rec.notation = Some(n))
                    .map_err(storage)?;
                t!(lang, "notation-set", name = self.notation_words(lang, n))
            }
            NotationCmd::Server(n) => {
                // Setting it is for admins: the permission table checked it before this ran.
                self.with_server_change(
                    realm.unwrap_or(NO_REALM),
                    |r| r.notation = n,
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
                let public = self.server_lang(realm);
                t!(
                    public,
                    "notation-server-set",
                    name = self.notation_words(public, n)
                )
            }
        };
        Ok(vec![text(place, words)])
    }

    /// A notation named in `lang` with an example: "figurines (♕e1-c3, ♘d1-f4)".
    fn notation_words(&self, lang: Lang, n: Notation) -> String {
        let name = crate::i18n::plain(lang, &format!("notation-name-{}", n.word()));
        match self.lib.get(&self.example_variant()) {
            Some(v) => format!(
                "{name} ({}, {})",
                show_move(v, lang, n, "Qe1-c3"),
                show_move(v, lang, n, "Nd1-f4")
            ),
            None => name,
        }
    }

    /// The notation of a server's public announcements (letters if none was set, or if its
    /// record cannot be read).
    pub fn server_notation(&self, realm: Option<&str>) -> Notation {
        match self.server(realm.unwrap_or(NO_REALM)) {
            Ok((rec, _)) => rec.notation,
            Err(e) => {
                tracing::warn!("a server's notation could not be read: {e}");
                Notation::default()
            }
        }
    }

    /// The notation `user` reads in `realm`: their own choice, else the server's.
    pub fn notation_of(&self, user: &UserId, realm: Option<&str>) -> Notation {
        match self.player(user) {
            Ok((rec, _)) => rec.notation.unwrap_or_else(|| self.server_notation(realm)),
            Err(e) => {
                tracing::warn!(%user, "a player's notation could not be read: {e}");
                self.server_notation(realm)
            }
        }
    }

    /// The notation of a game's public announcements: its server's.
    pub(crate) fn public_notation(&self, shared: &Shared) -> Notation {
        use crate::state::facts::Facts;
        let realm = lock(shared).community().map(str::to_string);
        self.server_notation(realm.as_deref())
    }

    /// The notation `user` reads in a game: their own, else the game's server's.
    pub(crate) fn notation_in(&self, shared: &Shared, user: &UserId) -> Notation {
        use crate::state::facts::Facts;
        let realm = lock(shared).community().map(str::to_string);
        self.notation_of(user, realm.as_deref())
    }
}

/// A canonical move (or a line of them) written for a reader.
pub(crate) fn shown(v: &Variant, lang: Lang, n: Notation, canonical: &str) -> String {
    crate::i18n::show_moves(v, lang, n, canonical)
}
