//! Command family: tournaments (`/tournament ...`), run by the bot from sign-up to final
//! standings: round robins (FIDE Berger tables), Swiss events (the FIDE Dutch system), and for
//! three-player variants groups of three and Swiss tables of three, paired by the `pairing`
//! crate.
//!
//! A tournament is a record of its own (the `Tournaments` table) with announcements of its
//! own (its place `#t<n>`, a thread on Discord). Each board of a round is an ordinary game
//! whose record says which board it plays; when a game ends, the same store write that keeps
//! its result updates the tournament, and when that was the round's last result, pairs the
//! next round, makes its games and announces them (or the final standings). A crash or an
//! outage never loses or repeats a round: there is no moment between the result and the
//! pairing.

use crate::i18n::{plain, side_name, variant_name, Lang};
use crate::state::event::{
    points_text, BoardRec, Entrant, EventRecord, Format, Paired, RoundRec, Stage, EVENT_VERSION,
};
use crate::state::event_words::{format_words, stage_round, standings_tables, standings_title};
use crate::state::live::{lock, LiveGame};
use crate::state::opening::announce_new_game_in;
use crate::t;
use crate::vocabulary::caller::Caller;
use crate::vocabulary::notice::{NoticeBody, Progress, Said};
use crate::vocabulary::permission::Key;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{GameId, Place, Reply, TournamentId, UserId};
use crate::vocabulary::words::UserText;
use crate::{Core, Extra, GAME_IDS};
use hexcourier_engine::{EndReason, Game, Outcome, Position};
use hexcourier_store::{
    Commit, EventLink, Expect, HintRule, MoveClock, OwedEntry, OwedKey, StoreError, Table, Write,
};
use std::collections::BTreeMap;

/// The store's counter of tournament ids.
const TOURNAMENT_IDS: &str = "tournaments";

/// Days per move of tournament games unless given.
pub const DEFAULT_TOURNAMENT_DAYS: u8 = 3;

/// Losses on time after which a player is withdrawn, unless configured.
pub const DEFAULT_TIMEOUTS_TO_WITHDRAW: u32 = 2;

/// Most players unless given.
const DEFAULT_MAX_PLAYERS: u32 = 64;

/// The longest tournament name kept, in characters.
const NAME_CHARS: usize = 60;

/// Swiss rounds unless given.
const DEFAULT_SWISS_ROUNDS: u32 = 5;

fn storage(e: StoreError) -> Problem {
    Problem::Storage(e.to_string())
}

/// A tournament problem in words, as a usage-like refusal.
fn refuse(text: impl Into<String>) -> Problem {
    Problem::Refused(text.into())
}

/// Why a round cannot be paired, in `lang` (the pairing crate's own words only for what
/// the bot never meets: an event it set up wrongly).
fn pair_error_words(lang: crate::i18n::Lang, e: &crate::state::event::PairError) -> String {
    use crate::state::event::PairError;
    match e {
        PairError::TooFew(n) => t!(lang, "tournament-pair-too-few", count = *n),
        PairError::NoValidPairing(round) => {
            t!(lang, "tournament-pair-impossible", round = *round)
        }
        PairError::Pairing(why) => why.clone(),
    }
}

impl Core {
    /// `/tournament ...`.
    pub(crate) fn tournament(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        cmd: crate::vocabulary::command::TournamentCmd,
    ) -> Result<Vec<Reply>, Problem> {
        use crate::vocabulary::command::TournamentCmd as T;
        let lang = self.lang_of_caller(caller);
        match cmd {
            T::New(n) => self.new_tournament(place, user, caller, n),
            T::Join(w) => self.join_tournament(place, user, caller, w.as_deref()),
            T::Leave(w) => {
                let id = self.which_tournament(place, caller, w.as_deref())?;
                self.withdraw_player(place, id, user, user, lang)
            }
            T::Start(w) => {
                let id = self.which_tournament(place, caller, w.as_deref())?;
                self.check_organiser(id, user, caller, Key::TournamentStart)?;
                self.start_tournament(id, lang)?;
                Ok(Vec::new())
            }
            T::Standings(w) => {
                let id = self.which_tournament(place, caller, w.as_deref())?;
                let (rec, _) = self.load_event_in(id, lang)?;
                Ok(standings_replies(place, &rec, lang))
            }
            T::Pairings { which, round } => {
                let id = self.which_tournament(place, caller, which.as_deref())?;
                let (rec, _) = self.load_event_in(id, lang)?;
                let r = round.unwrap_or(rec.rounds.len() as u32);
                let round_rec = rec
                    .rounds
                    .get(r.saturating_sub(1) as usize)
                    .ok_or_else(|| {
                        refuse(t!(
                            lang,
                            "tournament-no-round",
                            id = id.to_string(),
                            round = r.to_string()
                        ))
                    })?;
                Ok(vec![text(place, round_text(&rec, r, round_rec, lang))])
            }
            T::Withdraw { which, user: who } => {
                let id = self.which_tournament(place, caller, which.as_deref())?;
                self.check_organiser(id, user, caller, Key::TournamentWithdraw)?;
                self.withdraw_player(place, id, &who, user, lang)
            }
            T::Adjudicate { game, result } => self.adjudicate(user, caller, &game, &result),
            T::Export(w) => {
                let id = self.which_tournament(place, caller, w.as_deref())?;
                self.export_tournament(place, id, lang)
            }
            T::List => Ok(vec![text(place, self.tournaments_text(caller))]),
        }
    }

