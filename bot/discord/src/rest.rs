//! Every request the adapter makes to Discord, retried safely.
//!
//! - 429: waits `retry_after` (from the body, else the `Retry-After` header), then tries again.
//! - 5xx and connection failures: tries again after a backoff that doubles.
//! - Direct answers use a few tries ([`RetryPolicy`]); the courier, which never gives up on
//!   what is owed, makes single tries ([`Rest::single_try`]) and waits between them itself,
//!   reading each failure's [`SendError::kind`].
//! - Nothing is done twice: messages carry a nonce with `enforce_nonce`, so Discord returns the
//!   first message instead of posting a copy; a repeated interaction callback that Discord
//!   reports as already acknowledged counts as done; a thread already started from a message
//!   is that message's thread; edits and command registration are idempotent.
//!
//! With serenity's rate limiter on (production) requests go through it, and it already waits
//! out 429s. With a proxy base URL (tests, or an HTTP proxy that limits for us) serenity's
//! limiter must be off, because it sends to discord.com regardless of the proxy; then the
//! requests are sent here with reqwest, where the status and headers of a refusal can be read.

use super::message::{OutMessage, EPHEMERAL};
use serde_json::{json, Value};
use serenity::all::{
    ApplicationId, ChannelId, CreateCommand, GuildId, Http, InteractionId, MessageId,
};
use serenity::http::{HttpError, LightMethod, Request, Route};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord's error code: the thread is archived.
pub const THREAD_ARCHIVED: i64 = 50083;
/// Discord's error code: the interaction has already been acknowledged.
pub const ALREADY_ACKNOWLEDGED: i64 = 40060;
/// Discord's error code: a thread has already been created for this message.
pub const THREAD_EXISTS: i64 = 160_004;
/// Discord's error code: the channel (or thread) does not exist any more.
pub const UNKNOWN_CHANNEL: i64 = 10_003;
/// Discord's error code: the bot cannot see the channel.
pub const MISSING_ACCESS: i64 = 50_001;
/// Discord's error code: the bot lacks a permission it needs there.
pub const MISSING_PERMISSIONS: i64 = 50_013;
/// Discord's error code: the user does not take direct messages from the bot.
pub const CANNOT_DM: i64 = 50_007;

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
        /// How long Discord asked to wait (a 429's `retry_after`), if it did.
        wait: Option<Duration>,
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

/// What a failed request means for whoever must get it through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureKind {
    /// Worth trying again later (429, 5xx, no connection); after `wait` when Discord said.
    Transient(Option<Duration>),
    /// The thread is archived: unarchive it, then try again.
    Archived,
    /// The channel is gone or closed to the bot (404, 403): try somewhere else.
    Gone,
    /// Refused for good (a bad request): trying again cannot help.
    Refused,
}

impl SendError {
    /// Discord's error code, for a refusal.
    pub fn code(&self) -> Option<i64> {
        match self {
            SendError::Refused { code, .. } => Some(*code),
            _ => None,
        }
    }

    /// What the failure means for trying again.
    pub fn kind(&self) -> FailureKind {
        match self {
            SendError::GaveUp { wait, .. } => FailureKind::Transient(*wait),
            SendError::Refused {
                code: THREAD_ARCHIVED,
                ..
            } => FailureKind::Archived,
            SendError::Refused { status, code, .. }
                if matches!(status, 403 | 404)
                    || matches!(
                        *code,
                        UNKNOWN_CHANNEL | MISSING_ACCESS | MISSING_PERMISSIONS
                    ) =>
            {
                FailureKind::Gone
            }
            SendError::Refused { status, .. } if *status == 408 || *status >= 500 => {
                FailureKind::Transient(None)
            }
            SendError::Refused { .. } | SendError::Local { .. } => FailureKind::Refused,
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
pub struct Rest {
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

impl Rest {
    /// A client on serenity's HTTP client. When its rate limiter is off, requests go out
    /// through this client's own reqwest client, to the same (proxy) address.
    ///
    /// # Errors
    /// If the reqwest client cannot be built.
    pub fn new(http: Arc<Http>, policy: RetryPolicy) -> anyhow::Result<Rest> {
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
        Ok(Rest {
            http,
            raw,
            policy,
            nonce_base,
            nonces: AtomicU64::new(0),
        })
    }

    /// The same client making one try per request: for the courier, which waits between its
    /// own tries.
    pub fn single_try(&self) -> Rest {
        Rest {
            http: self.http.clone(),
            raw: self.raw.clone(),
            policy: RetryPolicy {
                attempts: 1,
                ..self.policy
            },
            nonce_base: self.nonce_base,
            nonces: AtomicU64::new(0),
        }
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
                    let body = resp
                        .bytes()
                        .await
                        .map_err(|e| hexcourier_secret::scrub(&e.without_url().to_string()))?
                        .to_vec();
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
                Err(e) => Err(hexcourier_secret::scrub(&e.to_string())),
            };
        };
        let request = req
            .build(client, self.http.token(), self.http.proxy.as_deref())
            .map_err(|e| hexcourier_secret::scrub(&format!("could not build the request: {e}")))?
            .build()
            .map_err(|e| format!("could not build the request: {}", e.without_url()))?;
        // Request errors name their URL, which holds an interaction's token: left out.
        let resp = client
            .execute(request)
            .await
            .map_err(|e| e.without_url().to_string())?;
        let status = resp.status().as_u16();
        let header = resp
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok());
        let body = resp
            .bytes()
            .await
            .map_err(|e| e.without_url().to_string())?
            .to_vec();
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
        let mut asked = None;
        for attempt in 1..=self.policy.attempts.max(1) {
            let wait = match self.once(req.clone()).await {
                Ok(a) if (200..300).contains(&a.status) => return Ok(a.body),
                Ok(a) if a.status == 429 => {
                    let secs = a.retry_after.unwrap_or(1.0).max(0.0);
                    let wait = Duration::try_from_secs_f64(secs).unwrap_or(Duration::MAX);
                    asked = Some(wait);
                    if wait > self.policy.max_retry_after {
                        return Err(SendError::GaveUp {
                            what,
                            attempts: attempt,
                            last: format!("rate limited for {secs} s"),
                            wait: asked,
                        });
                    }
                    last = format!("HTTP 429, retry after {secs} s");
                    wait
                }
                Ok(a) if a.status >= 500 => {
                    last = format!("HTTP {}", a.status);
                    asked = None;
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
                    asked = None;
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
            wait: asked,
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

    /// The direct-message channel with a user (opened if there is none yet).
    ///
    /// # Errors
    /// [`SendError`].
    pub async fn dm_channel(&self, user: u64) -> Result<ChannelId, SendError> {
        let req = Request::new(Route::UserMeDmChannels, LightMethod::Post).body(Some(
            json!({ "recipient_id": user.to_string() })
                .to_string()
                .into_bytes(),
        ));
        let what = "open a DM channel";
        self.call(what, req)
            .await
            .and_then(|b| id_of(what, &b))
            .map(ChannelId::new)
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

    /// Acknowledges an interaction now and answers later ([`Rest::edit_original`]).
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
}
