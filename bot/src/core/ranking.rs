//! Command family: ratings. `/leaderboard [variant]` (a server's top ten) and
//! `/profile [@user]` (ratings per variant, record, streak, last games).

use super::reply::text;
use super::standing::{self, Standing};
use super::{Caller, Core, Place, Problem, Reply, UserId};
use crate::store::Table;

/// How many players a leaderboard shows.
pub const LEADERBOARD_SIZE: usize = 10;

/// How many recent games a profile lists.
const PROFILE_GAMES: usize = 5;

impl Core {
    /// The standings of a server with `prefix`, as (key, standing); damaged ones left out.
    pub(super) fn standings(&self, prefix: &str) -> Result<Vec<(String, Standing)>, Problem> {
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
    pub(super) fn leaderboard(
        &self,
        place: &Place,
        caller: &Caller,
        variant: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let v = match variant {
            Some(id) => self.variant(id)?.clone(),
            None => match self.game_at(place) {
                Some(g) => super::live::lock(&g).variant.clone(),
                None => self.variant(&self.example_variant())?.clone(),
            },
        };
        let now = self.now();
        let realm = caller.realm.as_deref();
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
            return Ok(vec![text(
                place,
                format!(
                    "No rated {} games on this server yet. Games between people that end with a result after two moves each are rated.",
                    v.name
                ),
            )]);
        }
        rows.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)).then(a.2.cmp(&b.2)));
        let mut lines = vec![format!("Leaderboard: {}", v.name)];
        for (i, (provisional, rating, user, games)) in
            rows.into_iter().take(LEADERBOARD_SIZE).enumerate()
        {
            let games = if games == 1 {
                "1 game".to_string()
            } else {
                format!("{games} games")
            };
            let mark = if provisional { ", provisional" } else { "" };
            lines.push(format!(
                "{}. {} {:.0} ({games}{mark})",
                i + 1,
                UserId::new(&user),
                rating
            ));
        }
        Ok(vec![text(place, lines.join("\n"))])
    }

    /// `/profile [@user]`: a player's rating in each variant played on this server (with
    /// deviation, won/drawn/lost and streak), then their last five rated games.
    pub(super) fn profile(
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
        let realm = caller.realm.as_deref();
        let mine: Vec<(String, Standing)> = self
            .standings(&standing::prefix(realm, None))?
            .into_iter()
            .filter_map(|(key, s)| {
                let (variant, u) = standing::split_key(&key)?;
                (u == who.as_str()).then(|| (variant.to_string(), s))
            })
            .collect();
        if mine.is_empty() {
            return Ok(vec![text(
                place,
                format!("{who} has no rated games on this server yet."),
            )]);
        }
        let mut lines = vec![format!("{who}'s ratings")];
        let mut recent = Vec::new();
        for (variant, s) in &mine {
            let name = self
                .lib
                .get(variant)
                .map_or_else(|| variant.clone(), |v| v.name.clone());
            let r = s.rating_at(now);
            lines.push(format!(
                "{name}: {:.0} ±{:.0}{} — {} won, {} drawn, {} lost; streak: {}",
                r.rating,
                2.0 * r.deviation,
                if r.provisional() {
                    " (provisional)"
                } else {
                    ""
                },
                s.wins,
                s.draws,
                s.losses,
                s.streak_words()
            ));
            recent.extend(s.recent.iter().cloned());
        }
        recent.sort_by(|a, b| b.at.cmp(&a.at).then(b.game.cmp(&a.game)));
        lines.push("Last games:".into());
        for g in recent.into_iter().take(PROFILE_GAMES) {
            lines.push(format!(
                "{} ({}): {} against {}",
                g.game,
                g.place,
                g.result,
                g.against.join(", ")
            ));
        }
        Ok(vec![text(place, lines.join("\n"))])
    }
}
