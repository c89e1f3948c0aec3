//! The courier: delivers the announcements the core keeps owed, exactly once and in order.
//!
//! Every change to a game is stored with what it announces (the core's outbox). The courier
//! reads what is owed, game by game and in each game's order, turns each announcement into
//! Discord messages (the same grouping as direct answers: texts, the board and the ping in
//! one message; a thread opened from its parent's message; buttons for a standing question;
//! the thread archived when the game ends), sends them, and settles the announcement only
//! after Discord has confirmed every message.
//!
//! - **Exactly once.** Each message carries a nonce made of the game, the announcement's
//!   number and the message's number in it, with `enforce_nonce`: a message sent again
//!   within Discord's nonce window (a few minutes) is not posted twice. After each confirmed
//!   message the announcement's progress is stored, so a restart at any later time goes on
//!   with the next message, never the same one.
//! - **Never giving up on what can still work.** 429, 5xx, timeouts and lost connections
//!   are tried again after a backoff that doubles per game up to [`Delivery::max_backoff`]
//!   (a minute by default), so within about a minute of Discord answering again everything
//!   owed goes out. Other games go on meanwhile.
//! - **Permanent failures have a fallback.** An archived thread is unarchived and the
//!   message sent again. A thread that is gone or closed to the bot (404, 403) gets its
//!   message in the channel the thread was opened in, with a link to it. A thread that cannot
//!   be opened (no permission) leaves the game in its channel. Only when nothing can work is
//!   the announcement dropped: with a warning in the log and a count in the status line.
//! - **Throttled** below Discord's limits: at most [`Delivery::channel_burst`] messages at
//!   once per channel, then [`Delivery::channel_per_sec`] a second, and
//!   [`Delivery::global_per_sec`] in all.
//!
//! The courier starts with the bot and is woken by every change that owes something, by
//! every (re)connection to the gateway, and by its own backoff timers.

use super::links::Links;
use super::message::OutMessage;
use super::questions::question_message;
use super::rest::{FailureKind, Rest, SendError};
use super::show::{self, Step};
use super::types::{Counts, Delivery, Hub};
use hexcourier_core::{NoticeId, Owed, Place, Progress, Question, Source};
use serenity::all::{ChannelId, MessageId};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

/// How often the courier looks for what is owed when nothing wakes it.
const SWEEP: Duration = Duration::from_secs(30);

/// Why a game's delivery stopped before everything it owes went out.
#[derive(Debug)]
enum Stop {
    /// Discord (or the store) failed for now: try the game again after a wait (at least the
    /// one given).
    Later(Option<Duration>),
}

/// What became of one message (or other step) of an announcement.
enum Sent {
    /// Done; the transport's id of what was made (a message, a thread), if anything.
    Done(String),
    /// Nothing can ever deliver it: drop the announcement.
    Hopeless(String),
}

/// One step of an announcement in Discord's terms.
#[derive(Debug, Clone)]
enum Unit {
    /// A message in a place.
    Post {
        place: Place,
        msg: OutMessage,
        /// Whether it carries the picture of a position (a fallback keeps the picture).
        board: bool,
    },
    /// A thread for `place`, opened from the last message of this announcement in `parent`.
    Open {
        place: Place,
        title: String,
        /// The thread's name: its title, users by the names their server shows them by.
        name: String,
        parent: Place,
        /// The language of the announcements there.
        lang: hexcourier_core::i18n::Lang,
    },
    /// A question's buttons.
    Ask {
        place: Place,
        question: Question,
        /// The language of the place's announcements.
        lang: hexcourier_core::i18n::Lang,
    },
    /// Archive the thread of a game that is over.
    Close { place: Place },
}

