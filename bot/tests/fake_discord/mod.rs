//! A fake Discord on 127.0.0.1 for end-to-end tests of the real serenity client.
//!
//! - REST (`http://127.0.0.1:<port>/api/v10/...`): a small HTTP/1.1 server written here
//!   (keep-alive, `Content-Length` or chunked bodies, multipart uploads), answering what the
//!   bot uses: gateway discovery, the current user and application, command registration,
//!   channel messages (with `enforce_nonce`), threads (archived threads refuse posts with code
//!   50083), interaction callbacks, the original answer and follow-ups.
//! - Gateway (`ws://127.0.0.1:<port2>`): hello, identify → READY, heartbeat acks, resume, and
//!   dispatches of `MESSAGE_CREATE` and `INTERACTION_CREATE` sent by the test. Messages the bot
//!   posts are echoed back as `MESSAGE_CREATE`, as Discord does. Shards are honoured: each
//!   connection identifies with `[shard, total]` and gets the events of the guilds on it,
//!   `(guild id >> 22) % total` (a test can add guilds on chosen shards, and can make every
//!   connection get every event, as a misconfigured pair of processes would).
//! - Faults: the next matching request can be answered 429 (with `retry_after`) or 5xx, before
//!   or after it takes effect. An identify asking for intents the application may not use
//!   ([`State::disallowed_intents`]) is answered by closing the connection with code 4014, as
//!   Discord does when the Message Content intent is not enabled in the developer portal.
//!
//! Everything is kept in a [`State`] the test inspects; [`FakeDiscord::wait_for`] waits until
//! a condition on it holds. Only loopback addresses are used.

#![allow(dead_code)]

pub mod harness;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, Notify};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// The bot's commands other than `/hex` that tests name as the first word of a subcommand.
pub const TOP_COMMANDS: [&str; 4] = ["hexme", "hexinfo", "tournament", "puzzle"];

/// What Discord refuses in a command it is asked to register, like Discord does (50035): more
/// than 25 options at a level or 25 choices, more than 4,000 characters of names,
/// descriptions and choices in all in any one locale, a description of more than 100
/// characters, a name (or localized name) that is not 1 to 32 lower-case letters, digits, `-`
/// or `_`, or a localization for a locale Discord does not have.
fn command_problem(c: &Value) -> Option<String> {
    /// The characters counted in `locale` (`""`: the default texts).
    fn chars_in(v: &Value, locale: &str) -> usize {
        let local = |field: &str| {
            v.get(format!("{field}_localizations"))
                .and_then(|m| m.get(locale))
                .or_else(|| v.get(field))
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count())
        };
        let value = v
            .get("value")
            .and_then(Value::as_str)
            .map_or(0, |s| s.chars().count());
        local("name")
            + local("description")
            + value
            + ["options", "choices"]
                .iter()
                .filter_map(|k| v.get(*k).and_then(Value::as_array))
                .flatten()
                .map(|o| chars_in(o, locale))
                .sum::<usize>()
    }
    fn chars(v: &Value) -> usize {
        chars_in(v, "")
    }
    /// Discord's locales that a command may be localized for.
    const LOCALES: [&str; 32] = [
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
        "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
        "th", "zh-CN", "ja", "zh-TW", "ko",
    ];
    fn name_ok(n: &str) -> bool {
        (1..=32).contains(&n.chars().count())
            && n.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    }
    fn localizations(v: &Value) -> Option<String> {
        let is_choice = v.get("value").is_some();
        for field in ["name", "description"] {
            let Some(map) = v
                .get(format!("{field}_localizations"))
                .and_then(Value::as_object)
            else {
                continue;
            };
            for (locale, text) in map {
                let text = text.as_str().unwrap_or_default();
                if !LOCALES.contains(&locale.as_str()) {
                    return Some(format!("{}: no locale {locale}", v["name"]));
                }
                let ok = if field == "name" && !is_choice {
                    name_ok(text)
                } else {
                    (1..=100).contains(&text.chars().count())
                };
                if !ok {
                    return Some(format!("{}: the {field} {text:?} in {locale}", v["name"]));
                }
            }
        }
        ["options", "choices"]
            .iter()
            .filter_map(|k| v.get(*k).and_then(Value::as_array))
            .flatten()
            .find_map(localizations)
    }
    for locale in LOCALES {
        if chars_in(c, locale) > 4000 {
            return Some(format!(
                "{}: more than 4000 characters in {locale}",
                c["name"]
            ));
        }
    }
    if let Some(why) = localizations(c) {
        return Some(why);
    }
    fn level(v: &Value) -> Option<String> {
        let options = v.get("options").and_then(Value::as_array);
        if options.map_or(0, Vec::len) > 25 {
            return Some(format!("{}: more than 25 options", v["name"]));
        }
        if v.get("choices")
            .and_then(Value::as_array)
            .map_or(0, Vec::len)
            > 25
        {
            return Some(format!("{}: more than 25 choices", v["name"]));
        }
        if v["description"].as_str().map_or(0, |d| d.chars().count()) > 100 {
            return Some(format!("{}: a description over 100 characters", v["name"]));
        }
        options.into_iter().flatten().find_map(level)
    }
    if chars(c) > 4000 {
        return Some(format!("{}: more than 4000 characters", c["name"]));
    }
    level(c)
}

/// The bot token the fake accepts.
pub const TOKEN: &str = "fake-token.for-tests";

/// Largest request body accepted (uploads of board pictures are well under this).
const MAX_BODY: usize = 16 * 1024 * 1024;

/// A file uploaded with a message.
#[derive(Clone)]
pub struct Upload {
    /// File name.
    pub name: String,
    /// Bytes.
    pub bytes: Vec<u8>,
    /// Alt text from the attachment metadata.
    pub description: Option<String>,
}

impl std::fmt::Debug for Upload {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Upload({:?}, {} bytes)", self.name, self.bytes.len())
    }
}

/// How a message came to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Via {
    /// Typed by a user (sent by the test).
    User,
    /// Posted by the bot in a channel.
    Channel,
    /// The bot's answer to an interaction (callback, or edit of a deferred answer).
    Answer(u64),
    /// A follow-up to an interaction.
    Followup(u64),
}

/// A message in a channel.
#[derive(Debug, Clone)]
pub struct Msg {
    pub id: u64,
    pub channel: u64,
    pub author: u64,
    pub content: String,
    pub files: Vec<Upload>,
    pub allowed_mentions: Value,
    pub nonce: Option<String>,
    pub ephemeral: bool,
    pub via: Via,
    /// Still "thinking…" (a deferred answer not yet edited).
    pub pending: bool,
    /// The message's components (rows of buttons and menus) as the bot last sent them.
    pub components: Value,
    /// How many times the bot changed it (edits and component updates).
    pub updates: u32,
    /// The message it replies to (`message_reference`), if any.
    pub reply_to: Option<u64>,
    /// The embeds it carries, as sent (`Null` when none).
    pub embeds: Value,
    /// When it was made (nonces are honoured for a limited time after).
    pub at: Instant,
}

/// A channel or thread.
#[derive(Debug, Clone)]
pub struct Chan {
    pub id: u64,
    /// 0 text channel, 11 public thread.
    pub kind: u8,
    pub parent: Option<u64>,
    pub name: String,
    pub archived: bool,
    pub auto_archive: u64,
}

/// An interaction sent to the bot.
#[derive(Debug, Clone)]
pub struct Inter {
    pub id: u64,
    pub token: String,
    pub channel: u64,
    pub user: u64,
    pub sent_at: Instant,
    /// Callback types received, in order (4 message, 5 deferred, 8 autocomplete).
    pub callbacks: Vec<u64>,
    pub first_callback_at: Option<Instant>,
    /// The original answer's message.
    pub original: Option<u64>,
    /// Autocomplete choices answered.
    pub choices: Option<Value>,
    /// For a component interaction: the message the component is on.
    pub message: Option<u64>,
}

/// One request as received.
#[derive(Debug, Clone)]
pub struct Logged {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub at: Instant,
    /// The nonce a message post carried (JSON or multipart), if any.
    pub nonce: Option<String>,
}

/// A fault to inject.
#[derive(Debug, Clone)]
pub struct Fault {
    /// HTTP method to match.
    pub method: &'static str,
    /// Text the path must contain.
    pub path_contains: String,
    /// Status to answer (429, 500, 502...).
    pub status: u16,
    /// For 429: seconds to wait.
    pub retry_after: f64,
    /// Carry the request out first, then answer with the fault (a lost answer).
    pub after_effect: bool,
    /// How many matching requests get the fault.
    pub times: u32,
}

