//! `hexcourier bench games`: `/games` for a player with games in many guilds, asked of a
//! process that serves a share of the gateway shards and so holds only some of them (the
//! others are found through the store's index of each user's games).

use super::sample::bench_game;
use crate::core::{Caller, Command, Core, Place, Rights, UserId};
use crate::shards::ShardRange;
use crate::store::{open_store, Commit, Expect, GameMeta, StoreUrl, Table, Write};
use anyhow::{bail, Result};
use hexcourier_engine::{Library, Variant};
use std::time::Instant;

/// The player whose games are listed.
const FAN: &str = "@fan";

/// The first game number of the player's games: far above what `bench fill` writes.
const FIRST: u64 = 900_000_000;

/// Writes `games` running games of [`FAN`] (each against another player, in guild `k % 64`
/// of the 64 that `bench fill` spreads its games over) unless the store has them, opens a
/// core serving `shards`, and times `/games` `asks` times in the first guild it serves (which
/// lists that guild's games, after reading all of the player's from the store's index).
///
/// # Errors
/// A store that cannot be read or written.
pub fn run(
    lib: Library,
    v: &Variant,
    url: &StoreUrl,
    shards: ShardRange,
    games: usize,
    asks: usize,
) -> Result<()> {
    let store = open_store(url)?;
    if store.get(Table::Games, &format!("g{FIRST}"))?.is_none() {
        write_games(&*store, v, games)?;
    }
    drop(store);
    let t = Instant::now();
    let core = Core::open_url_serving(lib, url, shards)?;
    println!(
        "games_open_ms: {:.0} ({} games held)",
        t.elapsed().as_secs_f64() * 1000.0,
        core.game_count()
    );
    // Asked in a guild this process serves.
    let index = (0..64u64)
        .find(|k| shards.serves(Some(&(k << 22).to_string())))
        .unwrap_or_default();
    let guild = (index << 22).to_string();
    // `/games` in a server lists that server's games: the player's games there.
    let here = (0..games as u64).filter(|k| k % 64 == index).count();
    let place = Place::lobby();
    let caller = Caller::member(UserId::new(FAN), guild, Rights::PLAIN);
    let mut times = Vec::with_capacity(asks);
    let mut listed = 0;
    for _ in 0..asks.max(1) {
        let t = Instant::now();
        let replies = core
            .try_execute(&caller, &place, Command::Games)
            .map_err(|p| anyhow::anyhow!("{p}"))?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        listed = replies
            .iter()
            .map(|r| match r {
                crate::core::Reply::Text { text, .. } => {
                    text.lines().filter(|l| l.contains("#g9")).count()
                }
                _ => 0,
            })
            .sum();
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!("games_listed: {listed}");
    println!("games_p50_ms: {:.2}", at(0.5));
    println!("games_p99_ms: {:.2}", at(0.99));
    if listed != here {
        bail!("/games listed {listed} of the player's {here} games in this server");
    }
    Ok(())
}

/// The player's games, with the store's index of their players.
fn write_games(store: &dyn crate::store::Store, v: &Variant, games: usize) -> Result<()> {
    let game = bench_game(v, 16)?;
    let start = game.start().to_text(v);
    let moves = game.move_texts().to_vec();
    let turn = game.position().turn().0;
    let mut batch = Commit::default();
    for k in 0..games as u64 {
        let n = FIRST + k;
        let realm = ((k % 64) << 22).to_string();
        let rival = format!("@rival{k}");
        let json = serde_json::json!({
            "version": crate::store::RECORD_VERSION,
            "id": format!("g{n}"),
            "variant": v.id,
            "players": [FAN, rival],
            "place": format!("#g{n}"),
            "start": start,
            "moves": moves,
            "outcome": null,
            "draw_offer": [],
            "created": 1_700_000_000 + k,
            "updated": 1_700_000_000 + k,
            "turn": turn,
            "realm": realm,
        });
        let rec = crate::store::GameRecord::decode(json.to_string().as_bytes())?;
        batch.writes.push(Write {
            table: Table::Games,
            key: rec.id.clone(),
            expect: Expect::Absent,
            value: Some(rec.encode()),
        });
        batch.games.push(GameMeta {
            key: rec.id.clone(),
            due_at: None,
            realm: Some(realm),
            users: vec![FAN.to_string(), rival],
        });
    }
    store.commit(batch)?;
    Ok(())
}