/// Runs the courier for as long as the bot runs.
pub async fn run(hub: Arc<Hub>) {
    let rest = Arc::new(hub.rest.single_try());
    let throttle = Arc::new(Throttle::new(hub.delivery));
    let mut running: HashSet<Source> = HashSet::new();
    let mut tasks: JoinSet<(Source, Result<(), Stop>)> = JoinSet::new();
    let mut backoff: HashMap<Source, Backoff> = HashMap::new();
    loop {
        let now = Instant::now();
        let games = owed_games(&hub).await;
        backoff.retain(|g, _| games.contains(g) || running.contains(g));
        for game in games {
            if running.len() >= hub.delivery.parallel.max(1) {
                break;
            }
            if running.contains(&game) || backoff.get(&game).is_some_and(|b| b.until > now) {
                continue;
            }
            running.insert(game);
            let (hub, rest, throttle) = (hub.clone(), rest.clone(), throttle.clone());
            tasks.spawn(async move {
                let done = deliver_game(&hub, &rest, &throttle, game).await;
                (game, done)
            });
        }
        let next_try = backoff
            .iter()
            .filter(|(g, _)| !running.contains(g))
            .map(|(_, b)| b.until)
            .min();
        tokio::select! {
            () = hub.courier.notified() => {}
            Some(joined) = tasks.join_next(), if !tasks.is_empty() => {
                match joined {
                    Ok((game, Ok(()))) => {
                        running.remove(&game);
                        backoff.remove(&game);
                    }
                    Ok((game, Err(Stop::Later(hint)))) => {
                        running.remove(&game);
                        let b = backoff.entry(game).or_insert(Backoff {
                            until: Instant::now(),
                            step: Duration::ZERO,
                        });
                        b.fail(&hub.delivery, hint);
                        Counts::bump(&hub.counts.retries);
                    }
                    Err(e) => {
                        // A delivery task panicked; its game is tried again after a while.
                        tracing::error!("a delivery task failed: {e}");
                        running.clear();
                    }
                }
            }
            () = sleep_until(next_try), if next_try.is_some() => {}
            // A sweep now and then, should a wake-up have been missed (a store that failed
            // to answer, say).
            () = tokio::time::sleep(SWEEP) => {}
        }
    }
}

async fn sleep_until(t: Option<Instant>) {
    if let Some(t) = t {
        tokio::time::sleep_until(tokio::time::Instant::from_std(t)).await;
    }
}

/// The games and tournaments with announcements owed, oldest first.
async fn owed_games(hub: &Arc<Hub>) -> Vec<Source> {
    let (core, batch) = (hub.core.clone(), hub.delivery.batch);
    let owed = match tokio::task::spawn_blocking(move || core.owed(None, batch)).await {
        Ok(Ok(owed)) => owed,
        Ok(Err(e)) => {
            tracing::warn!("cannot read what is owed: {e}");
            Vec::new()
        }
        Err(e) => {
            tracing::warn!("cannot read what is owed: {e}");
            Vec::new()
        }
    };
    let mut games: Vec<Source> = owed.iter().map(|o| o.id.from).collect();
    games.dedup();
    games
}

/// A game's wait before its next try.
#[derive(Debug, Clone, Copy)]
struct Backoff {
    until: Instant,
    step: Duration,
}

impl Backoff {
    /// After a failure: twice the last wait (from the first), at most the cap; at least what
    /// Discord asked for.
    fn fail(&mut self, d: &Delivery, asked: Option<Duration>) {
        self.step = if self.step.is_zero() {
            d.first_backoff
        } else {
            (self.step * 2).min(d.max_backoff)
        };
        let wait = asked.map_or(self.step, |a| a.max(self.step).min(d.max_backoff.max(a)));
        self.until = Instant::now() + wait;
    }
}

/// Delivers everything a game owes, in order, until it owes nothing or something fails for
/// now.
async fn deliver_game(
    hub: &Arc<Hub>,
    rest: &Rest,
    throttle: &Throttle,
    game: Source,
) -> Result<(), Stop> {
    loop {
        let core = hub.core.clone();
        let owed = blocking(move || core.owed_of(game)).await?;
        if owed.is_empty() {
            return Ok(());
        }
        for o in owed {
            deliver(hub, rest, throttle, o).await?;
        }
    }
}