    /// Refuses a user who is neither the tournament's organiser nor an admin of its server
    /// (the permission table's [`Who::Organiser`](crate::vocabulary::permission::Who::Organiser)).
    fn check_organiser(
        &self,
        id: TournamentId,
        user: &UserId,
        caller: &Caller,
        key: Key,
    ) -> Result<(), Problem> {
        let lang = self.lang_of_caller(caller);
        let (rec, _) = self.load_event_in(id, lang)?;
        self.own_record(caller, rec.realm.as_deref(), &id.to_string())?;
        if rec.organiser == user.as_str() || caller.may_administer() {
            Ok(())
        } else if caller.rights_unknown() {
            // An admin typing it in a thread: the slash command shows the bot their rights.
            Err(crate::vocabulary::permission::needs_admin(
                caller,
                crate::vocabulary::permission::rule_of(key),
            ))
        } else {
            Err(Problem::Forbidden(
                crate::vocabulary::problem::Forbidden::NotOrganiser {
                    tournament: id.to_string(),
                    organiser: rec.organiser.clone(),
                },
            ))
        }
    }

    /// A tournament's record and version.
    pub(crate) fn load_event(&self, id: TournamentId) -> Result<(EventRecord, u64), Problem> {
        self.load_event_in(id, Lang::En)
    }

    /// A tournament's record and version; its absence said in `lang`.
    pub(crate) fn load_event_in(
        &self,
        id: TournamentId,
        lang: Lang,
    ) -> Result<(EventRecord, u64), Problem> {
        let stored = self
            .store
            .get(Table::Tournaments, &id.key())
            .map_err(storage)?
            .ok_or_else(|| refuse(t!(lang, "tournament-none", id = id.to_string())))?;
        let rec = EventRecord::decode(&stored.bytes)
            .map_err(|e| Problem::Storage(format!("tournament {id} cannot be read: {e}")))?;
        Ok((rec, stored.version))
    }

    /// When a tournament served here ends its sign-up (it starts, or is cancelled).
    pub(crate) fn event_due(&self, r: &EventRecord) -> Option<u64> {
        r.signup_until
            .filter(|_| r.stage == Stage::SigningUp && self.serves(r.realm.as_deref()))
    }

    /// The tournaments with a deadline here, and when.
    pub(crate) fn event_deadlines(&self) -> Vec<(TournamentId, Option<u64>)> {
        self.all_events()
            .iter()
            .filter_map(|r| Some((r.tid()?, self.event_due(r))))
            .filter(|(_, at)| at.is_some())
            .collect()
    }

    /// Every tournament record (a scan of the table; tournaments are few).
    pub(crate) fn all_events(&self) -> Vec<EventRecord> {
        let mut out = Vec::new();
        let scanned = self.store.scan(Table::Tournaments, "", &mut |_, v| {
            if let Ok(rec) = EventRecord::decode(&v.bytes) {
                out.push(rec);
            }
            true
        });
        if let Err(e) = scanned {
            tracing::warn!("cannot read the tournaments: {e}");
        }
        out
    }

    /// The community of a tournament, if it has one.
    pub(crate) fn tournament_realm(&self, id: TournamentId) -> Option<String> {
        self.load_event(id).ok().and_then(|(r, _)| r.realm)
    }

    /// The tournament a command is about: the one named, else the one of this place (its
    /// thread), else the only one not finished made in this place or server.
    fn which_tournament(
        &self,
        place: &Place,
        caller: &Caller,
        named: Option<&str>,
    ) -> Result<TournamentId, Problem> {
        let lang = self.lang_of_caller(caller);
        let given = match named {
            Some(n) => Some(TournamentId::parse(n.trim()).ok_or_else(|| {
                refuse(t!(
                    lang,
                    "tournament-bad-name",
                    given = crate::vocabulary::words::quote(n)
                ))
            })?),
            None => TournamentId::parse(place.as_str()),
        };
        if let Some(id) = given {
            // Another server's tournament is answered as a missing one is.
            return match self.load_event(id) {
                Ok((rec, _)) => self
                    .own_record(caller, rec.realm.as_deref(), &id.to_string())
                    .map(|()| id),
                Err(Problem::Refused(_)) => Err(Problem::Forbidden(
                    crate::vocabulary::problem::Forbidden::NotHere {
                        name: id.to_string(),
                    },
                )),
                Err(other) => Err(other),
            };
        }
        let open: Vec<TournamentId> = self
            .all_events()
            .into_iter()
            .filter(|r| {
                r.stage != Stage::Finished
                    && caller.owns(r.realm.as_deref())
                    && (r.parent == place.as_str() || r.realm.is_some())
            })
            .filter_map(|r| r.tid())
            .collect();
        match open.as_slice() {
            [one] => Ok(*one),
            [] => Err(refuse(plain(lang, "tournament-none-here"))),
            many => Err(refuse(t!(
                lang,
                "tournament-several-here",
                ids = many
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                first = many[0].to_string()
            ))),
        }
    }

    /// The write of a tournament's record, if it is still at `version` (None: new).
    /// The write of a tournament's record, its players named as its server last showed them.
    fn event_write(&self, rec: &EventRecord, version: Option<u64>) -> Result<Write, Problem> {
        let mut rec = rec.clone();
        self.name_entrants(&mut rec);
        Ok(Write {
            table: Table::Tournaments,
            key: rec.id.clone(),
            expect: version.map_or(Expect::Absent, Expect::Version),
            value: Some(serde_json::to_vec(&rec).map_err(|e| Problem::Storage(e.to_string()))?),
        })
    }

    /// A tournament's next announcement (its number taken from the record).
    fn event_owed(&self, rec: &mut EventRecord, says: Vec<Said>) -> Result<OwedEntry, Problem> {
        let seq = rec.announced;
        rec.announced += 1;
        let body = NoticeBody {
            says,
            progress: Progress::default(),
        };
        Ok(OwedEntry {
            key: OwedKey {
                game: rec.id.clone(),
                seq,
            },
            created: self.now(),
            realm: rec.realm.clone(),
            body: serde_json::to_vec(&body).map_err(|e| Problem::Storage(e.to_string()))?,
        })
    }

