//! `hexcourier backup FILE` and `hexcourier restore FILE`: a store's whole contents (every
//! game, link, rating and player record, the announcements owed, the id counters and the
//! count of dropped announcements) in a portable, versioned file, read and written through the
//! store contract, so a sled store restores into PostgreSQL and back.
//!
//! The file is JSON lines. The first line names the format and its version:
//!
//! ```text
//! {"kind":"header","format":"hexcourier-backup","version":1,"created":1764000000,"program":"hexcourier 0.1.0","record_version":1}
//! {"kind":"record","table":"games","key":"g1","text":"{\"version\":1,\"id\":\"g1\",...}"}
//! {"kind":"owed","game":"g1","seq":4,"created":1764000000,"realm":"42","text":"..."}
//! {"kind":"counter","name":"games","last":1}
//! {"kind":"dropped","count":0}
//! {"kind":"end","records":1,"owed":1,"counters":1}
//! ```
//!
//! A record or announcement is kept as `text` when it is UTF-8 (every one Hexcourier writes),
//! else as `hex`. Records restore at version 1 (versions only order writes to one store).
//! Engine jobs are not kept: they are redone. The last line counts the others, so a file cut
//! short is refused before anything is written.
//!
//! A PostgreSQL store is read in one snapshot and may be backed up while bots run; a sled
//! store is locked by the bot using it, so stop the bot first. Restoring is only into an
//! empty store.

use crate::store::{
    open_existing_store, open_store, Commit, Expect, Exported, OwedEntry, OwedKey, Store, StoreUrl,
    Table, Write,
};
use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader};
use std::path::Path;

/// The name in the header line.
pub const FORMAT: &str = "hexcourier-backup";

/// The version of the file format this build writes (and the newest it reads).
pub const FORMAT_VERSION: u32 = 1;

/// One line of a backup file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Line {
    /// The first line.
    Header {
        /// [`FORMAT`].
        format: String,
        /// The file format's version ([`FORMAT_VERSION`] when written by this build).
        version: u32,
        /// When the backup was made (unix seconds).
        created: u64,
        /// The program that made it, with its version.
        program: String,
        /// The game record format the program wrote (older records in the file are upgraded
        /// when a bot opens the restored store).
        record_version: u32,
    },
    /// A record.
    Record {
        /// Its table's name (`games`, `links`, `ratings`, `players`).
        table: String,
        /// Its key.
        key: String,
        /// The record, when it is UTF-8.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<String>,
        /// The record in hexadecimal, when it is not.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hex: Option<String>,
    },
    /// An announcement owed.
    Owed {
        /// The game that owes it.
        game: String,
        /// Its number in the game's count.
        seq: u64,
        /// When it was made (unix seconds).
        created: u64,
        /// Its community (a Discord guild id), if any.
        realm: Option<String>,
        /// Its body, when it is UTF-8.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<String>,
        /// Its body in hexadecimal, when it is not.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hex: Option<String>,
    },
    /// An id counter.
    Counter {
        /// Its name.
        name: String,
        /// The greatest id it gave or was raised to.
        last: u64,
    },
    /// The count of announcements dropped for good.
    Dropped {
        /// How many.
        count: u64,
    },
    /// The last line: how many lines of each kind come before it.
    End {
        /// Record lines.
        records: u64,
        /// Owed lines.
        owed: u64,
        /// Counter lines.
        counters: u64,
    },
}

/// How much a backup or restore carried.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Records (games, links, ratings, players).
    pub records: u64,
    /// Of which game records.
    pub games: u64,
    /// Announcements owed.
    pub owed: u64,
    /// Id counters.
    pub counters: u64,
}

/// Bytes as (text, hex): text when UTF-8.
fn split_bytes(bytes: Vec<u8>) -> (Option<String>, Option<String>) {
    match String::from_utf8(bytes) {
        Ok(t) => (Some(t), None),
        Err(e) => {
            let hex = e.as_bytes().iter().map(|b| format!("{b:02x}")).collect();
            (None, Some(hex))
        }
    }
}

