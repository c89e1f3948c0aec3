//! The command line as a user meets it: `--help` names every tool docs/cli.md lists, wrong
//! usage exits with status 2, completions are printed, and the store tools answer on a
//! fresh store.

use std::process::{Command, Output};

fn hexcourier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(args)
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run hexcourier")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The tools docs/cli.md's Tools section shows (`hexcourier <tool> ...` lines).
fn readme_tools() -> Vec<String> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/cli.md"))
        .expect("docs/cli.md");
    let start = readme.find("## Tools").expect("a Tools section");
    let section = &readme[start..];
    let end = section[3..].find("\n## ").map_or(section.len(), |e| e + 3);
    let mut tools: Vec<String> = section[..end]
        .lines()
        .filter_map(|l| l.trim().strip_prefix("hexcourier "))
        .filter_map(|rest| rest.split_whitespace().next())
        .filter(|t| !t.starts_with('-') && !t.starts_with('<'))
        .map(str::to_string)
        .collect();
    tools.sort();
    tools.dedup();
    tools
}

#[test]
fn help_names_every_tool_the_readme_shows() {
    let out = hexcourier(&["--help"]);
    assert!(out.status.success());
    let help = stdout(&out);
    let tools = readme_tools();
    assert!(tools.len() >= 12, "docs/cli.md tools: {tools:?}");
    for tool in &tools {
        assert!(
            help.lines()
                .any(|l| l.trim_start().starts_with(&format!("{tool} "))),
            "--help lists {tool}:\n{help}"
        );
        let sub = hexcourier(&[tool, "--help"]);
        assert!(sub.status.success(), "{tool} --help");
        assert!(stdout(&sub).contains("Usage: hexcourier"), "{tool} --help");
    }
    // And nothing the help lists is missing from docs/cli.md.
    let listed: Vec<&str> = help
        .split("Commands:")
        .nth(1)
        .expect("a Commands list")
        .split("Options:")
        .next()
        .unwrap_or_default()
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|t| *t != "help")
        .collect();
    for t in listed {
        assert!(tools.iter().any(|r| r == t), "docs/cli.md shows {t}");
    }
}

#[test]
fn wrong_usage_exits_2_with_a_message() {
    for args in [
        &["perft", "glinski"][..],
        &["perft", "glinski", "deep"],
        &["no-such-tool"],
        &["bench", "nothing"],
        &["completions", "tcsh"],
    ] {
        let out = hexcourier(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error:"), "{args:?}: {err}");
        assert!(err.contains("--help"), "{args:?} points to --help: {err}");
    }
}

#[test]
fn completions_are_printed_for_each_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = hexcourier(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        let text = stdout(&out);
        assert!(text.contains("hexcourier"), "{shell}");
        assert!(text.contains("loadtest"), "{shell} completes the tools");
    }
}

