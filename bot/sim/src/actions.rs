//! What happens in a simulated community, one step at a time: a member types, uses a slash
//! command or presses a button; the clock jumps; the process restarts, dies between two
//! store writes, or loses its database or its delivery for a while.
//!
//! Actions are concrete (the text typed, the move picked), so a run is replayed from its list
//! alone and a failing run shrinks by leaving actions out. [`Generator`] picks them, weighted,
//! from what the members see (the store, the legal moves).

use super::seed::Rng;
use super::state::{Snapshot, StoredGame};
use super::world::{Community, Path, World};
use hexcourier_core::state::event::{EventRecord, Stage};
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::{Library, Position};

/// A button or menu pick, as the Discord adapter turns it into a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Press {
    /// Accept under a challenge (`g12`).
    Accept(String),
    /// Decline under a challenge.
    Decline(String),
    /// Accept under a draw offer.
    DrawAccept,
    /// Decline under a draw offer.
    DrawDecline,
    /// Accept under a takeback request.
    TakebackAccept,
    /// Decline under a takeback request.
    TakebackDecline,
    /// A move picked from the menus made when `plies` moves had been played.
    Move {
        /// Moves played when the menu was made.
        plies: usize,
        /// The move.
        text: String,
    },
}

impl Press {
    /// The console line that does the same.
    pub fn typed(&self) -> String {
        match self {
            Press::Accept(g) => format!("/accept {g}"),
            Press::Decline(g) => format!("/decline {g}"),
            Press::DrawAccept => "/draw accept".into(),
            Press::DrawDecline => "/draw decline".into(),
            Press::TakebackAccept => "/takeback accept".into(),
            Press::TakebackDecline => "/takeback decline".into(),
            Press::Move { text, .. } => text.clone(),
        }
    }

    /// Its name in scripts, with its arguments.
    pub fn words(&self) -> String {
        match self {
            Press::Accept(g) => format!("accept {g}"),
            Press::Decline(g) => format!("decline {g}"),
            Press::DrawAccept => "draw-accept".into(),
            Press::DrawDecline => "draw-decline".into(),
            Press::TakebackAccept => "takeback-accept".into(),
            Press::TakebackDecline => "takeback-decline".into(),
            Press::Move { plies, text } => format!("move {plies} {text}"),
        }
    }

    /// Reads what [`Press::words`] wrote.
    pub fn parse(words: &[&str]) -> Option<Press> {
        Some(match words {
            ["accept", g] => Press::Accept((*g).to_string()),
            ["decline", g] => Press::Decline((*g).to_string()),
            ["draw-accept"] => Press::DrawAccept,
            ["draw-decline"] => Press::DrawDecline,
            ["takeback-accept"] => Press::TakebackAccept,
            ["takeback-decline"] => Press::TakebackDecline,
            ["move", plies, text] => Press::Move {
                plies: plies.parse().ok()?,
                text: (*text).to_string(),
            },
            _ => return None,
        })
    }
}

/// Who does something, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Act {
    /// The member.
    pub user: String,
    /// Their community (`None`: the console's).
    pub realm: Option<String>,
    /// How they reach the bot.
    pub path: Path,
    /// Where (a lobby, `#g3`, `#t1`).
    pub place: String,
    /// What they type (for a button, the console line that does the same).
    pub text: String,
    /// The button or menu pick, on [`Path::Button`].
    pub press: Option<Press>,
}

/// One step of a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A member does something.
    Act(Act),
    /// The clock moves forward this many seconds while the bot runs: what falls due on the
    /// way is done when it falls due, as a transport's ticker does.
    Clock(u64),
    /// The process is down this many seconds (the clock jumps with nobody looking), then
    /// starts again and catches up.
    Down(u64),
    /// The process stops and starts again on the same store.
    Restart,
    /// The process will die after this many more store writes (then it restarts).
    Crash(u64),
    /// The store goes down (`true`) or comes back.
    StoreDown(bool),
    /// Delivery stops (`true`: the transport is down) or comes back.
    DeliveryDown(bool),
}

/// Seconds in a day.
pub const DAY: u64 = 86_400;