/// The bytes a line keeps as `text` or `hex`.
fn join_bytes(text: Option<String>, hex: Option<String>) -> Result<Vec<u8>, String> {
    match (text, hex) {
        (Some(t), None) => Ok(t.into_bytes()),
        (None, Some(h)) => {
            if h.len() % 2 != 0 {
                return Err("hex of odd length".into());
            }
            (0..h.len())
                .step_by(2)
                .map(|i| {
                    h.get(i..i + 2)
                        .and_then(|pair| u8::from_str_radix(pair, 16).ok())
                        .ok_or_else(|| format!("bad hex at {i}"))
                })
                .collect()
        }
        _ => Err("needs one of text and hex".into()),
    }
}

fn table_named(name: &str) -> Option<Table> {
    Table::ALL.into_iter().find(|t| t.name() == name)
}

/// Writes everything `store` holds to `out`; the counts.
///
/// # Errors
/// If the store cannot be read or `out` written.
pub fn backup(store: &dyn Store, out: &mut dyn std::io::Write) -> Result<Counts> {
    let created = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let header = Line::Header {
        format: FORMAT.into(),
        version: FORMAT_VERSION,
        created,
        program: format!("hexcourier {}", env!("CARGO_PKG_VERSION")),
        record_version: crate::store::RECORD_VERSION,
    };
    let write = |out: &mut dyn std::io::Write, line: &Line| -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, line)?;
        out.write_all(b"\n")
    };
    write(out, &header)?;
    let mut counts = Counts::default();
    let mut failed: Option<std::io::Error> = None;
    store.export(&mut |item| {
        let line = match item {
            Exported::Record { table, key, bytes } => {
                counts.records += 1;
                if table == Table::Games {
                    counts.games += 1;
                }
                let (text, hex) = split_bytes(bytes);
                Line::Record {
                    table: table.name().into(),
                    key,
                    text,
                    hex,
                }
            }
            Exported::Owed(e) => {
                counts.owed += 1;
                let (text, hex) = split_bytes(e.body);
                Line::Owed {
                    game: e.key.game,
                    seq: e.key.seq,
                    created: e.created,
                    realm: e.realm,
                    text,
                    hex,
                }
            }
            Exported::Counter { name, last } => {
                counts.counters += 1;
                Line::Counter { name, last }
            }
            Exported::Dropped(count) => Line::Dropped { count },
        };
        match write(out, &line) {
            Ok(()) => true,
            Err(e) => {
                failed = Some(e);
                false
            }
        }
    })?;
    if let Some(e) = failed {
        return Err(e).context("writing the backup");
    }
    write(
        out,
        &Line::End {
            records: counts.records,
            owed: counts.owed,
            counters: counts.counters,
        },
    )?;
    out.flush()?;
    Ok(counts)
}

