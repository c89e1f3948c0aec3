//! Unit tests of the core: every command and every error path, with exact replies.

use super::vocabulary::limits::EngineSlot;
use super::vocabulary::words;
use super::*;
use hexcourier_engine::{EndReason, Game, Player, Position};
use hexcourier_store::{HintRule, MemoryStore, MoveClock};

mod bank;
mod dm;
mod index;
mod lang_play;
mod languages;
mod permissions;
mod pieces;
mod premove;
mod puzzles;
mod rules_texts;
mod schedule;
mod setup_required;
mod tournament;
mod vacation;

struct Bot {
    core: Core,
    store: MemoryStore,
    clock: Arc<FakeClock>,
}

fn library() -> Library {
    Library::builtin().unwrap_or_else(|e| panic!("built-in data: {e:?}"))
}

fn bot_on(store: MemoryStore, clock: Arc<FakeClock>) -> Bot {
    let core = Core::new(
        library(),
        Box::new(store.clone()),
        Box::new(clock.clone()),
        Box::new(FakePainter::default()),
    )
    .unwrap_or_else(|e| panic!("core: {e}"));
    Bot { core, store, clock }
}

/// What the core announced since the last call, as delivered (without questions and
/// closings).
fn delivered(core: &Core) -> Vec<String> {
    core.drain_owed()
        .iter()
        .filter(|r| !matches!(r, Reply::Ask { .. } | Reply::Close { .. }))
        .map(show)
        .collect()
}

/// `text` with its moments (`<t:UNIX:f>`) in UTC, as the console shows them by default.
fn utc_moments(text: &str) -> String {
    crate::vocabulary::moment::local_moments(text, &jiff::tz::TimeZone::UTC).into_owned()
}

fn bot() -> Bot {
    let b = bot_on(MemoryStore::new(), Arc::new(FakeClock::at(1_000)));
    // The puzzles the tests play: the library with Fool's cut to its first run's six.
    let book = crate::state::puzzles::Book::load_only(&b.core.lib, pinned_puzzles);
    let _ = b.core.puzzles.set(book.map(Arc::new));
    b
}

/// The puzzles the core's tests are given: every puzzle of the library but the Fool's ones
/// found after the first self-play run, so the Fool's puzzles the tests solve stay the six
/// they were written for as the library grows.
pub(crate) fn pinned_puzzles(p: &hexcourier_puzzles::Puzzle) -> bool {
    p.variant != "fools" || p.source.starts_with("self-play seed 1 ")
}

fn place(p: &str) -> Place {
    if p == "lobby" {
        Place::lobby()
    } else {
        Place::new(p)
    }
}

/// One line per reply: `[place] text`, `[place] image <file>: <caption> <<fake picture>>`,
/// `[place] ping @user`, `[parent] open <place>: <title>`.
fn show(r: &Reply) -> String {
    match r {
        // Moments as the console shows them by default (in UTC).
        Reply::Text { place, text } => format!("[{place}] {}", utc_moments(text)),
        Reply::Image {
            place,
            png,
            caption,
            file_name,
        } => {
            format!(
                "[{place}] image {file_name}: {caption} <{}>",
                String::from_utf8_lossy(png)
            )
        }
        Reply::File {
            place,
            bytes,
            file_name,
            caption,
        } => format!(
            "[{place}] file {file_name}: {caption}\n{}",
            String::from_utf8_lossy(bytes)
        ),
        Reply::Ping { place, user } => format!("[{place}] ping {user}"),
        Reply::Mention { place, user } => format!("[{place}] mention {user}"),
        Reply::Table { place, table } => {
            format!("[{place}] table {}: {}", table.file_name, table.title)
        }
        Reply::PingRole { place, role } => format!("[{place}] ping @&{role}"),
        Reply::Ask { place, question } => format!("[{place}] ask {question:?}"),
        Reply::Close { place } => format!("[{place}] close"),
        Reply::OpenPlace {
            place,
            title,
            parent,
        } => format!("[{parent}] open {place}: {title}"),
    }
}

impl Bot {
    /// The replies to a message, then the announcements it made, as delivered.
    fn say(&self, at: &str, user: &str, text: &str) -> Vec<String> {
        self.replies(at, user, text).iter().map(show).collect()
    }

    /// The replies to a message, then its announcements as delivered, without the questions
    /// and closings meant for transports' buttons and threads (`asks_and_closes` checks them).
    ///
    /// A challenge that `/new` makes is accepted at once by everyone it names (tests of games
    /// between people that are not about challenges): then the replies are those of the last
    /// acceptance, which starts the game. `raw` keeps the challenge as it is.
    fn replies(&self, at: &str, user: &str, text: &str) -> Vec<Reply> {
        let mut r = self
            .core
            .handle(&Caller::operator(UserId::new(user)), &place(at), text);
        let mut owed = self.core.drain_owed();
        let invited: Vec<UserId> = owed
            .iter()
            .filter_map(|r| match r {
                Reply::Mention { user, .. } => Some(user.clone()),
                _ => None,
            })
            .collect();
        let game = owed.iter().rev().find_map(|r| match r {
            Reply::Ask {
                question: Question::Challenge { game },
                ..
            } => Some(*game),
            _ => None,
        });
        if let (Some(game), false) = (game, invited.is_empty()) {
            for u in invited {
                r.extend(self.core.handle(
                    &Caller::operator(u.clone()),
                    &place(at),
                    &format!("/accept g{game}"),
                ));
                owed = self.core.drain_owed();
            }
        }
        r.extend(owed);
        r.retain(|r| !matches!(r, Reply::Ask { .. } | Reply::Close { .. }));
        r
    }

    /// [`Bot::say`] from a member holding these roles (who may name them as voters).
    fn say_holding(&self, at: &str, user: &str, roles: &[&str], text: &str) -> Vec<String> {
        let roles: Vec<String> = roles.iter().map(|r| r.to_string()).collect();
        let mut r = self.core.handle(
            &Caller::operator(UserId::new(user)).with_roles(roles.to_vec()),
            &place(at),
            text,
        );
        r.extend(self.core.drain_owed());
        r.retain(|r| !matches!(r, Reply::Ask { .. } | Reply::Close { .. }));
        r.iter().map(show).collect()
    }

    /// The replies to a message and its announcements, challenges left as they are.
    fn raw(&self, at: &str, user: &str, text: &str) -> Vec<String> {
        let mut r = self
            .core
            .handle(&Caller::operator(UserId::new(user)), &place(at), text);
        r.extend(self.core.drain_owed());
        r.retain(|r| !matches!(r, Reply::Ask { .. } | Reply::Close { .. }));
        r.iter().map(show).collect()
    }

    /// The replies without pictures (their descriptions are checked separately).
    fn say_text(&self, at: &str, user: &str, text: &str) -> Vec<String> {
        self.replies(at, user, text)
            .iter()
            .filter(|r| !matches!(r, Reply::Image { .. }))
            .map(show)
            .collect()
    }

    fn new_game(&self) {
        self.say("lobby", "alice", "/new glinski @bob");
    }
}

const START: &str = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";
const MATE: [(&str, &str); 7] = [
    ("alice", "Qe1-c3"),
    ("bob", "Qe10-c6"),
    ("alice", "b1-b2"),
    ("bob", "b7-b6"),
    ("alice", "Bf3-b1"),
    ("bob", "e7-e6"),
    ("alice", "Qc3xf9"),
];

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn core_is_send_and_sync() {
    assert_send_sync::<Core>();
}

#[test]
fn new_game_opens_a_place_shows_the_board_and_pings_the_first_player() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @bob"),
        vec![
            "[lobby] open #g1: g1: Glinski's Hexagonal Chess, @alice vs @bob".to_string(),
            "[lobby] New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @bob (Black).".into(),
            "[#g1] Glinski's Hexagonal Chess: @alice (White) vs @bob (Black).\nType moves here, like Bf1-e2; /moves lists the legal ones, /help the commands.".into(),
            format!("[#g1] image g1-000.png: #g1 start: White (@alice) to move <position {START} | last - | viewer 0 | marks >"),
            "[#g1] ping @alice".into(),
        ]
    );
    // The record is saved with the fake clock's time.
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default()).map_err(|e| e.to_string());
    let rec = rec.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (
            rec.variant.as_str(),
            rec.players.clone(),
            rec.place.as_str(),
            rec.start.as_str(),
            rec.created,
            rec.updated
        ),
        (
            "glinski",
            vec!["alice".to_string(), "bob".to_string()],
            "#g1",
            START,
            1_000,
            1_000
        )
    );
    // Ids count up.
    assert_eq!(
        b.say("lobby", "carol", "/new mccooey @dave")[0],
        "[lobby] open #g2: g2: McCooey's Hexagonal Chess, @carol vs @dave"
    );
}

#[test]
fn side_and_from_choose_seats_and_start_position() {
    let b = bot();
    let r = b.say_text("lobby", "alice", "/new glinski @bob side:black");
    assert_eq!(
        r[1],
        "[lobby] New game #g1: Glinski's Hexagonal Chess, @bob (White) vs @alice (Black)."
    );
    assert_eq!(r.last().map(String::as_str), Some("[#g1] ping @bob"));

    // Without a side, the challenger takes the side to move after the pasted moves.
    let r = b.say_text(
        "lobby",
        "carol",
        "/new glinski <@dave> from: 1. Qe1-c3 Qe10-c6 2. b1-b2 {a comment} 1-0",
    );
    assert_eq!(
        r,
        vec![
            "[lobby] open #g2: g2: Glinski's Hexagonal Chess, @dave vs @carol".to_string(),
            "[lobby] New game #g2: Glinski's Hexagonal Chess, @dave (White) vs @carol (Black).".into(),
            "[#g2] Glinski's Hexagonal Chess: @dave (White) vs @carol (Black).\nStarted after 3 moves: 1. Qe1-c3 Qe10-c6 2. b1-b2\nType moves here, like Bf10-c4; /moves lists the legal ones, /help the commands.".into(),
            "[#g2] ping @carol".into(),
        ]
    );
    assert_eq!(
        b.say_text("#g2", "carol", "b7-b6"),
        vec!["[#g2] 2... b7-b6", "[#g2] ping @dave"]
    );
    let r = b.say("#g2", "dave", "/board");
    assert_eq!(r[0], "[#g2] #g2 Glinski's Hexagonal Chess: @dave (White) vs @carol (Black)\nMoves: 1. Qe1-c3 Qe10-c6 2. b1-b2 b7-b6\nWhite (@dave) to move");
    assert!(
        r[1].starts_with("[#g2] image g2-004.png: #g2 after 2... b7-b6: White (@dave) to move <"),
        "{}",
        r[1]
    );
}

#[test]
fn new_game_errors() {
    let b = bot();
    let say = |t: &str| b.say("lobby", "alice", t);
    assert_eq!(
        say("/new glinsky @bob"),
        ["[lobby] Unknown variant 'glinsky'. Did you mean glinski? /variants lists them all."]
    );
    assert_eq!(
        say("/new chess @bob"),
        ["[lobby] Unknown variant 'chess'. Did you mean hole-chess? /variants lists them all."]
    );
    assert_eq!(
        say("/new xiangqi @bob"),
        ["[lobby] Unknown variant 'xiangqi'. /variants lists them all."]
    );
    // Without an opponent, an open challenge anyone may take.
    assert_eq!(
        say("/new glinski"),
        ["[lobby] @alice offers an open challenge g1: Glinski's Hexagonal Chess, @alice (White) vs anyone (Black).\nAnyone may take it with /accept g1 until 1970-01-04 00:16 UTC."]
    );
    assert_eq!(
        say("/new glinski @bob @carol"),
        ["[lobby] Glinski's Hexagonal Chess is for 2 players: name 1 opponent, not 2."]
    );
    assert_eq!(
        say("/new glinski @engine @engine"),
        ["[lobby] Glinski's Hexagonal Chess is for 2 players: name 1 opponent, not 2."]
    );
    assert_eq!(
        say("/new glinski @alice"),
        ["[lobby] You cannot play against yourself; name another user."]
    );
    assert_eq!(
        say("/new glinski @everyone"),
        ["[lobby] '@\u{200B}everyone' is not a player; name one user, like @bob."]
    );
    assert_eq!(
        say("/new glinski @bob side:red"),
        ["[lobby] Unknown side 'red': choose white or black."]
    );
    assert_eq!(
        say("/new glinski bob"),
        [format!(
            "[lobby] I don't understand 'bob' here. Usage: {NEW_USAGE}"
        )]
    );
    assert_eq!(say("/new"), [format!("[lobby] Usage: {NEW_USAGE}")]);
    assert_eq!(
        say("/new glinski @bob from: Qe1-c3 Qe10-c6 Qc3-c7"),
        ["[lobby] Move 3 of the from: list does not play: Illegal move Qc3-c7: the queen's path to c7 is blocked."]
    );
    let mate: Vec<&str> = MATE.iter().map(|m| m.1).collect();
    assert_eq!(
        say(&format!("/new glinski @bob from: {}", mate.join(" "))),
        ["[lobby] That move list already ends the game (Checkmate — White wins 1-0); paste fewer moves."]
    );
    // Only the open challenge was stored.
    assert_eq!(b.core.game_count(), 1);
    b.new_game();
    assert_eq!(
        b.say("#g1", "alice", "/new glinski @bob"),
        ["[#g1] Start new games from the lobby, not inside a game's place."]
    );
}

#[test]
fn a_move_gets_its_text_a_picture_from_the_side_to_move_and_a_ping() {
    let b = bot();
    b.new_game();
    b.clock.advance(60);
    assert_eq!(
        b.say("#g1", "alice", "qe1c3"),
        [
            "[#g1] 1. Qe1-c3",
            "[#g1] image g1-001.png: #g1 after 1. Qe1-c3: Black (@bob) to move <position b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 b - 1 1 | last e1-c3 | viewer 1 | marks >",
            "[#g1] ping @bob",
        ]
    );
    assert_eq!(
        b.say_text("#g1", "bob", "/move Qe10-c6"),
        ["[#g1] 1... Qe10-c6", "[#g1] ping @alice"]
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default()).map_err(|e| e.to_string());
    let rec = rec.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (rec.moves, rec.created, rec.updated),
        (
            vec!["Qe1-c3".to_string(), "Qe10-c6".to_string()],
            1_000,
            1_060
        )
    );
}