    /// Stores a tournament's record with its announcement and what else the change makes
    /// (games), in one write; wakes the transports.
    fn commit_event(
        &self,
        mut rec: EventRecord,
        version: Option<u64>,
        says: Vec<Said>,
        extra: Extra,
    ) -> Result<(), Problem> {
        let mut owed = Vec::new();
        if !says.is_empty() {
            owed.push(self.event_owed(&mut rec, says)?);
        }
        let mut writes = vec![self.event_write(&rec, version)?];
        writes.extend(extra.writes);
        let mut games = extra.games;
        let now = self.now();
        let mut metas = Vec::new();
        for g in &mut games {
            self.name_seats(g);
            writes.push(Write {
                table: Table::Games,
                key: g.id.key(),
                expect: Expect::Absent,
                value: Some(g.record().encode()),
            });
            metas.push(self.game_meta(g, now));
        }
        owed.extend(extra.owed);
        let first_game = writes.len() - games.len();
        let owes = !owed.is_empty();
        let commit = Commit {
            writes,
            owe: owed,
            games: metas,
            ..Commit::default()
        };
        let deadline = self.event_due(&rec);
        match self.store.commit(commit) {
            Ok(versions) => {
                for (i, g) in games.iter_mut().enumerate() {
                    g.version = versions.get(first_game + i).copied().unwrap_or(1);
                }
                if let Some(id) = rec.tid() {
                    self.reschedule_event(id, deadline);
                }
                self.register_games(games);
                if owes {
                    self.wake_transports();
                }
                Ok(())
            }
            Err(e) if e.is_conflict() => Err(Problem::Conflict),
            Err(e) => Err(storage(e)),
        }
    }

