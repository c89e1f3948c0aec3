//! Hostile input through the core: very long messages, unicode tricks (right-to-left
//! overrides, zero-width joiners, combining marks, emoji), mass and role mentions and chat
//! markdown, typed as command arguments, variant names, move text and voters. Replies must
//! escape or reject them: nothing formats, links, turns the text around or pings.
//!
//! Also the fuzz target for the command parser ([`Command::parse`]) and the core behind it:
//! `HEXCOURIER_FUZZ_CASES` inputs (default 20,000, the CI mode; the long mode is
//! `HEXCOURIER_FUZZ_CASES=1000000 cargo test --release -p hexcourier --test hostile_input`),
//! mutating the corpus in `tests/fixtures/hostile/commands.txt`, which also holds every input
//! that once broke something.

#[path = "../../engine/tests/common/corpus.rs"]
mod shared_corpus;
use hexcourier::core::{Command, Core, FakeClock, FakePainter, Place, Reply, UserId};
use hexcourier::store::MemoryStore;
use hexcourier_engine::Library;
use shared_corpus::Rng;

fn core() -> Core {
    let lib = Library::builtin().expect("built-in data");
    Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(FakePainter::default()),
    )
    .expect("core")
}

/// The texts of the replies to `text` typed by `user` in `place`, then of what it announced.
fn say(core: &Core, place: &str, user: &str, text: &str) -> Vec<String> {
    let mut replies = core.handle(&Place::new(place), &UserId::new(user), text);
    replies.extend(core.drain_owed());
    replies
        .iter()
        .filter_map(|r| r.text().map(str::to_string))
        .collect()
}

/// Markers of chat formatting or links that must never reach a reply from user text
/// unescaped (without a backslash before them; the bot's own words use none of them).
const MARKDOWN: &[&str] = &["**", "__", "~~", "||", "`", "](", "<#", "<:", "<t:", "<@"];

/// Characters that turn text around or hide it, which must never reach a reply.
const INVISIBLE: &[char] = &[
    '\u{202E}', '\u{202D}', '\u{2066}', '\u{2069}', '\u{200F}', '\u{200E}', '\u{200D}', '\u{200C}',
    '\u{FEFF}', '\u{2060}',
];

/// Whether `marker` occurs in `text` without a backslash before it (a mention `<@` is also
/// safe when a zero-width space follows it: that is how mentions are defused).
fn unescaped(text: &str, marker: &str) -> bool {
    text.match_indices(marker).any(|(i, _)| {
        let escaped = text[..i].ends_with('\\');
        let defused = marker == "<@" && text[i + 2..].starts_with('\u{200B}');
        !escaped && !defused
    })
}

/// Checks one reply text: [`assert_plain_safe`], and no line that chat would make a heading,
/// a quote or small print.
fn assert_safe(reply: &str, input: &str) {
    assert_plain_safe(reply, input);
    for line in reply.lines() {
        for start in ["# ", "## ", "### ", "> ", ">>> ", "-# "] {
            assert!(
                !line.starts_with(start),
                "a line starting with {start:?}: {reply:?} (input {input:?})"
            );
        }
    }
}

/// Checks a text that chat shows without formatting (a picture's caption, a thread title) or
/// a reply: short enough, no mass or role mention, no unescaped markdown, no link, nothing
/// invisible but the zero-width spaces of defused mentions, no tower of combining marks.
fn assert_plain_safe(reply: &str, input: &str) {
    assert!(
        reply.chars().count() <= 2000,
        "a reply of {} characters to {input:?}",
        reply.chars().count()
    );
    let lower = reply.to_lowercase();
    for mass in ["@everyone", "@here"] {
        assert!(
            !lower.contains(mass),
            "{mass} in {reply:?} (input {input:?})"
        );
    }
    for m in MARKDOWN {
        assert!(!unescaped(reply, m), "{m:?} in {reply:?} (input {input:?})");
    }
    // Every link typed in these tests goes to evil.example (the bot's own words may link to
    // the rules pages of its variants).
    assert!(
        !reply.contains("://evil"),
        "a link in {reply:?} (input {input:?})"
    );
    assert!(
        !reply.contains(INVISIBLE),
        "an invisible character in {reply:?} (input {input:?})"
    );
    let mut marks = 0;
    for c in reply.chars() {
        marks = if ('\u{0300}'..='\u{036F}').contains(&c) {
            marks + 1
        } else {
            0
        };
        assert!(marks <= 2, "combining marks piled up in {reply:?}");
    }
}

