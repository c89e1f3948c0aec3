//! The connections open to the web server: counted against `web.max_connections`, each known
//! as idle (no request in flight: waiting for one, or for its headers) or busy. When every
//! place is taken, the idle connection of the client holding the most connections is closed
//! (the longest idle of its connections first); when none is idle, a new connection waits for
//! one to end or go idle. So one address opening many idle sockets closes its own sockets,
//! not the next visitor's request, and `/healthz` keeps answering.

use super::guard::ClientKey;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};

/// The connections open, and the places left.
#[derive(Debug)]
pub struct Conns {
    max: usize,
    places: Arc<Semaphore>,
    inner: Mutex<Inner>,
    /// Told when a connection goes idle (it may now be closed to make room).
    went_idle: Notify,
}

#[derive(Debug, Default)]
struct Inner {
    next: u64,
    open: HashMap<u64, Open>,
}

/// One open connection as the book keeps it.
#[derive(Debug)]
struct Open {
    client: ClientKey,
    busy: usize,
    idle_since: Instant,
    closing: bool,
    close: Arc<Notify>,
}

/// An open connection's place: given back, and the connection forgotten, when dropped.
#[derive(Debug)]
pub struct Conn {
    id: u64,
    conns: Arc<Conns>,
    close: Arc<Notify>,
    _place: OwnedSemaphorePermit,
}

/// Marks requests of one connection in flight ([`Tracker::busy`]).
#[derive(Debug, Clone)]
pub struct Tracker {
    id: u64,
    conns: Arc<Conns>,
}

/// A request in flight on a connection (until its response's body is sent or dropped).
#[derive(Debug)]
pub struct Busy {
    id: u64,
    conns: Arc<Conns>,
}

impl Conns {
    /// A book of at most `max` connections (at least 1).
    pub fn new(max: usize) -> Arc<Conns> {
        let max = max.max(1);
        Arc::new(Conns {
            max,
            places: Arc::new(Semaphore::new(max)),
            inner: Mutex::default(),
            went_idle: Notify::new(),
        })
    }

    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The most connections open at once.
    pub fn max(&self) -> usize {
        self.max
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.inner().open.len()
    }

    /// Connections open now with no request in flight.
    pub fn idle(&self) -> usize {
        self.inner().open.values().filter(|o| o.busy == 0).count()
    }

    /// A place for one more connection: at once when there is one; else an idle connection
    /// is closed to make room, or (none idle) this waits until one ends or goes idle.
    pub async fn place(self: &Arc<Self>) -> OwnedSemaphorePermit {
        loop {
            if let Ok(p) = self.places.clone().try_acquire_owned() {
                return p;
            }
            let idle = self.went_idle.notified();
            tokio::pin!(idle);
            idle.as_mut().enable();
            self.close_one_idle();
            tokio::select! {
                p = self.places.clone().acquire_owned() => match p {
                    Ok(p) => return p,
                    // Never closed; should it be, nothing more is served.
                    Err(_) => std::future::pending::<()>().await,
                },
                () = idle => {}
            }
        }
    }

    /// Records a connection from `client` in `place`.
    pub fn admit(self: &Arc<Self>, client: ClientKey, place: OwnedSemaphorePermit) -> Conn {
        let close = Arc::new(Notify::new());
        let mut inner = self.inner();
        inner.next += 1;
        let id = inner.next;
        inner.open.insert(
            id,
            Open {
                client,
                busy: 0,
                idle_since: Instant::now(),
                closing: false,
                close: close.clone(),
            },
        );
        Conn {
            id,
            conns: self.clone(),
            close,
            _place: place,
        }
    }

    /// Asks the idle connection of the client holding the most connections (its longest idle)
    /// to close; nothing when one is already closing or none is idle. Whether one was asked.
    fn close_one_idle(&self) -> bool {
        let inner = self.inner();
        if inner.open.values().any(|o| o.closing) {
            return false;
        }
        let mut held: HashMap<ClientKey, usize> = HashMap::new();
        for o in inner.open.values() {
            *held.entry(o.client).or_insert(0) += 1;
        }
        let victim = inner
            .open
            .iter()
            .filter(|(_, o)| o.busy == 0)
            .max_by_key(|(id, o)| {
                (
                    held.get(&o.client).copied().unwrap_or(0),
                    std::cmp::Reverse(o.idle_since),
                    std::cmp::Reverse(**id),
                )
            })
            .map(|(id, _)| *id);
        drop(inner);
        let Some(id) = victim else {
            return false;
        };
        let mut inner = self.inner();
        if let Some(o) = inner.open.get_mut(&id) {
            o.closing = true;
            o.close.notify_one();
            return true;
        }
        false
    }

    /// Asks every open connection to close (the server stops).
    pub fn close_all(&self) {
        let mut inner = self.inner();
        for o in inner.open.values_mut() {
            o.closing = true;
            o.close.notify_one();
        }
    }
}

impl Conn {
    /// Resolves when the connection is asked to close.
    pub async fn closed(&self) {
        self.close.notified().await;
    }

    /// What marks this connection's requests in flight.
    pub fn tracker(&self) -> Tracker {
        Tracker {
            id: self.id,
            conns: self.conns.clone(),
        }
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.conns.inner().open.remove(&self.id);
    }
}

impl Tracker {
    /// A request begins on the connection.
    pub fn busy(&self) -> Busy {
        if let Some(o) = self.conns.inner().open.get_mut(&self.id) {
            o.busy += 1;
        }
        Busy {
            id: self.id,
            conns: self.conns.clone(),
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        let idle = {
            let mut inner = self.conns.inner();
            match inner.open.get_mut(&self.id) {
                Some(o) => {
                    o.busy = o.busy.saturating_sub(1);
                    if o.busy == 0 {
                        o.idle_since = Instant::now();
                    }
                    o.busy == 0
                }
                None => false,
            }
        };
        if idle {
            self.conns.went_idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(s: &str) -> ClientKey {
        ClientKey::of(s.parse().expect("ip"))
    }

    #[tokio::test]
    async fn the_crowding_clients_idle_connection_makes_room() {
        let conns = Conns::new(3);
        let (crowd, other) = (client("192.0.2.1"), client("192.0.2.2"));
        let a = conns.admit(crowd, conns.place().await);
        let b = conns.admit(crowd, conns.place().await);
        let c = conns.admit(other, conns.place().await);
        let _busy = b.tracker().busy();
        assert_eq!((conns.open(), conns.idle()), (3, 2));
        // Full: the crowding client's idle connection (a, not busy b) is asked to close.
        let waiting = tokio::spawn({
            let conns = conns.clone();
            async move { conns.place().await }
        });
        a.closed().await;
        drop(a);
        let place = waiting.await.expect("a place");
        let d = conns.admit(other, place);
        assert_eq!(conns.open(), 3);
        drop((c, d));
    }

    #[tokio::test]
    async fn with_nothing_idle_a_new_connection_waits_for_one_to_go_idle() {
        let conns = Conns::new(1);
        let a = conns.admit(client("192.0.2.1"), conns.place().await);
        let busy = a.tracker().busy();
        let waiting = tokio::spawn({
            let conns = conns.clone();
            async move { conns.place().await }
        });
        // Busy connections are not closed; once idle, it is.
        drop(busy);
        a.closed().await;
        drop(a);
        let _place = waiting.await.expect("a place");
        assert_eq!(conns.open(), 0);
    }
}
