//! `hexcourier console`: play through the core from a terminal or a script.
//!
//! Each input line is `@user: text` (typed in the lobby) or `@user #place: text` (typed in a
//! place such as a game's `#g1`); any other line is typed in the lobby by the default user
//! [`DEFAULT_USER`], so `/help` just works. Blank lines and lines starting with `#` are
//! skipped. On a terminal the console greets with a banner and prompts for each line. Each
//! reply is printed with its place, `[lobby] ...` or `[#g1] ...`; pictures are written to the
//! image directory and printed as `image: <path>`, pings as `ping: @user`. Before each message
//! the move clocks are checked ([`Core::tick`]), so reminders and losses on time due by then
//! are printed first; on a terminal, a clock watcher ([`ticker`]) also prints them when they
//! fall due while nobody types. Turn notifications by DM (`/notify dm on`) are printed as
//! `[dm @user] ...` once due (after `delivery.dm_batch_secs`, checked at each line).
//!
//! A line `role <name>: @user @user ...` gives those users a role (for voting games whose
//! sides are roles, `white:@&<name>`); it adds to the role's members.
//!
//! For tests only, [`FAKE_NOW_VAR`] (`HEXCOURIER_FAKE_NOW=<unix seconds>`) makes the console
//! run on a clock stopped at that moment instead of the system clock, so a test can restart
//! the console at chosen times and watch move clocks and vote windows come due.

use anyhow::Context as _;
use hexcourier_core::i18n::{plain, Lang};
use hexcourier_core::t;
use hexcourier_core::{Caller, Core, Place, UserId};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::{Mutex, PoisonError};

mod print;
pub mod ticker;

use print::print_reply;
pub use print::{deliver_dms, deliver_owed};

/// The environment variable that stops the console's clock at a moment (unix seconds), for
/// tests: `HEXCOURIER_FAKE_NOW=1900000000 hexcourier console`. Unset (the normal case), the
/// console uses the system clock.
pub const FAKE_NOW_VAR: &str = "HEXCOURIER_FAKE_NOW";

/// The line printed for input the console cannot read, in `lang`.
pub fn usage(lang: Lang) -> String {
    t!(lang, "console-usage", user = DEFAULT_USER)
}

/// Why a line that starts with `@` (or `role `) cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineError {
    /// No `:` after the user.
    NoColon,
    /// A `role` line not of the form `role <name>: @user @user ...`.
    BadRole,
    /// The line does not start with a user's mention.
    NoUser,
    /// More than one word, or one not a `#place`, between the user and `:`.
    BadPlace,
}

impl LineError {
    /// The reason in `lang`.
    pub fn words(self, lang: Lang) -> String {
        let key = match self {
            LineError::NoColon => "console-no-colon",
            LineError::BadRole => "console-bad-role",
            LineError::NoUser => "console-no-user",
            LineError::BadPlace => "console-bad-place",
        };
        plain(lang, key)
    }
}

/// Who types a line that names no user.
pub const DEFAULT_USER: &str = "you";

/// The prompt shown before each line on a terminal.
pub const PROMPT: &str = "> ";

/// One input line, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Nothing to do (blank or a `#` comment).
    Skip,
    /// Users given a role (`role devs: @alice @bob`).
    Role {
        /// The role's name.
        name: String,
        /// Its new members.
        members: Vec<UserId>,
    },
    /// A message from a user in a place.
    Message {
        /// Who typed it.
        user: UserId,
        /// Where.
        place: Place,
        /// What.
        text: String,
    },
}

/// Reads one console line: `@user: text`, `@user #place: text`, `role <name>: @user ...`, or
/// any other text, typed by [`DEFAULT_USER`] in the lobby.
///
/// # Errors
/// A [`LineError`] when a line that starts with `@` is not `@user: text` or
/// `@user #place: text`, or a role line is malformed.
pub fn parse_line(line: &str) -> Result<Line, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Skip);
    }
    let role = line.starts_with("role ") && line.contains(':');
    if !line.starts_with('@') && !role {
        return Ok(Line::Message {
            user: UserId::new(DEFAULT_USER),
            place: Place::lobby(),
            text: line.to_string(),
        });
    }
    let Some(colon) = line.find(':') else {
        return Err(LineError::NoColon);
    };
    if let Some(name) = line[..colon].strip_prefix("role ") {
        let name = name.trim();
        let ok = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-'));
        let members: Option<Vec<UserId>> = line[colon + 1..]
            .split_whitespace()
            .map(UserId::parse_mention)
            .collect();
        return match members {
            Some(members) if ok && !members.is_empty() => Ok(Line::Role {
                name: name.to_string(),
                members,
            }),
            _ => Err(LineError::BadRole),
        };
    }
    let (head, text) = (&line[..colon], line[colon + 1..].trim());
    let mut words = head.split_whitespace();
    let user = words
        .next()
        .and_then(UserId::parse_mention)
        .ok_or(LineError::NoUser)?;
    let place = match (words.next(), words.next()) {
        (None, _) => Place::lobby(),
        (Some(p), None) if p.starts_with('#') && p.len() > 1 => Place::new(p),
        _ => return Err(LineError::BadPlace),
    };
    Ok(Line::Message {
        user,
        place,
        text: text.to_string(),
    })
}

