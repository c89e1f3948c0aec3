//! The command line: `hexcourier [--config FILE] [TOOL]`, parsed with clap.
//!
//! Without a tool the bot runs: on Discord when `DISCORD_TOKEN` is set, else the local
//! console. Settings come from the config file, then the environment, then the flags here;
//! each flag that sets a setting is named after its config key ([`SETTING_FLAGS`]), which
//! names its environment variable too (`crate::config`), so the three cannot drift apart.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Hexagonal chess by correspondence: a Discord bot (or a local console) and its tools.
#[derive(Debug, Parser)]
#[command(
    name = "hexcourier",
    version,
    about = "Hexagonal chess by correspondence: run the bot (Discord if DISCORD_TOKEN is set, else the local console) or one of its tools.",
    after_help = "Settings come from the config file (--config, or HEXCOURIER_CONFIG; the template hexcourier.example.toml, at the top of the repository and at /app/hexcourier.example.toml in the Docker image, lists every key and its environment variable), then the environment, then the flags. The Discord token is read from DISCORD_TOKEN only."
)]
pub struct Cli {
    /// A TOML settings file (default: $HEXCOURIER_CONFIG, else none).
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Where games are stored: sled:<dir> or a postgres:// URL (config key `store`).
    #[arg(long, global = true, value_name = "STORE")]
    pub store: Option<String>,
    /// The data directory: the default sled store and the console's pictures (config key
    /// `data_dir`).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// The tool to run; without one, the bot.
    #[command(subcommand)]
    pub tool: Option<Tool>,
}

/// The flags that set a setting, as `(flag, config key)`: a flag overrides its key's value
/// from the file and the environment.
pub const SETTING_FLAGS: &[(&str, &str)] = &[
    ("store", "store"),
    ("data-dir", "data_dir"),
    ("limits", "limits.console"),
    ("shards", "discord.shards"),
    ("application-id", "discord.application_id"),
];

/// The tools.
#[derive(Debug, Subcommand)]
pub enum Tool {
    /// Run the local console: each line on stdin is typed by @you in the lobby ('/help'), or by
    /// '@user: text' (in the lobby) or '@user #place: text' (e.g. '@alice #g1: Qe1-c3');
    /// replies on stdout.
    Console(ConsoleArgs),
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Serve(ServeArgs),
    /// Count the positions reachable in DEPTH moves (ends with "nodes <N>").
    Perft(PerftArgs),
    /// Draw a position to a PNG file.
    Render(RenderArgs),
    /// Measure speed: renders, perft, search, GIF replays, store fill and open.
    #[command(subcommand)]
    Bench(Bench),
    /// The engine over a UCI-style protocol on stdin/stdout.
    Uci,
    /// Play engine levels against each other; prints wins, draws and losses of A.
    Match(MatchArgs),
    /// Many simulated players through the core (real store, real PNGs): latency per command
    /// kind, throughput, peak memory.
    Loadtest(LoadtestArgs),
    /// Replay game records (PGN-like files); prints "ok <N> failed <M>".
    Replay(ReplayArgs),
    /// Validate every data file, with the server's own variants (`variants_dir`) as the bot
    /// loads them.
    Check(CheckArgs),
    /// How delivery stands: announcements owed, the oldest one's age, and those dropped.
    Status,
    /// Copy every game, link and owed announcement from one store to another (idempotent;
    /// stop the bots first); prints "games N links M owed K".
    Migrate(MigrateArgs),
    /// Write everything the store holds (games, links, ratings, players, announcements owed,
    /// id counters) to FILE, a versioned JSON-lines file (`-`: standard output). A PostgreSQL
    /// store may be backed up while bots run; stop the bot first on sled.
    Backup(BackupArgs),
    /// Restore a backup FILE into the store, which must be empty.
    Restore(RestoreArgs),
    /// Run engine searches (engine turns, hints, analyses) for any number of bot processes,
    /// taken from the PostgreSQL store's job queue (bots hand them over with config key
    /// `engine.workers`).
    Worker(WorkerArgs),
    /// Pair the next round of a FIDE tournament report file (TRF) by the Dutch system,
    /// written as bbpPairings writes it.
    Pairings(PairingsArgs),
    /// Print the address that invites the bot to a server, with the permissions it asks for
    /// and what needs each.
    Invite(InviteArgs),
    /// Print shell completions for SHELL.
    Completions(CompletionsArgs),
    /// Print the permission table: who may use each command, on what (docs/admin.md shows
    /// it).
    Permissions,
    /// Tactics puzzles: generate them from game records and engine self-play, or list a
    /// library.
    #[command(subcommand)]
    Puzzles(Puzzles),
    /// Simulate whole communities from seeds (members, a jumping clock, restarts, crashes
    /// and outages), checking the invariants after every step; prints seeds, simulated
    /// community-months, steps per second and checks, and a failing seed as a shrunk script.
    Sim(SimArgs),
}

