//! The console's clock watcher: on a terminal, what falls due while nobody types (a loss on
//! time, a vote window closing, a reminder) is printed when it falls due, not at the next
//! line. It sleeps until the core's next deadline ([`Core::next_due`]), woken early when a
//! change brings a nearer one ([`Core::on_deadline`]), with a safety net. Input handled by
//! the console holds the same gate, so a line's answers and the watcher's never interleave.

use super::print::{deliver_dms, deliver_owed};
use hexcourier_core::Core;
use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The longest the watcher sleeps when nothing is ahead or the next deadline is far.
pub const SAFETY_NET: Duration = Duration::from_secs(60);

/// What the watcher needs: the core, where it prints, the gate it shares with the input
/// loop, and the prompt it writes again after printing.
pub struct Watcher<W> {
    /// The core whose deadlines it watches.
    pub core: Arc<Core>,
    /// Where it prints (the terminal).
    pub out: W,
    /// Held while a line or the watcher's findings are handled.
    pub gate: Arc<Mutex<()>>,
    /// Where pictures go.
    pub image_dir: PathBuf,
    /// Written after what it printed, since it printed over the prompt.
    pub prompt: &'static str,
    /// The longest sleep ([`SAFETY_NET`] on a terminal).
    pub safety_net: Duration,
}

impl<W> std::fmt::Debug for Watcher<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watcher")
            .field("image_dir", &self.image_dir)
            .field("safety_net", &self.safety_net)
            .finish_non_exhaustive()
    }
}

/// Writes a line break before the first byte: the watcher's output starts on a fresh line
/// instead of after the prompt.
struct FreshLine<'a, W: Write> {
    inner: &'a mut W,
    started: bool,
}

impl<W: Write> Write for FreshLine<'_, W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if !self.started && !buf.is_empty() {
            self.inner.write_all(b"\n")?;
            self.started = true;
        }
        self.inner.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

impl<W: Write + Send + 'static> Watcher<W> {
    /// Does what is due now and prints what it owes; whether it printed anything.
    ///
    /// # Errors
    /// If printing fails (what was not printed stays owed).
    pub fn tick_once(&mut self) -> std::io::Result<bool> {
        let _turn = self.gate.lock().unwrap_or_else(PoisonError::into_inner);
        self.core.tick();
        let mut fresh = FreshLine {
            inner: &mut self.out,
            started: false,
        };
        deliver_owed(&self.core, &mut fresh, &self.image_dir)?;
        deliver_dms(&self.core, &mut fresh)?;
        let printed = fresh.started;
        if printed {
            write!(self.out, "{}", self.prompt)?;
        }
        self.out.flush()?;
        Ok(printed)
    }

    /// Starts watching in a thread of its own, until printing fails or the process ends.
    pub fn spawn(mut self) -> std::io::Result<std::thread::JoinHandle<()>> {
        let (wake, woken) = mpsc::channel::<()>();
        self.core.on_deadline(Box::new(move || {
            let _ = wake.send(());
        }));
        std::thread::Builder::new()
            .name("console-clock".into())
            .spawn(move || loop {
                let wait = self
                    .core
                    .due_in()
                    .map_or(self.safety_net, |d| d.min(self.safety_net));
                if !wait.is_zero() {
                    match woken.recv_timeout(wait) {
                        // A nearer deadline: sleep again until it.
                        Ok(()) => continue,
                        Err(RecvTimeoutError::Timeout) => {}
                        Err(RecvTimeoutError::Disconnected) => return,
                    }
                }
                match self.tick_once() {
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!("the console's clock watcher stops: {e}");
                        return;
                    }
                }
                // What stays due after a tick (a store that failed) is looked at again after
                // a pause, not in a busy loop.
                if self.core.due_in().is_some_and(|d| d.is_zero()) {
                    std::thread::sleep(Duration::from_secs(1));
                }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_core::{Caller, FakeClock, FakePainter, Place, UserId, DEFAULT_CHALLENGE_SECS};
    use hexcourier_store::MemoryStore;
    use std::time::Instant;

    /// Output shared between the watcher and the test.
    #[derive(Clone, Default)]
    struct Screen(Arc<Mutex<Vec<u8>>>);

    impl Write for Screen {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Screen {
        fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.lock().unwrap_or_else(PoisonError::into_inner))
                .into_owned()
        }
    }

    /// A core with alice's challenge to bob waiting, its clock at its start.
    fn challenged() -> (Arc<Core>, Arc<FakeClock>) {
        let clock = Arc::new(FakeClock::at(1_900_000_000));
        let core = Core::new(
            hexcourier_engine::Library::builtin().expect("data"),
            Box::new(MemoryStore::new()),
            Box::new(clock.clone()),
            Box::new(FakePainter::default()),
        )
        .expect("core");
        core.handle(
            &Caller::operator(UserId::new("alice")),
            &Place::lobby(),
            "/new glinski @bob",
        );
        // What the command owed is delivered, as the console would have.
        let mut sink = Vec::new();
        deliver_owed(&core, &mut sink, Path::new("/nonexistent")).expect("deliver");
        (Arc::new(core), clock)
    }

    fn watcher(core: &Arc<Core>, screen: &Screen, safety_net: Duration) -> Watcher<Screen> {
        Watcher {
            core: core.clone(),
            out: screen.clone(),
            gate: Arc::new(Mutex::new(())),
            image_dir: std::env::temp_dir(),
            prompt: "> ",
            safety_net,
        }
    }

    use std::path::Path;

    #[test]
    fn what_falls_due_is_printed_on_a_fresh_line_and_the_prompt_follows() {
        let (core, clock) = challenged();
        let screen = Screen::default();
        let mut w = watcher(&core, &screen, SAFETY_NET);
        // Nothing due yet: nothing printed, not even a line break.
        assert!(!w.tick_once().expect("tick"));
        assert_eq!(screen.text(), "");
        clock.advance(DEFAULT_CHALLENGE_SECS);
        assert!(w.tick_once().expect("tick"));
        let shown = screen.text();
        assert!(shown.starts_with("\n["), "{shown:?}");
        assert!(
            shown.contains("Challenge g1 from @alice lapsed"),
            "{shown:?}"
        );
        assert!(shown.ends_with("\n> "), "{shown:?}");
        // Told once.
        assert!(!w.tick_once().expect("tick"));
        assert_eq!(screen.text(), shown);
    }

    #[test]
    fn the_watcher_prints_a_deadline_without_any_input() {
        let (core, clock) = challenged();
        let screen = Screen::default();
        watcher(&core, &screen, Duration::from_millis(20))
            .spawn()
            .expect("spawn");
        clock.advance(DEFAULT_CHALLENGE_SECS);
        // However busy the machine, the watcher gets there; nothing else prints.
        let started = Instant::now();
        while !screen.text().ends_with("> ") && started.elapsed() < Duration::from_secs(120) {
            std::thread::sleep(Duration::from_millis(10));
        }
        let shown = screen.text();
        assert!(
            shown.contains("Challenge g1 from @alice lapsed"),
            "{shown:?}"
        );
        assert_eq!(shown.matches("> ").count(), 1, "{shown:?}");
    }
}
