//! Core text made ready for Discord: user ids become mentions or names, game places become
//! thread links, and the core's replies are grouped into messages.
//!
//! Users: the core knows a Discord user by their id as a decimal string (`UserId("80351110224678912")`)
//! and writes them as `@80351110224678912`. In message text that becomes `<@80351110224678912>`,
//! which Discord shows as the user's current display name; messages always carry
//! `allowed_mentions`, so such a mention notifies nobody unless it is a turn ping. Thread titles
//! and image descriptions cannot show mentions, so there the id becomes `@Name`, using the
//! names the core's book has for that server (see [`Names`]).

use super::links::Links;
pub use super::message::cut;
use super::message::{OutFile, OutMessage};
use hexcourier_core::i18n::Lang;
use hexcourier_core::{Core, Place, Reply, UserId};
use serenity::all::{ChannelId, CommandInteraction};

pub use super::parts::MAX_CONTENT_CHARS;

/// Discord's limit on a thread name, in characters.
pub const MAX_THREAD_NAME_CHARS: usize = 100;

/// Discord's limit on an attachment description (alt text), in characters.
pub const MAX_DESCRIPTION_CHARS: usize = 1024;

/// The core user id of a Discord user: the id in decimal.
pub fn user_id(id: u64) -> UserId {
    UserId::new(id.to_string())
}

/// The Discord id of a core user, when it is one (console names are not).
pub fn discord_id(user: &UserId) -> Option<u64> {
    let s = user.as_str();
    (is_snowflake(s)).then(|| s.parse().ok()).flatten()
}

fn is_snowflake(s: &str) -> bool {
    (15..=20).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
}

/// How plain text names users of one server: a Discord id to the name that server shows them
/// by, when the core's book has it ([`names_in`]).
pub type Names<'a> = &'a dyn Fn(u64) -> Option<String>;

/// The names members of the guild `guild` are shown by there (the core's book of names,
/// which keeps each server's apart).
pub fn names_in(core: &Core, guild: Option<u64>) -> impl Fn(u64) -> Option<String> + '_ {
    let realm = guild.map(|g| g.to_string());
    move |id| core.name_in(realm.as_deref(), &user_id(id))
}

/// A user's name as Discord shows it in a server: their nickname there, else their global
/// name, else their username.
pub fn shown_name(user: &serenity::all::User, nick: Option<&String>) -> String {
    nick.or(user.global_name.as_ref())
        .unwrap_or(&user.name)
        .clone()
}