/// Runs the console: reads lines from `input` until it ends, prints replies to `out`, writes
/// pictures into `image_dir` (created if missing). Startup warnings of the core are printed
/// first, as `[startup] warning: ...`.
///
/// # Errors
/// If reading input or writing output fails (pictures that cannot be written are reported
/// and skipped).
pub fn run_console(
    core: &Core,
    input: impl BufRead,
    out: &mut impl Write,
    image_dir: &Path,
) -> anyhow::Result<()> {
    run_console_prompting(core, input, out, image_dir, None)
}

/// [`run_console`], writing `prompt` (if any) before each line is read: for a person at a
/// terminal.
///
/// # Errors
/// As [`run_console`].
pub fn run_console_prompting(
    core: &Core,
    input: impl BufRead,
    out: &mut impl Write,
    image_dir: &Path,
    prompt: Option<&str>,
) -> anyhow::Result<()> {
    run_console_gated(core, input, out, image_dir, prompt, &Mutex::new(()))
}

/// [`run_console_prompting`], holding `gate` while each line is handled (the clock watcher
/// of [`ticker`] holds it while it prints what fell due).
///
/// # Errors
/// As [`run_console`].
pub fn run_console_gated(
    core: &Core,
    input: impl BufRead,
    out: &mut impl Write,
    image_dir: &Path,
    prompt: Option<&str>,
    gate: &Mutex<()>,
) -> anyhow::Result<()> {
    let _turn = gate.lock().unwrap_or_else(PoisonError::into_inner);
    for w in core.startup_warnings() {
        writeln!(out, "[startup] warning: {w}")?;
    }
    std::fs::create_dir_all(image_dir)
        .with_context(|| format!("creating {}", image_dir.display()))?;
    // What a previous run stored but did not deliver.
    deliver_owed(core, out, image_dir)?;
    deliver_dms(core, out)?;
    let mut roles: BTreeMap<UserId, Vec<String>> = BTreeMap::new();
    let show_prompt = |out: &mut dyn Write| -> std::io::Result<()> {
        if let Some(p) = prompt {
            write!(out, "{p}")?;
            out.flush()?;
        }
        Ok(())
    };
    show_prompt(out)?;
    drop(_turn);
    for (n, line) in input.lines().enumerate() {
        let line = line.context("reading input")?;
        let _turn = gate.lock().unwrap_or_else(PoisonError::into_inner);
        match parse_line(&line) {
            Ok(Line::Skip) => {}
            Ok(Line::Role { name, members }) => {
                for m in &members {
                    let of = roles.entry(m.clone()).or_default();
                    if !of.contains(&name) {
                        of.push(name.clone());
                    }
                }
                let names: Vec<String> = members.iter().map(ToString::to_string).collect();
                writeln!(out, "[console] role {name}: {}", names.join(" "))?;
            }
            Err(why) => {
                let lang = core.lang();
                let said = t!(
                    lang,
                    "console-line",
                    n = n as u64 + 1,
                    why = why.words(lang),
                    usage = usage(lang)
                );
                writeln!(out, "[console] {said}")?;
            }
            Ok(Line::Message { user, place, text }) => {
                // Move clocks and vote windows first, so what is due by now comes before the
                // answer.
                core.tick();
                deliver_owed(core, out, image_dir)?;
                deliver_dms(core, out)?;
                let caller = caller_of(user, &roles);
                for r in core.handle(&caller, &place, &text) {
                    print_reply(core, &r, out, image_dir)?;
                }
                deliver_owed(core, out, image_dir)?;
                deliver_dms(core, out)?;
            }
        }
        out.flush()?;
        show_prompt(out)?;
    }
    if prompt.is_some() {
        writeln!(out)?;
    }
    Ok(())
}

/// What the console says first on a terminal, in `lang`: where it keeps things and how to
/// type.
pub fn banner(store: &str, image_dir: &Path, lang: Lang) -> String {
    t!(
        lang,
        "console-banner",
        store = store.to_string(),
        images = image_dir.display().to_string(),
        user = DEFAULT_USER
    )
}

/// The stopped moment of [`FAKE_NOW_VAR`], if it is set.
///
/// # Errors
/// If it is set but not a whole number of seconds.
pub fn fake_now() -> anyhow::Result<Option<u64>> {
    match std::env::var(FAKE_NOW_VAR) {
        Err(std::env::VarError::NotPresent) => Ok(None),
        Ok(t) => parse_fake_now(&t).map(Some),
        Err(e) => Err(anyhow::anyhow!("{FAKE_NOW_VAR}: {e}")),
    }
}

