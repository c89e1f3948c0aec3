//! Where the slash commands are registered: in one server (`HEXCOURIER_GUILD_ID`, instant,
//! for development or a private bot) or globally (every server, refreshed by Discord within
//! the hour). Commands left in the scope no longer used would show `/hex` twice (or a stale
//! `/hex` after the switch), so at start-up the bot registers its commands in the scope it
//! uses and empties the other: the global list when it runs in a server, the server it ran in
//! before (remembered in the store) when it runs globally.

use super::types::{Data, Error};
use hexcourier_core::Place;
use serenity::all::{ApplicationId, CreateCommand, GuildId};

/// The transport name under which the last guild of guild-scoped commands is stored
/// ([`hexcourier_core::Core::set_link`]).
pub const TRANSPORT: &str = "discord-commands";

/// The place under [`TRANSPORT`] that holds the guild id.
const GUILD: &str = "guild";

/// Registers `commands` in `guild` (else globally), then removes the bot's commands from the
/// scope it no longer uses. Failing to remove them is logged, not fatal.
///
/// # Errors
/// When the commands cannot be registered.
pub async fn register(
    hub: &Data,
    application: ApplicationId,
    guild: Option<GuildId>,
    commands: &[CreateCommand],
) -> Result<(), Error> {
    hub.rest.put_commands(application, guild, commands).await?;
    let core = hub.core.clone();
    let before = tokio::task::spawn_blocking(move || core.links(TRANSPORT))
        .await
        .map_err(|e| anyhow::anyhow!("the store's task failed: {e}"))?
        .map_err(|e| anyhow::anyhow!("{e}"))?
        .into_iter()
        .find(|(place, _)| place.as_str() == GUILD)
        .and_then(|(_, id)| id.parse::<u64>().ok())
        .filter(|&id| id != 0)
        .map(GuildId::new);
    // Remembered before anything is removed; forgotten only once removed (a crash between
    // removes it again at the next start, which does no harm).
    if guild.is_some() && guild != before {
        remember(hub, guild).await;
    }
    if guild.is_some() {
        retire(hub, application, None).await;
    }
    if let Some(old) = before.filter(|&old| Some(old) != guild) {
        retire(hub, application, Some(old)).await;
    }
    if guild.is_none() && before.is_some() {
        remember(hub, None).await;
    }
    Ok(())
}

/// Stores `guild` as the server the commands are registered in (`None`: none).
async fn remember(hub: &Data, guild: Option<GuildId>) {
    let core = hub.core.clone();
    let stored = tokio::task::spawn_blocking(move || {
        let place = Place::new(GUILD);
        match guild {
            Some(g) => core.set_link(TRANSPORT, &place, &g.get().to_string()),
            None => core.remove_link(TRANSPORT, &place),
        }
    })
    .await
    .map_err(|e| e.to_string())
    .and_then(|r| r.map_err(|e| e.to_string()));
    if let Err(e) = stored {
        tracing::warn!("could not remember where the commands are registered: {e}");
    }
}

/// Empties the bot's command list in `guild` (else the global one).
async fn retire(hub: &Data, application: ApplicationId, guild: Option<GuildId>) {
    let scope = match guild {
        Some(g) => format!("server {g}"),
        // english: where commands are registered, logged
        None => "the global scope".to_string(),
    };
    match hub.rest.put_commands(application, guild, &[]).await {
        Ok(()) => tracing::debug!("emptied the bot's command list in {scope}, which it no longer uses"),
        Err(e) => tracing::warn!(
            "could not remove the bot's old commands from {scope} ({e}); /hex may show twice there until they are removed"
        ),
    }
}
