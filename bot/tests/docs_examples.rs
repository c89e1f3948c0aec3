//! The manual's console examples run: every block marked `<!-- replayed -->` in README.md and
//! docs/*.md is typed, in order, on one fresh console per file (issue 34), so the manual cannot
//! drift from the program without this failing.
//!
//! A marked block is either a fenced block or an indented one, right after the marker (blank
//! lines between are fine). In a block whose lines start with `> ` (a transcript), those lines
//! are typed and every other line is what the console must print in answer, exactly (pictures
//! and files appear under `./hexcourier-data/`, as with the default data directory). In any
//! other block every line is typed and must be accepted; shell commands (`printf ...`,
//! `cargo ...`) are left out.
//!
//! A block marked `<!-- replayed on a fresh console -->` starts a new console first.
//!
//! `UPDATE_DOCS=1 cargo test -p hexcourier --test docs_examples` rewrites the answers of the
//! transcripts from what the console prints.

use hexcourier::console::{parse_line, run_console, Line};
use hexcourier::core::{Caller, Command, Core, FakeClock, FakePainter};
use hexcourier::store::MemoryStore;
use hexcourier_engine::Library;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

type R<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// The marker line before a replayed block.
const MARKER: &str = "<!-- replayed -->";

/// The marker line before a block typed on a fresh console (its game ids start again at
/// `#g1`).
const FRESH: &str = "<!-- replayed on a fresh console -->";

/// The console's clock in the examples: 2030-03-17 17:46:40 UTC.
const NOW: u64 = 1_900_000_000;

/// The files whose marked blocks are replayed: README.md and every page of docs/.
fn manual_files() -> R<Vec<PathBuf>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    Ok(files)
}

/// A marked block: the line range of its body in the file, and that body.
#[derive(Debug)]
struct Block {
    /// Index of the body's first line.
    first: usize,
    /// Index one past the body's last line.
    end: usize,
    /// The body's lines, without the indentation of an indented block.
    lines: Vec<String>,
    /// Whether it is typed on a fresh console.
    fresh: bool,
}

impl Block {
    fn is_transcript(&self) -> bool {
        self.lines.iter().any(|l| l.starts_with("> "))
    }
}

/// The marked blocks of a file, in order.
fn blocks(text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let fresh = lines[i].trim() == FRESH;
        if lines[i].trim() != MARKER && !fresh {
            i += 1;
            continue;
        }
        i += 1;
        while i < lines.len() && lines[i].trim().is_empty() {
            i += 1;
        }
        if i < lines.len() && lines[i].starts_with("```") {
            let first = i + 1;
            let mut end = first;
            while end < lines.len() && !lines[end].starts_with("```") {
                end += 1;
            }
            let body = lines[first..end].iter().map(|l| l.to_string()).collect();
            out.push(Block {
                first,
                end,
                lines: body,
                fresh,
            });
            i = end + 1;
        } else {
            let first = i;
            let mut end = i;
            let mut j = i;
            while j < lines.len() && (lines[j].starts_with("    ") || lines[j].trim().is_empty()) {
                if !lines[j].trim().is_empty() {
                    end = j + 1;
                }
                j += 1;
            }
            let body = lines[first..end]
                .iter()
                .map(|l| l.strip_prefix("    ").unwrap_or(l).to_string())
                .collect();
            out.push(Block {
                first,
                end,
                lines: body,
                fresh,
            });
            i = end;
        }
    }
    out
}

fn core() -> R<Core> {
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    Ok(Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(NOW)),
        Box::new(FakePainter::default()),
    )?)
}

/// One file's session: a core, the roles given so far, and where pictures go.
struct Session {
    core: Core,
    roles: Vec<String>,
    dir: tempdir::Dir,
}

