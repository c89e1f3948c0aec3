//! Every request the adapter makes to Discord, retried safely.
//!
//! - 429: waits `retry_after` (from the body, else the `Retry-After` header), then tries again.
//! - 5xx and connection failures: tries again after a backoff that doubles.
//! - Nothing is done twice: messages carry a nonce with `enforce_nonce`, so Discord returns the
//!   first message instead of posting a copy; a repeated interaction callback that Discord
//!   reports as already acknowledged counts as done; a thread already started from a message
//!   is that message's thread; edits and command registration are idempotent.
//!
//! With serenity's rate limiter on (production) requests go through it, and it already waits
//! out 429s. With a proxy base URL (tests, or an HTTP proxy that limits for us) serenity's
//! limiter must be off, because it sends to discord.com regardless of the proxy; then the
//! requests are sent here with reqwest, where the status and headers of a refusal can be read.

use serde_json::{json, Value};
use serenity::all::{
    ApplicationId, ChannelId, CreateAttachment, CreateCommand, GuildId, Http, InteractionId,
    MessageId,
};
use serenity::http::{HttpError, LightMethod, Multipart, MultipartUpload, Request, Route};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord's error code: the thread is archived.
pub const THREAD_ARCHIVED: i64 = 50083;
/// Discord's error code: the interaction has already been acknowledged.
pub const ALREADY_ACKNOWLEDGED: i64 = 40060;
/// Discord's error code: a thread has already been created for this message.
pub const THREAD_EXISTS: i64 = 160_004;

/// The message flag that shows a response only to the user who asked.
const EPHEMERAL: u64 = 1 << 6;

/// How requests are retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Tries in all, the first included.
    pub attempts: u32,
    /// Wait before the second try after a 5xx or a connection failure; doubles each time.
    pub first_backoff: Duration,
    /// The longest backoff.
    pub max_backoff: Duration,
    /// The longest `retry_after` waited for; a longer one gives up.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> RetryPolicy {
        RetryPolicy {
            attempts: 5,
            first_backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// The wait after failed try number `attempt` (1-based).
    pub fn backoff(&self, attempt: u32) -> Duration {
        let factor = 1_u32 << attempt.saturating_sub(1).min(16);
        self.first_backoff
            .saturating_mul(factor)
            .min(self.max_backoff)
    }
}

/// A request that did not succeed.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// Discord answered with an error that retrying cannot fix.
    #[error("Discord refused to {what}: HTTP {status}, code {code}: {message}")]
    Refused {
        /// What was being done.
        what: &'static str,
        /// HTTP status.
        status: u16,
        /// Discord's JSON error code (0 when none was given).
        code: i64,
        /// Discord's message.
        message: String,
        /// Whether this answer came to a repeated try.
        retried: bool,
    },
    /// Every try failed with a 429, a 5xx or a connection failure.
    #[error("could not {what} after {attempts} tries: {last}")]
    GaveUp {
        /// What was being done.
        what: &'static str,
        /// Tries made.
        attempts: u32,
        /// The last failure.
        last: String,
    },
    /// The request could not be built or its answer read.
    #[error("could not {what}: {why}")]
    Local {
        /// What was being done.
        what: &'static str,
        /// Why.
        why: String,
    },
}

impl SendError {
    /// Discord's error code, for a refusal.
    pub fn code(&self) -> Option<i64> {
        match self {
            SendError::Refused { code, .. } => Some(*code),
            _ => None,
        }
    }
}

/// A picture to upload.
#[derive(Clone, PartialEq, Eq)]
pub struct OutFile {
    /// File name.
    pub name: String,
    /// PNG bytes.
    pub png: Vec<u8>,
    /// Alt text.
    pub description: String,
}

impl std::fmt::Debug for OutFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OutFile({:?}, {} bytes)", self.name, self.png.len())
    }
}

/// A message in Discord's words: final content, at most one file, and the users and roles it
/// may notify (nobody else: never `@everyone` or `@here`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OutMessage {
    /// Content, at most 2000 characters.
    pub content: String,
    /// A file to attach.
    pub file: Option<OutFile>,
    /// Users whose mention notifies them.
    pub notify: Vec<u64>,
    /// Roles whose mention notifies their members (a voting side's).
    pub notify_roles: Vec<u64>,
    /// Rows of buttons and select menus under the message (at most [`MAX_ROWS`]).
    pub rows: Vec<Row>,
}