/// Hostile texts: markdown, links, mentions, unicode tricks.
const PAYLOADS: &[&str] = &[
    "**bold**",
    "__under__",
    "*it*",
    "_it_",
    "~~strike~~",
    "||spoiler||",
    "`code`",
    "```block```",
    "[x](http://evil.example)",
    "<http://evil.example>",
    "https://evil.example/a",
    "# heading",
    "> quote",
    "-# small",
    "@everyone",
    "@here",
    "@EveryOne",
    "@every\u{200D}one",
    "@\u{200B}here",
    "<@&123456789012345678>",
    "<@123456789012345678>",
    "<@!123456789012345678>",
    "<#123456789012345678>",
    "<:pog:123456789012345678>",
    "<t:1900000000:R>",
    "\u{202E}6f-5f",
    "f5\u{2066}-f6\u{2069}",
    "e\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}5",
    "👨\u{200D}👩\u{200D}👧",
    "\u{FEFF}f5-f6",
    "f5\n# f6",
    "a\u{2028}> b",
    "@&mods",
    "**@everyone**",
    "||<@&1>||",
];

/// Commands that take the payload as an argument: `(place, template)`, `{}` standing for it.
const TEMPLATES: &[(&str, &str)] = &[
    ("lobby", "/new {} @bob"),
    ("lobby", "/new glinski {}"),
    ("lobby", "/new glinski @bob side:{}"),
    ("lobby", "/new glinski @bob hints:{}"),
    ("lobby", "/new glinski @bob days:{}"),
    ("lobby", "/new glinski @engine level:{}"),
    ("lobby", "/new glinski @engine mode:vote team:{}"),
    ("lobby", "/new glinski @engine mode:vote window:{}"),
    ("lobby", "/new glinski @engine mode:vote min-votes:{}"),
    ("lobby", "/new glinski @bob setup:{}"),
    ("lobby", "/new glinski @bob from:{}"),
    ("lobby", "/new glinski @bob from: f5-f6 {}"),
    ("lobby", "/rules {}"),
    ("lobby", "/piece glinski {}"),
    ("lobby", "/piece {} knight"),
    ("lobby", "/{}"),
    ("lobby", "{}"),
    ("lobby", "/board {}"),
    ("#g1", "{}"),
    ("#g1", "/move {}"),
    ("#g1", "/moves {}"),
    ("#g1", "/drop {} f4"),
    ("#g1", "/drop {}"),
    ("#g1", "/vote {}"),
    ("#g1", "/draw {}"),
    ("#g1", "/takeback {}"),
    ("#g1", "/{}"),
];

#[test]
fn hostile_arguments_are_escaped_or_rejected_in_every_reply() {
    let core = core();
    assert_eq!(say(&core, "lobby", "alice", "/new glinski @bob").len(), 2);
    for (place, template) in TEMPLATES {
        for p in PAYLOADS {
            let text = template.replace("{}", p);
            for reply in say(&core, place, "bob", &text) {
                assert_safe(&reply, &text);
            }
        }
    }
    // Nothing was played or started by any of it.
    let board = say(&core, "#g1", "alice", "/board").join("\n");
    assert!(board.contains("White (@alice) to move"), "{board}");
}

