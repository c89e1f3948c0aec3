//! Gateway shards across processes: which shards a process runs (`FIRST-LAST/TOTAL`) and so
//! which communities' games it serves. Discord puts a guild on shard `(id >> 22) % total`; a
//! process serves the games of the guilds its shards carry (their deliveries, clocks and
//! engine turns), and the process running shard 0 also serves games without a guild.

use std::fmt;

/// A range of gateway shards, both ends included, out of a total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard run here.
    pub first: u32,
    /// The last shard run here (included).
    pub last: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

/// Why a shard range does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{given}' is not a shard range: {problem} (write FIRST-LAST/TOTAL, e.g. 0-3/8)")]
pub struct ShardRangeError {
    /// The text given.
    pub given: String,
    /// What is wrong with it.
    pub problem: &'static str,
}

impl ShardRange {
    /// Every shard of a bot with one shard: one process serves everything.
    pub const ALL: ShardRange = ShardRange {
        first: 0,
        last: 0,
        total: 1,
    };

    /// Reads `FIRST-LAST/TOTAL` (or `N/TOTAL` for one shard).
    ///
    /// # Errors
    /// [`ShardRangeError`] naming the problem.
    pub fn parse(given: &str) -> Result<ShardRange, ShardRangeError> {
        let bad = |problem| ShardRangeError {
            given: given.to_string(),
            problem,
        };
        let (range, total) = given.trim().split_once('/').ok_or(bad("no /TOTAL"))?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let num = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| bad("not whole numbers"))
        };
        let (first, last, total) = (num(first)?, num(last)?, num(total)?);
        if total == 0 {
            return Err(bad("the total must be at least 1"));
        }
        if first > last {
            return Err(bad("the first shard comes after the last"));
        }
        if last >= total {
            return Err(bad("shards are numbered from 0 to TOTAL-1"));
        }
        Ok(ShardRange { first, last, total })
    }

    /// The shard that carries a guild.
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        ((guild >> 22) % u64::from(total.max(1))) as u32
    }

    /// Whether this process serves the games of a community: a guild whose shard it runs, or
    /// (`None`, or an id that is not a guild's) the games without one, served with shard 0.
    pub fn serves(&self, realm: Option<&str>) -> bool {
        let shard = realm
            .and_then(|r| r.parse::<u64>().ok())
            .map_or(0, |g| ShardRange::shard_of(g, self.total));
        (self.first..=self.last).contains(&shard)
    }

    /// How many shards this process runs.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_read_and_say_what_is_wrong() {
        assert_eq!(
            ShardRange::parse("0-3/8"),
            Ok(ShardRange {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(ShardRange::parse(" 5/8 ").map(|r| r.count()), Ok(1));
        assert_eq!(
            ShardRange::parse("4-7/8").map(|r| r.to_string()).as_deref(),
            Ok("4-7/8")
        );
        for (bad, why) in [
            ("0-3", "no /TOTAL"),
            ("a-b/8", "not whole numbers"),
            ("0-0/0", "the total must be at least 1"),
            ("3-1/8", "the first shard comes after the last"),
            ("0-8/8", "shards are numbered from 0 to TOTAL-1"),
        ] {
            assert_eq!(
                ShardRange::parse(bad).map_err(|e| e.problem),
                Err(why),
                "{bad}"
            );
        }
        let e = ShardRange::parse("x").expect_err("bad");
        assert_eq!(
            e.to_string(),
            "'x' is not a shard range: no /TOTAL (write FIRST-LAST/TOTAL, e.g. 0-3/8)"
        );
    }

    #[test]
    fn two_halves_serve_every_community_once() {
        let (a, b) = (
            ShardRange::parse("0-1/4").expect("a"),
            ShardRange::parse("2-3/4").expect("b"),
        );
        for g in (0..200u64).map(|i| (i * 7_919 + 3) << 22 | i) {
            let realm = g.to_string();
            assert_ne!(a.serves(Some(&realm)), b.serves(Some(&realm)), "{g}");
        }
        // (id >> 22) % total, as Discord's gateway documentation gives it.
        assert_eq!(ShardRange::shard_of(81_384_788_765_712_384, 4), 2);
        assert_eq!(ShardRange::shard_of(81_384_788_765_712_384, 2), 0);
        assert!(
            a.serves(None) && !b.serves(None),
            "games without a guild: shard 0"
        );
        assert!(ShardRange::ALL.serves(Some("123")) && ShardRange::ALL.serves(None));
    }
}
