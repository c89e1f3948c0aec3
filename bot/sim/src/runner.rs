//! Carrying out actions on a core, as its transports would: each member's action through
//! the caller and entry point of its path, the clock's tick and the delivery of what is owed
//! before and after it (as the console does around each line), restarts on the same store,
//! faults in the store; then every invariant not skipped, checked on what the step left.

use super::actions::{Act, Action, Press};
use super::invariants::{self as inv, Heard, History, Invariant, StepOut, Violation, STUCK_STEP};
use super::state::Snapshot;
use super::world::{Path, World};
use hexcourier_core::i18n::Lang;
use hexcourier_core::vocabulary::command::Pick;
use hexcourier_core::{
    Caller, Command, Consent, Core, EngineSettings, FakeClock, FakePainter, Place, Reply, Rights,
    UserId,
};
use hexcourier_engine::Library;
use hexcourier_store::{FaultyStore, MemoryStore, Store, Table};
use std::collections::BTreeSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

/// Most announcements delivered in one go (a bound, should settling keep failing quietly).
const MAX_DELIVERIES: usize = 10_000;

/// Most deadlines a clock move stops at (a bound, should one never be done).
const MAX_WAKES: usize = 2_000;

/// One simulated process and its store, clock and transports, with the run's memory.
pub struct Runner<'a> {
    lib: &'a Library,
    world: &'a World,
    skip: &'a BTreeSet<Invariant>,
    store: FaultyStore<MemoryStore>,
    clock: Arc<FakeClock>,
    /// The process, while it runs (it cannot start while the store is down).
    core: Option<Core>,
    delivery_down: bool,
    /// Users whose language this process remembered (slash commands and buttons carry it).
    remembered: BTreeSet<String>,
    history: History,
    snap: Snapshot,
    /// Since when the store is down, during an outage.
    outage_since: Option<u64>,
    /// When the run started (unix seconds).
    pub start: u64,
}

impl std::fmt::Debug for Runner<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runner")
            .field("start", &self.start)
            .field("now", &self.clock_now())
            .finish_non_exhaustive()
    }
}

/// The engine of simulated processes: small fixed budgets, the same moves on every machine.
fn engine() -> EngineSettings {
    EngineSettings {
        opponent_override: Some(hexcourier_engine::search::Limits::nodes(200)),
        ..EngineSettings::deterministic(300)
    }
}

/// The text of a reply made by the simulated transport (a refusal of a slash command).
fn said(place: &Place, text: String) -> Reply {
    Reply::Text {
        place: place.clone(),
        text,
    }
}

/// The command a button press or menu pick stands for.
fn pressed(p: &Press) -> Command {
    match p {
        Press::Accept(g) => Command::Accept(Some(g.clone())),
        Press::Decline(g) => Command::Decline(Some(g.clone())),
        Press::DrawAccept => Command::Draw,
        Press::DrawDecline => Command::DeclineDraw,
        Press::TakebackAccept => Command::Takeback(Consent::Accept),
        Press::TakebackDecline => Command::Takeback(Consent::Decline),
        Press::Move { plies, text } => Command::Picked {
            plies: *plies,
            pick: Pick::Move(text.clone()),
        },
    }
}

/// Whether an action is a member's own move: its game's place and the move.
fn own_move(a: &Act) -> bool {
    if hexcourier_core::GameId::parse(&a.place).is_none() {
        return false;
    }
    match (&a.press, a.path) {
        (Some(Press::Move { .. }), _) => true,
        (Some(_), _) => false,
        (None, _) => {
            let t = a.text.trim();
            t.starts_with("/move ") || (!t.starts_with('/') && !t.contains(' '))
        }
    }
}

