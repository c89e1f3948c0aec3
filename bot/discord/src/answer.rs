//! Direct answers: what the core answers whoever asked (a slash command, an answer button, a
//! message typed in a game's thread), sent at once. What a command changes is announced by
//! the [courier](super::courier), never here: a move answered by a slash command gets a
//! private "Done." here, and its board and ping come from the courier in the game's thread.

use super::caller::{caller_of, Heard};
use super::message::{Embed, OutMessage};
use super::questions::button_command;
use super::show::{self, Step};
use super::types::{Context, Data, Error, Hub};
use hexcourier_core::i18n::Lang;
use hexcourier_core::{Command, Reply};
use serenity::all::{ChannelId, CommandInteraction, ComponentInteraction, MessageId};
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

/// The messages of direct replies, all for the asker's place, in order. The current
/// position (`/hex board`) gets the picker's "Move" (or "Vote") button.
fn messages(
    hub: &Hub,
    replies: Vec<Reply>,
    turn: Option<(usize, bool)>,
    lang: Lang,
    guild: Option<u64>,
) -> Vec<OutMessage> {
    let names = show::names_in(&hub.core, guild);
    let mut out = Vec::new();
    for step in show::plan(replies) {
        if let Step::Post { place, post } = step {
            let mut msgs = show::messages(&post, &hub.links, &names, lang);
            let button = post
                .picture
                .as_ref()
                .and_then(|p| super::picker::turn_row(&place, &p.file_name, turn, lang));
            if let (Some(row), Some(last)) = (button, msgs.last_mut()) {
                last.rows.push(row);
            }
            out.extend(msgs);
        }
    }
    out
}

/// Runs a command of a slash interaction through the core and answers it with the core's
/// direct replies (or `discord-done`, "Done." in the asker's language, when the command only
/// changed the game). The core runs on a
/// blocking thread; if it has not finished within [`Hub::defer_after`], the interaction is
/// deferred (Discord wants an answer within 3 s) and answered when it has; a zero wait always
/// defers first. `private` answers only the user who asked (errors always are).
///
/// # Errors
/// The core's [`Problem`](hexcourier_core::Problem), or a failure to answer; `on_error` shows it.
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
        let lang = ctx.locale().map(Lang::from_locale).unwrap_or_default();
        return Err(Error::Refused(hexcourier_core::i18n::plain(
            lang,
            "discord-use-slash",
        )));
    };
    let hub = ctx.data();
    let interaction = actx.interaction;
    show::note_names(&hub.core, interaction);
    let place = hub.links.place_of(interaction.channel_id);
    let user = show::user_id(interaction.user.id.get());
    let lang = Lang::from_locale(&interaction.locale);
    let caller = caller_of(Heard::Interaction {
        user: interaction.user.id,
        guild: interaction.guild_id,
        member: interaction.member.as_deref(),
        locale: &interaction.locale,
    })
    .ok_or_else(|| Error::Refused(hexcourier_core::i18n::plain(lang, "discord-use-slash")))?;
    // A language new to this process is remembered in the store, for the user's DMs.
    let remember = hub.note_lang(interaction.user.id.get(), lang);
    // So is the guild's preferred locale, for its announcements (unless its admins chose).
    let guild_lang = interaction
        .guild_id
        .zip(interaction.guild_locale.as_deref())
        .map(|(g, l)| (g.get(), Lang::from_locale(l)))
        .filter(|&(g, l)| hub.note_guild_lang(g, l));
    // What the core answers to the asker alone is never shown to the channel.
    let private = private || cmd.private_form().is_some();
    // Leaderboards and profiles read better as embeds.
    let as_embed = matches!(cmd, Command::Leaderboard(_) | Command::Profile(_));
    let core = hub.core.clone();
    let (at, by) = (place.clone(), user.clone());
    let deferred = if hub.defer_after.is_zero() {
        // Decided before the core runs, so the answer can never race the deferral.
        defer(ctx, hub, interaction, private).await?;
        true
    } else {
        false
    };
    // The core runs on a blocking thread, and so does the look at whose turn it is (for the
    // button under a board).
    let mut job = tokio::task::spawn_blocking(move || {
        if remember {
            if let Err(e) = core.remember_lang(&by, lang) {
                tracing::warn!(user = %by, "could not remember the user's language: {e}");
            }
        }
        if let Some((guild, l)) = guild_lang {
            if let Err(e) = core.note_guild_lang(&guild.to_string(), l) {
                tracing::warn!(guild, "could not note the server's language: {e}");
            }
        }
        let done = core.try_execute(&caller, &at, cmd);
        (done, (core.pick_turn(&at), core.lang_at(&at)))
    });
    let (done, deferred) = if deferred {
        (job.await, true)
    } else {
        match tokio::time::timeout(hub.defer_after, &mut job).await {
            Ok(done) => (done, false),
            Err(_) => {
                defer(ctx, hub, interaction, private).await?;
                (job.await, true)
            }
        }
    };
    let (done, (turn, public_lang)) =
        done.map_err(|e| anyhow::anyhow!("the command's task failed: {e}"))?;
    let mut replies = done?;
    if let Some(note) = note {
        replies.insert(
            0,
            Reply::Text {
                place: place.clone(),
                text: note.to_string(),
            },
        );
    }
    // Pings under a board are public: in the server's language.
    let mut msgs = messages(
        hub,
        replies,
        turn,
        public_lang,
        interaction.guild_id.map(|g| g.get()),
    );
    if as_embed {
        for m in msgs.iter_mut().filter(|m| m.file.is_none()) {
            let (title, description) = m.content.split_once('\n').unwrap_or((&m.content, ""));
            m.embed = Some(Embed {
                title: title.to_string(),
                description: description.to_string(),
            });
            m.content.clear();
        }
    }
    let private = private || msgs.is_empty();
    if msgs.is_empty() {
        msgs.push(OutMessage {
            content: hexcourier_core::i18n::plain(lang, "discord-done"),
            ..OutMessage::default()
        });
    }
    let answered = actx.has_sent_initial_response;
    let result = send_answers(hub, interaction, private, deferred, answered, &msgs).await;
    if answered.load(Ordering::SeqCst) {
        ctx.set_invocation_data(Stage::Answered).await;
    }
    result
}

