//! The permission table, tried: every row of [`TABLE`] through each path (a slash command or
//! button, which carries the member's rights; text typed in a thread, which does not), as
//! each kind of caller (the one the row is for, a stranger, a server admin, the same user and
//! an admin from another server, a web visitor), on a community of records made in server A.
//! What each should get is worked out from the row alone (its `who`, `scope` and `answer`),
//! never from the code that enforces it.

use super::*;
use crate::vocabulary::permission::{rule_of, Answer, Key, Rule, Scope, Who, TABLE};

const A: &str = "100";
const B: &str = "200";

fn member(user: &str, server: &str, rights: Rights) -> Caller {
    Caller::member(UserId::new(user), server, rights)
}

/// Server A's community: a game between alice and bob (alice played one move, bob is to move,
/// a move clock, no spectators' hints) at `#g1`; alice's challenge to bob waiting (`g2`); a
/// voting game of carol's team against the engine (`#g3`, the team to move); a finished game
/// (`#g4`); a running Swiss `t1` of p1..p4 and a tournament `t2` signing up (p1, p2), both
/// organised by `org`, who made them as an admin.
struct Community {
    bot: Bot,
    /// A game of t1's first round.
    t1_game: u64,
}

fn community() -> Community {
    let mut b = engine_bot(true);
    b.core = b.core.with_limits(UsageLimits::OFF);
    let run = |c: Caller, at: &str, text: &str| {
        let r = b.core.typed_result(&c, &place(at), text, true);
        assert!(r.is_ok(), "setup {text}: {r:?}");
        b.core.drain_owed();
    };
    let a = |u: &str| member(u, A, Rights::PLAIN);
    run(
        a("alice"),
        "lobby",
        "/new glinski @bob days:3 hints:on spectator-hints:off",
    );
    run(a("bob"), "lobby", "/accept g1");
    run(a("alice"), "#g1", "Qe1-c3");
    // A day of bob's three gone: there is time to give him.
    b.clock.advance(86_400);
    run(a("alice"), "lobby", "/new glinski @bob");
    run(
        a("dave"),
        "lobby",
        "/new glinski @engine mode:vote team:@carol window:1h",
    );
    run(a("erin"), "lobby", "/new glinski @fay");
    run(a("fay"), "lobby", "/accept g4");
    run(a("erin"), "#g4", "Qe1-c3");
    run(a("erin"), "#g4", "/resign");
    let org = || member("org", A, Rights::ADMIN);
    run(
        org(),
        "lobby",
        "/tournament new glinski swiss rounds:2 name:Cup",
    );
    for p in ["p1", "p2", "p3", "p4"] {
        run(a(p), "#t1", "/tournament join t1");
    }
    run(org(), "#t1", "/tournament start t1");
    run(
        org(),
        "lobby",
        "/tournament new glinski swiss rounds:2 name:Open",
    );
    for p in ["p1", "p2", "p3"] {
        run(a(p), "#t2", "/tournament join t2");
    }
    let t1_game = b
        .core
        .load_event(TournamentId(1))
        .ok()
        .and_then(|(rec, _)| rec.rounds.first()?.boards.iter().find_map(|x| x.game))
        .unwrap_or_else(|| panic!("t1 has a game"));
    Community { bot: b, t1_game }
}