#[test]
fn echoed_text_is_escaped_exactly() {
    let core = core();
    let lobby = |text: &str| say(&core, "lobby", "alice", text);
    assert_eq!(
        lobby("/rules **bold**"),
        ["Unknown variant '\\*\\*bold\\*\\*'. /variants lists them all."]
    );
    assert_eq!(
        lobby("/rules ||x||"),
        ["Unknown variant '\\|\\|x\\|\\|'. /variants lists them all."]
    );
    assert_eq!(
        lobby("/rules [x](http://evil.example)"),
        ["Unknown variant '\\[x\\](http:\u{200B}//evil.example)'. /variants lists them all."]
    );
    assert_eq!(
        lobby("/rules <@&123>"),
        ["Unknown variant '\\<@\u{200B}&123>'. /variants lists them all."]
    );
    // Right-to-left overrides and zero-width characters are dropped; a mention they hid is
    // defused.
    assert_eq!(
        lobby("/rules \u{202E}@every\u{200D}one"),
        ["Unknown variant '@\u{200B}everyone'. /variants lists them all."]
    );
    // Combining marks: two at most on a letter.
    assert_eq!(
        lobby("/rules x\u{0301}\u{0302}\u{0303}\u{0304}"),
        ["Unknown variant 'x\u{0301}\u{0302}'. /variants lists them all."]
    );
    assert_eq!(
        lobby("/new glinski @bob side:`white`"),
        ["Unknown side '\\`white\\`': choose white or black."]
    );
    assert_eq!(
        lobby("/new glinski @bob setup:b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKN**1 w - 0 1"),
        ["That setup is not a Glinski's Hexagonal Chess position: Unknown piece letter '\\*'."]
    );
    // Mentions are no players.
    assert_eq!(
        lobby("/new glinski @everyone"),
        ["'@\u{200B}everyone' is not a player; name one user, like @bob."]
    );
    assert_eq!(
        lobby("/new glinski <@&123>"),
        ["'\\<@\u{200B}&123>' is not a player; name one user, like @bob."]
    );
    // Moves in a game's place.
    assert_eq!(lobby("/new glinski @bob").len(), 2);
    let game = |text: &str| say(&core, "#g1", "alice", text);
    assert_eq!(
        game("**Qe1-c3**"),
        ["Cannot read '\\*\\*Qe1-c3\\*\\*' as a move: a drop is a piece letter, * or @, and a cell, like N*f4."]
    );
    assert_eq!(
        game("~~f5-f6~~"),
        ["Cannot read '\\~\\~f5-f6\\~\\~' as a move: expected something like f5-f6, Nf4, exf6 or f10-f11=Q."]
    );
    assert_eq!(
        game("/moves __d1__"),
        ["'\\_\\_d1\\_\\_' is not a cell of this board."]
    );
}

#[test]
fn very_long_messages_get_one_short_answer() {
    let core = core();
    let long = format!("/rules {}", "**@everyone** ".repeat(2000));
    assert_eq!(
        say(&core, "lobby", "alice", &long),
        ["That message is too long (28007 characters; the limit is 2000)."]
    );
    // Just under the limit: the echo is cut to 40 characters.
    let word = "x".repeat(1990);
    let replies = say(&core, "lobby", "alice", &format!("/rules {word}"));
    assert_eq!(
        replies,
        [format!(
            "Unknown variant '{}…'. /variants lists them all.",
            "x".repeat(39)
        )]
    );
}

