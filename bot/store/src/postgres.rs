//! The shared store: a PostgreSQL database, for many bot processes on many machines.
//!
//! tokio-postgres with a deadpool connection pool, on a small tokio runtime of the store's
//! own: the [`Store`] contract is synchronous and called from blocking threads (the Discord
//! adapter's `spawn_blocking`, the console's thread), so each call hands its work to that
//! runtime and waits for the answer on a channel. It never blocks an async runtime's worker,
//! and never starts a runtime inside another.
//!
//! The schema is created and migrated by the program: `schema_migrations` records the
//! versions applied; [`PgStore::connect`] applies the missing ones in one transaction under an
//! advisory lock (two processes starting at once migrate once) and refuses a database whose
//! schema is newer than the build knows. Records are versioned in one table (`records`:
//! table, key, version, value); a versioned write is `UPDATE … WHERE version = $expected`, so
//! of two processes writing from the same version exactly one succeeds. Game ids come from a
//! sequence. Owed announcements live in `outbox`, written in the same transaction as the
//! change.

use super::jobs::{JobQueue, JobState, TakenJob};
use super::{
    expect_words, found_words, Commit, DueGame, Expect, Exported, OutboxStatus, OwedEntry, OwedKey,
    Store, StoreError, Table, Versioned,
};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use futures_util::{pin_mut, TryStreamExt};
use std::future::Future;
use std::str::FromStr;
use std::sync::mpsc;
use tokio_postgres::NoTls;

/// The schema's migrations, in order; the version of each is its position from 1.
const MIGRATIONS: &[&str] = &[
    // 1: records, the outbox, counters.
    r#"
    CREATE TABLE records (
        tbl TEXT NOT NULL,
        key TEXT NOT NULL,
        version BIGINT NOT NULL,
        value BYTEA NOT NULL,
        PRIMARY KEY (tbl, key)
    );
    CREATE TABLE outbox (
        game TEXT NOT NULL,
        seq BIGINT NOT NULL,
        created BIGINT NOT NULL,
        realm TEXT,
        body BYTEA NOT NULL,
        PRIMARY KEY (game, seq)
    );
    CREATE TABLE counters (
        name TEXT PRIMARY KEY,
        value BIGINT NOT NULL
    );
    CREATE SEQUENCE game_ids;
    "#,
    // 2: the engine jobs of workers.
    r#"
    CREATE TABLE engine_jobs (
        key TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        input BYTEA NOT NULL,
        queued TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
        worker TEXT,
        lease_until TIMESTAMPTZ,
        attempts INTEGER NOT NULL DEFAULT 0,
        output BYTEA,
        finished TIMESTAMPTZ
    );
    CREATE INDEX engine_jobs_open ON engine_jobs (queued) WHERE output IS NULL;
    CREATE INDEX engine_jobs_finished ON engine_jobs (finished) WHERE finished IS NOT NULL;
    "#,
    // 3: beside each game record, when it next has something due and its community (written
    // with the record; games stored before have none until their next write), and the games
    // of each user.
    r#"
    ALTER TABLE records ADD COLUMN due_at BIGINT, ADD COLUMN realm TEXT;
    CREATE INDEX records_due ON records (due_at) WHERE tbl = 'games' AND due_at IS NOT NULL;
    CREATE TABLE user_games (
        user_id TEXT NOT NULL,
        game TEXT NOT NULL,
        PRIMARY KEY (user_id, game)
    );
    CREATE FUNCTION pg_temp.record_json(v BYTEA) RETURNS JSONB AS $f$
    BEGIN
        RETURN convert_from(v, 'UTF8')::JSONB;
    EXCEPTION WHEN others THEN
        RETURN NULL;
    END
    $f$ LANGUAGE plpgsql;
    CREATE TEMPORARY TABLE game_json ON COMMIT DROP AS
        SELECT key, pg_temp.record_json(value) AS j FROM records WHERE tbl = 'games';
    UPDATE records r SET realm = g.j ->> 'realm'
        FROM game_json g WHERE r.tbl = 'games' AND r.key = g.key;
    INSERT INTO user_games (user_id, game)
        SELECT u, key FROM game_json,
            LATERAL jsonb_array_elements_text(
                CASE WHEN jsonb_typeof(j -> 'players') = 'array' THEN j -> 'players'
                ELSE '[]'::JSONB END) AS u
        UNION
        SELECT j ->> 'creator', key FROM game_json WHERE j ->> 'creator' IS NOT NULL
        ON CONFLICT DO NOTHING;
    "#,
    // 4: beside each game record, the part of its guild's id its gateway shard is computed
    // from (the id shifted right by 22 bits), so a process finds its shards' games with
    // integer arithmetic instead of reading every community id as a number.
    r#"
    ALTER TABLE records ADD COLUMN guild_bits BIGINT;
    UPDATE records SET guild_bits = div(realm::NUMERIC, 4194304)::BIGINT
        WHERE tbl = 'games' AND realm ~ '^[0-9]{1,20}$'
        AND realm::NUMERIC <= 18446744073709551615;
    "#,
];