/// Everything the fake knows.
#[derive(Debug)]
pub struct State {
    next_id: u64,
    pub app_id: u64,
    pub bot_id: u64,
    pub guild_id: u64,
    /// The text channel where games are started.
    pub lobby: u64,
    pub users: BTreeMap<u64, Value>,
    pub channels: BTreeMap<u64, Chan>,
    pub messages: Vec<Msg>,
    pub interactions: HashMap<u64, Inter>,
    /// Registered commands per route (`guild` or `global`), the last body received.
    pub commands: HashMap<String, Value>,
    /// Registrations of a non-empty command list.
    pub command_puts: u32,
    /// Why command registrations were refused (Discord's limits), in order.
    pub refused_commands: Vec<String>,
    /// Why messages were refused (Discord's limits on content, mentions and embeds), in order.
    pub refused_messages: Vec<String>,
    /// Users' Discord locales (`pl`, `de`): sent with their interactions; `en-GB` otherwise.
    pub locales: HashMap<u64, String>,
    /// The guild's preferred locale, sent with every interaction (`en-US` unless set).
    pub guild_locale: String,
    /// Members' nicknames in the guild (none unless set).
    pub nicks: HashMap<u64, String>,
    /// Registrations of an empty list (commands removed from a scope), as `guild` or `global`.
    pub command_clears: Vec<String>,
    /// Intents the application may not use: an identify asking for any of them is closed with
    /// code 4014 (e.g. `1 << 15`, Message Content).
    pub disallowed_intents: u64,
    /// Connections closed with 4014.
    pub intent_refusals: u32,
    pub requests: Vec<Logged>,
    /// Requests the fake does not know (should stay empty).
    pub unknown: Vec<String>,
    pub faults: Vec<Fault>,
    /// Faults that were served, as `(method, path, status)`.
    pub faults_served: Vec<(String, String, u16)>,
    /// An outage: every request of the method whose path contains the text is answered with
    /// the status (before it takes effect), until it is lifted.
    pub outage: Option<(String, String, u16)>,
    /// Requests answered by the outage.
    pub outage_served: u32,
    /// Channels that refuse the bot's messages for good: `(status, code)` (e.g. 403 50013).
    pub refusing: BTreeMap<u64, (u16, i64)>,
    /// Each user's DM channel with the bot, once opened.
    pub dm_channels: BTreeMap<u64, u64>,
    /// Users whose privacy settings refuse the bot's DMs (posts answer 403, code 50007).
    pub refusing_dms: Vec<u64>,
    /// How long after a message its nonce is honoured (Discord: a few minutes); a nonce used
    /// again later posts a new message.
    pub nonce_window: Duration,
    pub identifies: u32,
    pub intents: Option<u64>,
    pub resumes: u32,
    /// The guild's roles by id: their names.
    pub roles: BTreeMap<u64, String>,
    /// The roles of each member.
    pub member_roles: BTreeMap<u64, Vec<u64>>,
    /// Members with the Administrator permission.
    pub admins: Vec<u64>,
    /// The open gateway connections, each with its shard.
    gateways: Vec<Gateway>,
    /// Each session's shard, for resumes.
    sessions: BTreeMap<String, (u64, u64)>,
    /// Every connection gets every guild's events (two processes running the same shards).
    pub broadcast: bool,
    /// The gateway is down: connections are closed and new ones refused
    /// ([`FakeDiscord::drop_gateway`]).
    pub gateway_down: bool,
    /// Guilds added by the test, beside the first.
    pub extra_guilds: Vec<u64>,
    /// The guild of channels outside the first guild (threads go with their parent).
    channel_guilds: BTreeMap<u64, u64>,
    ws_url: String,
}

/// An open gateway connection: its shard and where its frames go.
#[derive(Debug)]
struct Gateway {
    shard: u64,
    total: u64,
    tx: mpsc::UnboundedSender<String>,
    /// The number of the last event sent.
    seq: u64,
}

/// The shard carrying a guild's events, out of `total`.
pub fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

impl State {
    fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Messages in a channel, oldest first.
    pub fn in_channel(&self, channel: u64) -> Vec<&Msg> {
        self.messages
            .iter()
            .filter(|m| m.channel == channel)
            .collect()
    }

    /// The threads under a channel.
    pub fn threads_of(&self, parent: u64) -> Vec<&Chan> {
        self.channels
            .values()
            .filter(|c| c.parent == Some(parent))
            .collect()
    }

    /// The bot's messages in a channel (not user messages), oldest first.
    pub fn bot_messages(&self, channel: u64) -> Vec<&Msg> {
        self.messages
            .iter()
            .filter(|m| m.channel == channel && m.via != Via::User)
            .collect()
    }

    fn user_json(&self, id: u64) -> Value {
        self.users.get(&id).cloned().unwrap_or_else(|| {
            json!({ "id": id.to_string(), "username": format!("user{id}"), "global_name": null,
                    "avatar": null, "discriminator": "0", "public_flags": 0 })
        })
    }

    /// The locale a user's client sends (`en-GB` unless set).
    fn locale_of(&self, user: u64) -> String {
        self.locales
            .get(&user)
            .cloned()
            .unwrap_or_else(|| "en-GB".into())
    }

    fn member_json(&self, id: u64, with_user: bool) -> Value {
        let roles: Vec<String> = self
            .member_roles
            .get(&id)
            .map(|r| r.iter().map(u64::to_string).collect())
            .unwrap_or_default();
        let mut m = json!({
            "roles": roles, "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false,
            "mute": false, "flags": 0, "pending": false, "nick": self.nicks.get(&id),
            "avatar": null, "premium_since": null, "permissions": "2248473465835073",
        });
        if self.admins.contains(&id) {
            // The Administrator bit (8) on top of the usual permissions.
            m["permissions"] = json!((2_248_473_465_835_073_u64 | 8).to_string());
        }
        if with_user {
            m["user"] = self.user_json(id);
        }
        m
    }

    fn channel_json(&self, c: &Chan) -> Value {
        let mut v = json!({
            "id": c.id.to_string(), "type": c.kind, "guild_id": self.guild_of(c.id).to_string(),
            "name": c.name, "position": 0, "permission_overwrites": [], "nsfw": false,
            "last_message_id": null, "rate_limit_per_user": 0, "flags": 0,
        });
        if let Some(p) = c.parent {
            v["parent_id"] = json!(p.to_string());
            v["owner_id"] = json!(self.bot_id.to_string());
            v["message_count"] = json!(0);
            v["member_count"] = json!(1);
            v["thread_metadata"] = json!({
                "archived": c.archived, "auto_archive_duration": c.auto_archive,
                "archive_timestamp": "2024-01-01T00:00:00.000000+00:00", "locked": false,
            });
        }
        v
    }

