//! The simulated community: servers (Discord guilds, and sometimes the console's own
//! community), their members, the languages they read and how they like to talk to the bot.
//! A world is made from a seed alone, so a script naming its seed brings the same people
//! back.

use super::seed::Rng;
use hexcourier_core::i18n::Lang;

/// Names members go by: short, in no language in particular, and no English word.
const NAMES: [&str; 40] = [
    "ana", "bela", "csilla", "dora", "edek", "fritz", "gosia", "hanna", "imre", "jola", "kasia",
    "lajos", "marek", "nina", "ola", "piotr", "rita", "sanyi", "tomek", "ursel", "vera", "wanda",
    "zofia", "agi", "bodo", "czesia", "detlef", "eniko", "franek", "gyuri", "heike", "ilka",
    "janek", "karla", "lenke", "mirek", "noemi", "oskar", "pali", "rudi",
];

/// How a member talks to the bot on Discord (the console has one way).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Path {
    /// The console: its operator speaks as anyone ([`hexcourier_core::Caller::operator`]).
    Console,
    /// Text typed in a thread: the member's rights unknown, every answer public.
    Typed,
    /// A slash command: the member's rights known, private answers allowed.
    Slash,
    /// A button or a menu pick under a message.
    Button,
}

impl Path {
    /// Its name in scripts.
    pub fn word(self) -> &'static str {
        match self {
            Path::Console => "console",
            Path::Typed => "typed",
            Path::Slash => "slash",
            Path::Button => "button",
        }
    }

    /// Reads a name written by [`Path::word`].
    pub fn parse(s: &str) -> Option<Path> {
        Some(match s {
            "console" => Path::Console,
            "typed" => Path::Typed,
            "slash" => Path::Slash,
            "button" => Path::Button,
            _ => return None,
        })
    }
}

/// A community: a Discord server, or the console's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Community {
    /// The guild id (`None`: the console's community).
    pub realm: Option<String>,
    /// The language its admin sets for its announcements (`/language`).
    pub lang: Lang,
    /// Its admin (who makes tournaments and sets allowances).
    pub admin: String,
    /// Its members, the admin first.
    pub members: Vec<String>,
    /// Where its members talk outside games.
    pub lobby: String,
}

impl Community {
    /// Its name in scripts: the guild id, or `console`.
    pub fn name(&self) -> &str {
        self.realm.as_deref().unwrap_or("console")
    }
}

/// A member: the language they read, and how often they use each path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// Their user id (also their name).
    pub id: String,
    /// The language their Discord client reads.
    pub lang: Lang,
    /// Weights of typed text, slash commands and buttons.
    pub paths: [u32; 3],
}

/// The communities and their members, made from a seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct World {
    /// The seed it was made from.
    pub seed: u64,
    /// The communities.
    pub communities: Vec<Community>,
    /// Every member, by id.
    pub members: Vec<Member>,
    /// The console's language (its `--lang`), for its community.
    pub console_lang: Lang,
}

impl World {
    /// The world of `seed`: one to three Discord servers of four to eight members each (some
    /// members in two servers), and in about a third of the worlds the console's community
    /// too.
    pub fn of_seed(seed: u64) -> World {
        let mut rng = Rng::new(seed ^ 0x05ee_d0f3_071d);
        let mut names: Vec<&str> = NAMES.to_vec();
        rng.shuffle(&mut names);
        let mut next_name = names.into_iter();
        let mut members: Vec<Member> = Vec::new();
        let mut communities = Vec::new();
        let servers = 1 + rng.below(3);
        for s in 0..servers {
            let lang = rng.pick(&Lang::ALL).unwrap_or_default();
            let size = 4 + rng.below(5) as usize;
            let mut list: Vec<String> = Vec::new();
            // Someone of an earlier server joins this one too, now and then.
            if s > 0 && rng.chance(60) {
                let admins: Vec<&String> =
                    communities.iter().map(|c: &Community| &c.admin).collect();
                let others: Vec<&Member> = members
                    .iter()
                    .filter(|m| !admins.contains(&&m.id))
                    .collect();
                if let Some(m) = rng.pick(&others) {
                    list.push(m.id.clone());
                }
            }
            while list.len() < size {
                let Some(name) = next_name.next() else { break };
                let reads = if rng.chance(75) {
                    lang
                } else {
                    rng.pick(&Lang::ALL).unwrap_or_default()
                };
                members.push(Member {
                    id: name.to_string(),
                    lang: reads,
                    paths: [
                        1 + rng.below(4) as u32,
                        1 + rng.below(4) as u32,
                        1 + rng.below(3) as u32,
                    ],
                });
                list.push(name.to_string());
            }
            // The admin is a member of this server alone, listed first.
            let admin_at = list.len() - 1;
            list.swap(0, admin_at);
            let realm = format!("{}", 9001 + s);
            communities.push(Community {
                lobby: format!("#lobby-{realm}"),
                realm: Some(realm),
                lang,
                admin: list[0].clone(),
                members: list,
            });
        }
        let console_lang = rng.pick(&Lang::ALL).unwrap_or_default();
        if rng.chance(35) {
            let mut list = Vec::new();
            for _ in 0..(3 + rng.below(3)) {
                let Some(name) = next_name.next() else { break };
                members.push(Member {
                    id: name.to_string(),
                    lang: console_lang,
                    paths: [1, 0, 0],
                });
                list.push(name.to_string());
            }
            if list.len() >= 2 {
                communities.push(Community {
                    realm: None,
                    lang: console_lang,
                    admin: list[0].clone(),
                    members: list,
                    lobby: hexcourier_core::Place::LOBBY.to_string(),
                });
            }
        }
        World {
            seed,
            communities,
            members,
            console_lang,
        }
    }

    /// The member `id`.
    pub fn member(&self, id: &str) -> Option<&Member> {
        self.members.iter().find(|m| m.id == id)
    }

    /// The community of a guild id (`None`: the console's).
    pub fn community(&self, realm: Option<&str>) -> Option<&Community> {
        self.communities
            .iter()
            .find(|c| c.realm.as_deref() == realm)
    }

    /// Whether `user` is the admin of the community of `realm`.
    pub fn is_admin(&self, user: &str, realm: Option<&str>) -> bool {
        self.community(realm).is_some_and(|c| c.admin == user)
    }

    /// The community a place belongs to by its name, for lobbies (games and tournaments
    /// carry theirs in their records).
    pub fn community_of_lobby(&self, place: &str) -> Option<&Community> {
        self.communities.iter().find(|c| c.lobby == place)
    }

    /// How many communities it has.
    pub fn size(&self) -> usize {
        self.communities.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_world_is_its_seed() {
        assert_eq!(World::of_seed(7), World::of_seed(7));
        for seed in 0..200 {
            let w = World::of_seed(seed);
            assert!((1..=4).contains(&w.size()), "{seed}");
            for c in &w.communities {
                assert!(c.members.len() >= 2, "{seed}");
                assert_eq!(c.members[0], c.admin);
                for m in &c.members {
                    assert!(w.member(m).is_some(), "{seed}: {m}");
                }
                // An admin belongs to their server alone.
                let elsewhere = w
                    .communities
                    .iter()
                    .filter(|o| o.members.contains(&c.admin))
                    .count();
                assert_eq!(elsewhere, 1, "{seed}");
            }
        }
    }
}
