//! Choosing a store from its address: `sled:<dir>` (the default: `sled:` and the data
//! directory) or a PostgreSQL URL (`postgres://…`, `postgresql://…`).

use super::{PgStore, SledStore, Store, StoreError};
use hexcourier_secret::{mask_url, Secret};
use std::path::PathBuf;

/// A store address, read. Its `Debug` and `Display` hide a PostgreSQL password.
#[derive(Clone, PartialEq, Eq)]
pub enum StoreUrl {
    /// A sled database in this directory.
    Sled(PathBuf),
    /// A PostgreSQL database (its connection URL, which may hold a password).
    Postgres(Secret),
}

impl std::fmt::Debug for StoreUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StoreUrl({self})")
    }
}

impl StoreUrl {
    /// Reads a store address.
    ///
    /// # Errors
    /// [`StoreError::BadUrl`] for anything but `sled:<dir>` and `postgres(ql)://…`.
    pub fn parse(given: &str) -> Result<StoreUrl, StoreError> {
        let t = given.trim();
        let bad = |why: &str| StoreError::BadUrl {
            given: mask_url(given),
            why: why.to_string(),
        };
        if let Some(dir) = t.strip_prefix("sled:") {
            if dir.is_empty() {
                return Err(bad("sled: needs a directory, e.g. sled:./hexcourier-data"));
            }
            return Ok(StoreUrl::Sled(PathBuf::from(dir)));
        }
        if t.starts_with("postgres://") || t.starts_with("postgresql://") {
            return Ok(StoreUrl::Postgres(Secret::new(t)));
        }
        Err(bad(
            "a store is sled:<directory> or a postgres:// URL (postgres://user@host:port/database)",
        ))
    }

    /// The address of a sled store in `dir`.
    pub fn sled(dir: impl Into<PathBuf>) -> StoreUrl {
        StoreUrl::Sled(dir.into())
    }

    /// Whether this is PostgreSQL (shared by many processes).
    pub fn is_postgres(&self) -> bool {
        matches!(self, StoreUrl::Postgres(_))
    }
}

impl std::fmt::Display for StoreUrl {
    /// The address, with a PostgreSQL password hidden.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreUrl::Sled(dir) => write!(f, "sled:{}", dir.display()),
            StoreUrl::Postgres(url) => f.write_str(&mask_url(url.expose())),
        }
    }
}

/// Opens the store an address names.
///
/// # Errors
/// If the address is bad, or the store cannot be opened (or, for PostgreSQL, reached and
/// migrated).
pub fn open_store(url: &StoreUrl) -> Result<Box<dyn Store>, StoreError> {
    Ok(match url {
        StoreUrl::Sled(dir) => Box::new(SledStore::open(dir)?),
        StoreUrl::Postgres(u) => Box::new(PgStore::connect(u.expose())?),
    })
}

/// Opens the store at `url` for a tool that reads what is there (`status`, `backup`, a
/// migration's source): a sled folder without a database is refused with where it looked,
/// rather than created empty.
///
/// # Errors
/// [`StoreError::Missing`] for a sled folder with no database in it; else as [`open_store`].
pub fn open_existing_store(url: &StoreUrl) -> Result<Box<dyn Store>, StoreError> {
    if let StoreUrl::Sled(dir) = url {
        if !dir.join("conf").is_file() && !dir.join("db").is_file() {
            let shown = std::path::absolute(dir).unwrap_or_else(|_| dir.clone());
            return Err(StoreError::Missing {
                dir: shown.display().to_string(),
            });
        }
    }
    open_store(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tool_never_makes_an_empty_store_where_there_was_none() {
        let Ok(dir) = tempfile::tempdir() else {
            panic!("a temporary folder")
        };
        let nowhere = dir.path().join("hexcourier-data");
        let url = StoreUrl::sled(&nowhere);
        let e = open_existing_store(&url)
            .map(|_| ())
            .map_err(|e| e.to_string());
        assert!(
            matches!(&e, Err(m) if m.starts_with("no store in ") && m.contains("hexcourier-data") && m.contains("--data-dir DIR")),
            "{e:?}"
        );
        assert!(!nowhere.exists(), "nothing was made");
        drop(open_store(&url));
        assert!(
            open_existing_store(&url).is_ok(),
            "a store made by the bot opens"
        );
    }

    #[test]
    fn addresses_name_a_backend_or_say_what_is_wrong() {
        assert_eq!(
            StoreUrl::parse("sled:/var/hx").ok(),
            Some(StoreUrl::sled("/var/hx"))
        );
        assert!(StoreUrl::parse("postgres://u@h:5432/db").is_ok_and(|u| u.is_postgres()));
        assert!(StoreUrl::parse("postgresql://u@h/db").is_ok());
        for bad in ["sled:", "mysql://x", "", "./dir"] {
            let e = StoreUrl::parse(bad).map(|_| ()).map_err(|e| e.to_string());
            assert!(
                matches!(&e, Err(m) if m.starts_with("bad store address")),
                "{bad}: {e:?}"
            );
        }
        let url = StoreUrl::parse("postgres://bot:hunter2@db:5432/hx?password=hunter2")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            url.to_string(),
            "postgres://bot:***@db:5432/hx?password=***"
        );
        assert!(!format!("{url:?}").contains("hunter2"));
        let bad = StoreUrl::parse("mysql://bot:hunter2@db/hx").map(|_| ());
        assert!(
            matches!(&bad, Err(e) if !e.to_string().contains("hunter2")),
            "{bad:?}"
        );
    }

    /// Every error of opening a store, and the address shown, hide a password with `/ ? # @ :`
    /// and percent-escapes in it.
    #[test]
    fn opening_a_store_shows_no_password() {
        for (password, decoded) in [
            ("p/ss?w#rd:x@y", "p/ss?w#rd:x@y"),
            ("%2F%3F%23%40%3A", "/?#@:"),
            ("a:b@c/d?sslmode=bad#", "a:b@c/d?sslmode=bad#"),
        ] {
            let mut shown = Vec::new();
            for url in [
                // Nothing listens on port 1: the connection is refused at once.
                format!("postgres://bot:{password}@127.0.0.1:1/hx?sslmode=disable"),
                format!("postgres://bot:{password}@db/hx?sslmode=sometimes"),
                format!("postgres://bot:{password}@db:port/hx"),
                format!("postgresql://bot@db/hx?password={password}&port=x"),
                format!("mysql://bot:{password}@db/hx"),
                format!(" postgres://bot:{password}@db/hx?sslmode=verify-full&sslrootcert=%2Fnone"),
            ] {
                match StoreUrl::parse(&url) {
                    Ok(u) => {
                        shown.push(u.to_string());
                        shown.push(format!("{u:?}"));
                        match open_store(&u) {
                            Ok(_) => panic!("{u} opened"),
                            Err(e) => shown.push(e.to_string()),
                        }
                    }
                    Err(e) => shown.push(e.to_string()),
                }
            }
            for s in &shown {
                // Nor a piece of it, cut off by tokio-postgres at an unescaped `@`.
                assert!(
                    !s.contains(password) && !s.contains(decoded) && !s.contains("bad#"),
                    "{password:?} shows in {s:?}"
                );
            }
            assert_eq!(
                shown[0], "postgres://bot:***@127.0.0.1:1/hx?sslmode=disable",
                "{shown:?}"
            );
        }
    }
}