/// `hexcourier puzzles`.
#[derive(Debug, Subcommand)]
pub enum Puzzles {
    /// Find puzzles in game records and seeded self-play; writes JSON lines and prints figures
    /// (candidates, what each filter dropped, puzzles per variant and per CPU-minute) on stderr.
    Generate(PuzzlesGenerateArgs),
    /// Print one puzzle a line: id, variant, position (state text), solution moves.
    List(PuzzlesListArgs),
}

/// `hexcourier puzzles generate`.
#[derive(Debug, Args)]
pub struct PuzzlesGenerateArgs {
    /// A variant to generate for (repeatable); default: Glinski for --games, every two-player
    /// variant with a start position for --self-play.
    #[arg(long = "variant", value_name = "V")]
    pub variants: Vec<String>,
    /// A folder of game records (*.pgn; games without a Variant tag are Glinski's).
    #[arg(long, value_name = "DIR")]
    pub games: Option<PathBuf>,
    /// The store's finished two-player games too (`--store`, else the data directory's sled
    /// store, which a running bot holds: stop it first, or give a copy).
    #[arg(long)]
    pub finished: bool,
    /// Self-play games per variant (a weak level against a stronger one).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub self_play: u32,
    /// Seed of the self-play games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// The file each puzzle is appended to as it is found (`-`: standard output); puzzles the
    /// file already holds are not written again, so a run stopped early can be run again.
    #[arg(long, value_name = "FILE", default_value = "-")]
    pub out: PathBuf,
    /// Depth of the scan for mistakes.
    #[arg(long, value_name = "D", default_value_t = 3)]
    pub scan_depth: u32,
    /// Depth of the verification (deeper than the scan).
    #[arg(long, value_name = "D", default_value_t = 5)]
    pub verify_depth: u32,
    /// The most nodes the verification of one candidate may search, each of its two passes
    /// (a candidate that needs more is dropped as over-budget), and the scan of one position
    /// (a position that needs more is not judged); default: no limit.
    #[arg(long, value_name = "N")]
    pub node_budget: Option<u64>,
    /// The self-play level that makes the mistakes (1–8).
    #[arg(long, value_name = "L", default_value_t = 2)]
    pub weak: u8,
    /// The self-play level of its opponent (1–8).
    #[arg(long, value_name = "L", default_value_t = 4)]
    pub strong: u8,
    /// Plies after which a self-play game stops.
    #[arg(long, value_name = "N", default_value_t = 160)]
    pub max_plies: usize,
}

/// `hexcourier puzzles list`.
#[derive(Debug, Args)]
pub struct PuzzlesListArgs {
    /// Only this variant's puzzles.
    #[arg(long, value_name = "V")]
    pub variant: Option<String>,
    /// A library file (JSON lines) or a folder of them.
    #[arg(long, value_name = "FILE", default_value = "data/puzzles")]
    pub file: PathBuf,
}