impl<'a> Runner<'a> {
    /// A new community on an empty store, the clock at `start`; the process starts.
    pub fn new(
        lib: &'a Library,
        world: &'a World,
        skip: &'a BTreeSet<Invariant>,
        start: u64,
    ) -> Runner<'a> {
        let mut r = Runner {
            lib,
            world,
            skip,
            store: FaultyStore::new(MemoryStore::new()),
            clock: Arc::new(FakeClock::at(start)),
            core: None,
            delivery_down: false,
            remembered: BTreeSet::new(),
            history: History::default(),
            snap: Snapshot::default(),
            outage_since: None,
            start,
        };
        let mut out = StepOut::default();
        r.ensure_up(&mut out);
        r
    }

    /// The clock's time.
    pub fn clock_now(&self) -> u64 {
        hexcourier_core::Clock::now(&*self.clock)
    }

    /// Checks made so far.
    pub fn checks(&self) -> u64 {
        self.history.checks
    }

    /// The store as it stands (for tests).
    pub fn snapshot(&self) -> &Snapshot {
        &self.snap
    }

    /// The legal moves of the game of `place`, as the process's move menus offer them (none
    /// while it is down).
    pub fn legal(&self, place: &str) -> Vec<String> {
        let Some(core) = &self.core else {
            return Vec::new();
        };
        catch_unwind(AssertUnwindSafe(|| core.move_choices(&Place::new(place))))
            .map(|m| m.into_iter().map(|c| c.text).collect())
            .unwrap_or_default()
    }

    /// Opens the process on the store, if it is not running; what a previous run left owed
    /// is delivered first, as the console does.
    fn ensure_up(&mut self, out: &mut StepOut) {
        if self.core.is_some() {
            return;
        }
        let opened = catch_unwind(AssertUnwindSafe(|| {
            Core::new(
                self.lib.clone(),
                Box::new(self.store.clone()),
                Box::new(self.clock.clone()),
                Box::new(FakePainter::default()),
            )
        }));
        match opened {
            Ok(Ok(core)) => {
                self.core = Some(
                    core.with_vacation_days(inv::VACATION_DAYS)
                        .with_lang(self.world.console_lang)
                        .with_engine(engine()),
                );
                self.remembered.clear();
            }
            // The store is down (or the process died opening it): it is tried again later.
            Ok(Err(_)) => {}
            Err(p) => out.panicked = Some(format!("opening the core: {}", panic_text(&p))),
        }
    }

    /// Stops the process (its memory checked against the store first) and starts another.
    fn restart(&mut self, out: &mut StepOut) {
        self.stop(out);
        self.store.faults().revive();
        self.ensure_up(out);
        self.deliver(out);
    }

    /// Stops the process, its memory checked against the store first.
    fn stop(&mut self, out: &mut StepOut) {
        if let Some(core) = self.core.take() {
            if !self.skip.contains(&Invariant::StoreMatchesMemory) {
                let snap = Snapshot::read(self.store.inner());
                for v in inv::store_matches_memory(&snap, &core.held_games(), core.held_vacations())
                {
                    out.memory.push(format!("before a restart: {}", v.what));
                }
            }
        }
    }

    /// The clock moves `secs` forward with the bot running: it stops at each deadline on the
    /// way ([`Core::next_due`]) to look at the clocks and deliver, as a transport's ticker
    /// wakes at each, then at the end. A deadline that stays due after a tick (as a
    /// transport's ticker then looks again every second) is looked at again every
    /// [`STUCK_STEP`] seconds.
    fn live(&mut self, secs: u64, out: &mut StepOut) {
        let end = self.clock_now() + secs;
        for _ in 0..MAX_WAKES {
            let now = self.clock_now();
            if now >= end || self.store.faults().crashed() {
                break;
            }
            let due = self.core.as_ref().and_then(|c| {
                catch_unwind(AssertUnwindSafe(|| c.next_due()))
                    .ok()
                    .flatten()
            });
            let next = match due {
                Some(t) if t > now => t,
                // Still due: the ticker looks again (every second; here every STUCK_STEP).
                Some(_) => now + STUCK_STEP,
                None => end,
            };
            self.clock.set(next.min(end));
            self.duties(out);
        }
        if self.store.faults().crashed() {
            return;
        }
        if self.clock_now() < end {
            self.clock.set(end);
            self.duties(out);
        }
    }

    /// What transports do whatever happens: start the process if it is down, look at the
    /// clocks (a tick) and deliver what is owed.
    fn duties(&mut self, out: &mut StepOut) {
        self.ensure_up(out);
        let Some(core) = &self.core else {
            return;
        };
        let healthy = !self.store.faults().is_down();
        let writes = self.store.faults().writes();
        let armed = self.store.faults().armed();
        if let Err(p) = catch_unwind(AssertUnwindSafe(|| core.tick())) {
            out.panicked = Some(format!("tick: {}", panic_text(&p)));
        }
        // The tick counts when nothing could have stopped it: the store up, and no crash
        // armed that its writes reached.
        out.healthy_tick = healthy
            && !self.store.faults().crashed()
            && (!armed || self.store.faults().writes() == writes);
        let now = self.clock_now();
        out.stuck_due = catch_unwind(AssertUnwindSafe(|| core.next_due()))
            .ok()
            .flatten()
            .filter(|t| *t <= now);
        self.deliver(out);
    }

    /// Delivers what is owed, as the console does (render, show, settle), and the DMs due;
    /// not while delivery is down. Stops at the first store failure.
    fn deliver(&mut self, out: &mut StepOut) {
        if self.delivery_down || self.store.faults().crashed() {
            return;
        }
        let Some(core) = &self.core else {
            return;
        };
        let mut delivered = 0;
        'pages: while delivered < MAX_DELIVERIES {
            let owed = match catch_unwind(AssertUnwindSafe(|| core.owed(None, 64))) {
                Ok(Ok(owed)) => owed,
                Ok(Err(_)) => return,
                Err(p) => {
                    out.panicked = Some(format!("owed: {}", panic_text(&p)));
                    return;
                }
            };
            if owed.is_empty() {
                break;
            }
            for o in owed {
                let replies = match catch_unwind(AssertUnwindSafe(|| core.render(&o.says))) {
                    Ok(r) => r,
                    Err(p) => {
                        out.panicked = Some(format!("render: {}", panic_text(&p)));
                        return;
                    }
                };
                collect_trf(&replies, out);
                delivered += 1;
                // Shown; when it cannot be settled, it comes again.
                let settled = core.settle(&o).is_ok();
                out.heard.push(Heard::Announced {
                    id: o.id,
                    created: o.created,
                    replies,
                    settled,
                });
                if !settled {
                    break 'pages;
                }
            }
        }
        if self.store.faults().crashed() {
            return;
        }
        let Ok(Ok(batches)) = catch_unwind(AssertUnwindSafe(|| core.dms_due())) else {
            return;
        };
        for b in batches {
            let settled = core.dm_done(&b, &hexcourier_core::DmOutcome::Sent).is_ok();
            out.heard.push(Heard::Dm {
                user: b.user.as_str().to_string(),
                number: b.number,
                text: b.text.clone(),
                settled,
            });
            if !settled {
                return;
            }
        }
    }

    /// A member's action through its path.
    fn act(&mut self, a: &Act, out: &mut StepOut) {
        let Some(core) = &self.core else {
            // The bot is down: nobody answers.
            return;
        };
        let member_lang = self.world.member(&a.user).map_or(Lang::En, |m| m.lang);
        // What the core answers in: the caller's language, or the console's for English.
        let answer_lang = if member_lang == Lang::En || a.path == Path::Console {
            self.world.console_lang
        } else {
            member_lang
        };
        let place = Place::new(a.place.clone());
        let user = UserId::new(a.user.clone());
        let realm = a.realm.clone().unwrap_or_default();
        let admin = self.world.is_admin(&a.user, a.realm.as_deref());
        // `/language <code>` is confirmed in the language chosen, naming it in itself.
        let answer_lang = match a
            .text
            .trim()
            .strip_prefix("/language ")
            .and_then(|c| c.trim().parse::<Lang>().ok())
        {
            Some(chosen) if admin || a.path == Path::Console => chosen,
            _ => answer_lang,
        };
        let store_up = !self.store.faults().is_down();
        let before_move = own_move(a)
            .then(|| self.stored_game(&a.place))
            .flatten()
            .filter(|g| g.to_move() == Some(a.user.as_str()));
        if matches!(a.path, Path::Slash | Path::Button) && !self.remembered.contains(&a.user) {
            // The Discord adapter remembers a language new to the process, for DMs.
            if core.remember_lang(&user, member_lang).is_ok() {
                self.remembered.insert(a.user.clone());
            }
        }
        let in_game = self.stored_game(&a.place).is_some();
        let done = catch_unwind(AssertUnwindSafe(|| match a.path {
            Path::Console => core.handle(&Caller::operator(user.clone()), &place, &a.text),
            Path::Typed => {
                let caller = Caller::member(user.clone(), realm.clone(), Rights::Unknown)
                    .reading(member_lang);
                core.handle_in_public(&caller, &place, &a.text)
            }
            Path::Slash | Path::Button => {
                let rights = if admin { Rights::ADMIN } else { Rights::PLAIN };
                let caller =
                    Caller::member(user.clone(), realm.clone(), rights).reading(member_lang);
                let cmd = match &a.press {
                    Some(p) => Ok(Some(pressed(p))),
                    None => Command::parse(&a.text, in_game),
                };
                match cmd {
                    Ok(Some(cmd)) => match core.try_execute(&caller, &place, cmd) {
                        Ok(replies) => replies,
                        Err(p) => vec![said(&place, p.words(answer_lang))],
                    },
                    Ok(None) => Vec::new(),
                    Err(p) => vec![said(&place, p.words(answer_lang))],
                }
            }
        }));
        let replies = match done {
            Ok(r) => r,
            Err(p) => {
                out.panicked = Some(format!("{}: {}", a.text, panic_text(&p)));
                return;
            }
        };
        collect_trf(&replies, out);
        out.heard.push(Heard::Answer {
            user: a.user.clone(),
            lang: answer_lang,
            replies,
        });
        let crashed = self.store.faults().crashed();
        if let Some(before) = before_move {
            let after = self.stored_game(&a.place);
            if after.is_some_and(|g| g.rec.moves.len() > before.rec.moves.len()) && !crashed {
                out.moved = Some((a.user.clone(), before.number()));
            }
        }
        if store_up && !crashed && a.text.trim().eq_ignore_ascii_case("/vacation off") {
            out.back = Some(a.user.clone());
        }
    }

    /// The game of a place as stored now.
    fn stored_game(&self, place: &str) -> Option<super::state::StoredGame> {
        let id = hexcourier_core::GameId::parse(place)?;
        let v = Store::get(self.store.inner(), Table::Games, &id.key()).ok()??;
        let rec = hexcourier_store::GameRecord::decode(&v.bytes).ok()?;
        (rec.place == place).then_some(super::state::StoredGame {
            rec,
            version: v.version,
            bytes: v.bytes,
        })
    }

    /// Carries out one action and checks the invariants; what broke.
    pub fn apply(&mut self, a: &Action) -> Vec<Violation> {
        self.apply_heard(a).0
    }

    /// [`Runner::apply`], with what members and places were told in the step, a line each.
    pub fn apply_heard(&mut self, a: &Action) -> (Vec<Violation>, Vec<String>) {
        let mut out = StepOut::default();
        match a {
            Action::Clock(secs) => self.live(*secs, &mut out),
            Action::Down(secs) => {
                let now = self.clock_now();
                self.history.gaps.push((now, now + secs));
                self.stop(&mut out);
                self.clock.advance(*secs);
                self.restart(&mut out);
                self.duties(&mut out);
            }
            Action::Act(act) => {
                self.duties(&mut out);
                if !self.store.faults().crashed() {
                    self.act(act, &mut out);
                    self.deliver(&mut out);
                }
            }
            Action::Restart => self.restart(&mut out),
            Action::Crash(n) => self.store.faults().crash_after(*n),
            Action::StoreDown(down) => {
                let now = self.clock_now();
                match (*down, self.outage_since) {
                    (true, None) => self.outage_since = Some(now),
                    (false, Some(since)) => {
                        self.history.gaps.push((since, now));
                        self.outage_since = None;
                    }
                    _ => {}
                }
                self.store.faults().set_down(*down);
                if !down {
                    self.ensure_up(&mut out);
                    self.deliver(&mut out);
                }
            }
            Action::DeliveryDown(down) => {
                self.delivery_down = *down;
                if !down {
                    self.deliver(&mut out);
                }
            }
        }
        if self.store.faults().crashed() {
            // The process died between two writes: another starts on the same store.
            out.healthy_tick = false;
            self.restart(&mut out);
        }
        let heard = out.heard.iter().flat_map(told).collect();
        (self.check(out), heard)
    }

    /// Ends the run: outages end, the process is up, everything owed is delivered; then the
    /// end-of-run checks.
    pub fn finish(&mut self) -> Vec<Violation> {
        let mut v = Vec::new();
        for a in [
            Action::StoreDown(false),
            Action::DeliveryDown(false),
            Action::Restart,
        ] {
            v.extend(self.apply(&a));
        }
        if !self.skip.contains(&Invariant::DeliveredOnce) {
            let left = self.store.inner().owed(None, 1_000).map_or(0, |o| o.len());
            self.history.checks += 1;
            v.extend(inv::all_delivered(&self.history, &self.snap, left));
        }
        v
    }

    /// Reads the store, remembers what the step changed, and checks every invariant not
    /// skipped.
    fn check(&mut self, out: StepOut) -> Vec<Violation> {
        let now = self.clock_now();
        let after = Snapshot::read(self.store.inner());
        let before = std::mem::replace(&mut self.snap, after);
        self.history.observe(self.world, &self.snap, now);
        let snap = &self.snap;
        let on = |i: Invariant| !self.skip.contains(&i);
        let mut v = Vec::new();
        let mut checked = 0;
        let mut run = |i: Invariant, found: &mut dyn FnMut() -> Vec<Violation>| {
            if on(i) {
                checked += 1;
                v.extend(found());
            }
        };
        run(Invariant::NoPanic, &mut || inv::no_panic(&out));
        run(Invariant::ClocksEndGames, &mut || {
            inv::clocks_end_games(&self.history, snap, now, &out)
        });
        run(Invariant::WindowsClose, &mut || {
            inv::windows_close(&self.history, snap, now, &out)
        });
        run(Invariant::DeadlinesMoveOn, &mut || {
            inv::deadlines_move_on(now, &out)
        });
        run(Invariant::BackAfterMoving, &mut || {
            inv::back_after_moving(snap, &out)
        });
        run(Invariant::ChallengesWait, &mut || {
            inv::challenges_wait_for_vacations(&self.history, &before, snap, now)
        });
        run(Invariant::PointsEqualResults, &mut || {
            inv::points_equal_results(snap)
        });
        run(Invariant::StandingsByRound, &mut || {
            inv::standings_by_round(snap, &out)
        });
        run(Invariant::SwissRounds, &mut || {
            inv::swiss_rounds_check(snap)
        });
        run(Invariant::TrfExport, &mut || {
            inv::trf_export_check(snap, &out)
        });
        let core = self.core.as_ref();
        run(Invariant::StoreMatchesMemory, &mut || {
            let mut found: Vec<Violation> = out
                .memory
                .iter()
                .map(|m| Violation {
                    invariant: Invariant::StoreMatchesMemory,
                    what: m.clone(),
                })
                .collect();
            if let Some(core) = core {
                found.extend(inv::store_matches_memory(
                    snap,
                    &core.held_games(),
                    core.held_vacations(),
                ));
            }
            found
        });
        let world = self.world;
        let player_lang = |u: &str| snap.player_lang.get(u).copied().unwrap_or_default();
        run(Invariant::NoEnglish, &mut || {
            inv::no_english(&self.history, world, snap, &out, &player_lang)
        });
        run(Invariant::DiscordLimits, &mut || inv::discord_limits(&out));
        run(Invariant::PictureGlyphs, &mut || inv::picture_glyphs(&out));
        run(Invariant::Planted, &mut || inv::planted(snap));
        if on(Invariant::DeliveredOnce) {
            checked += 1;
            v.extend(inv::delivered_once_in_order(&mut self.history, &out));
        }
        self.history.checks += checked;
        v
    }
}