/// Rewrites every `@<id>` (a Discord id written by the core) with `f(id)`; other text is
/// kept. An `@` right after `<` is left alone (it is already a mention, or a defused one).
fn rewrite_users(text: &str, f: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(i) = rest.find('@') {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        let digits = at[1..].bytes().take_while(u8::is_ascii_digit).count();
        let id = &at[1..1 + digits];
        let after_angle = out.ends_with('<');
        match (!after_angle && is_snowflake(id)).then(|| f(id)).flatten() {
            Some(shown) => {
                out.push_str(&shown);
                rest = &at[1 + digits..];
            }
            None => {
                out.push('@');
                rest = &at[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Rewrites every game place `#gN` with `f(place)`, when it gives something.
fn rewrite_places(text: &str, f: impl Fn(&Place) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    // Game places `#g12` and tournament places `#t3`.
    while let Some(i) = rest.find(['#']) {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        let kind = at.as_bytes().get(1).copied();
        if !matches!(kind, Some(b'g' | b't')) {
            out.push('#');
            rest = &at[1..];
            continue;
        }
        let digits = at[2..].bytes().take_while(u8::is_ascii_digit).count();
        let name = &at[..2 + digits];
        let shown = (digits > 0 && !at[2..].starts_with('0'))
            .then(|| f(&Place::new(name)))
            .flatten();
        match shown {
            Some(s) => {
                out.push_str(&s);
                rest = &at[2 + digits..];
            }
            None => {
                out.push_str(&at[..2]);
                rest = &at[2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Message text: users become mentions (shown by Discord as display names) and linked game
/// places become thread links.
pub fn message_text(text: &str, thread_of: impl Fn(&Place) -> Option<u64>) -> String {
    let text = rewrite_users(text, |id| Some(format!("<@{id}>")));
    rewrite_places(&text, |p| thread_of(p).map(|t| format!("<#{t}>")))
}

/// A direct message's text: users become mentions, game places links to their threads
/// (`link_of` gives the URL, where known).
pub fn dm_text(text: &str, link_of: impl Fn(&Place) -> Option<String>) -> String {
    let text = rewrite_users(text, |id| Some(format!("<@{id}>")));
    rewrite_places(&text, |p| link_of(p).map(|url| format!("[{p}]({url})")))
}

/// Plain text (a thread title, an image description): users become `@Name` when their name
/// is known; the result is cut to `max` characters.
pub fn plain_text(text: &str, names: Names<'_>, max: usize) -> String {
    let text = rewrite_users(text, |id| {
        id.parse().ok().and_then(names).map(|n| format!("@{n}"))
    });
    cut(&text, max)
}

/// The line that notifies the player to move, in `lang` (the server's).
pub fn ping_line(id: u64, lang: Lang) -> String {
    let mut a = hexcourier_core::i18n::Args::new();
    a.set("user", format!("<@{id}>"));
    hexcourier_core::i18n::text(lang, "discord-your-move", &a)
}

/// The line that notifies the voters of a role that their vote is open, in `lang`.
pub fn role_ping_line(id: u64, lang: Lang) -> String {
    let mut a = hexcourier_core::i18n::Args::new();
    a.set("role", format!("<@&{id}>"));
    hexcourier_core::i18n::text(lang, "discord-your-vote", &a)
}

/// The Discord id of a role named by the core (console role names are not).
pub fn role_id(role: &str) -> Option<u64> {
    is_snowflake(role).then(|| role.parse().ok()).flatten()
}

/// A picture to attach.
#[derive(Clone, PartialEq, Eq)]
pub struct Picture {
    /// PNG bytes.
    pub png: Vec<u8>,
    /// File name, e.g. `g1-003.png`.
    pub file_name: String,
    /// The core's caption (users still as `@<id>`).
    pub caption: String,
}

impl std::fmt::Debug for Picture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Picture({} bytes, {:?}, {:?})",
            self.png.len(),
            self.file_name,
            self.caption
        )
    }
}

/// One Discord message to post, still in the core's words.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Post {
    /// Text lines (joined with newlines).
    pub lines: Vec<String>,
    /// At most one picture (serenity's multipart upload numbers one file per request here).
    pub picture: Option<Picture>,
    /// A table to draw as the picture (users written with the names known then).
    pub table: Option<Box<hexcourier_core::TableData>>,
    /// Users notified by this message (turn pings).
    pub pings: Vec<UserId>,
    /// Users the text names who may be notified by it (players challenged, players of a
    /// round starting).
    pub mentions: Vec<UserId>,
    /// Roles notified by this message (a voting side's, when its window opens), by id.
    pub roles: Vec<String>,
}

/// What to do with a core reply list, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Open a thread for `place` under `parent`, titled `title`.
    Open {
        /// The game's place.
        place: Place,
        /// The thread name (core words).
        title: String,
        /// Where the game was started.
        parent: Place,
    },
    /// Post a message in `place`.
    Post {
        /// Where.
        place: Place,
        /// What.
        post: Post,
    },
    /// A question stands in the game of `place`: offer its answers as buttons.
    Ask {
        /// The game's place.
        place: Place,
        /// What is asked.
        question: hexcourier_core::Question,
    },
    /// The game of `place` is over: archive its thread.
    Close {
        /// The game's place.
        place: Place,
    },
}

/// Groups replies into messages, in their order:
///
/// - consecutive texts, a picture and pings for the same place make one message (a second
///   picture starts a new one);
/// - a place is opened right before its first message, after the messages of its parent
///   before it, so the thread can start from the parent's message;
/// - questions and closings keep their place in the order.
pub fn plan(replies: Vec<Reply>) -> Vec<Step> {
    let mut opens: Vec<(Place, String, Place)> = Vec::new();
    let mut steps: Vec<Step> = Vec::new();
    for r in replies {
        let place = r.place().clone();
        match r {
            Reply::OpenPlace {
                place,
                title,
                parent,
            } => {
                opens.push((place, title, parent));
                continue;
            }
            Reply::Ask { place, question } => {
                open_before(&mut opens, &place, &mut steps);
                steps.push(Step::Ask { place, question });
                continue;
            }
            Reply::Close { place } => {
                steps.push(Step::Close { place });
                continue;
            }
            _ => {}
        }
        let joinable = matches!(steps.last(), Some(Step::Post { place: p, post })
            if *p == place
                && !((post.picture.is_some() || post.table.is_some())
                    && matches!(r, Reply::Image { .. } | Reply::File { .. } | Reply::Table { .. }))
                && (matches!(r, Reply::Mention { .. })
                    || (post.pings.is_empty() && post.roles.is_empty() && post.mentions.is_empty())));
        if !joinable {
            open_before(&mut opens, &place, &mut steps);
            steps.push(Step::Post {
                place: place.clone(),
                post: Post::default(),
            });
        }
        let Some(Step::Post { post, .. }) = steps.last_mut() else {
            continue;
        };
        match r {
            Reply::Text { text, .. } => post.lines.push(text),
            Reply::Image {
                png,
                caption,
                file_name,
                ..
            } => {
                post.picture = Some(Picture {
                    png,
                    file_name,
                    caption,
                })
            }
            Reply::File {
                bytes,
                caption,
                file_name,
                ..
            } => {
                post.picture = Some(Picture {
                    png: bytes,
                    file_name,
                    caption,
                })
            }
            Reply::Ping { user, .. } => {
                if !post.pings.contains(&user) {
                    post.pings.push(user);
                }
            }
            Reply::Table { table, .. } => post.table = Some(Box::new(table)),
            Reply::Mention { user, .. } => {
                if !post.mentions.contains(&user) {
                    post.mentions.push(user);
                }
            }
            Reply::PingRole { role, .. } => {
                if !post.roles.contains(&role) {
                    post.roles.push(role);
                }
            }
            Reply::OpenPlace { .. } | Reply::Ask { .. } | Reply::Close { .. } => {}
        }
    }
    // Places opened with nothing to post in them still get their thread.
    for (place, title, parent) in opens {
        steps.push(Step::Open {
            place,
            title,
            parent,
        });
    }
    steps
}

/// Adds the opening of `place`, if it is still to be opened, before its first step.
fn open_before(opens: &mut Vec<(Place, String, Place)>, place: &Place, steps: &mut Vec<Step>) {
    if let Some(i) = opens.iter().position(|(p, _, _)| p == place) {
        let (place, title, parent) = opens.remove(i);
        steps.push(Step::Open {
            place,
            title,
            parent,
        });
    }
}

/// A post in Discord's words: mentions and thread links in the text, the turn ping last,
/// names in the picture's description; cut into messages within Discord's limits (content,
/// and the users and roles one message may notify: see [`super::parts`]), each notifying
/// whom it names, with the picture on the last part.
pub fn messages(post: &Post, links: &Links, names: Names<'_>, lang: Lang) -> Vec<OutMessage> {
    let thread_of = |p: &Place| {
        hexcourier_core::Source::parse(p.as_str().trim_start_matches('#'))
            .and_then(|_| links.channel_of(p))
            .map(ChannelId::get)
    };
    let turns: Vec<u64> = post.pings.iter().filter_map(discord_id).collect();
    let mentioned: Vec<u64> = post
        .mentions
        .iter()
        .filter_map(discord_id)
        .filter(|id| !turns.contains(id))
        .collect();
    let roles: Vec<u64> = post.roles.iter().filter_map(|r| role_id(r)).collect();
    let mut text = message_text(&post.lines.join("\n"), thread_of);
    let pings: Vec<String> = turns
        .iter()
        .map(|&id| ping_line(id, lang))
        .chain(roles.iter().map(|&id| role_ping_line(id, lang)))
        .collect();
    if !pings.is_empty() {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&pings.join(" "));
    }
    // A mention notifies only a user the text names (Discord pings the mentions in the text).
    let who = super::parts::Notified {
        pings: &turns,
        mentions: &mentioned,
        roles: &roles,
    };
    let mut parts: Vec<OutMessage> = super::parts::parts(&text, who)
        .into_iter()
        .map(|p| OutMessage {
            content: p.content,
            notify: p.users,
            notify_roles: p.roles,
            ..OutMessage::default()
        })
        .collect();
    if parts.is_empty() {
        parts.push(OutMessage::default());
    }
    if let Some(last) = parts.last_mut() {
        last.file = post.picture.as_ref().map(|p| OutFile {
            name: p.file_name.clone(),
            png: p.png.clone(),
            description: plain_text(&p.caption, names, MAX_DESCRIPTION_CHARS),
        });
        if let Some(t) = &post.table {
            match table_png(t, names) {
                Ok(png) => {
                    last.file = Some(OutFile {
                        name: t.file_name.clone(),
                        png,
                        description: plain_text(&t.title, names, MAX_DESCRIPTION_CHARS),
                    })
                }
                Err(e) => tracing::warn!("a table could not be drawn: {e}"),
            }
        }
    }
    parts.retain(|m| !m.content.is_empty() || m.file.is_some());
    parts
}

/// A table drawn with the names known (users written `@Name`).
fn table_png(
    t: &hexcourier_core::TableData,
    names: Names<'_>,
) -> Result<Vec<u8>, hexcourier_render::RenderError> {
    // Long enough for `@` and a 32-character name with a mark such as ` (withdrawn)`.
    let cell = |c: &String| plain_text(c, names, 48);
    hexcourier_render::table::table_png(&hexcourier_render::table::TablePicture {
        title: plain_text(&t.title, names, hexcourier_core::MAX_TITLE_CHARS),
        header: t.header.clone(),
        rows: t
            .rows
            .iter()
            .map(|r| r.iter().map(cell).collect())
            .collect(),
    })
}

/// Tells the core the names an interaction shows, in its guild: the user's, and those of
/// the users it names (their nicknames there when Discord resolved them as members).
pub fn note_names(core: &Core, i: &CommandInteraction) {
    let nick = i.member.as_ref().and_then(|m| m.nick.as_ref());
    let mut seen = vec![(user_id(i.user.id.get()), shown_name(&i.user, nick))];
    for (id, u) in &i.data.resolved.users {
        let nick = i
            .data
            .resolved
            .members
            .get(id)
            .and_then(|m| m.nick.as_ref());
        seen.push((user_id(id.get()), shown_name(u, nick)));
    }
    let realm = i.guild_id.map(|g| g.get().to_string());
    core.note_names(realm.as_deref(), &seen);
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_core::Caller;

    const ALICE: &str = "111111111111111111";
    const BOB: &str = "222222222222222222";

    #[test]
    fn users_become_mentions_in_messages_and_names_in_titles() {
        let text = format!("@{ALICE} (White) vs @{BOB} (Black); @bob and @123 stay");
        assert_eq!(
            message_text(&text, |_| None),
            format!("<@{ALICE}> (White) vs <@{BOB}> (Black); @bob and @123 stay")
        );
        let names = |id: u64| (id == 111_111_111_111_111_111).then(|| "Alice".to_string());
        assert_eq!(
            plain_text(&text, &names, 100),
            format!("@Alice (White) vs @{BOB} (Black); @bob and @123 stay")
        );
        assert_eq!(plain_text("abcdef", &names, 4), "abc…");
        // Defused mentions stay defused; existing mentions stay as they are.
        assert_eq!(
            message_text(&format!("<@\u{200B}{ALICE}> <@{BOB}>"), |_| None),
            format!("<@\u{200B}{ALICE}> <@{BOB}>")
        );
    }

    #[test]
    fn linked_places_become_thread_links() {
        let thread = |p: &Place| (p.as_str() == "#g1").then_some(42_u64);
        assert_eq!(
            message_text("#g1, #g12, #g0, #g and #g1x", thread),
            "<#42>, #g12, #g0, #g and <#42>x"
        );
    }

    #[test]
    fn ids_round_trip() {
        assert_eq!(
            discord_id(&user_id(80_351_110_224_678_912)),
            Some(80_351_110_224_678_912)
        );
        assert_eq!(discord_id(&UserId::new("alice")), None);
        assert_eq!(discord_id(&UserId::new("12")), None);
    }

    fn text(p: &str, t: &str) -> Reply {
        Reply::Text {
            place: Place::new(p),
            text: t.into(),
        }
    }

    fn image(p: &str, name: &str) -> Reply {
        Reply::Image {
            place: Place::new(p),
            png: vec![1, 2, 3],
            caption: format!("caption of {name}"),
            file_name: name.into(),
        }
    }

    fn ping(p: &str, u: &str) -> Reply {
        Reply::Ping {
            place: Place::new(p),
            user: UserId::new(u),
        }
    }

    fn show(steps: &[Step]) -> Vec<String> {
        steps
            .iter()
            .map(|s| match s {
                Step::Open {
                    place,
                    title,
                    parent,
                } => format!("open {place} under {parent}: {title}"),
                Step::Post { place, post } => format!(
                    "post {place}: {:?} {:?} {:?}",
                    post.lines,
                    post.picture.as_ref().map(|p| p.file_name.as_str()),
                    post.pings.iter().map(UserId::as_str).collect::<Vec<_>>()
                ),
                Step::Ask { place, question } => format!("ask {place}: {question:?}"),
                Step::Close { place } => format!("close {place}"),
            })
            .collect()
    }

    #[test]
    fn a_new_game_announces_then_opens_its_thread() {
        let lobby = "<#7>";
        let replies = vec![
            Reply::OpenPlace {
                place: Place::new("#g1"),
                title: "g1: Glinski".into(),
                parent: Place::new(lobby),
            },
            text(lobby, "New game #g1"),
            text("#g1", "Glinski: rules"),
            image("#g1", "g1-000.png"),
            ping("#g1", ALICE),
        ];
        assert_eq!(
            show(&plan(replies)),
            [
                "post <#7>: [\"New game #g1\"] None []",
                "open #g1 under <#7>: g1: Glinski",
                "post #g1: [\"Glinski: rules\"] Some(\"g1-000.png\") [\"111111111111111111\"]",
            ]
        );
    }

    #[test]
    fn a_move_is_one_message_and_a_second_picture_starts_another() {
        let replies = vec![
            text("#g1", "4. Qc3xf9#"),
            image("#g1", "a.png"),
            text("#g1", "Checkmate — White wins 1-0"),
            image("#g1", "b.png"),
            ping("#g1", BOB),
            text("#g1", "after the ping"),
        ];
        assert_eq!(
            show(&plan(replies)),
            [
                "post #g1: [\"4. Qc3xf9#\", \"Checkmate — White wins 1-0\"] Some(\"a.png\") []",
                "post #g1: [] Some(\"b.png\") [\"222222222222222222\"]",
                "post #g1: [\"after the ping\"] None []",
            ]
        );
    }

    #[test]
    fn a_role_ping_joins_the_window_announcement() {
        let replies = vec![
            image("#g1", "g1-002.png"),
            text("#g1", "Vote for White's move (the role Reds): ..."),
            Reply::PingRole {
                place: Place::new("#g1"),
                role: "555555555555555555".into(),
            },
            text("#g1", "later"),
        ];
        let steps = plan(replies);
        let posts: Vec<(&[String], &[String])> = steps
            .iter()
            .filter_map(|s| match s {
                Step::Post { post, .. } => Some((post.lines.as_slice(), post.roles.as_slice())),
                Step::Open { .. } | Step::Ask { .. } | Step::Close { .. } => None,
            })
            .collect();
        assert_eq!(posts.len(), 2);
        assert_eq!(posts[0].1, ["555555555555555555".to_string()]);
        assert_eq!(posts[1].0, ["later".to_string()]);
        assert!(posts[1].1.is_empty());
        assert_eq!(role_id("555555555555555555"), Some(555_555_555_555_555_555));
        assert_eq!(role_id("reds"), None);
    }

    #[test]
    fn an_opened_place_without_posts_is_still_opened() {
        let replies = vec![Reply::OpenPlace {
            place: Place::new("#g2"),
            title: "t".into(),
            parent: Place::new("<#1>"),
        }];
        assert_eq!(show(&plan(replies)), ["open #g2 under <#1>: t"]);
    }

    /// A Swiss of 150 players (Discord ids of 15 to 19 digits) announces its first round: the
    /// message builder cuts the announcement into messages that each keep Discord's limits,
    /// and together notify every player exactly once, each in the message naming them.
    #[test]
    fn a_round_of_150_players_is_announced_within_discords_limits() -> anyhow::Result<()> {
        use hexcourier_core::{Core, FakeClock, FakePainter};
        use hexcourier_store::MemoryStore;
        use std::sync::Arc;
        let core = Arc::new(Core::new(
            hexcourier_engine::Library::builtin().map_err(|e| anyhow::anyhow!("{e:?}"))?,
            Box::new(MemoryStore::new()),
            Box::new(FakeClock::at(1_000)),
            Box::new(FakePainter::default()),
        )?);
        let org = UserId::new("org");
        core.handle(
            &Caller::operator(org.clone()),
            &Place::lobby(),
            "/tournament new glinski swiss rounds:3 max:200 name:Big Swiss",
        );
        let players: Vec<u64> = (0..150u64)
            .map(|i| match i % 3 {
                0 => 100_000_000_000_000 + i,
                1 => 80_351_110_224_678_912 + i,
                _ => 4_000_000_000_000_000 + i,
            })
            .collect();
        for &p in &players {
            let joined = core.handle(
                &Caller::operator(user_id(p)),
                &Place::new("#t1"),
                "/tournament join",
            );
            assert_eq!(joined.len(), 1, "{joined:?}");
        }
        core.drain_owed();
        core.handle(
            &Caller::operator(org.clone()),
            &Place::new("#t1"),
            "/tournament start",
        );
        let said = core.drain_owed();
        let round = plan(said)
            .into_iter()
            .find_map(|s| match s {
                Step::Post { place, post }
                    if place.as_str() == "#t1" && post.mentions.len() == 150 =>
                {
                    Some(post)
                }
                _ => None,
            })
            .ok_or_else(|| anyhow::anyhow!("no round announcement"))?;
        let (links, _) = Links::load(core.clone())?;
        let msgs = messages(&round, &links, &|_| None, Lang::En);
        assert_eq!(msgs.len(), 3);
        let mut notified: Vec<u64> = Vec::new();
        for m in &msgs {
            let p = serde_json::Value::Object(m.payload());
            let chars = p["content"].as_str().map_or(0, |c| c.chars().count());
            assert!(chars <= MAX_CONTENT_CHARS, "{chars} characters");
            let users = p["allowed_mentions"]["users"]
                .as_array()
                .map_or(0, Vec::len);
            assert!(users <= super::super::parts::MAX_MENTIONS, "{users} users");
            assert!(
                p["allowed_mentions"]["roles"]
                    .as_array()
                    .map_or(0, Vec::len)
                    <= 100
            );
            assert!(p["embeds"].as_array().map_or(0, Vec::len) <= 10);
            for id in &m.notify {
                assert!(m.content.contains(&format!("<@{id}>")), "{id} is not named");
            }
            notified.extend(&m.notify);
        }
        assert!(msgs[0].content.starts_with("Round 1 of Big Swiss:\n1. <@"));
        notified.sort_unstable();
        let mut everyone = players.clone();
        everyone.sort_unstable();
        assert_eq!(notified, everyone);
        Ok(())
    }
}