/// Delivers one announcement from where its progress says, then settles it.
async fn deliver(hub: &Arc<Hub>, rest: &Rest, throttle: &Throttle, o: Owed) -> Result<(), Stop> {
    let core = hub.core.clone();
    let says = o.says.clone();
    let game = o.id.from.place();
    let from = o.id.from;
    let (replies, turn, lang, realm) = tokio::task::spawn_blocking(move || {
        (
            core.render(&says),
            core.pick_turn(&game),
            core.lang_at(&game),
            core.realm_of_notice(from),
        )
    })
    .await
    .map_err(|_| Stop::Later(None))?;
    let guild = realm.and_then(|r| r.parse::<u64>().ok());
    let units = units(hub, show::plan(replies), turn, lang, guild);
    let mut progress = o.progress.clone();
    let start = usize::try_from(progress.sent).unwrap_or(usize::MAX);
    for (i, unit) in units.iter().enumerate().skip(start) {
        let sent = send(hub, rest, throttle, o.id, i, unit, &units, &progress).await?;
        match sent {
            Sent::Done(reference) => {
                progress.sent = u32::try_from(i + 1).unwrap_or(u32::MAX);
                progress.refs.push(reference);
                if i + 1 < units.len() {
                    let (core, p, owed) = (hub.core.clone(), progress.clone(), o.clone());
                    blocking(move || core.progress(&owed, &p)).await?;
                }
            }
            Sent::Hopeless(why) => {
                let core = hub.core.clone();
                let id = o.id;
                blocking(move || core.give_up(id, &why)).await?;
                return Ok(());
            }
        }
    }
    let core = hub.core.clone();
    blocking(move || core.settle(&o)).await?;
    Counts::bump(&hub.counts.delivered);
    // Settling may have queued a turn note for a DM.
    hub.dms.notify_one();
    Ok(())
}

/// Runs store work on a blocking thread; a failure is tried again later.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, hexcourier_store::StoreError> + Send + 'static,
) -> Result<T, Stop> {
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok(t)) => Ok(t),
        Ok(Err(e)) => {
            tracing::warn!("the store failed during delivery: {e}");
            Err(Stop::Later(None))
        }
        Err(e) => {
            tracing::warn!("a delivery step failed: {e}");
            Err(Stop::Later(None))
        }
    }
}

/// The steps of an announcement as units, each a message or an action on a thread.
fn units(
    hub: &Hub,
    steps: Vec<Step>,
    turn: Option<(usize, bool)>,
    lang: hexcourier_core::i18n::Lang,
    guild: Option<u64>,
) -> Vec<Unit> {
    let names = show::names_in(&hub.core, guild);
    let mut out = Vec::new();
    for step in steps {
        match step {
            Step::Post { place, post } => {
                let board = post.picture.is_some();
                let mut msgs = show::messages(&post, &hub.links, &names, lang);
                // The current position gets the "Move" (or "Vote") button of the picker.
                let button = post
                    .picture
                    .as_ref()
                    .and_then(|p| super::picker::turn_row(&place, &p.file_name, turn, lang));
                if let (Some(row), Some(last)) = (button, msgs.last_mut()) {
                    last.rows.push(row);
                }
                out.extend(msgs.into_iter().map(|msg| Unit::Post {
                    place: place.clone(),
                    msg,
                    board,
                }));
            }
            Step::Open {
                place,
                title,
                parent,
            } => out.push(Unit::Open {
                name: show::plain_text(&title, &names, show::MAX_THREAD_NAME_CHARS),
                place,
                title,
                parent,
                lang,
            }),
            Step::Ask { place, question } => out.push(Unit::Ask {
                place,
                question,
                lang,
            }),
            Step::Close { place } => out.push(Unit::Close { place }),
        }
    }
    out
}

