//! `hexcourier`: the bot (console or Discord) and its tools (perft, render, bench, replay, check).

use anyhow::{anyhow, bail, Context, Result};
use hexcourier::picture::{self, View};
use hexcourier::selfplay::{self, MatchSettings};
use hexcourier_engine::notation::{move_to_text_plain, parse_move};
use hexcourier_engine::search::{Level, Limits, Searcher};
use hexcourier_engine::{record, replay, Library, Move, Position, SetupError, Variant};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const USAGE: &str = "\
hexcourier — hexagonal chess by correspondence

usage:
  hexcourier                      run the bot: Discord if DISCORD_TOKEN is set, else the console
  hexcourier console              the local console (lines '@user: text' or '@user #place: text')
  hexcourier perft <variant> <depth> [--divide] [--fen TEXT]
  hexcourier render <variant> [--moves \"...\"] [--fen TEXT] [--view PLAYER] [--size PX] --out FILE
  hexcourier bench render|perft|search [--depth N]
  hexcourier bench fill --dir D --games N     (a store of N games, for bench open)
  hexcourier bench open --dir D               (time and peak memory to open a store)
                                  search: search_depth_1s and search_nps (Glinski start, 1 s)
  hexcourier uci                  the engine over a UCI-style protocol on stdin/stdout
  hexcourier match <variant> --a level:N --b level:M --games G [--seed S] [--max-plies P]
                                  engine levels against each other; prints wins/draws/losses of A
  hexcourier loadtest [--games N] [--moves M] [--concurrency C] [--with-engine K] [--variant ID]
  hexcourier replay <file> [--variant ID]
  hexcourier check [DATA_DIR]     validate every data file
  hexcourier help

options: --config FILE           settings file (template: hexcourier.example.toml)

environment: HEXCOURIER_CONFIG (settings file; the template lists each key's variable),
             HEXCOURIER_DATA (store directory, default ./hexcourier-data),
             HEXCOURIER_DATA_DIR (variant data directory; default: the files built in),
             DISCORD_TOKEN";

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}

fn library() -> Result<Library> {
    let loaded = match std::env::var_os("HEXCOURIER_DATA_DIR") {
        Some(dir) => Library::load_dir(Path::new(&dir)),
        None => Library::builtin(),
    };
    loaded.map_err(|errs| {
        let lines: Vec<String> = errs.iter().map(ToString::to_string).collect();
        anyhow!("data files are invalid:\n{}", lines.join("\n"))
    })
}

fn variant<'a>(lib: &'a Library, id: &str) -> Result<&'a Variant> {
    match lib.get(id) {
        Some(v) => Ok(v),
        None => {
            let s = lib.suggest(id);
            if s.is_empty() {
                bail!("unknown variant '{id}'; try: hexcourier help")
            }
            bail!("unknown variant '{id}'; did you mean {}?", s.join(", "))
        }
    }
}

/// Named options as `(name, value)` pairs; switches have an empty value.
type Opts = Vec<(String, String)>;

/// Splits `args` into positional arguments and `--flag value` / `--switch` options.
fn options(args: &[String], switches: &[&str]) -> Result<(Vec<String>, Opts)> {
    let mut pos = Vec::new();
    let mut opts = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(name) = a.strip_prefix("--") {
            if switches.contains(&name) {
                opts.push((name.to_string(), String::new()));
            } else {
                let v = it.next().ok_or_else(|| anyhow!("--{name} needs a value"))?;
                opts.push((name.to_string(), v.clone()));
            }
        } else {
            pos.push(a.clone());
        }
    }
    Ok((pos, opts))
}

fn opt<'a>(opts: &'a [(String, String)], name: &str) -> Option<&'a str> {
    opts.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// Takes `--config PATH` out of the arguments.
fn config_arg(args: &mut Vec<String>) -> Result<Option<PathBuf>> {
    let Some(i) = args.iter().position(|a| a == "--config") else {
        return Ok(None);
    };
    if i + 1 >= args.len() {
        bail!("--config needs a file");
    }
    let path = args.remove(i + 1);
    args.remove(i);
    Ok(Some(PathBuf::from(path)))
}

/// The settings: the config file (`--config`, else `$HEXCOURIER_CONFIG`), then the environment.
fn settings(path: Option<&Path>) -> Result<hexcourier::config::Settings> {
    Ok(hexcourier::config::Settings::load(path)?)
}

