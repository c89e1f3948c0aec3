//! A throwaway PostgreSQL cluster for tests: started once per test process in a temporary
//! directory on a free loopback port, a fresh database for each test, stopped when the process
//! ends (a watchdog notices).
//!
//! PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user
//! (`runuser`). Without PostgreSQL binaries (`initdb`, `pg_ctl` on the PATH or under
//! `/usr/lib/postgresql/*/bin`) tests that need it print that they are skipped, unless
//! [`REQUIRE_ENV`] is set: then they fail (CI sets it). cargo hides what passing tests print,
//! so `bot/tests/postgres_here.rs` fails instead, unless [`SKIP_ENV`] says the skip is
//! accepted.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

/// Set to `1`, tests that need PostgreSQL fail instead of skipping when it cannot start.
pub const REQUIRE_ENV: &str = "HEXCOURIER_REQUIRE_POSTGRES";

/// Set to `1`, skipping the PostgreSQL tests on a machine without PostgreSQL is accepted (the
/// test that otherwise fails to say they were skipped passes). [`REQUIRE_ENV`] wins over it.
pub const SKIP_ENV: &str = "HEXCOURIER_SKIP_POSTGRES";

/// What to do about PostgreSQL tests that could not run, in two lines.
pub const HOW_TO_RUN: &str = "To run them, install PostgreSQL and openssl (Debian/Ubuntu: \
sudo apt-get install postgresql openssl; docs/install.md).\n\
To skip them knowingly instead: HEXCOURIER_SKIP_POSTGRES=1 cargo test --workspace";

/// Whether the environment variable `name` is set to a true value (`1`, `true`, `yes`, `on`).
fn env_on(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| {
        matches!(
            v.trim().to_ascii_lowercase().as_str(),
            "1" | "true" | "yes" | "on"
        )
    })
}

/// Whether PostgreSQL is required here ([`REQUIRE_ENV`]).
pub fn required() -> bool {
    env_on(REQUIRE_ENV)
}

/// Whether skipping the PostgreSQL tests is accepted here ([`SKIP_ENV`], and not
/// [`REQUIRE_ENV`]).
pub fn skip_accepted() -> bool {
    env_on(SKIP_ENV) && !required()
}

/// A running cluster.
#[derive(Debug)]
pub struct PgCluster {
    port: u16,
    /// Whether it takes TLS connections (its CA is `ca.crt` in its directory).
    tls: bool,
    dir: PathBuf,
    next: AtomicU32,
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// The directory holding `initdb` and `pg_ctl`.
fn bin_dir() -> Result<PathBuf, String> {
    if let Some(paths) = std::env::var_os("PATH") {
        for p in std::env::split_paths(&paths) {
            if p.join("initdb").is_file() && p.join("pg_ctl").is_file() {
                return Ok(p);
            }
        }
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|_| "no initdb and pg_ctl on the PATH or in /usr/lib/postgresql".to_string())?
        .filter_map(Result::ok)
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("initdb").is_file())
        .collect();
    found.sort();
    found
        .pop()
        .ok_or_else(|| "no initdb under /usr/lib/postgresql".to_string())
}

