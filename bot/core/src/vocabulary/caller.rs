//! Who is asking: the [`Caller`] a transport builds, in one function of its own, from what it
//! knows for certain: the user, the trust it vouches for and the community the command comes
//! from. The core never guesses trust from a field left out: there is no default caller.
//!
//! | transport | builds | trust | community |
//! |---|---|---|---|
//! | console | [`Caller::operator`] | [`Trust::Operator`]: whoever runs the console owns the process | [`Community::Console`] |
//! | Discord slash command, button, menu | [`Caller::member`] with [`Rights::Known`] | the member's permissions in the channel, as Discord computed them | [`Community::Server`] of the guild |
//! | Discord text typed in a thread | [`Caller::member`] with [`Rights::Unknown`] | a member whose permissions the message does not carry | [`Community::Server`] of the guild |
//! | web pages | [`Caller::visitor`] | [`Trust::Visitor`]: reads public pages only | the page's server |
//!
//! ```
//! use hexcourier_core::{Caller, Community, Rights, UserId};
//! let typed = Caller::member(UserId::new("42"), "7", Rights::Unknown);
//! assert!(!typed.may_administer());
//! assert_eq!(typed.community(), &Community::Server("7".into()));
//! let console = Caller::operator(UserId::new("you"));
//! assert!(console.may_administer());
//! assert_eq!(console.realm(), None);
//! ```

use crate::i18n::Lang;
use crate::vocabulary::types::UserId;

/// The community a command comes from, and whose records it may touch: games, challenges
/// and tournaments carry the community they were made in.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Community {
    /// The console: one community of its own (its records carry no server).
    Console,
    /// A Discord server, by its guild id.
    Server(String),
}

impl Community {
    /// The server id records of this community carry (`None` for the console's).
    pub fn realm(&self) -> Option<&str> {
        match self {
            Community::Console => None,
            Community::Server(id) => Some(id),
        }
    }

    /// Whether a record made in `realm` (its server id, `None` on the console) belongs here.
    pub fn owns(&self, realm: Option<&str>) -> bool {
        self.realm() == realm
    }
}

/// The server of games without one (the console): the key their records are kept under.
pub const NO_REALM: &str = "-";

/// A member's rights in the place they act, as far as the transport knows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rights {
    /// Computed by the transport for this channel (Discord's `member.permissions` on an
    /// interaction, overwrites included).
    Known {
        /// The Administrator permission: a server admin.
        admin: bool,
        /// Manage Roles (or Administrator): may name as voters a role they do not hold.
        manage_roles: bool,
    },
    /// Not known: a typed message carries the member's roles but not their permissions.
    /// Whatever needs rights is refused, with a pointer to the slash command.
    Unknown,
}

impl Rights {
    /// The rights of a member without special permissions.
    pub const PLAIN: Rights = Rights::Known {
        admin: false,
        manage_roles: false,
    };

    /// A server admin's rights (Administrator implies Manage Roles).
    pub const ADMIN: Rights = Rights::Known {
        admin: true,
        manage_roles: true,
    };
}

/// How far the transport vouches for the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trust {
    /// Whoever runs the console: the process is theirs, so they hold every power (organiser
    /// and admin of the console's community).
    Operator,
    /// A member of a server, with the rights the transport knows.
    Member(Rights),
    /// An anonymous visitor of the web pages: reads public pages, runs no command.
    Visitor,
}

/// Who sent a command: the user, the trust the transport vouches for, the community it acts
/// in, the roles it holds there and the language it reads. Built by the transport (see the
/// module's table); the core decides from this alone, with the permission table
/// ([`crate::vocabulary::permission`]), what the command may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    user: UserId,
    trust: Trust,
    community: Community,
    /// The caller's role ids in its community: they vote for sides given as these roles,
    /// and see those games in `/games`.
    pub roles: Vec<String>,
    lang: Lang,
}

impl Caller {
    /// The console's operator, speaking as `user` (the console speaks as anyone it is told).
    pub fn operator(user: UserId) -> Caller {
        Caller {
            user,
            trust: Trust::Operator,
            community: Community::Console,
            roles: Vec::new(),
            lang: Lang::En,
        }
    }

