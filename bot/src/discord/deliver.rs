//! From core replies to Discord messages: answering the interaction, opening threads, posting
//! in threads (unarchiving them first when needed).

use super::links::Links;
use super::outbox::{Button, OutFile, OutMessage, Row, Style, THREAD_ARCHIVED};
use super::show::{self, Names, Post, Step, MAX_CONTENT_CHARS, MAX_DESCRIPTION_CHARS};
use super::types::{Context, Data, Error};
use crate::core::words::split_message;
use crate::core::{Caller, Command, Consent, GameId, Place, Question, Reply};
use serenity::all::{ChannelId, CommandInteraction, ComponentInteraction, MessageId};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// How far the answer to an interaction has gone; kept as poise invocation data so that
/// `on_error` answers in the right way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The interaction was acknowledged with a "thinking…" answer, to be replaced.
    Deferred,
    /// The first answer was sent; more must be follow-ups.
    Answered,
}

/// Where the replies answer.
#[derive(Debug)]
pub enum Origin<'a> {
    /// A slash command: the first message for its place answers the interaction.
    Interaction {
        /// The interaction.
        interaction: &'a CommandInteraction,
        /// Whether the answer is shown only to the user who asked.
        private: bool,
        /// Whether it was deferred (the first answer then replaces "thinking…").
        deferred: bool,
        /// Set once the first answer is sent (poise's flag).
        answered: &'a AtomicBool,
    },
    /// A message typed in a channel.
    Message {
        /// The channel.
        channel: ChannelId,
    },
}

/// The last message posted in a place, to start a thread from.
#[derive(Debug, Clone, Copy)]
enum Last {
    Message(MessageId),
    /// The interaction's answer, whose id must be asked for.
    InteractionAnswer,
}

/// Renders a post in Discord's words: mentions and thread links in the text, the turn ping
/// last, names in the picture's description; split at the length limit, with the picture and
/// the ping on the last part.
pub fn render(post: &Post, links: &Links, names: &Names) -> Vec<OutMessage> {
    let thread_of = |p: &Place| {
        GameId::parse(p.as_str())
            .and_then(|_| links.channel_of(p))
            .map(ChannelId::get)
    };
    let notify: Vec<u64> = post.pings.iter().filter_map(show::discord_id).collect();
    let roles: Vec<u64> = post.roles.iter().filter_map(|r| show::role_id(r)).collect();
    let mut text = show::message_text(&post.lines.join("\n"), thread_of);
    let pings: Vec<String> = notify
        .iter()
        .map(|&id| show::ping_line(id))
        .chain(roles.iter().map(|&id| show::role_ping_line(id)))
        .collect();
    if !pings.is_empty() {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&pings.join(" "));
    }
    let mut parts: Vec<OutMessage> = split_message(&text, MAX_CONTENT_CHARS)
        .into_iter()
        .map(|content| OutMessage {
            content,
            ..OutMessage::default()
        })
        .collect();
    if parts.is_empty() {
        parts.push(OutMessage::default());
    }
    if let Some(last) = parts.last_mut() {
        last.notify = notify;
        last.notify_roles = roles;
        last.file = post.picture.as_ref().map(|p| OutFile {
            name: p.file_name.clone(),
            png: p.png.clone(),
            description: show::plain_text(&p.caption, names, MAX_DESCRIPTION_CHARS),
        });
    }
    parts.retain(|m| !m.content.is_empty() || m.file.is_some());
    parts
}

/// Posts a message in a channel; a thread that turns out archived is unarchived and the same
/// message (same nonce) posted again.
async fn post_in(data: &Data, channel: ChannelId, msg: &OutMessage) -> Result<MessageId, Error> {
    let nonce = data.outbox.nonce();
    match data.outbox.post(channel, msg, &nonce).await {
        Err(e) if e.code() == Some(THREAD_ARCHIVED) => {
            tracing::info!(%channel, "thread archived; unarchiving it to post");
            data.outbox.unarchive(channel).await?;
            Ok(data.outbox.post(channel, msg, &nonce).await?)
        }
        r => Ok(r?),
    }
}