fn cases() -> usize {
    std::env::var("HEXCOURIER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000)
}

/// The corpus: one input a line, with `\n`, `\t`, `\\` and `\u{..}` escapes.
fn corpus() -> Vec<String> {
    shared_corpus::corpus(include_str!("fixtures/hostile/commands.txt"))
}

/// Pieces commands are made of.
const WORDS: &[&str] = &[
    "/new",
    "/move",
    "/m",
    "/drop",
    "/board",
    "/moves",
    "/resign",
    "/draw",
    "/takeback",
    "/abort",
    "/games",
    "/variants",
    "/rules",
    "/piece",
    "/hint",
    "/analyse",
    "/review",
    "/vote",
    "/tally",
    "/help",
    "/",
    "glinski",
    "mccooey",
    "hole-chess",
    "wellisch",
    "hourglass-d",
    "@bob",
    "@carol",
    "@engine",
    "@everyone",
    "<@123>",
    "<@&9>",
    "@&reds",
    "side:",
    "white",
    "black",
    "hints:",
    "off",
    "on",
    "3",
    "spectator-hints:",
    "days:",
    "30",
    "31",
    "level:",
    "8",
    "mode:vote",
    "team:",
    "channel",
    "window:",
    "2h",
    "30m",
    "0m",
    "min-votes:",
    "setup:",
    "from:",
    "accept",
    "decline",
    "f5-f6",
    "Qe1-c3",
    "W*f4",
    "Qd1-d5>g8",
    "Ed1:h5-f6",
    "e3xi7",
    "f10-f11=Q",
    "b/qbk/n1b1n/r5r/ppppppppp/11/5P5 w - 0 1",
    "**",
    "__",
    "~~",
    "||",
    "`",
    "[x](http://evil.example)",
    "#",
    ">",
    "\n",
    "\t",
    " ",
    ":",
    ",",
    "\u{202E}",
    "\u{200D}",
    "\u{0301}",
    "👨\u{200D}👩",
    "é",
    "ｆ５",
    "\u{0}",
    "99999999999999999999",
];

/// A random command: words glued with spaces or not, sometimes a random character.
fn random_command(rng: &mut Rng) -> String {
    let mut s = String::new();
    for _ in 0..1 + rng.below(8) {
        if rng.below(6) == 0 {
            s.push(char::from_u32(rng.below(0x3_0000) as u32).unwrap_or('?'));
        } else {
            s.push_str(WORDS[rng.below(WORDS.len())]);
        }
        if rng.below(3) > 0 {
            s.push(' ');
        }
    }
    s
}

/// Deletes, inserts, replaces or duplicates a few characters, or cuts the text.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let word: Vec<char> = WORDS[rng.below(WORDS.len())].chars().collect();
        match rng.below(5) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => {
                for (k, c) in word.into_iter().enumerate() {
                    chars.insert(at + k, c);
                }
            }
            2 if at < chars.len() => chars[at] = word.first().copied().unwrap_or(' '),
            3 => chars.truncate(at),
            _ => {
                let end = (at + rng.below(8)).min(chars.len());
                let copy: Vec<char> = chars[at.min(end)..end].to_vec();
                for (k, c) in copy.into_iter().enumerate() {
                    chars.insert(end + k, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// The command parser never panics, and its problems are safe to show: the fuzz target.
/// One input in a hundred also goes through the whole core (in the lobby or a game's place),
/// whose every reply must be safe.
#[test]
fn command_parsing_never_panics_and_problems_are_safe() {
    let core = core();
    assert_eq!(say(&core, "lobby", "alice", "/new glinski @bob").len(), 2);
    let corpus = corpus();
    assert!(corpus.len() >= 50, "the corpus has {} inputs", corpus.len());
    let mut rng = Rng(11);
    let n = cases();
    let mut parsed = 0usize;
    let mut through_core = 0usize;
    for i in 0..corpus.len() + n {
        let text = match corpus.get(i) {
            Some(t) => t.clone(),
            None if rng.below(2) == 0 => random_command(&mut rng),
            None => {
                let base = rng.below(corpus.len());
                mutate(&mut rng, &corpus[base])
            }
        };
        for in_game in [false, true] {
            if let Err(p) = Command::parse(&text, in_game) {
                let shown = hexcourier::core::words::defuse_mentions(&p.to_string());
                assert!(!shown.is_empty());
                assert_safe(&shown, &text);
            }
            parsed += 1;
        }
        if i < corpus.len() || rng.below(100) == 0 {
            let place = if rng.below(2) == 0 { "lobby" } else { "#g1" };
            let user = ["alice", "bob", "carol"][rng.below(3)];
            let mut replies = core.handle(&Place::new(place), &UserId::new(user), &text);
            replies.extend(core.drain_owed());
            for r in replies {
                match &r {
                    Reply::Text { text: t, .. } => assert_safe(t, &text),
                    Reply::Image { caption, .. } => assert_plain_safe(caption, &text),
                    Reply::OpenPlace { title, .. } => assert_plain_safe(title, &text),
                    Reply::Ping { user: u, .. } => {
                        assert!(UserId::parse_mention(&u.to_string()).is_some(), "{r:?}")
                    }
                    // A voting side's role (console: a role name; Discord: a numeric id).
                    Reply::PingRole { role, .. } => assert!(
                        !role.is_empty()
                            && !["everyone", "here"]
                                .iter()
                                .any(|m| role.eq_ignore_ascii_case(m))
                            && role
                                .chars()
                                .all(|c| c.is_alphanumeric() || "_.-".contains(c)),
                        "{r:?}"
                    ),
                    Reply::Ask { .. } | Reply::Close { .. } => {}
                }
            }
            through_core += 1;
        }
    }
    eprintln!(
        "command fuzz: {parsed} parses ({} inputs), {through_core} through the core",
        parsed / 2
    );
}