/// The part of a community's id its shard is computed from ([`ShardRange::shard_of`]): a
/// guild id shifted right by 22 bits; `None` for no guild (served with shard 0).
///
/// [`ShardRange::shard_of`]: crate::shards::ShardRange::shard_of
fn guild_bits(realm: Option<&str>) -> Option<i64> {
    realm
        .and_then(|r| r.parse::<u64>().ok())
        .and_then(|g| i64::try_from(g >> 22).ok())
}

/// The channel on which a commit that owes announcements notifies the other processes.
const OWED_CHANNEL: &str = "hexcourier_owed";

/// The channel on which queuing an engine job notifies the workers.
const JOBS_CHANNEL: &str = "hexcourier_jobs";

/// What runs on a channel's notifications, once set (the listener starts with it).
type Watcher = std::sync::Arc<std::sync::Mutex<Option<super::ChangeHook>>>;

/// How long finished jobs are kept (their outputs read, their attempts counted).
const KEEP_FINISHED_SECS: f64 = 3600.0;

/// The advisory lock taken while migrating.
const MIGRATION_LOCK: i64 = 0x4845_5843_4f55_5231; // "HEXCOUR1"

/// The connections a store keeps open by default.
pub const POOL_SIZE: usize = 8;

/// A PostgreSQL store.
pub struct PgStore {
    runtime: Option<tokio::runtime::Runtime>,
    pool: Pool,
    /// How to connect (the notification listener has a connection of its own).
    config: tokio_postgres::Config,
    /// The TLS connector, unless `sslmode=disable`.
    tls: Option<tokio_postgres_rustls::MakeRustlsConnect>,
    /// What runs when another process stored something owed; the listener starts with the
    /// first hook.
    watcher: Watcher,
    /// What runs when an engine job is queued (a worker's wake-up).
    job_watcher: Watcher,
    /// The address, password hidden, for messages.
    shown: String,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore").field("url", &self.shown).finish()
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropping a runtime may block; shutting it down in the background never does, so a
        // store can be dropped anywhere, inside an async task too.
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

fn pg(e: impl std::fmt::Display) -> StoreError {
    StoreError::Postgres(hexcourier_secret::scrub(&e.to_string()))
}

fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn to_u64(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

impl PgStore {
    /// Connects to the database at `url` (e.g. `postgres://hexcourier@db:5432/hexcourier`)
    /// with [`POOL_SIZE`] connections, and migrates its schema.
    ///
    /// # Errors
    /// If the URL is bad, the database cannot be reached, or its schema is newer than this
    /// build's.
    pub fn connect(url: &str) -> Result<PgStore, StoreError> {
        PgStore::connect_with(url, POOL_SIZE)
    }

    /// [`PgStore::connect`] with `connections` pooled connections.
    ///
    /// # Errors
    /// As [`PgStore::connect`].
    pub fn connect_with(url: &str, connections: usize) -> Result<PgStore, StoreError> {
        let shown = hexcourier_secret::mask_url(url);
        let bad = |why: String| StoreError::BadUrl {
            given: shown.clone(),
            why: hexcourier_secret::scrub(&why),
        };
        // TLS as libpq's sslmode and sslrootcert say (pg_tls), on rustls.
        let (plain, tls) = super::pg_tls::split_tls(url).map_err(bad)?;
        let connector = super::pg_tls::connector(&tls).map_err(bad)?;
        let mut config =
            tokio_postgres::Config::from_str(&plain).map_err(|e| bad(e.to_string()))?;
        // PostgreSQL's own variable gives the password when the address does not.
        if config.get_password().is_none() {
            if let Some(pw) = std::env::var_os("PGPASSWORD").filter(|p| !p.is_empty()) {
                config.password(pw.as_encoded_bytes());
            }
        }
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("hexcourier-pg")
            .enable_all()
            .build()
            .map_err(pg)?;
        let manager_config = || ManagerConfig {
            recycling_method: RecyclingMethod::Fast,
        };
        let manager = match &connector {
            Some(c) => Manager::from_config(config.clone(), c.clone(), manager_config()),
            None => Manager::from_config(config.clone(), NoTls, manager_config()),
        };
        let pool = Pool::builder(manager)
            .max_size(connections.max(1))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(pg)?;
        let store = PgStore {
            runtime: Some(runtime),
            pool,
            config,
            tls: connector,
            watcher: std::sync::Arc::default(),
            job_watcher: std::sync::Arc::default(),
            shown,
        };
        store.migrate()?;
        Ok(store)
    }

    /// Runs `work` on the store's runtime and waits for it.
    pub(crate) fn run<T: Send + 'static>(
        &self,
        work: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let rt = self
            .runtime
            .as_ref()
            .ok_or_else(|| pg("the store is shut down"))?;
        let (tx, rx) = mpsc::sync_channel(1);
        rt.spawn(async move {
            let _ = tx.send(work.await);
        });
        rx.recv()
            .map_err(|_| pg("the database task ended without an answer"))?
    }

    /// Applies the migrations the database lacks.
    fn migrate(&self) -> Result<(), StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let mut client = pool.get().await.map_err(pg)?;
            let tx = client.transaction().await.map_err(pg)?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
                .await
                .map_err(pg)?;
            tx.batch_execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (
                    version BIGINT PRIMARY KEY,
                    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
                )",
            )
            .await
            .map_err(pg)?;
            let row = tx
                .query_one(
                    "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                    &[],
                )
                .await
                .map_err(pg)?;
            let applied: i64 = row.get(0);
            let known = MIGRATIONS.len() as i64;
            if applied > known {
                return Err(StoreError::SchemaTooNew {
                    found: applied,
                    known,
                });
            }
            for (i, sql) in MIGRATIONS.iter().enumerate().skip(applied as usize) {
                tx.batch_execute(sql).await.map_err(pg)?;
                tx.execute(
                    "INSERT INTO schema_migrations (version) VALUES ($1)",
                    &[&(i as i64 + 1)],
                )
                .await
                .map_err(pg)?;
            }
            tx.commit().await.map_err(pg)
        })
    }

    /// The schema version the database is at.
    ///
    /// # Errors
    /// If the database cannot be read.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = client
                .query_one(
                    "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                    &[],
                )
                .await
                .map_err(pg)?;
            Ok(row.get(0))
        })
    }

    /// The newest schema version this build knows.
    pub fn known_schema() -> i64 {
        MIGRATIONS.len() as i64
    }
}