/// Reads a backup file line by line, calling `each` with every line after the header and
/// before the end; checks the header and that the end's counts match.
fn read_file(path: &Path, mut each: impl FnMut(usize, Line) -> Result<()>) -> Result<Counts> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut lines = BufReader::new(file).lines().enumerate();
    let first = match lines.next() {
        Some((_, l)) => l.with_context(|| format!("reading {}", path.display()))?,
        None => bail!("{} is empty, not a Hexcourier backup", path.display()),
    };
    match serde_json::from_str::<Line>(&first) {
        Ok(Line::Header {
            format, version, ..
        }) if format == FORMAT => {
            if version > FORMAT_VERSION || version == 0 {
                bail!(
                    "{} is a backup of format version {version}; this Hexcourier reads version \
                     {FORMAT_VERSION}: restore it with the Hexcourier that made it, or a newer one",
                    path.display()
                );
            }
        }
        _ => bail!(
            "{} is not a Hexcourier backup (its first line is not a {FORMAT} header)",
            path.display()
        ),
    }
    let mut counts = Counts::default();
    let mut ended = None;
    for (n, line) in lines {
        let at = n + 1;
        let text = line.with_context(|| format!("reading {}", path.display()))?;
        if ended.is_some() {
            bail!("{} line {at}: lines after the end line", path.display());
        }
        let line: Line = serde_json::from_str(&text)
            .with_context(|| format!("{} line {at} is not a backup line", path.display()))?;
        match &line {
            Line::Header { .. } => bail!("{} line {at}: a second header", path.display()),
            Line::End { .. } => {
                ended = Some(line);
                continue;
            }
            Line::Record { table, .. } => {
                counts.records += 1;
                if table == Table::Games.name() {
                    counts.games += 1;
                }
            }
            Line::Owed { .. } => counts.owed += 1,
            Line::Counter { .. } => counts.counters += 1,
            Line::Dropped { .. } => {}
        }
        each(at, line).with_context(|| format!("{} line {at}", path.display()))?;
    }
    match ended {
        Some(Line::End {
            records,
            owed,
            counters,
        }) if (records, owed, counters) == (counts.records, counts.owed, counts.counters) => {
            Ok(counts)
        }
        Some(_) => bail!(
            "{}: its end line counts other lines than it holds (damaged?)",
            path.display()
        ),
        None => bail!(
            "{} has no end line: the backup was cut short; nothing was restored",
            path.display()
        ),
    }
}

/// What a store holds already, in words, when it is not empty.
fn contents(store: &dyn Store) -> Result<Option<String>> {
    let mut found = Vec::new();
    for table in Table::ALL {
        let mut any = false;
        store.scan(table, "", &mut |_, _| {
            any = true;
            false
        })?;
        if any {
            found.push(format!("{table} records"));
        }
    }
    if !store.owed(None, 1)?.is_empty() {
        found.push("announcements owed".into());
    }
    let used: Vec<String> = store
        .counters()?
        .into_iter()
        .filter(|(name, last)| *last > 0 && name.as_str() != crate::store::record::UPGRADED_COUNTER)
        .map(|(name, _)| format!("'{name}' ids given"))
        .collect();
    found.extend(used);
    Ok((!found.is_empty()).then(|| found.join(", ")))
}

/// Restores the backup at `path` into `store`, which must be empty; the counts. The whole file
/// is read and checked first, so a damaged or cut-short file writes nothing.
///
/// # Errors
/// A store that is not empty, a file that is not a complete backup, or a store that fails.
pub fn restore(store: &dyn Store, path: &Path) -> Result<Counts> {
    // First pass: every line reads, and the end line's counts match.
    read_file(path, |_, line| check_line(line))?;
    if let Some(what) = contents(store)? {
        bail!(
            "the store is not empty (it holds {what}): restore only into an empty store, such as \
             a new sled directory (--store sled:./restored) or a new PostgreSQL database; \
             nothing was written"
        );
    }
    let mut batch = Commit::default();
    let mut counters = Vec::new();
    let mut dropped = 0;
    let flush = |batch: &mut Commit| -> Result<()> {
        if batch.writes.is_empty() && batch.owe.is_empty() {
            return Ok(());
        }
        store.commit(std::mem::take(batch)).map(|_| ())?;
        Ok(())
    };
    let counts = read_file(path, |_, line| {
        match line {
            Line::Record {
                table,
                key,
                text,
                hex,
            } => {
                let table = table_named(&table).ok_or_else(|| anyhow::anyhow!("no table"))?;
                let value = join_bytes(text, hex).map_err(anyhow::Error::msg)?;
                batch.writes.push(Write {
                    table,
                    key,
                    expect: Expect::Absent,
                    value: Some(value),
                });
            }
            Line::Owed {
                game,
                seq,
                created,
                realm,
                text,
                hex,
            } => batch.owe.push(OwedEntry {
                key: OwedKey { game, seq },
                created,
                realm,
                body: join_bytes(text, hex).map_err(anyhow::Error::msg)?,
            }),
            Line::Counter { name, last } => counters.push((name, last)),
            Line::Dropped { count } => dropped += count,
            Line::Header { .. } | Line::End { .. } => {}
        }
        if batch.writes.len() + batch.owe.len() >= 1_000 {
            flush(&mut batch)?;
        }
        Ok(())
    })?;
    flush(&mut batch)?;
    for (name, last) in counters {
        store.raise_ids(&name, last)?;
    }
    if dropped > 0 {
        store.commit(Commit {
            dropped,
            ..Commit::default()
        })?;
    }
    Ok(counts)
}

