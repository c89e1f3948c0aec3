//! Transports' side records: which of a transport's places (a Discord thread) shows which
//! game.

use crate::*;

impl Core {
    /// Records, durably, where `place` is shown on a transport: e.g. the Discord thread id of
    /// `#g1`. A later call for the same transport and place replaces the address.
    ///
    /// # Errors
    /// If the store cannot write it.
    pub fn set_link(
        &self,
        transport: &str,
        place: &Place,
        address: &str,
    ) -> Result<(), StoreError> {
        self.store
            .put_link(&link_key(transport, place), address.as_bytes())
    }

    /// Forgets where `place` is shown on a transport ([`Core::set_link`]), durably.
    ///
    /// # Errors
    /// If the store cannot write it.
    pub fn remove_link(&self, transport: &str, place: &Place) -> Result<(), StoreError> {
        self.store
            .commit(Commit {
                writes: vec![Write {
                    table: Table::Links,
                    key: link_key(transport, place),
                    expect: Expect::Any,
                    value: None,
                }],
                ..Commit::default()
            })
            .map(|_| ())
    }

    /// Every place linked on a transport, with its address ([`Core::set_link`]).
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn links(&self, transport: &str) -> Result<Vec<(Place, String)>, StoreError> {
        let prefix = link_key(transport, &Place::new(""));
        Ok(self
            .store
            .links()?
            .into_iter()
            .filter_map(|(k, v)| {
                let place = k.strip_prefix(&prefix)?;
                Some((Place::new(place), String::from_utf8_lossy(&v).into_owned()))
            })
            .collect())
    }
}

/// The store key of a link: transport, a tab, the place.
fn link_key(transport: &str, place: &Place) -> String {
    format!("{transport}\t{place}")
}
