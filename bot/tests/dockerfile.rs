//! The image's Dockerfile, checked without a Docker engine (none runs where the tests do):
//! its syntax as the builder reads it (continuation lines joined, every instruction known,
//! stages named before `COPY --from` uses them, JSON forms valid, each `RUN`'s shell text
//! parsed by `sh -n`), and that it agrees with the repository (the Rust image is the pinned
//! toolchain, what it copies exists, the binary comes from a profile Cargo.toml defines, the
//! settings it sets are settings, the port it exposes is the one it listens on).

use std::collections::BTreeSet;
use std::path::Path;

/// The instructions of the Dockerfile reference.
const INSTRUCTIONS: [&str; 18] = [
    "ADD",
    "ARG",
    "CMD",
    "COPY",
    "ENTRYPOINT",
    "ENV",
    "EXPOSE",
    "FROM",
    "HEALTHCHECK",
    "LABEL",
    "MAINTAINER",
    "ONBUILD",
    "RUN",
    "SHELL",
    "STOPSIGNAL",
    "USER",
    "VOLUME",
    "WORKDIR",
];

/// One instruction, its continuation lines joined, with the line it starts on.
#[derive(Debug)]
struct Instruction {
    line: usize,
    keyword: String,
    args: String,
}

/// The instructions of a Dockerfile's text: comments and blank lines left out, a line ending
/// in `\` joined with the next (comment lines inside a continued instruction skipped, as the
/// builder does).
fn instructions(text: &str) -> Vec<Instruction> {
    let mut out = Vec::new();
    let mut open: Option<Instruction> = None;
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.starts_with('#') || (trimmed.is_empty() && open.is_none()) {
            continue;
        }
        let (body, continues) = match trimmed.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (trimmed, false),
        };
        match open.as_mut() {
            Some(ins) => {
                ins.args.push(' ');
                ins.args.push_str(body);
            }
            None => {
                let (keyword, args) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
                open = Some(Instruction {
                    line: i + 1,
                    keyword: keyword.to_string(),
                    args: args.trim().to_string(),
                });
            }
        }
        if !continues {
            out.extend(open.take());
        }
    }
    out.extend(open);
    out
}

/// What is wrong with a Dockerfile's syntax, one line a fault (`line N: ...`).
fn syntax_faults(text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    let mut stages: BTreeSet<String> = BTreeSet::new();
    let mut seen_from = false;
    for ins in instructions(text) {
        let at = format!("line {}", ins.line);
        if !INSTRUCTIONS.contains(&ins.keyword.as_str()) {
            faults.push(format!("{at}: unknown instruction {}", ins.keyword));
            continue;
        }
        if ins.args.is_empty() {
            faults.push(format!("{at}: {} without arguments", ins.keyword));
        }
        match ins.keyword.as_str() {
            "FROM" => {
                seen_from = true;
                let words: Vec<&str> = ins.args.split_whitespace().collect();
                match words.as_slice() {
                    [_image] => {}
                    [_image, as_, name] if as_.eq_ignore_ascii_case("as") => {
                        if !stages.insert(name.to_string()) {
                            faults.push(format!("{at}: stage {name} named twice"));
                        }
                    }
                    _ => faults.push(format!("{at}: FROM takes an image and `AS name`")),
                }
            }
            "ARG" => {}
            other if !seen_from => faults.push(format!("{at}: {other} before the first FROM")),
            _ => {}
        }
        if ins.keyword == "COPY" {
            for flag in ins.args.split_whitespace().filter(|w| w.starts_with("--")) {
                if let Some(stage) = flag.strip_prefix("--from=") {
                    if !stages.contains(stage) {
                        faults.push(format!("{at}: COPY --from={stage}: no earlier stage"));
                    }
                }
            }
            let plain: Vec<&str> = ins
                .args
                .split_whitespace()
                .filter(|w| !w.starts_with("--"))
                .collect();
            if plain.len() < 2 {
                faults.push(format!("{at}: COPY takes a source and a destination"));
            }
        }
        if ins.args.starts_with('[') {
            match serde_json::from_str::<Vec<String>>(&ins.args) {
                Ok(words) if !words.is_empty() => {}
                _ => faults.push(format!(
                    "{at}: {} is not a JSON list of strings",
                    ins.keyword
                )),
            }
        } else if ins.keyword == "RUN" {
            match std::process::Command::new("sh")
                .args(["-n", "-c", &ins.args])
                .output()
            {
                Ok(o) if o.status.success() => {}
                Ok(o) => faults.push(format!(
                    "{at}: RUN is not shell: {}",
                    String::from_utf8_lossy(&o.stderr).trim()
                )),
                Err(e) => faults.push(format!("{at}: sh could not be run: {e}")),
            }
        }
    }
    if !seen_from {
        faults.push("no FROM".to_string());
    }
    faults
}

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn dockerfile() -> String {
    std::fs::read_to_string(root().join("Dockerfile")).expect("the Dockerfile")
}

