//! Kill -9 against delivery: the real `hexcourier serve` process, connected to the fake
//! Discord, is killed with SIGKILL at random moments while players type moves in two games
//! (one against the engine) and Discord fails at random (an outage on message posts, 429s,
//! answers lost after the message was posted). After every kill the store is read; at the end,
//! with Discord healthy, every stored move must have been posted exactly once in its thread,
//! in order, and nothing that was not stored may have been posted.
//!
//! CI runs `HEXCOURIER_DISCORD_KILLS` kills (default 12); the long mode is
//! `HEXCOURIER_DISCORD_KILLS=500 cargo test --release -p hexcourier --test discord_crash --
//! --nocapture`, which prints the figures: announcements owed at the kills, delivered, lost,
//! duplicated, and the time from a restart to its first delivery.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Fault, Opt, State};
use hexcourier::store::{GameRecord, SledStore, Store};
use hexcourier_engine::notation::{move_to_text_plain, parse_move};
use hexcourier_engine::{Library, Position, Variant};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A small deterministic generator (splitmix64) for the kill moments and faults.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n.max(1)
    }
}

/// A `hexcourier serve` process, killed (SIGKILL) when dropped, so a failing test leaves
/// none behind.
struct Served(Child);

impl Served {
    /// SIGKILL, and wait for the process to be gone.
    fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        self.kill();
    }
}

/// `hexcourier serve` on the store in `dir`, talking to the fake.
fn serve(fake: &FakeDiscord, dir: &Path) -> Served {
    let child = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("serve")
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("HEXCOURIER_DISCORD_API", &fake.api)
        .env("HEXCOURIER_GUILD_ID", fake.state().guild_id.to_string())
        .env("HEXCOURIER_DATA", dir)
        .env("HEXCOURIER_FIRST_BACKOFF_MS", "50")
        .env("HEXCOURIER_MAX_BACKOFF_MS", "500")
        .env("HEXCOURIER_USER_BURST", "0")
        .env("HEXCOURIER_PLACE_BURST", "0")
        .env("HEXCOURIER_HINT_MS", "200")
        .env(
            "RUST_LOG",
            std::env::var("HEXCOURIER_CRASH_LOG").unwrap_or_else(|_| "error".into()),
        )
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env_remove("HTTP_PROXY")
        .env_remove("HTTPS_PROXY")
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start hexcourier serve");
    Served(child)
}

/// The stored game records and how many announcements are owed, read while no bot runs.
fn stored(dir: &Path) -> (Vec<GameRecord>, u64) {
    let store = SledStore::open(dir).expect("the store opens after a kill");
    let mut games: Vec<GameRecord> = store
        .games()
        .expect("games")
        .into_iter()
        .map(|(k, b)| GameRecord::decode(&b).unwrap_or_else(|e| panic!("{k}: {e}")))
        .collect();
    games.sort_by_key(|g| g.id.trim_start_matches('g').parse::<u64>().unwrap_or(0));
    let owed = store.outbox_status().expect("outbox").owed;
    (games, owed)
}

/// The numbered line a move is announced with: `3. Qe1-c3`, `3... e7-e6`.
fn move_line(i: usize, text: &str) -> String {
    let n = i / 2 + 1;
    if i.is_multiple_of(2) {
        format!("{n}. {text}")
    } else {
        format!("{n}... {text}")
    }
}

/// How often each announced move line was posted in a thread.
fn posted(st: &State, thread: u64, line: &str) -> usize {
    st.bot_messages(thread)
        .iter()
        .filter(|m| m.content.lines().next() == Some(line))
        .count()
}