/// Exported TRF files among replies, kept for the checks.
fn collect_trf(replies: &[Reply], out: &mut StepOut) {
    for r in replies {
        if let Reply::File {
            file_name, bytes, ..
        } = r
        {
            let id = file_name
                .strip_suffix(".trf")
                .and_then(hexcourier_core::TournamentId::parse);
            if let Some(id) = id {
                out.trf
                    .push((id.0, String::from_utf8_lossy(bytes).into_owned()));
            }
        }
    }
}

/// A caught panic's message.
fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into())
}

/// What was told, a line each: `@user: text` for answers, `[g3 #5] text` for announcements,
/// `DM @user: text` for direct messages.
fn told(h: &Heard) -> Vec<String> {
    let each = |replies: &[hexcourier_core::Reply], head: &str| -> Vec<String> {
        replies
            .iter()
            .map(|r| match r.text() {
                Some(t) => format!("{head} {}", t.replace('\n', " / ")),
                None => format!("{head} {r:?}"),
            })
            .collect()
    };
    match h {
        Heard::Answer { user, replies, .. } => each(replies, &format!("@{user} <-")),
        Heard::Announced {
            id,
            replies,
            settled,
            ..
        } => each(
            replies,
            &format!("[{id:?}{}]", if *settled { "" } else { ", unsettled" }),
        ),
        Heard::Dm { user, text, .. } => vec![format!("DM @{user}: {}", text.replace('\n', " / "))],
    }
}