/// Picks the next action, weighted, from what the members can see.
#[derive(Debug)]
pub struct Generator {
    /// The random stream of the run.
    pub rng: Rng,
    /// Store outage going on.
    pub store_down: bool,
    /// Delivery outage going on.
    pub delivery_down: bool,
    /// Tournament names used, so each is new.
    pub made_tournaments: u32,
}

/// The kinds of things members do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Move,
    Answer,
    Challenge,
    Offer,
    Respond,
    Resign,
    Vacation,
    Premove,
    MoreTime,
    Look,
    Tournament,
    Settings,
    Vote,
}

/// An action of `user` in the community of `realm`.
fn act_with(
    realm: Option<String>,
    user: String,
    path: Path,
    place: &str,
    text: String,
    press: Option<Press>,
) -> Act {
    Act {
        user,
        realm,
        path,
        place: place.to_string(),
        text,
        press,
    }
}

/// Whether `user` is a member of the community of game `g` (the engine and voters are not).
fn belongs(world: &World, g: &StoredGame, user: Option<&str>) -> bool {
    user.is_some_and(|u| {
        world
            .community(g.rec.realm.as_deref())
            .is_some_and(|c| c.members.iter().any(|m| m == u))
    })
}

/// The lobby of the community of `realm`.
fn lobby_of(world: &World, realm: Option<&str>) -> String {
    world.community(realm).map_or_else(
        || hexcourier_core::Place::LOBBY.to_string(),
        |c| c.lobby.clone(),
    )
}

/// Tournament names: in the community's languages, with their letters.
const EVENT_NAMES: [&str; 8] = [
    "Puchar Łodzi",
    "Téli Kupa",
    "Winterpokal Köln",
    "Wiosenny Turniej",
    "Őszi Verseny",
    "Kleine Runde",
    "Zimowy Szwajcar",
    "Nyári Körverseny",
];

impl Generator {
    /// A generator drawing from `rng`.
    pub fn new(rng: Rng) -> Generator {
        Generator {
            rng,
            store_down: false,
            delivery_down: false,
            made_tournaments: 0,
        }
    }

    /// The next action: the clock with probability `clock_pct` percent, faults now and
    /// then, else a member's action. `legal` gives the legal moves of a place's game.
    pub fn next(
        &mut self,
        world: &World,
        snap: &Snapshot,
        lib: &Library,
        clock_pct: u64,
        legal: &dyn Fn(&str) -> Vec<String>,
    ) -> Action {
        let rng = &mut self.rng;
        // Faults: outages end after a few steps.
        if self.store_down && rng.chance(40) {
            self.store_down = false;
            return Action::StoreDown(false);
        }
        if self.delivery_down && rng.chance(30) {
            self.delivery_down = false;
            return Action::DeliveryDown(false);
        }
        let roll = rng.below(1000);
        if roll < 5 {
            return Action::Down(self.jump());
        }
        if roll < 12 {
            return Action::Restart;
        }
        if roll < 28 {
            return Action::Crash(rng.below(5));
        }
        if roll < 36 && !self.store_down {
            self.store_down = true;
            return Action::StoreDown(true);
        }
        if roll < 50 && !self.delivery_down {
            self.delivery_down = true;
            return Action::DeliveryDown(true);
        }
        if rng.below(100) < clock_pct {
            return Action::Clock(self.jump());
        }
        for _ in 0..8 {
            if let Some(a) = self.member_action(world, snap, lib, legal) {
                return Action::Act(a);
            }
        }
        Action::Clock(self.jump())
    }

    /// A clock jump: minutes to weeks, mostly hours.
    fn jump(&mut self) -> u64 {
        let rng = &mut self.rng;
        match rng.below(100) {
            0..=29 => 60 * (5 + rng.below(55)),
            30..=64 => 3600 * (1 + rng.below(12)),
            65..=84 => 3600 * (12 + rng.below(25)),
            85..=96 => DAY * (2 + rng.below(5)),
            _ => 7 * DAY * (1 + rng.below(3)),
        }
    }