/// The nonce of message `unit` of an announcement (Discord takes at most 25 characters):
/// the same on every try, also after a restart.
fn nonce(id: NoticeId, unit: usize, tag: &str) -> String {
    super::message::nonce(format!("{}.{}.{unit}{tag}", id.from, id.seq), "hx")
}

/// What a failed request means here: try later, or `None` for a failure no retry can fix.
fn later(e: &SendError) -> Option<Stop> {
    match e.kind() {
        FailureKind::Transient(hint) => Some(Stop::Later(hint)),
        FailureKind::Archived | FailureKind::Gone | FailureKind::Refused => None,
    }
}

/// A thread to open: for `place`, titled, from the last message in `parent`, whose
/// announcements are in `lang`.
#[derive(Clone, Copy)]
struct Opening<'a> {
    place: &'a Place,
    title: &'a str,
    name: &'a str,
    parent: &'a Place,
    lang: hexcourier_core::i18n::Lang,
}

/// Sends one unit.
#[allow(clippy::too_many_arguments)]
async fn send(
    hub: &Arc<Hub>,
    rest: &Rest,
    throttle: &Throttle,
    id: NoticeId,
    i: usize,
    unit: &Unit,
    units: &[Unit],
    progress: &Progress,
) -> Result<Sent, Stop> {
    match unit {
        Unit::Post { place, msg, board } => {
            post_in_place(hub, rest, throttle, id, i, place, msg, *board).await
        }
        Unit::Ask {
            place,
            question,
            lang,
        } => {
            let msg = question_message(*question, *lang);
            post_in_place(hub, rest, throttle, id, i, place, &msg, false).await
        }
        Unit::Open {
            place,
            title,
            name,
            parent,
            lang,
        } => {
            let at = Opening {
                place,
                title,
                name,
                parent,
                lang: *lang,
            };
            open(hub, rest, throttle, id, i, &at, units, progress).await
        }
        Unit::Close { place } => close(hub, rest, place).await,
    }
}

/// Posts a message in a place's channel; an archived thread is unarchived first, and a thread
/// that cannot be used gets its message in its parent channel, with a link to it.
#[allow(clippy::too_many_arguments)]
async fn post_in_place(
    hub: &Arc<Hub>,
    rest: &Rest,
    throttle: &Throttle,
    id: NoticeId,
    i: usize,
    place: &Place,
    msg: &OutMessage,
    board: bool,
) -> Result<Sent, Stop> {
    let Some(channel) = hub.links.channel_of(place) else {
        // A game whose thread was never opened (opening it failed for good).
        return in_parent(hub, rest, throttle, id, i, place, None, msg, board).await;
    };
    let nonce = nonce(id, i, "");
    throttle.wait(channel).await;
    let first = rest.post(channel, msg, &nonce).await;
    let failure = match first {
        Ok(m) => return Ok(Sent::Done(m.get().to_string())),
        Err(e) => e,
    };
    match failure.kind() {
        FailureKind::Transient(hint) => Err(Stop::Later(hint)),
        FailureKind::Archived => {
            tracing::info!(%place, %channel, "thread archived; unarchiving it to post");
            if let Err(e) = rest.unarchive(channel).await {
                return match later(&e) {
                    Some(stop) => Err(stop),
                    None => {
                        in_parent(hub, rest, throttle, id, i, place, Some(channel), msg, board)
                            .await
                    }
                };
            }
            throttle.wait(channel).await;
            match rest.post(channel, msg, &nonce).await {
                Ok(m) => Ok(Sent::Done(m.get().to_string())),
                Err(e) => match later(&e) {
                    Some(stop) => Err(stop),
                    None => {
                        in_parent(hub, rest, throttle, id, i, place, Some(channel), msg, board)
                            .await
                    }
                },
            }
        }
        FailureKind::Gone | FailureKind::Refused => {
            tracing::warn!(%place, %channel, "cannot post in the game's channel: {failure}");
            in_parent(hub, rest, throttle, id, i, place, Some(channel), msg, board).await
        }
    }
}

