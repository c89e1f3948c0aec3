//! The invite: the OAuth2 address that adds the bot to a server, asking for exactly
//! the permissions the bot uses, each with the feature that needs it.

/// One permission the bot asks for: its name in Discord's server settings, its bit, and what
/// needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Permission {
    /// The name Discord shows.
    pub name: &'static str,
    /// Its bit in Discord's permission mask.
    pub bit: u64,
    /// The feature that needs it.
    pub needed_for: &'static str,
}

/// Every permission the bot uses, in the order Discord's invite page lists them.
pub const PERMISSIONS: &[Permission] = &[
    Permission {
        name: "View Channels",
        bit: 1 << 10,
        needed_for: "see the channels where its commands are used, and the games' threads",
    },
    Permission {
        name: "Send Messages",
        bit: 1 << 11,
        needed_for: "post challenges and starting boards in channels (and whole games in a channel where no thread can be opened)",
    },
    Permission {
        name: "Send Messages in Threads",
        bit: 1 << 38,
        needed_for: "post each move's board and ping the next player in the game's thread",
    },
    Permission {
        name: "Create Public Threads",
        bit: 1 << 35,
        needed_for: "open a thread for each game when its challenge is accepted",
    },
    Permission {
        name: "Manage Threads",
        bit: 1 << 34,
        needed_for: "unarchive a game's thread Discord archived while the game slept, and archive it when the game ends",
    },
    Permission {
        name: "Embed Links",
        bit: 1 << 14,
        needed_for: "the /hexinfo leaderboard and /hexme profile embeds",
    },
    Permission {
        name: "Attach Files",
        bit: 1 << 15,
        needed_for: "board pictures, /hex gif replays and /hex export records",
    },
    Permission {
        name: "Read Message History",
        bit: 1 << 16,
        needed_for: "answer a move typed in a thread as a reply to it",
    },
];

/// The scopes asked for: the bot user, and its slash commands.
pub const SCOPES: &[&str] = &["bot", "applications.commands"];

/// The permission mask of [`PERMISSIONS`].
pub fn permission_mask() -> u64 {
    PERMISSIONS.iter().fold(0, |mask, p| mask | p.bit)
}

/// The invite address for an application.
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&permissions={}&scope={}",
        permission_mask(),
        SCOPES.join("%20")
    )
}

/// The whole text `hexcourier invite` prints: the address, then what it asks for and why.
pub fn invite_text(application_id: u64) -> String {
    let mut out = format!("{}\n\n", invite_url(application_id));
    out.push_str(
        "Open it signed in as a member who may manage the server (Manage Server), pick the \
         server and authorise. It asks for these scopes:\n",
    );
    out.push_str("  bot: the bot joins the server as a member\n");
    out.push_str(
        "  applications.commands: its slash commands (/hex, /hexme, /hexinfo, /tournament)\n",
    );
    out.push_str(&format!(
        "and these permissions (mask {}):\n",
        permission_mask()
    ));
    for p in PERMISSIONS {
        out.push_str(&format!("  {}: {}\n", p.name, p.needed_for));
    }
    out.push_str(
        "A channel's own permission overrides can still take these away there; the bot says \
         which one it lacks when it cannot post.\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::Permissions as P;

    #[test]
    fn the_mask_is_the_permissions_serenity_names() {
        let expected = P::VIEW_CHANNEL
            | P::SEND_MESSAGES
            | P::SEND_MESSAGES_IN_THREADS
            | P::CREATE_PUBLIC_THREADS
            | P::MANAGE_THREADS
            | P::EMBED_LINKS
            | P::ATTACH_FILES
            | P::READ_MESSAGE_HISTORY;
        assert_eq!(permission_mask(), expected.bits());
        assert_eq!(permission_mask(), 326_417_632_256);
        for p in PERMISSIONS {
            let named = P::from_bits_truncate(p.bit);
            assert_eq!(named.bits(), p.bit, "{} is one known bit", p.name);
            // serenity writes "View Channel" where Discord's settings now say "View Channels".
            let names = named.get_permission_names();
            assert!(
                names.len() == 1 && p.name.starts_with(names[0]),
                "{} is {names:?}",
                p.name
            );
        }
    }

    #[test]
    fn the_address_asks_for_both_scopes() {
        assert_eq!(
            invite_url(42),
            "https://discord.com/oauth2/authorize?client_id=42&permissions=326417632256&scope=bot%20applications.commands"
        );
        let text = invite_text(42);
        assert_eq!(text.lines().filter(|l| l.starts_with("  ")).count(), 10);
    }
}