/// Discord's limit on rows of components under a message.
pub const MAX_ROWS: usize = 5;
/// Discord's limit on buttons in a row.
pub const MAX_BUTTONS: usize = 5;
/// Discord's limit on the options of a select menu.
pub const MAX_OPTIONS: usize = 25;
/// Discord's limit on a custom id, an option's value, label or description, in characters.
pub const MAX_ID_CHARS: usize = 100;

/// A row of components under a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// Up to [`MAX_BUTTONS`] buttons.
    Buttons(Vec<Button>),
    /// One select menu.
    Menu(Menu),
}

/// A button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// What a press sends back.
    pub id: String,
    /// Its label.
    pub label: String,
    /// Its colour.
    pub style: Style,
}

impl Button {
    /// A button of a style.
    pub fn new(id: impl Into<String>, label: impl Into<String>, style: Style) -> Button {
        Button {
            id: id.into(),
            label: label.into(),
            style,
        }
    }
}

/// A button's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Blurple: the main action.
    Primary,
    /// Grey.
    Secondary,
    /// Green: agree.
    Success,
    /// Red: refuse.
    Danger,
}

impl Style {
    /// Discord's number for the style.
    fn code(self) -> u8 {
        match self {
            Style::Primary => 1,
            Style::Secondary => 2,
            Style::Success => 3,
            Style::Danger => 4,
        }
    }
}

/// A string select menu (one choice).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Menu {
    /// What a choice sends back, with the option's value.
    pub id: String,
    /// Shown before anything is chosen.
    pub placeholder: String,
    /// At most [`MAX_OPTIONS`] options.
    pub options: Vec<Choice>,
}

/// An option of a select menu.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Shown.
    pub label: String,
    /// Sent back when chosen.
    pub value: String,
    /// A second line, if any.
    pub description: Option<String>,
}

impl Row {
    /// The row's JSON: an action row (1) of buttons (2) or of one string select (3).
    fn json(&self) -> Value {
        let cut = |s: &str| super::show::cut(s, MAX_ID_CHARS);
        let inner: Vec<Value> = match self {
            Row::Buttons(buttons) => buttons
                .iter()
                .take(MAX_BUTTONS)
                .map(|b| {
                    json!({ "type": 2, "style": b.style.code(), "label": cut(&b.label), "custom_id": b.id })
                })
                .collect(),
            Row::Menu(menu) => {
                let options: Vec<Value> = menu
                    .options
                    .iter()
                    .take(MAX_OPTIONS)
                    .map(|o| {
                        let mut v = json!({ "label": cut(&o.label), "value": o.value });
                        if let Some(d) = &o.description {
                            v["description"] = json!(cut(d));
                        }
                        v
                    })
                    .collect();
                vec![json!({ "type": 3, "custom_id": menu.id, "placeholder": cut(&menu.placeholder),
                    "min_values": 1, "max_values": 1, "options": options })]
            }
        };
        json!({ "type": 1, "components": inner })
    }
}

impl OutMessage {
    /// The JSON payload: content, allowed mentions, attachment metadata.
    fn payload(&self) -> serde_json::Map<String, Value> {
        let mut m = serde_json::Map::new();
        m.insert("content".into(), json!(self.content));
        let users: Vec<String> = self.notify.iter().map(u64::to_string).collect();
        let mut allowed = json!({ "parse": [], "users": users, "replied_user": false });
        if !self.notify_roles.is_empty() {
            let roles: Vec<String> = self.notify_roles.iter().map(u64::to_string).collect();
            allowed["roles"] = json!(roles);
        }
        m.insert("allowed_mentions".into(), allowed);
        let attachments = match &self.file {
            Some(f) => json!([{ "id": 0, "filename": f.name, "description": f.description }]),
            None => json!([]),
        };
        m.insert("attachments".into(), attachments);
        // Always given, so that an edit or an update removes the rows it does not repeat.
        let rows: Vec<Value> = self.rows.iter().take(MAX_ROWS).map(Row::json).collect();
        m.insert("components".into(), Value::Array(rows));
        m
    }

