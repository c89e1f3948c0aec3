//! Who is speaking to the bot: the one place the Discord adapter builds the core's
//! [`Caller`] from what Discord says of a slash command, a button press, a menu pick or a
//! typed message.

use super::show;
use hexcourier_core::i18n::Lang;
use hexcourier_core::{Caller, Rights};

/// Who is asking, as the core is told: the one place the Discord adapter builds a
/// [`Caller`]. In a server only (commands are guild-only; a message without a guild is not
/// read). An interaction (slash command, button, menu) carries the member's permissions in
/// the channel as Discord computed them, overwrites included; a typed message carries the
/// member's roles but no permissions, so its rights are [`Rights::Unknown`] and whatever needs
/// them is refused with a pointer to the slash command.
pub(crate) fn caller_of(heard: Heard<'_>) -> Option<Caller> {
    let (user, guild, roles, rights, lang) = match heard {
        Heard::Interaction {
            user,
            guild,
            member,
            locale,
        } => {
            let rights = match member.and_then(|m| m.permissions) {
                Some(p) => Rights::Known {
                    admin: p.administrator(),
                    // Mentioning every role is a default permission of many servers: not
                    // enough to name a role one does not hold.
                    manage_roles: p.administrator() || p.manage_roles(),
                },
                None => Rights::Unknown,
            };
            let roles = member
                .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
                .unwrap_or_default();
            (user, guild, roles, rights, Lang::from_locale(locale))
        }
        Heard::Typed { msg, lang } => {
            let roles = msg
                .member
                .as_ref()
                .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
                .unwrap_or_default();
            (msg.author.id, msg.guild_id, roles, Rights::Unknown, lang)
        }
    };
    let guild = guild?;
    Some(
        Caller::member(show::user_id(user.get()), guild.get().to_string(), rights)
            .with_roles(roles)
            .reading(lang),
    )
}

/// What the adapter heard, to build its [`Caller`] from ([`caller_of`]).
pub(crate) enum Heard<'a> {
    /// A slash command, button press or menu pick.
    Interaction {
        /// Who used it.
        user: serenity::all::UserId,
        /// The server it was used in.
        guild: Option<serenity::all::GuildId>,
        /// The member, with their permissions in the channel.
        member: Option<&'a serenity::all::Member>,
        /// Their Discord locale.
        locale: &'a str,
    },
    /// Text typed in a game's thread.
    Typed {
        /// The message.
        msg: &'a serenity::all::Message,
        /// The language its answer is said in.
        lang: Lang,
    },
}