/// Runs a PostgreSQL program, as the `postgres` user when root.
fn run_pg(program: &Path, args: &[&str]) -> Result<(), String> {
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    let out = cmd
        .args(args)
        .output()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{} failed: {}{}",
            program.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Makes `ca.crt` and the server's `server.crt` and `server.key` (signed by the CA, for
/// `127.0.0.1` and `localhost`) in `dir` with openssl.
fn make_certificates(dir: &Path) -> Result<(), String> {
    let script = r#"set -e
openssl req -x509 -newkey rsa:2048 -nodes -days 3 -subj "/CN=Hexcourier test CA" \
  -keyout ca.key -out ca.crt 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout server.key -out server.csr 2>/dev/null
printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n' > server.ext
openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 3 \
  -extfile server.ext -out server.crt 2>/dev/null
chmod 600 server.key
"#;
    let out = Command::new("sh")
        .args(["-c", script])
        .current_dir(dir)
        .output()
        .map_err(|e| format!("openssl: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "openssl could not make a certificate: {}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn free_port() -> Result<u16, String> {
    let l = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    l.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

impl PgCluster {
    fn start() -> Result<PgCluster, String> {
        let bin = bin_dir()?;
        let dir = std::env::temp_dir().join(format!(
            "hexcourier-pg-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos())
        ));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        // A CA and a server certificate it signed, for the tests of TLS (when openssl is here).
        let tls = make_certificates(&dir);
        if let Err(e) = &tls {
            eprintln!("PostgreSQL for tests runs without TLS: {e}");
        }
        if is_root() {
            let ok = Command::new("chown")
                .args(["-R", "postgres"])
                .arg(&dir)
                .status()
                .is_ok_and(|s| s.success());
            if !ok {
                return Err(format!("could not give {} to postgres", dir.display()));
            }
        }
        let data = dir.join("data");
        let data_s = data.display().to_string();
        run_pg(
            &bin.join("initdb"),
            &[
                "-D",
                &data_s,
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
                "-E",
                "UTF8",
            ],
        )?;
        let port = free_port()?;
        let mut opts = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
            dir.display()
        );
        if tls.is_ok() {
            opts.push_str(&format!(
                " -c ssl=on -c ssl_cert_file={0}/server.crt -c ssl_key_file={0}/server.key",
                dir.display()
            ));
        }
        let log = dir.join("log").display().to_string();
        run_pg(
            &bin.join("pg_ctl"),
            &["-D", &data_s, "-l", &log, "-o", &opts, "-w", "start"],
        )?;
        // Stops the cluster and removes it once this process is gone.
        let watchdog = format!(
            "while kill -0 {pid} 2>/dev/null; do sleep 1; done; \
             {run}'{pg_ctl}' -D '{data_s}' -m immediate stop >/dev/null 2>&1; rm -rf '{dir}'",
            pid = std::process::id(),
            run = if is_root() {
                "runuser -u postgres -- "
            } else {
                ""
            },
            pg_ctl = bin.join("pg_ctl").display(),
            dir = dir.display(),
        );
        Command::new("sh")
            .args(["-c", &watchdog])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .map_err(|e| format!("could not start the watchdog: {e}"))?;
        Ok(PgCluster {
            port,
            tls: tls.is_ok(),
            dir,
            next: AtomicU32::new(0),
        })
    }

    /// The cluster of this process, started on first use.
    ///
    /// # Errors
    /// Why PostgreSQL could not be started.
    pub fn get() -> Result<&'static PgCluster, String> {
        static CLUSTER: OnceLock<Result<PgCluster, String>> = OnceLock::new();
        CLUSTER
            .get_or_init(PgCluster::start)
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The URL of the cluster's `postgres` database.
    pub fn admin_url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// The CA file that signed the cluster's certificate (for `127.0.0.1` and `localhost`),
    /// when the cluster takes TLS connections.
    pub fn ca_file(&self) -> Option<PathBuf> {
        self.tls.then(|| self.dir.join("ca.crt"))
    }

    /// The cluster's directory (data, log, socket).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// A new empty database; its URL.
    ///
    /// # Errors
    /// If it cannot be created.
    pub fn database(&self) -> Result<String, String> {
        let name = format!("t_{}", self.next.fetch_add(1, Ordering::SeqCst));
        let admin = self.admin_url();
        let sql = format!("CREATE DATABASE {name}");
        // On a thread of its own: the caller may be inside an async runtime.
        std::thread::spawn(move || -> Result<(), String> {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(|e| e.to_string())?;
            rt.block_on(async {
                let (client, conn) = tokio_postgres::connect(&admin, tokio_postgres::NoTls)
                    .await
                    .map_err(|e| e.to_string())?;
                tokio::spawn(conn);
                client.batch_execute(&sql).await.map_err(|e| e.to_string())
            })
        })
        .join()
        .map_err(|_| "the database-creating thread panicked".to_string())??;
        Ok(format!(
            "postgres://postgres@127.0.0.1:{}/{name}",
            self.port
        ))
    }
}

/// A fresh database for the test `test`, or `None` when PostgreSQL is not available here (the
/// test should then return; a line says it was skipped).
///
/// # Panics
/// When PostgreSQL is required ([`REQUIRE_ENV`]) and cannot be started.
pub fn database_or_skip(test: &str) -> Option<String> {
    let got = PgCluster::get().and_then(PgCluster::database);
    match got {
        Ok(url) => Some(url),
        Err(why) if required() => {
            panic!("{test}: PostgreSQL is required ({REQUIRE_ENV}=1) but unavailable: {why}")
        }
        Err(why) => {
            eprintln!(
                "SKIPPED {test} on PostgreSQL: PostgreSQL is not available here: {why}\n{HOW_TO_RUN}"
            );
            None
        }
    }
}