/// `hexcourier sim`.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// How many seeds to run.
    #[arg(long, default_value_t = 100)]
    pub seeds: u64,
    /// The first seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub from: u64,
    /// Most steps a seed's run takes.
    #[arg(long, value_name = "K", default_value_t = 400)]
    pub steps: usize,
    /// Simulated months a seed's run aims at (30 days each; at most 11).
    #[arg(long, value_name = "M", default_value_t = 3)]
    pub months: u64,
    /// Also check the invariants known to fail on this build (see `hexcourier::sim`).
    #[arg(long)]
    pub all: bool,
    /// An invariant not to check (by name; may be repeated).
    #[arg(long, value_name = "NAME")]
    pub skip: Vec<String>,
    /// Runs at once, one seed each.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub jobs: usize,
    /// Go on after a failing seed (each failure is printed).
    #[arg(long)]
    pub keep_going: bool,
    /// Do not shrink a failing run.
    #[arg(long)]
    pub no_shrink: bool,
    /// Replay a script written by a failing run instead of running seeds.
    #[arg(long, value_name = "FILE")]
    pub replay: Option<PathBuf>,
    /// With --replay: print each step, the simulated time, and what members and places
    /// were told in it.
    #[arg(long, requires = "replay")]
    pub trace: bool,
}

/// `hexcourier pairings`.
#[derive(Debug, Args)]
pub struct PairingsArgs {
    /// Use the FIDE Dutch system (the only one implemented).
    #[arg(long)]
    pub dutch: bool,
    /// The tournament report file (TRF-16, with `XXR` for the number of rounds).
    pub file: PathBuf,
    /// Where to write the pairings (`-`: standard output).
    #[arg(short = 'p', value_name = "OUT")]
    pub out: PathBuf,
}

/// `hexcourier backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The file to write (never overwritten); `-` writes to standard output.
    pub file: PathBuf,
}

/// `hexcourier restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The backup file to read.
    pub file: PathBuf,
}

/// `hexcourier invite`.
#[derive(Debug, Args)]
pub struct InviteArgs {
    /// The application's id, from the developer portal's General Information page (config
    /// key `discord.application_id`).
    #[arg(long, value_name = "ID")]
    pub application_id: Option<String>,
}

/// `hexcourier worker`.
#[derive(Debug, Args)]
pub struct WorkerArgs {
    /// The worker's name in the job queue (default: worker-<process id>).
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// How long a job stays this worker's without a renewal: a killed worker's job is taken
    /// again after it (renewed three times a period while searching).
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    pub lease_secs: u64,
}

/// `hexcourier console`.
#[derive(Debug, Args)]
pub struct ConsoleArgs {
    /// Apply the usage limits (rate and game caps) to the console too (config key
    /// `limits.console`); off by default: the console has one trusted user.
    #[arg(long)]
    pub limits: bool,
    /// The language of the answers: en, pl, hu or de (config key `lang`, $HEXCOURIER_LANG;
    /// default English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

/// `hexcourier serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The gateway shards this process runs, FIRST-LAST/TOTAL with both ends included (e.g.
    /// 0-3/8; config key `discord.shards`): it serves the games of the guilds those shards
    /// carry, and shard 0's process the games without a guild.
    #[arg(long, value_name = "FIRST-LAST/TOTAL")]
    pub shards: Option<String>,
}

/// `hexcourier perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The variant's id, e.g. glinski.
    pub variant: String,
    /// How many moves deep.
    pub depth: u32,
    /// List each first move with its count.
    #[arg(long)]
    pub divide: bool,
    /// Start from this state text (needed for variants without a start position).
    #[arg(long, value_name = "TEXT")]
    pub fen: Option<String>,
}

/// `hexcourier render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The variant's id.
    pub variant: String,
    /// Moves to play first, in move text ("1. Qe1-c3 Qe10-c6").
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
    /// Start from this state text.
    #[arg(long, value_name = "TEXT")]
    pub fen: Option<String>,
    /// The side at the bottom (a player's name or letter; default: the side to move).
    #[arg(long, value_name = "PLAYER")]
    pub view: Option<String>,
    /// The picture's size in pixels (default 800).
    #[arg(long, value_name = "PX")]
    pub size: Option<u32>,
    /// The PNG file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// `hexcourier bench …`.