    /// What a member does now: a kind of action drawn by weight, then someone it fits (a
    /// player to move, a member challenged, ...); `None` when nobody fits.
    fn member_action(
        &mut self,
        world: &World,
        snap: &Snapshot,
        lib: &Library,
        legal: &dyn Fn(&str) -> Vec<String>,
    ) -> Option<Act> {
        let kind = self.rng.weighted(&[
            (40, Kind::Move),
            (12, Kind::Answer),
            (6, Kind::Challenge),
            (3, Kind::Offer),
            (4, Kind::Respond),
            (1, Kind::Resign),
            (4, Kind::Vacation),
            (2, Kind::Premove),
            (1, Kind::MoreTime),
            (3, Kind::Look),
            (10, Kind::Tournament),
            (1, Kind::Settings),
            (2, Kind::Vote),
        ])?;
        match kind {
            Kind::Move => {
                let games: Vec<&StoredGame> = snap
                    .games
                    .values()
                    .filter(|g| g.rec.vote.is_none() && belongs(world, g, g.to_move()))
                    .collect();
                let g = self.rng.pick(&games)?;
                let user = g.to_move()?.to_string();
                let moves = legal(&g.rec.place);
                let m = self.rng.pick(&moves)?;
                let path = self.path_in(world, g.rec.realm.as_deref(), &user);
                let text = if path == Path::Slash {
                    format!("/move {m}")
                } else {
                    m.clone()
                };
                let press = (path == Path::Button).then_some(Press::Move {
                    plies: g.rec.moves.len(),
                    text: m,
                });
                Some(act_with(
                    g.rec.realm.clone(),
                    user,
                    path,
                    &g.rec.place,
                    text,
                    press,
                ))
            }
            Kind::Answer => {
                // Challenges waiting for a member: named ones, and open seats anyone takes.
                let mut waiting: Vec<(&StoredGame, String, bool)> = Vec::new();
                for g in snap.games.values().filter(|g| g.challenge_open()) {
                    let Some(c) = &g.rec.challenge else { continue };
                    let Some(community) = world.community(g.rec.realm.as_deref()) else {
                        continue;
                    };
                    for &s in &c.waiting {
                        let Some(seat) = g.rec.players.get(usize::from(s)) else {
                            continue;
                        };
                        if community.members.contains(seat) {
                            waiting.push((g, seat.clone(), true));
                        } else if seat.starts_with("open:") {
                            for m in &community.members {
                                if g.seat_of(m).is_none() && c.by != *m {
                                    waiting.push((g, m.clone(), false));
                                }
                            }
                        }
                    }
                }
                let (g, user, named) = self.rng.pick(&waiting)?;
                let yes = !named || self.rng.chance(85);
                let id = g.rec.id.clone();
                let realm = g.rec.realm.clone();
                let lobby = lobby_of(world, realm.as_deref());
                let path = self.path_in(world, realm.as_deref(), &user);
                let word = if yes { "accept" } else { "decline" };
                Some(match path {
                    Path::Button => {
                        let press = if yes {
                            Press::Accept(id)
                        } else {
                            Press::Decline(id)
                        };
                        let at = g.rec.challenge.as_ref().map_or(lobby, |c| c.place.clone());
                        act_with(realm, user, path, &at, press.typed(), Some(press))
                    }
                    Path::Typed if named && self.rng.chance(50) => {
                        act_with(realm, user, path, &lobby, format!("/{word}"), None)
                    }
                    _ => act_with(realm, user, path, &lobby, format!("/{word} {id}"), None),
                })
            }
            Kind::Challenge => {
                let community = self.rng.pick(&world.communities)?;
                let user = self.rng.pick(&community.members)?;
                let others: Vec<&String> =
                    community.members.iter().filter(|m| **m != user).collect();
                let opp = self.rng.pick(&others)?.clone();
                let rng = &mut self.rng;
                let days = rng.pick(&[1, 2, 3, 3, 7])?.to_string();
                let clock = match rng.below(10) {
                    0 => format!(" days:{days}+1"),
                    1 => String::new(),
                    _ => format!(" days:{days}"),
                };
                let text = match rng.below(20) {
                    0 | 1 if others.len() >= 2 => {
                        let third = others
                            .iter()
                            .find(|o| ***o != opp)
                            .map_or(String::new(), |o| (*o).clone());
                        format!("/new wellisch @{opp} @{third} days:{days}")
                    }
                    2 => format!("/new glinski @engine level:1{clock}"),
                    3 => "/new glinski @anyone days:3".to_string(),
                    4 => format!("/new mccooey @{opp}{clock}"),
                    _ => format!("/new glinski @{opp}{clock}"),
                };
                let path = self.path_in(world, community.realm.as_deref(), &user);
                Some(act_with(
                    community.realm.clone(),
                    user,
                    path,
                    &community.lobby,
                    text,
                    None,
                ))
            }
            Kind::Offer | Kind::Resign => {
                let games: Vec<&StoredGame> = snap
                    .games
                    .values()
                    .filter(|g| g.running() && g.rec.vote.is_none())
                    .collect();
                let g = self.rng.pick(&games)?;
                let players: Vec<String> = g
                    .rec
                    .players
                    .iter()
                    .filter(|p| belongs(world, g, Some(p.as_str())))
                    .cloned()
                    .collect();
                let user = self.rng.pick(&players)?;
                let text = match (kind, self.rng.below(10)) {
                    (Kind::Resign, _) => "/resign",
                    (_, 0..=5) => "/draw",
                    (_, 6..=8) => "/takeback",
                    _ => "/abort",
                };
                let path = self.path_in(world, g.rec.realm.as_deref(), &user);
                Some(act_with(
                    g.rec.realm.clone(),
                    user,
                    path,
                    &g.rec.place,
                    text.into(),
                    None,
                ))
            }
            Kind::Respond => {
                // A draw offer or takeback request standing, answered by another player.
                let mut open: Vec<(&StoredGame, String, bool)> = Vec::new();
                for g in snap.games.values().filter(|g| g.running()) {
                    for p in &g.rec.players {
                        let Some(seat) = g.seat_of(p) else { continue };
                        if !belongs(world, g, Some(p.as_str())) {
                            continue;
                        }
                        if !g.rec.draw_offer.is_empty() && !g.rec.draw_offer.contains(&seat) {
                            open.push((g, p.clone(), true));
                        }
                        if g.rec.takeback.as_ref().is_some_and(|t| t.by != seat) {
                            open.push((g, p.clone(), false));
                        }
                    }
                }
                let (g, user, draw) = self.rng.pick(&open)?;
                let yes = self.rng.chance(60);
                let path = self.path_in(world, g.rec.realm.as_deref(), &user);
                let press = match (draw, yes) {
                    (true, true) => Press::DrawAccept,
                    (true, false) => Press::DrawDecline,
                    (false, true) => Press::TakebackAccept,
                    (false, false) => Press::TakebackDecline,
                };
                let text = press.typed();
                let press = (path == Path::Button).then_some(press);
                Some(act_with(
                    g.rec.realm.clone(),
                    user,
                    path,
                    &g.rec.place,
                    text,
                    press,
                ))
            }
            Kind::Vacation => {
                let community = self.rng.pick(&world.communities)?;
                let user = self.rng.pick(&community.members)?;
                let on = snap.on_vacation.contains_key(&user);
                let text = match self.rng.below(12) {
                    0 => "/vacation",
                    1 => "/vacation auto off",
                    2 => "/vacation auto on",
                    _ if on => "/vacation off",
                    _ => "/vacation on",
                };
                let path = self.path_in(world, community.realm.as_deref(), &user);
                Some(act_with(
                    community.realm.clone(),
                    user,
                    path,
                    &community.lobby,
                    text.into(),
                    None,
                ))
            }
            Kind::Premove | Kind::MoreTime => {
                // A player waiting for the other's move.
                let games: Vec<&StoredGame> = snap
                    .games
                    .values()
                    .filter(|g| {
                        g.rec.players.len() == 2
                            && g.rec.vote.is_none()
                            && g.turn().is_some()
                            && (kind == Kind::Premove || g.rec.move_clock.is_some())
                    })
                    .collect();
                let g = self.rng.pick(&games)?;
                let user = g
                    .rec
                    .players
                    .iter()
                    .find(|p| Some(p.as_str()) != g.to_move())?
                    .clone();
                if !belongs(world, g, Some(user.as_str())) {
                    return None;
                }
                let text = if kind == Kind::MoreTime {
                    format!("/moretime {}", self.rng.pick(&["30m", "12h", "1d", "2d"])?)
                } else if self.rng.chance(10) {
                    "/premove clear".to_string()
                } else {
                    let theirs = legal(&g.rec.place);
                    let m1 = self.rng.pick(&theirs)?;
                    let replies = replies_after(lib, &g.rec, &m1);
                    let m2 = self.rng.pick(&replies)?;
                    format!("/premove {m1} {m2}")
                };
                let path = self.path_in(world, g.rec.realm.as_deref(), &user);
                Some(act_with(
                    g.rec.realm.clone(),
                    user,
                    path,
                    &g.rec.place,
                    text,
                    None,
                ))
            }
            Kind::Look => {
                let community = self.rng.pick(&world.communities)?;
                let user = self.rng.pick(&community.members)?;
                let game = snap
                    .games
                    .values()
                    .filter(|g| g.rec.realm == community.realm && g.seat_of(&user).is_some())
                    .map(|g| g.rec.place.clone())
                    .collect::<Vec<_>>();
                let game = self.rng.pick(&game);
                let lobby = community.lobby.clone();
                let (place, text) = match self.rng.below(12) {
                    0..=2 => (lobby, "/games".to_string()),
                    3 => (lobby, "/help".into()),
                    4 => (lobby, "/variants".into()),
                    5 => (lobby, "/rules glinski".into()),
                    6 => (lobby, "/profile".into()),
                    7 => (lobby, "/leaderboard".into()),
                    8 => (game?, "/board".into()),
                    9 => (game?, "/moves".into()),
                    10 => (game?, "/premove".into()),
                    _ => (lobby, "/tournament".into()),
                };
                let path = self.path_in(world, community.realm.as_deref(), &user);
                Some(act_with(
                    community.realm.clone(),
                    user,
                    path,
                    &place,
                    text,
                    None,
                ))
            }
            Kind::Tournament => self.tournament_action(world, snap),
            Kind::Settings => {
                let community = self.rng.pick(&world.communities)?;
                let user = self.rng.pick(&community.members)?;
                let admin = community.admin == user;
                let text = match self.rng.below(6) {
                    0 if admin => format!(
                        "/vacation allowance {}",
                        self.rng.pick(&[0, 5, 14, 30, 60])?
                    ),
                    1 => "/notify dm on".to_string(),
                    2 => "/challenges off".to_string(),
                    3 => "/challenges on".to_string(),
                    4 => "/notify dm off".to_string(),
                    _ => "/language".to_string(),
                };
                let path = self.path_in(world, community.realm.as_deref(), &user);
                Some(act_with(
                    community.realm.clone(),
                    user,
                    path,
                    &community.lobby,
                    text,
                    None,
                ))
            }
            Kind::Vote => self.vote_action(world, snap, legal),
        }
    }