/// A legal move for the side to move after `moves`, chosen by `rng`.
fn next_move(v: &Variant, moves: &[String], rng: &mut Rng) -> Option<String> {
    let mut pos = Position::start(v).ok()?;
    for t in moves {
        let m = parse_move(v, &pos, t).ok()?;
        pos = pos.after(v, m);
    }
    let legal = pos.legal_moves(v);
    if legal.is_empty() {
        return None;
    }
    let m = legal[rng.below(legal.len() as u64) as usize];
    Some(move_to_text_plain(v, &pos, m))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_of_the_discord_bot_loses_and_repeats_no_announcement() -> TestResult {
    init();
    let kills: u64 = std::env::var("HEXCOURIER_DISCORD_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(12);
    let limit = TEST_LIMIT + Duration::from_secs(kills * 10);
    tokio::time::timeout(limit, run(kills)).await??;
    Ok(())
}

async fn run(kills: u64) -> TestResult {
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    let v = lib.get("glinski").ok_or("glinski")?.clone();
    let fake = FakeDiscord::start().await?;
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().join("store");
    let mut rng = Rng(2026);
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;

    let mut bot = serve(&fake, &dir);
    let mut identifies = 1;
    connected(&fake, identifies).await?;
    // Two games: alice against bob, and alice against the engine (level 1).
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
        ],
    );
    answer_to(&fake, i).await?;
    accept_challenge(&fake, lobby, bob, 1).await?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("level", 1),
            Opt::Str("side", "white".into()),
        ],
    );
    answer_to(&fake, i).await?;
    // The courier opens each game's thread on its own, so their order is not the games'
    // order: each is found by its title, which starts with its game's id.
    let (human, engine) = fake
        .wait_for("both threads", WAIT, |s| {
            let find = |id: &str| {
                s.threads_of(lobby)
                    .iter()
                    .find(|c| c.name.starts_with(id))
                    .map(|c| c.id)
            };
            find("g1:").zip(find("g2:"))
        })
        .await?;

    let mut owed_at_kills = 0u64;
    let mut to_first_delivery: Vec<Duration> = Vec::new();
    for kill in 0..kills {
        // Discord misbehaves now and then.
        match rng.below(5) {
            0 => fake.outage("POST", "/channels/", 503),
            1 => fake.inject(Fault {
                method: "POST",
                path_contains: "/messages".into(),
                status: 429,
                retry_after: 0.05,
                after_effect: false,
                times: 2,
            }),
            2 => fake.inject(Fault {
                method: "POST",
                path_contains: "/messages".into(),
                status: 500,
                retry_after: 0.0,
                after_effect: true,
                times: 1,
            }),
            _ => {}
        }
        // Moves typed in both games (chosen from what the threads show: the store is the
        // running bot's), then the kill at a random moment.
        for _ in 0..=rng.below(3) {
            let moves = stored_moves_seen(&fake, human);
            if let Some(mv) = next_move(&v, &moves, &mut rng) {
                let who = if moves.len().is_multiple_of(2) {
                    alice
                } else {
                    bob
                };
                fake.say(who, human, &mv);
            }
            let moves = stored_moves_seen(&fake, engine);
            if moves.len().is_multiple_of(2) {
                if let Some(mv) = next_move(&v, &moves, &mut rng) {
                    fake.say(alice, engine, &mv);
                }
            }
            tokio::time::sleep(Duration::from_millis(rng.below(60))).await;
        }
        bot.kill();
        fake.end_outage();
        let (_, owed) = stored(&dir);
        owed_at_kills += owed;
        let restarted = Instant::now();
        bot = serve(&fake, &dir);
        identifies += 1;
        connected(&fake, identifies).await?;
        if owed > 0 {
            // The first announcement Discord took after the restart: a courier's post (its
            // nonce names a game's announcement, `g<id>.<seq>.<n>`; answers to typed text are
            // not announcements), or the archiving of a finished game's thread. A repeat of one
            // posted before the kill counts: Discord answers it with the first message.
            let first = fake
                .wait_for("the first delivery after the restart", WAIT, |s| {
                    s.requests
                        .iter()
                        .find(|r| {
                            r.at > restarted
                                && r.status == 200
                                && ((r.method == "POST"
                                    && r.path.ends_with("/messages")
                                    && r.nonce.as_deref().is_some_and(|n| n.starts_with('g')))
                                    || r.method == "PATCH")
                        })
                        .map(|r| r.at)
                })
                .await?;
            to_first_delivery.push(first - restarted);
        }
        eprintln!("kill {kill}: {owed} owed");
    }

    // Discord healthy, the bot up: everything stored is delivered, once, in order.
    fake.end_outage();
    bot.kill();
    let (games, _) = stored(&dir);
    bot = serve(&fake, &dir);
    identifies += 1;
    connected(&fake, identifies).await?;
    let mut delivered = 0usize;
    let mut lost = 0usize;
    let mut duplicated = 0usize;
    for (g, thread) in games.iter().zip([human, engine]) {
        let lines: Vec<String> = g
            .moves
            .iter()
            .enumerate()
            .map(|(i, t)| move_line(i, t))
            .collect();
        let last = lines.last().cloned();
        if let Some(last) = last {
            let _ = fake
                .wait_for("the last stored move's post", WAIT * 2, |s| {
                    (posted(s, thread, &last) > 0).then_some(())
                })
                .await;
        }
        let st = fake.state();
        let mut at = Vec::new();
        for line in &lines {
            match posted(&st, thread, line) {
                0 => lost += 1,
                1 => delivered += 1,
                _ => duplicated += 1,
            }
            at.push(
                st.bot_messages(thread)
                    .iter()
                    .position(|m| m.content.lines().next() == Some(line.as_str())),
            );
        }
        let order: Vec<usize> = at.into_iter().flatten().collect();
        assert!(
            order.windows(2).all(|w| w[0] < w[1]),
            "{}: out of order",
            g.id
        );
        // Nothing announced that was not stored.
        let announced = st
            .bot_messages(thread)
            .iter()
            .filter(|m| {
                m.content.split_whitespace().next().is_some_and(|w| {
                    w.ends_with('.') && w.starts_with(|c: char| c.is_ascii_digit())
                })
            })
            .count();
        assert_eq!(
            announced,
            lines.len(),
            "{}: announced {announced} of {} stored moves",
            g.id,
            lines.len()
        );
    }
    bot.kill();
    to_first_delivery.sort();
    let median = to_first_delivery
        .get(to_first_delivery.len() / 2)
        .copied()
        .unwrap_or_default();
    let worst = to_first_delivery.last().copied().unwrap_or_default();
    eprintln!(
        "discord crash: {kills} kills; announcements owed at the kills {owed_at_kills}; \
         moves delivered {delivered}, lost {lost}, duplicated {duplicated}; restart to first \
         delivery median {median:?}, worst {worst:?} ({} restarts with something owed)",
        to_first_delivery.len()
    );
    assert_eq!(lost, 0, "lost announcements");
    assert_eq!(duplicated, 0, "duplicated announcements");
    Ok(())
}