/// Delivers the replies to a message or command typed in `origin_place`.
///
/// # Errors
/// If Discord refuses or cannot be reached after the retries, or a link cannot be stored.
pub async fn deliver(
    data: &Data,
    origin: Origin<'_>,
    origin_place: &Place,
    replies: Vec<Reply>,
) -> Result<(), Error> {
    let origin_channel = match &origin {
        Origin::Interaction { interaction, .. } => interaction.channel_id,
        Origin::Message { channel } => *channel,
    };
    let mut last: HashMap<Place, Last> = HashMap::new();
    // An interaction always gets an answer, if only "Done." (never a lasting "thinking…").
    let mut answered = false;
    for step in show::plan(origin_place, replies) {
        match step {
            Step::Post { place, post } => {
                let mut msgs = render(&post, &data.links, &data.names);
                // The current position gets the "Move" (or "Vote") button of the picker.
                let button = post
                    .picture
                    .as_ref()
                    .and_then(|p| super::picker::turn_row(data, &place, &p.file_name));
                if let (Some(row), Some(last)) = (button, msgs.last_mut()) {
                    last.rows.push(row);
                }
                for msg in msgs {
                    let mine = place == *origin_place;
                    let sent = match &origin {
                        Origin::Interaction {
                            interaction,
                            private,
                            ..
                        } if mine => {
                            if !answered {
                                answered = true;
                                answer_interaction(data, &origin, &msg).await?
                            } else if *private {
                                let id = data
                                    .outbox
                                    .followup(data.application, &interaction.token, &msg, true)
                                    .await?;
                                Last::Message(id)
                            } else {
                                Last::Message(post_in(data, origin_channel, &msg).await?)
                            }
                        }
                        _ => {
                            let channel = match data.links.channel_of(&place) {
                                Some(c) => c,
                                None => {
                                    tracing::warn!(%place, "no channel for this place; posting where the command was typed");
                                    origin_channel
                                }
                            };
                            Last::Message(post_in(data, channel, &msg).await?)
                        }
                    };
                    last.insert(place.clone(), sent);
                }
            }
            Step::Open {
                place,
                title,
                parent,
            } => {
                if data.links.channel_of(&place).is_some() {
                    continue;
                }
                let parent_channel = data.links.channel_of(&parent).unwrap_or(origin_channel);
                let name = show::plain_text(&title, &data.names, show::MAX_THREAD_NAME_CHARS);
                let starter = match (last.get(&parent), &origin) {
                    (Some(Last::Message(id)), _) => *id,
                    (Some(Last::InteractionAnswer), Origin::Interaction { interaction, .. }) => {
                        data.outbox
                            .original(data.application, &interaction.token)
                            .await?
                    }
                    _ => {
                        let msg = OutMessage {
                            content: show::message_text(&title, |_| None),
                            ..OutMessage::default()
                        };
                        post_in(data, parent_channel, &msg).await?
                    }
                };
                let thread = data
                    .outbox
                    .thread_from_message(parent_channel, starter, &name)
                    .await?;
                data.links.link(&place, thread)?;
                tracing::info!(%place, %thread, "game thread opened");
            }
        }
    }
    if !answered && matches!(origin, Origin::Interaction { .. }) {
        let msg = OutMessage {
            content: "Done.".into(),
            ..OutMessage::default()
        };
        answer_interaction(data, &origin, &msg).await?;
    }
    archive_finished(data, last.keys()).await;
    Ok(())
}

/// Archives the threads of finished games that were just posted in, so the server's thread
/// list shows running games only. A failure is logged, never shown: the result is posted.
async fn archive_finished(data: &Data, places: impl Iterator<Item = &Place>) {
    for place in places {
        if !data.core.game_over(place) {
            continue;
        }
        let Some(thread) = data.links.channel_of(place) else {
            continue;
        };
        match data.outbox.archive(thread).await {
            Ok(()) => tracing::info!(%place, %thread, "finished game's thread archived"),
            Err(e) => tracing::warn!(%place, %thread, "could not archive the thread: {e}"),
        }
    }
}

