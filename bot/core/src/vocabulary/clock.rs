//! Time, as a trait so tests can fix it.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A source of timestamps (unix seconds).
pub trait Clock: Send + Sync + fmt::Debug {
    /// Seconds since the unix epoch.
    fn now(&self) -> u64;

    /// How long until the clock shows `t` (zero when it does already): what a transport
    /// sleeps for a deadline at `t`. The system clock counts the fraction of a second too.
    fn until(&self, t: u64) -> Duration {
        Duration::from_secs(t.saturating_sub(self.now()))
    }
}

/// The system clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0)
    }

    fn until(&self, t: u64) -> Duration {
        (UNIX_EPOCH + Duration::from_secs(t))
            .duration_since(SystemTime::now())
            .unwrap_or(Duration::ZERO)
    }
}

/// A clock that only moves when told to (for tests).
#[derive(Debug, Default)]
pub struct FakeClock(AtomicU64);

impl FakeClock {
    /// A clock showing `t`.
    pub fn at(t: u64) -> FakeClock {
        FakeClock(AtomicU64::new(t))
    }

    /// Sets the time.
    pub fn set(&self, t: u64) {
        self.0.store(t, Ordering::SeqCst);
    }

    /// Moves the time forward by `secs`.
    pub fn advance(&self, secs: u64) {
        self.0.fetch_add(secs, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A shared clock can be handed to the core while the test keeps moving it.
impl<C: Clock + ?Sized> Clock for std::sync::Arc<C> {
    fn now(&self) -> u64 {
        (**self).now()
    }

    fn until(&self, t: u64) -> Duration {
        (**self).until(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fake_clock_moves_only_when_told() {
        let c = FakeClock::at(100);
        assert_eq!(c.now(), 100);
        c.advance(5);
        assert_eq!(c.now(), 105);
        c.set(7);
        assert_eq!(c.now(), 7);
        assert!(SystemClock.now() > 1_600_000_000);
        assert_eq!(c.until(5), Duration::ZERO);
        assert_eq!(c.until(10), Duration::from_secs(3));
        let soon = SystemClock.until(SystemClock.now() + 2);
        assert!(soon > Duration::from_secs(1) && soon <= Duration::from_secs(2));
    }
}