/// Each row's command: where it is used, what is typed (or the command, for forms that
/// cannot be typed), and the user the row is for.
fn case(key: Key, t1_game: u64) -> (&'static str, Result<String, Command>, &'static str) {
    let typed = |at, text: &str, user| (at, Ok(text.to_string()), user);
    match key {
        Key::New => typed("lobby", "/new glinski @engine", "mallory"),
        Key::Accept => typed("lobby", "/accept g2", "bob"),
        Key::Decline => typed("lobby", "/decline g2", "bob"),
        Key::Challenges => typed("lobby", "/challenges off", "mallory"),
        Key::Move => typed("#g1", "Qe10-c6", "bob"),
        Key::Picked => (
            "#g1",
            Err(Command::Picked {
                plies: 1,
                pick: Pick::Move("Qe10-c6".into()),
            }),
            "bob",
        ),
        Key::Board => typed("#g1", "/board", "mallory"),
        Key::Moves => typed("#g1", "/moves", "mallory"),
        Key::Resign => typed("#g1", "/resign", "bob"),
        Key::Draw => typed("#g1", "/draw", "bob"),
        Key::Takeback => typed("#g1", "/takeback", "alice"),
        Key::Abort => typed("#g1", "/abort", "alice"),
        Key::Premove => typed("#g1", "/premove Qe10-c6 Qc3-e5", "alice"),
        Key::MoreTime => typed("#g1", "/moretime 1d", "alice"),
        Key::Hint => typed("#g1", "/hint", "bob"),
        Key::Analyse => typed("#g1", "/analyse", "bob"),
        Key::Review => typed("#g4", "/review", "mallory"),
        Key::Vote => typed("#g3", "/vote f5-f6", "carol"),
        Key::Tally => typed("#g3", "/tally", "carol"),
        Key::Export => typed("#g1", "/export", "mallory"),
        Key::Gif => typed("#g1", "/gif", "mallory"),
        Key::Games => typed("lobby", "/games", "mallory"),
        Key::Notify => typed("lobby", "/notify dm on", "mallory"),
        Key::Vacation => typed("lobby", "/vacation auto off", "mallory"),
        Key::VacationAllowance => typed("lobby", "/vacation allowance 10", "adm"),
        Key::Profile => typed("lobby", "/profile @alice", "mallory"),
        Key::Leaderboard => typed("lobby", "/leaderboard", "mallory"),
        Key::Variants => typed("lobby", "/variants", "mallory"),
        Key::Rules => typed("lobby", "/rules glinski", "mallory"),
        Key::Piece => typed("lobby", "/piece glinski queen", "mallory"),
        Key::Help => typed("lobby", "/help", "mallory"),
        Key::WebShow => typed("lobby", "/web", "mallory"),
        Key::WebChange => typed("lobby", "/web on", "adm"),
        Key::LanguageShow => typed("lobby", "/language", "mallory"),
        Key::LanguageSet => typed("lobby", "/language pl", "adm"),
        Key::Notation => typed("lobby", "/notation figurines", "mallory"),
        Key::NotationServer => typed("lobby", "/notation server english", "adm"),
        Key::TournamentNew => typed("lobby", "/tournament new glinski swiss rounds:2", "adm"),
        Key::TournamentJoin => typed("lobby", "/tournament join t2", "mallory"),
        Key::TournamentLeave => typed("lobby", "/tournament leave t2", "p1"),
        Key::TournamentStart => typed("lobby", "/tournament start t2", "org"),
        Key::TournamentStandings => typed("lobby", "/tournament standings t1", "mallory"),
        Key::TournamentPairings => typed("lobby", "/tournament pairings t1", "mallory"),
        Key::TournamentWithdraw => typed("lobby", "/tournament withdraw @p3 t1", "org"),
        Key::TournamentAdjudicate => (
            "lobby",
            Ok(format!("/tournament adjudicate g{t1_game} 1-0")),
            "org",
        ),
        Key::TournamentExport => typed("lobby", "/tournament export t1", "mallory"),
        Key::TournamentList => typed("lobby", "/tournament", "mallory"),
        Key::Puzzle => typed("lobby", "/puzzle", "mallory"),
        Key::PuzzleDailySet => typed("lobby", "/puzzle daily channel:#puzzles at:08:00", "adm"),
    }
}

/// How a command came to the core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Path {
    /// A slash command, button or menu: the member's rights are known.
    Slash,
    /// Text typed in a thread: public answers, rights unknown.
    Typed,
}

/// What a command got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Got {
    /// Carried out.
    Done,
    /// Refused for who the caller is (the permission table, a seat, a side, a challenge).
    Forbidden,
    /// Refused in public: its answer is for the asker alone.
    Private,
    /// Let through, and refused for another reason (nothing to leave, already joined).
    Other,
}

fn got(result: &Result<Vec<Reply>, Problem>) -> Got {
    match result {
        Ok(_) => Got::Done,
        Err(Problem::PrivateCommand { .. }) => Got::Private,
        Err(p) if p.is_forbidden() => Got::Forbidden,
        Err(_) => Got::Other,
    }
}

