//! `hexcourier`: the bot (console or Discord) and its tools; `hexcourier --help` lists them.

use anyhow::{Context, Result};
use clap::Parser;
use hexcourier::cli::{Cli, Tool};
use hexcourier::config::Settings;
use hexcourier::tools;

fn main() {
    let cli = Cli::parse();
    if let Err(e) = run(cli) {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}

/// The settings: the config file, the environment, then the flags.
fn settings(cli: &Cli) -> Result<Settings> {
    let mut s = Settings::load(cli.config.as_deref())?;
    if let Some(store) = &cli.store {
        s.apply_flag("store", "store", store)?;
    }
    if let Some(dir) = &cli.data_dir {
        s.apply_flag("data_dir", "data-dir", &dir.to_string_lossy())?;
    }
    match &cli.tool {
        Some(Tool::Serve(a)) => {
            if let Some(shards) = &a.shards {
                s.apply_flag("discord.shards", "shards", shards)?;
            }
        }
        Some(Tool::Console(a)) => {
            if a.limits {
                s.apply_flag("limits.console", "limits", "true")?;
            }
            if let Some(lang) = &a.lang {
                s.apply_flag("lang", "lang", lang)?;
            }
        }
        Some(Tool::Invite(a)) => {
            if let Some(id) = &a.application_id {
                s.apply_flag("discord.application_id", "application-id", id)?;
            }
        }
        _ => {}
    }
    Ok(s)
}

fn run(cli: Cli) -> Result<()> {
    let s = settings(&cli)?;
    let extra = s.variants_dir.clone();
    let extra = extra.as_deref();
    match &cli.tool {
        None => {
            if std::env::var(hexcourier::discord::TOKEN_ENV).is_ok_and(|t| !t.trim().is_empty()) {
                hexcourier::discord::serve_with(tools::library(extra)?, &s)
            } else {
                hexcourier::console::run_stdio_with(tools::library(extra)?, &s)
            }
        }
        Some(Tool::Console(_)) => hexcourier::console::run_stdio_with(tools::library(extra)?, &s),
        Some(Tool::Serve(_)) => hexcourier::discord::serve_with(tools::library(extra)?, &s),
        Some(Tool::Perft(a)) => tools::perft::run(a, extra),
        Some(Tool::Render(a)) => tools::render::run(a, extra),
        Some(Tool::Bench(b)) => tools::bench::run(b, &s.store_url()?, extra),
        Some(Tool::Uci) => {
            let lib = tools::library(extra)?;
            hexcourier::uci::run_stdio(&lib).context("the uci session failed")
        }
        Some(Tool::Match(a)) => tools::play::play_match(a, extra),
        Some(Tool::Loadtest(a)) => {
            let store = s.store.as_ref().map(|_| s.store_url()).transpose()?;
            tools::play::loadtest(a, store, extra)
        }
        Some(Tool::Replay(a)) => tools::replay::run(a, extra),
        Some(Tool::Check(a)) => tools::check::run(a, extra),
        Some(Tool::Status) => tools::status::run(&s.store_url()?, s.web.listen.as_deref()),
        Some(Tool::Migrate(a)) => tools::migrate::run(a),
        Some(Tool::Worker(a)) => tools::worker::run(a, tools::library(extra)?, &s),
        Some(Tool::Pairings(a)) => tools::pairings::run(a),
        Some(Tool::Sim(a)) => tools::sim::run(a, extra),
        Some(Tool::Permissions) => {
            print!("{}", hexcourier::core::vocabulary::permission::markdown());
            Ok(())
        }
        Some(Tool::Invite(_)) => tools::invite::run(s.application_id),
        Some(Tool::Backup(a)) => tools::backup::run_backup(&a.file, &s.store_url()?),
        Some(Tool::Restore(a)) => tools::backup::run_restore(&a.file, &s.store_url()?),
        Some(Tool::Puzzles(p)) => tools::puzzles::run(p, extra, &|| s.store_url()),
        Some(Tool::Completions(a)) => {
            hexcourier::cli::completions(a.shell, &mut std::io::stdout());
            Ok(())
        }
    }
}