    /// A vote in a voting game whose side is to move, by one of its voters; or a new voting
    /// game, now and then.
    fn vote_action(
        &mut self,
        world: &World,
        snap: &Snapshot,
        legal: &dyn Fn(&str) -> Vec<String>,
    ) -> Option<Act> {
        let mut voters: Vec<(&StoredGame, String)> = Vec::new();
        for g in snap.games.values().filter(|g| g.running()) {
            let (Some(rules), Some(turn)) = (&g.rec.vote, g.turn()) else {
                continue;
            };
            if let Some(Some(hexcourier_store::Voters::Team(team))) =
                rules.sides.get(usize::from(turn))
            {
                for u in team {
                    if belongs(world, g, Some(u.as_str())) {
                        voters.push((g, u.clone()));
                    }
                }
            }
        }
        if !voters.is_empty() && self.rng.chance(85) {
            let (g, user) = self.rng.pick(&voters)?;
            let moves = legal(&g.rec.place);
            let choice = if self.rng.chance(5) {
                "draw".to_string()
            } else {
                self.rng.pick(&moves)?
            };
            let text = if self.rng.chance(15) {
                "/tally".to_string()
            } else {
                format!("/vote {choice}")
            };
            let path = self.path_in(world, g.rec.realm.as_deref(), &user);
            return Some(act_with(
                g.rec.realm.clone(),
                user,
                path,
                &g.rec.place,
                text,
                None,
            ));
        }
        let community = self.rng.pick(&world.communities)?;
        let mut members = community.members.clone();
        if members.len() < 4 {
            return None;
        }
        self.rng.shuffle(&mut members);
        let window = self.rng.pick(&["2h", "12h", "1d"])?;
        let text = format!(
            "/new glinski mode:vote team:@{},@{} black:@{},@{} window:{window}",
            members[0], members[1], members[2], members[3]
        );
        let path = self.path_in(world, community.realm.as_deref(), &members[0]);
        Some(act_with(
            community.realm.clone(),
            members[0].clone(),
            path,
            &community.lobby,
            text,
            None,
        ))
    }

