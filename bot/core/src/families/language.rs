//! Command family: `/language`, the language of a server's public announcements. Server
//! admins (on the console, its one trusted user) set it; until they do it follows the
//! server's preferred locale on Discord ([`Core::note_guild_lang`]), else English. What a
//! member reads privately follows their own Discord language.

use crate::i18n::{text as tr, Args, Lang};
use crate::state::facts::Facts;
use crate::state::pages::realm_key;
use crate::vocabulary::caller::Caller;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply};
use crate::Core;
use hexcourier_store::Commit;

impl Core {
    /// `/language` (how it stands) or `/language <code>` (admins: set it).
    pub(crate) fn language_command(
        &self,
        place: &Place,
        caller: &Caller,
        lang: Option<Lang>,
    ) -> Result<Vec<Reply>, Problem> {
        let realm = realm_key(caller.realm()).to_string();
        let storage = |e: hexcourier_store::StoreError| Problem::Storage(e.to_string());
        let Some(lang) = lang else {
            // Said to the asker in their language, naming the server's in itself.
            let now = self.server_lang(caller.realm());
            let mut a = Args::new();
            a.set("name", now.native_name());
            let words = tr(self.lang_of_caller(caller), "language-show", &a);
            return Ok(vec![text(place, words)]);
        };
        // Setting it is for admins: the permission table checked it before this ran.
        self.with_server_change(
            &realm,
            |r| {
                r.lang = lang;
                r.lang_chosen = true;
            },
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
        Ok(vec![text(place, said(lang, "language-set"))])
    }

    /// `/language timezone <zone>` (admins): the zone of the server's times on the console
    /// and the web pages.
    pub(crate) fn server_zone_command(
        &self,
        place: &Place,
        caller: &Caller,
        name: &str,
    ) -> Result<Vec<Reply>, Problem> {
        let lang = self.lang_of_caller(caller);
        let Some((canonical, _)) = crate::vocabulary::zone::zone(name) else {
            return Err(Problem::Refused(crate::t!(
                lang,
                "notify-unknown-zone",
                zone = crate::vocabulary::words::quote(name)
            )));
        };
        let realm = realm_key(caller.realm()).to_string();
        self.with_server_change(
            &realm,
            |r| r.tz = Some(canonical.clone()),
            |w| {
                self.store
                    .commit(Commit {
                        writes: vec![w],
                        ..Commit::default()
                    })
                    .map(|_| ())
            },
        )
        .map_err(|e| Problem::Storage(e.to_string()))?;
        let public = self.server_lang(caller.realm());
        Ok(vec![text(
            place,
            crate::t!(public, "language-zone-set", tz = canonical.clone()),
        )])
    }

    /// The time zone a server's times are shown in on the console and the web pages (UTC
    /// until its admins set one, or if its record cannot be read).
    pub fn server_zone(&self, realm: Option<&str>) -> jiff::tz::TimeZone {
        match self.server(realm_key(realm)) {
            Ok((rec, _)) => crate::vocabulary::zone::zone_or_utc(rec.tz.as_deref()),
            Err(e) => {
                tracing::warn!("a server's time zone could not be read: {e}");
                jiff::tz::TimeZone::UTC
            }
        }
    }

    /// `text` with its moments ([`crate::vocabulary::moment`]) in a server's zone, for
    /// transports without Discord's markup (the console, the web pages).
    pub fn local_times(&self, realm: Option<&str>, text: &str) -> String {
        crate::vocabulary::moment::local_moments(text, &self.server_zone(realm)).into_owned()
    }

    /// The language of a server's public announcements (English if none was set, or if its
    /// record cannot be read). Games without a server (the console's) are announced in the
    /// core's language (the console's `--lang`) until `/language` sets one (a record made
    /// for another setting, a time zone or a notation, leaves it so).
    pub fn server_lang(&self, realm: Option<&str>) -> Lang {
        match self.server(realm_key(realm)) {
            Ok((_, None)) if realm.is_none() => self.lang,
            Ok((rec, _)) if realm.is_none() && !rec.lang_chosen => self.lang,
            Ok((rec, _)) => rec.lang,
            Err(e) => {
                tracing::warn!("a server's language could not be read: {e}");
                Lang::En
            }
        }
    }

    /// The server's preferred locale (as Discord gives it with each interaction) speaks
    /// `lang`: its announcements follow it, unless its admins chose a language. Writes only
    /// when that changes anything.
    ///
    /// # Errors
    /// If the server's record cannot be read or written.
    pub fn note_guild_lang(
        &self,
        realm: &str,
        lang: Lang,
    ) -> Result<(), hexcourier_store::StoreError> {
        let (rec, _) = self.server(realm)?;
        if rec.lang_chosen || rec.lang == lang {
            return Ok(());
        }
        self.with_server_change(
            realm,
            |r| {
                if !r.lang_chosen {
                    r.lang = lang;
                }
            },
            |w| {
                self.store
                    .commit(Commit {
                        writes: vec![w],
                        ..Commit::default()
                    })
                    .map(|_| ())
            },
        )
    }

    /// The language of the announcements in `place`: its game's server's.
    pub fn lang_at(&self, place: &Place) -> Lang {
        let realm = self
            .game_at(place)
            .and_then(|g| crate::state::live::lock(&g).community().map(str::to_string));
        self.server_lang(realm.as_deref())
    }
}

/// A `/language` answer in `lang`, naming it in itself.
fn said(lang: Lang, key: &str) -> String {
    let mut a = Args::new();
    a.set("name", lang.native_name());
    tr(lang, key, &a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Command, FakeClock, FakePainter, UserId};
    use hexcourier_store::MemoryStore;

    fn core() -> Core {
        Core::new(
            hexcourier_engine::Library::builtin().unwrap_or_else(|e| panic!("{e:?}")),
            Box::new(MemoryStore::new()),
            Box::new(FakeClock::at(1_000)),
            Box::new(FakePainter::default()),
        )
        .unwrap_or_else(|e| panic!("core: {e}"))
    }

    fn said(core: &Core, admin: bool, text: &str) -> String {
        let rights = if admin {
            crate::Rights::ADMIN
        } else {
            crate::Rights::PLAIN
        };
        let caller = Caller::member(UserId::new("ann"), "guild-1", rights);
        let cmd = Command::parse(text, false)
            .ok()
            .flatten()
            .unwrap_or(Command::Help);
        match core.try_execute(&caller, &Place::lobby(), cmd) {
            Ok(r) => r
                .iter()
                .filter_map(Reply::text)
                .collect::<Vec<_>>()
                .join("\n"),
            Err(p) => p.to_string(),
        }
    }

    #[test]
    fn games_without_a_server_speak_the_consoles_language_until_one_is_set() {
        let core = core().with_lang(Lang::Pl);
        assert_eq!(core.server_lang(None), Lang::Pl);
        // A guild follows its own record, whatever the core's language.
        assert_eq!(core.server_lang(Some("guild-1")), Lang::En);
        let said = core.handle(
            &Caller::operator(UserId::new("ann")),
            &Place::lobby(),
            "/language de",
        );
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(core.server_lang(None), Lang::De);
    }

    #[test]
    fn a_server_admin_sets_the_servers_language_and_others_may_only_read_it() {
        let core = core();
        assert_eq!(core.server_lang(Some("guild-1")), Lang::En);
        assert!(said(&core, false, "/language")
            .starts_with("This server's announcements are in English."));
        // Asked by a member reading Hungarian: their language, the server's named in itself.
        let caller =
            Caller::member(UserId::new("bea"), "guild-1", crate::Rights::PLAIN).reading(Lang::Hu);
        let asked = core.handle_in_public(&caller, &Place::lobby(), "/language");
        assert_eq!(
            asked.first().and_then(Reply::text),
            Some("A szerver közleményeinek nyelve: English. A szerver adminjai a /hex language paranccsal módosítják; amit privátban olvasol, az a Discordod nyelvén jelenik meg.")
        );
        assert_eq!(
            said(&core, false, "/language pl"),
            "Only a server admin can change the server's language."
        );
        assert_eq!(
            said(&core, true, "/language pl"),
            "Od teraz ogłoszenia na tym serwerze są w języku: polski."
        );
        assert_eq!(core.server_lang(Some("guild-1")), Lang::Pl);
        assert_eq!(core.server_lang(Some("guild-2")), Lang::En);
        assert_eq!(
            Command::parse("/language fr", false).map_err(|p| p.to_string()),
            Err("Usage: /language [en|pl|hu|de] | /language timezone <Europe/Warsaw>".to_string())
        );
        assert_eq!(
            said(&core, true, "/language de"),
            "Die Ankündigungen dieses Servers sind ab jetzt auf Deutsch."
        );
    }

    /// Moments are Discord's markup in texts; the console and the web pages show them in the
    /// server's zone, which its admins set (UTC until then).
    #[test]
    fn a_server_admin_sets_the_zone_its_times_are_shown_in() {
        let core = core();
        let text = "closes at <t:1795651199:f>";
        assert_eq!(
            core.local_times(Some("guild-1"), text),
            "closes at 2026-11-25 23:59 UTC"
        );
        assert_eq!(
            said(&core, false, "/language timezone Europe/Warsaw"),
            "Only a server admin can change the server's language."
        );
        assert_eq!(
            said(&core, true, "/language timezone europe/warsaw"),
            "This server's times are shown in Europe/Warsaw on the console and the web pages from now on (Discord shows every reader their own)."
        );
        assert_eq!(
            said(&core, true, "/language timezone Mars/Olympus"),
            "I do not know the time zone Mars/Olympus: give its name as in the time zone database, like Europe/Warsaw, Europe/Budapest or America/New_York."
        );
        assert_eq!(
            core.local_times(Some("guild-1"), text),
            "closes at 2026-11-26 00:59 CET"
        );
        assert_eq!(
            core.local_times(Some("guild-2"), text),
            "closes at 2026-11-25 23:59 UTC"
        );
    }

    #[test]
    fn a_servers_preferred_locale_sets_its_language_until_its_admins_choose() {
        let core = core();
        let note = |lang| {
            core.note_guild_lang("guild-1", lang)
                .unwrap_or_else(|e| panic!("{e}"))
        };
        note(Lang::Hu);
        assert_eq!(core.server_lang(Some("guild-1")), Lang::Hu);
        assert_eq!(core.server_lang(Some("guild-2")), Lang::En);
        // The server changes its preferred locale: announcements follow.
        note(Lang::Pl);
        assert_eq!(core.server_lang(Some("guild-1")), Lang::Pl);
        // Once an admin chooses, the preferred locale no longer changes it, English included.
        said(&core, true, "/language en");
        note(Lang::De);
        assert_eq!(core.server_lang(Some("guild-1")), Lang::En);
    }
}
