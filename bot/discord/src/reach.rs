//! Before the gateway: whether Discord answers at all, and takes the token, said in one line
//! an admin can act on. Without it, an offline machine or a wrong token shows only the
//! gateway's own retries, every few seconds, in the words of its WebSocket library.

use serenity::all::Http;
use std::future::Future;
use std::time::Duration;

/// What asking Discord who the bot is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reach {
    /// It answered: with the bot's user, or with an error of its own (the gateway is tried;
    /// the courier and the gateway handle Discord's errors and outages).
    Answered,
    /// It refused the token: nothing works until the token is changed.
    BadToken,
    /// No answer came (why, in words: the causes of the failure, outermost first).
    Unreachable(String),
}

/// How long one question may take.
pub const ASK_TIMEOUT: Duration = Duration::from_secs(15);
/// The first wait before asking again.
pub const FIRST_WAIT: Duration = Duration::from_secs(5);
/// The longest wait between questions (the waits double up to it).
pub const LONGEST_WAIT: Duration = Duration::from_secs(300);

/// What a refused token means and what to do, in one line.
pub const BAD_TOKEN: &str = "Discord refused the token (401 Unauthorized): DISCORD_TOKEN must be \
    the bot token of your application, from its Bot page at \
    https://discord.com/developers/applications (Reset Token there shows a new one)";

/// Asks Discord who the bot is (`GET /users/@me`), within [`ASK_TIMEOUT`].
pub async fn ask(http: &Http) -> Reach {
    match tokio::time::timeout(ASK_TIMEOUT, http.get_current_user()).await {
        Err(_) => Reach::Unreachable(format!("no answer within {} s", ASK_TIMEOUT.as_secs())),
        Ok(Ok(_)) => Reach::Answered,
        Ok(Err(e)) => judge(&e),
    }
}

/// What an error of asking means: a 401 is a refused token, a failure to send or to read an
/// answer is no answer, anything else is Discord answering.
pub fn judge(e: &serenity::Error) -> Reach {
    use serenity::http::HttpError;
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401 =>
        {
            Reach::BadToken
        }
        serenity::Error::Http(HttpError::Request(r)) => Reach::Unreachable(causes(r)),
        _ => Reach::Answered,
    }
}

/// An error and its causes, outermost first, each said once.
fn causes(e: &(dyn std::error::Error + 'static)) -> String {
    let mut said: Vec<String> = Vec::new();
    let mut next = Some(e);
    while let Some(err) = next {
        let words = err.to_string();
        if !said.iter().any(|s| s.contains(&words)) {
            said.push(words);
        }
        next = err.source();
    }
    said.join(": ")
}

/// The line logged when Discord cannot be reached at `base`.
pub fn unreachable_words(base: &str, why: &str, wait: Duration) -> String {
    format!(
        "cannot reach Discord at {base}: {why}. Check this machine's network, DNS and firewall \
         (HTTPS to discord.com on port 443) and any proxy; trying again in {} s, and saying so \
         again every {} minutes until it answers",
        wait.as_secs(),
        REPEAT_EVERY.as_secs() / 60
    )
}

/// How often a lasting failure to reach Discord is said again.
const REPEAT_EVERY: Duration = Duration::from_secs(600);

/// Asks until Discord answers: `Ok(true)` once it does, `Ok(false)` when `stop` comes first.
/// The first failure is logged as a warning saying what to check, later ones only every ten
/// minutes; the waits double from [`FIRST_WAIT`] to [`LONGEST_WAIT`].
///
/// # Errors
/// When Discord refuses the token ([`BAD_TOKEN`]).
pub async fn wait_for_discord(
    http: &Http,
    base: &str,
    stop: &mut (impl Future<Output = ()> + Unpin),
) -> anyhow::Result<bool> {
    let mut wait = FIRST_WAIT;
    let mut failed_since: Option<tokio::time::Instant> = None;
    let mut last_said: Option<tokio::time::Instant> = None;
    loop {
        let answer = tokio::select! {
            a = ask(http) => a,
            () = &mut *stop => return Ok(false),
        };
        match answer {
            Reach::Answered => {
                if let Some(since) = failed_since {
                    tracing::info!(
                        after_s = since.elapsed().as_secs(),
                        "Discord answers again; connecting"
                    );
                }
                return Ok(true);
            }
            Reach::BadToken => anyhow::bail!("{BAD_TOKEN}"),
            Reach::Unreachable(why) => {
                let now = tokio::time::Instant::now();
                failed_since.get_or_insert(now);
                if last_said.is_none_or(|t| now.duration_since(t) >= REPEAT_EVERY) {
                    tracing::warn!("{}", unreachable_words(base, &why, wait));
                    last_said = Some(now);
                }
            }
        }
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = &mut *stop => return Ok(false),
        }
        wait = (wait * 2).min(LONGEST_WAIT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::HttpBuilder;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    fn http_at(base: &str) -> Http {
        HttpBuilder::new("x")
            .proxy(base)
            .ratelimiter_disabled(true)
            .build()
    }

    /// A server on a loopback port that answers every request with `status` and `body`.
    async fn answering(status: &'static str, body: &'static str) -> std::io::Result<String> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let base = format!("http://{}", listener.local_addr()?);
        tokio::spawn(async move {
            while let Ok((mut s, _)) = listener.accept().await {
                let mut buf = vec![0u8; 8192];
                let _ = s.read(&mut buf).await;
                let reply = format!(
                    "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = s.write_all(reply.as_bytes()).await;
            }
        });
        Ok(base)
    }

    #[tokio::test]
    async fn a_refused_token_is_said_and_ends_the_wait() -> std::io::Result<()> {
        let base = answering(
            "401 Unauthorized",
            r#"{"message":"401: Unauthorized","code":0}"#,
        )
        .await?;
        let http = http_at(&base);
        assert_eq!(ask(&http).await, Reach::BadToken);
        let mut never = std::pin::pin!(std::future::pending::<()>());
        let e = wait_for_discord(&http, &base, &mut never).await;
        assert!(matches!(&e, Err(e) if e.to_string() == BAD_TOKEN), "{e:?}");
        Ok(())
    }

    #[tokio::test]
    async fn discords_own_errors_count_as_an_answer() -> std::io::Result<()> {
        let base = answering(
            "503 Service Unavailable",
            r#"{"message":"upstream","code":0}"#,
        )
        .await?;
        let http = http_at(&base);
        assert_eq!(ask(&http).await, Reach::Answered);
        let mut never = std::pin::pin!(std::future::pending::<()>());
        assert!(wait_for_discord(&http, &base, &mut never)
            .await
            .is_ok_and(|a| a));
        Ok(())
    }

    #[tokio::test]
    async fn no_answer_says_why_and_a_stop_ends_the_wait() -> std::io::Result<()> {
        // A port nobody listens on: bound, then let go.
        let base = {
            let l = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
            format!("http://{}", l.local_addr()?)
        };
        let http = http_at(&base);
        let Reach::Unreachable(why) = ask(&http).await else {
            panic!("a closed port answers nothing")
        };
        assert!(why.to_lowercase().contains("refused"), "{why}");
        let words = unreachable_words(&base, &why, FIRST_WAIT);
        assert!(words.starts_with(&format!("cannot reach Discord at {base}: ")));
        assert!(words.contains("network, DNS and firewall"), "{words}");
        let mut stop = std::pin::pin!(std::future::ready(()));
        assert!(wait_for_discord(&http, &base, &mut stop)
            .await
            .is_ok_and(|a| !a));
        Ok(())
    }
}
