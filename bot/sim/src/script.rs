//! A run as a console script: each member's action is a console line (`@user #place: text`;
//! a button or menu pick as the line that does the same), and what the console has no line
//! for is a comment it skips, starting `#!`: the seed and start, which server and path the
//! next line comes from, the clock moving (`clock`, the bot running; `down`, the process
//! down meanwhile), restarts, crashes and outages.
//!
//! ```text
//! # hexcourier sim: seed 42, 3 of 310 steps; breaks back-after-moving
//! #! seed 42 start 1736121600
//! #! 9001 slash
//! @ana #lobby-9001: /new glinski @bela days:1
//! #! clock +90000 (1d 1h 0m, to 2025-01-07 01:00)
//! #! down 3600 (1h 0m, to 2025-01-07 02:00)
//! @ana: /vacation off
//! ```
//!
//! Pasted into `HEXCOURIER_FAKE_NOW=<start> hexcourier console`, the member lines run as
//! typed by the console's operator (jump the clock and restart by hand where the comments
//! say); `hexcourier sim --replay FILE` replays all of it, servers, paths and faults
//! included, and checks the invariants again.

use super::actions::{Act, Action, Press};
use super::invariants::{span, stamp, Violation};
use super::world::Path;

/// Writes `actions` of the run of `seed` (started at `start`) as a script, headed by what
/// it breaks.
pub fn write(seed: u64, start: u64, actions: &[Action], broke: &Violation, of: usize) -> String {
    let mut out = vec![
        format!(
            "# hexcourier sim: seed {seed}, {} of {of} steps; breaks {}",
            actions.len(),
            broke.invariant.name()
        ),
        format!("# rule: {}", broke.invariant.rule()),
        format!("# found: {}", broke.what.replace('\n', " ")),
        format!(
            "# Replay: hexcourier sim --replay FILE. In the console (HEXCOURIER_FAKE_NOW={start}) the #! lines are comments: jump the clock and restart by hand."
        ),
        format!("#! seed {seed} start {start}"),
    ];
    out.extend(lines(start, actions));
    out.push(String::new());
    out.join("\n")
}

/// The script lines of `actions` taken from `start` (unix seconds): console lines for what
/// members say, `#!` lines for the rest.
pub fn lines(start: u64, actions: &[Action]) -> Vec<String> {
    let mut out = Vec::new();
    let mut now = start;
    for a in actions {
        match a {
            Action::Act(act) => {
                if act.path != Path::Console {
                    let press = act
                        .press
                        .as_ref()
                        .map_or(String::new(), |p| format!(" {}", p.words()));
                    out.push(format!(
                        "#! {} {}{press}",
                        act.realm.as_deref().unwrap_or("console"),
                        act.path.word()
                    ));
                }
                let place = if act.place.starts_with('#') {
                    format!(" {}", act.place)
                } else {
                    String::new()
                };
                out.push(format!("@{}{place}: {}", act.user, act.text));
            }
            Action::Clock(secs) => {
                now += secs;
                out.push(format!(
                    "#! clock +{secs} ({}, to {})",
                    span(*secs),
                    stamp(now)
                ));
            }
            Action::Down(secs) => {
                now += secs;
                out.push(format!(
                    "#! down {secs} ({}, to {})",
                    span(*secs),
                    stamp(now)
                ));
            }
            Action::Restart => out.push("#! restart".into()),
            Action::Crash(n) => out.push(format!("#! crash after {n}")),
            Action::StoreDown(d) => {
                out.push(format!("#! store {}", if *d { "down" } else { "up" }))
            }
            Action::DeliveryDown(d) => {
                out.push(format!("#! delivery {}", if *d { "down" } else { "up" }));
            }
        }
    }
    out
}

/// Why a script cannot be read: the line (1-based) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {why}")]
pub struct ScriptError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub why: String,
}

/// A script read back: the seed of its world, its start and its actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Script {
    /// The seed the world comes from.
    pub seed: u64,
    /// When it starts.
    pub start: u64,
    /// The actions.
    pub actions: Vec<Action>,
}

