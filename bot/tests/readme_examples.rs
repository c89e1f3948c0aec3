//! The README's console examples, typed in order on a fresh console, are each accepted: the
//! manual cannot drift from the program without this failing (issue 34). Lines are taken from
//! the indented blocks of the sections named in [`SECTIONS`]; each is read the way the console
//! reads it and run through the core as the console's operator.

use hexcourier::console::{parse_line, Line};
use hexcourier::core::{Caller, Command, Core, FakeClock, FakePainter};
use hexcourier::store::MemoryStore;
use hexcourier_engine::Library;
use std::collections::BTreeMap;

type R<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// The README's sections whose example blocks are typed, in order, on one console.
const SECTIONS: &[&str] = &["## The console"];

/// The indented lines of a section (up to the next heading of any level), in order; shell
/// commands (`printf ...`, `cargo ...`) are not console lines and are left out.
fn example_lines(readme: &str, heading: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut inside = false;
    for line in readme.lines() {
        if line.starts_with('#') {
            inside = line.trim_end() == heading;
            continue;
        }
        if !inside {
            continue;
        }
        let Some(code) = line.strip_prefix("    ") else {
            continue;
        };
        let code = code.trim();
        let shell = ["printf ", "cargo ", "HEXCOURIER_", "hexcourier "];
        if code.is_empty() || shell.iter().any(|s| code.starts_with(s)) {
            continue;
        }
        lines.push(code.to_string());
    }
    lines
}

fn core() -> R<Core> {
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    Ok(Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(FakePainter::default()),
    )?)
}

#[test]
fn the_consoles_examples_run_in_order() -> R {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))?;
    for section in SECTIONS {
        let lines = example_lines(&readme, section);
        assert!(lines.len() >= 5, "{section}: its examples are found");
        let core = core()?;
        let mut roles: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (n, text) in lines.iter().enumerate() {
            let line = parse_line(text)
                .map_err(|e| format!("{section}, example line {}: {text}: {e:?}", n + 1))?;
            match line {
                Line::Skip => {}
                Line::Role { name, members } => {
                    for m in members {
                        roles.entry(m.to_string()).or_default().push(name.clone());
                    }
                }
                Line::Message { user, place, text } => {
                    let in_game = place.as_str().starts_with("#g");
                    let cmd = Command::parse(&text, in_game)
                        .map_err(|p| format!("{section}: `{text}` is refused: {p}"))?
                        .ok_or_else(|| format!("{section}: `{text}` is not a command"))?;
                    let held = roles.get(&user.to_string()).cloned().unwrap_or_default();
                    let caller = Caller::operator(user).with_roles(held);
                    core.try_execute(&caller, &place, cmd)
                        .map_err(|p| format!("{section}: `{text}` in {place}: {p}"))?;
                }
            }
        }
    }
    Ok(())
}