fn run() -> Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let config = config_arg(&mut args)?;
    let config = config.as_deref();
    let Some(cmd) = args.first().map(String::as_str) else {
        return run_bot(config);
    };
    let rest = &args[1..];
    match cmd {
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        "console" => run_console(config),
        "serve" => run_discord(config),
        "perft" => perft(rest),
        "render" => render(rest),
        "bench" => bench(rest),
        "replay" => replay_file(rest),
        "check" => check(rest),
        "uci" => {
            let lib = library()?;
            hexcourier::uci::run_stdio(&lib).context("the uci session failed")
        }
        "match" => play_match(rest),
        "loadtest" => loadtest(rest),
        other => bail!("unknown command '{other}'\n\n{USAGE}"),
    }
}

fn run_bot(config: Option<&Path>) -> Result<()> {
    if std::env::var("DISCORD_TOKEN").is_ok_and(|t| !t.trim().is_empty()) {
        run_discord(config)
    } else {
        run_console(config)
    }
}

fn run_discord(config: Option<&Path>) -> Result<()> {
    let settings = settings(config)?;
    hexcourier::discord::serve_with(library()?, &settings)
}

fn run_console(config: Option<&Path>) -> Result<()> {
    let settings = settings(config)?;
    let lib = library()?;
    hexcourier::console::run_stdio_with(lib, &settings)
}

fn start_position(v: &Variant, fen: Option<&str>) -> Result<Position> {
    match fen {
        Some(t) => Position::from_text(v, t).map_err(|e| anyhow!("bad --fen: {e}")),
        None => Position::start(v).map_err(|e| match e {
            SetupError::SetupRequired { variant, reason } => {
                anyhow!("{variant} has no start position ({reason}); give one with --fen TEXT")
            }
            e => anyhow!("bad setup in data: {e}"),
        }),
    }
}

fn perft(args: &[String]) -> Result<()> {
    let (pos, opts) = options(args, &["divide"])?;
    let [id, depth] = pos.as_slice() else {
        bail!("usage: hexcourier perft <variant> <depth> [--divide] [--fen TEXT]")
    };
    let lib = library()?;
    let v = variant(&lib, id)?;
    let depth: u32 = depth
        .parse()
        .with_context(|| format!("depth '{depth}' is not a number"))?;
    let p = start_position(v, opt(&opts, "fen"))?;
    let t = Instant::now();
    let nodes = if opt(&opts, "divide").is_some() && depth > 0 {
        let mut total = 0;
        let mut lines: Vec<(String, u64)> = p
            .legal_moves(v)
            .into_iter()
            .map(|m| {
                let n = p.after(v, m).perft(v, depth - 1);
                total += n;
                (move_to_text_plain(v, &p, m), n)
            })
            .collect();
        lines.sort();
        for (m, n) in lines {
            println!("{m}: {n}");
        }
        total
    } else {
        p.perft(v, depth)
    };
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "time {secs:.3}s, {:.1}M nodes/s",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    println!("nodes {nodes}");
    Ok(())
}

/// Plays a whitespace-separated move list (move numbers like `12.` are skipped).
fn play_moves(v: &Variant, mut p: Position, moves: &str) -> Result<(Position, Option<Move>)> {
    let mut last = None;
    for tok in moves.split_whitespace() {
        let tok = tok.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if tok.is_empty() {
            continue;
        }
        let m = parse_move(v, &p, tok).map_err(|e| anyhow!("{e}"))?;
        p = p.after(v, m);
        last = Some(m);
    }
    Ok((p, last))
}

fn render(args: &[String]) -> Result<()> {
    let (pos, opts) = options(args, &[])?;
    let [id] = pos.as_slice() else {
        bail!("usage: hexcourier render <variant> [--moves \"...\"] [--fen TEXT] [--view PLAYER] [--size PX] --out FILE")
    };
    let out = opt(&opts, "out").ok_or_else(|| anyhow!("--out FILE is required"))?;
    let lib = library()?;
    let v = variant(&lib, id)?;
    let start = start_position(v, opt(&opts, "fen"))?;
    let (p, last) = play_moves(v, start, opt(&opts, "moves").unwrap_or(""))?;
    let viewer = match opt(&opts, "view") {
        None => p.turn(),
        Some(name) => v
            .players
            .iter()
            .position(|pl| {
                pl.name.eq_ignore_ascii_case(name)
                    || pl.char.to_string() == name.to_ascii_lowercase()
            })
            .map(|i| hexcourier_engine::Player(i as u8))
            .ok_or_else(|| anyhow!("no player '{name}' in {}", v.name))?,
    };
    let size = opt(&opts, "size")
        .map(str::parse::<u32>)
        .transpose()
        .context("--size must be a number")?;
    let png = picture::png(
        v,
        &p,
        &View {
            last_move: last,
            viewer: Some(viewer),
            highlights: Vec::new(),
            size_px: size,
        },
    )?;
    std::fs::write(out, png).with_context(|| format!("cannot write {out}"))?;
    println!("image: {out}");
    Ok(())
}

