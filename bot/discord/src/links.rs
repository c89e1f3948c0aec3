//! Which Discord thread shows which game place, kept in the core's store so it survives
//! restarts, with both directions in memory.

use hexcourier_core::{Core, Place};
use serenity::all::ChannelId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The transport name under which links are stored ([`Core::set_link`]).
pub const TRANSPORT: &str = "discord";

/// The name under which the channel each game's thread was opened in is stored: where the
/// game's messages go should its thread be deleted.
pub const PARENTS: &str = "discord-parent";

#[derive(Debug, Default)]
struct Maps {
    by_place: HashMap<Place, ChannelId>,
    by_channel: HashMap<ChannelId, Place>,
    parents: HashMap<Place, ChannelId>,
}

/// A stored channel id, if the address is one.
fn channel_id(address: &str) -> Option<ChannelId> {
    address
        .parse::<u64>()
        .ok()
        .filter(|&id| id != 0)
        .map(ChannelId::new)
}

/// Place ↔ channel links. Game places (`#g1`) have their thread; every other channel is its
/// own place, named `<#id>` (Discord's channel mention, so it reads well anywhere it is shown).
#[derive(Debug)]
pub struct Links {
    core: Arc<Core>,
    maps: Mutex<Maps>,
}

impl Links {
    /// Loads the stored links. Records whose address is not a channel id are skipped and
    /// returned as warnings.
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn load(core: Arc<Core>) -> anyhow::Result<(Links, Vec<String>)> {
        let mut maps = Maps::default();
        let mut warnings = Vec::new();
        for (place, address) in core.links(TRANSPORT)? {
            match channel_id(&address) {
                Some(channel) => {
                    maps.by_channel.insert(channel, place.clone());
                    maps.by_place.insert(place, channel);
                }
                None => warnings.push(format!(
                    "link of {place} to {address:?} is not a channel id; skipped"
                )),
            }
        }
        for (place, address) in core.links(PARENTS)? {
            match channel_id(&address) {
                Some(channel) => {
                    maps.parents.insert(place, channel);
                }
                None => warnings.push(format!(
                    "parent of {place}, {address:?}, is not a channel id; skipped"
                )),
            }
        }
        Ok((
            Links {
                core,
                maps: Mutex::new(maps),
            },
            warnings,
        ))
    }

    fn maps(&self) -> MutexGuard<'_, Maps> {
        self.maps.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The place of a channel: its game when it is a game's thread, else the channel itself.
    pub fn place_of(&self, channel: ChannelId) -> Place {
        self.game_of(channel)
            .unwrap_or_else(|| Place::new(format!("<#{channel}>")))
    }

    /// The game place shown in a channel, if any.
    pub fn game_of(&self, channel: ChannelId) -> Option<Place> {
        self.maps().by_channel.get(&channel).cloned()
    }

    /// The channel of a place: a game's thread, or the channel a `<#id>` place names.
    pub fn channel_of(&self, place: &Place) -> Option<ChannelId> {
        if let Some(c) = self.maps().by_place.get(place) {
            return Some(*c);
        }
        place
            .as_str()
            .strip_prefix("<#")
            .and_then(|s| s.strip_suffix('>'))
            .and_then(|s| s.parse::<u64>().ok())
            .filter(|&id| id != 0)
            .map(ChannelId::new)
    }

    /// The channel a game's thread was opened in, if known.
    pub fn parent_of(&self, place: &Place) -> Option<ChannelId> {
        self.maps().parents.get(place).copied()
    }

    /// Links a game's place to the thread opened for it in `parent`: both stored durably
    /// first, then used.
    ///
    /// # Errors
    /// If the store cannot write them.
    pub fn link_thread(
        &self,
        place: &Place,
        thread: ChannelId,
        parent: ChannelId,
    ) -> anyhow::Result<()> {
        self.core
            .set_link(PARENTS, place, &parent.get().to_string())?;
        self.maps().parents.insert(place.clone(), parent);
        self.link(place, thread)
    }

    /// Whether the game of `place` is played in a channel of its own choosing rather than a
    /// thread (its thread could not be opened): it has a channel but no parent.
    pub fn in_channel(&self, place: &Place) -> bool {
        let m = self.maps();
        m.by_place.contains_key(place) && !m.parents.contains_key(place)
    }

    /// Gives back the channel of a game played in it, once the game is over: the channel is
    /// a lobby again (`/new` works there, and its messages are no longer read as moves). The
    /// place keeps the channel as its parent, where anything still owed to it goes.
    ///
    /// # Errors
    /// If the store cannot write it.
    pub fn release(&self, place: &Place) -> anyhow::Result<()> {
        let Some(channel) = self.maps().by_place.get(place).copied() else {
            return Ok(());
        };
        self.core
            .set_link(PARENTS, place, &channel.get().to_string())?;
        self.core.remove_link(TRANSPORT, place)?;
        let mut m = self.maps();
        m.parents.insert(place.clone(), channel);
        m.by_place.remove(place);
        if m.by_channel.get(&channel) == Some(place) {
            m.by_channel.remove(&channel);
        }
        Ok(())
    }

    /// Links a place to its thread: stored durably first, then used.
    ///
    /// # Errors
    /// If the store cannot write the link.
    pub fn link(&self, place: &Place, channel: ChannelId) -> anyhow::Result<()> {
        self.core
            .set_link(TRANSPORT, place, &channel.get().to_string())?;
        let mut m = self.maps();
        if let Some(old) = m.by_place.insert(place.clone(), channel) {
            m.by_channel.remove(&old);
        }
        m.by_channel.insert(channel, place.clone());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_core::{FakeClock, FakePainter};
    use hexcourier_store::MemoryStore;

    fn core(store: &MemoryStore) -> anyhow::Result<Arc<Core>> {
        let lib = hexcourier_engine::Library::builtin().map_err(|e| anyhow::anyhow!("{e:?}"))?;
        Ok(Arc::new(Core::new(
            lib,
            Box::new(store.clone()),
            Box::new(FakeClock::at(0)),
            Box::new(FakePainter::default()),
        )?))
    }

    #[test]
    fn links_survive_a_restart_and_channels_are_their_own_places() -> anyhow::Result<()> {
        let store = MemoryStore::new();
        let (links, warnings) = Links::load(core(&store)?)?;
        assert!(warnings.is_empty());
        let lobby = ChannelId::new(7);
        assert_eq!(links.place_of(lobby), Place::new("<#7>"));
        assert_eq!(links.channel_of(&Place::new("<#7>")), Some(lobby));
        assert_eq!(links.channel_of(&Place::new("#g1")), None);
        links.link(&Place::new("#g1"), ChannelId::new(42))?;
        links.link(&Place::new("#g1"), ChannelId::new(43))?;
        assert_eq!(links.game_of(ChannelId::new(42)), None);

        let (again, warnings) = Links::load(core(&store)?)?;
        assert!(warnings.is_empty());
        assert_eq!(again.place_of(ChannelId::new(43)), Place::new("#g1"));
        assert_eq!(
            again.channel_of(&Place::new("#g1")),
            Some(ChannelId::new(43))
        );
        Ok(())
    }
}