/// Checks what a line holds (its table, its bytes) without writing it.
fn check_line(line: Line) -> Result<()> {
    match line {
        Line::Record {
            table, text, hex, ..
        } => {
            if table_named(&table).is_none() {
                bail!("no table '{table}' here");
            }
            join_bytes(text, hex).map_err(anyhow::Error::msg)?;
        }
        Line::Owed { text, hex, .. } => {
            join_bytes(text, hex).map_err(anyhow::Error::msg)?;
        }
        _ => {}
    }
    Ok(())
}

/// Opens the store for a tool, saying what to do when it is a sled store a bot holds: one that
/// must exist (`backup`), or one made if missing (`restore`, into a new folder).
fn open(url: &StoreUrl, existing: bool) -> Result<Box<dyn Store>> {
    let opened = if existing {
        open_existing_store(url)
    } else {
        open_store(url)
    };
    opened.map_err(|e| {
        let held = !url.is_postgres() && e.to_string().contains("lock");
        let hint = if held {
            ": a sled store is used by one process at a time; stop the bot using it (or back up \
             a PostgreSQL store, which may be read while bots run), then try again"
        } else {
            ""
        };
        anyhow::anyhow!("cannot open the store {url}: {e}{hint}")
    })
}

/// `hexcourier backup FILE`: writes the store's contents to FILE (`-`: standard output) and
/// prints `backup FILE: games N records M owed K counters C`.
///
/// # Errors
/// If the store cannot be opened or read, or FILE exists or cannot be written.
pub fn run_backup(file: &Path, url: &StoreUrl) -> Result<()> {
    let store = open(url, true)?;
    if file == Path::new("-") {
        let stdout = std::io::stdout();
        let mut out = std::io::BufWriter::new(stdout.lock());
        let c = backup(&*store, &mut out)?;
        eprintln!(
            "backup of {url}: games {} records {} owed {} counters {}",
            c.games, c.records, c.owed, c.counters
        );
        return Ok(());
    }
    // Written beside its final name, then linked to it: a failed backup leaves no file that
    // looks complete, and neither step ever replaces a file (a link fails on an existing
    // name, where a rename would overwrite it).
    let partial = {
        let mut name = file.as_os_str().to_owned();
        name.push(".partial");
        std::path::PathBuf::from(name)
    };
    if file.exists() {
        bail!(
            "{} exists: give a new file name (a backup never overwrites one)",
            file.display()
        );
    }
    let f = create_private(&partial)?;
    let written = (|| -> Result<Counts> {
        let mut out = std::io::BufWriter::new(f);
        let c = backup(&*store, &mut out)?;
        out.into_inner()
            .map_err(|e| e.into_error())?
            .sync_all()
            .context("writing the backup to disk")?;
        std::fs::hard_link(&partial, file).map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => anyhow::anyhow!(
                "{} exists: give a new file name (a backup never overwrites one)",
                file.display()
            ),
            _ => anyhow::anyhow!(
                "cannot link {} to {}: {e}",
                partial.display(),
                file.display()
            ),
        })?;
        Ok(c)
    })();
    // The partial name goes in every case: after the link the backup has its own name.
    let _ = std::fs::remove_file(&partial);
    match written {
        Ok(c) => {
            println!(
                "backup {}: games {} records {} owed {} counters {}",
                file.display(),
                c.games,
                c.records,
                c.owed,
                c.counters
            );
            Ok(())
        }
        Err(e) => Err(e),
    }
}