    /// A request carrying `body` (JSON, or multipart with the file).
    fn request<'a>(&self, route: Route<'a>, method: LightMethod, body: &Value) -> Request<'a> {
        let req = Request::new(route, method);
        match &self.file {
            None => req.body(Some(body.to_string().into_bytes())),
            Some(f) => req.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![CreateAttachment::bytes(
                    f.png.clone(),
                    f.name.clone(),
                )]),
                fields: Vec::new(),
                payload_json: Some(body.to_string()),
            })),
        }
    }
}

/// An answer from Discord.
struct Answer {
    status: u16,
    retry_after: Option<f64>,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }
}

/// Sends requests to Discord with retries; shared by every task of the adapter.
#[derive(Debug)]
pub struct Outbox {
    http: Arc<Http>,
    raw: Option<reqwest::Client>,
    policy: RetryPolicy,
    nonce_base: u64,
    nonces: AtomicU64,
}

/// The `id` of a JSON object answer.
fn id_of(what: &'static str, body: &[u8]) -> Result<u64, SendError> {
    let v: Value = serde_json::from_slice(body).map_err(|e| SendError::Local {
        what,
        why: format!("the answer is not JSON: {e}"),
    })?;
    v.get("id")
        .and_then(Value::as_str)
        .and_then(|s| s.parse::<u64>().ok())
        .filter(|&id| id != 0)
        .ok_or_else(|| SendError::Local {
            what,
            why: "the answer has no id".into(),
        })
}

impl Outbox {
    /// An outbox on serenity's HTTP client. When its rate limiter is off, requests go out
    /// through this outbox's own reqwest client, to the same (proxy) address.
    ///
    /// # Errors
    /// If the reqwest client cannot be built.
    pub fn new(http: Arc<Http>, policy: RetryPolicy) -> anyhow::Result<Outbox> {
        let raw = match http.ratelimiter {
            Some(_) => None,
            None => Some(
                reqwest::Client::builder()
                    .timeout(Duration::from_secs(30))
                    .build()?,
            ),
        };
        let nonce_base = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        Ok(Outbox {
            http,
            raw,
            policy,
            nonce_base,
            nonces: AtomicU64::new(0),
        })
    }

    /// serenity's HTTP client.
    pub fn http(&self) -> &Arc<Http> {
        &self.http
    }

    /// A fresh message nonce (at most 25 characters), unique in this process and across
    /// restarts; reuse it for every try of one message.
    pub fn nonce(&self) -> String {
        let n = self.nonces.fetch_add(1, Ordering::Relaxed);
        format!("hx{:x}.{n:x}", self.nonce_base)
    }