#[derive(Debug, Subcommand)]
pub enum Bench {
    /// render_png_ms: the median of 800 px renders of a real game.
    Render {
        /// Renders measured.
        #[arg(long, default_value_t = 400)]
        iterations: usize,
    },
    /// perft_nps: Glinski's start, bulk counting, one thread.
    Perft {
        /// How deep.
        #[arg(long, default_value_t = 5)]
        depth: u32,
    },
    /// search_depth_1s and search_nps: Glinski's start, one second, one thread.
    Search,
    /// Fill a fresh store with running 16-move Glinski games (for bench open).
    Fill {
        /// A fresh sled directory (or use --store).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// Games to write.
        #[arg(long, default_value_t = 100_000)]
        games: usize,
    },
    /// gif_ms and gif_bytes: the animated replay of a 60-ply Glinski game.
    Gif,
    /// pairings_ms: the Dutch pairing of the next round of a Swiss of PLAYERS players.
    Pairings {
        /// Players.
        #[arg(long, default_value_t = 500)]
        players: u32,
        /// Rounds played before the one timed.
        #[arg(long, default_value_t = 4)]
        rounds: usize,
    },
    /// page_p50_ms, page_p99_ms: game pages over loopback; move_to_all_ms, rss_mib: a move
    /// reaching WATCHERS live pages of one game.
    Web {
        /// Game pages requested.
        #[arg(long, default_value_t = 2000)]
        requests: usize,
        /// Live pages open on the game.
        #[arg(long, default_value_t = 1000)]
        watchers: usize,
    },
    /// gif_same_8_ms, gif_same_40_ms, gif_same_40_peak_rss_mib, gif_distinct_N_ms: replays
    /// asked for at once; one_address_live_pages_served; healthz_with_300_idle_ms.
    WebLimits {
        /// Replays drawn at once (web.max_gif_renders).
        #[arg(long, default_value_t = 2)]
        gif_renders: usize,
        /// Different games whose replays are asked for at once.
        #[arg(long, default_value_t = 8)]
        distinct: usize,
    },
    /// open_ms, open_games, open_peak_rss_mib: time and memory to open a store.
    Open {
        /// A sled directory (or use --store).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// Open it as a process serving these gateway shards (FIRST-LAST/TOTAL) would.
        #[arg(long, value_name = "RANGE")]
        shards: Option<String>,
    },
    /// games_p50_ms, games_p99_ms: `/games` for a player with GAMES games spread over 64
    /// guilds, asked of a process serving SHARDS (on a store `bench fill` filled: its other
    /// games are found through the store's index of each player's games).
    Games {
        /// A sled directory (or use --store).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// Serve these gateway shards (FIRST-LAST/TOTAL).
        #[arg(long, value_name = "RANGE")]
        shards: Option<String>,
        /// The player's games.
        #[arg(long, default_value_t = 50)]
        games: usize,
        /// Times `/games` is asked.
        #[arg(long, default_value_t = 200)]
        asks: usize,
    },
    /// deadlines_*: a core (in memory, fake clock) holding GAMES running games with move
    /// clocks and WINDOWS open vote windows: the schedule's build, a tick with nothing due,
    /// and each deadline fired at its instant (the tick's time then is its lateness).
    Deadlines {
        /// Running games with move clocks.
        #[arg(long, default_value_t = 100_000)]
        games: usize,
        /// Vote games with an open window.
        #[arg(long, default_value_t = 1_000)]
        windows: usize,
        /// Due instants fired and timed.
        #[arg(long, default_value_t = 200)]
        fire: usize,
        /// Engine searches running meanwhile (threads searching without pause).
        #[arg(long, default_value_t = 0)]
        searching: usize,
    },
}

/// `hexcourier match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The variant's id.
    pub variant: String,
    /// Player A's level: level:N or N (1 to 8).
    #[arg(long, value_name = "LEVEL")]
    pub a: String,
    /// Player B's level.
    #[arg(long, value_name = "LEVEL")]
    pub b: String,
    /// Games to play (A moves first in every other one).
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Seed of the weak levels' noise (levels 1-5 are deterministic for a seed).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A game still running after this many plies is a draw.
    #[arg(long, default_value_t = 300)]
    pub max_plies: usize,
}