    fn message_json(&self, m: &Msg) -> Value {
        let attachments: Vec<Value> = m
            .files
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let id = m.id * 10 + i as u64;
                json!({
                    "id": id.to_string(), "filename": f.name, "size": f.bytes.len(),
                    "url": format!("https://cdn.example/{id}/{}", f.name),
                    "proxy_url": format!("https://cdn.example/{id}/{}", f.name),
                    "content_type": "image/png", "description": f.description,
                    "width": 800, "height": 800,
                })
            })
            .collect();
        let mentions: Vec<Value> = mentioned_ids(&m.content)
            .into_iter()
            .map(|id| self.user_json(id))
            .collect();
        let mut v = json!({
            "id": m.id.to_string(), "channel_id": m.channel.to_string(),
            "author": self.user_json(m.author), "content": m.content,
            "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": mentions, "mention_roles": [],
            "attachments": attachments, "embeds": [], "pinned": false, "type": 0,
            "flags": if m.ephemeral { 64 } else { 0 }, "components": [],
        });
        if let Some(n) = &m.nonce {
            v["nonce"] = json!(n);
        }
        if let Via::Answer(_) | Via::Followup(_) = m.via {
            v["webhook_id"] = json!(self.app_id.to_string());
            v["application_id"] = json!(self.app_id.to_string());
        }
        v
    }

    /// The guild of a channel (a thread's is its parent's).
    pub fn guild_of(&self, channel: u64) -> u64 {
        if let Some(g) = self.channel_guilds.get(&channel) {
            return *g;
        }
        match self.channels.get(&channel).and_then(|c| c.parent) {
            Some(p) => self.guild_of(p),
            None => self.guild_id,
        }
    }

    /// The shards connected now, as `(shard, total)`, sorted.
    pub fn connected_shards(&self) -> Vec<(u64, u64)> {
        let mut v: Vec<(u64, u64)> = self.gateways.iter().map(|g| (g.shard, g.total)).collect();
        v.sort_unstable();
        v
    }

    /// Sends an event to the connections that carry it: those of its guild's shard (all with
    /// [`State::broadcast`], or for an event without a guild).
    fn dispatch(&mut self, t: &str, d: Value) {
        let guild = d["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        let broadcast = self.broadcast;
        for g in &mut self.gateways {
            let carries = match guild {
                Some(id) if !broadcast => shard_of(id, g.total) == g.shard,
                _ => true,
            };
            if carries {
                // Each session numbers its events.
                g.seq += 1;
                let _ =
                    g.tx.send(json!({ "op": 0, "t": t, "s": g.seq, "d": d }).to_string());
            }
        }
    }

    /// Sends an event to one connection.
    fn send_to(&mut self, tx: &mpsc::UnboundedSender<String>, t: &str, d: Value) {
        if let Some(g) = self.gateways.iter_mut().find(|g| g.tx.same_channel(tx)) {
            g.seq += 1;
            let _ = tx.send(json!({ "op": 0, "t": t, "s": g.seq, "d": d }).to_string());
        }
    }

    fn new_message(&mut self, mut m: Msg) -> Value {
        m.id = self.id();
        let v = self.message_json(&m);
        let echo = !m.ephemeral && !m.pending;
        self.messages.push(m);
        if echo {
            let mut d = v.clone();
            let channel = v["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            d["guild_id"] = json!(self.guild_of(channel).to_string());
            self.dispatch("MESSAGE_CREATE", d);
        }
        v
    }
}

/// User ids mentioned as `<@id>` in a text.
pub fn mentioned_ids(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if rest[digits.len()..].starts_with('>') {
            if let Ok(id) = digits.parse() {
                out.push(id);
            }
        }
    }
    out
}

struct Shared {
    state: Mutex<State>,
    changed: Notify,
}