/// Sends the first answer to an interaction (or replaces its "thinking…").
async fn answer_interaction(
    data: &Data,
    origin: &Origin<'_>,
    msg: &OutMessage,
) -> Result<Last, Error> {
    let Origin::Interaction {
        interaction,
        private,
        deferred,
        answered,
    } = origin
    else {
        return Err(Error::Internal(anyhow::anyhow!(
            "not an interaction to answer"
        )));
    };
    let last = if *deferred {
        let id = data
            .outbox
            .edit_original(data.application, &interaction.token, msg)
            .await?;
        Last::Message(id)
    } else {
        data.outbox
            .respond(interaction.id, &interaction.token, msg, *private)
            .await?;
        Last::InteractionAnswer
    };
    answered.store(true, Ordering::SeqCst);
    Ok(last)
}

/// Remembers the display names an interaction shows (the user, and users it names).
pub fn remember_names(names: &Names, i: &CommandInteraction) {
    let user_name = |u: &serenity::all::User| u.global_name.clone().unwrap_or(u.name.clone());
    names.remember(i.user.id.get(), &user_name(&i.user));
    if let Some(nick) = i.member.as_ref().and_then(|m| m.nick.as_ref()) {
        names.remember(i.user.id.get(), nick);
    }
    for (id, u) in &i.data.resolved.users {
        names.remember(id.get(), &user_name(u));
    }
    for (id, m) in &i.data.resolved.members {
        if let Some(nick) = &m.nick {
            names.remember(id.get(), nick);
        }
    }
}

/// Runs a command of a slash interaction through the core and delivers the replies. The core
/// runs on a blocking thread; if it has not finished within [`Data::defer_after`], the
/// interaction is deferred (Discord wants an answer within 3 s) and answered when it has.
/// `private` answers only the user who asked (errors always are).
///
/// # Errors
/// The core's [`Problem`](crate::core::Problem), or a delivery failure; `on_error` shows it.
pub async fn answer(ctx: Context<'_>, cmd: Command, private: bool) -> Result<(), Error> {
    answer_with_note(ctx, cmd, private, None).await
}

/// [`answer`], with a line of the adapter's own put before the core's answer.
///
/// # Errors
/// As [`answer`].
pub async fn answer_with_note(
    ctx: Context<'_>,
    cmd: Command,
    private: bool,
    note: Option<&str>,
) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Err(Error::Refused("Use the slash command /hex.".into()));
    };
    let data = ctx.data();
    let interaction = actx.interaction;
    remember_names(&data.names, interaction);
    let place = data.links.place_of(interaction.channel_id);
    let user = show::user_id(interaction.user.id.get());
    // Server admins (from the member's permissions in this channel) may abort any game.
    let caller = crate::core::Caller {
        admin: interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.administrator()),
    };
    let asks = matches!(cmd, Command::Draw | Command::Takeback(Consent::Ask));
    let core = data.core.clone();
    let (at, by) = (place.clone(), user.clone());
    let mut job = tokio::task::spawn_blocking(move || core.try_execute_as(&at, &by, caller, cmd));
    // A zero wait always defers (a timeout of zero would still take a job already finished).
    let early = if data.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(data.defer_after, &mut job).await.ok()
    };
    let (done, deferred) = match early {
        Some(done) => (done, false),
        None => {
            data.outbox
                .defer(interaction.id, &interaction.token, private)
                .await?;
            actx.has_sent_initial_response.store(true, Ordering::SeqCst);
            ctx.set_invocation_data(Stage::Deferred).await;
            (job.await, true)
        }
    };
    let mut replies = done.map_err(|e| anyhow::anyhow!("the command's task failed: {e}"))??;
    if let Some(note) = note {
        replies.insert(
            0,
            Reply::Text {
                place: place.clone(),
                text: note.to_string(),
            },
        );
    }
    let due = data.core.engine_pending(&replies);
    let origin = Origin::Interaction {
        interaction,
        private,
        deferred,
        answered: actx.has_sent_initial_response,
    };
    let result = deliver(data, origin, &place, replies).await;
    if actx.has_sent_initial_response.load(Ordering::SeqCst) {
        ctx.set_invocation_data(Stage::Answered).await;
    }
    result?;
    if asks {
        offer_buttons(data, &place).await?;
    }
    engine_moves(data, due).await
}