#[test]
fn status_and_migrate_on_a_fresh_store() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let a = format!("sled:{}", tmp.path().join("a").display());
    let b = format!("sled:{}", tmp.path().join("b").display());
    // No store there yet: status says where it looked and how to point it, and makes none.
    let out = hexcourier(&["--store", &a, "status"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no store in ") && err.contains("--data-dir DIR"),
        "{err}"
    );
    assert!(!tmp.path().join("a").exists(), "status made no store");
    let out = hexcourier(&["--store", &a, "backup", "-"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(!tmp.path().join("a").exists(), "backup made no store");
    // The bot makes it (its console, reading nothing, ends at once); then status reads it.
    let out = hexcourier(&["--store", &a]);
    assert!(out.status.success(), "{out:?}");
    let out = hexcourier(&["--store", &a, "status"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    for line in ["games 0", "owed 0", "oldest -", "dropped 0"] {
        assert!(text.lines().any(|l| l == line), "{line} in {text}");
    }
    let out = hexcourier(&["migrate", "--from", &a, "--to", &b]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(stdout(&out).trim(), "games 0 links 0 owed 0");
    let out = hexcourier(&["status", "--store", "nowhere:x"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nowhere:x"));
}

#[test]
fn perft_answers_through_the_new_command_line() {
    let out = hexcourier(&["perft", "glinski", "2"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(stdout(&out).lines().last(), Some("nodes 2586"));
}

/// The bot commands of `docker-compose.yml` (each `command: [...]` line), as JSON arrays.
fn compose_commands() -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docker-compose.yml"
    ))
    .expect("docker-compose.yml");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("command:"))
        .map(|json| serde_json::from_str::<Vec<String>>(json.trim()).expect("a JSON array"))
        .collect()
}

#[test]
fn the_compose_file_commands_parse_and_split_the_shards() {
    use clap::Parser;
    use hexcourier::cli::{Cli, Tool};
    use hexcourier::shards::ShardRange;
    let commands = compose_commands();
    assert_eq!(commands.len(), 3, "two bot processes and a worker");
    let mut ranges = Vec::new();
    let mut workers = 0;
    for args in &commands {
        let cli =
            Cli::try_parse_from(std::iter::once("hexcourier".to_string()).chain(args.clone()))
                .unwrap_or_else(|e| panic!("{args:?}: {e}"));
        let store = cli.store.clone().expect("a store");
        assert!(
            hexcourier::store::StoreUrl::parse(&store).is_ok_and(|u| u.is_postgres()),
            "{store}"
        );
        let serve = match cli.tool {
            Some(Tool::Serve(serve)) => serve,
            Some(Tool::Worker(_)) => {
                workers += 1;
                continue;
            }
            _ => panic!("{args:?} serves or works"),
        };
        let range = ShardRange::parse(&serve.shards.expect("--shards")).expect("a range");
        ranges.push(range);
    }
    // Together the processes run every shard once, out of one total.
    let total = ranges[0].total;
    let mut shards: Vec<u32> = ranges
        .iter()
        .inspect(|r| assert_eq!(r.total, total))
        .flat_map(|r| r.first..=r.last)
        .collect();
    shards.sort_unstable();
    assert_eq!(shards, (0..total).collect::<Vec<_>>());
    assert_eq!(workers, 1);
}

#[test]
fn a_bad_shard_range_stops_with_the_key_named() {
    let out = hexcourier(&["serve", "--shards", "3-1/4"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("discord.shards") && err.contains("the first shard comes after the last"),
        "{err}"
    );
}

#[test]
fn server_variants_load_at_start_up_and_a_bad_one_stops_it() {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/examples/variants");
    let tmp = tempfile::tempdir().expect("temp dir");
    let data = tmp.path().join("data");
    // The console lists the worked example beside the built-in variants and plays it.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("console")
        .env("HEXCOURIER_VARIANTS_DIR", examples)
        .env("HEXCOURIER_DATA", &data)
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("DISCORD_TOKEN")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("console");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(b"@alice: /variants\n@alice: /new glinski-queenless @bob\n@bob: /accept\n")
            .expect("write");
    }
    let out = child.wait_with_output().expect("console output");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("glinski-queenless"), "{text}");
    assert!(
        text.contains("New game #g1: Queenless Hexagonal Chess"),
        "{text}"
    );
    // A bad file stops the bot before it starts, naming the file and the key.
    let bad = tmp.path().join("bad");
    std::fs::create_dir_all(&bad).expect("mkdir");
    std::fs::write(
        bad.join("broken.toml"),
        "extends = \"glinski\"\nname = \"Broken\"\nboard = \"nowhere\"\n[metadata]\nrules = \"x\"\n",
    )
    .expect("write");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("console")
        .env("HEXCOURIER_VARIANTS_DIR", &bad)
        .env("HEXCOURIER_DATA", &data)
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("DISCORD_TOKEN")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("console");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("broken.toml") && err.contains("board"),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "nothing ran");
}

#[test]
fn pairings_writes_the_next_round_as_bbp_pairings_does() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../pairing/tests/fixtures/dutch"
    );
    for name in ["forfeits", "half_point_byes"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexcourier"))
            .args([
                "pairings",
                "--dutch",
                &format!("{dir}/{name}.trf"),
                "-p",
                "-",
            ])
            .output()
            .expect("run hexcourier pairings");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = std::fs::read_to_string(format!("{dir}/{name}.out")).expect("fixture");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{name}");
    }
    let missing = std::process::Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(["pairings", "--dutch", "/nonexistent.trf", "-p", "-"])
        .output()
        .expect("run hexcourier pairings");
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /nonexistent.trf"));
}

#[test]
fn pairings_refuses_a_file_whose_last_round_is_unfinished() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let file = tmp.path().join("running.trf");
    std::fs::write(
        &file,
        "\
001    1      A                                 2000                             1.0    1     3 w 1
001    2      B                                 1900                             0.0    2     4 b
001    3      C                                 1800                             0.0    3     1 b 0
001    4      D                                 1700                             0.0    4     2 w
XXR 3
",
    )
    .expect("write");
    let path = file.to_string_lossy().into_owned();
    let out = hexcourier(&["pairings", "--dutch", &path, "-p", "-"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(out.stdout.is_empty(), "nothing paired");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: {path} cannot be paired: round 1 is not finished: player 2 has no result \
             against player 4; pair the next round once every result of round 1 is in\n"
        )
    );
}

