//! Players' standing: one Glicko-2 rating per player, variant and server, with their record
//! (won, drawn, lost, streak, last games), and which finished games count for it. Pure: the
//! core reads the standings a game touches and writes the new ones in the game-ending commit.

use crate::rating::{pair_games, Glicko, Rating, IDLE_PERIOD_DAYS};
use crate::vocabulary::caller::NO_REALM;
use serde::{Deserialize, Serialize};

/// How many recent games a standing keeps (what `/profile` shows).
pub const RECENT_KEPT: usize = 5;

/// The key of a standing: `server \t variant \t user`.
pub fn key(realm: Option<&str>, variant: &str, user: &str) -> String {
    format!("{}\t{variant}\t{user}", realm.unwrap_or(NO_REALM))
}

/// The key prefix of a server's standings in one variant (or, with `None`, in all).
pub fn prefix(realm: Option<&str>, variant: Option<&str>) -> String {
    match variant {
        Some(v) => format!("{}\t{v}\t", realm.unwrap_or(NO_REALM)),
        None => format!("{}\t", realm.unwrap_or(NO_REALM)),
    }
}

/// The variant and user of a key.
pub fn split_key(key: &str) -> Option<(&str, &str)> {
    let mut parts = key.splitn(3, '\t');
    let _realm = parts.next()?;
    Some((parts.next()?, parts.next()?))
}

/// One finished game, as a player's standing remembers it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Recent {
    /// The game's id (`g12`).
    pub game: String,
    /// Its place (`#g12`).
    pub place: String,
    /// `won`, `drew`, `lost`, or a place at a table of three (`2nd of 3`).
    pub result: String,
    /// The other players (as mentions).
    pub against: Vec<String>,
    /// When it ended (unix seconds).
    pub at: u64,
}

/// A player's rating and record in one variant on one server (by default, a new player's).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The Glicko-2 rating.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// Won (at a table of three: placed first alone).
    pub wins: u32,
    /// Drawn (or shared a place).
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// Wins in a row (positive) or losses in a row (negative); 0 after a draw.
    pub streak: i32,
    /// When the last rated game ended (unix seconds).
    pub last: u64,
    /// The last games, newest first.
    pub recent: Vec<Recent>,
    /// The player's name in the server as of their last rated game there (records without
    /// it: not known): what the server's public leaderboard shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl Standing {
    /// The rating as of `now`: its deviation grown by the idle periods since the last game.
    pub fn rating_at(&self, now: u64) -> Rating {
        if self.games == 0 {
            return self.rating.sane();
        }
        let periods = now.saturating_sub(self.last) / (IDLE_PERIOD_DAYS * 86_400);
        Glicko::default().idle(self.rating, periods)
    }

    /// `won 3 in a row`, `lost 2 in a row`, or `-`, in `lang`.
    pub fn streak_in(&self, lang: crate::i18n::Lang) -> String {
        match self.streak {
            0 => crate::i18n::plain(lang, "streak-none"),
            n if n > 0 => crate::t!(lang, "streak-won", n = u64::from(n.unsigned_abs())),
            n => crate::t!(lang, "streak-lost", n = u64::from(n.unsigned_abs())),
        }
    }

    /// `won 3 in a row`, `lost 2 in a row`, or `-`.
    pub fn streak_words(&self) -> String {
        self.streak_in(crate::i18n::Lang::En)
    }
}

/// A finished game's players, as the rating needs them.
#[derive(Debug, Clone)]
pub struct Finished<'a> {
    /// The game's id and place.
    pub game: &'a str,
    /// Its place.
    pub place: &'a str,
    /// The players, in seat order (as mentions).
    pub players: Vec<String>,
    /// Each seat's score in quarter points (win 4, draw 2).
    pub quarters: &'a [u8],
    /// Each seat's finishing place (1 first); empty: from the scores.
    pub ranks: &'a [u8],
    /// When it ended.
    pub at: u64,
}

/// The players' new standings after `game`, from their standings before it (in seat order).
/// Two players: one rating period with one game, scored by the result (a Glinski stalemate's
/// 3 to 1 as 0.75 to 0.25). Three: each pair of players counts as a game decided by their
/// places, all in one period.
pub fn after_game(game: &Finished<'_>, before: &[Standing]) -> Vec<Standing> {
    let n = game.players.len();
    let ratings: Vec<Rating> = before.iter().map(|s| s.rating_at(game.at)).collect();
    let ranks: Vec<u8> = if game.ranks.len() == n {
        game.ranks.to_vec()
    } else {
        // Places from the scores: 1 + how many scored more.
        (0..n)
            .map(|i| {
                1 + game
                    .quarters
                    .iter()
                    .filter(|&&q| q > game.quarters[i])
                    .count() as u8
            })
            .collect()
    };
    let glicko = Glicko::default();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let games: Vec<(Rating, f64)> = if n == 2 {
            let j = 1 - i;
            vec![(ratings[j], f64::from(game.quarters[i]) / 4.0)]
        } else {
            pair_games(&ranks)[i]
                .iter()
                .map(|&(j, score)| (ratings[j], score))
                .collect()
        };
        let mut s = before[i].clone();
        s.rating = glicko.update(ratings[i], &games);
        s.games += 1;
        s.last = game.at;
        // Won: first and alone; drawn: a place shared; lost: any other.
        let shared = ranks.iter().filter(|&&r| r == ranks[i]).count() > 1;
        let word = if shared {
            s.draws += 1;
            s.streak = 0;
            "drew"
        } else if ranks[i] == 1 {
            s.wins += 1;
            s.streak = s.streak.max(0) + 1;
            "won"
        } else {
            s.losses += 1;
            s.streak = s.streak.min(0) - 1;
            "lost"
        };
        let result = if n > 2 {
            format!("{} of {n}", ordinal(ranks[i]))
        } else {
            word.to_string()
        };
        s.recent.insert(
            0,
            Recent {
                game: game.game.to_string(),
                place: game.place.to_string(),
                result,
                against: (0..n)
                    .filter(|&j| j != i)
                    .map(|j| game.players[j].clone())
                    .collect(),
                at: game.at,
            },
        );
        s.recent.truncate(RECENT_KEPT);
        out.push(s);
    }
    out
}