/// `hexcourier loadtest`.
#[derive(Debug, Args)]
pub struct LoadtestArgs {
    /// Games started.
    #[arg(long, default_value_t = 200)]
    pub games: usize,
    /// Moves played in each game.
    #[arg(long, default_value_t = 10)]
    pub moves: usize,
    /// Threads sending commands at once.
    #[arg(long, default_value_t = 4)]
    pub concurrency: usize,
    /// Engine searches kept running meanwhile.
    #[arg(long, default_value_t = 0)]
    pub with_engine: usize,
    /// The variant of every game.
    #[arg(long, default_value = "glinski")]
    pub variant: String,
    /// A fresh sled directory (default: a temporary one; or use --store).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// Seed of the players' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `hexcourier replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The file of records.
    pub file: PathBuf,
    /// The variant of records without a Variant tag (default glinski).
    #[arg(long, value_name = "ID")]
    pub variant: Option<String>,
}

/// `hexcourier check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// A folder of data files (pieces.toml, boards/, variants/) to check instead of the
    /// built-in ones (default: $HEXCOURIER_VARIANT_FILES, else the built-in data). Not the
    /// data directory of the store (--data-dir).
    #[arg(value_name = "VARIANT_FILES")]
    pub dir: Option<PathBuf>,
    /// A folder of a server's own variant files, checked with the data (default: the
    /// `variants_dir` setting, as the bot loads it).
    #[arg(long, value_name = "DIR")]
    pub variants: Option<PathBuf>,
}

/// `hexcourier migrate`.
#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// The store to copy from (sled:<dir> or postgres://…).
    #[arg(long, value_name = "STORE")]
    pub from: String,
    /// The store to copy to.
    #[arg(long, value_name = "STORE")]
    pub to: String,
}

/// `hexcourier completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: Shell,
}

/// The shells completions are made for.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Shell {
    /// bash
    Bash,
    /// zsh
    Zsh,
    /// fish
    Fish,
    /// elvish
    Elvish,
    /// PowerShell
    Powershell,
}

impl From<Shell> for clap_complete::Shell {
    fn from(s: Shell) -> clap_complete::Shell {
        match s {
            Shell::Bash => clap_complete::Shell::Bash,
            Shell::Zsh => clap_complete::Shell::Zsh,
            Shell::Fish => clap_complete::Shell::Fish,
            Shell::Elvish => clap_complete::Shell::Elvish,
            Shell::Powershell => clap_complete::Shell::PowerShell,
        }
    }
}

/// Writes completions for `shell` to `out`.
pub fn completions(shell: Shell, out: &mut dyn std::io::Write) {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    clap_complete::generate(
        clap_complete::Shell::from(shell),
        &mut cmd,
        "hexcourier",
        out,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_setting_flag_is_a_config_key_and_a_flag() {
        let cmd = Cli::command();
        let flags: Vec<String> = cmd
            .get_arguments()
            .chain(cmd.get_subcommands().flat_map(|s| s.get_arguments()))
            .filter_map(|a| a.get_long().map(str::to_string))
            .collect();
        for (flag, key) in SETTING_FLAGS {
            assert!(flags.iter().any(|f| f == flag), "--{flag} exists");
            assert!(
                crate::config::key_env(key).is_some(),
                "{key} is a config key with an environment variable"
            );
        }
    }

    #[test]
    fn wrong_usage_is_an_error() {
        assert!(Cli::try_parse_from(["hexcourier", "perft", "glinski"]).is_err());
        assert!(Cli::try_parse_from(["hexcourier", "perft", "glinski", "deep"]).is_err());
        assert!(Cli::try_parse_from(["hexcourier", "nonsense"]).is_err());
        let ok = Cli::try_parse_from(["hexcourier", "--store", "sled:x", "perft", "glinski", "3"]);
        assert!(matches!(
            ok,
            Ok(Cli {
                tool: Some(Tool::Perft(_)),
                ..
            })
        ));
    }
}