/// The custom ids of the answer buttons, and their labels.
const BUTTONS: [(&str, &str); 4] = [
    ("hex:draw:accept", "Accept"),
    ("hex:draw:decline", "Decline"),
    ("hex:takeback:accept", "Accept"),
    ("hex:takeback:decline", "Decline"),
];

/// The command of an answer button.
pub fn button_command(custom_id: &str) -> Option<Command> {
    Some(match custom_id {
        "hex:draw:accept" => Command::Draw,
        "hex:draw:decline" => Command::DeclineDraw,
        "hex:takeback:accept" => Command::Takeback(Consent::Accept),
        "hex:takeback:decline" => Command::Takeback(Consent::Decline),
        _ => return None,
    })
}

/// Posts Accept/Decline buttons in the game's thread when a draw offer or takeback request
/// stands there.
async fn offer_buttons(data: &Data, place: &Place) -> Result<(), Error> {
    let (Some(question), Some(channel)) =
        (data.core.open_question(place), data.links.channel_of(place))
    else {
        return Ok(());
    };
    let (content, buttons) = match question {
        Question::Draw => ("Answer the draw offer:", &BUTTONS[..2]),
        Question::Takeback => ("Answer the takeback request:", &BUTTONS[2..]),
    };
    let msg = OutMessage {
        content: content.into(),
        // Accept in green, Decline in red.
        rows: vec![Row::Buttons(
            buttons
                .iter()
                .enumerate()
                .map(|(i, (id, label))| {
                    let style = if i == 0 {
                        Style::Success
                    } else {
                        Style::Danger
                    };
                    Button::new(*id, *label, style)
                })
                .collect(),
        )],
        ..OutMessage::default()
    };
    post_in(data, channel, &msg).await?;
    Ok(())
}

/// Answers a press of an Accept/Decline button with the same core command as typing it: a
/// refusal privately, anything else in the channel. Picker components go to
/// [`super::picker::pressed`].
///
/// # Errors
/// If Discord refuses or cannot be reached.
pub async fn pressed(data: &Data, press: &ComponentInteraction) -> Result<(), Error> {
    if super::picker::is_picker(&press.data.custom_id) {
        return super::picker::pressed(data, press).await;
    }
    let Some(cmd) = button_command(&press.data.custom_id) else {
        tracing::info!(id = %press.data.custom_id, "a component no longer known was used");
        return data
            .outbox
            .answer_press(
                press.id,
                &press.token,
                Some("This button is no longer in use; /hex help lists the commands."),
            )
            .await
            .map_err(Error::from);
    };
    let place = data.links.place_of(press.channel_id);
    let user = show::user_id(press.user.id.get());
    let caller = Caller {
        admin: press
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.administrator()),
    };
    let core = data.core.clone();
    let at = place.clone();
    let done = tokio::task::spawn_blocking(move || core.try_execute_as(&at, &user, caller, cmd))
        .await
        .map_err(|e| anyhow::anyhow!("the button's task failed: {e}"))?;
    match done {
        Err(problem) => {
            let text = crate::core::words::defuse_mentions(&problem.to_string());
            let text = show::message_text(&text, |_| None);
            data.outbox
                .answer_press(press.id, &press.token, Some(&text))
                .await?;
            Ok(())
        }
        Ok(replies) => {
            data.outbox
                .answer_press(press.id, &press.token, None)
                .await?;
            let due = data.core.engine_pending(&replies);
            let origin = Origin::Message {
                channel: press.channel_id,
            };
            deliver(data, origin, &place, replies).await?;
            engine_moves(data, due).await
        }
    }
}

/// Lets the engine play in each of `places` while it is its turn there, posting its moves in
/// the games' threads. Searches run on blocking threads (the core bounds how many at once),
/// so other games and commands go on meanwhile.
///
/// # Errors
/// A delivery failure.
pub async fn engine_moves(data: &Data, places: Vec<Place>) -> Result<(), Error> {
    for place in places {
        for _ in 0..crate::core::MAX_ENGINE_TURNS {
            let core = data.core.clone();
            let at = place.clone();
            let replies = tokio::task::spawn_blocking(move || core.engine_turn(&at))
                .await
                .map_err(|e| anyhow::anyhow!("the engine's task failed: {e}"))?;
            let Some(replies) = replies else { break };
            let Some(channel) = data.links.channel_of(&place) else {
                tracing::warn!(%place, "no thread for this game; the engine's move is not shown");
                break;
            };
            deliver(data, Origin::Message { channel }, &place, replies).await?;
        }
    }
    Ok(())
}