/// The fallback for a game's message its thread cannot take: the same message in the channel
/// the thread was opened in, led by a link to the thread. Hopeless without such a channel, or
/// when it refuses too.
#[allow(clippy::too_many_arguments)]
async fn in_parent(
    hub: &Arc<Hub>,
    rest: &Rest,
    throttle: &Throttle,
    id: NoticeId,
    i: usize,
    place: &Place,
    thread: Option<ChannelId>,
    msg: &OutMessage,
    board: bool,
) -> Result<Sent, Stop> {
    let Some(parent) = hub.links.parent_of(place).filter(|p| Some(*p) != thread) else {
        return Ok(Sent::Hopeless(format!(
            "no channel can take the messages of {place}"
        )));
    };
    let lead = match thread {
        Some(t) => format!("In <#{t}> ({place}):"),
        None => format!("{place}:"),
    };
    let mut fallback = msg.clone();
    fallback.content = show::cut(&format!("{lead}\n{}", msg.content), show::MAX_CONTENT_CHARS);
    if !board {
        fallback.rows.clear();
    }
    throttle.wait(parent).await;
    match rest.post(parent, &fallback, &nonce(id, i, "p")).await {
        Ok(m) => {
            Counts::bump(&hub.counts.fallbacks);
            Ok(Sent::Done(m.get().to_string()))
        }
        Err(e) => match later(&e) {
            Some(stop) => Err(stop),
            None => Ok(Sent::Hopeless(format!(
                "neither {place}'s thread nor its channel take messages: {e}"
            ))),
        },
    }
}

/// Opens the thread of a new game from the last message this announcement posted in the
/// parent (or from a message of its own), and links it. Without the right to open threads
/// the game is played in the parent channel itself, if no other game is.
#[allow(clippy::too_many_arguments)]
async fn open(
    hub: &Arc<Hub>,
    rest: &Rest,
    throttle: &Throttle,
    id: NoticeId,
    i: usize,
    at: &Opening<'_>,
    units: &[Unit],
    progress: &Progress,
) -> Result<Sent, Stop> {
    let Opening {
        place,
        title,
        name,
        parent,
        lang,
    } = *at;
    if let Some(thread) = hub.links.channel_of(place) {
        // Opened by an earlier try whose progress was not stored.
        return Ok(Sent::Done(thread.get().to_string()));
    }
    let Some(parent_channel) = hub.links.channel_of(parent) else {
        return Ok(Sent::Hopeless(format!("{parent} is not a channel")));
    };
    let starter = units[..i]
        .iter()
        .zip(&progress.refs)
        .rev()
        .find(|(u, _)| matches!(u, Unit::Post { place: p, .. } if p == parent))
        .and_then(|(_, r)| r.parse::<u64>().ok())
        .filter(|&m| m != 0)
        .map(MessageId::new);
    let starter = match starter {
        Some(m) => m,
        None => {
            let msg = OutMessage {
                content: show::message_text(title, |_| None),
                ..OutMessage::default()
            };
            throttle.wait(parent_channel).await;
            match rest.post(parent_channel, &msg, &nonce(id, i, "s")).await {
                Ok(m) => m,
                Err(e) => {
                    return match later(&e) {
                        Some(stop) => Err(stop),
                        None => Ok(Sent::Hopeless(format!(
                            "cannot post in {parent} to open {place}'s thread: {e}"
                        ))),
                    }
                }
            }
        }
    };
    throttle.wait(parent_channel).await;
    match rest
        .thread_from_message(parent_channel, starter, name)
        .await
    {
        Ok(thread) => {
            link(hub, place, thread, Some(parent_channel)).await?;
            tracing::info!(%place, %thread, "game thread opened");
            Ok(Sent::Done(thread.get().to_string()))
        }
        Err(e) => match later(&e) {
            Some(stop) => Err(stop),
            None if hub.links.game_of(parent_channel).is_none() => {
                tracing::warn!(%place, %parent, "cannot open a thread ({e}); the game is played in its channel");
                link(hub, place, parent_channel, None).await?;
                let note = OutMessage {
                    content: hexcourier_core::t!(
                        lang,
                        "discord-no-thread",
                        place = place.to_string(),
                        why = e.code().filter(|&c| c != 0).map_or_else(
                            || hexcourier_core::i18n::plain(lang, "discord-refused"),
                            |c| hexcourier_core::t!(
                                lang,
                                "discord-error-code",
                                code = c.to_string()
                            )
                        )
                    ),
                    ..OutMessage::default()
                };
                throttle.wait(parent_channel).await;
                match rest.post(parent_channel, &note, &nonce(id, i, "n")).await {
                    Ok(m) => Ok(Sent::Done(m.get().to_string())),
                    Err(e) => match later(&e) {
                        Some(stop) => Err(stop),
                        None => Ok(Sent::Done(parent_channel.get().to_string())),
                    },
                }
            }
            None => Ok(Sent::Hopeless(format!(
                "cannot open a thread for {place}, and its channel holds another game: {e}"
            ))),
        },
    }
}