/// Creates `path` for a backup, readable and writable by its owner only (mode 0600 on Unix:
/// a backup holds the key behind the pages' slugs; on Windows the folder's access rules
/// apply, as for every file there), and never over an existing file.
///
/// # Errors
/// If `path` exists (a clear error naming it) or cannot be created.
fn create_private(path: &Path) -> Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::AlreadyExists => anyhow::anyhow!(
            "{} exists (left by a backup that was cut short, or another one running): \
                 remove it, or give another file name",
            path.display()
        ),
        _ => anyhow::anyhow!("cannot create {}: {e}", path.display()),
    })
}

/// `hexcourier restore FILE`: restores FILE into the (empty) store and prints
/// `restored FILE: games N records M owed K counters C`.
///
/// # Errors
/// If the store cannot be opened or is not empty, or FILE is not a complete backup.
pub fn run_restore(file: &Path, url: &StoreUrl) -> Result<()> {
    let store = open(url, false)?;
    let c = restore(&*store, file)?;
    println!(
        "restored {} into {url}: games {} records {} owed {} counters {}",
        file.display(),
        c.games,
        c.records,
        c.owed,
        c.counters
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::pg_cluster::database_or_skip;
    use crate::store::{MemoryStore, PgStore, SledStore};

    /// Everything a store holds, as a backup would list it (counters as they stand).
    fn everything(s: &dyn Store) -> Vec<Exported> {
        let mut out = Vec::new();
        s.export(&mut |e| {
            out.push(e);
            true
        })
        .expect("export");
        out
    }

    /// A store with games (today's fixture records), links, a rating, a player setting, owed
    /// announcements (one with a body that is not UTF-8), ids given and a dropped count.
    fn fill(store: &dyn Store) {
        let fixture = include_str!("../../tests/fixtures/records/v1.jsonl");
        let mut c = Commit::default();
        for line in fixture.lines().filter(|l| l.starts_with('{')) {
            let v: serde_json::Value = serde_json::from_str(line).expect("fixture json");
            let key = v["id"].as_str().expect("id").to_string();
            c.writes.push(Write {
                table: Table::Games,
                key,
                expect: Expect::Any,
                value: Some(line.as_bytes().to_vec()),
            });
        }
        for (table, key, value) in [
            (Table::Links, "discord\t#g1", &b"1234"[..]),
            (Table::Links, "discord-commands\tguild", b"42"),
            (Table::Ratings, "42\tglinski\talice", b"{\"r\":1500.0}"),
            (Table::Players, "alice", b"{\"dm\":true}"),
        ] {
            c.writes.push(Write {
                table,
                key: key.into(),
                expect: Expect::Any,
                value: Some(value.to_vec()),
            });
        }
        c.owe.push(OwedEntry {
            key: OwedKey {
                game: "g1".into(),
                seq: 3,
            },
            created: 1_900_000_000,
            realm: Some("42".into()),
            body: b"{\"says\":[]}".to_vec(),
        });
        c.owe.push(OwedEntry {
            key: OwedKey {
                game: "g2".into(),
                seq: 0,
            },
            created: 1_900_000_001,
            realm: None,
            body: vec![0xff, 0x00, 0x7b],
        });
        c.dropped = 2;
        store.commit(c).expect("fill");
        store.raise_ids("games", 7).expect("ids");
        for _ in 0..3 {
            store.next_id("jobs").expect("job id");
        }
    }

    fn round_trip(from: &dyn Store, to: &dyn Store) {
        let mut file = tempfile::NamedTempFile::new().expect("temp file");
        let written = backup(from, file.as_file_mut()).expect("backup");
        assert_eq!(written.owed, 2);
        let read = restore(to, file.path()).expect("restore");
        assert_eq!(read, written);
        assert_eq!(everything(to), everything(from));
        // Ids go on after the restored ones.
        assert_eq!(to.next_id("games").expect("id"), 8);
        assert_eq!(to.next_id("jobs").expect("id"), 4);
        // And not twice into the same store.
        let again = restore(to, file.path())
            .map(|_| ())
            .map_err(|e| e.to_string());
        assert!(
            again
                .as_ref()
                .is_err_and(|e| e.contains("not empty") && e.contains("games records")),
            "{again:?}"
        );
    }

    #[test]
    fn sled_to_a_file_to_a_fresh_sled_is_identical() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let a = SledStore::open(&tmp.path().join("a")).expect("sled");
        fill(&a);
        let b = SledStore::open(&tmp.path().join("b")).expect("sled");
        round_trip(&a, &b);
        assert!(everything(&b).len() > 10);
    }

    #[test]
    #[cfg(unix)]
    fn a_backup_file_is_private_and_never_replaces_a_file() -> anyhow::Result<()> {
        use std::os::unix::fs::PermissionsExt;
        let tmp = tempfile::tempdir()?;
        let dir = tmp.path().join("store");
        fill(&SledStore::open(&dir)?);
        let url = StoreUrl::sled(&dir);
        let file = tmp.path().join("hx.backup");
        run_backup(&file, &url)?;
        let written = std::fs::read(&file)?;
        assert!(written.starts_with(br#"{"kind":"header","format":"hexcourier-backup""#));
        assert_eq!(
            std::fs::metadata(&file)?.permissions().mode() & 0o777,
            0o600
        );
        assert!(!tmp.path().join("hx.backup.partial").exists());
        // Not over the backup just made.
        let again = run_backup(&file, &url).map_err(|e| e.to_string());
        assert_eq!(
            again,
            Err(format!(
                "{} exists: give a new file name (a backup never overwrites one)",
                file.display()
            ))
        );
        assert_eq!(std::fs::read(&file)?, written);
        // Nor over what a backup cut short left, nor through it.
        let other = tmp.path().join("other.backup");
        let partial = tmp.path().join("other.backup.partial");
        std::fs::write(&partial, "someone else's")?;
        let cut = run_backup(&other, &url).map_err(|e| e.to_string());
        assert_eq!(
            cut,
            Err(format!(
                "{} exists (left by a backup that was cut short, or another one running): \
                 remove it, or give another file name",
                partial.display()
            ))
        );
        assert_eq!(std::fs::read_to_string(&partial)?, "someone else's");
        assert!(!other.exists());
        Ok(())
    }

    #[test]
    fn sled_to_postgres_and_back_is_identical() {
        let Some(url) = database_or_skip("backup: sled_to_postgres_and_back_is_identical") else {
            return;
        };
        let tmp = tempfile::tempdir().expect("temp dir");
        let a = SledStore::open(&tmp.path().join("a")).expect("sled");
        fill(&a);
        let pg = PgStore::connect(&url).expect("postgres");
        round_trip(&a, &pg);
        let back = SledStore::open(&tmp.path().join("back")).expect("sled");
        let mut file = tempfile::NamedTempFile::new().expect("temp file");
        backup(&pg, file.as_file_mut()).expect("backup of postgres");
        // The PostgreSQL backup was taken after round_trip's ids: games 8, jobs 4.
        restore(&back, file.path()).expect("restore");
        assert_eq!(everything(&back), everything(&pg));
    }

    /// Commits `n`: a link `wN` and a player record `wN` in one write.
    fn pair(store: &dyn Store, n: u64) {
        let mut c = Commit::default();
        for table in [Table::Links, Table::Players] {
            c.writes.push(Write {
                table,
                key: format!("w{n:06}"),
                expect: Expect::Any,
                value: Some(n.to_string().into_bytes()),
            });
        }
        store.commit(c).expect("a pair");
    }

    #[test]
    fn a_postgres_backup_taken_while_a_bot_writes_is_one_moment() {
        let Some(url) = database_or_skip("backup: a_postgres_backup_taken_while_a_bot_writes")
        else {
            return;
        };
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        let pg = PgStore::connect(&url).expect("postgres");
        // Enough rows that the copy takes a while.
        for n in 0..2_000 {
            pair(&pg, n);
        }
        let next = AtomicU64::new(2_000);
        // Pairs whose commit has returned.
        let written = AtomicU64::new(2_000);
        let stop = AtomicBool::new(false);
        let mut file = Vec::new();
        std::thread::scope(|s| {
            s.spawn(|| {
                while !stop.load(Ordering::SeqCst) {
                    pair(&pg, next.fetch_add(1, Ordering::SeqCst));
                    written.fetch_add(1, Ordering::SeqCst);
                }
            });
            // The writer is under way before the backup starts.
            while written.load(Ordering::SeqCst) < 2_050 {
                std::thread::yield_now();
            }
            backup(&pg, &mut file).expect("backup while writing");
            stop.store(true, Ordering::SeqCst);
        });
        let text = String::from_utf8(file).expect("utf-8");
        let mut keys: std::collections::BTreeMap<String, Vec<String>> = Default::default();
        for line in text.lines() {
            if let Ok(Line::Record { table, key, .. }) = serde_json::from_str::<Line>(line) {
                if key.starts_with('w') {
                    keys.entry(key).or_default().push(table);
                }
            }
        }
        // Every pair is in the copy whole, or not at all.
        let torn: Vec<_> = keys.iter().filter(|(_, t)| t.len() != 2).collect();
        assert!(torn.is_empty(), "pairs cut by the backup: {torn:?}");
        assert!(keys.len() >= 2_050, "{} pairs copied", keys.len());
        // And the copy restores.
        let tmp = tempfile::tempdir().expect("temp dir");
        let path = tmp.path().join("b.jsonl");
        std::fs::write(&path, &text).expect("write");
        let back = MemoryStore::new();
        restore(&back, &path).expect("restore");
    }

    #[test]
    fn a_file_cut_short_or_damaged_restores_nothing() {
        let a = MemoryStore::new();
        fill(&a);
        let mut full = Vec::new();
        backup(&a, &mut full).expect("backup");
        let text = String::from_utf8(full).expect("utf-8");
        let tmp = tempfile::tempdir().expect("temp dir");
        let cut = tmp.path().join("cut.jsonl");
        let lines: Vec<&str> = text.lines().collect();
        std::fs::write(&cut, lines[..lines.len() - 3].join("\n")).expect("write");
        let b = MemoryStore::new();
        let e = restore(&b, &cut).map(|_| ()).map_err(|e| e.to_string());
        assert!(e.as_ref().is_err_and(|e| e.contains("cut short")), "{e:?}");
        assert!(everything(&b)
            .iter()
            .all(|x| matches!(x, Exported::Dropped(0))));
        let newer = tmp.path().join("newer.jsonl");
        std::fs::write(&newer, text.replacen("\"version\":1", "\"version\":9", 1)).expect("write");
        let e = restore(&b, &newer)
            .map(|_| ())
            .map_err(|e| format!("{e:#}"));
        assert!(
            e.as_ref().is_err_and(|e| e.contains("format version 9")),
            "{e:?}"
        );
        let other = tmp.path().join("other.txt");
        std::fs::write(&other, "[Event \"x\"]\n").expect("write");
        let e = restore(&b, &other).map(|_| ()).map_err(|e| e.to_string());
        assert!(
            e.as_ref()
                .is_err_and(|e| e.contains("not a Hexcourier backup")),
            "{e:?}"
        );
    }
}