/// The fake; dropping it stops its servers.
pub struct FakeDiscord {
    /// The REST base URL, `http://127.0.0.1:<port>`.
    pub api: String,
    shared: Arc<Shared>,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

/// An option of a slash command, as the test gives it.
#[derive(Debug, Clone)]
pub enum Opt {
    Str(&'static str, String),
    Int(&'static str, i64),
    User(&'static str, u64),
    /// A role option (its id).
    Role(&'static str, u64),
    /// The option being typed (autocomplete).
    Focused(&'static str, String),
    /// A channel option (its id), resolved as Discord does.
    Channel(&'static str, u64),
}

/// What a response to an HTTP request is.
struct Answer {
    status: u16,
    body: Option<Value>,
    headers: Vec<(String, String)>,
}

impl Answer {
    fn json(status: u16, body: Value) -> Answer {
        Answer {
            status,
            body: Some(body),
            headers: Vec::new(),
        }
    }

    fn empty() -> Answer {
        Answer {
            status: 204,
            body: None,
            headers: Vec::new(),
        }
    }

    fn error(status: u16, code: i64, message: &str) -> Answer {
        Answer::json(status, json!({ "code": code, "message": message }))
    }
}

impl FakeDiscord {
    /// Starts the fake on two free loopback ports.
    pub async fn start() -> std::io::Result<FakeDiscord> {
        let rest = TcpListener::bind("127.0.0.1:0").await?;
        let gw = TcpListener::bind("127.0.0.1:0").await?;
        let api = format!("http://{}", rest.local_addr()?);
        let ws_url = format!("ws://{}", gw.local_addr()?);
        let mut state = State {
            next_id: 1_000_000_000_000_000_000,
            app_id: 0,
            bot_id: 0,
            guild_id: 0,
            lobby: 0,
            users: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: Vec::new(),
            interactions: HashMap::new(),
            commands: HashMap::new(),
            command_puts: 0,
            refused_commands: Vec::new(),
            refused_messages: Vec::new(),
            locales: HashMap::new(),
            guild_locale: "en-US".into(),
            nicks: HashMap::new(),
            command_clears: Vec::new(),
            disallowed_intents: 0,
            intent_refusals: 0,
            requests: Vec::new(),
            unknown: Vec::new(),
            faults: Vec::new(),
            faults_served: Vec::new(),
            outage: None,
            outage_served: 0,
            refusing: BTreeMap::new(),
            dm_channels: BTreeMap::new(),
            refusing_dms: Vec::new(),
            nonce_window: Duration::from_secs(5 * 60),
            identifies: 0,
            intents: None,
            resumes: 0,
            roles: BTreeMap::new(),
            member_roles: BTreeMap::new(),
            admins: Vec::new(),
            gateways: Vec::new(),
            sessions: BTreeMap::new(),
            broadcast: false,
            gateway_down: false,
            extra_guilds: Vec::new(),
            channel_guilds: BTreeMap::new(),
            ws_url,
        };
        state.app_id = state.id();
        state.bot_id = state.app_id;
        state.guild_id = state.id();
        state.lobby = state.id();
        let bot = json!({ "id": state.bot_id.to_string(), "username": "Hexcourier",
            "global_name": null, "avatar": null, "discriminator": "0", "bot": true,
            "public_flags": 0 });
        state.users.insert(state.bot_id, bot);
        let lobby = Chan {
            id: state.lobby,
            kind: 0,
            parent: None,
            name: "hex-games".into(),
            archived: false,
            auto_archive: 0,
        };
        state.channels.insert(lobby.id, lobby);
        let shared = Arc::new(Shared {
            state: Mutex::new(state),
            changed: Notify::new(),
        });
        let s1 = shared.clone();
        let rest_task = tokio::spawn(async move {
            while let Ok((stream, _)) = rest.accept().await {
                let s = s1.clone();
                tokio::spawn(async move {
                    let _ = serve_http(s, stream).await;
                });
            }
        });
        let s2 = shared.clone();
        let gw_task = tokio::spawn(async move {
            while let Ok((stream, _)) = gw.accept().await {
                let s = s2.clone();
                tokio::spawn(async move {
                    let _ = serve_gateway(s, stream).await;
                });
            }
        });
        Ok(FakeDiscord {
            api,
            shared,
            tasks: vec![rest_task, gw_task],
        })
    }

    /// Takes the gateway down: every connection is closed, and new ones are refused until
    /// [`FakeDiscord::restore_gateway`] (REST still answers).
    pub fn drop_gateway(&self) {
        let mut st = self.state();
        st.gateway_down = true;
        for g in st.gateways.drain(..) {
            // The connection's writer closes it with code 4000, as Discord does on an outage.
            let _ = g.tx.send(DROP_FRAME.to_string());
        }
        drop(st);
        self.shared.changed.notify_waiters();
    }

    /// Brings the gateway back after [`FakeDiscord::drop_gateway`].
    pub fn restore_gateway(&self) {
        self.state().gateway_down = false;
        self.shared.changed.notify_waiters();
    }

    /// The state, locked (do not hold across an await).
    pub fn state(&self) -> MutexGuard<'_, State> {
        self.shared
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits until `check` gives something, or fails after `timeout`.
    pub async fn wait_for<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Result<T, String> {
        let deadline = Instant::now() + timeout;
        loop {
            let notified = self.shared.changed.notified();
            if let Some(t) = check(&self.state()) {
                return Ok(t);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(format!("timed out waiting for {what}"));
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// Adds a member with a display name; returns their id.
    pub fn add_user(&self, username: &str, display: &str) -> u64 {
        let mut st = self.state();
        let id = st.id();
        st.users.insert(
            id,
            json!({ "id": id.to_string(), "username": username, "global_name": display,
                "avatar": null, "discriminator": "0", "public_flags": 0 }),
        );
        id
    }

    /// Gives a member a nickname in the guild (sent with their member object from now on).
    pub fn set_nick(&self, user: u64, nick: &str) {
        self.state().nicks.insert(user, nick.to_string());
    }

    /// A guild object as `GUILD_CREATE` carries it, named `name`.
    pub fn guild_json(&self, guild: u64, name: &str) -> Value {
        // In parts: one `json!` of every field passes the macro's recursion limit.
        let parts = [
            json!({
                "id": guild.to_string(), "name": name, "icon": null, "icon_hash": null,
                "splash": null, "discovery_splash": null, "owner_id": "1",
                "widget_enabled": false, "widget_channel_id": null, "verification_level": 0,
                "default_message_notifications": 0, "explicit_content_filter": 0,
            }),
            json!({
                "roles": [], "emojis": [], "features": [], "mfa_level": 0,
                "application_id": null, "system_channel_id": null, "system_channel_flags": 0,
                "rules_channel_id": null, "max_presences": null, "max_members": 500000,
                "vanity_url_code": null, "description": null, "banner": null,
            }),
            json!({
                "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": "en-US",
                "public_updates_channel_id": null, "max_video_channel_users": 25,
                "max_stage_video_channel_users": 50, "nsfw_level": 0, "stickers": [],
                "premium_progress_bar_enabled": false,
            }),
            json!({
                "joined_at": "2024-01-01T00:00:00.000000+00:00", "large": false,
                "unavailable": false, "member_count": 3, "voice_states": [], "members": [],
                "channels": [], "threads": [], "presences": [], "stage_instances": [],
                "guild_scheduled_events": [], "safety_alerts_channel_id": null,
            }),
        ];
        let mut guild = serde_json::Map::new();
        for part in parts {
            if let Value::Object(fields) = part {
                guild.extend(fields);
            }
        }
        Value::Object(guild)
    }

    /// Sends `GUILD_CREATE` for the guild, named `name` (as Discord does after READY, when
    /// the bot joins, or when a guild becomes available).
    pub fn guild_create(&self, name: &str) {
        let guild = self.state().guild_id;
        let d = self.guild_json(guild, name);
        self.state().dispatch("GUILD_CREATE", d);
    }

    /// The bot's DMs to a user, oldest first.
    pub fn dms_to(&self, user: u64) -> Vec<Msg> {
        let st = self.state();
        match st.dm_channels.get(&user) {
            Some(c) => st.in_channel(*c).into_iter().cloned().collect(),
            None => Vec::new(),
        }
    }

    /// Adds a public thread under `parent`; returns its id.
    pub fn add_thread(&self, parent: u64, name: &str) -> u64 {
        let mut st = self.state();
        let id = st.id();
        st.channels.insert(
            id,
            Chan {
                id,
                kind: 11,
                parent: Some(parent),
                name: name.to_string(),
                archived: false,
                auto_archive: 10080,
            },
        );
        id
    }

    /// Adds a role to the guild; returns its id.
    pub fn add_role(&self, name: &str) -> u64 {
        let mut st = self.state();
        let id = st.id();
        st.roles.insert(id, name.to_string());
        id
    }

    /// Gives a member a role.
    pub fn give_role(&self, user: u64, role: u64) {
        self.state()
            .member_roles
            .entry(user)
            .or_default()
            .push(role);
    }

    /// Adds a bot user (not the application's); returns its id.
    pub fn add_bot_user(&self, username: &str) -> u64 {
        let mut st = self.state();
        let id = st.id();
        st.users.insert(
            id,
            json!({ "id": id.to_string(), "username": username, "global_name": null,
                "avatar": null, "discriminator": "0", "bot": true, "public_flags": 0 }),
        );
        id
    }

    /// Queues a fault.
    pub fn inject(&self, fault: Fault) {
        self.state().faults.push(fault);
    }

    /// Archives a thread (as Discord does after a week without messages).
    /// Every `method` request whose path contains `path` answers `status` until
    /// [`Self::end_outage`].
    pub fn outage(&self, method: &str, path: &str, status: u16) {
        self.state().outage = Some((method.to_string(), path.to_string(), status));
    }

    /// Lifts the outage.
    pub fn end_outage(&self) {
        self.state().outage = None;
    }

    /// The bot's messages to `channel` are refused for good from now on.
    pub fn refuse(&self, channel: u64, status: u16, code: i64) {
        self.state().refusing.insert(channel, (status, code));
    }

    /// Deletes a channel (a thread): requests for it answer 404, code 10003.
    pub fn delete_channel(&self, channel: u64) {
        self.state().channels.remove(&channel);
    }

    /// Archives a thread (posting in it is refused until it is unarchived).
    pub fn archive(&self, thread: u64) {
        if let Some(c) = self.state().channels.get_mut(&thread) {
            c.archived = true;
        }
    }

    /// A user types a message in a channel; returns its id.
    pub fn say(&self, user: u64, channel: u64, content: &str) -> u64 {
        let mut st = self.state();
        let member = st.member_json(user, false);
        let mut m = Msg {
            id: 0,
            channel,
            author: user,
            content: content.to_string(),
            files: Vec::new(),
            allowed_mentions: Value::Null,
            nonce: None,
            ephemeral: false,
            via: Via::User,
            pending: false,
            components: Value::Null,
            embeds: Value::Null,
            updates: 0,
            reply_to: None,
            at: Instant::now(),
        };
        m.id = st.id();
        let mut d = st.message_json(&m);
        d["guild_id"] = json!(st.guild_of(channel).to_string());
        d["member"] = member;
        st.messages.push(m.clone());
        st.dispatch("MESSAGE_CREATE", d);
        m.id
    }

    /// Sets the Discord locale a user's client sends with their interactions (e.g. `pl`).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.state().locales.insert(user, locale.to_string());
    }

    /// Adds a text channel `name` to the guild; returns its id.
    pub fn add_channel(&self, name: &str) -> u64 {
        let mut st = self.state();
        let id = st.id();
        st.channels.insert(
            id,
            Chan {
                id,
                kind: 0,
                parent: None,
                name: name.into(),
                archived: false,
                auto_archive: 0,
            },
        );
        id
    }

    /// Gives a member the Administrator permission.
    pub fn make_admin(&self, user: u64) {
        self.state().admins.push(user);
    }

    /// A user presses the button `custom_id` under the bot's message `message`; returns the
    /// interaction id (a `MESSAGE_COMPONENT` interaction, type 3).
    pub fn press(&self, user: u64, message: u64, custom_id: &str) -> u64 {
        self.component(
            user,
            message,
            json!({ "custom_id": custom_id, "component_type": 2 }),
        )
    }

    /// A user picks `value` in the select menu `custom_id` of the bot's message `message`;
    /// returns the interaction id (component type 3, a string select).
    pub fn select(&self, user: u64, message: u64, custom_id: &str, value: &str) -> u64 {
        self.component(
            user,
            message,
            json!({ "custom_id": custom_id, "component_type": 3, "values": [value] }),
        )
    }

    fn component(&self, user: u64, message: u64, data: Value) -> u64 {
        let custom_id = data["custom_id"].as_str().unwrap_or("").to_string();
        let mut st = self.state();
        let Some(msg) = st.messages.iter().find(|m| m.id == message).cloned() else {
            panic!("no message {message}");
        };
        let id = st.id();
        let token = format!("itoken-{id}");
        let guild = st.guild_of(msg.channel);
        let d = json!({
            "id": id.to_string(), "application_id": st.app_id.to_string(), "type": 3,
            "token": token, "data": data,
            "message": st.message_json(&msg), "guild_id": guild.to_string(),
            "channel_id": msg.channel.to_string(), "member": st.member_json(user, true),
            "version": 1, "app_permissions": "2248473465835073", "locale": st.locale_of(user),
            "guild_locale": st.guild_locale, "entitlements": [],
            "authorizing_integration_owners": { "0": guild.to_string() }, "context": 0,
            "attachment_size_limit": 10_485_760,
        });
        st.interactions.insert(
            id,
            Inter {
                id,
                token,
                channel: msg.channel,
                user,
                sent_at: Instant::now(),
                callbacks: Vec::new(),
                first_callback_at: None,
                original: None,
                choices: None,
                message: Some(message),
            },
        );
        let _ = custom_id;
        st.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// The `INTERACTION_CREATE` payload of `/hex <sub> options…` (`sub` may be `group sub`,
    /// e.g. `tournament new`); `autocomplete` makes it an autocomplete interaction (type 4).
    pub fn interaction_json(
        st: &mut State,
        user: u64,
        channel: u64,
        sub: &str,
        options: &[Opt],
        autocomplete: bool,
    ) -> (u64, String, Value) {
        let id = st.id();
        let token = format!("itoken-{id}");
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let mut roles = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
        let opts: Vec<Value> = options
            .iter()
            .map(|o| match o {
                Opt::Str(n, v) => json!({ "name": n, "type": 3, "value": v }),
                Opt::Int(n, v) => json!({ "name": n, "type": 4, "value": v }),
                Opt::Focused(n, v) => json!({ "name": n, "type": 3, "value": v, "focused": true }),
                Opt::User(n, u) => {
                    users.insert(u.to_string(), st.user_json(*u));
                    members.insert(u.to_string(), st.member_json(*u, false));
                    json!({ "name": n, "type": 6, "value": u.to_string() })
                }
                Opt::Role(n, r) => {
                    let name = st.roles.get(r).cloned().unwrap_or_default();
                    roles.insert(
                        r.to_string(),
                        json!({ "id": r.to_string(), "name": name, "color": 0, "hoist": false,
                            "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
                            "icon": null, "unicode_emoji": null, "position": 1,
                            "permissions": "0", "managed": false, "mentionable": true,
                            "flags": 0 }),
                    );
                    json!({ "name": n, "type": 8, "value": r.to_string() })
                }
                Opt::Channel(n, c) => {
                    let chan = st.channels.get(c);
                    channels.insert(
                        c.to_string(),
                        json!({ "id": c.to_string(), "type": chan.map_or(0, |c| c.kind),
                            "name": chan.map_or(String::new(), |c| c.name.clone()),
                            "permissions": "2248473465835073" }),
                    );
                    json!({ "name": n, "type": 7, "value": c.to_string() })
                }
            })
            .collect();
        // `hexme games`, `tournament new`: a command of its own and its subcommand; `move`:
        // a subcommand of /hex.
        let (command, sub) = match sub.split_once(' ') {
            Some((top, rest)) if TOP_COMMANDS.contains(&top) => (top, rest),
            _ => ("hex", sub),
        };
        let command_id = st
            .commands
            .values()
            .flat_map(|c| c.as_array().cloned().unwrap_or_default())
            .find(|c| c["name"] == command)
            .and_then(|c| c.get("id").cloned())
            .unwrap_or(json!("1"));
        let chan = st.channels.get(&channel).cloned();
        let mut partial = json!({ "id": channel.to_string(), "type": chan.as_ref().map_or(0, |c| c.kind),
            "name": chan.as_ref().map_or(String::new(), |c| c.name.clone()), "permissions": "2248473465835073" });
        if let Some(p) = chan.as_ref().and_then(|c| c.parent) {
            partial["parent_id"] = json!(p.to_string());
            partial["thread_metadata"] = json!({ "archived": false, "auto_archive_duration": 10080,
                "archive_timestamp": "2024-01-01T00:00:00.000000+00:00", "locked": false });
        }
        let guild = st.guild_of(channel);
        let d = json!({
            "id": id.to_string(), "application_id": st.app_id.to_string(),
            "type": if autocomplete { 4 } else { 2 }, "token": token,
            "data": {
                "id": command_id, "name": command, "type": 1, "guild_id": guild.to_string(),
                // `group sub`: a subcommand of a group.
                "options": match sub.split_once(' ') {
                    Some((group, inner)) => json!([{ "name": group, "type": 2,
                        "options": [{ "name": inner, "type": 1, "options": opts }] }]),
                    None => json!([{ "name": sub, "type": 1, "options": opts }]),
                },
                "resolved": { "users": users, "members": members, "roles": roles,
                    "channels": channels },
            },
            "guild_id": guild.to_string(), "channel_id": channel.to_string(),
            "channel": partial, "member": st.member_json(user, true), "version": 1,
            "app_permissions": "2248473465835073", "locale": st.locale_of(user), "guild_locale": st.guild_locale,
            "entitlements": [], "authorizing_integration_owners": { "0": guild.to_string() },
            "context": 0, "attachment_size_limit": 10_485_760,
        });
        (id, token, d)
    }

    /// A user runs `/hex <sub> options…` (or `/<command> <sub>` when `sub` starts with one of
    /// [`TOP_COMMANDS`]) in a channel; returns the interaction id.
    pub fn slash(&self, user: u64, channel: u64, sub: &str, options: &[Opt]) -> u64 {
        self.interact(user, channel, sub, options, false)
    }

    /// A user types an option of `/hex <sub>`; returns the interaction id.
    pub fn autocomplete(&self, user: u64, channel: u64, sub: &str, options: &[Opt]) -> u64 {
        self.interact(user, channel, sub, options, true)
    }

    fn interact(&self, user: u64, channel: u64, sub: &str, options: &[Opt], ac: bool) -> u64 {
        let mut st = self.state();
        let (id, token, d) = Self::interaction_json(&mut st, user, channel, sub, options, ac);
        st.interactions.insert(
            id,
            Inter {
                id,
                token,
                channel,
                user,
                sent_at: Instant::now(),
                callbacks: Vec::new(),
                first_callback_at: None,
                original: None,
                choices: None,
                message: None,
            },
        );
        st.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// A message JSON as this fake writes it (for checking that serenity reads it).
    pub fn sample_message(&self) -> Value {
        let mut st = self.state();
        let lobby = st.lobby;
        let bot = st.bot_id;
        let mut m = Msg {
            id: 0,
            channel: lobby,
            author: bot,
            content: format!("<@{bot}> hi"),
            files: vec![Upload {
                name: "a.png".into(),
                bytes: vec![1],
                description: Some("alt".into()),
            }],
            allowed_mentions: Value::Null,
            nonce: Some("n".into()),
            ephemeral: false,
            via: Via::Channel,
            pending: false,
            components: Value::Null,
            embeds: Value::Null,
            updates: 0,
            reply_to: None,
            at: Instant::now(),
        };
        m.id = st.id();
        st.message_json(&m)
    }

    /// A thread JSON as this fake writes it.
    pub fn sample_thread(&self) -> Value {
        let st = self.state();
        let c = Chan {
            id: 5,
            kind: 11,
            parent: Some(st.lobby),
            name: "g1".into(),
            archived: true,
            auto_archive: 10080,
        };
        st.channel_json(&c)
    }

    /// The READY payload this fake sends.
    pub fn sample_ready(&self) -> Value {
        ready_json(&self.state(), "s", (0, 1))
    }

    /// Adds a guild whose events go to `shard` of `total`, with a text channel for games;
    /// returns `(guild, channel)`.
    pub fn add_guild(&self, shard: u64, total: u64) -> (u64, u64) {
        let mut st = self.state();
        // Ids whose bits above the 22 low ones fall on the shard (as Discord's snowflakes).
        let mut high = (st.next_id >> 22) + 1;
        while shard_of(high << 22, total) != shard {
            high += 1;
        }
        let guild = high << 22;
        st.next_id = guild;
        let lobby = st.id();
        st.channels.insert(
            lobby,
            Chan {
                id: lobby,
                kind: 0,
                parent: None,
                name: "hex-games".into(),
                archived: false,
                auto_archive: 0,
            },
        );
        st.channel_guilds.insert(lobby, guild);
        st.extra_guilds.push(guild);
        (guild, lobby)
    }
}

fn ready_json(st: &State, session: &str, (shard, total): (u64, u64)) -> Value {
    let guilds: Vec<Value> = std::iter::once(st.guild_id)
        .chain(st.extra_guilds.iter().copied())
        .filter(|g| shard_of(*g, total) == shard)
        .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
        .collect();
    json!({
        "v": 10, "user": st.user_json(st.bot_id), "guilds": guilds,
        "session_id": session, "resume_gateway_url": st.ws_url, "shard": [shard, total],
        "application": { "id": st.app_id.to_string(), "flags": 0 },
        "private_channels": [], "relationships": [], "presences": [], "user_settings": {},
        "geo_ordered_rtc_regions": ["rotterdam"],
    })
}

// ----- HTTP -----

struct Request {
    method: String,
    path: String,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

async fn read_request(r: &mut BufReader<TcpStream>) -> std::io::Result<Option<Request>> {
    let mut line = String::new();
    if r.read_line(&mut line).await? == 0 {
        return Ok(None);
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("").to_string();
    let path = parts.next().unwrap_or("").to_string();
    let mut headers = HashMap::new();
    loop {
        let mut h = String::new();
        if r.read_line(&mut h).await? == 0 {
            return Ok(None);
        }
        let h = h.trim_end();
        if h.is_empty() {
            break;
        }
        if let Some((k, v)) = h.split_once(':') {
            headers.insert(k.trim().to_ascii_lowercase(), v.trim().to_string());
        }
    }
    let mut body = Vec::new();
    if headers
        .get("transfer-encoding")
        .is_some_and(|t| t.eq_ignore_ascii_case("chunked"))
    {
        loop {
            let mut size = String::new();
            r.read_line(&mut size).await?;
            let n = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16)
                .unwrap_or(0);
            if n == 0 {
                let mut end = String::new();
                r.read_line(&mut end).await?;
                break;
            }
            if body.len() + n > MAX_BODY {
                return Err(std::io::Error::other("body too large"));
            }
            let mut chunk = vec![0; n + 2];
            r.read_exact(&mut chunk).await?;
            body.extend_from_slice(&chunk[..n]);
        }
    } else if let Some(n) = headers
        .get("content-length")
        .and_then(|v| v.parse::<usize>().ok())
    {
        if n > MAX_BODY {
            return Err(std::io::Error::other("body too large"));
        }
        body = vec![0; n];
        r.read_exact(&mut body).await?;
    }
    Ok(Some(Request {
        method,
        path,
        headers,
        body,
    }))
}

/// The `"nonce":"..."` of a request body (a JSON payload, alone or in a multipart form).
fn nonce_in(body: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(body);
    let at = text.find("\"nonce\":\"")? + "\"nonce\":\"".len();
    let end = text[at..].find('"')?;
    Some(text[at..at + end].to_string())
}

async fn serve_http(shared: Arc<Shared>, stream: TcpStream) -> std::io::Result<()> {
    let mut r = BufReader::new(stream);
    while let Some(req) = read_request(&mut r).await? {
        let close = req
            .headers
            .get("connection")
            .is_some_and(|c| c.eq_ignore_ascii_case("close"));
        let answer = {
            let mut st = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
            let a = handle(&mut st, &req);
            st.requests.push(Logged {
                method: req.method.clone(),
                path: req.path.clone(),
                status: a.status,
                at: Instant::now(),
                nonce: nonce_in(&req.body),
            });
            a
        };
        shared.changed.notify_waiters();
        let body = answer.body.map(|b| b.to_string()).unwrap_or_default();
        let reason = match answer.status {
            200 => "OK",
            204 => "No Content",
            400 => "Bad Request",
            401 => "Unauthorized",
            404 => "Not Found",
            429 => "Too Many Requests",
            _ => "Error",
        };
        let mut head = format!("HTTP/1.1 {} {reason}\r\n", answer.status);
        if !body.is_empty() {
            head.push_str("Content-Type: application/json\r\n");
        }
        head.push_str(&format!("Content-Length: {}\r\n", body.len()));
        for (k, v) in &answer.headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        let w = r.get_mut();
        w.write_all(head.as_bytes()).await?;
        w.write_all(body.as_bytes()).await?;
        w.flush().await?;
        if close {
            break;
        }
    }
    Ok(())
}

/// The JSON payload and files of a request body (JSON, or multipart with `payload_json`).
fn payload(req: &Request) -> (Value, Vec<Upload>) {
    let ct = req.headers.get("content-type").cloned().unwrap_or_default();
    let Some(boundary) = ct
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))
        .map(|b| b.trim_matches('"').to_string())
    else {
        return (
            serde_json::from_slice(&req.body).unwrap_or(Value::Null),
            Vec::new(),
        );
    };
    let delim = format!("--{boundary}");
    let body = &req.body;
    let mut json_payload = Value::Null;
    let mut files = Vec::new();
    let mut starts = Vec::new();
    let d = delim.as_bytes();
    let mut i = 0;
    while i + d.len() <= body.len() {
        if &body[i..i + d.len()] == d {
            starts.push(i);
            i += d.len();
        } else {
            i += 1;
        }
    }
    for w in starts.windows(2) {
        let part = &body[w[0] + d.len()..w[1]];
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(split) = part.windows(4).position(|x| x == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let mut content = &part[split + 4..];
        content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let field = |key: &str| {
            head.split(';')
                .find_map(|p| p.trim().strip_prefix(&format!("{key}=\"")))
                .and_then(|v| v.split('"').next())
                .map(str::to_string)
        };
        match (field("name"), field("filename")) {
            (Some(n), _) if n == "payload_json" => {
                json_payload = serde_json::from_slice(content).unwrap_or(Value::Null);
            }
            (Some(_), Some(f)) => files.push(Upload {
                name: f,
                bytes: content.to_vec(),
                description: None,
            }),
            _ => {}
        }
    }
    // Attachment metadata gives descriptions, in order.
    if let Some(meta) = json_payload
        .get("attachments")
        .or_else(|| json_payload.get("data").and_then(|d| d.get("attachments")))
        .and_then(Value::as_array)
    {
        for (f, m) in files.iter_mut().zip(meta) {
            f.description = m
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_string);
        }
    }
    (json_payload, files)
}

fn fault_for(st: &mut State, req: &Request) -> Option<Fault> {
    let i = st.faults.iter().position(|f| {
        f.times > 0 && f.method == req.method && req.path.contains(&f.path_contains)
    })?;
    let f = st.faults[i].clone();
    st.faults[i].times -= 1;
    if st.faults[i].times == 0 {
        st.faults.remove(i);
    }
    st.faults_served
        .push((req.method.clone(), req.path.clone(), f.status));
    Some(f)
}

fn fault_answer(f: &Fault) -> Answer {
    if f.status == 429 {
        let mut a = Answer::json(
            429,
            json!({ "message": "You are being rate limited.", "retry_after": f.retry_after, "global": false }),
        );
        a.headers
            .push(("Retry-After".into(), format!("{}", f.retry_after.ceil())));
        a
    } else {
        Answer::error(f.status, 0, "fake: internal error")
    }
}

/// Discord's limits on a message (its OpenAPI spec and documentation): content at most 2000
/// characters, at most 100 ids in each of `allowed_mentions.users` and `.roles`, at most 10
/// embeds.
pub const MAX_CONTENT: usize = 2000;
/// See [`MAX_CONTENT`].
pub const MAX_MENTION_IDS: usize = 100;
/// See [`MAX_CONTENT`].
pub const MAX_EMBEDS: usize = 10;

/// Why Discord would refuse a message body (`400 Invalid Form Body`), if it would.
fn message_problem(m: &Value) -> Option<String> {
    let chars = m["content"].as_str().map_or(0, |c| c.chars().count());
    if chars > MAX_CONTENT {
        return Some(format!(
            "content: {chars} characters (at most {MAX_CONTENT})"
        ));
    }
    for key in ["users", "roles"] {
        let n = m["allowed_mentions"][key].as_array().map_or(0, Vec::len);
        if n > MAX_MENTION_IDS {
            return Some(format!(
                "allowed_mentions.{key}: {n} ids (at most {MAX_MENTION_IDS})"
            ));
        }
    }
    let embeds = m["embeds"].as_array().map_or(0, Vec::len);
    if embeds > MAX_EMBEDS {
        return Some(format!("embeds: {embeds} (at most {MAX_EMBEDS})"));
    }
    None
}

fn handle(st: &mut State, req: &Request) -> Answer {
    if let Some((method, path, status)) = &st.outage {
        if req.method == *method && req.path.contains(path.as_str()) {
            let status = *status;
            st.outage_served += 1;
            return Answer::error(status, 0, "fake: Discord is down");
        }
    }
    let fault = fault_for(st, req);
    if let Some(f) = &fault {
        if !f.after_effect {
            return fault_answer(f);
        }
    }
    let a = route(st, req);
    match fault {
        Some(f) => fault_answer(&f),
        None => a,
    }
}

fn route(st: &mut State, req: &Request) -> Answer {
    let path = req.path.split('?').next().unwrap_or("");
    let Some(path) = path.strip_prefix("/api/v10") else {
        st.unknown.push(format!("{} {}", req.method, req.path));
        return Answer::error(404, 0, "404: Not Found");
    };
    let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let authed =
        req.headers.get("authorization").map(String::as_str) == Some(&format!("Bot {TOKEN}"));
    let webhook = matches!(segs.first(), Some(&"webhooks") | Some(&"interactions"));
    if !authed && !webhook {
        return Answer::error(401, 0, "401: Unauthorized");
    }
    let (body, files) = payload(req);
    let m = req.method.as_str();
    // A message made or edited: Discord refuses one beyond its limits, as a whole.
    let message = match (m, segs.as_slice()) {
        ("POST", ["channels", _, "messages"])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _])
        | ("PATCH", ["channels", _, "messages", _]) => Some(&body),
        ("POST", ["interactions", _, _, "callback"]) => body.get("data"),
        _ => None,
    };
    if let Some(problem) = message.and_then(message_problem) {
        st.refused_messages.push(problem);
        return Answer::error(400, 50035, "Invalid Form Body");
    }
    match (m, segs.as_slice()) {
        ("GET", ["gateway"]) => Answer::json(200, json!({ "url": st.ws_url })),
        ("GET", ["gateway", "bot"]) => Answer::json(
            200,
            json!({ "url": st.ws_url, "shards": 1, "session_start_limit":
                { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 } }),
        ),
        ("GET", ["users", "@me"]) => Answer::json(200, st.user_json(st.bot_id)),
        ("GET", ["oauth2", "applications", "@me"]) => Answer::json(
            200,
            json!({ "id": st.app_id.to_string(), "name": "Hexcourier", "icon": null,
                "description": "", "bot_public": true, "bot_require_code_grant": false,
                "verify_key": "00", "team": null, "flags": 0,
                "owner": st.user_json(st.bot_id) }),
        ),
        ("PUT", ["applications", _app, "commands"])
        | ("PUT", ["applications", _app, "guilds", _, "commands"]) => {
            let key = if segs.len() == 3 { "global" } else { "guild" };
            if let Some(problem) = body
                .as_array()
                .into_iter()
                .flatten()
                .find_map(command_problem)
            {
                st.refused_commands.push(problem);
                return Answer::error(400, 50035, "Invalid Form Body");
            }
            let app = st.app_id.to_string();
            let list: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(st.id().to_string());
                    c["application_id"] = json!(app);
                    c["version"] = json!("1");
                    c["default_member_permissions"] = Value::Null;
                    c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                    c
                })
                .collect();
            if list.is_empty() {
                st.command_clears.push(key.into());
            } else {
                st.command_puts += 1;
            }
            st.commands.insert(key.into(), Value::Array(list.clone()));
            Answer::json(200, Value::Array(list))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let Some(user) = body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse::<u64>().ok())
                .filter(|u| st.users.contains_key(u))
            else {
                return Answer::error(400, 50035, "Invalid Form Body");
            };
            let id = match st.dm_channels.get(&user) {
                Some(id) => *id,
                None => {
                    let id = st.id();
                    st.channels.insert(
                        id,
                        Chan {
                            id,
                            kind: 1,
                            parent: None,
                            name: String::new(),
                            archived: false,
                            auto_archive: 0,
                        },
                    );
                    st.dm_channels.insert(user, id);
                    id
                }
            };
            Answer::json(
                200,
                json!({ "id": id.to_string(), "type": 1, "last_message_id": null, "flags": 0,
                        "recipients": [st.user_json(user)] }),
            )
        }
        ("POST", ["channels", c, "messages"]) => {
            let Some(ch) = c
                .parse()
                .ok()
                .and_then(|c: u64| st.channels.get(&c).cloned())
            else {
                return Answer::error(404, 10003, "Unknown Channel");
            };
            if let Some((status, code)) = st.refusing.get(&ch.id) {
                return Answer::error(*status, *code, "fake: refused for good");
            }
            let refuses_dms = st
                .dm_channels
                .iter()
                .any(|(u, c)| *c == ch.id && st.refusing_dms.contains(u));
            if refuses_dms {
                return Answer::error(403, 50007, "Cannot send messages to this user");
            }
            if ch.archived {
                return Answer::error(400, 50083, "Thread is archived");
            }
            let nonce = body
                .get("nonce")
                .and_then(Value::as_str)
                .map(str::to_string);
            let enforce = body.get("enforce_nonce").and_then(Value::as_bool) == Some(true);
            if let (Some(n), true) = (&nonce, enforce) {
                let window = st.nonce_window;
                if let Some(old) = st.messages.iter().find(|m| {
                    m.author == st.bot_id && m.nonce.as_ref() == Some(n) && m.at.elapsed() < window
                }) {
                    return Answer::json(200, st.message_json(old));
                }
            }
            let bot = st.bot_id;
            let v = st.new_message(Msg {
                id: 0,
                channel: ch.id,
                author: bot,
                content: body["content"].as_str().unwrap_or("").to_string(),
                files,
                allowed_mentions: body.get("allowed_mentions").cloned().unwrap_or(Value::Null),
                nonce,
                ephemeral: false,
                via: Via::Channel,
                pending: false,
                components: body.get("components").cloned().unwrap_or(Value::Null),
                embeds: body.get("embeds").cloned().unwrap_or(Value::Null),
                updates: 0,
                reply_to: body["message_reference"]["message_id"]
                    .as_str()
                    .and_then(|id| id.parse().ok()),
                at: Instant::now(),
            });
            Answer::json(200, v)
        }
        ("POST", ["channels", c, "messages", mid, "threads"]) => {
            let (Ok(parent), Ok(mid)) = (c.parse::<u64>(), mid.parse::<u64>()) else {
                return Answer::error(400, 0, "bad ids");
            };
            if !st
                .messages
                .iter()
                .any(|m| m.id == mid && m.channel == parent)
            {
                return Answer::error(404, 10008, "Unknown Message");
            }
            if st.channels.contains_key(&mid) {
                return Answer::error(
                    400,
                    160_004,
                    "A thread has already been created for this message",
                );
            }
            let chan = Chan {
                id: mid,
                kind: 11,
                parent: Some(parent),
                name: body["name"].as_str().unwrap_or("").to_string(),
                archived: false,
                auto_archive: body["auto_archive_duration"].as_u64().unwrap_or(4320),
            };
            let v = st.channel_json(&chan);
            st.channels.insert(mid, chan);
            Answer::json(201, v)
        }
        ("POST", ["channels", c, "threads"]) => {
            let Ok(parent) = c.parse::<u64>() else {
                return Answer::error(400, 0, "bad id");
            };
            let id = st.id();
            let chan = Chan {
                id,
                kind: 11,
                parent: Some(parent),
                name: body["name"].as_str().unwrap_or("").to_string(),
                archived: false,
                auto_archive: body["auto_archive_duration"].as_u64().unwrap_or(4320),
            };
            let v = st.channel_json(&chan);
            st.channels.insert(id, chan);
            Answer::json(201, v)
        }
        ("GET", ["channels", c]) => match c.parse().ok().and_then(|c: u64| st.channels.get(&c)) {
            Some(ch) => Answer::json(200, st.channel_json(ch)),
            None => Answer::error(404, 10003, "Unknown Channel"),
        },
        ("PATCH", ["channels", c]) => {
            let Some(mut ch) = c
                .parse()
                .ok()
                .and_then(|c: u64| st.channels.get(&c).cloned())
            else {
                return Answer::error(404, 10003, "Unknown Channel");
            };
            if let Some(a) = body.get("archived").and_then(Value::as_bool) {
                ch.archived = a;
            }
            if let Some(n) = body.get("name").and_then(Value::as_str) {
                ch.name = n.to_string();
            }
            let v = st.channel_json(&ch);
            st.channels.insert(ch.id, ch);
            Answer::json(200, v)
        }
        ("POST", ["interactions", iid, token, "callback"]) => {
            let Some(inter) = iid
                .parse()
                .ok()
                .and_then(|i: u64| st.interactions.get(&i).cloned())
                .filter(|i| i.token == *token)
            else {
                return Answer::error(404, 10062, "Unknown interaction");
            };
            if !inter.callbacks.is_empty() {
                return Answer::error(400, 40060, "Interaction has already been acknowledged.");
            }
            let kind = body["type"].as_u64().unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            let mut original = None;
            let mut choices = None;
            match kind {
                4 | 5 => {
                    let bot = st.bot_id;
                    let v = st.new_message(Msg {
                        id: 0,
                        channel: inter.channel,
                        author: bot,
                        content: data["content"].as_str().unwrap_or("").to_string(),
                        files,
                        allowed_mentions: data
                            .get("allowed_mentions")
                            .cloned()
                            .unwrap_or(Value::Null),
                        nonce: None,
                        ephemeral,
                        via: Via::Answer(inter.id),
                        pending: kind == 5,
                        components: data.get("components").cloned().unwrap_or(Value::Null),
                        embeds: data.get("embeds").cloned().unwrap_or(Value::Null),
                        updates: 0,
                        reply_to: None,
                        at: Instant::now(),
                    });
                    original = v["id"].as_str().and_then(|s| s.parse().ok());
                }
                8 => choices = Some(data["choices"].clone()),
                // A component's deferred update: the component's message is the original.
                6 => original = inter.message,
                // A component's update: its message is replaced (and becomes the original).
                7 => {
                    let Some(i) = inter
                        .message
                        .and_then(|mid| st.messages.iter().position(|m| m.id == mid))
                    else {
                        return Answer::error(400, 50035, "Invalid Form Body");
                    };
                    let msg = &mut st.messages[i];
                    if let Some(c) = data.get("content").and_then(Value::as_str) {
                        msg.content = c.to_string();
                    }
                    if let Some(c) = data.get("components") {
                        msg.components = c.clone();
                    }
                    if let Some(am) = data.get("allowed_mentions") {
                        msg.allowed_mentions = am.clone();
                    }
                    msg.updates += 1;
                    original = inter.message;
                }
                _ => return Answer::error(400, 50035, "Invalid Form Body"),
            }
            if let Some(i) = st.interactions.get_mut(&inter.id) {
                i.callbacks.push(kind);
                i.first_callback_at.get_or_insert(Instant::now());
                i.original = original.or(i.original);
                i.choices = choices.or(i.choices.take());
            }
            Answer::empty()
        }
        (_, ["webhooks", _app, token, rest @ ..]) => {
            let Some(inter) = st
                .interactions
                .values()
                .find(|i| i.token == *token)
                .cloned()
            else {
                return Answer::error(404, 10015, "Unknown Webhook");
            };
            match (m, rest) {
                ("GET", ["messages", "@original"]) => {
                    match inter
                        .original
                        .and_then(|o| st.messages.iter().find(|m| m.id == o))
                    {
                        Some(msg) => Answer::json(200, st.message_json(msg)),
                        None => Answer::error(404, 10008, "Unknown Message"),
                    }
                }
                ("PATCH", ["messages", "@original"]) => {
                    let Some(o) = inter.original else {
                        return Answer::error(404, 10008, "Unknown Message");
                    };
                    let Some(i) = st.messages.iter().position(|m| m.id == o) else {
                        return Answer::error(404, 10008, "Unknown Message");
                    };
                    let was_pending = st.messages[i].pending;
                    {
                        let msg = &mut st.messages[i];
                        if let Some(c) = body.get("content").and_then(Value::as_str) {
                            msg.content = c.to_string();
                        }
                        if !files.is_empty() {
                            msg.files = files;
                        }
                        if let Some(am) = body.get("allowed_mentions") {
                            msg.allowed_mentions = am.clone();
                        }
                        if let Some(c) = body.get("components") {
                            msg.components = c.clone();
                        }
                        if let Some(e) = body.get("embeds") {
                            msg.embeds = e.clone();
                        }
                        msg.updates += 1;
                        msg.pending = false;
                    }
                    let v = st.message_json(&st.messages[i]);
                    if was_pending && !st.messages[i].ephemeral {
                        let mut d = v.clone();
                        let channel = st.messages[i].channel;
                        d["guild_id"] = json!(st.guild_of(channel).to_string());
                        st.dispatch("MESSAGE_CREATE", d);
                    }
                    Answer::json(200, v)
                }
                ("POST", []) => {
                    let bot = st.bot_id;
                    let ephemeral = body["flags"].as_u64().unwrap_or(0) & 64 != 0;
                    let v = st.new_message(Msg {
                        id: 0,
                        channel: inter.channel,
                        author: bot,
                        content: body["content"].as_str().unwrap_or("").to_string(),
                        files,
                        allowed_mentions: body
                            .get("allowed_mentions")
                            .cloned()
                            .unwrap_or(Value::Null),
                        nonce: None,
                        ephemeral,
                        via: Via::Followup(inter.id),
                        pending: false,
                        components: Value::Null,
                        embeds: body.get("embeds").cloned().unwrap_or(Value::Null),
                        updates: 0,
                        reply_to: None,
                        at: Instant::now(),
                    });
                    Answer::json(200, v)
                }
                _ => {
                    st.unknown.push(format!("{} {}", req.method, req.path));
                    Answer::error(404, 0, "404: Not Found")
                }
            }
        }
        _ => {
            st.unknown.push(format!("{} {}", req.method, req.path));
            Answer::error(404, 0, "404: Not Found")
        }
    }
}

// ----- gateway -----

/// The writer's instruction to close the connection with a code: this prefix, then the code.
const CLOSE_WITH: &str = "\u{0}close:";
/// What asks a gateway connection's writer to close it with a close code (an outage).
const DROP_FRAME: &str = "\u{0}drop";

async fn serve_gateway(shared: Arc<Shared>, stream: TcpStream) -> Result<(), String> {
    if shared
        .state
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .gateway_down
    {
        // Down: the connection is dropped before the handshake.
        return Ok(());
    }
    let ws = tokio_tungstenite::accept_async(stream)
        .await
        .map_err(|e| e.to_string())?;
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    // An empty frame asks the writer to answer the client's close and stop; a frame
    // `CLOSE_WITH<code>` to close the connection with that code.
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            if frame.is_empty() {
                break;
            }
            if let Some(code) = frame
                .strip_prefix(CLOSE_WITH)
                .and_then(|c| c.parse::<u16>().ok())
            {
                use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
                use tokio_tungstenite::tungstenite::protocol::CloseFrame;
                let close = CloseFrame {
                    code: CloseCode::from(code),
                    reason: "Disallowed intent(s).".into(),
                };
                let _ = sink.send(WsMessage::Close(Some(close))).await;
                break;
            }
            if frame == DROP_FRAME {
                use tokio_tungstenite::tungstenite::protocol::{
                    frame::coding::CloseCode, CloseFrame,
                };
                let _ = sink
                    .send(WsMessage::Close(Some(CloseFrame {
                        code: CloseCode::Library(4000),
                        reason: "gateway down".into(),
                    })))
                    .await;
                break;
            }
            if sink.send(WsMessage::Text(frame)).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let _ = tx.send(json!({ "op": 10, "d": { "heartbeat_interval": 41_250 } }).to_string());
    while let Some(frame) = source.next().await {
        let text = match frame {
            Ok(WsMessage::Text(t)) => t,
            Ok(WsMessage::Close(_)) | Err(_) => break,
            Ok(_) => continue,
        };
        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        match v["op"].as_u64() {
            Some(1) => {
                let _ = tx.send(json!({ "op": 11 }).to_string());
            }
            Some(2) => {
                let token = v["d"]["token"].as_str().unwrap_or("");
                if token.trim_start_matches("Bot ") != TOKEN {
                    let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
                    continue;
                }
                let mut st = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
                st.identifies += 1;
                st.intents = v["d"]["intents"].as_u64();
                if st.intents.unwrap_or(0) & st.disallowed_intents != 0 {
                    st.intent_refusals += 1;
                    let _ = tx.send(format!("{CLOSE_WITH}4014"));
                    drop(st);
                    shared.changed.notify_waiters();
                    continue;
                }
                let shard = (
                    v["d"]["shard"][0].as_u64().unwrap_or(0),
                    v["d"]["shard"][1].as_u64().unwrap_or(1).max(1),
                );
                // A new session of a shard replaces the old one.
                st.gateways
                    .retain(|g| (g.shard, g.total) != shard && !g.tx.same_channel(&tx));
                // A new session numbers its events from 1.
                st.gateways.push(Gateway {
                    shard: shard.0,
                    total: shard.1,
                    tx: tx.clone(),
                    seq: 0,
                });
                let session = format!("session-{}", st.identifies);
                st.sessions.insert(session.clone(), shard);
                let ready = ready_json(&st, &session, shard);
                st.send_to(&tx, "READY", ready);
                drop(st);
                shared.changed.notify_waiters();
            }
            Some(6) => {
                let mut st = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
                st.resumes += 1;
                let session = v["d"]["session_id"].as_str().unwrap_or("").to_string();
                let shard = st.sessions.get(&session).copied().unwrap_or((0, 1));
                let resumed_seq = v["d"]["seq"].as_u64().unwrap_or(0);
                st.gateways
                    .retain(|g| (g.shard, g.total) != shard && !g.tx.same_channel(&tx));
                st.gateways.push(Gateway {
                    shard: shard.0,
                    total: shard.1,
                    tx: tx.clone(),
                    seq: resumed_seq,
                });
                st.send_to(&tx, "RESUMED", json!({}));
                drop(st);
                shared.changed.notify_waiters();
            }
            _ => {}
        }
    }
    {
        let mut st = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
        st.gateways.retain(|g| !g.tx.same_channel(&tx));
    }
    shared.changed.notify_waiters();
    let _ = tx.send(String::new());
    if tokio::time::timeout(Duration::from_secs(2), writer)
        .await
        .is_err()
    {
        return Err("the gateway writer did not stop".into());
    }
    Ok(())
}