impl PgStore {
    /// Streams the rows `(key, version, value)` of a query, with its text then its number
    /// parameters, to `visit` (through a bounded channel, so a scan of every game never
    /// holds them all in memory), until it returns `false`.
    fn stream_records(
        &self,
        sql: &'static str,
        texts: Vec<String>,
        numbers: Vec<i64>,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        let rt = self
            .runtime
            .as_ref()
            .ok_or_else(|| pg("the store is shut down"))?;
        let pool = self.pool.clone();
        let (tx, rx) = mpsc::sync_channel::<Result<(String, Versioned), StoreError>>(1024);
        rt.spawn(async move {
            let streamed = async {
                let client = pool.get().await.map_err(pg)?;
                let params: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> = texts
                    .iter()
                    .map(|t| t as &(dyn tokio_postgres::types::ToSql + Sync))
                    .chain(
                        numbers
                            .iter()
                            .map(|n| n as &(dyn tokio_postgres::types::ToSql + Sync)),
                    )
                    .collect();
                let rows = client.query_raw(sql, params).await.map_err(pg)?;
                pin_mut!(rows);
                while let Some(row) = rows.try_next().await.map_err(pg)? {
                    let item = (
                        row.get::<_, String>(0),
                        Versioned {
                            version: to_u64(row.get(1)),
                            bytes: row.get(2),
                        },
                    );
                    if tx.send(Ok(item)).is_err() {
                        return Ok(()); // the caller stopped
                    }
                }
                Ok::<(), StoreError>(())
            };
            if let Err(e) = streamed.await {
                let _ = tx.send(Err(e));
            }
        });
        for item in rx {
            let (key, v) = item?;
            if !visit(&key, v) {
                break;
            }
        }
        Ok(())
    }

    /// Sets the hook of a channel's notifications; the first one starts its listener.
    fn start_listening(&self, channel: &'static str, watcher: &Watcher, hook: super::ChangeHook) {
        let first = {
            let mut w = watcher
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let first = w.is_none();
            *w = Some(hook);
            first
        };
        if let (true, Some(rt)) = (first, self.runtime.as_ref()) {
            match &self.tls {
                Some(tls) => rt.spawn(listen(
                    self.config.clone(),
                    tls.clone(),
                    channel,
                    watcher.clone(),
                )),
                None => rt.spawn(listen(self.config.clone(), NoTls, channel, watcher.clone())),
            };
        }
    }
}