/// Reads a script written by [`write`] (or by hand in its form).
///
/// # Errors
/// The first line that does not read.
pub fn read(text: &str) -> Result<Script, ScriptError> {
    let mut seed = None;
    let mut start = None;
    let mut actions = Vec::new();
    // The server, path and pick the next member line comes with.
    let mut next: Option<(Option<String>, Path, Option<Press>)> = None;
    for (i, line) in text.lines().enumerate() {
        let bad = |why: &str| ScriptError {
            line: i + 1,
            why: why.to_string(),
        };
        let line = line.trim();
        if let Some(directive) = line.strip_prefix("#!") {
            let words: Vec<&str> = directive.split_whitespace().collect();
            match words.as_slice() {
                ["seed", s, "start", t] => {
                    seed = Some(s.parse().map_err(|_| bad("a seed is a number"))?);
                    start = Some(t.parse().map_err(|_| bad("a start is unix seconds"))?);
                }
                ["clock", by, ..] => {
                    let secs = by
                        .strip_prefix('+')
                        .and_then(|s| s.parse().ok())
                        .ok_or_else(|| bad("a clock jump is +<seconds>"))?;
                    actions.push(Action::Clock(secs));
                }
                ["down", secs, ..] => actions.push(Action::Down(
                    secs.parse()
                        .map_err(|_| bad("downtime is a number of seconds"))?,
                )),
                ["restart"] => actions.push(Action::Restart),
                ["crash", "after", n] => actions.push(Action::Crash(
                    n.parse()
                        .map_err(|_| bad("a crash comes after a number of writes"))?,
                )),
                ["store", d] => actions.push(Action::StoreDown(*d == "down")),
                ["delivery", d] => actions.push(Action::DeliveryDown(*d == "down")),
                [realm, path, press @ ..] => {
                    let path = Path::parse(path).ok_or_else(|| bad("an unknown path"))?;
                    let press = if press.is_empty() {
                        None
                    } else {
                        Some(Press::parse(press).ok_or_else(|| bad("an unknown button"))?)
                    };
                    let realm = (*realm != "console").then(|| (*realm).to_string());
                    next = Some((realm, path, press));
                }
                _ => return Err(bad("an unknown #! line")),
            }
            continue;
        }
        match hexcourier_console::parse_line(line) {
            Ok(hexcourier_console::Line::Skip) => {}
            Ok(hexcourier_console::Line::Message { user, place, text }) => {
                let (realm, path, press) = next.take().unwrap_or((None, Path::Console, None));
                actions.push(Action::Act(Act {
                    user: user.as_str().to_string(),
                    realm,
                    path,
                    place: place.as_str().to_string(),
                    text,
                    press,
                }));
            }
            Ok(hexcourier_console::Line::Role { .. }) => {
                return Err(bad("role lines are not simulated"))
            }
            Err(e) => return Err(bad(&e.words(hexcourier_core::i18n::Lang::En))),
        }
    }
    Ok(Script {
        seed: seed.ok_or(ScriptError {
            line: 0,
            why: "no #! seed line".into(),
        })?,
        start: start.unwrap_or(super::seed::START),
        actions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::invariants::Invariant;

    #[test]
    fn a_script_reads_back_as_the_run_it_was_written_from() {
        let actions = vec![
            Action::Act(Act {
                user: "ana".into(),
                realm: Some("9001".into()),
                path: Path::Slash,
                place: "#lobby-9001".into(),
                text: "/new glinski @bela days:1".into(),
                press: None,
            }),
            Action::Act(Act {
                user: "bela".into(),
                realm: Some("9001".into()),
                path: Path::Button,
                place: "#lobby-9001".into(),
                text: "/accept g1".into(),
                press: Some(Press::Accept("g1".into())),
            }),
            Action::Act(Act {
                user: "ana".into(),
                realm: Some("9001".into()),
                path: Path::Button,
                place: "#g1".into(),
                text: "Qe1-c3".into(),
                press: Some(Press::Move {
                    plies: 0,
                    text: "Qe1-c3".into(),
                }),
            }),
            Action::Clock(90_000),
            Action::Down(3_600),
            Action::Crash(2),
            Action::StoreDown(true),
            Action::StoreDown(false),
            Action::DeliveryDown(true),
            Action::Restart,
            Action::Act(Act {
                user: "csilla".into(),
                realm: None,
                path: Path::Console,
                place: "lobby".into(),
                text: "/vacation on".into(),
                press: None,
            }),
            Action::Act(Act {
                user: "dora".into(),
                realm: Some("9002".into()),
                path: Path::Typed,
                place: "#g1".into(),
                text: "f5-f6".into(),
                press: None,
            }),
        ];
        let broke = Violation {
            invariant: Invariant::BackAfterMoving,
            what: "@ana is on vacation".into(),
        };
        let text = write(7, 1_736_121_600, &actions, &broke, 40);
        assert!(text
            .starts_with("# hexcourier sim: seed 7, 12 of 40 steps; breaks back-after-moving\n"));
        assert!(
            text.contains("\n#! 9001 button move 0 Qe1-c3\n@ana #g1: Qe1-c3\n"),
            "{text}"
        );
        assert!(text.contains("\n@csilla: /vacation on\n"), "{text}");
        assert_eq!(
            read(&text),
            Ok(Script {
                seed: 7,
                start: 1_736_121_600,
                actions
            })
        );
        assert_eq!(
            read("#! seed 1 start 2\n#! clock soon\n").map_err(|e| e.to_string()),
            Err("line 2: a clock jump is +<seconds>".to_string())
        );
    }
}