/// `1st`, `2nd`, `3rd`, `4th`.
fn ordinal(n: u8) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished<'a>(quarters: &'a [u8], ranks: &'a [u8]) -> Finished<'a> {
        Finished {
            game: "g7",
            place: "#g7",
            players: (0..quarters.len()).map(|i| format!("@p{i}")).collect(),
            quarters,
            ranks,
            at: 1_000_000,
        }
    }

    #[test]
    fn a_win_moves_two_new_players_apart_symmetrically() {
        let after = after_game(
            &finished(&[4, 0], &[]),
            &[Standing::default(), Standing::default()],
        );
        let (w, l) = (&after[0], &after[1]);
        assert!(w.rating.rating > 1500.0 && l.rating.rating < 1500.0);
        assert!((w.rating.rating - 1500.0 - (1500.0 - l.rating.rating)).abs() < 1e-9);
        assert!(w.rating.deviation < 350.0);
        assert_eq!(
            (w.games, w.wins, w.draws, w.losses, w.streak),
            (1, 1, 0, 0, 1)
        );
        assert_eq!(
            (l.games, l.wins, l.draws, l.losses, l.streak),
            (1, 0, 0, 1, -1)
        );
        assert_eq!(w.recent[0].result, "won");
        assert_eq!(w.recent[0].against, ["@p1"]);
        assert_eq!(l.recent[0].result, "lost");
    }

    #[test]
    fn a_draw_between_equals_changes_no_rating_and_ends_streaks() {
        let a = Standing {
            streak: 3,
            ..Standing::default()
        };
        let after = after_game(&finished(&[2, 2], &[]), &[a, Standing::default()]);
        assert!((after[0].rating.rating - 1500.0).abs() < 1e-9);
        assert_eq!(after[0].streak, 0);
        assert_eq!(after[0].draws, 1);
        assert_eq!(after[1].recent[0].result, "drew");
    }

    #[test]
    fn three_players_count_each_pair_by_their_places() {
        let s = || Standing::default();
        let after = after_game(&finished(&[4, 0, 0], &[1, 2, 3]), &[s(), s(), s()]);
        assert!(after[0].rating.rating > after[1].rating.rating);
        assert!(after[1].rating.rating > after[2].rating.rating);
        assert!(
            (after[1].rating.rating - 1500.0).abs() < 1e-9,
            "one win, one loss"
        );
        assert_eq!(after[0].recent[0].result, "1st of 3");
        assert_eq!(after[1].recent[0].result, "2nd of 3");
        assert_eq!(after[2].recent[0].result, "3rd of 3");
        assert_eq!((after[1].wins, after[1].losses), (0, 1));
        assert_eq!(after[0].recent[0].against, ["@p1", "@p2"]);
    }

    #[test]
    fn idle_time_widens_the_deviation_and_recent_games_are_capped() {
        let mut s = Standing::default();
        for k in 0..8u64 {
            let g = Finished {
                at: 1_000_000 + k,
                ..finished(&[4, 0], &[])
            };
            s = after_game(&g, &[s, Standing::default()]).remove(0);
        }
        assert_eq!(s.recent.len(), RECENT_KEPT);
        assert_eq!(s.streak, 8);
        assert_eq!(s.streak_words(), "won 8 in a row");
        let later = s.rating_at(s.last + 70 * 86_400);
        assert!(later.deviation > s.rating.deviation);
        assert_eq!(s.rating_at(s.last + 86_400), s.rating);
    }

    #[test]
    fn keys_hold_server_variant_and_user() {
        let k = key(Some("42"), "glinski", "7");
        assert_eq!(k, "42\tglinski\t7");
        assert!(k.starts_with(&prefix(Some("42"), Some("glinski"))));
        assert!(k.starts_with(&prefix(Some("42"), None)));
        assert_eq!(split_key(&k), Some(("glinski", "7")));
        assert_eq!(key(None, "glinski", "alice"), "-\tglinski\talice");
    }
}