/// Stores a game's channel (with the parent its thread was opened in).
async fn link(
    hub: &Arc<Hub>,
    place: &Place,
    channel: ChannelId,
    parent: Option<ChannelId>,
) -> Result<(), Stop> {
    let (h, p) = (hub.clone(), place.clone());
    let stored = tokio::task::spawn_blocking(move || link_now(&h.links, &p, channel, parent))
        .await
        .map_err(|_| Stop::Later(None))?;
    stored.map_err(|e| {
        tracing::warn!(%place, "could not store the game's channel: {e}");
        Stop::Later(None)
    })
}

fn link_now(
    links: &Links,
    place: &Place,
    channel: ChannelId,
    parent: Option<ChannelId>,
) -> anyhow::Result<()> {
    match parent {
        Some(parent) => links.link_thread(place, channel, parent),
        None => links.link(place, channel),
    }
}

/// Archives the thread of a game that is over (it stays readable). A thread that cannot be
/// archived is left as it is.
async fn close(hub: &Arc<Hub>, rest: &Rest, place: &Place) -> Result<Sent, Stop> {
    let Some(thread) = hub.links.channel_of(place) else {
        return Ok(Sent::Done(String::new()));
    };
    if hub.links.parent_of(place).is_none() {
        // Played in a channel, not a thread: nothing to archive; the channel is given back.
        let (h, p) = (hub.clone(), place.clone());
        let released = tokio::task::spawn_blocking(move || h.links.release(&p))
            .await
            .map_err(|_| Stop::Later(None))?;
        if let Err(e) = released {
            tracing::warn!(%place, "could not give back the game's channel: {e}");
            return Err(Stop::Later(None));
        }
        tracing::info!(%place, %thread, "finished game's channel given back");
        return Ok(Sent::Done(String::new()));
    }
    match rest.archive(thread).await {
        Ok(()) => {
            tracing::info!(%place, %thread, "finished game's thread archived");
            Ok(Sent::Done(String::new()))
        }
        Err(e) => match later(&e) {
            Some(stop) => Err(stop),
            None => {
                tracing::warn!(%place, %thread, "could not archive the thread: {e}");
                Ok(Sent::Done(String::new()))
            }
        },
    }
}

/// Paces the courier's messages: a token bucket per channel and a steady pace in all.
#[derive(Debug)]
struct Throttle {
    d: Delivery,
    state: Mutex<ThrottleState>,
}

#[derive(Debug, Default)]
struct ThrottleState {
    channels: HashMap<ChannelId, (f64, Instant)>,
    next_global: Option<Instant>,
}

impl Throttle {
    fn new(d: Delivery) -> Throttle {
        Throttle {
            d,
            state: Mutex::default(),
        }
    }