    /// `/tournament new`.
    fn new_tournament(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        n: crate::vocabulary::command::NewTournament,
    ) -> Result<Vec<Reply>, Problem> {
        let lang = self.lang_of_caller(caller);
        // Making one is for admins: the permission table checked it before this ran.
        if TournamentId::parse(place.as_str()).is_some() || self.read_games().holds(place) {
            return Err(refuse(plain(lang, "tournament-in-channel")));
        }
        let v = self.variant(&n.variant)?.clone();
        let format = Format::parse(&n.format).ok_or_else(|| {
            refuse(t!(
                lang,
                "tournament-bad-format",
                given = crate::vocabulary::words::quote(&n.format)
            ))
        })?;
        if format.seats() != v.player_count() {
            let formats = if v.player_count() == 3 {
                "tournament-formats-three"
            } else {
                "tournament-formats-two"
            };
            return Err(refuse(t!(
                lang,
                "tournament-wrong-format",
                variant = variant_name(lang, &v.id, &v.name),
                players = v.player_count().to_string(),
                formats = plain(lang, formats)
            )));
        }
        if v.setup_required.is_some() {
            return Err(refuse(t!(
                lang,
                "tournament-no-start-position",
                variant = variant_name(lang, &v.id, &v.name)
            )));
        }
        // What is announced is in the server's language.
        let said = self.server_lang(caller.realm());
        let now = self.now();
        let id = TournamentId(self.store.next_id(TOURNAMENT_IDS).map_err(storage)?);
        // Kept as given (cleaned), and escaped wherever a chat text shows it.
        let name = n
            .name
            .map(|s| UserText::new(&s, NAME_CHARS))
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| {
                let words = t!(
                    said,
                    "tournament-default-name",
                    variant = variant_name(said, &v.id, &v.name),
                    format = format_words(said, format)
                );
                UserText::new(&words, words.chars().count())
            });
        let rec = EventRecord {
            version: EVENT_VERSION,
            id: id.key(),
            name,
            variant: v.id.clone(),
            format,
            rounds_planned: n.rounds.unwrap_or(DEFAULT_SWISS_ROUNDS),
            days: n.days.unwrap_or(DEFAULT_TOURNAMENT_DAYS),
            rated: n.rated.unwrap_or(true),
            max_players: n.max_players.unwrap_or(DEFAULT_MAX_PLAYERS),
            signup_until: n.signup_secs.map(|s| now.saturating_add(s)),
            organiser: user.as_str().to_string(),
            realm: caller.realm().map(str::to_string),
            parent: place.as_str().to_string(),
            players: Vec::new(),
            rounds: Vec::new(),
            schedule: Vec::new(),
            stage: Stage::SigningUp,
            announced: 0,
            timeouts_to_withdraw: self.tournament_timeouts,
            no_vacation: !n.allow_vacations,
            moretime: n.moretime,
        };
        let tplace = id.place();
        let rounds = match format {
            Format::Swiss | Format::Swiss3 => {
                t!(
                    said,
                    "tournament-rounds",
                    rounds = u64::from(rec.rounds_planned)
                )
            }
            _ => plain(said, "tournament-rounds-all"),
        };
        let deadline = rec.signup_until.map_or_else(
            || plain(said, "tournament-until-started"),
            |at| {
                t!(
                    said,
                    "tournament-until",
                    time = crate::vocabulary::moment::moment_ahead(at)
                )
            },
        );
        let rated = if rec.rated {
            "tournament-rated"
        } else {
            "tournament-not-rated"
        };
        let bye = match format {
            Format::Swiss => "tournament-bye-swiss",
            Format::Swiss3 => "tournament-bye-swiss3",
            Format::RoundRobin | Format::DoubleRoundRobin | Format::Groups => "tournament-bye-none",
        };
        let moretime = if rec.moretime {
            "tournament-moretime-on"
        } else {
            "tournament-moretime-off"
        };
        let intro = t!(
            said,
            "tournament-intro",
            name = rec.name.chat(),
            id = id.to_string(),
            variant = variant_name(said, &v.id, &v.name),
            format = format_words(said, format),
            rounds = rounds,
            bye = plain(said, bye),
            days = u64::from(rec.days),
            rated = plain(said, rated),
            moretime = plain(said, moretime),
            user = user.to_string(),
            deadline = deadline,
            max = rec.max_players.to_string()
        );
        let says = vec![
            Said::Open {
                place: tplace.clone(),
                title: format!("{id}: {}", rec.name.plain()),
                parent: place.clone(),
            },
            Said::text(
                place,
                t!(
                    said,
                    "tournament-new",
                    place = tplace.to_string(),
                    name = rec.name.chat(),
                    id = id.to_string()
                ),
            ),
            Said::text(&tplace, intro),
        ];
        self.commit_event(rec, None, says, Extra::default())?;
        Ok(Vec::new())
    }

    /// `/tournament join`.
    fn join_tournament(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        which: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let id = self.which_tournament(place, caller, which)?;
        let lang = self.lang_of_caller(caller);
        let ids = id.to_string();
        for _ in 0..3 {
            let (mut rec, version) = self.load_event_in(id, lang)?;
            if rec.stage != Stage::SigningUp {
                return Err(refuse(t!(lang, "tournament-signup-over", id = ids.clone())));
            }
            if rec.number_of(user).is_some() {
                return Err(refuse(t!(
                    lang,
                    "tournament-already-joined",
                    id = ids.clone()
                )));
            }
            if rec.players.len() as u32 >= rec.max_players {
                return Err(refuse(t!(
                    lang,
                    "tournament-full",
                    id = ids.clone(),
                    max = rec.max_players.to_string()
                )));
            }
            rec.players.push(Entrant {
                user: user.as_str().to_string(),
                withdrawn: false,
                timeouts: 0,
                name: None,
            });
            let line = t!(
                self.server_lang(rec.realm.as_deref()),
                "tournament-joins",
                user = user.to_string(),
                name = rec.name.chat(),
                count = rec.players.len() as u64
            );
            let says = vec![Said::text(&id.place(), line)];
            match self.commit_event(rec, Some(version), says, Extra::default()) {
                Err(Problem::Conflict) => continue,
                other => {
                    other?;
                    return Ok(vec![text(
                        place,
                        t!(lang, "tournament-you-are-in", id = ids.clone()),
                    )]);
                }
            }
        }
        Err(Problem::Conflict)
    }

    /// Starts a tournament: fixes its schedule and pairs and starts round 1 (the organiser's
    /// `/tournament start`, or its sign-up deadline).
    /// Refusals are in `lang`.
    fn start_tournament(&self, id: TournamentId, lang: Lang) -> Result<(), Problem> {
        let (mut rec, version) = self.load_event_in(id, lang)?;
        let ids = id.to_string();
        if rec.stage != Stage::SigningUp {
            return Err(refuse(t!(lang, "tournament-started-already", id = ids)));
        }
        let least = rec.format.seats();
        if rec.players.len() < least + usize::from(least == 2) {
            return Err(refuse(t!(
                lang,
                "tournament-too-few",
                id = ids,
                count = rec.players.len() as u64,
                least = (least + usize::from(least == 2)).to_string()
            )));
        }
        rec.make_schedule().map_err(|e| {
            refuse(t!(
                lang,
                "tournament-cannot-pair",
                id = ids.clone(),
                why = e.to_string()
            ))
        })?;
        rec.stage = Stage::Running;
        let (extra, says) = self.next_round(&mut rec, lang)?;
        self.commit_event(rec, Some(version), says, extra)
    }

    /// Pairs the next round of `rec` (or finishes it when no round is left): the round's
    /// games, their announcements, and what the tournament says.
    fn next_round(
        &self,
        rec: &mut EventRecord,
        asker: Lang,
    ) -> Result<(Extra, Vec<Said>), Problem> {
        let tid = rec.tid().ok_or(Problem::Internal)?;
        let tplace = tid.place();
        let lang = self.server_lang(rec.realm.as_deref());
        let mut extra = Extra::default();
        let mut says = Vec::new();
        loop {
            let done = rec.rounds.len() as u32 >= rec.total_rounds()
                || rec.active().len() < rec.format.seats();
            if done {
                rec.stage = Stage::Finished;
                says.push(Said::text(
                    &tplace,
                    t!(lang, "tournament-over", name = rec.name.chat()),
                ));
                says.extend(standings_says(
                    rec,
                    &plain(lang, "tournament-final-standings"),
                    lang,
                ));
                return Ok((extra, says));
            }
            let paired: Paired = match rec.pair_next() {
                Ok(paired) => paired,
                // After a round, a next round that cannot be paired must not stop the result
                // that ended it from being kept (its game would wait forever, and a timeout
                // be tried every second): the tournament ends here, saying why.
                Err(e) if !rec.rounds.is_empty() => {
                    rec.stage = Stage::Finished;
                    says.push(Said::text(
                        &tplace,
                        t!(
                            lang,
                            "tournament-ends-unpairable",
                            id = tid.to_string(),
                            round = (rec.rounds.len() + 1).to_string(),
                            why = pair_error_words(lang, &e)
                        ),
                    ));
                    says.extend(standings_says(
                        rec,
                        &plain(lang, "tournament-final-standings"),
                        lang,
                    ));
                    return Ok((extra, says));
                }
                Err(e) => {
                    return Err(refuse(t!(
                        asker,
                        "tournament-cannot-pair-next",
                        id = tid.to_string(),
                        why = pair_error_words(asker, &e)
                    )))
                }
            };
            let round_no = rec.rounds.len() as u32 + 1;
            let withdrawn: Vec<bool> = rec.players.iter().map(|e| e.withdrawn).collect();
            let mut round = RoundRec {
                boards: Vec::new(),
                byes: paired.byes.clone(),
                absent: (1..=rec.players.len() as u32)
                    .filter(|&n| withdrawn[(n - 1) as usize])
                    .collect(),
            };
            for (b, seats) in paired.boards.iter().enumerate() {
                let mut board = BoardRec {
                    seats: seats.clone(),
                    game: None,
                    quarters: None,
                    ranks: None,
                    forfeit: false,
                    unplayed: false,
                };
                if !seats.iter().any(|&n| withdrawn[(n - 1) as usize]) {
                    let live = self.tournament_game(rec, round_no, b as u32 + 1, seats)?;
                    board.game = Some(live.id.0);
                    let mut live = live;
                    let game_says = announce_new_game_in(
                        &Place::new(rec.parent.clone()),
                        &live,
                        self.server_lang(rec.realm.as_deref()),
                        self.server_notation(rec.realm.as_deref()),
                    );
                    let seq = live.announced;
                    live.announced += 1;
                    extra.owed.push(OwedEntry {
                        key: OwedKey {
                            game: live.id.key(),
                            seq,
                        },
                        created: self.now(),
                        realm: live.realm.clone(),
                        body: serde_json::to_vec(&NoticeBody {
                            says: game_says,
                            progress: Progress::default(),
                        })
                        .map_err(|e| Problem::Storage(e.to_string()))?,
                    });
                    extra.games.push(live);
                }
                round.boards.push(board);
            }
            rec.rounds.push(round);
            rec.forfeits();
            let round_rec = rec.rounds.last().cloned().unwrap_or_default();
            says.push(Said::text(
                &tplace,
                round_text(rec, round_no, &round_rec, lang),
            ));
            for b in &round_rec.boards {
                for &n in &b.seats {
                    says.push(Said::Mention {
                        place: tplace.clone(),
                        user: rec.user(n),
                    });
                }
            }
            if !rec.round_over() {
                return Ok((extra, says));
            }
            // Every board of the round was a forfeit: the next one is paired at once.
        }
    }

    /// A tournament board's game, ready to store: seats in order, the tournament's clock,
    /// no hints, its board recorded.
    fn tournament_game(
        &self,
        rec: &EventRecord,
        round: u32,
        board: u32,
        seats: &[u32],
    ) -> Result<LiveGame, Problem> {
        let v = self.lib.get(&rec.variant).cloned().ok_or_else(|| {
            let lang = self.server_lang(rec.realm.as_deref());
            refuse(t!(
                lang,
                "tournament-variant-gone",
                variant = rec.variant.clone()
            ))
        })?;
        let start = Position::start(&v).map_err(|e| Problem::BrokenVariant(e.to_string()))?;
        let id = GameId(self.store.next_id(GAME_IDS).map_err(storage)?);
        let now = self.now();
        let mut live = LiveGame {
            id,
            start: start.to_text(&v),
            game: Game::from_position(&v, start),
            variant: v,
            players: seats.iter().map(|&n| rec.user(n)).collect(),
            place: id.place(),
            draw_offer: Vec::new(),
            created: now,
            updated: now,
            engine_level: None,
            hints: HintRule::OFF,
            hints_used: BTreeMap::new(),
            move_clock: Some(MoveClock::per_move(rec.days, now)),
            vote: None,
            window: None,
            takeback: None,
            start_plies: 0,
            aborted_by: None,
            announced: 0,
            realm: rec.realm.clone(),
            challenge: None,
            voted_for: BTreeMap::new(),
            creator: Some(UserId::new(rec.organiser.clone())),
            tournament: Some(EventLink {
                id: rec.id.clone(),
                round,
                board,
                rated: rec.rated,
                no_vacation: rec.no_vacation,
                moretime: rec.moretime,
            }),
            banks: Vec::new(),
            away: Vec::new(),
            vacations: Vec::new(),
            premoves: BTreeMap::new(),
            auto_movers: Vec::new(),
            slug: Some(crate::vocabulary::slug::fresh()),
            // The names the tournament knows its players by, until the game's server shows
            // them again.
            names: seats
                .iter()
                .enumerate()
                .filter_map(|(i, &n)| Some((u8::try_from(i).ok()?, rec.name_of(n)?.to_string())))
                .collect(),
            version: 0,
        };
        crate::state::window::sync_window(&mut live, now);
        Ok(live)
    }

    /// What a tournament game's end does to its tournament, written with the game's result:
    /// the board's result, losses on time counted (withdrawing a player after too many),
    /// and when it was the round's last, the next round paired and started (or the end).
    pub(crate) fn after_tournament_game(&self, g: &LiveGame) -> Result<Extra, Problem> {
        let Some(link) = &g.tournament else {
            return Ok(Extra::default());
        };
        let Some(tid) = TournamentId::parse(&link.id) else {
            return Ok(Extra::default());
        };
        let (mut rec, version) = self.load_event(tid)?;
        let Some(outcome) = g.game.outcome() else {
            return Ok(Extra::default());
        };
        let Some(board) = rec
            .rounds
            .get_mut(link.round.saturating_sub(1) as usize)
            .and_then(|r| r.boards.get_mut(link.board.saturating_sub(1) as usize))
            .filter(|b| b.game == Some(g.id.0) && !b.decided())
        else {
            return Ok(Extra::default());
        };
        board.quarters = Some(outcome.quarters.clone());
        board.ranks = Some(if outcome.ranks.is_empty() {
            ranks_of(&outcome.quarters)
        } else {
            outcome.ranks.clone()
        });
        // Not played over the board: the organiser decided it, or a player never moved.
        board.unplayed = outcome.reason == EndReason::Adjudication
            || g.game.move_texts().len() < g.players.len();
        let seats = board.seats.clone();
        let tplace = tid.place();
        let lang = self.server_lang(rec.realm.as_deref());
        let mut says = vec![Said::text(
            &tplace,
            t!(
                lang,
                "tournament-board-result",
                round = link.round.to_string(),
                board = link.board.to_string(),
                game = g.id.to_string(),
                result = crate::vocabulary::words::result_in(lang, &g.variant, outcome)
            ),
        )];
        if outcome.reason == EndReason::Timeout {
            // The player who ran out: the one who scored least.
            if let Some(pos) = (0..outcome.quarters.len()).min_by_key(|&i| outcome.quarters[i]) {
                if let Some(&n) = seats.get(pos) {
                    let limit = rec.timeouts_to_withdraw;
                    let e = &mut rec.players[(n - 1) as usize];
                    e.timeouts += 1;
                    if limit > 0 && e.timeouts >= limit && !e.withdrawn {
                        e.withdrawn = true;
                        says.push(Said::text(
                            &tplace,
                            t!(
                                lang,
                                "tournament-lost-on-time",
                                user = e.user.clone(),
                                count = u64::from(e.timeouts),
                                name = rec.name.chat()
                            ),
                        ));
                    }
                }
            }
        }
        rec.forfeits();
        let mut extra = Extra::default();
        if rec.round_over() {
            let round_no = rec.rounds.len() as u32;
            says.extend(standings_says(
                &rec,
                &t!(
                    lang,
                    "tournament-standings-after",
                    round = round_no.to_string()
                ),
                lang,
            ));
            let (more, next) = self.next_round(&mut rec, lang)?;
            extra.absorb(more);
            says.extend(next);
        }
        extra.owed.push(self.event_owed(&mut rec, says)?);
        extra.writes.push(self.event_write(&rec, Some(version))?);
        Ok(extra)
    }

    /// `/tournament leave` and `/tournament withdraw @player`: before it starts the player
    /// leaves the list; once it runs they are withdrawn (not paired again, their game of the
    /// round running resigned, their boards to come forfeited).
    fn withdraw_player(
        &self,
        place: &Place,
        id: TournamentId,
        who: &UserId,
        by: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let (mut rec, version) = self.load_event_in(id, lang)?;
        let (ids, whos) = (id.to_string(), who.to_string());
        let n = rec.number_of(who).ok_or_else(|| {
            refuse(t!(
                lang,
                "tournament-not-playing",
                user = whos.clone(),
                id = ids.clone()
            ))
        })?;
        let tplace = id.place();
        let said = self.server_lang(rec.realm.as_deref());
        let running_game = match rec.stage {
            Stage::Finished => return Err(refuse(t!(lang, "tournament-is-over", id = ids))),
            Stage::SigningUp => {
                rec.players.remove((n - 1) as usize);
                let line = if who == by {
                    t!(
                        said,
                        "tournament-leaves",
                        user = whos.clone(),
                        name = rec.name.chat(),
                        count = rec.players.len() as u64
                    )
                } else {
                    t!(
                        said,
                        "tournament-takes-off",
                        by = by.to_string(),
                        user = whos.clone(),
                        name = rec.name.chat(),
                        count = rec.players.len() as u64
                    )
                };
                self.commit_event(
                    rec,
                    Some(version),
                    vec![Said::text(&tplace, line)],
                    Extra::default(),
                )?;
                return Ok(vec![text(
                    place,
                    t!(lang, "tournament-is-off", user = whos, id = ids),
                )]);
            }
            Stage::Running => {
                if rec.players[(n - 1) as usize].withdrawn {
                    return Err(refuse(t!(
                        lang,
                        "tournament-already-withdrawn",
                        user = whos,
                        id = ids
                    )));
                }
                rec.players[(n - 1) as usize].withdrawn = true;
                rec.rounds.last().and_then(|r| {
                    r.boards
                        .iter()
                        .find(|b| b.seats.contains(&n) && !b.decided())
                        .and_then(|b| b.game)
                })
            }
        };
        let line = t!(
            said,
            "tournament-withdrawn-by",
            user = whos.clone(),
            name = rec.name.chat(),
            by = by.to_string()
        );
        self.commit_event(
            rec,
            Some(version),
            vec![Said::text(&tplace, line)],
            Extra::default(),
        )?;
        // Their game of this round ends as their resignation; its result then moves the round
        // on, as any result does.
        if let Some(game) = running_game {
            let place = GameId(game).place();
            if let Err(p) = self.resign(&place, who, Lang::En) {
                tracing::warn!(%place, "the withdrawn player's game was not resigned: {p}");
            }
        }
        Ok(vec![text(
            place,
            t!(lang, "tournament-withdrawn", user = whos, id = ids),
        )])
    }

    /// `/tournament adjudicate g12 1-0`: the organiser decides a tournament game.
    fn adjudicate(
        &self,
        user: &UserId,
        caller: &Caller,
        game: &str,
        result: &str,
    ) -> Result<Vec<Reply>, Problem> {
        let lang = self.lang_of_caller(caller);
        let id = GameId::parse(game.trim()).ok_or_else(|| {
            refuse(t!(
                lang,
                "tournament-bad-game",
                given = crate::vocabulary::words::quote(game)
            ))
        })?;
        // Another server's game is answered as a missing one is.
        let shared = self
            .load(id)
            .filter(|_| caller.owns(self.realm_of(id).as_deref()))
            .ok_or_else(|| {
                Problem::Forbidden(crate::vocabulary::problem::Forbidden::NotHere {
                    name: id.to_string(),
                })
            })?;
        let tid = lock(&shared)
            .tournament
            .as_ref()
            .and_then(|t| TournamentId::parse(&t.id))
            .ok_or_else(|| {
                refuse(t!(
                    lang,
                    "tournament-not-a-tournament-game",
                    id = id.to_string()
                ))
            })?;
        let said = self.server_lang(self.tournament_realm(tid).as_deref());
        self.check_organiser(tid, user, caller, Key::TournamentAdjudicate)?;
        self.change(
            &shared,
            |g| {
                if let Some(p) = g.ended() {
                    return Err(p);
                }
                let v = g.variant.clone();
                let quarters = parse_result(result, v.player_count()).ok_or_else(|| {
                    refuse(t!(
                        lang,
                        "tournament-bad-result",
                        given = crate::vocabulary::words::quote(result),
                        places = if v.player_count() == 3 {
                            plain(lang, "tournament-result-places")
                        } else {
                            String::new()
                        }
                    ))
                })?;
                let ranks = ranks_of(&quarters);
                g.game.finish(Outcome {
                    reason: EndReason::Adjudication,
                    quarters,
                    ranks,
                });
                g.draw_offer.clear();
                g.takeback = None;
                Ok(())
            },
            |(), snap| {
                let line = snap
                    .outcome
                    .as_ref()
                    .map(|o| crate::state::snapshot::final_words(snap, o))
                    .unwrap_or_default();
                vec![Said::text(
                    &snap.place,
                    format!(
                        "{}\n{line}",
                        t!(said, "tournament-adjudicates", user = user.to_string())
                    ),
                )]
            },
        )?;
        Ok(Vec::new())
    }

    /// `/tournament export`: the event as a TRF file (two-player formats: the rounds over,
    /// so that a file exported while a round is played still pairs its next round) and its
    /// games as one record file.
    fn export_tournament(
        &self,
        place: &Place,
        id: TournamentId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let (rec, _) = self.load_event_in(id, lang)?;
        let mut out = Vec::new();
        if rec.format.seats() == 2 {
            let mut t = rec.swiss_state_through(rec.completed_rounds());
            // Players by the names their server showed them by, never by their ids.
            for (i, p) in t.players.iter_mut().enumerate() {
                let n = i as u32 + 1;
                p.name = crate::vocabulary::names::public_name(&rec.user(n), rec.name_of(n))
                    .unwrap_or_else(|| format!("Player {n}"));
            }
            out.push(Reply::File {
                place: place.clone(),
                bytes: hexcourier_pairing::trf::write(&t).into_bytes(),
                file_name: format!("{id}.trf"),
                caption: format!("{id}: {} (FIDE TRF)", rec.name.plain()),
            });
        }
        let server = self.server_name(rec.realm.as_deref());
        let mut games = String::new();
        for g in rec
            .rounds
            .iter()
            .flat_map(|r| r.boards.iter())
            .filter_map(|b| b.game)
        {
            if let Some(shared) = self.load(GameId(g)) {
                games.push_str(&crate::state::record::record_text(
                    &lock(&shared),
                    server.as_deref(),
                ));
                games.push('\n');
            }
        }
        out.push(Reply::File {
            place: place.clone(),
            bytes: games.into_bytes(),
            file_name: format!("{id}.pgn"),
            caption: t!(
                lang,
                "tournament-pgn-caption",
                id = id.to_string(),
                name = rec.name.plain().to_string()
            ),
        });
        Ok(out)
    }

    /// `/tournament` alone: the tournaments of this server (or the console).
    fn tournaments_text(&self, caller: &Caller) -> String {
        let lang = self.lang_of_caller(caller);
        let mut lines: Vec<String> = self
            .all_events()
            .into_iter()
            .filter(|r| caller.owns(r.realm.as_deref()))
            .map(|r| {
                let stage = match r.stage {
                    Stage::SigningUp => t!(
                        lang,
                        "tournament-stage-signing-up-count",
                        count = r.players.len() as u64
                    ),
                    Stage::Running => stage_round(lang, &r),
                    Stage::Finished => plain(lang, "tournament-stage-finished"),
                };
                format!(
                    "{} {} — {}, {stage}",
                    r.id,
                    r.name.chat(),
                    format_words(lang, r.format)
                )
            })
            .collect();
        if lines.is_empty() {
            return plain(lang, "tournament-list-none");
        }
        lines.insert(0, plain(lang, "tournament-list-heading"));
        lines.join("\n")
    }

    /// The tournaments of the community `realm` a user plays that are not over, as lines for
    /// `/games`.
    pub(crate) fn tournament_lines(
        &self,
        user: &UserId,
        realm: Option<&str>,
        lang: Lang,
    ) -> Vec<String> {
        self.all_events()
            .into_iter()
            .filter(|r| r.realm.as_deref() == realm)
            .filter(|r| r.stage != Stage::Finished && r.number_of(user).is_some())
            .map(|r| {
                let n = r.number_of(user).unwrap_or(0);
                let stage = match r.stage {
                    Stage::SigningUp => plain(lang, "tournament-stage-signing-up"),
                    _ => stage_round(lang, &r),
                };
                let points = r.score(n);
                t!(
                    lang,
                    "tournament-games-line",
                    id = r.id.clone(),
                    name = r.name.chat(),
                    stage = stage,
                    points = points_text(points),
                    count = points.as_f64()
                )
            })
            .collect()
    }

    /// Starts the tournaments whose sign-up deadline has passed (part of [`Core::tick`]).
    pub(crate) fn tournament_tick(&self, now: u64, ids: &[TournamentId]) -> usize {
        let due: Vec<TournamentId> = ids
            .iter()
            .filter_map(|&id| self.load_event(id).ok())
            .map(|(r, _)| r)
            .filter(|r| self.event_due(r).is_some_and(|t| t <= now))
            .filter_map(|r| r.tid())
            .collect();
        let mut started = 0;
        for id in due {
            let lang = self.server_lang(self.tournament_realm(id).as_deref());
            match self.start_tournament(id, lang) {
                Ok(()) => started += 1,
                Err(Problem::Refused(why)) => {
                    // Too few players at the deadline: it is cancelled, and said so.
                    if let Ok((mut rec, version)) = self.load_event(id) {
                        rec.stage = Stage::Finished;
                        let line = t!(
                            lang,
                            "tournament-cancelled",
                            name = rec.name.chat(),
                            why = why
                        );
                        let says = vec![Said::text(&id.place(), line)];
                        if let Err(p) =
                            self.commit_event(rec, Some(version), says, Extra::default())
                        {
                            tracing::warn!(tournament = %id, "could not cancel it: {p}");
                        }
                    }
                }
                Err(p) => tracing::warn!(tournament = %id, "could not start it: {p}"),
            }
        }
        started
    }
}

