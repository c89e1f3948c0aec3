//! Command family: ratings. `/leaderboard [variant]` (a server's top ten) and
//! `/profile [@user]` (ratings per variant, record, streak, last games; on the asker's own,
//! their puzzles too).

use crate::i18n::{plain, variant_name, Lang};
use crate::state::standing::{self, Standing};
use crate::t;
use crate::vocabulary::caller::NO_REALM;
use crate::vocabulary::reply::text;
use crate::{Caller, Core, Place, Problem, Reply, UserId};
use hexcourier_store::Table;

/// How many players a leaderboard shows.
pub const LEADERBOARD_SIZE: usize = 10;

/// How many recent games a profile lists.
const PROFILE_GAMES: usize = 5;

impl Core {
    /// The standings of a server with `prefix`, as (key, standing); damaged ones left out.
    pub(crate) fn standings(&self, prefix: &str) -> Result<Vec<(String, Standing)>, Problem> {
        let mut out = Vec::new();
        self.store
            .scan(Table::Ratings, prefix, &mut |key, v| {
                if let Ok(s) = serde_json::from_slice::<Standing>(&v.bytes) {
                    out.push((key.to_string(), s));
                }
                true
            })
            .map_err(|e| Problem::Storage(e.to_string()))?;
        Ok(out)
    }

    /// `/leaderboard [variant]`: the server's ten best in a variant (default: the game of this
    /// place's, else Glinski's), established ratings first, then provisional ones (deviation
    /// over 110), each with games played.
    pub(crate) fn leaderboard(
        &self,
        place: &Place,
        caller: &Caller,
        variant: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let v = match variant {
            Some(id) => self.variant(id)?.clone(),
            None => match self.game_at(place) {
                Some(g) => crate::state::live::lock(&g).variant.clone(),
                None => self.variant(&self.example_variant())?.clone(),
            },
        };
        let now = self.now();
        let lang = self.lang_of_caller(caller);
        let vname = variant_name(lang, &v.id, &v.name);
        let realm = caller.realm();
        let mut rows: Vec<(bool, f64, String, u32)> = self
            .standings(&standing::prefix(realm, Some(&v.id)))?
            .into_iter()
            .filter_map(|(key, s)| {
                let (_, user) = standing::split_key(&key)?;
                let r = s.rating_at(now);
                Some((r.provisional(), r.rating, user.to_string(), s.games))
            })
            .collect();
        if rows.is_empty() {
            return Ok(vec![text(place, t!(lang, "ranking-none", variant = vname))]);
        }
        rows.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)).then(a.2.cmp(&b.2)));
        let mut lines = vec![t!(lang, "ranking-heading", variant = vname)];
        for (i, (provisional, rating, user, games)) in
            rows.into_iter().take(LEADERBOARD_SIZE).enumerate()
        {
            let mark = if provisional {
                format!(", {}", plain(lang, "rating-provisional"))
            } else {
                String::new()
            };
            lines.push(t!(
                lang,
                "ranking-line",
                place = (i + 1).to_string(),
                user = UserId::new(&user).to_string(),
                rating = format!("{rating:.0}"),
                games = u64::from(games),
                provisional = mark
            ));
        }
        Ok(vec![text(place, lines.join("\n"))])
    }

    /// `/profile [@user]`: a player's rating in each variant played on this server (with
    /// deviation, won/drawn/lost and streak), then their last five rated games; on the asker's
    /// own profile, their puzzle rating, counts, streaks and last puzzles once they tried one.
    pub(crate) fn profile(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        who: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let who = match who {
            None => user.clone(),
            Some(w) => UserId::parse_mention(w).ok_or(Problem::Usage {
                usage: "/profile [@user]",
            })?,
        };
        let now = self.now();
        let lang = self.lang_of_caller(caller);
        let realm = caller.realm();
        let mine: Vec<(String, Standing)> = self
            .standings(&standing::prefix(realm, None))?
            .into_iter()
            .filter_map(|(key, s)| {
                let (variant, u) = standing::split_key(&key)?;
                (u == who.as_str()).then(|| (variant.to_string(), s))
            })
            .collect();
        // The asker's own puzzles, which they solve privately: never someone else's.
        let puzzles = if who == *user {
            self.puzzle_profile(user, realm.unwrap_or(NO_REALM), lang)?
        } else {
            Vec::new()
        };
        if mine.is_empty() {
            let mut lines = vec![t!(lang, "profile-none", user = who.to_string())];
            lines.extend(puzzles);
            return Ok(vec![text(place, lines.join("\n"))]);
        }
        let mut lines = vec![t!(lang, "profile-heading", user = who.to_string())];
        let mut recent = Vec::new();
        for (variant, s) in &mine {
            let name = self
                .lib
                .get(variant)
                .map_or_else(|| variant.clone(), |v| variant_name(lang, &v.id, &v.name));
            let r = s.rating_at(now);
            lines.push(t!(
                lang,
                "profile-line",
                variant = name,
                rating = format!("{:.0}", r.rating),
                deviation = format!("{:.0}", 2.0 * r.deviation),
                provisional = if r.provisional() {
                    format!(" ({})", plain(lang, "rating-provisional"))
                } else {
                    String::new()
                },
                won = s.wins.to_string(),
                drawn = s.draws.to_string(),
                lost = s.losses.to_string(),
                streak = s.streak_in(lang)
            ));
            recent.extend(s.recent.iter().cloned());
        }
        recent.sort_by(|a, b| b.at.cmp(&a.at).then(b.game.cmp(&a.game)));
        lines.push(plain(lang, "profile-last-games"));
        for g in recent.into_iter().take(PROFILE_GAMES) {
            lines.push(t!(
                lang,
                "profile-game",
                game = g.game.clone(),
                place = g.place.clone(),
                result = result_in(lang, &g.result),
                opponents = g.against.join(", ")
            ));
        }
        lines.extend(puzzles);
        Ok(vec![text(place, lines.join("\n"))])
    }
}

/// A stored result (`won`, `drew`, `lost`, `2nd of 3`) in `lang`; as stored when it reads
/// otherwise.
fn result_in(lang: Lang, stored: &str) -> String {
    let key = match stored {
        "won" => "profile-result-won",
        "drew" => "profile-result-drew",
        "lost" => "profile-result-lost",
        _ => {
            let mut words = stored.split(' ');
            let place = words
                .next()
                .map(|w| w.trim_end_matches(|c: char| c.is_ascii_alphabetic()))
                .and_then(|n| n.parse::<u64>().ok());
            let of = words.next();
            let players = words.next().and_then(|n| n.parse::<u64>().ok());
            return match (place, of, players) {
                (Some(place), Some(_), Some(players)) => t!(
                    lang,
                    "profile-result-place",
                    place = place,
                    players = players.to_string()
                ),
                _ => stored.to_string(),
            };
        }
    };
    plain(lang, key)
}