/// The kinds of callers tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The user the row is for, in server A.
    Right,
    /// A member of A who is none of the row's users.
    Stranger,
    /// An admin of A who is none of the row's users.
    Admin,
    /// The row's user, from server B.
    RightFromB,
    /// An admin of server B.
    AdminOfB,
    /// A web visitor of A's pages.
    Visitor,
}

const KINDS: [Kind; 6] = [
    Kind::Right,
    Kind::Stranger,
    Kind::Admin,
    Kind::RightFromB,
    Kind::AdminOfB,
    Kind::Visitor,
];

fn caller(rule: &Rule, kind: Kind, path: Path, right: &str) -> Caller {
    let known = |rights| match path {
        Path::Slash => rights,
        Path::Typed => Rights::Unknown,
    };
    // The user an admin's row is for is an admin.
    let own = if rule.who == Who::Admin {
        Rights::ADMIN
    } else {
        Rights::PLAIN
    };
    match kind {
        Kind::Right => member(right, A, known(own)),
        Kind::Stranger => member("mallory2", A, known(Rights::PLAIN)),
        Kind::Admin => member("adm2", A, known(Rights::ADMIN)),
        Kind::RightFromB => member(right, B, known(own)),
        Kind::AdminOfB => member("bdm", B, known(Rights::ADMIN)),
        Kind::Visitor => Caller::visitor(Some(A.into())),
    }
}

/// What the row says the caller gets: carried out (`Done`; `Other` allowed for those who act
/// for themselves without being the row's user), refused for who they are, or refused in
/// public.
fn expected(rule: &Rule, kind: Kind, path: Path) -> &'static [Got] {
    const DONE: &[Got] = &[Got::Done];
    const LET_THROUGH: &[Got] = &[Got::Done, Got::Other];
    const FORBIDDEN: &[Got] = &[Got::Forbidden];
    const PRIVATE: &[Got] = &[Got::Private];
    if kind == Kind::Visitor {
        return FORBIDDEN;
    }
    if path == Path::Typed && rule.answer == Answer::Private {
        return PRIVATE;
    }
    let rights_known = path == Path::Slash;
    // Records of server A are out of reach from B, said as missing ones are.
    let in_a = matches!(kind, Kind::Right | Kind::Stranger | Kind::Admin);
    let touches_a = matches!(
        rule.scope,
        Scope::Game | Scope::Challenge | Scope::Tournament
    );
    if !in_a && touches_a {
        return FORBIDDEN;
    }
    let is_admin = rights_known && matches!(kind, Kind::Admin | Kind::AdminOfB);
    let is_right = matches!(kind, Kind::Right | Kind::RightFromB);
    match rule.who {
        Who::Anyone => DONE,
        Who::Themselves if is_right => DONE,
        Who::Themselves => LET_THROUGH,
        Who::Player | Who::PlayerOrSpectator | Who::Voter | Who::Challenged => {
            if is_right {
                DONE
            } else {
                FORBIDDEN
            }
        }
        Who::PlayerOrAdmin | Who::Organiser => {
            // The organiser is known by their user id, whatever the path; an admin by rights.
            if is_right || is_admin {
                DONE
            } else {
                FORBIDDEN
            }
        }
        Who::Admin => {
            // The row's user is an admin of A (`adm`): on a slash command.
            if is_admin || (is_right && rights_known) {
                DONE
            } else {
                FORBIDDEN
            }
        }
    }
}