/// Moves of a real game (Glinski's four-move mate and a 1980 European Championship game).
const BENCH_GAMES: [&str; 2] = [
    "Qe1-c3 Qe10-c6 b1-b2 b7-b6 Bf3-b1 e7-e6 Qc3xf9",
    "e4-e5 b7-b6 b1-b3 d7-d6 c2-c3 c7-c5 Rc1-a1 Nd9-c6 Nh1-i3 e7-e6 g4-g5 Nh9-i6 Ni3-k5 Ri8-h9 Ra1-a4 Ni6-f8",
];

/// Writes `games` running Glinski games (the 16 moves of the second bench game, one game per
/// pair of users out of 2,000) into a fresh store in `dir`, with one flush at the end.
fn fill_store(v: &Variant, dir: &std::path::Path, games: usize) -> Result<()> {
    use hexcourier::store::{GameRecord, SledStore};
    if dir.exists() && std::fs::read_dir(dir)?.next().is_some() {
        bail!("--dir {} is not empty", dir.display());
    }
    let store = SledStore::open(dir)?;
    let tree = store.db().open_tree(SledStore::GAMES_TREE)?;
    let mut game = hexcourier_engine::Game::new(v)?;
    for m in BENCH_GAMES[1].split_whitespace() {
        game.play_text(v, m).map_err(|e| anyhow!("{m}: {e}"))?;
    }
    let start = game.start().to_text(v);
    let moves = game.move_texts().to_vec();
    let turn = game.position().turn().0;
    for i in 0..games {
        let n = i + 1;
        // Built from JSON, so the fields a record may leave out keep their defaults.
        let json = serde_json::json!({
            "version": hexcourier::store::RECORD_VERSION,
            "id": format!("g{n}"),
            "variant": v.id,
            "players": [format!("@user{}", i % 1000), format!("@user{}", 1000 + i % 1000)],
            "place": format!("#g{n}"),
            "start": start,
            "moves": moves,
            "outcome": null,
            "draw_offer": [],
            "created": 1_700_000_000 + i as u64,
            "updated": 1_700_000_000 + i as u64,
            "turn": turn,
        });
        let rec = GameRecord::decode(json.to_string().as_bytes())?;
        tree.insert(rec.id.as_bytes(), rec.encode())?;
    }
    tree.flush()?;
    Ok(())
}

