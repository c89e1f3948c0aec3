//! The process's limit of open files (`RLIMIT_NOFILE`). Every web connection, live page,
//! store file and gateway socket holds one, and the soft limit a process starts with is often
//! small (1,024, or 256 on some systems), so [`raise`] lifts it to the hard limit at start
//! (`serve`, `console`, `worker`); the web server keeps its connections below it. Windows
//! has no such limit on sockets: there both say "no limit".

#[cfg(unix)]
use rustix::process::{getrlimit, setrlimit, Resource, Rlimit};

/// The soft limit now, if it is finite.
#[cfg(unix)]
pub fn soft_limit() -> Option<u64> {
    getrlimit(Resource::Nofile).current
}

/// The soft limit now, if it is finite: none on Windows.
#[cfg(not(unix))]
pub fn soft_limit() -> Option<u64> {
    None
}

/// Raises nothing on Windows (no limit to raise), and says so at info.
#[cfg(not(unix))]
pub fn raise() -> Option<u64> {
    tracing::info!("open files allowed: no limit");
    None
}

/// Raises the soft limit to the hard one (no change when it is there already or the hard
/// limit is infinite), and logs the limit at info. The soft limit after, if finite.
#[cfg(unix)]
pub fn raise() -> Option<u64> {
    let limit = getrlimit(Resource::Nofile);
    let (before, hard) = (limit.current, limit.maximum);
    let after = match (before, hard) {
        (Some(soft), Some(hard)) if soft < hard => {
            match setrlimit(
                Resource::Nofile,
                Rlimit {
                    current: Some(hard),
                    maximum: Some(hard),
                },
            ) {
                Ok(()) => Some(hard),
                Err(e) => {
                    tracing::warn!(soft, hard, "the open-file limit could not be raised: {e}");
                    Some(soft)
                }
            }
        }
        _ => before,
    };
    match after {
        Some(n) => tracing::info!(
            before = before.unwrap_or(0),
            hard = hard.unwrap_or(0),
            "open files allowed: {n}"
        ),
        None => tracing::info!("open files allowed: no limit"),
    }
    after
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn raising_reaches_the_hard_limit_and_keeps_it() {
        let hard = getrlimit(Resource::Nofile).maximum;
        let after = raise();
        if let Some(hard) = hard {
            assert_eq!(after, Some(hard));
        }
        assert_eq!(soft_limit(), after);
        assert_eq!(raise(), after, "raising again changes nothing");
    }
}