#[test]
fn invite_prints_the_address_with_every_permission_and_why() {
    let out = hexcourier(&["invite", "--application-id", "123456789012345678"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert_eq!(
        text.lines().next(),
        Some("https://discord.com/oauth2/authorize?client_id=123456789012345678&permissions=326417632256&scope=bot%20applications.commands")
    );
    for permission in [
        "View Channels",
        "Send Messages",
        "Send Messages in Threads",
        "Create Public Threads",
        "Manage Threads",
        "Attach Files",
        "Embed Links",
        "Read Message History",
    ] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!("  {permission}: "))),
            "{permission} and what needs it:\n{text}"
        );
    }
    // Without an id: an error saying where to find it.
    let out = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("invite")
        .env_remove("HEXCOURIER_APPLICATION_ID")
        .env_remove("HEXCOURIER_CONFIG")
        .output()
        .expect("run hexcourier");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--application-id") && err.contains("discord.com/developers"),
        "{err}"
    );
    // From the environment, and a bad id names its key.
    let out = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("invite")
        .env("HEXCOURIER_APPLICATION_ID", "42")
        .env_remove("HEXCOURIER_CONFIG")
        .output()
        .expect("run hexcourier");
    assert!(stdout(&out).starts_with("https://discord.com/oauth2/authorize?client_id=42&"));
    let out = hexcourier(&["invite", "--application-id", "me"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("discord.application_id"));
}

#[test]
fn the_old_variant_files_variable_says_what_it_became() {
    let out = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("check")
        .env("HEXCOURIER_DATA_DIR", "/srv/hexcourier")
        .env_remove("HEXCOURIER_VARIANT_FILES")
        .env_remove("HEXCOURIER_CONFIG")
        .output()
        .expect("run hexcourier");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    for needed in [
        "HEXCOURIER_DATA_DIR is no longer read",
        "HEXCOURIER_VARIANT_FILES",
        "HEXCOURIER_DATA",
    ] {
        assert!(err.contains(needed), "{needed}: {err}");
    }
    // The new name replaces the built-in data files.
    let out = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("check")
        .env(
            "HEXCOURIER_VARIANT_FILES",
            concat!(env!("CARGO_MANIFEST_DIR"), "/../data"),
        )
        .env_remove("HEXCOURIER_DATA_DIR")
        .env_remove("HEXCOURIER_CONFIG")
        .output()
        .expect("run hexcourier");
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).starts_with("data files: "));
}

#[test]
fn check_loads_the_configured_server_variants() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let config = tmp.path().join("hexcourier.toml");
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/examples/variants");
    std::fs::write(&config, format!("variants_dir = {examples:?}\n")).expect("write");
    let out = hexcourier(&["--config", &config.display().to_string(), "check"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(
        text.lines().any(|l| l.starts_with("ok glinski-queenless ")),
        "{text}"
    );
    // Without the setting, only the built-in variants.
    let out = hexcourier(&["check"]);
    assert!(!stdout(&out).contains("glinski-queenless"));
}

/// Plays a little on a sled store through the console.
fn play_on(dir: &std::path::Path, script: &str) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(["--data-dir", &dir.display().to_string(), "console"])
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("DISCORD_TOKEN")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("console");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write");
    assert!(child.wait().expect("console ends").success());
}