    /// Waits until a message may go to `channel`, and counts it.
    async fn wait(&self, channel: ChannelId) {
        let delay = self.take(channel, Instant::now());
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
    }

    /// Takes a message's place at `now`; how long to wait before sending it.
    fn take(&self, channel: ChannelId, now: Instant) -> Duration {
        let mut s = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let burst = f64::from(self.d.channel_burst.max(1));
        let rate = self.d.channel_per_sec.max(0.001);
        // The bucket as of its last message (which may still be waiting its turn).
        let (tokens, seen) = s.channels.get(&channel).copied().unwrap_or((burst, now));
        let t = now.max(seen);
        let tokens = (tokens + t.saturating_duration_since(seen).as_secs_f64() * rate).min(burst);
        let (left, at) = if tokens >= 1.0 {
            (tokens - 1.0, t)
        } else {
            (0.0, t + Duration::from_secs_f64((1.0 - tokens) / rate))
        };
        s.channels.insert(channel, (left, at));
        if s.channels.len() > 10_000 {
            s.channels.retain(|_, (_, seen)| {
                now.saturating_duration_since(*seen) < Duration::from_secs(60)
            });
        }
        // The pace in all: a slot per message, taken in turn, whatever each channel waits.
        let gap = Duration::from_secs_f64(1.0 / self.d.global_per_sec.max(0.001));
        let global_at = s.next_global.map_or(now, |g| g.max(now));
        s.next_global = Some(global_at + gap);
        at.max(global_at).saturating_duration_since(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_name_the_game_the_announcement_and_the_message() {
        let id = NoticeId {
            from: Source::Game(hexcourier_core::GameId(12)),
            seq: 3,
        };
        assert_eq!(nonce(id, 0, ""), "g12.3.0");
        assert_eq!(nonce(id, 2, "p"), "g12.3.2p");
        let big = NoticeId {
            from: Source::Game(hexcourier_core::GameId(u64::MAX)),
            seq: u64::MAX,
        };
        let n = nonce(big, 7, "");
        assert!(n.len() <= 25 && n.starts_with("hx"), "{n}");
        assert_eq!(n, nonce(big, 7, ""), "the same on every try");
        assert_ne!(n, nonce(big, 8, ""));
    }

    #[test]
    fn backoff_doubles_to_the_cap_and_honours_retry_after() {
        let d = Delivery {
            first_backoff: Duration::from_secs(1),
            max_backoff: Duration::from_secs(8),
            ..Delivery::default()
        };
        let mut b = Backoff {
            until: Instant::now(),
            step: Duration::ZERO,
        };
        let steps: Vec<u64> = (0..6)
            .map(|_| {
                b.fail(&d, None);
                b.step.as_secs()
            })
            .collect();
        assert_eq!(steps, [1, 2, 4, 8, 8, 8]);
        let before = Instant::now();
        b.fail(&d, Some(Duration::from_secs(30)));
        assert!(b.until >= before + Duration::from_secs(30));
    }

    #[test]
    fn a_channel_takes_its_burst_then_its_rate() {
        let t = Throttle::new(Delivery {
            channel_burst: 2,
            channel_per_sec: 2.0,
            global_per_sec: 1000.0,
            ..Delivery::default()
        });
        let now = Instant::now();
        let c = ChannelId::new(1);
        let waits: Vec<u128> = (0..4).map(|_| t.take(c, now).as_millis()).collect();
        // Two at once, then one every half second; the global pace adds 1 ms a message.
        assert_eq!(waits[0], 0);
        assert!(waits[1] <= 1, "{waits:?}");
        assert!((499..=502).contains(&waits[2]), "{waits:?}");
        assert!((999..=1003).contains(&waits[3]), "{waits:?}");
        // Another channel is not held up by this one's rate.
        assert!(t.take(ChannelId::new(2), now).as_millis() <= 5);
    }
}