/// Listens for the notifications on `channel` (commits that owe announcements, jobs queued)
/// and runs the hook on each, for as long as the store lives; reconnects after a lost
/// connection (and runs the hook then too, as something may have been missed meanwhile).
async fn listen<T>(config: tokio_postgres::Config, tls: T, channel: &'static str, hook: Watcher)
where
    T: tokio_postgres::tls::MakeTlsConnect<tokio_postgres::Socket> + Clone + Send + 'static,
    T::Stream: Send,
    T::TlsConnect: Send,
    <T::TlsConnect as tokio_postgres::tls::TlsConnect<tokio_postgres::Socket>>::Future: Send,
{
    use futures_util::StreamExt;
    let fire = || {
        if let Some(h) = hook
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
        {
            h();
        }
    };
    loop {
        match config.connect(tls.clone()).await {
            Ok((client, mut connection)) => {
                let mut messages =
                    futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
                let sql = format!("LISTEN {channel}");
                let ok = {
                    // The connection must be driven while the LISTEN runs.
                    let listening = client.batch_execute(&sql);
                    let mut listening = std::pin::pin!(listening);
                    loop {
                        tokio::select! {
                            r = &mut listening => break r.is_ok(),
                            m = messages.next() => if m.is_none() { break false },
                        }
                    }
                };
                if ok {
                    fire();
                    while let Some(m) = messages.next().await {
                        match m {
                            Ok(tokio_postgres::AsyncMessage::Notification(_)) => fire(),
                            Ok(_) => {}
                            Err(e) => {
                                tracing::warn!("the database's notifications stopped: {e}");
                                break;
                            }
                        }
                    }
                }
                drop(client);
            }
            Err(e) => tracing::warn!("cannot listen for the database's notifications: {e}"),
        }
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    }
}

/// Every id counter: the named ones in `counters`, and the game ids' sequence.
async fn counter_rows<C: tokio_postgres::GenericClient>(
    c: &C,
) -> Result<Vec<(String, u64)>, StoreError> {
    let rows = c
        .query(
            "SELECT substr(name, 4), value FROM counters WHERE starts_with(name, 'id:') \
             UNION ALL \
             SELECT 'games', CASE WHEN is_called THEN last_value ELSE last_value - 1 END \
             FROM game_ids \
             ORDER BY 1",
            &[],
        )
        .await
        .map_err(pg)?;
    Ok(rows
        .iter()
        .map(|r| (r.get::<_, String>(0), to_u64(r.get(1))))
        .collect())
}

/// Sends everything a store holds, read in one transaction, to `tx` ([`Store::export`]).
async fn export_into(
    pool: Pool,
    tx: &mpsc::SyncSender<Result<Exported, StoreError>>,
) -> Result<(), StoreError> {
    let mut client = pool.get().await.map_err(pg)?;
    let t = client.transaction().await.map_err(pg)?;
    // One snapshot for every query below: a consistent copy while other processes write.
    t.batch_execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .await
        .map_err(pg)?;
    for table in Table::ALL {
        let params: [&(dyn tokio_postgres::types::ToSql + Sync); 1] = [&table.name()];
        let rows = t
            .query_raw(
                "SELECT key, value FROM records WHERE tbl = $1 ORDER BY key COLLATE \"C\"",
                params,
            )
            .await
            .map_err(pg)?;
        pin_mut!(rows);
        while let Some(row) = rows.try_next().await.map_err(pg)? {
            let item = Exported::Record {
                table,
                key: row.get(0),
                bytes: row.get(1),
            };
            if tx.send(Ok(item)).is_err() {
                return Ok(()); // the caller stopped
            }
        }
    }
    let none: [&(dyn tokio_postgres::types::ToSql + Sync); 0] = [];
    let rows = t
        .query_raw(
            "SELECT game, seq, created, realm, body FROM outbox ORDER BY game COLLATE \"C\", seq",
            none,
        )
        .await
        .map_err(pg)?;
    pin_mut!(rows);
    while let Some(row) = rows.try_next().await.map_err(pg)? {
        if tx.send(Ok(Exported::Owed(owed_from_row(&row)))).is_err() {
            return Ok(());
        }
    }
    for (name, last) in counter_rows(&*t).await? {
        if tx.send(Ok(Exported::Counter { name, last })).is_err() {
            return Ok(());
        }
    }
    let row = t
        .query_one(
            "SELECT COALESCE((SELECT value FROM counters WHERE name = 'dropped'), 0)",
            &[],
        )
        .await
        .map_err(pg)?;
    let _ = tx.send(Ok(Exported::Dropped(to_u64(row.get(0)))));
    t.rollback().await.map_err(pg)
}

fn owed_from_row(row: &tokio_postgres::Row) -> OwedEntry {
    OwedEntry {
        key: OwedKey {
            game: row.get(0),
            seq: to_u64(row.get(1)),
        },
        created: to_u64(row.get(2)),
        realm: row.get(3),
        body: row.get(4),
    }
}

impl Store for PgStore {
    fn shared(&self) -> bool {
        true
    }

    fn jobs(&self) -> Option<&dyn JobQueue> {
        Some(self)
    }

    fn watch(&self, hook: super::ChangeHook) {
        self.start_listening(OWED_CHANNEL, &self.watcher, hook);
    }

    fn get(&self, table: Table, key: &str) -> Result<Option<Versioned>, StoreError> {
        let (pool, key) = (self.pool.clone(), key.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = client
                .query_opt(
                    "SELECT version, value FROM records WHERE tbl = $1 AND key = $2",
                    &[&table.name(), &key],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|r| Versioned {
                version: to_u64(r.get(0)),
                bytes: r.get(1),
            }))
        })
    }

    fn get_many(
        &self,
        table: Table,
        keys: &[String],
    ) -> Result<Vec<(String, Versioned)>, StoreError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let (pool, keys) = (self.pool.clone(), keys.to_vec());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let rows = client
                .query(
                    "SELECT key, version, value FROM records WHERE tbl = $1 AND key = ANY($2)",
                    &[&table.name(), &keys],
                )
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|r| {
                    (
                        r.get(0),
                        Versioned {
                            version: to_u64(r.get(1)),
                            bytes: r.get(2),
                        },
                    )
                })
                .collect())
        })
    }

    fn scan(
        &self,
        table: Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        self.stream_records(
            "SELECT key, version, value FROM records \
             WHERE tbl = $1 AND starts_with(key, $2) ORDER BY key COLLATE \"C\"",
            vec![table.name().to_string(), prefix.to_string()],
            Vec::new(),
            visit,
        )
    }

    fn scan_served_games(
        &self,
        shards: crate::shards::ShardRange,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        // A guild's shard is (id >> 22) % total; games without a guild go with shard 0. In
        // no order: sorting a quarter of a million records costs more than reading them.
        self.stream_records(
            "SELECT key, version, value FROM records WHERE tbl = 'games' AND \
             mod(COALESCE(guild_bits, 0), $1::BIGINT) BETWEEN $2::BIGINT AND $3::BIGINT",
            Vec::new(),
            vec![
                i64::from(shards.total),
                i64::from(shards.first),
                i64::from(shards.last),
            ],
            visit,
        )
    }

    fn commit(&self, c: Commit) -> Result<Vec<u64>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let mut client = pool.get().await.map_err(pg)?;
            let tx = client.transaction().await.map_err(pg)?;
            let mut versions = Vec::with_capacity(c.writes.len());
            for w in &c.writes {
                let (tbl, key) = (w.table.name(), w.key.as_str());
                // A game's community is kept beside its record (each process reads its own).
                let realm = match (&w.value, w.table) {
                    (Some(v), Table::Games) => super::RecordHead::decode_head(v)
                        .ok()
                        .and_then(|h| h.realm),
                    _ => None,
                };
                let bits = guild_bits(realm.as_deref());
                let row = match (&w.value, w.expect) {
                    (Some(v), Expect::Absent) => tx
                        .query_opt(
                            "INSERT INTO records (tbl, key, version, value, realm, guild_bits) \
                             VALUES ($1, $2, 1, $3, $4, $5) \
                             ON CONFLICT (tbl, key) DO NOTHING RETURNING version",
                            &[&tbl, &key, v, &realm, &bits],
                        )
                        .await,
                    (Some(v), Expect::Version(old)) => tx
                        .query_opt(
                            "UPDATE records SET value = $3, version = version + 1, realm = $5, \
                             guild_bits = $6 \
                             WHERE tbl = $1 AND key = $2 AND version = $4 RETURNING version",
                            &[&tbl, &key, v, &to_i64(old), &realm, &bits],
                        )
                        .await,
                    (Some(v), Expect::Any) => tx
                        .query_opt(
                            "INSERT INTO records (tbl, key, version, value, realm, guild_bits) \
                             VALUES ($1, $2, 1, $3, $4, $5) \
                             ON CONFLICT (tbl, key) DO UPDATE \
                             SET value = EXCLUDED.value, version = records.version + 1, \
                             realm = EXCLUDED.realm, guild_bits = EXCLUDED.guild_bits \
                             RETURNING version",
                            &[&tbl, &key, v, &realm, &bits],
                        )
                        .await,
                    (None, Expect::Absent) => tx
                        .query_opt(
                            "SELECT 0::BIGINT WHERE NOT EXISTS \
                             (SELECT 1 FROM records WHERE tbl = $1 AND key = $2)",
                            &[&tbl, &key],
                        )
                        .await,
                    (None, Expect::Version(old)) => tx
                        .query_opt(
                            "DELETE FROM records WHERE tbl = $1 AND key = $2 AND version = $3 \
                             RETURNING version + 1",
                            &[&tbl, &key, &to_i64(old)],
                        )
                        .await,
                    (None, Expect::Any) => tx
                        .query_opt(
                            "WITH d AS (DELETE FROM records WHERE tbl = $1 AND key = $2 \
                             RETURNING version) SELECT COALESCE((SELECT version FROM d), 0) + 1",
                            &[&tbl, &key],
                        )
                        .await,
                }
                .map_err(pg)?;
                let Some(row) = row else {
                    // The expectation failed: say what is there (the transaction rolls back).
                    let found = tx
                        .query_opt(
                            "SELECT version FROM records WHERE tbl = $1 AND key = $2",
                            &[&tbl, &key],
                        )
                        .await
                        .map_err(pg)?
                        .map(|r| to_u64(r.get(0)));
                    return Err(StoreError::Conflict {
                        table: w.table,
                        key: w.key.clone(),
                        expected: expect_words(w.expect),
                        found: found_words(found),
                    });
                };
                versions.push(to_u64(row.get(0)));
            }
            for g in &c.games {
                let due = g.due_at.map(to_i64);
                tx.execute(
                    "UPDATE records SET due_at = $2 WHERE tbl = 'games' AND key = $1",
                    &[&g.key, &due],
                )
                .await
                .map_err(pg)?;
                if !g.users.is_empty() {
                    tx.execute(
                        "INSERT INTO user_games (user_id, game) SELECT u, $1 FROM unnest($2::TEXT[]) AS u \
                         ON CONFLICT DO NOTHING",
                        &[&g.key, &g.users],
                    )
                    .await
                    .map_err(pg)?;
                }
            }
            for e in &c.owe {
                let n = tx
                    .execute(
                        "INSERT INTO outbox (game, seq, created, realm, body) \
                         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game, seq) DO NOTHING",
                        &[
                            &e.key.game,
                            &to_i64(e.key.seq),
                            &to_i64(e.created),
                            &e.realm,
                            &e.body,
                        ],
                    )
                    .await
                    .map_err(pg)?;
                if n != 1 {
                    return Err(StoreError::Conflict {
                        table: Table::Games,
                        key: format!("{} (announcement {})", e.key.game, e.key.seq),
                        expected: "no announcement".into(),
                        found: "one owed".into(),
                    });
                }
            }
            for (k, body) in &c.progress {
                tx.execute(
                    "UPDATE outbox SET body = $3 WHERE game = $1 AND seq = $2",
                    &[&k.game, &to_i64(k.seq), body],
                )
                .await
                .map_err(pg)?;
            }
            for k in &c.settle {
                tx.execute(
                    "DELETE FROM outbox WHERE game = $1 AND seq = $2",
                    &[&k.game, &to_i64(k.seq)],
                )
                .await
                .map_err(pg)?;
            }
            if !c.owe.is_empty() {
                // Delivered to the listeners when the transaction commits.
                tx.execute("SELECT pg_notify($1, '')", &[&OWED_CHANNEL])
                    .await
                    .map_err(pg)?;
            }
            if c.dropped > 0 {
                tx.execute(
                    "INSERT INTO counters (name, value) VALUES ('dropped', $1) \
                     ON CONFLICT (name) DO UPDATE SET value = counters.value + EXCLUDED.value",
                    &[&to_i64(c.dropped)],
                )
                .await
                .map_err(pg)?;
            }
            tx.commit().await.map_err(pg)?;
            Ok(versions)
        })
    }

    fn due_games(
        &self,
        shards: crate::shards::ShardRange,
        before: u64,
        limit: usize,
    ) -> Result<Option<Vec<DueGame>>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            // The index gives the rows in time order; those of other processes' communities
            // are passed over here.
            let rows = client
                .query(
                    "SELECT key, due_at, realm FROM records \
                     WHERE tbl = 'games' AND due_at IS NOT NULL AND due_at <= $1 \
                     AND mod(COALESCE(guild_bits, 0), $2::BIGINT) BETWEEN $3::BIGINT AND $4::BIGINT \
                     ORDER BY due_at LIMIT $5",
                    &[
                        &to_i64(before),
                        &i64::from(shards.total),
                        &i64::from(shards.first),
                        &i64::from(shards.last),
                        &i64::try_from(limit).unwrap_or(i64::MAX),
                    ],
                )
                .await
                .map_err(pg)?;
            Ok(Some(
                rows.iter()
                    .map(|r| DueGame {
                        key: r.get(0),
                        due_at: to_u64(r.get(1)),
                        realm: r.get(2),
                    })
                    .filter(|g| shards.serves(g.realm.as_deref()))
                    .take(limit)
                    .collect(),
            ))
        })
    }

    fn games_of_user(&self, user: &str) -> Result<Option<Vec<String>>, StoreError> {
        let (pool, user) = (self.pool.clone(), user.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let rows = client
                .query(
                    "SELECT game FROM user_games WHERE user_id = $1 ORDER BY game",
                    &[&user],
                )
                .await
                .map_err(pg)?;
            Ok(Some(rows.iter().map(|r| r.get(0)).collect()))
        })
    }

    fn next_id(&self, counter: &str) -> Result<u64, StoreError> {
        let (pool, counter) = (self.pool.clone(), counter.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = if counter == "games" {
                client.query_one("SELECT nextval('game_ids')", &[]).await
            } else {
                client
                    .query_one(
                        "INSERT INTO counters (name, value) VALUES ($1, 1) \
                         ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 \
                         RETURNING value",
                        &[&format!("id:{counter}")],
                    )
                    .await
            }
            .map_err(pg)?;
            Ok(to_u64(row.get(0)))
        })
    }

    fn last_id(&self, counter: &str) -> Result<Option<u64>, StoreError> {
        let (pool, counter) = (self.pool.clone(), counter.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = if counter == "games" {
                client
                    .query_one(
                        "SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END \
                         FROM game_ids",
                        &[],
                    )
                    .await
            } else {
                client
                    .query_one(
                        "SELECT COALESCE((SELECT value FROM counters WHERE name = $1), 0)",
                        &[&format!("id:{counter}")],
                    )
                    .await
            }
            .map_err(pg)?;
            Ok(Some(to_u64(row.get(0))))
        })
    }

    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), StoreError> {
        let (pool, counter) = (self.pool.clone(), counter.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            if floor == 0 {
                return Ok(());
            }
            if counter == "games" {
                // Only ever upward: the sequence's next value stays above `floor`.
                client
                    .execute(
                        "SELECT setval('game_ids', GREATEST($1, \
                         (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END \
                          FROM game_ids)))",
                        &[&to_i64(floor)],
                    )
                    .await
                    .map_err(pg)?;
            } else {
                client
                    .execute(
                        "INSERT INTO counters (name, value) VALUES ($1, $2) \
                         ON CONFLICT (name) DO UPDATE \
                         SET value = GREATEST(counters.value, EXCLUDED.value)",
                        &[&format!("id:{counter}"), &to_i64(floor)],
                    )
                    .await
                    .map_err(pg)?;
            }
            Ok(())
        })
    }

    fn owed(&self, after: Option<&OwedKey>, limit: usize) -> Result<Vec<OwedEntry>, StoreError> {
        let (pool, after) = (self.pool.clone(), after.cloned());
        let limit = to_i64(limit as u64);
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let rows = match after {
                None => {
                    client
                        .query(
                            "SELECT game, seq, created, realm, body FROM outbox \
                             ORDER BY game COLLATE \"C\", seq LIMIT $1",
                            &[&limit],
                        )
                        .await
                }
                Some(a) => {
                    client
                        .query(
                            "SELECT game, seq, created, realm, body FROM outbox \
                             WHERE game COLLATE \"C\" > $1 OR (game = $1 AND seq > $2) \
                             ORDER BY game COLLATE \"C\", seq LIMIT $3",
                            &[&a.game, &to_i64(a.seq), &limit],
                        )
                        .await
                }
            }
            .map_err(pg)?;
            Ok(rows.iter().map(owed_from_row).collect())
        })
    }

    fn owed_of(&self, game: &str) -> Result<Vec<OwedEntry>, StoreError> {
        let (pool, game) = (self.pool.clone(), game.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let rows = client
                .query(
                    "SELECT game, seq, created, realm, body FROM outbox WHERE game = $1 \
                     ORDER BY seq",
                    &[&game],
                )
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(owed_from_row).collect())
        })
    }

    fn counters(&self) -> Result<Vec<(String, u64)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            counter_rows(&**client).await
        })
    }

    fn export(&self, visit: &mut dyn FnMut(Exported) -> bool) -> Result<(), StoreError> {
        let rt = self
            .runtime
            .as_ref()
            .ok_or_else(|| pg("the store is shut down"))?;
        let pool = self.pool.clone();
        // As in `scan`: rows stream through a bounded channel, never all in memory.
        let (tx, rx) = mpsc::sync_channel::<Result<Exported, StoreError>>(1024);
        rt.spawn(async move {
            if let Err(e) = export_into(pool, &tx).await {
                let _ = tx.send(Err(e));
            }
        });
        for item in rx {
            if !visit(item?) {
                break;
            }
        }
        Ok(())
    }

    fn outbox_status(&self) -> Result<OutboxStatus, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = client
                .query_one(
                    "SELECT COUNT(*), MIN(created), \
                     COALESCE((SELECT value FROM counters WHERE name = 'dropped'), 0) \
                     FROM outbox",
                    &[],
                )
                .await
                .map_err(pg)?;
            Ok(OutboxStatus {
                owed: to_u64(row.get(0)),
                oldest: row.get::<_, Option<i64>>(1).map(to_u64),
                dropped: to_u64(row.get(2)),
            })
        })
    }
}