    /// A tournament action: an admin makes one, members sign up, the admin starts it,
    /// anyone reads its standings, pairings and files; now and then an organiser
    /// adjudicates or withdraws, or a player leaves.
    fn tournament_action(&mut self, world: &World, snap: &Snapshot) -> Option<Act> {
        let mut joins: Vec<(&EventRecord, String)> = Vec::new();
        let mut starts: Vec<&EventRecord> = Vec::new();
        for e in snap.events.values().filter(|e| e.stage == Stage::SigningUp) {
            let Some(c) = world.community(e.realm.as_deref()) else {
                continue;
            };
            for m in &c.members {
                if !e.players.iter().any(|p| p.user == *m) {
                    joins.push((e, m.clone()));
                }
            }
            if e.players.len() >= 2 + e.format.seats() {
                starts.push(e);
            }
        }
        let makers: Vec<&Community> = world
            .communities
            .iter()
            .filter(|c| {
                snap.events
                    .values()
                    .filter(|e| e.realm == c.realm && e.stage != Stage::Finished)
                    .count()
                    < 2
            })
            .collect();
        let all: Vec<&EventRecord> = snap.events.values().collect();
        let what = self.rng.weighted(&[
            (if makers.is_empty() { 0 } else { 2 }, 0),
            (if joins.is_empty() { 0 } else { 10 }, 1),
            (if starts.is_empty() { 0 } else { 3 }, 2),
            (if all.is_empty() { 0 } else { 5 }, 3),
            (if all.is_empty() { 0 } else { 1 }, 4),
        ])?;
        let (realm, user, place, text) = match what {
            0 => {
                let c = self.rng.pick(&makers)?;
                self.made_tournaments += 1;
                let name =
                    EVENT_NAMES[(self.made_tournaments as usize + self.rng.below(8) as usize) % 8];
                let rng = &mut self.rng;
                let (variant, format) = match rng.below(10) {
                    0..=4 => ("glinski", format!("swiss rounds:{}", 2 + rng.below(3))),
                    5..=7 => ("glinski", "rr".to_string()),
                    8 => ("wellisch", "groups".to_string()),
                    _ => ("wellisch", format!("swiss3 rounds:{}", 2 + rng.below(2))),
                };
                let days = rng.pick(&[1, 2, 3])?;
                let signup = rng.pick(&["1d", "2d", "3d"])?;
                let vacation = if rng.chance(30) { " vacation:off" } else { "" };
                (
                    c.realm.clone(),
                    c.admin.clone(),
                    c.lobby.clone(),
                    format!(
                        "/tournament new {variant} {format} days:{days} signup:{signup}{vacation} name:{name}"
                    ),
                )
            }
            1 => {
                let (e, user) = self.rng.pick(&joins)?;
                (
                    e.realm.clone(),
                    user,
                    format!("#{}", e.id),
                    "/tournament join".into(),
                )
            }
            2 => {
                let e = self.rng.pick(&starts)?;
                let admin = world.community(e.realm.as_deref())?.admin.clone();
                (
                    e.realm.clone(),
                    admin,
                    format!("#{}", e.id),
                    "/tournament start".into(),
                )
            }
            3 => {
                let e = self.rng.pick(&all)?;
                let c = world.community(e.realm.as_deref())?;
                let user = self.rng.pick(&c.members)?;
                let text = match self.rng.below(6) {
                    0..=2 => "/tournament standings",
                    3 => "/tournament pairings",
                    4 => "/tournament export",
                    _ => "/tournament",
                };
                (e.realm.clone(), user, format!("#{}", e.id), text.into())
            }
            _ => {
                let e = self.rng.pick(&all)?;
                let c = world.community(e.realm.as_deref())?;
                let running: Vec<u64> = e
                    .rounds
                    .last()
                    .map(|r| {
                        r.boards
                            .iter()
                            .filter(|b| !b.decided())
                            .filter_map(|b| b.game)
                            .collect()
                    })
                    .unwrap_or_default();
                let rng = &mut self.rng;
                match (rng.below(10), running.first()) {
                    (0..=5, Some(g)) => {
                        let result = if e.format.seats() == 3 {
                            "1-2-3"
                        } else {
                            rng.pick(&["1-0", "0-1", "1/2-1/2"])?
                        };
                        (
                            e.realm.clone(),
                            c.admin.clone(),
                            format!("#{}", e.id),
                            format!("/tournament adjudicate g{g} {result}"),
                        )
                    }
                    (6..=7, _) => {
                        let p = rng.pick(&e.players)?;
                        (
                            e.realm.clone(),
                            c.admin.clone(),
                            format!("#{}", e.id),
                            format!("/tournament withdraw @{}", p.user),
                        )
                    }
                    _ => {
                        let p = rng.pick(&e.players)?;
                        (
                            e.realm.clone(),
                            p.user.clone(),
                            format!("#{}", e.id),
                            "/tournament leave".into(),
                        )
                    }
                }
            }
        };
        let path = self.path_in(world, realm.as_deref(), &user);
        Some(act_with(realm, user, path, &place, text, None))
    }