    /// A member of the server `server` (a guild id) with these rights.
    pub fn member(user: UserId, server: impl Into<String>, rights: Rights) -> Caller {
        Caller {
            user,
            trust: Trust::Member(rights),
            community: Community::Server(server.into()),
            roles: Vec::new(),
            lang: Lang::En,
        }
    }

    /// An anonymous visitor of a server's web pages (`None`: the console's).
    pub fn visitor(server: Option<String>) -> Caller {
        Caller {
            user: UserId::new(""),
            trust: Trust::Visitor,
            community: server.map_or(Community::Console, Community::Server),
            roles: Vec::new(),
            lang: Lang::En,
        }
    }

    /// The same caller holding these role ids.
    #[must_use]
    pub fn with_roles(mut self, roles: Vec<String>) -> Caller {
        self.roles = roles;
        self
    }

    /// The same caller reading `lang`.
    #[must_use]
    pub fn reading(mut self, lang: Lang) -> Caller {
        self.lang = lang;
        self
    }

    /// Who is asking.
    pub fn user(&self) -> &UserId {
        &self.user
    }

    /// The trust the transport vouches for.
    pub fn trust(&self) -> Trust {
        self.trust
    }

    /// The community the caller acts in.
    pub fn community(&self) -> &Community {
        &self.community
    }

    /// The server id (guild id) the caller acts in; `None` on the console.
    pub fn realm(&self) -> Option<&str> {
        self.community.realm()
    }

    /// Whether a record made in `realm` belongs to the caller's community.
    pub fn owns(&self, realm: Option<&str>) -> bool {
        self.community.owns(realm)
    }

    /// Whether the caller holds an admin's powers in its community: the console's operator,
    /// or a member whose Administrator permission the transport computed.
    pub fn may_administer(&self) -> bool {
        match self.trust {
            Trust::Operator => true,
            Trust::Member(Rights::Known { admin, .. }) => admin,
            Trust::Member(Rights::Unknown) | Trust::Visitor => false,
        }
    }

    /// The same as [`Caller::may_administer`].
    pub fn is_admin(&self) -> bool {
        self.may_administer()
    }

    /// Whether the caller's rights are unknown (typed text): a refusal of what needs rights
    /// then points to the slash command, which carries them.
    pub fn rights_unknown(&self) -> bool {
        self.trust == Trust::Member(Rights::Unknown)
    }

    /// Whether the caller may name as voters a role they do not hold.
    pub fn may_manage_roles(&self) -> bool {
        match self.trust {
            Trust::Operator => true,
            Trust::Member(Rights::Known { manage_roles, .. }) => manage_roles,
            Trust::Member(Rights::Unknown) | Trust::Visitor => false,
        }
    }

    /// Whether the caller is an anonymous web visitor.
    pub fn is_visitor(&self) -> bool {
        self.trust == Trust::Visitor
    }

    /// The language the caller reads.
    pub fn lang(&self) -> Lang {
        self.lang
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_known_rights_or_the_operator_administer() {
        let u = || UserId::new("u");
        assert!(Caller::operator(u()).may_administer());
        assert!(Caller::member(u(), "1", Rights::ADMIN).may_administer());
        assert!(!Caller::member(u(), "1", Rights::PLAIN).may_administer());
        assert!(!Caller::member(u(), "1", Rights::Unknown).may_administer());
        assert!(!Caller::visitor(Some("1".into())).may_administer());
        assert!(Caller::member(u(), "1", Rights::Unknown).rights_unknown());
    }

    #[test]
    fn a_community_owns_only_its_own_records() {
        let a = Caller::member(UserId::new("u"), "1", Rights::ADMIN);
        assert!(a.owns(Some("1")));
        assert!(!a.owns(Some("2")));
        assert!(!a.owns(None));
        let console = Caller::operator(UserId::new("u"));
        assert!(console.owns(None));
        assert!(!console.owns(Some("1")));
    }
}