/// Reads a [`FAKE_NOW_VAR`] value: unix seconds.
fn parse_fake_now(t: &str) -> anyhow::Result<u64> {
    t.trim().parse().map_err(|_| {
        anyhow::anyhow!("{FAKE_NOW_VAR} takes unix seconds (a whole number), not '{t}'")
    })
}

/// Who a console line speaks as: the console's operator (whoever runs the console owns the
/// process, and holds every power in its community), as `user`, with the roles the console's
/// `role` lines gave them.
fn caller_of(user: UserId, roles: &BTreeMap<UserId, Vec<String>>) -> Caller {
    let held = roles.get(&user).cloned().unwrap_or_default();
    Caller::operator(user).with_roles(held)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        assert_eq!(parse_line("  "), Ok(Line::Skip));
        assert_eq!(parse_line("# note"), Ok(Line::Skip));
        assert_eq!(
            parse_line("@alice: /new glinski @bob"),
            Ok(Line::Message {
                user: UserId::new("alice"),
                place: Place::lobby(),
                text: "/new glinski @bob".into()
            })
        );
        assert_eq!(
            parse_line("@bob #g1: Qe10-c6"),
            Ok(Line::Message {
                user: UserId::new("bob"),
                place: Place::new("#g1"),
                text: "Qe10-c6".into()
            })
        );
        assert_eq!(
            parse_line("@bob #g1: from: a b"),
            Ok(Line::Message {
                user: UserId::new("bob"),
                place: Place::new("#g1"),
                text: "from: a b".into()
            })
        );
        assert_eq!(
            parse_line("role devs: @alice @bob"),
            Ok(Line::Role {
                name: "devs".into(),
                members: vec![UserId::new("alice"), UserId::new("bob")]
            })
        );
        assert!(parse_line("role devs: alice").is_err());
        assert_eq!(
            parse_line("/help"),
            Ok(Line::Message {
                user: UserId::new(DEFAULT_USER),
                place: Place::lobby(),
                text: "/help".into()
            })
        );
        assert_eq!(
            parse_line(" /new glinski @bob setup: 1/2k/5 w - 0 1"),
            Ok(Line::Message {
                user: UserId::new(DEFAULT_USER),
                place: Place::lobby(),
                text: "/new glinski @bob setup: 1/2k/5 w - 0 1".into()
            })
        );
        assert!(parse_line("@alice hi").is_err());
        assert!(parse_line("@alice g1: hi").is_err());
        assert!(parse_line("@everyone: hi").is_err());
    }

    #[test]
    fn the_consoles_own_words_follow_its_language() {
        let (store, images) = ("sled:///tmp/h", Path::new("/tmp/h/images"));
        assert_eq!(
            banner(store, images, Lang::En),
            "Hexcourier console (store sled:///tmp/h; pictures in /tmp/h/images).\n\
             Type a command as @you: /help lists them, /new glinski @engine plays the engine.\n\
             Speak as others with @name: text, and in a game's place with @name #g1: text \
             (e.g. @you #g1: f5-f6).\n\
             Ctrl-D ends; everything is stored as it happens."
        );
        assert!(banner(store, images, Lang::Pl)
            .starts_with("Konsola Hexcouriera (magazyn sled:///tmp/h;"));
        let errors = [
            LineError::NoColon,
            LineError::BadRole,
            LineError::NoUser,
            LineError::BadPlace,
        ];
        for lang in Lang::ALL {
            let said = [banner(store, images, lang), usage(lang)]
                .into_iter()
                .chain(errors.iter().map(|e| e.words(lang)));
            for s in said {
                assert!(!s.trim().is_empty() && !s.contains('{'), "{lang}: {s}");
                if lang != Lang::En {
                    for english in ["Type a command", "usage:", "the user", "must start"] {
                        assert!(!s.contains(english), "{lang}: {s}");
                    }
                }
            }
        }
        assert_eq!(parse_line("@alice hi"), Err(LineError::NoColon));
        assert_eq!(parse_line("role devs: alice"), Err(LineError::BadRole));
        assert_eq!(parse_line("@@: hi"), Err(LineError::NoUser));
        assert_eq!(parse_line("@alice g1: hi"), Err(LineError::BadPlace));
    }

    #[test]
    fn fake_now_takes_whole_seconds() {
        assert_eq!(parse_fake_now(" 1900000000 ").ok(), Some(1_900_000_000));
        assert_eq!(
            parse_fake_now("soon").map_err(|e| e.to_string()).err(),
            Some("HEXCOURIER_FAKE_NOW takes unix seconds (a whole number), not 'soon'".into())
        );
    }
}