    /// One try.
    async fn once(&self, req: Request<'_>) -> Result<Answer, String> {
        let Some(client) = &self.raw else {
            return match self.http.request(req).await {
                Ok(resp) => {
                    let status = resp.status().as_u16();
                    let body = resp.bytes().await.map_err(|e| e.to_string())?.to_vec();
                    Ok(Answer {
                        status,
                        retry_after: None,
                        body,
                    })
                }
                Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e))) => Ok(Answer {
                    status: e.status_code.as_u16(),
                    retry_after: None,
                    body: serde_json::to_vec(&e.error).unwrap_or_default(),
                }),
                Err(e) => Err(e.to_string()),
            };
        };
        let request = req
            .build(client, self.http.token(), self.http.proxy.as_deref())
            .map_err(|e| format!("could not build the request: {e}"))?
            .build()
            .map_err(|e| format!("could not build the request: {e}"))?;
        let resp = client.execute(request).await.map_err(|e| e.to_string())?;
        let status = resp.status().as_u16();
        let header = resp
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok());
        let body = resp.bytes().await.map_err(|e| e.to_string())?.to_vec();
        let in_body = serde_json::from_slice::<Value>(&body)
            .ok()
            .and_then(|v| v.get("retry_after").and_then(Value::as_f64));
        Ok(Answer {
            status,
            retry_after: in_body.or(header),
            body,
        })
    }

    /// Sends a request until it succeeds, is refused, or the tries run out; returns the body.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn call(&self, what: &'static str, req: Request<'_>) -> Result<Vec<u8>, SendError> {
        let mut last = String::new();
        for attempt in 1..=self.policy.attempts.max(1) {
            let wait = match self.once(req.clone()).await {
                Ok(a) if (200..300).contains(&a.status) => return Ok(a.body),
                Ok(a) if a.status == 429 => {
                    let secs = a.retry_after.unwrap_or(1.0).max(0.0);
                    let wait = Duration::try_from_secs_f64(secs).unwrap_or(Duration::MAX);
                    if wait > self.policy.max_retry_after {
                        return Err(SendError::GaveUp {
                            what,
                            attempts: attempt,
                            last: format!("rate limited for {secs} s"),
                        });
                    }
                    last = format!("HTTP 429, retry after {secs} s");
                    wait
                }
                Ok(a) if a.status >= 500 => {
                    last = format!("HTTP {}", a.status);
                    self.policy.backoff(attempt)
                }
                Ok(a) => {
                    let v = a.json();
                    return Err(SendError::Refused {
                        what,
                        status: a.status,
                        code: v.get("code").and_then(Value::as_i64).unwrap_or(0),
                        message: v
                            .get("message")
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_string(),
                        retried: attempt > 1,
                    });
                }
                Err(e) => {
                    last = e;
                    self.policy.backoff(attempt)
                }
            };
            if attempt < self.policy.attempts {
                tracing::warn!(what, attempt, ?wait, %last, "Discord request failed; retrying");
                tokio::time::sleep(wait).await;
            }
        }
        Err(SendError::GaveUp {
            what,
            attempts: self.policy.attempts.max(1),
            last,
        })
    }

    /// Posts a message in a channel; `nonce` makes repeated tries post it once.
    ///
    /// # Errors
    /// [`SendError`]; code [`THREAD_ARCHIVED`] when the thread must be unarchived first.
    pub async fn post(
        &self,
        channel: ChannelId,
        msg: &OutMessage,
        nonce: &str,
    ) -> Result<MessageId, SendError> {
        let mut body = msg.payload();
        body.insert("nonce".into(), json!(nonce));
        body.insert("enforce_nonce".into(), json!(true));
        let req = msg.request(
            Route::ChannelMessages {
                channel_id: channel,
            },
            LightMethod::Post,
            &Value::Object(body),
        );
        let what = "post a message";
        self.call(what, req)
            .await
            .and_then(|b| id_of(what, &b))
            .map(MessageId::new)
    }

    /// Unarchives a thread.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn unarchive(&self, thread: ChannelId) -> Result<(), SendError> {
        let req = Request::new(Route::Channel { channel_id: thread }, LightMethod::Patch)
            .body(Some(json!({ "archived": false }).to_string().into_bytes()));
        self.call("unarchive a thread", req).await.map(|_| ())
    }

    /// Archives a thread (it stays readable; posting in it unarchives it again).
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn archive(&self, thread: ChannelId) -> Result<(), SendError> {
        let req = Request::new(Route::Channel { channel_id: thread }, LightMethod::Patch)
            .body(Some(json!({ "archived": true }).to_string().into_bytes()));
        self.call("archive a thread", req).await.map(|_| ())
    }

    /// Starts a public thread from a message; the thread has the message's id.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn thread_from_message(
        &self,
        channel: ChannelId,
        message: MessageId,
        name: &str,
    ) -> Result<ChannelId, SendError> {
        let req = Request::new(
            Route::ChannelMessageThreads {
                channel_id: channel,
                message_id: message,
            },
            LightMethod::Post,
        )
        .body(Some(
            json!({ "name": name, "auto_archive_duration": 10080 })
                .to_string()
                .into_bytes(),
        ));
        let what = "start a thread";
        match self.call(what, req).await {
            Ok(b) => id_of(what, &b).map(ChannelId::new),
            // Started by an earlier try (or an earlier run): a message's thread has its id.
            Err(e) if e.code() == Some(THREAD_EXISTS) => Ok(ChannelId::new(message.get())),
            Err(e) => Err(e),
        }
    }

    /// Answers an interaction with a message.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn respond(
        &self,
        interaction: InteractionId,
        token: &str,
        msg: &OutMessage,
        ephemeral: bool,
    ) -> Result<(), SendError> {
        self.callback(
            interaction,
            token,
            msg,
            4,
            ephemeral,
            "answer an interaction",
        )
        .await
    }

    /// Sends an interaction callback of `kind` (4: a new message, 7: an update in place)
    /// carrying `msg`, private when `ephemeral`.
    async fn callback(
        &self,
        interaction: InteractionId,
        token: &str,
        msg: &OutMessage,
        kind: u8,
        ephemeral: bool,
        what: &'static str,
    ) -> Result<(), SendError> {
        let mut data = msg.payload();
        if ephemeral {
            data.insert("flags".into(), json!(EPHEMERAL));
        }
        let body = json!({ "type": kind, "data": data });
        let req = msg.request(
            Route::InteractionResponse {
                interaction_id: interaction,
                token,
            },
            LightMethod::Post,
            &body,
        );
        self.acknowledge(what, req).await
    }

    /// Acknowledges an interaction now and answers later ([`Outbox::edit_original`]).
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn defer(
        &self,
        interaction: InteractionId,
        token: &str,
        ephemeral: bool,
    ) -> Result<(), SendError> {
        let flags = if ephemeral { EPHEMERAL } else { 0 };
        let body = json!({ "type": 5, "data": { "flags": flags } });
        let req = Request::new(
            Route::InteractionResponse {
                interaction_id: interaction,
                token,
            },
            LightMethod::Post,
        )
        .body(Some(body.to_string().into_bytes()));
        self.acknowledge("defer an interaction", req).await
    }

    /// Answers a button press: with a private message when `text` is given, else by
    /// acknowledging it (the answer follows in the channel).
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn answer_press(
        &self,
        interaction: InteractionId,
        token: &str,
        text: Option<&str>,
    ) -> Result<(), SendError> {
        let body = match text {
            Some(t) => json!({ "type": 4, "data": {
                "content": t, "flags": EPHEMERAL, "allowed_mentions": { "parse": [] } } }),
            None => json!({ "type": 6 }),
        };
        let req = Request::new(
            Route::InteractionResponse {
                interaction_id: interaction,
                token,
            },
            LightMethod::Post,
        )
        .body(Some(body.to_string().into_bytes()));
        self.acknowledge("answer a button", req).await
    }

    /// Answers a press or a choice in a menu with a message shown only to the user: a new
    /// private message, or (`update`) in place of the message the component is on.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn answer_component(
        &self,
        interaction: InteractionId,
        token: &str,
        msg: &OutMessage,
        update: bool,
    ) -> Result<(), SendError> {
        let (kind, ephemeral) = if update { (7, false) } else { (4, true) };
        self.callback(interaction, token, msg, kind, ephemeral, "answer a menu")
            .await
    }

    /// An interaction callback: an "already acknowledged" answer to a repeated try means the
    /// first try went through.
    async fn acknowledge(&self, what: &'static str, req: Request<'_>) -> Result<(), SendError> {
        match self.call(what, req).await {
            Ok(_) => Ok(()),
            Err(SendError::Refused {
                code: ALREADY_ACKNOWLEDGED,
                retried: true,
                ..
            }) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// Replaces the (deferred) first answer to an interaction.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn edit_original(
        &self,
        application: ApplicationId,
        token: &str,
        msg: &OutMessage,
    ) -> Result<MessageId, SendError> {
        let req = msg.request(
            Route::WebhookOriginalInteractionResponse {
                application_id: application,
                token,
            },
            LightMethod::Patch,
            &Value::Object(msg.payload()),
        );
        let what = "edit an interaction answer";
        self.call(what, req)
            .await
            .and_then(|b| id_of(what, &b))
            .map(MessageId::new)
    }

    /// The id of the first answer to an interaction.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn original(
        &self,
        application: ApplicationId,
        token: &str,
    ) -> Result<MessageId, SendError> {
        let req = Request::new(
            Route::WebhookOriginalInteractionResponse {
                application_id: application,
                token,
            },
            LightMethod::Get,
        );
        let what = "read an interaction answer";
        self.call(what, req)
            .await
            .and_then(|b| id_of(what, &b))
            .map(MessageId::new)
    }

    /// A further answer to an interaction. Not deduplicated by Discord: used only for private
    /// answers, where a copy would be harmless.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn followup(
        &self,
        application: ApplicationId,
        token: &str,
        msg: &OutMessage,
        ephemeral: bool,
    ) -> Result<MessageId, SendError> {
        let mut body = msg.payload();
        if ephemeral {
            body.insert("flags".into(), json!(EPHEMERAL));
        }
        let req = msg.request(
            Route::WebhookFollowupMessages {
                application_id: application,
                token,
            },
            LightMethod::Post,
            &Value::Object(body),
        );
        let what = "send a follow-up";
        self.call(what, req)
            .await
            .and_then(|b| id_of(what, &b))
            .map(MessageId::new)
    }

    /// Replaces the application's commands, in one guild or globally.
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn put_commands(
        &self,
        application: ApplicationId,
        guild: Option<GuildId>,
        commands: &[CreateCommand],
    ) -> Result<(), SendError> {
        let route = match guild {
            Some(guild_id) => Route::GuildCommands {
                application_id: application,
                guild_id,
            },
            None => Route::Commands {
                application_id: application,
            },
        };
        let body = serde_json::to_vec(commands).map_err(|e| SendError::Local {
            what: "register commands",
            why: e.to_string(),
        })?;
        let req = Request::new(route, LightMethod::Put).body(Some(body));
        self.call("register commands", req).await.map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let p = RetryPolicy::default();
        let ms: Vec<u128> = (1..=6).map(|a| p.backoff(a).as_millis()).collect();
        assert_eq!(ms, [500, 1000, 2000, 4000, 8000, 8000]);
    }

    #[test]
    fn rows_become_action_rows_within_discords_limits() {
        let options: Vec<Choice> = (0..30)
            .map(|i| Choice {
                label: format!("option {i}"),
                value: i.to_string(),
                description: (i == 0).then(|| "x".repeat(120)),
            })
            .collect();
        let msg = OutMessage {
            content: "Pick".into(),
            rows: vec![
                Row::Menu(Menu {
                    id: "m".into(),
                    placeholder: "Pieces".into(),
                    options,
                }),
                Row::Buttons(vec![Button::new("b", "Back", Style::Secondary)]),
            ],
            ..OutMessage::default()
        };
        let p = Value::Object(msg.payload());
        let menu = &p["components"][0]["components"][0];
        assert_eq!(p["components"][0]["type"], 1);
        assert_eq!(menu["type"], 3);
        assert_eq!(menu["custom_id"], "m");
        assert_eq!(menu["options"].as_array().map(Vec::len), Some(MAX_OPTIONS));
        assert_eq!(
            menu["options"][0]["description"]
                .as_str()
                .map(|d| d.chars().count()),
            Some(MAX_ID_CHARS)
        );
        assert_eq!(
            p["components"][1]["components"][0],
            json!({ "type": 2, "style": 2, "label": "Back", "custom_id": "b" })
        );
    }

    #[test]
    fn a_role_ping_allows_that_role_only() {
        let msg = OutMessage {
            content: "Vote for White's move.\n<@&77>, your vote.".into(),
            notify_roles: vec![77],
            ..OutMessage::default()
        };
        assert_eq!(
            Value::Object(msg.payload())["allowed_mentions"],
            json!({ "parse": [], "users": [], "roles": ["77"], "replied_user": false })
        );
    }

    #[test]
    fn payload_allows_only_the_pinged_users() {
        let msg = OutMessage {
            content: "1. Qe1-c3\n<@2>, your move.".into(),
            file: Some(OutFile {
                name: "g1-001.png".into(),
                png: vec![0x89],
                description: "after 1. Qe1-c3".into(),
            }),
            notify: vec![2],
            notify_roles: Vec::new(),
            rows: Vec::new(),
        };
        assert_eq!(
            Value::Object(msg.payload()),
            json!({
                "content": "1. Qe1-c3\n<@2>, your move.",
                "allowed_mentions": { "parse": [], "users": ["2"], "replied_user": false },
                "attachments": [{ "id": 0, "filename": "g1-001.png", "description": "after 1. Qe1-c3" }],
                "components": [],
            })
        );
    }
}