#[test]
fn backup_and_restore_through_the_command_line() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    play_on(
        &a,
        "@alice: /new glinski @bob days:3\n@bob: /accept\n@alice #g1: f5-f6\n@carol: /new glinski @dan\n",
    );
    let file = tmp.path().join("hex.backup");
    let store_a = format!("sled:{}", a.display());
    let store_b = format!("sled:{}", b.display());
    let out = hexcourier(&["--store", &store_a, "backup", &file.display().to_string()]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains("games 2 "), "{}", stdout(&out));
    // Never over an existing file.
    let out = hexcourier(&["--store", &store_a, "backup", &file.display().to_string()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("exists"));
    let out = hexcourier(&["--store", &store_b, "restore", &file.display().to_string()]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains("games 2 "), "{}", stdout(&out));
    // Only into an empty store.
    let out = hexcourier(&["--store", &store_b, "restore", &file.display().to_string()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not empty") && err.contains("nothing was written"),
        "{err}"
    );
    // The restored store backs up to the same lines (the header's time aside).
    let again = hexcourier(&["--store", &store_b, "backup", "-"]);
    assert!(again.status.success(), "{again:?}");
    let first = std::fs::read_to_string(&file).expect("backup");
    let body = |text: &str| text.lines().skip(1).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(body(&stdout(&again)), body(&first));
    // The restored games play on.
    play_on(&b, "@bob #g1: e7-e6\n");
    // A sled store in use by a console (the bot's lock) says what to do.
    let mut holder = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(["--store", &store_b, "console"])
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("DISCORD_TOKEN")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("console");
    {
        // The console has the store open once it answers.
        use std::io::{BufRead, Write};
        let mut stdin = holder.stdin.take().expect("stdin");
        stdin.write_all(b"@alice: /games\n").expect("write");
        let mut first = String::new();
        // Kept open until the console is done: a closed pipe would end it, and free the store.
        let mut answers = std::io::BufReader::new(holder.stdout.take().expect("stdout"));
        answers.read_line(&mut first).expect("an answer");
        let out = hexcourier(&["--store", &store_b, "backup", "-"]);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("stop the bot"), "{err}");
        drop(stdin);
        let _ = std::io::copy(&mut answers, &mut std::io::sink());
    }
    let _ = holder.wait();
}