/// Places from quarter points: the best score first, equal scores sharing a place.
fn ranks_of(quarters: &[u8]) -> Vec<u8> {
    quarters
        .iter()
        .map(|q| 1 + quarters.iter().filter(|o| *o > q).count() as u8)
        .collect()
}

/// Reads an adjudicated result as quarter points per seat: `1-0`, `0-1`, `1/2-1/2` (`½-½`),
/// or for three players places `1-2-3` (first 4, second 2, third 0 quarters).
fn parse_result(text: &str, seats: usize) -> Option<Vec<u8>> {
    let t = text.trim().replace('½', "1/2");
    if seats == 2 {
        return match t.as_str() {
            "1-0" => Some(vec![4, 0]),
            "0-1" => Some(vec![0, 4]),
            "1/2-1/2" | "0.5-0.5" | "=" => Some(vec![2, 2]),
            _ => None,
        };
    }
    let places: Vec<u8> = t
        .split('-')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<Vec<u8>>>()?;
    if places.len() != seats || places.iter().any(|&p| p == 0 || p as usize > seats) {
        return None;
    }
    Some(
        places
            .iter()
            .map(|&p| match p {
                1 => 4,
                2 => 2,
                _ => 0,
            })
            .collect(),
    )
}

/// A round's pairings in words: `Round 2 of Spring Swiss: g12 @a (White) vs @b (Black), …`.
fn round_text(rec: &EventRecord, round: u32, r: &RoundRec, lang: Lang) -> String {
    let v_seat = |i: usize| match (rec.format.seats(), i) {
        (2, 0) => side_name(lang, "White"),
        (2, _) => side_name(lang, "Black"),
        (_, 0) => plain(lang, "tournament-seat-first"),
        (_, 1) => plain(lang, "tournament-seat-second"),
        _ => plain(lang, "tournament-seat-third"),
    };
    let mut lines = vec![t!(
        lang,
        "tournament-round-heading",
        round = round.to_string(),
        name = rec.name.chat()
    )];
    for (i, b) in r.boards.iter().enumerate() {
        let players: Vec<String> = b
            .seats
            .iter()
            .enumerate()
            .map(|(s, &n)| format!("{} ({})", rec.user(n), v_seat(s)))
            .collect();
        let state = match (&b.game, &b.quarters, b.forfeit) {
            (_, Some(_), true) => format!(" — {}", plain(lang, "tournament-forfeit")),
            (Some(g), Some(q), false) => format!(
                " — #g{g} {}",
                q.iter()
                    .map(|x| crate::vocabulary::words::quarters_text(*x))
                    .collect::<Vec<_>>()
                    .join("-")
            ),
            (Some(g), None, _) => format!(" — #g{g}"),
            _ => String::new(),
        };
        lines.push(format!("{}. {}{state}", i + 1, players.join(" vs ")));
    }
    if !r.byes.is_empty() {
        lines.push(t!(
            lang,
            "tournament-byes",
            users = r
                .byes
                .iter()
                .map(|&n| rec.user(n).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    lines.join("\n")
}

/// The standings as announced in the tournament's place: a text, then the tables.
fn standings_says(rec: &EventRecord, title: &str, lang: Lang) -> Vec<Said> {
    let Some(tid) = rec.tid() else {
        return Vec::new();
    };
    let place = tid.place();
    let mut says = vec![Said::text(&place, standings_words(rec, title, lang))];
    says.extend(
        standings_tables(rec, title, lang, &|n| rec.user(n).to_string())
            .into_iter()
            .map(|table| Said::Table {
                place: place.clone(),
                table,
            }),
    );
    says
}

/// The standings in words.
fn standings_words(rec: &EventRecord, title: &str, lang: Lang) -> String {
    let names = rec.tie_break_names();
    let mut lines = vec![format!("{} — {title}:", rec.name.chat())];
    for r in rec.standings() {
        let tb: Vec<String> = names
            .iter()
            .zip(&r.tiebreaks)
            .map(|(n, v)| format!("{n} {v}"))
            .collect();
        let withdrawn = if rec.players[(r.number - 1) as usize].withdrawn {
            format!(" ({})", plain(lang, "tournament-withdrawn-mark"))
        } else {
            String::new()
        };
        lines.push(format!(
            "{}. {} {}{}{withdrawn}",
            r.place,
            rec.user(r.number),
            points_text(r.points),
            if tb.is_empty() {
                String::new()
            } else {
                format!(" ({})", tb.join(", "))
            }
        ));
    }
    lines.join("\n")
}

/// `/tournament standings`: the words and the tables, answered where asked.
fn standings_replies(place: &Place, rec: &EventRecord, lang: Lang) -> Vec<Reply> {
    let title = standings_title(rec, lang);
    let mut out = vec![text(place, standings_words(rec, &title, lang))];
    out.extend(
        standings_tables(rec, &title, lang, &|n| rec.user(n).to_string())
            .into_iter()
            .map(|table| Reply::Table {
                place: place.clone(),
                table,
            }),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read_as_quarters_and_places() {
        assert_eq!(parse_result("1-0", 2), Some(vec![4, 0]));
        assert_eq!(parse_result("½-½", 2), Some(vec![2, 2]));
        assert_eq!(parse_result("2-1-3", 3), Some(vec![2, 4, 0]));
        assert_eq!(parse_result("1-0", 3), None);
        assert_eq!(parse_result("x", 2), None);
        assert_eq!(ranks_of(&[4, 0]), vec![1, 2]);
        assert_eq!(ranks_of(&[2, 2, 0]), vec![1, 1, 3]);
    }
}
