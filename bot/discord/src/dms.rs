//! Turn notifications by direct message: sends the DMs the core says are due (players who
//! turned them on with `/hexme notify`), one per player and batch, each with a nonce made of
//! the player and the batch's number so a retry (also after a restart) posts it once.
//!
//! A player whose privacy settings refuse the bot's DMs (Discord 50007) has them switched
//! off, and their next `/hexme games` says why. Failures that may pass (429, 5xx, an outage)
//! are tried again after a backoff; the batch stays in the store meanwhile.

use super::message::{cut, OutMessage};
use super::rest::{FailureKind, Rest, SendError, CANNOT_DM};
use super::show;
use super::types::Hub;
use hexcourier_core::{DmBatch, DmOutcome};
use serenity::all::ChannelId;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// How often the sender looks for due DMs when nothing wakes it.
const SWEEP: Duration = Duration::from_secs(30);

/// Runs the DM sender for as long as the bot runs.
pub async fn run(hub: Arc<Hub>) {
    let rest = hub.rest.single_try();
    let mut channels: HashMap<u64, ChannelId> = HashMap::new();
    let mut backoff = Duration::ZERO;
    loop {
        let failed = send_due(&hub, &rest, &mut channels).await;
        let wait = match failed {
            Some(asked) => {
                backoff = if backoff.is_zero() {
                    hub.delivery.first_backoff
                } else {
                    (backoff * 2).min(hub.delivery.max_backoff)
                };
                // After a failure only time wakes it: new notes must not cut the wait short.
                tokio::time::sleep(asked.map_or(backoff, |a| a.max(backoff))).await;
                continue;
            }
            None => {
                backoff = Duration::ZERO;
                let core = hub.core.clone();
                let next = tokio::task::spawn_blocking(move || core.next_dm_in())
                    .await
                    .ok()
                    .flatten();
                next.map_or(SWEEP, |s| Duration::from_secs(s).min(SWEEP))
            }
        };
        if wait.is_zero() {
            continue;
        }
        tokio::select! {
            () = hub.dms.notified() => {}
            () = tokio::time::sleep(wait) => {}
        }
    }
}

/// Sends every DM due now. `Some(wait)` when Discord failed for now (after what it asked).
async fn send_due(
    hub: &Arc<Hub>,
    rest: &Rest,
    channels: &mut HashMap<u64, ChannelId>,
) -> Option<Option<Duration>> {
    let core = hub.core.clone();
    let due = match tokio::task::spawn_blocking(move || core.dms_due()).await {
        Ok(Ok(due)) => due,
        Ok(Err(e)) => {
            tracing::warn!("cannot read the DMs due: {e}");
            return Some(None);
        }
        Err(e) => {
            tracing::warn!("cannot read the DMs due: {e}");
            return Some(None);
        }
    };
    for batch in due {
        let outcome = match send(hub, rest, channels, &batch).await {
            Ok(o) => o,
            Err(wait) => return Some(wait),
        };
        let core = hub.core.clone();
        let settled =
            tokio::task::spawn_blocking(move || core.dm_done(&batch, &outcome).map(|()| outcome))
                .await;
        match settled {
            Ok(Ok(DmOutcome::Refused)) => tracing::info!("a player refuses DMs; switched off"),
            Ok(Ok(_)) => {}
            Ok(Err(e)) => {
                tracing::warn!("cannot store a DM's delivery: {e}");
                return Some(None);
            }
            Err(e) => {
                tracing::warn!("cannot store a DM's delivery: {e}");
                return Some(None);
            }
        }
    }
    None
}

/// Sends one DM: how it ended, or `Err(wait)` to try again later.
async fn send(
    hub: &Hub,
    rest: &Rest,
    channels: &mut HashMap<u64, ChannelId>,
    batch: &DmBatch,
) -> Result<DmOutcome, Option<Duration>> {
    let Ok(user) = batch.user.as_str().parse::<u64>() else {
        return Ok(DmOutcome::Failed(format!(
            "{} is not a Discord user",
            batch.user
        )));
    };
    let channel = match channels.get(&user) {
        Some(c) => *c,
        None => match rest.dm_channel(user).await {
            Ok(c) => {
                channels.insert(user, c);
                c
            }
            Err(e) => return outcome_of(&e),
        },
    };
    let content = show::dm_text(&batch.text, |place| {
        let note = batch.notes.iter().find(|n| n.place == *place)?;
        let thread = hub.links.channel_of(place)?;
        let guild = note.realm.as_deref()?;
        Some(format!("https://discord.com/channels/{guild}/{thread}"))
    });
    let msg = OutMessage {
        content: cut(&content, 2000),
        ..OutMessage::default()
    };
    match rest.post(channel, &msg, &nonce(user, batch.number)).await {
        Ok(_) => Ok(DmOutcome::Sent),
        Err(e) => {
            if matches!(e.kind(), FailureKind::Gone) {
                // A DM channel the bot can no longer use: opened again next time.
                channels.remove(&user);
            }
            outcome_of(&e)
        }
    }
}

/// What a failed request means for a DM.
fn outcome_of(e: &SendError) -> Result<DmOutcome, Option<Duration>> {
    if e.code() == Some(CANNOT_DM) {
        return Ok(DmOutcome::Refused);
    }
    match e.kind() {
        FailureKind::Transient(wait) => Err(wait),
        FailureKind::Archived | FailureKind::Gone | FailureKind::Refused => {
            Ok(DmOutcome::Failed(e.to_string()))
        }
    }
}

/// A DM's nonce (at most 25 characters): `d`, the batch's number and the user (hashed when
/// that is too long).
fn nonce(user: u64, number: u64) -> String {
    super::message::nonce(format!("d{number}.{user}"), "dm")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_fit_discords_limit_and_differ_per_batch() {
        assert_eq!(nonce(123_456_789_012_345_678, 0), "d0.123456789012345678");
        assert_ne!(nonce(7, 1), nonce(7, 2));
        assert!(nonce(u64::MAX, u64::MAX).len() <= 25);
    }
}