#[test]
fn the_dockerfile_parses_as_the_builder_reads_it() {
    let text = dockerfile();
    let faults = syntax_faults(&text);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    let keywords: Vec<String> = instructions(&text).into_iter().map(|i| i.keyword).collect();
    assert_eq!(
        keywords.iter().filter(|k| *k == "FROM").count(),
        2,
        "a builder and a slim runtime"
    );
    assert_eq!(keywords.last().map(String::as_str), Some("ENTRYPOINT"));
}

#[test]
fn the_checker_finds_what_a_builder_would_refuse() {
    let broken = "FROM rust AS builder\nCOPYY . .\nCOPY --from=build /x /y\nRUN if [ x ]; then \\\n  echo;\nENTRYPOINT [\"/bin\",]\n";
    let faults = syntax_faults(broken);
    assert_eq!(
        faults
            .iter()
            .map(|f| f.split(':').take(2).collect::<Vec<_>>().join(":"))
            .collect::<Vec<_>>(),
        [
            "line 2: unknown instruction COPYY",
            "line 3: COPY --from=build",
            "line 4: RUN is not shell",
            "line 6: ENTRYPOINT is not a JSON list of strings",
        ],
        "{faults:?}"
    );
    assert_eq!(
        syntax_faults("RUN true\n"),
        ["line 1: RUN before the first FROM", "no FROM"]
    );
}

#[test]
fn the_image_agrees_with_the_repository() {
    let text = dockerfile();
    let all = instructions(&text);
    let args_of = |k: &str| -> Vec<&str> {
        all.iter()
            .filter(|i| i.keyword == k)
            .map(|i| i.args.as_str())
            .collect()
    };
    // The builder's Rust is the pinned toolchain's major.minor.
    let toolchain = std::fs::read_to_string(root().join("rust-toolchain.toml")).expect("toolchain");
    let channel = toolchain
        .lines()
        .find_map(|l| l.trim().strip_prefix("channel = "))
        .expect("a channel")
        .trim_matches('"');
    let minor: String = channel.split('.').take(2).collect::<Vec<_>>().join(".");
    let builder = args_of("FROM")[0];
    assert!(
        builder.starts_with(&format!("rust:{minor}-")),
        "{builder} is not Rust {minor}, the pinned {channel}"
    );
    // What the runtime copies from the builder exists here, or is the binary of a profile
    // Cargo.toml defines.
    let cargo_toml = std::fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let mut copied = 0;
    for args in args_of("COPY") {
        let words: Vec<&str> = args.split_whitespace().collect();
        if !words.iter().any(|w| w.starts_with("--from=")) {
            continue;
        }
        let source = words[words.len() - 2];
        let rel = source
            .strip_prefix("/src/")
            .expect("copied from the builder's /src");
        if let Some(rest) = rel.strip_prefix("target/") {
            let (profile, bin) = rest.split_once('/').expect("target/PROFILE/BIN");
            assert!(
                cargo_toml.contains(&format!("[profile.{profile}]")),
                "no profile {profile} in Cargo.toml"
            );
            assert_eq!(bin, "hexcourier");
            assert!(
                text.contains(&format!("--profile {profile}")),
                "{profile} is not built"
            );
        } else {
            assert!(
                root().join(rel).exists(),
                "{rel} is copied but not in the repository"
            );
        }
        copied += 1;
    }
    assert_eq!(
        copied, 3,
        "the binary, the data files, the settings template"
    );
    // Every variable it sets is a setting the configuration page lists.
    let configuration =
        std::fs::read_to_string(root().join("docs/configuration.md")).expect("configuration");
    let mut listen_port = None;
    for args in args_of("ENV") {
        let (name, value) = args.split_once('=').expect("ENV NAME=value");
        assert!(
            configuration.contains(&format!("`{name}`")),
            "{name} is not a setting in docs/configuration.md"
        );
        if name == "HEXCOURIER_WEB_LISTEN" {
            listen_port = value.rsplit(':').next().map(str::to_string);
        }
    }
    assert_eq!(
        args_of("EXPOSE"),
        [listen_port.expect("it listens").as_str()]
    );
    // The build context leaves out build output and secrets.
    let ignore = std::fs::read_to_string(root().join(".dockerignore")).expect(".dockerignore");
    for kept_out in ["target/", "hexcourier.env", ".git"] {
        assert!(ignore.lines().any(|l| l.trim() == kept_out), "{kept_out}");
    }
}