/// Acknowledges an interaction now ("thinking…"), to answer it later.
async fn defer(
    ctx: Context<'_>,
    hub: &Hub,
    interaction: &CommandInteraction,
    private: bool,
) -> Result<(), Error> {
    hub.rest
        .defer(interaction.id, &interaction.token, private)
        .await?;
    if let poise::Context::Application(a) = ctx {
        a.has_sent_initial_response.store(true, Ordering::SeqCst);
    }
    ctx.set_invocation_data(Stage::Deferred).await;
    Ok(())
}

/// Sends the messages answering an interaction: the first as its answer (replacing
/// "thinking…" when deferred), the others as follow-ups.
async fn send_answers(
    hub: &Hub,
    interaction: &CommandInteraction,
    private: bool,
    deferred: bool,
    answered: &AtomicBool,
    msgs: &[OutMessage],
) -> Result<(), Error> {
    for (i, msg) in msgs.iter().enumerate() {
        if i == 0 {
            if deferred {
                hub.rest
                    .edit_original(hub.application_id()?, &interaction.token, msg)
                    .await?;
            } else {
                hub.rest
                    .respond(interaction.id, &interaction.token, msg, private)
                    .await?;
            }
            answered.store(true, Ordering::SeqCst);
        } else {
            hub.rest
                .followup(hub.application_id()?, &interaction.token, msg, private)
                .await?;
        }
    }
    Ok(())
}

/// Answers a press of an Accept/Decline button with the same core command as typing it: a
/// refusal (or anything else the core answers) privately; what the command changed is
/// announced in the game's thread. Picker components go to [`super::picker::pressed`].
///
/// # Errors
/// If Discord refuses or cannot be reached.
pub async fn pressed(hub: &Data, press: &ComponentInteraction) -> Result<(), Error> {
    if super::picker::is_picker(&press.data.custom_id) {
        return super::picker::pressed(hub, press).await;
    }
    let Some(cmd) = button_command(&press.data.custom_id) else {
        tracing::info!(id = %press.data.custom_id, "a component no longer known was used");
        return hub
            .rest
            .answer_press(
                press.id,
                &press.token,
                Some(&hexcourier_core::i18n::plain(
                    hexcourier_core::i18n::Lang::from_locale(&press.locale),
                    "discord-button-gone",
                )),
            )
            .await
            .map_err(Error::from);
    };
    let place = hub.links.place_of(press.channel_id);
    let user = show::user_id(press.user.id.get());
    let nick = press.member.as_ref().and_then(|m| m.nick.as_ref());
    hub.core.note_names(
        press.guild_id.map(|g| g.get().to_string()).as_deref(),
        &[(user.clone(), show::shown_name(&press.user, nick))],
    );
    let Some(caller) = caller_of(Heard::Interaction {
        user: press.user.id,
        guild: press.guild_id,
        member: press.member.as_ref(),
        locale: &press.locale,
    }) else {
        return Ok(());
    };
    let core = hub.core.clone();
    let at = place.clone();
    let done = tokio::task::spawn_blocking(move || core.try_execute(&caller, &at, cmd))
        .await
        .map_err(|e| anyhow::anyhow!("the button's task failed: {e}"))?;
    let private = match done {
        Err(problem) => Some(hexcourier_core::vocabulary::words::defuse_mentions(
            &problem.words(hexcourier_core::i18n::Lang::from_locale(&press.locale)),
        )),
        Ok(replies) => {
            let lines: Vec<String> = replies
                .iter()
                .filter_map(Reply::text)
                .map(str::to_string)
                .collect();
            (!lines.is_empty()).then(|| lines.join("\n"))
        }
    };
    let text = private.map(|t| show::message_text(&t, |_| None));
    hub.rest
        .answer_press(press.id, &press.token, text.as_deref())
        .await?;
    Ok(())
}

