//! A text cut into messages that each stay within Discord's limits: at most
//! [`MAX_CONTENT_CHARS`] characters of content and at most [`MAX_MENTIONS`] users and
//! [`MAX_MENTIONS`] roles in `allowed_mentions` (Discord refuses a message with more, with a
//! 400, and the announcement would be lost). Each part notifies the users and roles it names,
//! each of them once over all the parts.

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;

/// Discord's limit on the ids in each of `allowed_mentions.users` and `.roles`.
pub const MAX_MENTIONS: usize = 100;

/// Who a text may notify.
#[derive(Debug, Clone, Copy, Default)]
pub struct Notified<'a> {
    /// Users pinged (a turn): notified in the last part naming them, where the ping line is.
    pub pings: &'a [u64],
    /// Users named (players of a round): notified in the first part naming them.
    pub mentions: &'a [u64],
    /// Roles pinged (a voting side): notified in the last part naming them.
    pub roles: &'a [u64],
}

/// One message's worth: its content and whom it notifies.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Part {
    /// At most [`MAX_CONTENT_CHARS`] characters.
    pub content: String,
    /// At most [`MAX_MENTIONS`] users, each named in `content`.
    pub users: Vec<u64>,
    /// At most [`MAX_MENTIONS`] roles, each named in `content`.
    pub roles: Vec<u64>,
}

/// `text` in parts within Discord's limits, in order: cut at line ends (and, for a line too
/// long or naming too many, between words) so that no part is longer than
/// [`MAX_CONTENT_CHARS`] or names more than [`MAX_MENTIONS`] of the users or of the roles
/// `who` may notify. Every user and role of `who` that the text names is notified by exactly
/// one part.
pub fn parts(text: &str, who: Notified<'_>) -> Vec<Part> {
    parts_within(text, who, MAX_CONTENT_CHARS, MAX_MENTIONS)
}

/// [`parts`] with the limits given (small ones in tests).
pub fn parts_within(text: &str, who: Notified<'_>, max_chars: usize, max_ids: usize) -> Vec<Part> {
    let max_chars = max_chars.max(1);
    let users: Vec<u64> = who.pings.iter().chain(who.mentions).copied().collect();
    // What a piece of text names: its users and its roles (a mention never spans pieces).
    let names = |s: &str| {
        (
            named(s, &users, user_mention),
            named(s, who.roles, role_mention),
        )
    };
    // Lines; a line too long or naming too many is cut after blanks and after each mention's
    // `>`, and a word still too long every `max_chars` characters. Each unit keeps the blank
    // or line end that follows it.
    let mut units: Vec<String> = Vec::new();
    for line in text.split_inclusive('\n') {
        let (u, r) = names(line);
        if line.trim_end().chars().count() <= max_chars && u.len() <= max_ids && r.len() <= max_ids
        {
            units.push(line.to_string());
            continue;
        }
        for word in line.split_inclusive([' ', '>']) {
            let chars: Vec<char> = word.chars().collect();
            units.extend(
                chars
                    .chunks(max_chars)
                    .map(|c| c.iter().collect::<String>()),
            );
        }
    }
    // Packed greedily: a unit goes on the current part unless that would break a limit.
    let mut out: Vec<String> = Vec::new();
    let (mut cur, mut cur_users, mut cur_roles) =
        (String::new(), Vec::<u64>::new(), Vec::<u64>::new());
    for unit in units {
        let (u, r) = names(&unit);
        let mut more_users = cur_users.clone();
        more_users.extend(u.iter().filter(|id| !cur_users.contains(id)).copied());
        let mut more_roles = cur_roles.clone();
        more_roles.extend(r.iter().filter(|id| !cur_roles.contains(id)).copied());
        let chars = cur.chars().count() + unit.trim_end().chars().count();
        let fits = chars <= max_chars && more_users.len() <= max_ids && more_roles.len() <= max_ids;
        if fits || cur.trim().is_empty() {
            cur.push_str(&unit);
            (cur_users, cur_roles) = (more_users, more_roles);
        } else {
            out.push(cur.trim_end().to_string());
            cur = unit.trim_start().to_string();
            (cur_users, cur_roles) = (u, r);
        }
    }
    out.push(cur.trim_end().to_string());
    out.retain(|p| !p.trim().is_empty());
    let mut parts: Vec<Part> = out
        .into_iter()
        .map(|content| Part {
            content,
            ..Part::default()
        })
        .collect();
    // Mentions notify in the first part naming them; pings in the last (the ping line).
    let first =
        |id: u64, m: fn(u64) -> String| parts.iter().position(|p| p.content.contains(&m(id)));
    let last =
        |id: u64, m: fn(u64) -> String| parts.iter().rposition(|p| p.content.contains(&m(id)));
    let mut user_at: Vec<(u64, usize)> = Vec::new();
    for &id in who.pings {
        if let Some(i) = last(id, user_mention) {
            if !user_at.iter().any(|&(u, _)| u == id) {
                user_at.push((id, i));
            }
        }
    }
    for &id in who.mentions {
        if let Some(i) = first(id, user_mention) {
            if !user_at.iter().any(|&(u, _)| u == id) {
                user_at.push((id, i));
            }
        }
    }
    let mut role_at: Vec<(u64, usize)> = Vec::new();
    for &id in who.roles {
        if let Some(i) = last(id, role_mention) {
            if !role_at.iter().any(|&(r, _)| r == id) {
                role_at.push((id, i));
            }
        }
    }
    for (id, i) in user_at {
        parts[i].users.push(id);
    }
    for (id, i) in role_at {
        parts[i].roles.push(id);
    }
    parts
}