/// The moves of a game as its thread shows them (what the courier posted), in order.
fn stored_moves_seen(fake: &FakeDiscord, thread: u64) -> Vec<String> {
    let st = fake.state();
    let mut out = Vec::new();
    for m in st.bot_messages(thread) {
        let Some(first) = m.content.lines().next() else {
            continue;
        };
        let mut words = first.split_whitespace();
        let (Some(number), Some(text)) = (words.next(), words.next()) else {
            continue;
        };
        if number.ends_with('.') && number.starts_with(|c: char| c.is_ascii_digit()) {
            out.push(text.trim_end_matches(['+', '#']).to_string());
        }
    }
    out
}

/// A restart with many stored games and many announcements owed (as after an outage ended by
/// a crash): how soon the first goes out, and how soon all have. CI: 2,000 games and 100
/// owed; `HEXCOURIER_BIG_RESTART=1` for 100,000 games and 1,000 owed (the figures are
/// printed).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_with_many_games_sends_what_is_owed_at_once() -> TestResult {
    init();
    let big = std::env::var("HEXCOURIER_BIG_RESTART").is_ok_and(|v| v == "1");
    let (games, owed) = if big { (100_000, 1_000) } else { (2_000, 100) };
    tokio::time::timeout(TEST_LIMIT * 4, big_restart(games, owed)).await??;
    Ok(())
}

async fn big_restart(games: u64, owed: u64) -> TestResult {
    use hexcourier::store::{Commit, Expect, OwedEntry, OwedKey, Table, Write};
    let fake = FakeDiscord::start().await?;
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().join("store");
    let lobby = fake.state().lobby;
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    let v = lib.get("glinski").ok_or("glinski")?;
    let start = Position::start(v).map_err(|e| e.to_string())?.to_text(v);
    let threads: Vec<u64> = (0..owed)
        .map(|i| fake.add_thread(lobby, &format!("g{}", i + 1)))
        .collect();
    let filled = Instant::now();
    {
        let store = SledStore::open(&dir)?;
        let mut batch = Commit::default();
        for n in 1..=games {
            let record = serde_json::json!({
                "version": hexcourier::store::RECORD_VERSION,
                "id": format!("g{n}"), "variant": "glinski",
                "players": [format!("{}", 100 + n % 1000), format!("{}", 5000 + n % 1000)],
                "place": format!("#g{n}"), "start": start, "moves": [], "outcome": null,
                "draw_offer": [], "created": 1_700_000_000u64, "updated": 1_700_000_000u64,
                "turn": 0, "announced": u64::from(n <= owed),
            });
            batch.writes.push(Write {
                table: Table::Games,
                key: format!("g{n}"),
                expect: Expect::Any,
                value: Some(record.to_string().into_bytes()),
            });
            if n <= owed {
                let thread = threads[(n - 1) as usize];
                batch.writes.push(Write {
                    table: Table::Links,
                    key: format!("discord\t#g{n}"),
                    expect: Expect::Any,
                    value: Some(thread.to_string().into_bytes()),
                });
                let body = serde_json::json!({ "says": [
                    { "say": "text", "place": format!("#g{n}"), "text": format!("owed {n}") }
                ]});
                batch.owe.push(OwedEntry {
                    key: OwedKey {
                        game: format!("g{n}"),
                        seq: 0,
                    },
                    created: 1_700_000_000,
                    realm: None,
                    body: body.to_string().into_bytes(),
                });
            }
            if batch.writes.len() >= 5_000 {
                store.commit(std::mem::take(&mut batch))?;
            }
        }
        store.commit(batch)?;
    }
    let filled = filled.elapsed();
    let restarted = Instant::now();
    let mut bot = serve(&fake, &dir);
    let first = fake
        .wait_for("the first owed post", WAIT * 4, |s| {
            threads
                .iter()
                .any(|t| !s.bot_messages(*t).is_empty())
                .then(Instant::now)
        })
        .await?;
    let all = fake
        .wait_for("every owed post", WAIT * 8, |s| {
            threads
                .iter()
                .all(|t| s.bot_messages(*t).len() == 1)
                .then(Instant::now)
        })
        .await?;
    bot.kill();
    eprintln!(
        "restart with {games} games and {owed} owed (store filled in {filled:?}): first \
         delivery after {:?}, all delivered after {:?}",
        first - restarted,
        all - restarted
    );
    let st = fake.state();
    for (i, t) in threads.iter().enumerate() {
        let posts = st.bot_messages(*t);
        assert_eq!(posts.len(), 1, "g{} once", i + 1);
        assert_eq!(posts[0].content, format!("owed {}", i + 1));
    }
    Ok(())
}