fn bench(args: &[String]) -> Result<()> {
    let (pos, opts) = options(args, &[])?;
    let lib = library()?;
    let v = variant(&lib, "glinski")?;
    match pos.first().map(String::as_str) {
        Some("render") => {
            let mut positions = Vec::new();
            for g in BENCH_GAMES {
                let mut p = Position::start(v)?;
                for tok in g.split_whitespace() {
                    let m = parse_move(v, &p, tok).map_err(|e| anyhow!("{e}"))?;
                    p = p.after(v, m);
                    positions.push((p.clone(), m));
                }
            }
            let iterations: usize = opt(&opts, "iterations")
                .map(str::parse)
                .transpose()?
                .unwrap_or(400);
            // Warm the caches once, as a running bot would be.
            for (p, m) in &positions {
                picture::png(
                    v,
                    p,
                    &View {
                        last_move: Some(*m),
                        viewer: Some(p.turn()),
                        ..View::default()
                    },
                )?;
            }
            let mut times = Vec::with_capacity(iterations);
            for i in 0..iterations {
                let (p, m) = &positions[i % positions.len()];
                let t = Instant::now();
                let png = picture::png(
                    v,
                    p,
                    &View {
                        last_move: Some(*m),
                        viewer: Some(p.turn()),
                        ..View::default()
                    },
                )?;
                times.push(t.elapsed().as_secs_f64() * 1000.0);
                std::hint::black_box(png);
            }
            times.sort_by(f64::total_cmp);
            println!("render_png_ms: {:.3}", times[times.len() / 2]);
            Ok(())
        }
        Some("perft") => {
            let depth: u32 = opt(&opts, "depth")
                .map(str::parse)
                .transpose()?
                .unwrap_or(5);
            let p = Position::start(v)?;
            let t = Instant::now();
            let nodes = p.perft(v, depth);
            let secs = t.elapsed().as_secs_f64();
            println!("perft_depth: {depth}");
            println!("perft_nodes: {nodes}");
            println!("perft_nps: {:.0}", nodes as f64 / secs.max(1e-9));
            Ok(())
        }
        Some("search") => {
            let p = Position::start(v)?;
            let mut searcher = Searcher::new(64);
            let mut deepest = 0;
            let r = searcher.search(
                v,
                &p,
                &[],
                &Limits::time(Duration::from_secs(1)),
                &mut |info| deepest = info.depth,
            );
            let secs = r.elapsed.as_secs_f64();
            println!("search_depth_1s: {deepest}");
            println!("search_nps: {:.0}", r.nodes as f64 / secs.max(1e-9));
            println!(
                "search_best: {}",
                r.best
                    .map_or_else(|| "(none)".into(), |m| move_to_text_plain(v, &p, m))
            );
            Ok(())
        }
        Some("fill") => {
            let dir = opt(&opts, "dir").ok_or_else(|| anyhow!("--dir D is required"))?;
            let games: usize = opt(&opts, "games")
                .map(str::parse)
                .transpose()?
                .unwrap_or(100_000);
            let t = Instant::now();
            fill_store(v, std::path::Path::new(dir), games)?;
            println!("filled: {games} games in {:.1} s", t.elapsed().as_secs_f64());
            Ok(())
        }
        Some("open") => {
            let dir = opt(&opts, "dir").ok_or_else(|| anyhow!("--dir D is required"))?;
            {
                // The store alone: open it and read every record, for comparison.
                use hexcourier::store::Store;
                let t = Instant::now();
                let store = hexcourier::store::SledStore::open(std::path::Path::new(dir))?;
                let mut bytes = 0;
                store.scan_games(&mut |_, b| bytes += b.len())?;
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                println!("open_store_ms: {ms:.0} ({} MiB of records)", bytes >> 20);
            }
            let t = Instant::now();
            let core = hexcourier::core::Core::open(lib.clone(), std::path::Path::new(dir))?;
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            println!("open_ms: {ms:.0}");
            println!("open_games: {}", core.game_count());
            if let Some(kib) = hexcourier::loadtest::peak_rss_kib() {
                println!("open_peak_rss_mib: {}", kib / 1024);
            }
            Ok(())
        }
        _ => bail!("usage: hexcourier bench render|perft|search|fill|open [--depth N] [--iterations N] [--dir D] [--games N]"),
    }
}

/// Reads `level:N` (or plain `N`).
fn level_arg(opts: &[(String, String)], name: &str) -> Result<Level> {
    let text = opt(opts, name).ok_or_else(|| anyhow!("--{name} level:N is required"))?;
    let n = text.strip_prefix("level:").unwrap_or(text);
    n.parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| anyhow!("--{name} {text}: the level is a number from 1 to 8"))
}

fn play_match(args: &[String]) -> Result<()> {
    let usage = "usage: hexcourier match <variant> --a level:N --b level:M --games G [--seed S] [--max-plies P]";
    let (pos, opts) = options(args, &[])?;
    let [id] = pos.as_slice() else { bail!(usage) };
    let lib = library()?;
    let v = variant(&lib, id)?;
    if let Some(why) = &v.setup_required {
        bail!("{id} has no start position ({why}), and a match plays from the start");
    }
    let number = |name: &str, default: u64| -> Result<u64> {
        opt(&opts, name)
            .map(str::parse)
            .transpose()
            .with_context(|| format!("--{name} must be a number"))
            .map(|n| n.unwrap_or(default))
    };
    let s = MatchSettings {
        a: level_arg(&opts, "a")?,
        b: level_arg(&opts, "b")?,
        games: u32::try_from(number("games", 10)?).context("--games is too large")?,
        seed: number("seed", 1)?,
        max_plies: usize::try_from(number("max-plies", 300)?)
            .context("--max-plies is too large")?,
    };
    println!(
        "match {}: A level:{} vs B level:{}, {} games, seed {}, draw after {} plies",
        v.id,
        s.a.number(),
        s.b.number(),
        s.games,
        s.seed,
        s.max_plies
    );
    let t = selfplay::play_match(v, &s, &mut |g| {
        let result = match g.margin.signum() {
            1 => "A wins",
            0 => "draw",
            _ => "B wins",
        };
        println!(
            "game {}: A {}: {result} ({:?}, {} plies)",
            g.number,
            if g.a_first { "first" } else { "second" },
            g.outcome.reason,
            g.plies
        );
    })
    .map_err(|e| anyhow!(e))?;
    println!("wins: {}", t.wins);
    println!("draws: {}", t.draws);
    println!("losses: {}", t.losses);
    println!("score: {}/{}", t.points(), s.games);
    Ok(())
}