/// How often the move clocks and vote windows are checked by default
/// ([`crate::core::Core::tick`]; [`super::Config::tick_every`]).
pub const TICK_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Checks the move clocks and vote windows every [`Data::tick_every`] for as long as the bot
/// runs, posting reminders, losses on time and decided votes in the games' threads (and
/// letting the engine answer a voted move). Only the first call runs the ticker; later ones
/// (a `Ready` after a reconnect) return at once.
pub async fn clock_ticks(data: &Data) {
    if data.ticking.swap(true, Ordering::SeqCst) {
        return;
    }
    let mut every = tokio::time::interval(data.tick_every);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        if let Err(e) = clock_tick(data).await {
            tracing::warn!("the move clocks' tick failed: {e}");
        }
    }
}

/// Checks the move clocks once and posts what is due, game by game.
///
/// # Errors
/// If the core's task fails. A game whose replies cannot be posted is logged and skipped
/// (its reminder is already saved as sent).
pub async fn clock_tick(data: &Data) -> Result<(), Error> {
    let core = data.core.clone();
    let replies = tokio::task::spawn_blocking(move || core.tick())
        .await
        .map_err(|e| anyhow::anyhow!("the clocks' task failed: {e}"))?;
    let mut by_place: Vec<(Place, Vec<Reply>)> = Vec::new();
    for r in replies {
        match by_place.iter_mut().find(|(p, _)| p == r.place()) {
            Some((_, rs)) => rs.push(r),
            None => by_place.push((r.place().clone(), vec![r])),
        }
    }
    for (place, replies) in by_place {
        let Some(channel) = data.links.channel_of(&place) else {
            tracing::warn!(%place, "no thread for this game; its clock's message is not shown");
            continue;
        };
        let due = data.core.engine_pending(&replies);
        if let Err(e) = deliver(data, Origin::Message { channel }, &place, replies).await {
            tracing::warn!(%place, "could not post the clock's message: {e}");
        }
        engine_moves(data, due).await?;
    }
    Ok(())
}

/// Runs a message typed in a game's thread through the core and posts the replies there.
/// Messages elsewhere, and the bot's own, are ignored. A leading mention of the bot is
/// dropped (`@Hexcourier f5-f6` works without the message content intent).
///
/// # Errors
/// A delivery failure.
pub async fn typed(data: &Data, msg: &serenity::all::Message) -> Result<(), Error> {
    if msg.author.bot || msg.author.id == data.bot {
        return Ok(());
    }
    let Some(place) = data.links.game_of(msg.channel_id) else {
        return Ok(());
    };
    let name = msg
        .author
        .global_name
        .clone()
        .unwrap_or(msg.author.name.clone());
    data.names.remember(msg.author.id.get(), &name);
    let mut text = msg.content.trim();
    for prefix in [format!("<@{}>", data.bot), format!("<@!{}>", data.bot)] {
        if let Some(rest) = text.strip_prefix(&prefix) {
            text = rest.trim();
        }
    }
    if text.is_empty() {
        return Ok(());
    }
    let core = data.core.clone();
    let (at, by, said) = (
        place.clone(),
        show::user_id(msg.author.id.get()),
        text.to_string(),
    );
    let roles: Vec<String> = msg
        .member
        .as_ref()
        .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
        .unwrap_or_default();
    let replies =
        tokio::task::spawn_blocking(move || core.handle_with_roles(&at, &by, &roles, &said))
            .await
            .map_err(|e| anyhow::anyhow!("the message's task failed: {e}"))?;
    let due = data.core.engine_pending(&replies);
    let origin = Origin::Message {
        channel: msg.channel_id,
    };
    deliver(data, origin, &place, replies).await?;
    engine_moves(data, due).await
}