#[test]
fn puzzles_are_found_in_the_stores_finished_games() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("store");
    // A game lost to a blunder (36... e7-e6 allows mate), and one still running.
    play_on(
        &dir,
        "@alice: /new glinski @bob\n@bob: /accept\n\
         @alice #g1: Qe1-c3\n@bob #g1: Qe10-c6\n@alice #g1: b1-b2\n@bob #g1: b7-b6\n\
         @alice #g1: Bf3-b1\n@bob #g1: e7-e6\n@alice #g1: Qc3xf9\n\
         @carol: /new glinski @dan\n@dan: /accept\n@carol #g2: f5-f6\n",
    );
    let store = format!("sled:{}", dir.display());
    let from_finished = |more: &[&str]| {
        let mut args = vec![
            "--store",
            &store,
            "puzzles",
            "generate",
            "--finished",
            "--scan-depth",
            "1",
            "--verify-depth",
            "2",
        ];
        args.extend_from_slice(more);
        hexcourier(&args)
    };
    let out = from_finished(&[]);
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("finished games in the store: 1\n"), "{err}");
    assert!(err.contains("glinski: games 1 positions 8 "), "{err}");
    let puzzles = stdout(&out);
    assert_eq!(puzzles.lines().count(), 1, "{puzzles}");
    assert!(
        puzzles.contains("\"moves\":[\"Qc3xf9#\"]") && puzzles.contains("\"source\":\"g1\""),
        "{puzzles}"
    );
    // With a node budget enough for the scan but too small for its verification, the same
    // candidate is dropped (node counts are deterministic: 300 and 1,000 drop it alike).
    let out = from_finished(&["--node-budget", "600"]);
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("candidates 1 "), "{err}");
    assert!(err.contains("over-budget 1 kept 0"), "{err}");
    assert_eq!(stdout(&out), "");
    // One too small for the scan leaves no position judged, so no candidate at all.
    let out = from_finished(&["--node-budget", "10"]);
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("positions 8 candidates 0 "), "{err}");
    assert_eq!(stdout(&out), "");
    // A self-play level that does not exist is refused by name.
    let out = hexcourier(&[
        "--store",
        &store,
        "puzzles",
        "generate",
        "--self-play",
        "1",
        "--weak",
        "9",
    ]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--weak 9: levels run from 1 to 8"), "{err}");
    // Without a source, it says what to give.
    let out = hexcourier(&["--store", &store, "puzzles", "generate"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--finished"));
}

/// Runs the console with `args` (and the environment `env`) on a fresh store, typing `script`;
/// returns what it printed.
fn console_says(args: &[&str], env: &[(&str, &str)], script: &str) -> Output {
    use std::io::Write;
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hexcourier"));
    cmd.args(["--data-dir", &tmp.path().display().to_string(), "console"])
        .args(args)
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("HEXCOURIER_LANG")
        .env_remove("DISCORD_TOKEN")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("console");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write");
    child.wait_with_output().expect("console ends")
}

#[test]
fn the_console_answers_in_the_language_of_lang_or_hexcourier_lang() {
    let polish = console_says(&["--lang", "pl"], &[], "/board\n");
    assert!(polish.status.success());
    assert!(
        stdout(&polish).contains(
            "/board działa w wątku gry, a nie masz żadnej trwającej gry. Zacznij ją przez /new."
        ),
        "{}",
        stdout(&polish)
    );
    let german = console_says(&[], &[("HEXCOURIER_LANG", "de")], "/board\n");
    assert!(
        stdout(&german).contains("/board funktioniert nur im Thread einer Partie"),
        "{}",
        stdout(&german)
    );
    let english = console_says(&[], &[], "/board\n");
    assert!(
        stdout(&english).contains("/board works in a game's place, and you have no game running."),
        "{}",
        stdout(&english)
    );
    // A language Hexcourier does not speak stops it, naming the key.
    let french = console_says(&["--lang", "fr"], &[], "");
    assert!(!french.status.success());
    let err = String::from_utf8_lossy(&french.stderr);
    assert!(
        err.contains("lang") && err.contains("takes en, pl, hu or de"),
        "{err}"
    );
}

#[test]
fn a_polish_console_names_pieces_in_polish_and_takes_polish_piece_letters() {
    let out = console_says(
        &["--lang", "pl"],
        &[("HEXCOURIER_FAKE_NOW", "1900000000")],
        "/piece glinski hetman\n/piece glinski\n/new glinski @engine\n@you #g1: He1-c3\n",
    );
    let said = stdout(&out);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("Hetman (H), Szachy heksagonalne Glińskiego: "),
        "{said}"
    );
    assert!(
        said.contains("Bierki (Szachy heksagonalne Glińskiego): Król (K), Hetman (H), Wieża (W), "),
        "{said}"
    );
    // The move typed with the Polish letter is shown in Polish letters (records keep the
    // standard ones).
    assert!(said.contains("[#g1] 1. He1-c3\n"), "{said}");
}

/// Short runs of the store and deadline benches (their long runs give the figures in docs/operations.md and ARCHITECTURE.md).
#[test]
fn the_scale_benches_run_short() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("store");
    let dir = dir.to_str().expect("a UTF-8 path");
    let figure = |out: &Output, name: &str| -> f64 {
        let text = stdout(out);
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name} in {text}"))
    };
    let out = hexcourier(&["bench", "fill", "--dir", dir, "--games", "300"]);
    assert!(out.status.success(), "{out:?}");
    let out = hexcourier(&["bench", "open", "--dir", dir]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(figure(&out, "open_games"), 300.0);
    let out = hexcourier(&["bench", "games", "--dir", dir, "--asks", "5"]);
    assert!(out.status.success(), "{out:?}");
    // 50 games over 64 servers: the one asked in holds one of them.
    assert_eq!(figure(&out, "games_listed"), 1.0);
    let out = hexcourier(&[
        "bench",
        "deadlines",
        "--games",
        "300",
        "--windows",
        "20",
        "--fire",
        "20",
        "--searching",
        "1",
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(figure(&out, "deadlines_fire_instants"), 20.0);
    assert_eq!(figure(&out, "deadlines_left_due_after_tick"), 0.0);
}

#[test]
fn pairings_refuses_files_beyond_its_limits_in_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let player = |id: usize| {
        format!("001 {id:>4}      Player {id:<26} 1500                             0.0 {id:>4}\n")
    };
    let two: String = (1..=2).map(player).collect();
    let big: String = (1..=9_999).map(player).collect();
    let cases = [
        (
            "big.trf",
            format!("{big}XXR 9\nXXC white1\n"),
            "big.trf cannot be paired: line 2001, column 1 (player): more than 2000 players \
             (the most an event may have)",
        ),
        (
            "points.trf",
            format!("{two}XXR 9\nXXC white1\nBBW 429496729.5\n"),
            "points.trf cannot be paired: line 5, column 5 (point value): a result worth \
             429496729.5 points: at most 100.0",
        ),
        (
            "rounds.trf",
            format!("{two}XXR 100\nXXC white1\n"),
            "rounds.trf cannot be paired: line 3, column 5 (number of rounds): 100 rounds: an \
             event has at most 99",
        ),
        (
            "huge.trf",
            "\n".repeat(5 << 20),
            "huge.trf cannot be paired: 5242880 bytes: a TRF file has at most 4194304",
        ),
    ];
    for (name, text, said) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexcourier"))
            .args(["pairings", "--dutch"])
            .arg(&path)
            .args(["-p", "-"])
            .output()
            .expect("run hexcourier pairings");
        assert_eq!(out.status.code(), Some(1), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        let shown = format!("{}{}", dir.path().display(), std::path::MAIN_SEPARATOR);
        assert!(err.replace(&shown, "").contains(said), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name}");
    }
}