    /// How `user` reaches the bot in the community of `realm` this time.
    fn path_in(&mut self, world: &World, realm: Option<&str>, user: &str) -> Path {
        match world.community(realm) {
            Some(c) => {
                let c = c.clone();
                self.path_of(world, &c, user)
            }
            None => Path::Console,
        }
    }

    /// How `user` reaches the bot this time (their habits; the console has one way).
    fn path_of(&mut self, world: &World, community: &Community, user: &str) -> Path {
        if community.realm.is_none() {
            return Path::Console;
        }
        let w = world.member(user).map_or([1, 1, 1], |m| m.paths);
        self.rng
            .weighted(&[
                (w[0], Path::Typed),
                (w[1], Path::Slash),
                (w[2], Path::Button),
            ])
            .unwrap_or(Path::Typed)
    }
}

/// The first actions of a run: each server's admin sets its language with the slash
/// command (the console's community speaks the console's language).
pub fn setup(world: &World) -> Vec<Action> {
    world
        .communities
        .iter()
        .filter(|c| c.realm.is_some())
        .map(|c| {
            Action::Act(Act {
                user: c.admin.clone(),
                realm: c.realm.clone(),
                path: Path::Slash,
                place: c.lobby.clone(),
                text: format!("/language {}", c.lang.code()),
                press: None,
            })
        })
        .collect()
}