fn secs(d: std::time::Duration) -> f64 {
    d.as_secs_f64()
}

impl JobQueue for PgStore {
    fn watch_jobs(&self, hook: super::ChangeHook) {
        self.start_listening(JOBS_CHANNEL, &self.job_watcher, hook);
    }

    fn put_job(&self, key: &str, kind: &str, input: &[u8]) -> Result<bool, StoreError> {
        let (pool, key, kind, input) = (
            self.pool.clone(),
            key.to_string(),
            kind.to_string(),
            input.to_vec(),
        );
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            client
                .execute(
                    "DELETE FROM engine_jobs WHERE finished < now() - make_interval(secs => $1)",
                    &[&KEEP_FINISHED_SECS],
                )
                .await
                .map_err(pg)?;
            let n = client
                .execute(
                    "INSERT INTO engine_jobs (key, kind, input) VALUES ($1, $2, $3) \
                     ON CONFLICT (key) DO NOTHING",
                    &[&key, &kind, &input],
                )
                .await
                .map_err(pg)?;
            if n == 1 {
                client
                    .execute("SELECT pg_notify($1, '')", &[&JOBS_CHANNEL])
                    .await
                    .map_err(pg)?;
            }
            Ok(n == 1)
        })
    }

    fn take_job(
        &self,
        worker: &str,
        lease: std::time::Duration,
    ) -> Result<Option<TakenJob>, StoreError> {
        let (pool, worker) = (self.pool.clone(), worker.to_string());
        let lease = secs(lease);
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            // One statement: the row is locked by the subquery (skipping rows other workers
            // are taking), then leased.
            let row = client
                .query_opt(
                    "UPDATE engine_jobs SET worker = $1, \
                     lease_until = clock_timestamp() + make_interval(secs => $2), \
                     attempts = attempts + 1 \
                     WHERE key = (SELECT key FROM engine_jobs \
                        WHERE output IS NULL \
                        AND (lease_until IS NULL OR lease_until < clock_timestamp()) \
                        ORDER BY queued FOR UPDATE SKIP LOCKED LIMIT 1) \
                     RETURNING key, kind, input, attempts",
                    &[&worker, &lease],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|r| TakenJob {
                key: r.get(0),
                kind: r.get(1),
                input: r.get(2),
                attempts: u32::try_from(r.get::<_, i32>(3)).unwrap_or(0),
            }))
        })
    }

    fn renew_job(
        &self,
        key: &str,
        worker: &str,
        lease: std::time::Duration,
    ) -> Result<bool, StoreError> {
        let (pool, key, worker) = (self.pool.clone(), key.to_string(), worker.to_string());
        let lease = secs(lease);
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let n = client
                .execute(
                    "UPDATE engine_jobs SET lease_until = clock_timestamp() + make_interval(secs => $3) \
                     WHERE key = $1 AND worker = $2 AND output IS NULL",
                    &[&key, &worker, &lease],
                )
                .await
                .map_err(pg)?;
            Ok(n == 1)
        })
    }

    fn finish_job(&self, key: &str, worker: &str, output: &[u8]) -> Result<bool, StoreError> {
        let (pool, key, worker, output) = (
            self.pool.clone(),
            key.to_string(),
            worker.to_string(),
            output.to_vec(),
        );
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let n = client
                .execute(
                    "UPDATE engine_jobs SET output = $3, finished = clock_timestamp(), \
                     lease_until = NULL WHERE key = $1 AND worker = $2 AND output IS NULL",
                    &[&key, &worker, &output],
                )
                .await
                .map_err(pg)?;
            Ok(n == 1)
        })
    }

    fn job_output(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, key) = (self.pool.clone(), key.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = client
                .query_opt("SELECT output FROM engine_jobs WHERE key = $1", &[&key])
                .await
                .map_err(pg)?;
            Ok(row.and_then(|r| r.get::<_, Option<Vec<u8>>>(0)))
        })
    }

    fn drop_job(&self, key: &str) -> Result<(), StoreError> {
        let (pool, key) = (self.pool.clone(), key.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            client
                .execute("DELETE FROM engine_jobs WHERE key = $1", &[&key])
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn job_state(&self, key: &str) -> Result<Option<JobState>, StoreError> {
        let (pool, key) = (self.pool.clone(), key.to_string());
        self.run(async move {
            let client = pool.get().await.map_err(pg)?;
            let row = client
                .query_opt(
                    "SELECT attempts, worker, output IS NOT NULL FROM engine_jobs WHERE key = $1",
                    &[&key],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|r| JobState {
                attempts: u32::try_from(r.get::<_, i32>(0)).unwrap_or(0),
                worker: r.get(1),
                finished: r.get(2),
            }))
        })
    }
}