/// `hexcourier loadtest`: simulated players through the core, on a fresh store in a temporary
/// directory (or `--dir`), printing latency percentiles per command kind.
fn loadtest(args: &[String]) -> Result<()> {
    let (_, opts) = options(args, &[])?;
    let number = |name: &str, default: usize| -> Result<usize> {
        opt(&opts, name).map_or(Ok(default), |t| {
            t.parse()
                .map_err(|_| anyhow!("--{name} needs a whole number, not '{t}'"))
        })
    };
    let scratch = std::env::temp_dir().join(format!("hexcourier-load-{}", std::process::id()));
    let dir = opt(&opts, "dir").map_or(scratch.clone(), PathBuf::from);
    if dir.exists() && std::fs::read_dir(&dir)?.next().is_some() {
        bail!(
            "--dir {} is not empty; the load test needs a fresh store",
            dir.display()
        );
    }
    let config = hexcourier::loadtest::LoadConfig {
        variant: opt(&opts, "variant").unwrap_or("glinski").to_string(),
        games: number("games", 200)?,
        moves: number("moves", 10)?,
        concurrency: number("concurrency", 4)?,
        engines: number("with-engine", 0)?,
        dir: dir.clone(),
        seed: number("seed", 1)? as u64,
    };
    println!("{config:?}");
    let report = hexcourier::loadtest::run(library()?, &config);
    if dir == scratch {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    println!("{}", report?);
    Ok(())
}

fn replay_file(args: &[String]) -> Result<()> {
    let (pos, opts) = options(args, &[])?;
    let [file] = pos.as_slice() else {
        bail!("usage: hexcourier replay <file> [--variant ID]")
    };
    let lib = library()?;
    let v = variant(&lib, opt(&opts, "variant").unwrap_or("glinski"))?;
    let text = std::fs::read(file).with_context(|| format!("cannot read {file}"))?;
    let text = String::from_utf8_lossy(&text);
    let (mut ok, mut failed) = (0, 0);
    for rec in record::parse_records(&text) {
        match replay::replay(v, &rec) {
            Ok(g) => {
                ok += 1;
                println!("ok {} ({} plies)", rec.label(), g.moves().len());
            }
            Err(f) => {
                failed += 1;
                println!("FAILED {}: {f}", rec.label());
            }
        }
    }
    println!("ok {ok} failed {failed}");
    Ok(())
}

fn check(args: &[String]) -> Result<()> {
    let loaded = match args.first() {
        Some(dir) => Library::load_dir(Path::new(dir)),
        None => match std::env::var_os("HEXCOURIER_DATA_DIR") {
            Some(dir) => Library::load_dir(Path::new(&dir)),
            None => Library::builtin(),
        },
    };
    match loaded {
        Ok(lib) => {
            let mut n = 0;
            for v in lib.variants() {
                if v.setup_required.is_none() {
                    Position::start(v).map_err(|e| anyhow!("{}: setup: {e}", v.id))?;
                }
                println!(
                    "ok {} ({}, {} players, {} piece kinds{})",
                    v.id,
                    v.name,
                    v.player_count(),
                    v.kinds.len(),
                    if v.setup_required.is_some() {
                        ", no start position: games need setup:"
                    } else {
                        ""
                    }
                );
                n += 1;
            }
            println!("{n} variants ok");
            Ok(())
        }
        Err(errs) => {
            for e in &errs {
                println!("{e}");
            }
            bail!("{} problem(s) in the data files", errs.len())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `perft` and `render` need `--fen` for a variant without a start position, and say so.
    #[test]
    fn tools_ask_for_a_fen_when_there_is_no_start_position() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("frontofhouse-glinski-3p").expect("variant");
        let reason = v.setup_required.clone().expect("setup-required");
        let e = start_position(v, None).map(|_| ()).expect_err("no start");
        assert_eq!(
            e.to_string(),
            format!("frontofhouse-glinski-3p has no start position ({reason}); give one with --fen TEXT")
        );
        let fen = "1/3/5/7/8yK/11/bK4rP1yP3/2bP8/rN10/11/yR5rK4[rW] r - 0 1";
        let p = start_position(v, Some(fen)).expect("a given position");
        assert_eq!(p.perft(v, 1), 86);
    }

    /// The positions `bench render` draws come from games that must stay legal.
    #[test]
    fn bench_games_are_legal() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        for g in BENCH_GAMES {
            let mut p = Position::start(v).expect("start");
            for tok in g.split_whitespace() {
                let m = parse_move(v, &p, tok).unwrap_or_else(|e| panic!("{tok}: {e}"));
                p = p.after(v, m);
            }
        }
    }
}