#[test]
fn four_move_mate_announces_the_result_and_pings_nobody() {
    let b = bot();
    b.new_game();
    for (user, m) in &MATE[..6] {
        b.say("#g1", user, m);
    }
    let r = b.say("#g1", "alice", "Qc3xf9");
    assert_eq!(r.len(), 3, "{r:#?}");
    assert_eq!(r[0], "[#g1] 4. Qc3xf9#");
    assert!(
        r[1].starts_with(
            "[#g1] image g1-007.png: #g1 after 4. Qc3xf9#: Checkmate — White wins 1-0 <"
        ),
        "{}",
        r[1]
    );
    assert_eq!(r[2], "[#g1] Checkmate — White wins 1-0");
    assert_eq!(
        b.say("#g1", "bob", "f7-f6"),
        ["[#g1] This game is over: Checkmate — White wins 1-0."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/resign"),
        ["[#g1] This game is over: Checkmate — White wins 1-0."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/draw"),
        ["[#g1] This game is over: Checkmate — White wins 1-0."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves"),
        ["[#g1] This game is over: Checkmate — White wins 1-0."]
    );
    let r = b.say_text("#g1", "carol", "/board");
    assert_eq!(
        r,
        ["[#g1] #g1 Glinski's Hexagonal Chess: @alice (White) vs @bob (Black)\nMoves: 1. Qe1-c3 Qe10-c6 2. b1-b2 b7-b6 3. Bf3-b1 e7-e6 4. Qc3xf9#\nCheckmate — White wins 1-0"]
    );
}

#[test]
fn move_errors() {
    let b = bot();
    b.new_game();
    assert_eq!(
        b.say("#g1", "bob", "Qe10-c6"),
        ["[#g1] It is @alice's turn."]
    );
    assert_eq!(
        b.say("#g1", "carol", "Qe1-c3"),
        ["[#g1] You are not playing in this game."]
    );
    assert_eq!(
        b.say("#g1", "alice", "f7-f6"),
        ["[#g1] Illegal move f7-f6: the piece on f7 is not yours."]
    );
    assert_eq!(
        b.say("#g1", "alice", "Qe1-e5"),
        ["[#g1] Illegal move Qe1-e5: the queen's path to e5 is blocked."]
    );
    assert_eq!(
        b.say("#g1", "alice", "Nf4"),
        ["[#g1] 'Nf4' is ambiguous: it could be Nd1-f4 or Nh1-f4."]
    );
    assert_eq!(
        b.say("#g1", "alice", "f5-f6-f7"),
        ["[#g1] Cannot read 'f5-f6-f7' as a move: expected something like f5-f6, Nf4, exf6 or f10-f11=Q."]
    );
    assert_eq!(
        b.say("#g1", "alice", "@everyone"),
        ["[#g1] Cannot read '@\u{200B}everyone' as a move: a drop is a piece letter, * or @, and a cell, like N*f4."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/move"),
        ["[#g1] Usage: /move <move>, e.g. /move f5-f6"]
    );
    // Chat in a game's place is left alone.
    assert_eq!(b.say("#g1", "carol", "nice opening"), Vec::<String>::new());
    // Nothing was played.
    assert_eq!(
        b.say_text("#g1", "alice", "Nd1-f4"),
        ["[#g1] 1. Nd1-f4", "[#g1] ping @bob"]
    );
}

#[test]
fn moves_in_the_lobby_point_to_the_games() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "Qe1-c3"),
        ["[lobby] Moves go in a game's place, and you have no game running. Start one with /new."]
    );
    b.new_game();
    b.say("lobby", "carol", "/new glinski @alice");
    // #g2 waits on alice's opponent carol; #g1 waits on alice, so it comes first.
    assert_eq!(
        b.say("lobby", "alice", "/move Qe1-c3"),
        ["[lobby] Moves go in a game's place: #g1, #g2."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/board"),
        ["[lobby] /board works in a game's place: #g1, #g2."]
    );
    assert_eq!(
        b.say("#general", "alice", "Qe1-c3"),
        ["[#general] Moves go in a game's place: #g1, #g2."]
    );
    // Chat in the lobby is left alone.
    assert_eq!(b.say("lobby", "alice", "hello"), Vec::<String>::new());
    assert_eq!(b.say("lobby", "alice", "gg"), Vec::<String>::new());
}

#[test]
fn legal_moves_listing() {
    let b = bot();
    b.new_game();
    let all = b.say("#g1", "carol", "/moves");
    assert!(
        all[0].starts_with("[#g1] White to move has 51 legal moves: Bf1-e2, Bf1-g2, Bf2-b6,"),
        "{}",
        all[0]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves d1"),
        ["[#g1] The Knight on d1 has 4 legal moves: Nd1-b2, Nd1-c3, Nd1-f4, Nd1-g2"]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves F1"),
        ["[#g1] The Bishop on f1 has 2 legal moves: Bf1-e2, Bf1-g2"]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves f6"),
        ["[#g1] There is no piece on f6."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves z9"),
        ["[#g1] 'z9' is not a cell of this board."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves f7"),
        ["[#g1] The piece on f7 is Black's, and it is White's turn."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moves a b"),
        ["[#g1] Usage: /moves [cell], e.g. /moves d1"]
    );
    assert_eq!(
        b.say("lobby", "bob", "/moves"),
        ["[lobby] /moves works in a game's place: #g1."]
    );
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g1", "bob", "Qe10-c6");
    assert_eq!(
        b.say("#g1", "bob", "/moves c2"),
        ["[#g1] The Pawn on c2 has no legal moves."]
    );
}

#[test]
fn resigning() {
    let b = bot();
    b.new_game();
    assert_eq!(
        b.say("#g1", "carol", "/resign"),
        ["[#g1] You are not playing in this game."]
    );
    // Either player may resign at any time.
    assert_eq!(
        b.say("#g1", "bob", "/resign"),
        ["[#g1] @bob resigns.\nResignation — White wins 1-0"]
    );
    assert_eq!(
        b.say("#g1", "alice", "Qe1-c3"),
        ["[#g1] This game is over: Resignation — White wins 1-0."]
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default()).map_err(|e| e.to_string());
    assert_eq!(
        rec.map(|r| r.outcome.map(|o| o.reason)),
        Ok(Some(EndReason::Resignation))
    );
}

#[test]
fn finished_games_are_read_back_as_their_moves_for_tools() {
    let b = bot();
    // g1 ends by mate; g2 is aborted; g3 is still running.
    b.new_game();
    for (who, m) in MATE {
        b.say("#g1", who, m);
    }
    b.new_game();
    b.say("#g2", "bob", "/abort");
    b.new_game();
    b.say("#g3", "alice", "Qe1-c3");
    let played = b.core.finished_two_player_games();
    assert_eq!(played.len(), 1, "{played:?}");
    let g = &played[0];
    assert_eq!((g.key.as_str(), g.variant.as_str()), ("g1", "glinski"));
    let v = b
        .core
        .lib
        .get("glinski")
        .cloned()
        .unwrap_or_else(|| panic!("glinski"));
    assert_eq!(g.start.to_text(&v), START);
    let texts: Vec<String> = {
        let mut game = hexcourier_engine::Game::from_position(&v, g.start.clone());
        g.moves
            .iter()
            .map(|&m| {
                let t = hexcourier_engine::notation::move_to_text(&v, game.position(), m);
                let _ = game.play(&v, m);
                t.trim_end_matches(['+', '#']).to_string()
            })
            .collect()
    };
    assert_eq!(texts, MATE.map(|(_, m)| m.to_string()));
}

#[test]
fn draw_offers() {
    let b = bot();
    b.new_game();
    assert_eq!(
        b.say("#g1", "carol", "/draw"),
        ["[#g1] You are not playing in this game."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/draw"),
        ["[#g1] @alice offers a draw. @bob: type /draw to accept, or move to decline."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/draw"),
        ["[#g1] You have already offered a draw; waiting for @bob."]
    );
    // The offerer's own move keeps the offer.
    assert_eq!(
        b.say_text("#g1", "alice", "Qe1-c3"),
        ["[#g1] 1. Qe1-c3", "[#g1] ping @bob"]
    );
    assert!(b.say("#g1", "bob", "/board")[0].contains("\nDraw offered by @alice.\n"));
    // A move by the other player declines it.
    assert_eq!(
        b.say_text("#g1", "bob", "Qe10-c6"),
        [
            "[#g1] 1... Qe10-c6\n@bob declines the draw offer by moving.",
            "[#g1] ping @alice"
        ]
    );
    assert!(!b.say("#g1", "bob", "/board")[0].contains("Draw offered"));
    // Offer and accept.
    b.say("#g1", "bob", "/draw");
    assert_eq!(
        b.say("#g1", "alice", "/draw"),
        ["[#g1] @alice accepts the draw.\nAgreement — draw 1/2-1/2"]
    );
    assert_eq!(
        b.say("#g1", "alice", "b1-b2"),
        ["[#g1] This game is over: Agreement — draw 1/2-1/2."]
    );
}

#[test]
fn games_list_puts_those_waiting_on_me_first() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/games"),
        ["[lobby] You have no games. Start one with /new glinski @opponent."]
    );
    b.new_game(); // g1: alice to move
    b.clock.advance(10);
    b.say("lobby", "carol", "/new mccooey @alice"); // g2: carol to move
    b.clock.advance(10);
    b.say("lobby", "dave", "/new glinski @alice side:black"); // g3: alice to move
    b.clock.advance(10);
    b.say("lobby", "erin", "/new glinski @alice");
    b.say("lobby", "erin", "/new glinski @alice");
    b.say("#g5", "alice", "/resign"); // g5: over
    assert_eq!(
        b.say("lobby", "alice", "/games"),
        ["[lobby] Your games:\n\
          #g1 Glinski's Hexagonal Chess vs @bob — your move (White)\n\
          #g3 Glinski's Hexagonal Chess vs @dave — your move (White)\n\
          #g4 Glinski's Hexagonal Chess vs @erin — @erin to move\n\
          #g2 McCooey's Hexagonal Chess vs @carol — @carol to move\n\
          #g5 Glinski's Hexagonal Chess vs @erin — over: Resignation — White wins 1-0"]
    );
}

#[test]
fn variants_rules_and_help() {
    let b = bot();
    // Other variants come and go with the data files; these three stay.
    let variants = b.say("lobby", "alice", "/variants");
    assert!(
        variants[0].starts_with("[lobby] Variants ("),
        "{}",
        variants[0]
    );
    for line in [
        "\nfull-house — Full House Hexagonal Chess (2 players)\n",
        "\nglinski — Glinski's Hexagonal Chess (2 players)\n",
        "\nmccooey — McCooey's Hexagonal Chess (2 players)\n",
    ] {
        assert!(variants[0].contains(line), "{}", variants[0]);
    }
    assert!(variants[0]
        .ends_with("\nStart one with /new <variant> @opponent; /rules <variant> explains it."));
    let r = b.say("lobby", "alice", "/rules mccooey");
    assert!(r[0].starts_with("[lobby] McCooey's Hexagonal Chess (mccooey), 2 players\nMcCooey's Hexagonal Chess on the 91-cell board"), "{}", r[0]);
    assert!(r[0].ends_with("\nAuthor: Dave McCooey and Richard Honeycutt (1978-79)\nSource: <https://www.chessvariants.com/r/mccooey.html>"), "{}", r[0]);
    assert_eq!(
        b.say("lobby", "alice", "/rules"),
        ["[lobby] Usage: /rules <variant> (/variants lists them)"]
    );
    assert_eq!(
        b.say("lobby", "alice", "/rules glinksi"),
        ["[lobby] Unknown variant 'glinksi'. Did you mean glinski? /variants lists them all."]
    );
    b.say("lobby", "alice", "/new full-house @bob");
    assert!(b.say("#g1", "bob", "/rules")[0]
        .starts_with("[#g1] Full House Hexagonal Chess (full-house), 2 players\n"));
    let help = b.say("lobby", "alice", "/help");
    assert!(
        help[0].starts_with("[lobby] Hexcourier commands:\n/new <variant> @opponent|@engine"),
        "{}",
        help[0]
    );
    // Long replies are split into messages a chat service accepts; every line is there.
    let lines: usize = help.iter().map(|h| h.lines().count()).sum();
    assert_eq!(lines, help_text("glinski").lines().count(), "{help:?}");
    let all = help.join("\n");
    for line in [
        "/takeback [accept|decline] — ask to take back your last move (and the reply to it, if any); the other players accept with /takeback; any move cancels the request; against the engine, allowed when hints are",
        "/abort — end the game without a result, while fewer than 2 moves are played",
    ] {
        assert!(all.lines().any(|l| l.ends_with(line)), "{all}");
    }
    assert_eq!(
        b.say("lobby", "alice", "/mvoe e4"),
        ["[lobby] Unknown command /mvoe. Did you mean /move? /help lists the commands."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/frobnicate"),
        ["[lobby] Unknown command /frobnicate. /help lists the commands."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/"),
        ["[lobby] Type a command name after the /, e.g. /help."]
    );
}

#[test]
fn piece_diagrams() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/piece glinski knight"),
        [
            "[lobby] Knight (N) in Glinski's Hexagonal Chess: Leaps to the 12 nearest cells a Queen cannot reach (two orthogonal steps, then one turned 60 degrees).",
            "[lobby] image piece-glinski-knight.png: White Knight on f6 (Glinski's Hexagonal Chess): it reaches 12 cells <piece N f6 | viewer 0 | marks c4 c5 d3 d7 e3 e8 g3 g8 h3 h7 i4 i5>",
        ]
    );
    let r = b.say("lobby", "alice", "/piece glinski P");
    assert!(
        r[1].ends_with("it reaches 3 cells <piece P f6 | viewer 0 | marks e6 f7 g6>"),
        "{}",
        r[1]
    );
    assert_eq!(
        b.say("lobby", "alice", "/piece glinski"),
        ["[lobby] Glinski's Hexagonal Chess pieces: King (K), Queen (Q), Rook (R), Bishop (B), Knight (N), Pawn (P). Try /piece glinski <piece>."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/piece glinski dragon"),
        ["[lobby] Glinski's Hexagonal Chess has no piece 'dragon'. Its pieces: King (K), Queen (Q), Rook (R), Bishop (B), Knight (N), Pawn (P)."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/piece knight"),
        ["[lobby] Name the variant too, e.g. /piece glinski knight (in a game's place the game's variant is used)."]
    );
    b.say("lobby", "alice", "/new full-house @bob");
    let r = b.say("#g1", "bob", "/piece hydra");
    assert!(
        r[0].starts_with("[#g1] Hydra (Y) in Full House Hexagonal Chess: "),
        "{}",
        r[0]
    );
    assert!(
        r[1].starts_with("[#g1] image piece-full-house-hydra.png: White Hydra on f6"),
        "{}",
        r[1]
    );
}

#[test]
fn long_input_and_mentions_are_contained() {
    let b = bot();
    let long = "x".repeat(MAX_INPUT_CHARS + 1);
    assert_eq!(
        b.say("lobby", "alice", &long),
        ["[lobby] That message is too long (2001 characters; the limit is 2000)."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/@everyone"),
        ["[lobby] Unknown command /@\u{200B}everyone. /help lists the commands."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/new <@&123> @bob"),
        [format!("[lobby] Usage: {NEW_USAGE}")]
    );
    // Only the player to move is ever pinged.
    b.new_game();
    for (user, m) in &MATE[..6] {
        let pings: Vec<Reply> = b
            .replies("#g1", user, m)
            .into_iter()
            .filter(|r| matches!(r, Reply::Ping { .. }))
            .collect();
        let next = if *user == "alice" { "bob" } else { "alice" };
        assert_eq!(
            pings,
            vec![Reply::Ping {
                place: Place::new("#g1"),
                user: UserId::new(next)
            }]
        );
    }
}

#[test]
fn games_list_shows_the_latest_ten_finished_games() {
    let b = bot();
    for i in 1..=12 {
        b.clock.advance(1);
        b.say("lobby", "alice", &format!("/new glinski @p{i}"));
        b.say(&format!("#g{i}"), "alice", "/resign");
    }
    let r = b.say("lobby", "alice", "/games");
    let lines: Vec<&str> = r[0].lines().collect();
    assert_eq!(lines.len(), 12);
    assert_eq!(
        lines[1],
        "#g12 Glinski's Hexagonal Chess vs @p12 — over: Resignation — Black wins 0-1"
    );
    assert_eq!(
        lines[10],
        "#g3 Glinski's Hexagonal Chess vs @p3 — over: Resignation — Black wins 0-1"
    );
    assert_eq!(lines[11], "…and 2 older finished games.");
}

#[test]
fn long_replies_are_split() {
    let b = bot();
    for i in 0..60 {
        b.say(
            "lobby",
            "alice",
            &format!("/new glinski @opponent-with-a-long-name-{i}"),
        );
    }
    let r = b.core.handle(
        &Caller::operator(UserId::new("alice")),
        &Place::lobby(),
        "/games",
    );
    assert!(r.len() > 1);
    for reply in &r {
        let t = reply.text().unwrap_or_default();
        assert!(t.chars().count() <= words::MAX_REPLY_CHARS);
        assert!(!t.starts_with('\n'));
    }
}

#[test]
fn restart_resumes_every_game() {
    let b = bot();
    b.new_game();
    for (user, m) in &MATE[..3] {
        b.say("#g1", user, m);
    }
    b.say("lobby", "carol", "/new mccooey @dave");
    b.say("#g2", "carol", "/draw");
    b.say("lobby", "erin", "/new glinski @frank");
    b.say("#g3", "frank", "/resign");
    let before: Vec<String> = ["#g1", "#g2", "#g3"]
        .iter()
        .flat_map(|p| b.say(p, "x", "/board"))
        .collect();

    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.core.startup_warnings(),
        Vec::<String>::new().as_slice()
    );
    assert_eq!(again.core.game_count(), 3);
    let after: Vec<String> = ["#g1", "#g2", "#g3"]
        .iter()
        .flat_map(|p| again.say(p, "x", "/board"))
        .collect();
    assert_eq!(before, after);
    assert_eq!(
        again.say_text("#g1", "bob", "b7-b6"),
        ["[#g1] 2... b7-b6", "[#g1] ping @alice"]
    );
    assert_eq!(
        again.say("#g2", "dave", "/draw"),
        ["[#g2] @dave accepts the draw.\nAgreement — draw 1/2-1/2"]
    );
    assert_eq!(
        again.say("lobby", "x", "/new glinski @y")[0],
        "[lobby] open #g4: g4: Glinski's Hexagonal Chess, @x vs @y"
    );
}

#[test]
fn broken_records_are_reported_and_skipped_and_their_ids_kept() {
    let b = bot();
    b.new_game();
    b.say("#g1", "alice", "Qe1-c3");
    let good = b.store.get("g1").unwrap_or_default();
    let with = |from: &str, to: &str| {
        String::from_utf8_lossy(&good)
            .replace(from, to)
            .into_bytes()
    };
    b.store.put_raw("g2", b"{ this is not json");
    b.store.put_raw(
        "g3",
        &with("\"version\":1", "\"version\":99").replace_all_ids("g1", "g3"),
    );
    b.store.put_raw(
        "g4",
        &with("\"variant\":\"glinski\"", "\"variant\":\"tri-hex\"").replace_all_ids("g1", "g4"),
    );
    b.store
        .put_raw("g5", &with("Qe1-c3", "Qe1-e5").replace_all_ids("g1", "g5"));
    b.store.put_raw("g9", &good);
    b.store.put_raw("notes", b"hello");
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.core.startup_warnings(),
        [
            "game \"g2\": skipped: the record is not valid: key must be a string at line 1 column 3",
            "game \"g3\": skipped: record version 99 was written by a newer Hexcourier (this build reads up to version 1); run that version or a newer one",
            "game \"g4\": skipped: unknown variant 'tri-hex'",
            "game \"g9\": skipped: the record says it is game 'g1'",
            "store key \"notes\" is not a game id; skipped",
        ]
    );
    // A record whose moves no longer replay is found when its game is first used.
    assert_eq!(again.core.game_count(), 2);
    assert_eq!(
        again.say("#g5", "alice", "/board"),
        ["[#g5] Game g5 could not be loaded from the store. Its record is kept untouched; the bot's log says why."]
    );
    assert_eq!(
        again.core.startup_warnings().last().map(String::as_str),
        Some("game \"g5\": skipped: move 1 ('Qe1-e5') no longer replays: illegal move Qe1-e5: the queen's path to e5 is blocked")
    );

    assert_eq!(
        again.say_text("#g1", "bob", "Qe10-c6"),
        ["[#g1] 1... Qe10-c6", "[#g1] ping @alice"]
    );
    // New games do not overwrite the skipped records.
    assert_eq!(
        again.say("lobby", "x", "/new glinski @y")[0],
        "[lobby] open #g10: g10: Glinski's Hexagonal Chess, @x vs @y"
    );
    assert_eq!(again.store.get("g2"), Some(b"{ this is not json".to_vec()));
}

trait ReplaceIds {
    fn replace_all_ids(self, from: &str, to: &str) -> Vec<u8>;
}

impl ReplaceIds for Vec<u8> {
    fn replace_all_ids(self, from: &str, to: &str) -> Vec<u8> {
        String::from_utf8_lossy(&self)
            .replace(&format!("\"{from}\""), &format!("\"{to}\""))
            .replace(&format!("\"#{from}\""), &format!("\"#{to}\""))
            .into_bytes()
    }
}

#[test]
fn a_failed_save_changes_nothing() {
    let b = bot();
    b.new_game();
    b.store.refuse_writes(true);
    let sorry = "Sorry, a storage error stopped that; nothing changed. Please try again.";
    assert_eq!(b.say("#g1", "alice", "Qe1-c3"), [format!("[#g1] {sorry}")]);
    assert_eq!(
        b.say("lobby", "carol", "/new glinski @dave"),
        [format!("[lobby] {sorry}")]
    );
    assert_eq!(b.say("#g1", "alice", "/resign"), [format!("[#g1] {sorry}")]);
    b.store.refuse_writes(false);
    assert_eq!(
        b.say_text("#g1", "alice", "Qe1-c3"),
        ["[#g1] 1. Qe1-c3", "[#g1] ping @bob"]
    );
    assert_eq!(b.core.game_count(), 1);
}

#[test]
fn a_picture_failure_is_reported_in_text() {
    let store = MemoryStore::new();
    let core = Core::new(
        library(),
        Box::new(store),
        Box::new(FakeClock::at(0)),
        Box::new(FakePainter {
            fail: Some("out of ink".into()),
        }),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(core
        .handle(
            &Caller::operator(UserId::new("alice")),
            &Place::lobby(),
            "/new glinski @bob"
        )
        .is_empty());
    delivered(&core);
    assert!(core
        .handle(
            &Caller::operator(UserId::new("bob")),
            &Place::lobby(),
            "/accept"
        )
        .is_empty());
    let r = delivered(&core);
    assert_eq!(
        r[3],
        "[#g1] (The picture could not be drawn: out of ink.) #g1 start: White (@alice) to move"
    );
    assert_eq!(r[4], "[#g1] ping @alice");
}

#[test]
fn games_are_played_from_many_threads() {
    let b = bot();
    for i in 0..4 {
        b.say("lobby", &format!("w{i}"), &format!("/new glinski @b{i}"));
    }
    std::thread::scope(|s| {
        for i in 0..4 {
            let core = &b.core;
            s.spawn(move || {
                for (k, (_, m)) in MATE.iter().enumerate() {
                    let user = if k % 2 == 0 {
                        format!("w{i}")
                    } else {
                        format!("b{i}")
                    };
                    let r = core.handle(
                        &Caller::operator(UserId::new(user)),
                        &Place::new(format!("#g{}", i + 1)),
                        m,
                    );
                    assert!(r.is_empty(), "played without a refusal: {r:?}");
                }
            });
        }
    });
    for i in 1..=4 {
        let r = b.say(&format!("#g{i}"), "x", "/board");
        assert!(r[0].ends_with("\nCheckmate — White wins 1-0"), "{}", r[0]);
    }
}

#[test]
fn try_execute_returns_problems_apart_from_replies() {
    let b = bot();
    let lobby = Place::lobby();
    let alice = UserId::new("alice");
    assert_eq!(
        b.core
            .try_execute(&Caller::operator(alice.clone()), &lobby, Command::Board),
        Err(Problem::NotInGame {
            what: "/board works",
            places: Vec::new()
        })
    );
    // The same problem through `execute` is a reply.
    let r = b
        .core
        .execute(&Caller::operator(alice.clone()), &lobby, Command::Board);
    assert_eq!(r.len(), 1);
    assert_eq!(
        r[0].text().map(str::to_string),
        Some(
            Problem::NotInGame {
                what: "/board works",
                places: Vec::new()
            }
            .to_string()
        )
    );
    b.new_game();
    let ok = b.core.try_execute(
        &Caller::operator(alice.clone()),
        &place("#g1"),
        Command::Move("Qe1-c3".into()),
    );
    assert_eq!(ok, Ok(Vec::new()), "a move is announced, not answered");
    assert_eq!(delivered(&b.core)[0], "[#g1] 1. Qe1-c3");
    assert_eq!(
        b.core.try_execute(
            &Caller::operator(alice.clone()),
            &place("#g1"),
            Command::Move("Qe10-c6".into())
        ),
        Err(Problem::NotYourTurn {
            user: UserId::new("bob")
        })
    );
}

#[test]
fn move_choices_list_the_legal_moves_of_a_place() {
    let b = bot();
    assert!(b.core.move_choices(&place("#g1")).is_empty());
    b.new_game();
    let choices = b.core.move_choices(&place("#g1"));
    assert_eq!(choices.len(), 51, "Glinski's start has 51 legal moves");
    let q = choices
        .iter()
        .find(|c| c.text == "Qe1-c3")
        .unwrap_or_else(|| panic!("Qe1-c3 is legal: {choices:?}"));
    assert_eq!(q.from.as_deref(), Some("e1"));
    assert!(choices.windows(2).all(|w| w[0].text <= w[1].text));
    for (user, m) in &MATE {
        b.say("#g1", user, m);
    }
    assert!(b.core.move_choices(&place("#g1")).is_empty(), "game over");
}

#[test]
fn links_are_kept_per_transport_and_survive_a_restart() -> Result<(), StoreError> {
    let b = bot();
    b.core.set_link("discord", &place("#g1"), "111")?;
    b.core.set_link("discord", &place("#g2"), "222")?;
    b.core.set_link("discord", &place("#g1"), "333")?;
    b.core.set_link("slack", &place("#g1"), "C1")?;
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.core.links("discord")?,
        vec![(place("#g1"), "333".into()), (place("#g2"), "222".into())]
    );
    assert_eq!(
        again.core.links("slack")?,
        vec![(place("#g1"), "C1".into())]
    );
    assert!(again.core.links("matrix")?.is_empty());
    b.store.refuse_writes(true);
    assert!(b.core.set_link("discord", &place("#g3"), "4").is_err());
    Ok(())
}

// ----- the engine: hints, analyses, the computer opponent -----

/// A core whose engine searches fixed node budgets: the same replies on every machine.
fn engine_bot(inline: bool) -> Bot {
    let mut b = bot();
    let settings = EngineSettings {
        inline,
        ..EngineSettings::deterministic(3_000)
    };
    b.core = b.core.with_engine(settings);
    b
}

#[test]
fn hint_gives_the_best_move_its_evaluation_and_line() {
    let b = engine_bot(true);
    b.say("lobby", "alice", "/new glinski @bob hints:2");
    assert_eq!(
        b.say("#g1", "alice", "/hint"),
        ["[#g1] Hint for White: Rc1-e3\nAbout equal, +0.12.\nLine: 1. Rc1-e3 Rc8-f8 2. Ri1-f4 Ri8-g8 (depth 3, 3000 nodes)\nHints left for @alice: 1 of 2."]
    );
    // Anyone playing may ask, on their turn or not; the position is the same.
    assert_eq!(
        b.say("#g1", "bob", "/hint"),
        ["[#g1] Hint for White: Rc1-e3\nAbout equal, +0.12.\nLine: 1. Rc1-e3 Rc8-f8 2. Ri1-f4 Ri8-g8 (depth 3, 3000 nodes)\nHints left for @bob: 1 of 2."]
    );
}

#[test]
fn analyse_gives_the_evaluation_and_three_best_moves() {
    let b = engine_bot(true);
    b.say("lobby", "alice", "/new glinski @bob hints:on");
    b.say("#g1", "alice", "Qe1-c3");
    assert_eq!(
        b.say("#g1", "bob", "/analyse"),
        ["[#g1] Analysis, Black to move: About equal, -0.08.\n1. Ri8-g8 -0.08\n2. Rc8-e8 -0.08\n3. Rc8-f8 +0.01"]
    );
    assert_eq!(
        b.say("#g1", "bob", "/eval"),
        b.say("#g1", "bob", "/analyze")
    );
}

#[test]
fn hint_limits_are_enforced_with_clear_messages() {
    let b = engine_bot(true);
    b.say("lobby", "alice", "/new glinski @bob hints:1");
    assert_eq!(b.say("#g1", "alice", "/hint").len(), 1);
    assert_eq!(
        b.say("#g1", "alice", "/hint"),
        ["[#g1] You have used your 1 hint for this game (hints and analyses count alike)."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/analyse"),
        ["[#g1] You have used your 1 hint for this game (hints and analyses count alike)."]
    );
    assert_eq!(b.say("#g1", "bob", "/analyse").len(), 1, "bob has his own");
    assert_eq!(
        b.say("#g1", "carol", "/hint"),
        ["[#g1] Only the players may ask for hints while this game runs."]
    );
    // The count survives a restart.
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.say("#g1", "alice", "/hint"),
        ["[#g1] You have used your 1 hint for this game (hints and analyses count alike)."]
    );

    b.say("lobby", "alice", "/new glinski @bob");
    assert_eq!(
        b.say("#g2", "alice", "/hint"),
        ["[#g2] Hints are off in this game (the game's creator chose so when starting it)."]
    );
    b.say(
        "lobby",
        "alice",
        "/new glinski @bob hints:on spectator-hints:on",
    );
    assert_eq!(b.say("#g3", "carol", "/hint").len(), 1);
    assert_eq!(
        b.say("lobby", "alice", "/hint"),
        ["[lobby] /hint works in a game's place: #g1, #g2, #g3."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @bob hints:lots"),
        ["[lobby] hints: takes off, on, or a number of hints per player, not 'lots'."]
    );
}

#[test]
fn the_engine_replies_by_itself_and_pings_only_humans() {
    let b = engine_bot(true);
    assert_eq!(
        b.say_text("lobby", "alice", "/new glinski @engine level:1"),
        [
            "[lobby] open #g1: g1: Glinski's Hexagonal Chess, @alice vs @engine",
            "[lobby] New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @engine (Black).",
            "[#g1] Glinski's Hexagonal Chess: @alice (White) vs @engine (Black).\n@engine plays at level 1: Beginner: looks one move ahead and often blunders.\nHints: on, no limit; players only (/hint, /analyse).\nType moves here, like Bf1-e2; /moves lists the legal ones, /help the commands.",
            "[#g1] ping @alice",
        ]
    );
    assert_eq!(
        b.say("#g1", "alice", "Qe1-c3"),
        [
            "[#g1] 1. Qe1-c3",
            "[#g1] image g1-001.png: #g1 after 1. Qe1-c3: Black (@engine) to move <position b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 b - 1 1 | last e1-c3 | viewer 1 | marks >",
            "[#g1] 1... Bf10-i4",
            "[#g1] image g1-002.png: #g1 after 1... Bf10-i4: White (@alice) to move <position b/q1k/n1b1n/r5r/ppppppppp/11/5P5/4P1P1b2/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 w - 2 2 | last f10-i4 | viewer 0 | marks >",
            "[#g1] ping @alice",
        ]
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.moves, ["Qe1-c3", "Bf10-i4"]);
    assert_eq!(
        b.say("#g1", "engine", "e7-e6"),
        ["[#g1] @engine is the computer opponent; only Hexcourier plays for it."]
    );
    // Moving first: the engine plays as soon as the game starts.
    assert_eq!(
        b.say_text("lobby", "alice", "/new glinski @engine side:black level:3"),
        [
            "[lobby] open #g2: g2: Glinski's Hexagonal Chess, @engine vs @alice",
            "[lobby] New game #g2: Glinski's Hexagonal Chess, @engine (White) vs @alice (Black).",
            "[#g2] Glinski's Hexagonal Chess: @engine (White) vs @alice (Black).\n@engine plays at level 3: Casual: two plies ahead with some randomness.\nHints: on, no limit; players only (/hint, /analyse).\nType moves here, like Bf1-e2; /moves lists the legal ones, /help the commands.",
            "[#g2] 1. Ri1-h2",
            "[#g2] ping @alice",
        ]
    );
    // Kept with its level, and it still plays after a restart.
    let rec = GameRecord::decode(&b.store.get("g2").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.engine_level, Some(3));
    assert_eq!(rec.hints, HintRule::UNLIMITED);
}

#[test]
fn engine_game_errors() {
    let b = engine_bot(true);
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @bob level:3"),
        ["[lobby] level: sets the engine's strength: name @engine as an opponent to use it."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @engine level:9"),
        ["[lobby] The engine's level is a number from 1 (beginner) to 8 (full strength), not '9'."]
    );
    assert_eq!(b.core.game_count(), 0);
}

#[test]
fn adapters_run_engine_turns_themselves_when_not_inline() {
    let b = engine_bot(false);
    let replies = b.say("lobby", "alice", "/new glinski @engine side:black level:2");
    assert!(replies.iter().all(|r| !r.contains(" ping ")), "{replies:?}");
    assert_eq!(b.core.engine_waiting(), [Place::new("#g1")]);
    assert!(b.core.engine_turn(&place("#g1")));
    let first = b
        .core
        .drain_owed()
        .iter()
        .map(show)
        .filter(|l| !l.contains(" image "))
        .collect::<Vec<_>>();
    assert_eq!(first, ["[#g1] 1. Nh1-f4", "[#g1] ping @alice"]);
    assert!(!b.core.engine_turn(&place("#g1")), "now it is alice's turn");
    assert!(b.core.engine_waiting().is_empty());
}

#[test]
fn engine_seats_in_a_row_all_move_before_the_next_human() {
    let b = engine_bot(true);
    // Three-player variants come from the data files; without one there is nothing to check.
    let Some(v) = b
        .core
        .library()
        .variants()
        .find(|v| v.player_count() == 3 && v.metadata.playable && v.setup_required.is_none())
        .cloned()
    else {
        return;
    };
    let second = v.players[1].name.to_lowercase();
    let replies = b.say_text(
        "lobby",
        "alice",
        &format!("/new {} @engine @engine level:1 side:{second}", v.id),
    );
    let moves = |lines: &[String]| {
        lines
            .iter()
            .filter(|l| {
                l.strip_prefix("[#g1] ")
                    .is_some_and(|t| t.starts_with(|c: char| c.is_ascii_digit()))
            })
            .count()
    };
    assert_eq!(moves(&replies), 1, "{replies:?}");
    assert_eq!(
        replies.last().map(String::as_str),
        Some("[#g1] ping @alice")
    );
    let mine = b.core.move_choices(&place("#g1"));
    let first = mine.first().unwrap_or_else(|| panic!("alice has a move"));
    let replies = b.say_text("#g1", "alice", &first.text);
    assert_eq!(
        moves(&replies),
        3,
        "alice's move and both engines': {replies:?}"
    );
    assert_eq!(
        replies.last().map(String::as_str),
        Some("[#g1] ping @alice")
    );
}

#[test]
fn an_engine_move_that_cannot_be_saved_is_not_played() {
    let b = engine_bot(false);
    b.say("lobby", "alice", "/new glinski @engine side:black level:1");
    b.store.refuse_writes(true);
    assert!(!b.core.engine_turn(&place("#g1")));
    assert!(b.core.drain_owed().is_empty(), "nothing announced");
    assert_eq!(
        b.core.engine_waiting(),
        [place("#g1")],
        "still the engine's turn"
    );
    b.store.refuse_writes(false);
    assert!(b.core.engine_turn(&place("#g1")));
    assert!(b.core.engine_waiting().is_empty());
}

/// Wellisch: Red's Knight unblocks Yellow's Rook, which mates Blue's King; then Red mates
/// Yellow (the engine's test `three_player_game_through_two_checkmates`).
const WELLISCH_SETUP: &str = "yK/3/5/7/9/1rR9/yR9yP/1bP9/rN10/3rR7/bK9rK r - 0 1";

#[test]
fn setup_starts_a_game_from_a_custom_position() {
    let b = bot();
    let setup = "1/2k/5/r6/9/11/2R8/11/11/11/6K4 w - 0 1";
    assert_eq!(
        b.say_text("lobby", "alice", &format!("/new glinski @bob setup: {setup}")),
        vec![
            "[lobby] open #g1: g1: Glinski's Hexagonal Chess, @alice vs @bob".to_string(),
            "[lobby] New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @bob (Black).".into(),
            format!("[#g1] Glinski's Hexagonal Chess: @alice (White) vs @bob (Black).\nStarted from the set-up position {setup}\nType moves here, like Kg1-e1; /moves lists the legal ones, /help the commands."),
            "[#g1] ping @alice".into(),
        ]
    );
    assert_eq!(
        b.say_text("#g1", "alice", "Rc5xc8"),
        ["[#g1] 1. Rc5xc8", "[#g1] ping @bob"]
    );
    assert_eq!(
        b.say_text("#g1", "bob", "/board"),
        [format!("[#g1] #g1 Glinski's Hexagonal Chess: @alice (White) vs @bob (Black)\nSet-up start: {setup}\nMoves: 1. Rc5xc8\nBlack (@bob) to move")]
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((rec.start.as_str(), rec.moves.len()), (setup, 1));
    // The game survives a restart from its record.
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.say_text("#g1", "bob", "Kg10-f10"),
        ["[#g1] 1... Kg10-f10", "[#g1] ping @alice"]
    );
    // The moves of `from:` are played after the setup.
    let r = b.say_text(
        "lobby",
        "carol",
        &format!("/new glinski @dave setup: {setup} from: Rc5xc8"),
    );
    assert_eq!(
        r[2],
        format!("[#g2] Glinski's Hexagonal Chess: @dave (White) vs @carol (Black).\nStarted from the set-up position {setup}\nStarted after 1 move: 1. Rc5xc8\nType moves here, like Kg10-f10; /moves lists the legal ones, /help the commands.")
    );
}

#[test]
fn bad_setups_are_refused() {
    let b = bot();
    let say = |t: &str| b.say("lobby", "alice", t);
    assert_eq!(
        say("/new glinski @bob setup: 1/2k/5 w - 0 1"),
        ["[lobby] That setup is not a Glinski's Hexagonal Chess position: The board has 11 ranks but the text has 3."]
    );
    assert_eq!(
        say("/new glinski @bob setup: 1/2k/5/r6/9/11/2X8/11/11/11/6K4 w - 0 1"),
        ["[lobby] That setup is not a Glinski's Hexagonal Chess position: Unknown piece letter 'X'."]
    );
    assert_eq!(
        say("/new glinski @bob setup: 1/2k/5/r6/9/11/2R8/11/11/11/6K4 w - 0 1 x"),
        ["[lobby] That setup is not a Glinski's Hexagonal Chess position: Unexpected text 'x'."]
    );
    assert_eq!(
        say("/new glinski @bob setup:"),
        [format!("[lobby] Usage: {NEW_USAGE}")]
    );
    // A position that is already checkmate.
    let lib = library();
    let v = lib.get("glinski").unwrap_or_else(|| panic!("glinski"));
    let mut g = Game::new(v).unwrap_or_else(|e| panic!("{e}"));
    for (_, m) in MATE {
        g.play_text(v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let mated = g.position().to_text(v);
    assert_eq!(
        say(&format!("/new glinski @bob setup: {mated}")),
        ["[lobby] That setup is already over (Checkmate — White wins 1-0); give a position with moves left."]
    );
    assert_eq!(b.core.game_count(), 0);
}

#[test]
fn three_players_take_turns_and_are_eliminated_and_placed() {
    let b = bot();
    assert_eq!(
        b.say_text("lobby", "alice", "/new wellisch @bob @carol"),
        [
            "[lobby] open #g1: g1: Wellisch's Three-Handed Hexagonal Chess, @alice vs @bob vs @carol",
            "[lobby] New game #g1: Wellisch's Three-Handed Hexagonal Chess, @alice (Red) vs @bob (Yellow) vs @carol (Blue).",
            "[#g1] Wellisch's Three-Handed Hexagonal Chess: @alice (Red) vs @bob (Yellow) vs @carol (Blue).\nType moves here, like Nf1-e2; /moves lists the legal ones, /help the commands.",
            "[#g1] ping @alice",
        ]
    );
    b.say(
        "lobby",
        "alice",
        &format!("/new wellisch @bob @carol setup: {WELLISCH_SETUP}"),
    );
    let script: [(&str, &str, &[&str]); 7] = [
        ("alice", "Kl1-l2", &["[#g2] 1. Kl1-l2", "[#g2] ping @bob"]),
        ("bob", "l5-l4", &["[#g2] 1... l5-l4", "[#g2] ping @carol"]),
        ("carol", "b4-c5", &["[#g2] 1... b4-c5", "[#g2] ping @alice"]),
        // Red unblocks Yellow's Rook: Blue is mated by the next player and leaves.
        (
            "alice",
            "Na3-b5",
            &["[#g2] 2. Na3-b5#\nBlue (@carol) is eliminated.", "[#g2] ping @bob"],
        ),
        ("carol", "Kb1-b2", &["[#g2] It is @bob's turn."]),
        // Blue is skipped.
        ("bob", "l4-k4", &["[#g2] 2... l4-k4", "[#g2] ping @alice"]),
        (
            "alice",
            "Rd2-d9",
            &[
                "[#g2] 3. Rd2-d9#",
                "[#g2] Checkmate — Red wins 1-0-0\nPlaces: 1st Red (@alice), 2nd Yellow (@bob), 3rd Blue (@carol).",
            ],
        ),
    ];
    for (who, m, want) in script {
        assert_eq!(b.say_text("#g2", who, m), want, "{who}: {m}");
    }
    let r = b.say("#g2", "carol", "/board");
    assert_eq!(
        r[0],
        format!("[#g2] #g2 Wellisch's Three-Handed Hexagonal Chess: @alice (Red) vs @bob (Yellow) vs @carol (Blue)\nSet-up start: {WELLISCH_SETUP}\nMoves: 1. Kl1-l2 l5-l4 b4-c5 2. Na3-b5# l4-k4 3. Rd2-d9#\nCheckmate — Red wins 1-0-0")
    );
    assert!(
        r[1].starts_with(
            "[#g2] image g2-006.png: #g2 after 3. Rd2-d9#: Checkmate — Red wins 1-0-0 <"
        ),
        "{}",
        r[1]
    );
}

#[test]
fn eliminated_players_neither_resign_nor_hold_up_draws() {
    let b = bot();
    b.say(
        "lobby",
        "alice",
        &format!("/new wellisch @bob @carol setup: {WELLISCH_SETUP}"),
    );
    for (who, m) in [
        ("alice", "Kl1-l2"),
        ("bob", "l5-l4"),
        ("carol", "b4-c5"),
        ("alice", "Na3-b5"),
    ] {
        b.say("#g1", who, m);
    }
    for cmd in ["/resign", "/draw"] {
        assert_eq!(
            b.say("#g1", "carol", cmd),
            ["[#g1] You have been eliminated from this game; the others play on."]
        );
    }
    assert_eq!(
        b.say("#g1", "alice", "/draw"),
        ["[#g1] @alice offers a draw. @bob: type /draw to accept, or move to decline."]
    );
    // The draw needs only Yellow, who is still on the board; Blue comes last.
    assert_eq!(
        b.say("#g1", "bob", "/draw"),
        ["[#g1] @bob accepts the draw.\nAgreement — scores Red 1/2, Yellow 1/2, Blue 0\nPlaces: 1st Red (@alice), 1st Yellow (@bob), 3rd Blue (@carol)."]
    );
    // Resigning in a game of three: the others still on the board win.
    b.say(
        "lobby",
        "alice",
        &format!("/new wellisch @bob @carol setup: {WELLISCH_SETUP}"),
    );
    assert_eq!(
        b.say("#g2", "bob", "/resign"),
        ["[#g2] @bob resigns.\nResignation — scores Red 1/2, Yellow 0, Blue 1/2\nPlaces: 1st Red (@alice), 1st Blue (@carol), 3rd Yellow (@bob)."]
    );
}

// ----- move clocks -----

const DAY: u64 = 24 * 60 * 60;

impl Bot {
    /// The clocks' and windows' tick, then what it announced, as delivered.
    fn tick(&self) -> Vec<String> {
        self.core.tick();
        self.core
            .drain_owed()
            .iter()
            .filter(|r| !matches!(r, Reply::Ask { .. } | Reply::Close { .. }))
            .map(show)
            .collect()
    }
}

#[test]
fn new_game_with_a_clock_says_so_and_board_shows_the_time_left() {
    let b = bot();
    let r = b.say_text("lobby", "alice", "/new glinski @bob days_per_move:2");
    assert_eq!(
        r[2],
        "[#g1] Glinski's Hexagonal Chess: @alice (White) vs @bob (Black).\nClock: 2 days per move; reminders at half time and 12 hours before the end, then the game is lost on time.\nType moves here, like Bf1-e2; /moves lists the legal ones, /help the commands."
    );
    b.clock.advance(5 * 3600);
    assert_eq!(
        b.say_text("#g1", "bob", "/board"),
        ["[#g1] #g1 Glinski's Hexagonal Chess: @alice (White) vs @bob (Black)\nNo moves yet.\nWhite (@alice) to move\nClock: 2 days per move; 1 day 19 hours left for this move."]
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default()).ok();
    assert_eq!(
        rec.and_then(|r| r.move_clock),
        Some(MoveClock::per_move(2, 1_000))
    );
}

#[test]
fn bad_clock_settings_are_refused() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @bob days:31"),
        ["[lobby] days: takes a number of days per move from 1 to 30, not '31'."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @bob days:0"),
        ["[lobby] days: takes a number of days per move from 1 to 30, not '0'."]
    );
}

#[test]
fn clock_reminds_at_half_time_warns_at_the_end_and_ends_the_game_on_time() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2");
    assert_eq!(b.tick(), Vec::<String>::new());
    b.clock.advance(DAY - 1);
    assert_eq!(b.tick(), Vec::<String>::new());
    b.clock.advance(1);
    assert_eq!(
        b.tick(),
        [
            "[#g1] Reminder: @alice (White) to move; 1 day left on the clock.",
            "[#g1] ping @alice"
        ]
    );
    // Once per turn.
    assert_eq!(b.tick(), Vec::<String>::new());
    b.clock.advance(3600);
    assert_eq!(b.tick(), Vec::<String>::new());
    // A move starts Black's turn with a fresh clock.
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(DAY);
    assert_eq!(
        b.tick(),
        [
            "[#g1] Reminder: @bob (Black) to move; 1 day left on the clock.",
            "[#g1] ping @bob"
        ]
    );
    b.clock.advance(12 * 3600);
    assert_eq!(
        b.tick(),
        [
            "[#g1] Final warning: @bob (Black) to move; 12 hours left, then the game is lost on time.",
            "[#g1] ping @bob"
        ]
    );
    assert_eq!(b.tick(), Vec::<String>::new());
    b.clock.advance(12 * 3600);
    assert_eq!(
        b.tick(),
        ["[#g1] @bob (Black) ran out of time.\nTimeout — White wins 1-0"]
    );
    assert_eq!(b.tick(), Vec::<String>::new());
    assert!(b.core.game_over(&place("#g1")));
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default()).ok();
    assert_eq!(
        rec.and_then(|r| r.outcome).map(|o| o.reason),
        Some(EndReason::Timeout)
    );
}

#[test]
fn a_late_tick_sends_only_what_is_due_last() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.clock.advance(20 * 3600);
    assert_eq!(
        b.tick(),
        [
            "[#g1] Final warning: @alice (White) to move; 4 hours left, then the game is lost on time.",
            "[#g1] ping @alice"
        ]
    );
    assert_eq!(b.tick(), Vec::<String>::new());
    // A game without a clock never hears from it.
    b.say("lobby", "carol", "/new glinski @dave");
    b.clock.advance(100 * DAY);
    assert_eq!(
        b.tick(),
        ["[#g1] @alice (White) ran out of time.\nTimeout — Black wins 0-1"]
    );
    assert!(!b.core.game_over(&place("#g2")));
}

#[test]
fn engine_seats_never_run_out_of_time() {
    let b = engine_bot(true);
    b.say("lobby", "alice", "/new glinski @engine side:black days:1");
    // The engine moved at once (inline); it is Alice's turn.
    let before = b.tick();
    assert_eq!(before, Vec::<String>::new());
    b.clock.advance(DAY);
    assert_eq!(
        b.tick(),
        ["[#g1] @alice (Black) ran out of time.\nTimeout — White wins 1-0"]
    );
}

#[test]
fn clocks_and_sent_reminders_survive_a_restart() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2");
    b.clock.advance(DAY);
    assert_eq!(b.tick().len(), 2);
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(again.tick(), Vec::<String>::new());
    again.clock.advance(12 * 3600);
    let warned = again.tick();
    assert_eq!(
        warned[0],
        "[#g1] Final warning: @alice (White) to move; 12 hours left, then the game is lost on time."
    );
    let third = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(third.tick(), Vec::<String>::new());
    third.clock.advance(12 * 3600);
    assert_eq!(
        third.tick(),
        ["[#g1] @alice (White) ran out of time.\nTimeout — Black wins 0-1"]
    );
    let fourth = bot_on(b.store.clone(), b.clock.clone());
    assert!(fourth.core.game_over(&place("#g1")));
    assert_eq!(fourth.tick(), Vec::<String>::new());
}

#[test]
fn in_games_of_three_running_out_of_time_ends_the_game_like_resigning() {
    let b = bot();
    b.say("lobby", "alice", "/new wellisch @bob @carol days:3");
    b.clock.advance(3 * DAY);
    assert_eq!(
        b.tick(),
        ["[#g1] @alice (Red) ran out of time.\nTimeout — scores Red 0, Yellow 1/2, Blue 1/2\nPlaces: 1st Yellow (@bob), 1st Blue (@carol), 3rd Red (@alice)."]
    );
}

// ----- group voting games -----

const HOUR: u64 = 3600;

/// A team of three against the engine: alice, bob and carol vote for White.
fn vote_bot() -> Bot {
    let b = engine_bot(true);
    b.say(
        "lobby",
        "alice",
        "/new glinski @engine level:1 mode:vote team:@alice,@bob,@carol window:2h min-votes:2",
    );
    b
}

#[test]
fn a_vote_game_announces_its_sides_and_window() {
    let b = engine_bot(true);
    assert_eq!(b.say_text(
            "lobby",
            "alice",
            "/new glinski @engine level:1 mode:vote team:@alice,@bob,@carol window:2h min-votes:2"
        ), ["[lobby] open #g1: g1: Glinski's Hexagonal Chess, voters vs @engine", "[lobby] New game #g1: Glinski's Hexagonal Chess, voters (White) vs @engine (Black).", "[#g1] Glinski's Hexagonal Chess: voters (White) vs @engine (Black).\nVoting game. White votes: the team @alice, @bob, @carol.\nWindows of 2 hours, at least 2 votes each; the most voted move is played when a window closes (ties: the engine's choice among them). A draw needs more than half of a window's votes, resigning more than 60%. Without enough votes a window is extended once, then the side forfeits.\n@engine plays at level 1: Beginner: looks one move ahead and often blunders.\nHints: on, no limit; players only (/hint, /analyse).\nVote here with /vote <move>, like /vote Bf1-e2; /moves lists the legal ones, /help the commands.", "[#g1] Vote for White's move (the team @alice, @bob, @carol): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 02:16 UTC (2 hours); it needs at least 2 votes."]);
}

#[test]
fn three_voters_play_the_most_voted_move_at_once_when_all_have_voted() {
    let b = vote_bot();
    assert_eq!(
        b.say("#g1", "alice", "/vote Qe1-c3"),
        ["[#g1] You vote Qe1-c3 for White (1 vote so far). Votes stay secret until the window closes.", "[#g1] A vote is in for White (1 vote so far)."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/vote f5-f6"),
        ["[#g1] You have already voted (Qe1-c3) in this window; votes cannot be changed."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/vote qe1c3"),
        ["[#g1] You vote Qe1-c3 for White (2 votes so far). Votes stay secret until the window closes.", "[#g1] A vote is in for White (2 votes so far)."]
    );
    // The votes so far are the side's own business.
    assert_eq!(b.say("#g1", "dave", "/tally"), ["[#g1] Only the voters of White see their votes before the window closes; the counts are shown with the move played."]);
    assert_eq!(b.say("#g1", "carol", "/tally"), ["[#g1] Votes for White's move: 2 of at least 2; the window closes at 1970-01-01 02:16 UTC (in 2 hours).\nQe1-c3 2"]);
    assert_eq!(b.say_text("#g1", "carol", "/vote f5-f6"), ["[#g1] You vote f5-f6 for White (3 votes so far). Votes stay secret until the window closes.", "[#g1] A vote is in for White (3 votes so far).", "[#g1] 1. Qe1-c3 — White's vote (3 votes: Qe1-c3 2, f5-f6 1).", "[#g1] 1... Bf10-i4", "[#g1] Vote for White's move (the team @alice, @bob, @carol): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 02:16 UTC (2 hours); it needs at least 2 votes."]);
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.moves.len(), 2);
    assert_eq!(
        rec.vote_window.map(|w| (w.ply, w.ballots.len())),
        Some((2, 0))
    );
}

#[test]
fn only_the_sides_voters_act_for_it() {
    let b = vote_bot();
    assert_eq!(
        b.say("#g1", "dave", "/vote f5-f6"),
        ["[#g1] Only the voters of White vote for its moves."]
    );
    assert_eq!(b.say("#g1", "alice", "Qe1-c3"), ["[#g1] White decides by vote: /vote <move>, /vote draw or /vote resign (/tally shows the votes)."]);
    assert_eq!(b.say("#g1", "alice", "/resign"), ["[#g1] White decides by vote: /vote <move>, /vote draw or /vote resign (/tally shows the votes)."]);
    assert_eq!(b.say("#g1", "alice", "/draw"), ["[#g1] White decides by vote: /vote <move>, /vote draw or /vote resign (/tally shows the votes)."]);
    assert_eq!(
        b.say("#g1", "alice", "/vote e5-e7"),
        ["[#g1] Illegal move e5-e7: there is no piece on e5."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/vote"),
        ["[#g1] Usage: /vote <move>|draw|resign, e.g. /vote f5-f6"]
    );
    // Sides given as roles: the transport tells the core the voter's roles. The role is
    // notified when its window opens (the channel's voters are not).
    let opened = b.say_holding(
        "lobby",
        "zed",
        &["reds"],
        "/new glinski mode:vote white:@&reds black:channel window:30m",
    );
    assert_eq!(opened.last().map(String::as_str), Some("[#g2] ping @&reds"));
    assert!(opened
        .iter()
        .all(|r| !r.contains("ping @") || r.ends_with("@&reds")));
    let roles = |r: &[&str]| r.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let vote = |user: &str, r: &[&str], text: &str| -> Vec<String> {
        let mut out: Vec<String> = b
            .core
            .handle(
                &Caller::operator(UserId::new(user)).with_roles(roles(r).to_vec()),
                &place("#g2"),
                text,
            )
            .iter()
            .map(show)
            .collect();
        out.extend(delivered(&b.core));
        out
    };
    assert_eq!(
        vote("erin", &["blues"], "/vote f5-f6"),
        ["[#g2] Only the voters of White vote for its moves."]
    );
    assert_eq!(
        vote("erin", &["reds"], "/vote f5-f6"),
        ["[#g2] You vote f5-f6 for White (1 vote so far). Votes stay secret until the window closes.", "[#g2] A vote is in for White (1 vote so far)."]
    );
    assert_eq!(vote("frank", &[], "/tally"), ["[#g2] Only the voters of White see their votes before the window closes; the counts are shown with the move played."]);
    assert_eq!(vote("frank", &["reds"], "/tally"), ["[#g2] Votes for White's move: 1 of at least 1; the window closes at 1970-01-01 00:46 UTC (in 30 minutes).\nf5-f6 1"]);
}

#[test]
fn a_window_closes_on_the_tick_and_a_tie_goes_to_the_engines_choice() {
    let b = vote_bot();
    b.say("#g1", "alice", "/vote b1-b2");
    b.say("#g1", "bob", "/vote Qe1-c3");
    b.clock.advance(2 * HOUR - 1);
    assert_eq!(b.tick(), Vec::<String>::new());
    b.clock.advance(1);
    assert_eq!(b.tick(), ["[#g1] 1. Qe1-c3 — White's vote (2 votes: Qe1-c3 1, b1-b2 1; tied with b1-b2, the engine prefers it).", "[#g1] image g1-001.png: #g1 after 1. Qe1-c3: Black (@engine) to move <position b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 b - 1 1 | last e1-c3 | viewer 1 | marks >", "[#g1] 1... Bf10-i4", "[#g1] image g1-002.png: #g1 after 1... Bf10-i4: White (voters) to move <position b/q1k/n1b1n/r5r/ppppppppp/11/5P5/4P1P1b2/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 w - 2 2 | last f10-i4 | viewer 0 | marks >", "[#g1] Vote for White's move (the team @alice, @bob, @carol): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 04:16 UTC (2 hours); it needs at least 2 votes."]);
    assert_eq!(b.tick(), Vec::<String>::new());
}

#[test]
fn without_votes_a_window_is_extended_once_then_the_side_forfeits() {
    let b = vote_bot();
    b.clock.advance(2 * HOUR);
    assert_eq!(b.tick(), ["[#g1] Not enough votes for White's move (no votes, at least 2 needed): the window is extended once, until 1970-01-01 04:16 UTC."]);
    b.say("#g1", "alice", "/vote f5-f6");
    b.clock.advance(2 * HOUR);
    assert_eq!(b.tick(), ["[#g1] Still not enough votes for White's move (1 vote: f5-f6 1, at least 2 needed): White forfeits.\nTimeout — Black wins 0-1"]);
    assert!(b.core.game_over(&place("#g1")));
}

#[test]
fn draws_need_more_than_half_and_resigning_more_than_sixty_percent() {
    let b = engine_bot(true);
    let new = "/new glinski mode:vote team:@alice,@bob,@carol black:@dave,@erin window:1h";
    b.say("lobby", "alice", new);
    // Two of three offer a draw along with the move.
    b.say("#g1", "alice", "/vote draw");
    b.say("#g1", "bob", "/vote f5-f6");
    assert_eq!(b.say_text("#g1", "carol", "/vote draw"), ["[#g1] You vote draw for White (3 votes so far). Votes stay secret until the window closes.", "[#g1] A vote is in for White (3 votes so far).", "[#g1] 1. f5-f6 — White's vote (3 votes: f5-f6 1, draw 2).\nWhite's voters offer a draw (3 votes: f5-f6 1, draw 2).", "[#g1] Vote for Black's move (the team @dave, @erin): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 01:16 UTC (1 hour); it needs at least 1 vote."]);
    // Black: two of two accept it.
    b.say("#g1", "dave", "/vote draw");
    assert_eq!(
        b.say("#g1", "erin", "/vote draw"),
        [
            "[#g1] You vote draw for Black (2 votes so far). Votes stay secret until the window closes.", "[#g1] A vote is in for Black (2 votes so far).",
            "[#g1] Black's voters accept the draw (2 votes: draw 2).\nAgreement — draw 1/2-1/2"
        ]
    );
    b.say("lobby", "alice", new);
    b.say("#g2", "alice", "/vote draw");
    b.say("#g2", "bob", "/vote f5-f6");
    assert_eq!(b.say_text("#g2", "carol", "/vote Qe1-c3"), ["[#g2] You vote Qe1-c3 for White (3 votes so far). Votes stay secret until the window closes.", "[#g2] A vote is in for White (3 votes so far).", "[#g2] 1. Qe1-c3 — White's vote (3 votes: Qe1-c3 1, f5-f6 1, draw 1; tied with f5-f6, the engine prefers it).", "[#g2] Vote for Black's move (the team @dave, @erin): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 01:16 UTC (1 hour); it needs at least 1 vote."]);
    // One of two to resign is not more than 60%; two of three is.
    b.say("#g2", "dave", "/vote resign");
    assert_eq!(b.say_text("#g2", "erin", "/vote Qe10-c6"), ["[#g2] You vote Qe10-c6 for Black (2 votes so far). Votes stay secret until the window closes.", "[#g2] A vote is in for Black (2 votes so far).", "[#g2] 1... Qe10-c6 — Black's vote (2 votes: Qe10-c6 1, resign 1).", "[#g2] Vote for White's move (the team @alice, @bob, @carol): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 01:16 UTC (1 hour); it needs at least 1 vote."]);
    b.say("#g2", "alice", "/vote resign");
    b.say("#g2", "bob", "/vote resign");
    assert_eq!(b.say("#g2", "carol", "/vote Bf1-e2"), ["[#g2] You vote Bf1-e2 for White (3 votes so far). Votes stay secret until the window closes.", "[#g2] A vote is in for White (3 votes so far).", "[#g2] White's voters resign (3 votes: Bf1-e2 1, resign 2).\nResignation — Black wins 0-1"]);
}

#[test]
fn votes_and_windows_survive_a_restart() {
    let b = vote_bot();
    b.say("#g1", "alice", "/vote Qe1-c3");
    b.clock.advance(HOUR);
    let mut again = bot_on(b.store.clone(), b.clock.clone());
    again.core = again.core.with_engine(EngineSettings::deterministic(3_000));
    assert_eq!(
        again.say("#g1", "alice", "/vote f5-f6"),
        ["[#g1] You have already voted (Qe1-c3) in this window; votes cannot be changed."]
    );
    assert_eq!(again.say("#g1", "bob", "/tally"), ["[#g1] Votes for White's move: 1 of at least 2; the window closes at 1970-01-01 02:16 UTC (in 1 hour).\nQe1-c3 1"]);
    again.say("#g1", "bob", "/vote Qe1-c3");
    again.clock.advance(HOUR);
    assert_eq!(again.tick(), ["[#g1] 1. Qe1-c3 — White's vote (2 votes: Qe1-c3 2).", "[#g1] image g1-001.png: #g1 after 1. Qe1-c3: Black (@engine) to move <position b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 b - 1 1 | last e1-c3 | viewer 1 | marks >", "[#g1] 1... Bf10-i4", "[#g1] image g1-002.png: #g1 after 1... Bf10-i4: White (voters) to move <position b/q1k/n1b1n/r5r/ppppppppp/11/5P5/4P1P1b2/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 w - 2 2 | last f10-i4 | viewer 0 | marks >", "[#g1] Vote for White's move (the team @alice, @bob, @carol): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at 1970-01-01 04:16 UTC (2 hours); it needs at least 2 votes."]);
    let third = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(third.tick(), Vec::<String>::new());
}

#[test]
fn two_votes_from_the_same_member_at_once_count_once() {
    let b = Arc::new(vote_bot());
    let barrier = Arc::new(std::sync::Barrier::new(2));
    let threads: Vec<_> = ["Qe1-c3", "f5-f6"]
        .into_iter()
        .map(|m| {
            let (b, barrier) = (b.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                b.say("#g1", "alice", &format!("/vote {m}"))
            })
        })
        .collect();
    let answers: Vec<Vec<String>> = threads
        .into_iter()
        .map(|t| t.join().unwrap_or_else(|_| panic!("thread panicked")))
        .collect();
    let recorded = answers
        .iter()
        .filter(|a| a[0].starts_with("[#g1] You vote"))
        .count();
    assert_eq!(recorded, 1, "{answers:?}");
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.vote_window.map(|w| w.ballots.len()), Some(1));
}

#[test]
fn bad_vote_settings_are_refused() {
    let b = bot();
    for (cmd, want) in [
        (
            "/new glinski @engine mode:vote window:0m",
            "[lobby] window: takes a length from 1 minute to 30 days, like 30m, 2h or 1d, not 0m.",
        ),
        (
            "/new glinski @engine mode:vote min-votes:none",
            "[lobby] min-votes: takes a number of votes from 1 to 1000, not none.",
        ),
        (
            "/new glinski @engine team:@alice,@bob",
            "[lobby] Voters, window: and min-votes: belong to voting games: add mode:vote.",
        ),
        (
            "/new glinski @engine mode:vote days:2",
            "[lobby] Voting games have no move clock (days:): their vote windows time the moves.",
        ),
        (
            "/new glinski mode:vote",
            "[lobby] This voting game leaves 1 seat to opponents (@engine, a member, or voters as <side>:<voters>), but 0 are named.",
        ),
        (
            "/new glinski @engine mode:vote team:channel white:@&x",
            "[lobby] The voters of White are given twice; give them once.",
        ),
        (
            "/new glinski @engine mode:vote team:@everyone",
            "[lobby] voters: takes channel, a role (@&name) or members (@alice,@bob), not @\u{200b}everyone.",
        ),
        (
            "/new glinski @engine mode:maybe",
            "[lobby] mode: takes vote (or normal), not 'maybe'.",
        ),
    ] {
        assert_eq!(b.say("lobby", "alice", cmd), [want], "{cmd}");
    }
    b.new_game();
    assert_eq!(
        b.say("#g1", "alice", "/vote f5-f6"),
        ["[#g1] This game has no voting sides; players move with /move."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/tally"),
        ["[#g1] This game has no voting sides; players move with /move."]
    );
    assert_eq!(b.core.game_count(), 1);
}

#[test]
fn a_game_with_a_forced_pass_is_started_from_its_list_and_survives_a_restart() {
    let b = bot();
    let list = include_str!("../../../engine/tests/fixtures/wellisch-forced-pass.txt").trim();
    let r = b.say_text(
        "lobby",
        "alice",
        &format!("/new wellisch @bob @carol from: {list}"),
    );
    assert!(
        r.iter().any(|l| l.contains("Started after 279 moves")),
        "{r:?}"
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.moves.last().map(String::as_str), Some("pass#"));
    let again = bot_on(b.store.clone(), b.clock.clone());
    let board = again.say_text("#g1", "bob", "/board");
    assert!(
        board.iter().any(|l| l.contains("Qc3-c6+ pass#")),
        "{board:?}"
    );
}

#[test]
fn drop_puts_a_piece_from_the_hand_on_the_board() {
    let b = bot();
    let setup = "u/quk/n1u1n/r5r/ppppppppp/11/5P5/4P1P4/3P1U1P3/2P2U2P2/1PRNQUKNRP1[W] w - 0 1";
    b.say(
        "lobby",
        "alice",
        &format!("/new frontofhouse-glinski @bob setup: {setup}"),
    );
    assert_eq!(
        b.say_text("#g1", "alice", "/drop Wing f6"),
        ["[#g1] 1. W*f6", "[#g1] ping @bob"]
    );
    assert_eq!(
        b.say_text("#g1", "bob", "/drop Wing f5"),
        ["[#g1] Illegal move W\\*f5: you have no wing in hand."]
    );
}

#[test]
fn review_lists_the_turning_points_of_a_finished_game() {
    let b = engine_bot(true);
    b.new_game();
    assert_eq!(
        b.say("#g1", "carol", "/review"),
        ["[#g1] The review comes when the game is over (use /hint or /analyse while it runs, if hints are on)."]
    );
    for (user, m) in &MATE {
        b.say("#g1", user, m);
    }
    let r = b.say("#g1", "carol", "/review");
    assert_eq!(r.len(), 1, "{r:?}");
    let lines: Vec<&str> = r[0].lines().collect();
    assert_eq!(
        lines[0],
        "[#g1] Review (8 positions searched by the engine):"
    );
    assert!(lines[1].starts_with("White: "), "{}", r[0]);
    assert!(lines[2].starts_with("Black: "), "{}", r[0]);
    // Black's third move allowed the mate in one: a blunder, with the engine's better move.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("3... e7-e6?? (") && l.contains(" → #1; better ")),
        "{}",
        r[0]
    );
    // The same game gets the same review.
    assert_eq!(b.say("#g1", "alice", "/review"), r);
    assert_eq!(
        b.say("lobby", "alice", "/review"),
        ["[lobby] /review works in a game's place, and you have no game running. Start one with /new."]
    );
}

#[test]
fn the_engine_answers_draw_offers_by_its_evaluation() {
    let b = engine_bot(true);
    // Black has an extra Queen: the engine (Black) declines, and the offer is withdrawn.
    let up = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRN1BKNRP1 w - 0 1";
    b.say(
        "lobby",
        "alice",
        &format!("/new glinski @engine setup: {up}"),
    );
    let r = b.say_text("#g1", "alice", "/draw");
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(r[0], "[#g1] @alice offers a draw.");
    assert!(
        r[1].starts_with("[#g1] @engine declines the draw: it judges its position better (+"),
        "{}",
        r[1]
    );
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(rec.draw_offer.is_empty() && rec.outcome.is_none());
    // White has the extra Queen: the engine (Black) accepts.
    let down = "b/1bk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";
    b.say(
        "lobby",
        "alice",
        &format!("/new glinski @engine setup: {down}"),
    );
    let r = b.say_text("#g2", "alice", "/draw");
    assert_eq!(
        r.last().map(String::as_str),
        Some("[#g2] @engine accepts the draw.\nAgreement — draw 1/2-1/2")
    );
}

// ----- takebacks, aborts, limits -----

#[test]
fn takebacks_wait_for_the_opponent_and_any_move_cancels_them() {
    let b = bot();
    b.new_game();
    assert_eq!(
        b.say("#g1", "alice", "/takeback"),
        ["[#g1] You have no move to take back."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/takeback accept"),
        ["[#g1] No takeback has been asked for; /takeback asks to take back your last move."]
    );
    b.say("#g1", "alice", "Qe1-c3");
    assert_eq!(
        b.say("#g1", "carol", "/takeback"),
        ["[#g1] You are not playing in this game."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/takeback"),
        ["[#g1] @alice asks to take back 1. Qe1-c3. @bob: type /takeback to accept, or /takeback decline."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/takeback accept"),
        ["[#g1] You have already asked for the takeback; waiting for @bob."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/takeback decline"),
        ["[#g1] @bob declines the takeback; the game goes on."]
    );
    b.say("#g1", "alice", "/takeback");
    assert_eq!(
        b.say("#g1", "alice", "/takeback decline"),
        ["[#g1] @alice withdraws the takeback request."]
    );
    // Asked, kept over a restart, accepted.
    b.say("#g1", "alice", "/takeback");
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.say_text("#g1", "bob", "/takeback"),
        [
            "[#g1] @bob accepts the takeback: 1. Qe1-c3 taken back.",
            "[#g1] ping @alice"
        ]
    );
    assert!(again.say("#g1", "bob", "/board")[0].contains("\nNo moves yet.\n"));
    // After the opponent's reply, the reply goes back too.
    again.say("#g1", "alice", "Qe1-c3");
    again.say("#g1", "bob", "Qe10-c6");
    assert_eq!(
        again.say("#g1", "alice", "/takeback"),
        ["[#g1] @alice asks to take back 1. Qe1-c3 and 1... Qe10-c6. @bob: type /takeback to accept, or /takeback decline."]
    );
    assert_eq!(
        again.say_text("#g1", "bob", "/takeback accept"),
        [
            "[#g1] @bob accepts the takeback: 1. Qe1-c3 and 1... Qe10-c6 taken back.",
            "[#g1] ping @alice"
        ]
    );
    // A move cancels the request.
    again.say("#g1", "alice", "b1-b2");
    again.say("#g1", "alice", "/takeback");
    assert_eq!(
        again.say_text("#g1", "bob", "Qe10-c6"),
        [
            "[#g1] 1... Qe10-c6\nThe takeback request is cancelled by this move.",
            "[#g1] ping @alice"
        ]
    );
    assert_eq!(
        again.say("#g1", "bob", "/takeback accept"),
        ["[#g1] No takeback has been asked for; /takeback asks to take back your last move."]
    );
    let rec = GameRecord::decode(&again.store.get("g1").unwrap_or_default()).ok();
    assert_eq!(
        rec.map(|r| (r.moves, r.takeback)),
        Some((vec!["b1-b2".to_string(), "Qe10-c6".to_string()], None))
    );
}

#[test]
fn the_engine_takes_back_when_hints_are_allowed() {
    let b = engine_bot(true);
    b.say("lobby", "alice", "/new glinski @engine level:1");
    b.say("#g1", "alice", "Qe1-c3");
    assert_eq!(
        b.say_text("#g1", "alice", "/takeback"),
        [
            "[#g1] @alice takes back 1. Qe1-c3 and 1... Bf10-i4 (@engine agrees, as hints are allowed).",
            "[#g1] ping @alice"
        ]
    );
    assert!(b.say("#g1", "alice", "/board")[0].contains("\nNo moves yet.\n"));
    b.say("lobby", "alice", "/new glinski @engine level:1 hints:off");
    b.say("#g2", "alice", "Qe1-c3");
    assert_eq!(
        b.say("#g2", "alice", "/takeback"),
        ["[#g2] @engine takes no moves back in this game, as hints are off in it."]
    );
}

#[test]
fn in_games_of_three_every_other_player_agrees_to_a_takeback() {
    let b = bot();
    b.say("lobby", "alice", "/new wellisch @bob @carol");
    b.say("#g1", "alice", "Nf1-e2");
    assert_eq!(
        b.say("#g1", "alice", "/takeback"),
        ["[#g1] @alice asks to take back 1. Nf1-e2. @bob and @carol: type /takeback to accept, or /takeback decline."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/takeback"),
        ["[#g1] @bob agrees to the takeback; waiting for @carol."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/takeback"),
        ["[#g1] You have already agreed to the takeback; waiting for @carol."]
    );
    assert_eq!(
        b.say_text("#g1", "carol", "/takeback accept"),
        [
            "[#g1] @carol accepts the takeback: 1. Nf1-e2 taken back.",
            "[#g1] ping @alice"
        ]
    );
}

#[test]
fn draws_can_be_declined_or_withdrawn() {
    let b = bot();
    b.new_game();
    assert_eq!(
        b.say("#g1", "bob", "/draw decline"),
        ["[#g1] No draw has been offered; /draw offers one."]
    );
    b.say("#g1", "alice", "/draw");
    assert_eq!(
        b.say("#g1", "bob", "/draw decline"),
        ["[#g1] @bob declines the draw; the game goes on."]
    );
    b.say("#g1", "alice", "/draw");
    assert_eq!(
        b.say("#g1", "alice", "/draw decline"),
        ["[#g1] @alice withdraws the draw offer."]
    );
    b.say("#g1", "alice", "/draw");
    assert_eq!(
        b.say("#g1", "bob", "/draw accept"),
        ["[#g1] @bob accepts the draw.\nAgreement — draw 1/2-1/2"]
    );
}

#[test]
fn games_are_aborted_before_the_second_move_or_by_admins() {
    let b = bot();
    b.new_game();
    b.say("#g1", "alice", "Qe1-c3");
    assert_eq!(
        b.say("#g1", "bob", "/abort"),
        ["[#g1] @bob aborts the game; it has no result."]
    );
    assert!(b.core.game_over(&place("#g1")));
    assert_eq!(
        b.say("#g1", "alice", "b1-b2"),
        ["[#g1] This game was aborted by @bob; it has no result."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/games"),
        ["[lobby] You have no games. Start one with /new glinski @opponent."]
    );
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.say("#g1", "alice", "/draw"),
        ["[#g1] This game was aborted by @bob; it has no result."]
    );
    // In a server: a player after the first two moves, a member who does not play, and one
    // typing (who cannot show they are an admin) may not abort; an admin's slash command may.
    let member = |u: &str, rights| Caller::member(UserId::new(u), "s1", rights);
    let said = |c: Caller, at: &str, text: &str| -> Vec<String> {
        let r = again.core.handle(&c, &place(at), text);
        again.core.drain_owed();
        r.iter().map(show).collect()
    };
    said(member("alice", Rights::PLAIN), "lobby", "/new glinski @bob");
    said(member("bob", Rights::PLAIN), "lobby", "/accept");
    said(member("alice", Rights::PLAIN), "#g2", "Qe1-c3");
    said(member("bob", Rights::PLAIN), "#g2", "Qe10-c6");
    assert_eq!(
        said(member("alice", Rights::PLAIN), "#g2", "/abort"),
        ["[#g2] Too late to abort: 2 moves have been played. /resign or /draw end the game."]
    );
    assert_eq!(
        said(member("carol", Rights::PLAIN), "#g2", "/abort"),
        ["[#g2] You are not playing in this game."]
    );
    assert_eq!(
        said(member("carol", Rights::Unknown), "#g2", "/abort"),
        ["[#g2] You are not playing in this game."]
    );
    let admin = member("mod", Rights::ADMIN);
    let r = again
        .core
        .try_execute(&admin, &place("#g2"), Command::Abort);
    assert_eq!(r, Ok(Vec::new()));
    assert_eq!(
        delivered(&again.core),
        vec!["[#g2] @mod (server admin) aborts the game; it has no result.".to_string()]
    );
}

#[test]
fn the_board_of_an_aborted_game_says_who_aborted_it_and_that_no_one_is_to_move() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g1", "bob", "/abort");
    let r = b.say("#g1", "carol", "/board");
    assert_eq!(
        r,
        [
            "[#g1] #g1 Glinski's Hexagonal Chess: @alice (White) vs @bob (Black)\nMoves: 1. Qe1-c3\nAborted by @bob: no result, and no one is to move.",
            "[#g1] image g1-001.png: #g1 after 1. Qe1-c3: Aborted by @bob: no result, and no one is to move. <position b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 b - 1 1 | last e1-c3 | viewer 1 | marks >",
        ]
    );
}

#[test]
fn a_move_after_the_deadline_is_refused_and_loses_on_time() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2");
    b.clock.advance(5 * 3600);
    assert_eq!(
        b.say("lobby", "alice", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs @bob — your move (White), 1 day 19 hours left"]
    );
    b.clock.advance(2 * DAY);
    assert_eq!(
        b.say("#g1", "alice", "Qe1-c3"),
        [
            "[#g1] Too late: the move clock ran out before this move, so it is not played.",
            "[#g1] @alice (White) ran out of time.\nTimeout — Black wins 0-1"
        ]
    );
    assert_eq!(b.tick(), Vec::<String>::new());
    assert_eq!(
        b.say("lobby", "alice", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs @bob — over: Timeout — Black wins 0-1"]
    );
}

fn limited_bot(limits: UsageLimits) -> Bot {
    let mut b = bot();
    b.core = b.core.with_limits(limits);
    b
}

#[test]
fn commands_are_rate_limited_per_user_and_per_place() {
    let b = limited_bot(UsageLimits {
        user_burst: 3,
        user_per_minute: 6,
        place_burst: 5,
        place_per_minute: 6,
        ..UsageLimits::OFF
    });
    for _ in 0..3 {
        assert_eq!(b.say("lobby", "alice", "/variants").len(), 1);
    }
    // Chat is free.
    assert_eq!(b.say("lobby", "alice", "hello there"), Vec::<String>::new());
    assert_eq!(
        b.say("lobby", "alice", "/variants"),
        ["[lobby] You are sending commands a little fast; please wait 10 seconds and try again."]
    );
    b.say("lobby", "bob", "/variants");
    b.say("lobby", "bob", "/variants");
    assert_eq!(
        b.say("lobby", "carol", "/variants"),
        ["[lobby] This channel is receiving a lot of commands; please wait 10 seconds and try again."]
    );
    b.clock.advance(10);
    assert_eq!(b.say("lobby", "alice", "/variants").len(), 1);
}

#[test]
fn engine_requests_cost_more_and_run_one_at_a_time() {
    let mut b = engine_bot(true);
    b.core = b.core.with_limits(UsageLimits {
        user_burst: 5,
        user_per_minute: 6,
        engine_cost: 4,
        ..UsageLimits::OFF
    });
    b.say("lobby", "alice", "/new glinski @bob hints:on");
    assert_eq!(b.say("#g1", "alice", "/hint").len(), 1);
    assert_eq!(
        b.say("#g1", "alice", "/hint"),
        ["[#g1] You are sending commands a little fast; please wait 40 seconds and try again."]
    );
    b.clock.advance(60);
    let slot = EngineSlot::take(&b.core.asking, &UserId::new("alice"));
    assert!(slot.is_ok());
    assert_eq!(
        b.say("#g1", "alice", "/analyse"),
        ["[#g1] Your previous hint or analysis is still being worked out; one at a time, please."]
    );
    drop(slot);
    b.clock.advance(60);
    assert_eq!(b.say("#g1", "alice", "/analyse").len(), 1);
}

#[test]
fn running_games_per_user_are_capped() {
    let b = limited_bot(UsageLimits {
        max_active_games: 1,
        max_engine_games: 1,
        ..UsageLimits::OFF
    });
    b.new_game();
    assert_eq!(
        b.say("lobby", "alice", "/new glinski @carol"),
        ["[lobby] You already have 1 game (running, or challenges waiting for an answer), the most allowed; finish or withdraw one before starting another. Games against @engine do not count."]
    );
    // Challenges made to a player never count for them: only what they start or accept.
    assert!(b
        .raw("lobby", "carol", "/new glinski @bob")
        .iter()
        .any(|l| l == "[lobby] mention @bob"));
    assert_eq!(
        b.say("lobby", "bob", "/accept"),
        ["[lobby] You already have 1 game (running, or challenges waiting for an answer), the most allowed; finish or withdraw one before starting another. Games against @engine do not count."]
    );
    // Games against the engine count apart: anyone can always play it.
    assert!(b
        .say("lobby", "bob", "/new glinski @engine")
        .iter()
        .any(|l| l.starts_with("[lobby] New game #g3")));
    assert_eq!(
        b.say("lobby", "bob", "/new glinski @engine"),
        ["[lobby] You already play 1 game against @engine, the most allowed; finish one before starting another."]
    );
    b.say("#g1", "alice", "/resign");
    assert_eq!(b.say_text("lobby", "bob", "/accept").len(), 4);
}

#[test]
fn a_game_between_people_starts_only_when_they_accept() {
    let b = bot();
    assert_eq!(
        b.raw("lobby", "alice", "/new glinski @bob days:3"),
        [
            "[lobby] @alice challenges @bob to Glinski's Hexagonal Chess (g1): @alice (White) vs @bob (Black), 3 days per move.\n@bob: /accept or /decline until 1970-01-04 00:16 UTC.",
            "[lobby] mention @bob",
        ]
    );
    // Nothing of the game runs yet.
    assert_eq!(
        b.raw("#g1", "alice", "f5-f6"),
        ["[#g1] Game g1 has not started: the challenge waits for @bob to accept."]
    );
    assert_eq!(
        b.raw("lobby", "carol", "/accept g1"),
        ["[lobby] Challenge g1 is not one you can answer."]
    );
    assert_eq!(
        b.raw("lobby", "alice", "/accept"),
        ["[lobby] No challenge waits for you here, so /accept has nothing to answer; /games lists your challenges."]
    );
    assert_eq!(
        b.raw("lobby", "bob", "/games"),
        ["[lobby] Challenges:\ng1 Glinski's Hexagonal Chess from @alice: you would play Black; /accept g1 or /decline g1 until 1970-01-04 00:16 UTC\nYou have no games. Start one with /new glinski @opponent."]
    );
    // The clock starts when the game does.
    b.clock.advance(3600);
    let started = b.raw("lobby", "bob", "/accept");
    assert_eq!(
        started[..2],
        [
            "[lobby] open #g1: g1: Glinski's Hexagonal Chess, @alice vs @bob",
            "[lobby] New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @bob (Black).",
        ]
    );
    assert_eq!(
        started.last().map(String::as_str),
        Some("[#g1] ping @alice")
    );
    assert_eq!(
        b.raw("lobby", "bob", "/accept g1"),
        ["[lobby] Challenge g1 is not open any more (accepted, declined, withdrawn or expired)."]
    );
    assert!(
        b.raw("#g1", "alice", "/board")[0].contains("3 days left"),
        "{:?}",
        b.raw("#g1", "alice", "/board")
    );
}

#[test]
fn challenges_are_declined_withdrawn_or_lapse() {
    let b = bot();
    b.raw("lobby", "alice", "/new glinski @bob");
    assert_eq!(
        b.raw("lobby", "bob", "/decline"),
        ["[lobby] @bob declines @alice's challenge g1."]
    );
    assert_eq!(
        b.raw("#g1", "alice", "/board"),
        ["[#g1] Game g1 never started: its challenge was declined, withdrawn or expired."]
    );
    b.raw("lobby", "alice", "/new glinski @bob");
    assert_eq!(
        b.raw("lobby", "alice", "/new glinski @bob"),
        ["[lobby] Your challenge g2 already waits for @bob; /decline g2 withdraws it."]
    );
    assert_eq!(
        b.raw("lobby", "alice", "/decline"),
        ["[lobby] @alice withdraws challenge g2."]
    );
    b.raw("lobby", "alice", "/new glinski @bob");
    b.clock.advance(3 * DAY);
    assert_eq!(
        b.tick(),
        ["[lobby] Challenge g3 from @alice lapsed: @bob did not accept in time."]
    );
    assert_eq!(
        b.raw("lobby", "bob", "/accept g3"),
        ["[lobby] Challenge g3 is not open any more (accepted, declined, withdrawn or expired)."]
    );
    // A player may refuse every challenge.
    assert_eq!(
        b.raw("lobby", "bob", "/challenges off"),
        ["[lobby] Challenges are off: every challenge naming you is refused. Challenges already waiting stay until you answer them or they lapse."]
    );
    assert_eq!(
        b.raw("lobby", "alice", "/new glinski @bob"),
        ["[lobby] @bob does not take challenges just now (/challenges off); ask them to turn challenges on, or offer an open challenge."]
    );
    b.raw("lobby", "bob", "/challenges on");
    assert_eq!(b.raw("lobby", "alice", "/new glinski @bob").len(), 2);
}

#[test]
fn open_challenges_go_to_whoever_accepts_first() {
    let b = bot();
    b.raw("lobby", "alice", "/new wellisch @bob");
    assert_eq!(
        b.raw("lobby", "carol", "/accept"),
        ["[lobby] @carol accepts challenge g1; it waits for @bob."]
    );
    assert_eq!(
        b.raw("lobby", "dave", "/accept g1"),
        ["[lobby] Challenge g1 is not one you can answer."]
    );
    let started = b.raw("lobby", "bob", "/accept");
    assert_eq!(
        started[1],
        "[lobby] New game #g1: Wellisch's Three-Handed Hexagonal Chess, @alice (Red) vs @bob (Yellow) vs @carol (Blue)."
    );
}

#[test]
fn nobody_is_flooded_with_challenges() {
    let b = limited_bot(UsageLimits {
        max_challenges_waiting: 2,
        ..UsageLimits::OFF
    });
    b.raw("lobby", "a1", "/new glinski @victim");
    b.raw("lobby", "a2", "/new glinski @victim");
    assert_eq!(
        b.raw("lobby", "a3", "/new glinski @victim"),
        ["[lobby] @victim already has 2 challenges waiting, the most allowed; try again when they have answered."]
    );
    // The challenges made to them never stop them from playing.
    assert!(b
        .raw("lobby", "victim", "/new glinski @friend")
        .iter()
        .any(|l| l == "[lobby] mention @friend"));
}

#[test]
fn a_server_has_a_cap_of_games_between_people() {
    let b = limited_bot(UsageLimits {
        max_server_games: 1,
        ..UsageLimits::OFF
    });
    let in_server = |user: &str, text: &str| -> Vec<String> {
        let caller = Caller::member(UserId::new(user), "guild-1", Rights::PLAIN);
        match b.core.try_execute(
            &caller,
            &Place::lobby(),
            Command::parse(text, false)
                .ok()
                .flatten()
                .unwrap_or(Command::Help),
        ) {
            Ok(r) => r.iter().map(show).collect(),
            Err(p) => vec![p.to_string()],
        }
    };
    assert!(in_server("alice", "/new glinski @bob").is_empty());
    assert_eq!(
        in_server("carol", "/new glinski @dave"),
        ["This server already has 1 game running or waiting, the most allowed; try again when some have ended. Games against @engine are always possible."]
    );
    assert!(in_server("carol", "/new glinski @engine").is_empty());
    // Another server is not affected.
    let other = b.say("lobby", "carol", "/new glinski @dave");
    assert!(other.len() > 1, "{other:?}");
}

#[test]
fn the_engine_answers_a_draw_offered_by_vote() {
    let b = vote_bot();
    b.say("#g1", "alice", "/vote draw");
    b.say("#g1", "bob", "/vote draw");
    // The voted move goes with the offer; the engine (Black), not better off, accepts at once.
    assert_eq!(
        b.say_text("#g1", "carol", "/vote f5-f6"),
        [
            "[#g1] You vote f5-f6 for White (3 votes so far). Votes stay secret until the window closes.", "[#g1] A vote is in for White (3 votes so far).",
            "[#g1] 1. f5-f6 — White's vote (3 votes: f5-f6 1, draw 2).\nWhite's voters offer a draw (3 votes: f5-f6 1, draw 2).",
            "[#g1] @engine accepts the draw.\nAgreement — draw 1/2-1/2",
        ]
    );
    assert!(b.core.game_over(&place("#g1")));
}

#[test]
fn a_review_scores_a_game_won_by_capturing_the_king_from_its_result() {
    let b = engine_bot(true);
    b.say("lobby", "alice", "/new hole-chess @bob");
    for (user, m) in [
        ("alice", "e4-e5"),
        ("bob", "e7-e6"),
        ("alice", "Qe1-c3>g10"),
    ] {
        b.say("#g1", user, m);
    }
    let r = b.say("#g1", "bob", "/review");
    // The move that took the King is not a mistake; the one that allowed it is.
    assert!(!r[0].contains("2. Qe1-c3>g10?"), "{}", r[0]);
    assert!(r[0].contains("\n1... e7-e6?? ("), "{}", r[0]);
}

#[test]
fn a_voting_role_is_pinged_once_a_window_and_at_most_every_ten_minutes() {
    let b = engine_bot(true);
    let opened = b.say_holding(
        "lobby",
        "alice",
        &["reds"],
        "/new glinski @engine mode:vote team:@&reds window:1h",
    );
    assert!(
        opened.contains(&"[#g1] ping @&reds".to_string()),
        "{opened:?}"
    );
    // A second game of the same role within ten minutes says its window without the ping.
    let second = b.say_holding(
        "lobby",
        "bob",
        &["reds"],
        "/new glinski @engine mode:vote team:@&reds window:1h",
    );
    assert!(
        second
            .iter()
            .any(|l| l.starts_with("[#g2] Vote for White's move")),
        "{second:?}"
    );
    assert!(
        !second.iter().any(|l| l.contains("ping @&reds")),
        "{second:?}"
    );
    // An extended window is said, not pinged again.
    b.clock.advance(HOUR);
    let extended: Vec<String> = b.tick();
    assert_eq!(
        extended,
        [
            "[#g1] Not enough votes for White's move (no votes, at least 1 needed): the window is extended once, until 1970-01-01 02:16 UTC.",
            "[#g2] Not enough votes for White's move (no votes, at least 1 needed): the window is extended once, until 1970-01-01 02:16 UTC."
        ]
    );
    let third = b.say_holding(
        "lobby",
        "carol",
        &["reds"],
        "/new glinski @engine mode:vote team:@&reds window:1h",
    );
    assert!(
        third.contains(&"[#g3] ping @&reds".to_string()),
        "{third:?}"
    );
}

#[test]
fn roles_are_named_as_voters_only_by_their_members_and_never_everyone() {
    let b = engine_bot(true);
    let plain = Caller::member(UserId::new("alice"), "42", Rights::PLAIN);
    assert_eq!(
        b.core
            .handle(&plain, &place("lobby"), "/new glinski @engine mode:vote team:@&reds")
            .iter()
            .map(show)
            .collect::<Vec<_>>(),
        ["[lobby] You can name the role reds as voters only if you hold it (or may manage roles)."]
    );
    let in_server = |text: &str, caller: Caller| -> Vec<String> {
        let cmd = Command::parse(text, false)
            .ok()
            .flatten()
            .unwrap_or(Command::Help);
        match b.core.try_execute(&caller, &Place::lobby(), cmd) {
            Ok(r) => r.iter().map(show).collect(),
            Err(p) => vec![p.to_string()],
        }
    };
    // The @everyone role's id is the server's.
    let member = Caller::member(
        UserId::new("alice"),
        "42",
        Rights::Known {
            admin: false,
            manage_roles: true,
        },
    )
    .with_roles(vec!["42".into()]);
    assert_eq!(
        in_server("/new glinski @engine mode:vote team:<@&42>", member.clone()),
        ["The role @everyone cannot vote as a side: @everyone, @here and roles managed by integrations are not allowed; name a role its members chose, or the members themselves."]
    );
    // A role an integration manages, even for a moderator.
    let mut managed = Command::parse("/new glinski @engine mode:vote team:<@&77>", false)
        .ok()
        .flatten();
    if let Some(Command::New(n)) = managed.as_mut() {
        n.managed_roles = vec!["77".into()];
    }
    let refused = b
        .core
        .try_execute(&member, &Place::lobby(), managed.unwrap_or(Command::Help));
    assert!(
        matches!(refused, Err(Problem::RoleNotAllowed { .. })),
        "{refused:?}"
    );
    // A member who may manage roles may name one they do not hold.
    assert!(in_server("/new glinski @engine mode:vote team:<@&99>", member).is_empty());
}

// ----- announcements for transports: questions, closings, delivery -----

/// Everything announced since the last call, questions and closings included.
fn announced(core: &Core) -> Vec<String> {
    core.drain_owed().iter().map(show).collect()
}

#[test]
fn offers_and_requests_stand_as_questions_and_finished_games_close() {
    let b = bot();
    b.new_game();
    announced(&b.core);
    b.core.handle(
        &Caller::operator(UserId::new("alice")),
        &place("#g1"),
        "Qe1-c3",
    );
    b.core.handle(
        &Caller::operator(UserId::new("bob")),
        &place("#g1"),
        "/draw",
    );
    let said = announced(&b.core);
    assert_eq!(
        said.last().map(String::as_str),
        Some("[#g1] ask Draw"),
        "{said:?}"
    );
    b.core.handle(
        &Caller::operator(UserId::new("alice")),
        &place("#g1"),
        "/draw decline",
    );
    assert!(!announced(&b.core).iter().any(|l| l.contains(" ask ")));
    b.core.handle(
        &Caller::operator(UserId::new("alice")),
        &place("#g1"),
        "/takeback",
    );
    assert_eq!(
        announced(&b.core).last().map(String::as_str),
        Some("[#g1] ask Takeback")
    );
    b.core.handle(
        &Caller::operator(UserId::new("bob")),
        &place("#g1"),
        "/takeback decline",
    );
    b.core.handle(
        &Caller::operator(UserId::new("bob")),
        &place("#g1"),
        "/resign",
    );
    let said = announced(&b.core);
    assert_eq!(
        said,
        [
            "[#g1] @bob declines the takeback; the game goes on.",
            "[#g1] @bob resigns.\nResignation — White wins 1-0",
            "[#g1] close"
        ]
    );
}

#[test]
fn a_game_lost_on_time_closes_too() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.clock.advance(DAY);
    b.core.tick();
    let said = announced(&b.core);
    assert_eq!(
        said.last().map(String::as_str),
        Some("[#g1] close"),
        "{said:?}"
    );
}

#[test]
fn role_voters_see_their_games_and_admins_see_how_delivery_stands() {
    let b = engine_bot(true);
    // Everything here happens in one server.
    let member = |u: &str, rights| Caller::member(UserId::new(u), "guild-1", rights);
    b.core.handle(
        &member("alice", Rights::PLAIN).with_roles(vec!["reds".into()]),
        &place("lobby"),
        "/new glinski @engine mode:vote team:@&reds window:1h",
    );
    b.core.drain_owed();
    let games_with = |roles: &[&str], admin: bool| -> String {
        let rights = if admin { Rights::ADMIN } else { Rights::PLAIN };
        let caller =
            member("erin", rights).with_roles(roles.iter().map(|r| r.to_string()).collect());
        b.core
            .try_execute(&caller, &Place::lobby(), Command::Games)
            .unwrap_or_default()
            .iter()
            .filter_map(Reply::text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(games_with(&[], false).starts_with("You have no games."));
    assert_eq!(
        games_with(&["reds"], false),
        "Your games:\n#g1 Glinski's Hexagonal Chess vs voters, @engine — your vote (White)"
    );
    // Nothing is owed once delivered; an admin sees that, with what is owed.
    let listed = games_with(&["reds"], true);
    assert!(
        listed.ends_with("\nDelivery here: nothing owed; none dropped."),
        "{listed}"
    );
    b.core
        .handle(&member("erin", Rights::PLAIN), &place("#g1"), "/tally");
    b.core.handle(
        &member("erin", Rights::PLAIN).with_roles(vec!["reds".into()]),
        &place("#g1"),
        "/vote f5-f6",
    );
    b.clock.advance(120);
    assert!(
        games_with(&[], true).ends_with(
            "\nDelivery here: 1 announcement owed, the oldest 2 minutes old; none dropped."
        ),
        "{}",
        games_with(&[], true)
    );
    let owed = b.core.owed(None, 10).unwrap_or_default();
    b.core
        .give_up(owed[0].id, "a test")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        games_with(&[], true).ends_with("\nDelivery here: nothing owed; 1 dropped (see the log).")
    );
}