#[test]
fn every_command_by_every_caller_on_every_path_gets_what_the_table_says() {
    let mut wrong = Vec::new();
    let mut tried = 0;
    for rule in TABLE {
        // Refusals change nothing: those expected share one community; each command expected
        // to be carried out gets a fresh one.
        let shared = community();
        for path in [Path::Slash, Path::Typed] {
            for kind in KINDS {
                let (_, what, right) = case(rule.key, 0);
                // Menus cannot be typed, and visitors type nothing.
                if path == Path::Typed && (what.is_err() || kind == Kind::Visitor) {
                    continue;
                }
                let want = expected(rule, kind, path);
                let fresh;
                let c = if want
                    .iter()
                    .all(|g| matches!(g, Got::Forbidden | Got::Private))
                {
                    &shared
                } else {
                    fresh = community();
                    &fresh
                };
                let (at, what, _) = case(rule.key, c.t1_game);
                let who = caller(rule, kind, path, right);
                let result = match (path, what) {
                    (Path::Typed, Ok(text)) => {
                        c.bot.core.typed_result(&who, &place(at), &text, false)
                    }
                    (Path::Slash, Ok(text)) => match Command::parse(&text, at.starts_with("#g")) {
                        Ok(Some(cmd)) => c.bot.core.try_execute(&who, &place(at), cmd),
                        other => panic!("{text}: {other:?}"),
                    },
                    (_, Err(cmd)) => c.bot.core.try_execute(&who, &place(at), cmd),
                };
                tried += 1;
                let had = got(&result);
                if !want.contains(&had) {
                    wrong.push(format!(
                        "{:?} {path:?} as {kind:?}: wanted {want:?}, got {had:?}: {result:?}",
                        rule.key
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {tried} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    // Every row, both paths where they exist, six kinds of callers (five typing).
    assert_eq!(tried, 49 * 6 + 48 * 5);
}

#[test]
fn the_readme_shows_the_table() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/admin.md"))
            .unwrap_or_else(|e| panic!("docs/admin.md: {e}"));
    let start = "<!-- permissions: begin (generated by `hexcourier permissions`) -->\n";
    let end = "<!-- permissions: end -->";
    let shown = readme
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once(end))
        .map(|(table, _)| table)
        .unwrap_or_else(|| panic!("README.md has no permissions table between its markers"));
    assert_eq!(shown, crate::vocabulary::permission::markdown());
}

#[test]
fn a_typed_admin_command_points_to_its_slash_form() {
    let c = community();
    let typed =
        c.bot
            .core
            .handle_in_public(&member("adm", A, Rights::Unknown), &place("#g1"), "/web on");
    assert_eq!(
        typed.iter().map(show).collect::<Vec<_>>(),
        ["[#g1] /web on|off is for server admins, and typed text does not show the bot your rights: use /hex web."]
    );
    assert_eq!(rule_of(Key::WebChange).discord, "/hex web");
}

/// `/games` asked in a server lists that server's games, challenges and tournaments only: the
/// same member's games in another server never show in this one's channels.
#[test]
fn games_lists_only_the_servers_own() {
    let c = community();
    let core = &c.bot.core;
    let in_b = |u: &str, at: &str, text: &str| {
        let r = core.typed_result(&member(u, B, Rights::PLAIN), &place(at), text, true);
        assert!(r.is_ok(), "{text}: {r:?}");
        core.drain_owed();
    };
    // alice plays in B too: a game against carol, and a challenge to dave.
    in_b("alice", "lobby", "/new glinski @carol");
    in_b("carol", "lobby", "/accept");
    in_b("alice", "lobby", "/new glinski @dave");
    // What `user` is answered in server `server`'s lobby.
    let said = |user: &str, server: &str, text: &str| -> String {
        core.handle_in_public(&member(user, server, Rights::PLAIN), &place("lobby"), text)
            .iter()
            .map(show)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let a = said("alice", A, "/games");
    assert!(a.contains("#g1") && a.contains("bob"), "{a}");
    assert!(
        !a.contains("carol") && !a.contains("dave"),
        "B's games in A: {a}"
    );
    let b = said("alice", B, "/games");
    assert!(b.contains("carol") && b.contains("dave"), "{b}");
    assert!(!b.contains("bob"), "A's games in B: {b}");
    // A move typed outside a game is refused naming alice's games of this server only.
    let elsewhere: Vec<Place> = core
        .running_places(&UserId::new("alice"))
        .into_iter()
        .filter(|p| p.as_str() != "#g1")
        .collect();
    assert!(!elsewhere.is_empty(), "alice plays in B");
    let refused = said("alice", A, "Qe1-c3");
    assert!(refused.contains("#g1"), "{refused}");
    for p in &elsewhere {
        assert!(
            !refused.contains(p.as_str()),
            "B's {p} named in A: {refused}"
        );
    }
    // p1 plays A's tournament t1: listed in A, not in B.
    let p1 = |server: &str| said("p1", server, "/games");
    assert!(p1(A).contains("Cup"), "{}", p1(A));
    assert!(!p1(B).contains("Cup"), "{}", p1(B));
}