/// Runs a message typed in a game's thread through the core and posts its direct replies
/// there (a refused move, a listing); what it changed is announced by the courier. Messages
/// elsewhere, and the bot's own, are ignored. A leading mention of the bot is dropped
/// (`@Hexcourier f5-f6` works without the message content intent).
///
/// # Errors
/// A delivery failure.
pub async fn typed(hub: &Data, msg: &serenity::all::Message) -> Result<(), Error> {
    let bot = hub.bot_id();
    if msg.author.bot || Some(msg.author.id) == bot {
        return Ok(());
    }
    let Some(place) = hub.links.game_of(msg.channel_id) else {
        return Ok(());
    };
    // The author as this server shows them (their nickname there, when Discord sends it).
    let guild = msg.guild_id.map(|g| g.get());
    let nick = msg.member.as_ref().and_then(|m| m.nick.as_ref());
    hub.core.note_names(
        guild.map(|g| g.to_string()).as_deref(),
        &[(
            show::user_id(msg.author.id.get()),
            show::shown_name(&msg.author, nick),
        )],
    );
    let mut text = msg.content.trim();
    if let Some(bot) = bot {
        for prefix in [format!("<@{bot}>"), format!("<@!{bot}>")] {
            if let Some(rest) = text.strip_prefix(&prefix) {
                text = rest.trim();
            }
        }
    }
    if text.is_empty() {
        return Ok(());
    }
    // A game played in a channel (its thread could not be opened) reads only what is meant
    // for it there: commands, and single words that read as moves; the channel's other talk
    // is left alone.
    if hub.links.in_channel(&place) && !meant_for_a_game(text) {
        return Ok(());
    }
    let core = hub.core.clone();
    let (at, by, said) = (
        place.clone(),
        show::user_id(msg.author.id.get()),
        text.to_string(),
    );
    // Not in a server: nothing is read.
    let Some(caller) = caller_of(Heard::Typed {
        msg,
        lang: Lang::En,
    }) else {
        return Ok(());
    };
    // Typed text is public, and so is any answer to it: the core refuses the commands whose
    // answer is for the asker alone.
    let (replies, turn, lang) = tokio::task::spawn_blocking(move || {
        // Refusals in the language the player last used a slash command in, else (a player
        // never seen on a slash command, or reading English) the server's: they are public.
        let server = core.lang_at(&at);
        let lang = match core.lang_of(&by) {
            Ok(Lang::En) | Err(_) => server,
            Ok(theirs) => theirs,
        };
        let replies = core.handle_in_public(&caller.reading(lang), &at, &said);
        (replies, core.pick_turn(&at), server)
    })
    .await
    .map_err(|e| anyhow::anyhow!("the message's task failed: {e}"))?;
    post_replies(hub, msg.channel_id, msg.id, replies, turn, lang, guild).await
}

/// Whether typed text is meant for a game: a command, or one word that reads as a move (with
/// a digit, as cells have).
fn meant_for_a_game(text: &str) -> bool {
    text.starts_with('/')
        || (text.split_whitespace().count() == 1
            && text.chars().any(|c| c.is_ascii_digit())
            && hexcourier_engine::notation::parse_move_text(text).is_ok())
}

/// Posts direct replies to a typed message in its channel. Each carries a nonce made from
/// the typed message's id, so a repeated try never posts twice.
async fn post_replies(
    hub: &Hub,
    channel: ChannelId,
    typed: MessageId,
    replies: Vec<Reply>,
    turn: Option<(usize, bool)>,
    lang: Lang,
    guild: Option<u64>,
) -> Result<(), Error> {
    for (i, mut msg) in messages(hub, replies, turn, lang, guild)
        .into_iter()
        .enumerate()
    {
        msg.reply_to = Some(typed.get());
        let msg = &msg;
        let nonce = format!("t{}.{i}", typed.get());
        match hub.rest.post(channel, msg, &nonce).await {
            Ok(_) => {}
            Err(e) if e.code() == Some(super::rest::THREAD_ARCHIVED) => {
                hub.rest.unarchive(channel).await?;
                hub.rest.post(channel, msg, &nonce).await?;
            }
            Err(e) => return Err(Error::Send(e)),
        }
    }
    Ok(())
}