mod tempdir {
    /// A fresh directory, removed when dropped.
    pub struct Dir(pub std::path::PathBuf);
    impl Dir {
        pub fn new(tag: &str) -> std::io::Result<Dir> {
            let n = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            let p = std::env::temp_dir()
                .join(format!("hexcourier-docs-{tag}-{}-{n}", std::process::id()));
            std::fs::create_dir_all(&p)?;
            Ok(Dir(p))
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

impl Session {
    fn new(tag: &str) -> R<Session> {
        Ok(Session {
            core: core()?,
            roles: Vec::new(),
            dir: tempdir::Dir::new(tag)?,
        })
    }

    /// Types `line` on the console, as the console reads it, and returns what it prints
    /// (paths under the session's directory written as `./`).
    fn type_line(&mut self, line: &str) -> R<Vec<String>> {
        // The console keeps roles for one run: give the roles so far again, then drop what
        // they print.
        let prefixed = self.roles.len();
        let input = self
            .roles
            .iter()
            .map(String::as_str)
            .chain([line])
            .collect::<Vec<_>>()
            .join("\n");
        let images = self.dir.0.join("hexcourier-data").join("images");
        let mut out = Vec::new();
        run_console(&self.core, input.as_bytes(), &mut out, &images)?;
        let root = format!("{}/", self.dir.0.display());
        let printed = String::from_utf8(out)?.replace(&root, "./");
        if matches!(parse_line(line), Ok(Line::Role { .. })) {
            self.roles.push(line.to_string());
        }
        Ok(printed.lines().skip(prefixed).map(str::to_string).collect())
    }
}

/// Each line of a plain block is accepted by the core, as the console's operator.
fn accepted(session: &mut Session, file: &str, lines: &[String]) -> R {
    for text in lines {
        let shell = ["printf ", "cargo ", "HEXCOURIER_", "hexcourier "];
        if text.trim().is_empty() || shell.iter().any(|s| text.starts_with(s)) {
            continue;
        }
        let line = parse_line(text).map_err(|e| format!("{file}: {text}: {e:?}"))?;
        if let Line::Message { user, place, text } = &line {
            let in_game = place.as_str().starts_with("#g");
            let cmd = Command::parse(text, in_game)
                .map_err(|p| format!("{file}: `{text}` is refused: {p}"))?
                .ok_or_else(|| format!("{file}: `{text}` is not a command"))?;
            let held = held_roles(&session.roles, &user.to_string());
            let caller = Caller::operator(user.clone()).with_roles(held);
            session
                .core
                .try_execute(&caller, place, cmd)
                .map_err(|p| format!("{file}: `{text}` in {place}: {p}"))?;
        } else {
            session.type_line(text)?;
        }
    }
    Ok(())
}

/// The roles `user` holds by the role lines given so far.
fn held_roles(roles: &[String], user: &str) -> Vec<String> {
    let mut held: BTreeMap<String, ()> = BTreeMap::new();
    for r in roles {
        if let Ok(Line::Role { name, members }) = parse_line(r) {
            if members.iter().any(|m| m.to_string() == user) {
                held.insert(name, ());
            }
        }
    }
    held.into_keys().collect()
}

/// A transcript typed: its lines as the console answers them.
fn transcribed(session: &mut Session, lines: &[String]) -> R<Vec<String>> {
    let mut out = Vec::new();
    for l in lines {
        if let Some(typed) = l.strip_prefix("> ") {
            out.push(l.clone());
            out.extend(session.type_line(typed)?);
        }
    }
    Ok(out)
}

#[test]
fn the_manuals_console_examples_run() -> R {
    let update = std::env::var_os("UPDATE_DOCS").is_some();
    let mut replayed = 0;
    let mut transcripts = 0;
    for path in manual_files()? {
        let text = std::fs::read_to_string(&path)?;
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let found = blocks(&text);
        if found.is_empty() {
            continue;
        }
        let mut session = Session::new(&file)?;
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        // Rewritten from the last block up, so the earlier blocks' line numbers hold.
        let mut rewrites = Vec::new();
        for block in &found {
            replayed += 1;
            if block.fresh {
                session = Session::new(&file)?;
            }
            if block.is_transcript() {
                transcripts += 1;
                let got = transcribed(&mut session, &block.lines)?;
                if update {
                    rewrites.push((block.first, block.end, got));
                } else {
                    assert_eq!(
                        block.lines.join("\n"),
                        got.join("\n"),
                        "{file}, the transcript at line {}: the console answers otherwise \
                         (UPDATE_DOCS=1 cargo test -p hexcourier --test docs_examples \
                         rewrites it)",
                        block.first + 1
                    );
                }
            } else {
                accepted(&mut session, &file, &block.lines)?;
            }
        }
        if update && !rewrites.is_empty() {
            for (first, end, got) in rewrites.into_iter().rev() {
                let indent = if lines[first.saturating_sub(1)].starts_with("```") {
                    ""
                } else {
                    "    "
                };
                let body: Vec<String> = got.iter().map(|l| format!("{indent}{l}")).collect();
                lines.splice(first..end, body);
            }
            std::fs::write(&path, lines.join("\n") + "\n")?;
        }
    }
    assert!(
        replayed >= 4,
        "the manual's examples are found ({replayed})"
    );
    assert!(transcripts >= 1, "the README's transcript is found");
    Ok(())
}

#[test]
fn blocks_are_found_fenced_or_indented() {
    let text = "a\n<!-- replayed -->\n\n    /help\n\n    @a: /new glinski @b\nb\n\
                <!-- replayed -->\n```\n> /help\n[lobby] x\n```\n";
    let found = blocks(text);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].lines, ["/help", "", "@a: /new glinski @b"]);
    assert!(!found[0].is_transcript());
    assert_eq!(found[1].lines, ["> /help", "[lobby] x"]);
    assert!(found[1].is_transcript());
}