/// A user's mention in message text.
fn user_mention(id: u64) -> String {
    format!("<@{id}>")
}

/// A role's mention in message text.
fn role_mention(id: u64) -> String {
    format!("<@&{id}>")
}

/// The ids of `ids` that `text` names.
fn named(text: &str, ids: &[u64], mention: fn(u64) -> String) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    for &id in ids {
        if !out.contains(&id) && text.contains(&mention(id)) {
            out.push(id);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(parts: &[Part]) -> Vec<(Vec<u64>, Vec<u64>)> {
        parts
            .iter()
            .map(|p| (p.users.clone(), p.roles.clone()))
            .collect()
    }

    #[test]
    fn lines_are_packed_within_the_characters_and_the_ids_of_a_message() {
        let text = "<@1> <@2>\n<@3>\n<@4> <@5> <@6>\nno one";
        let who = Notified {
            mentions: &[1, 2, 3, 4, 5, 6],
            ..Notified::default()
        };
        let parts = parts_within(text, who, 2000, 3);
        let contents: Vec<&str> = parts.iter().map(|p| p.content.as_str()).collect();
        assert_eq!(contents, ["<@1> <@2>\n<@3>", "<@4> <@5> <@6>\nno one"]);
        assert_eq!(
            ids(&parts),
            [(vec![1, 2, 3], vec![]), (vec![4, 5, 6], vec![])]
        );
        // A line naming too many on its own is cut between words.
        let parts = parts_within("Byes: <@1>, <@2>, <@3>, <@4>.", who, 2000, 3);
        let contents: Vec<&str> = parts.iter().map(|p| p.content.as_str()).collect();
        assert_eq!(contents, ["Byes: <@1>, <@2>, <@3>,", "<@4>."]);
        // Even without blanks.
        let parts = parts_within("<@1><@2><@3><@4>", who, 2000, 3);
        let contents: Vec<&str> = parts.iter().map(|p| p.content.as_str()).collect();
        assert_eq!(contents, ["<@1><@2><@3>", "<@4>"]);
    }

    #[test]
    fn everyone_is_notified_once_a_mention_first_a_ping_at_its_ping_line() {
        let text = "<@1> vs <@2>\n<@3> vs <@1>\n<@2>, your move. <@&9>, your vote.";
        let who = Notified {
            pings: &[2],
            mentions: &[1, 3],
            roles: &[9],
        };
        let parts = parts_within(text, who, 13, 100);
        let contents: Vec<&str> = parts.iter().map(|p| p.content.as_str()).collect();
        assert_eq!(
            contents,
            [
                "<@1> vs <@2>",
                "<@3> vs <@1>",
                "<@2>, your",
                "move. <@&9>,",
                "your vote."
            ]
        );
        assert_eq!(
            ids(&parts),
            [
                (vec![1], vec![]),
                (vec![3], vec![]),
                (vec![2], vec![]),
                (vec![], vec![9]),
                (vec![], vec![])
            ]
        );
    }

    #[test]
    fn a_ping_line_of_250_users_makes_three_messages() {
        let users: Vec<u64> = (1..=250).map(|i| 100_000_000_000_000 + i).collect();
        let text = users
            .iter()
            .map(|u| format!("<@{u}>"))
            .collect::<Vec<_>>()
            .join(" ");
        let parts = parts(
            &text,
            Notified {
                pings: &users,
                ..Notified::default()
            },
        );
        let sizes: Vec<(usize, usize)> = parts
            .iter()
            .map(|p| (p.content.chars().count(), p.users.len()))
            .collect();
        // 18 characters a mention and a blank: the ids bind before the characters.
        assert_eq!(sizes, [(1899, 100), (1899, 100), (949, 50)]);
        let all: Vec<u64> = parts.iter().flat_map(|p| p.users.clone()).collect();
        assert_eq!(all, users);
    }
}