/// The legal replies after the opponent plays `theirs` in a two-player game, as texts.
fn replies_after(lib: &Library, rec: &hexcourier_store::GameRecord, theirs: &str) -> Vec<String> {
    let Some(v) = lib.get(&rec.variant) else {
        return Vec::new();
    };
    let Ok(mut pos) = Position::from_text(v, &rec.start) else {
        return Vec::new();
    };
    for m in rec.moves.iter().map(String::as_str).chain([theirs]) {
        match parse_move(v, &pos, m) {
            Ok(mv) => pos = pos.after(v, mv),
            Err(_) => return Vec::new(),
        }
    }
    let mut out: Vec<String> = pos
        .legal_moves(v)
        .into_iter()
        .map(|m| move_to_text(v, &pos, m))
        .collect();
    out.sort();
    out
}

/// A run's actions counted by kind (`move 40, /new 12, clock 30, ...`), to see what runs do.
pub fn actions_summary(actions: &[Action]) -> String {
    let mut counts: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for a in actions {
        let kind = match a {
            Action::Act(act) => {
                let word = act.text.split_whitespace().next().unwrap_or("");
                if word.starts_with('/') {
                    let second = act.text.split_whitespace().nth(1).unwrap_or("");
                    if matches!(word, "/tournament" | "/vacation") {
                        format!("{word} {second}")
                    } else {
                        word.to_string()
                    }
                } else {
                    "move".to_string()
                }
            }
            Action::Clock(_) => "clock".into(),
            Action::Down(_) => "down".into(),
            Action::Restart => "restart".into(),
            Action::Crash(_) => "crash".into(),
            Action::StoreDown(_) => "store".into(),
            Action::DeliveryDown(_) => "delivery".into(),
        };
        *counts.entry(kind).or_default() += 1;
    }
    counts
        .iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}
