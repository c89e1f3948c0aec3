//! Turning game facts into sentences, and making outgoing text safe for chat.

use crate::i18n::{piece_name, plain, side_name, Lang};
use crate::t;
use crate::vocabulary::types::UserId;
use hexcourier_engine::{EndReason, Game, Outcome, Player, Variant};

/// The longest message a reply carries (Discord's limit); longer texts are split.
pub const MAX_REPLY_CHARS: usize = 2000;

/// A player's seat name, e.g. `White`.
pub fn seat_name(v: &Variant, p: Player) -> &str {
    v.players.get(p.index()).map_or("?", |d| d.name.as_str())
}

/// A score in quarter points as text: `1`, `0`, `1/2`, `3/4`, `1/4`.
pub fn quarters_text(q: u8) -> String {
    match q {
        0 => "0".into(),
        2 => "1/2".into(),
        q if q % 4 == 0 => (q / 4).to_string(),
        q => format!("{q}/4"),
    }
}

/// A player's seat name in `lang`, e.g. `White`, `Białe` (the variant's name when `lang`
/// has none for it).
pub fn seat_in(lang: Lang, v: &Variant, p: Player) -> String {
    side_name(lang, seat_name(v, p))
}

/// A player as named in `lang`: `@alice`, or the voters of a side (`voters`, `głosujący`).
pub fn user_in(lang: Lang, user: &UserId) -> String {
    if user.is_voters() {
        plain(lang, "user-voters")
    } else {
        user.to_string()
    }
}

/// The result in words in English ([`result_in`]).
pub fn result_words(v: &Variant, o: &Outcome) -> String {
    result_in(Lang::En, v, o)
}

/// Why a game ended, as the headline of its result: `Checkmate`, `50-move rule`.
fn headline(lang: Lang, v: &Variant, reason: &EndReason) -> String {
    let key = match reason {
        EndReason::Checkmate => "result-checkmate",
        EndReason::Stalemate => "result-stalemate",
        EndReason::Repetition => "result-repetition",
        EndReason::MoveRule => {
            let n = v.rules.move_rule as usize / v.player_count().max(1);
            return t!(lang, "result-move-rule", n = n.to_string());
        }
        EndReason::Resignation => "result-resignation",
        EndReason::Agreement => "result-agreement",
        EndReason::Timeout => "result-timeout",
        EndReason::RoyalCaptured => {
            let royal = v
                .kinds
                .iter()
                .find(|k| k.def.royal)
                .map_or("King", |k| k.def.name.as_str());
            return t!(
                lang,
                "result-royal-captured",
                royal = piece_name(lang, royal)
            );
        }
        EndReason::Aborted => "result-aborted",
        EndReason::ArmyCaptured => "result-army-captured",
        EndReason::NoMoves => "result-no-moves",
        EndReason::InsufficientMaterial => "result-insufficient-material",
        EndReason::Adjudication => "result-adjudicated",
    };
    plain(lang, key)
}

/// The result in words in `lang`: `Checkmate — White wins 1-0`, `Stalemate — White scores
/// 3/4`, `Agreement — draw 1/2-1/2`.
pub fn result_in(lang: Lang, v: &Variant, o: &Outcome) -> String {
    let head = headline(lang, v, &o.reason);
    if matches!(o.reason, EndReason::Aborted) {
        return head;
    }
    let result = o.result_text();
    if o.quarters.windows(2).all(|w| w[0] == w[1]) {
        return t!(lang, "result-draw", headline = head, result = result);
    }
    if let Some(w) = o.winner() {
        let q = o.quarters.get(w.index()).copied().unwrap_or(0);
        let side = seat_in(lang, v, w);
        return if q == 4 {
            t!(
                lang,
                "result-wins",
                headline = head,
                side = side,
                result = result
            )
        } else {
            t!(
                lang,
                "result-scores-one",
                headline = head,
                side = side,
                score = quarters_text(q)
            )
        };
    }
    let parts: Vec<String> = o
        .quarters
        .iter()
        .enumerate()
        .map(|(i, &q)| format!("{} {}", seat_in(lang, v, Player(i as u8)), quarters_text(q)))
        .collect();
    t!(
        lang,
        "result-scores",
        headline = head,
        scores = parts.join(", ")
    )
}

/// A place in words in English ([`ordinal_in`]).
pub fn ordinal(n: u8) -> String {
    ordinal_in(Lang::En, n)
}

/// A place in words in `lang`: `1st`, `2nd`, `3rd`, `4th` (`1.` in Polish).
pub fn ordinal_in(lang: Lang, n: u8) -> String {
    // English ordinal categories (CLDR): one, two, few, other.
    let kind = match (n % 10, n % 100) {
        (_, 11..=13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    };
    t!(lang, "ordinal", n = n.to_string(), kind = kind)
}

/// `1 vote`, `3 votes` in `lang`.
pub fn votes_in(lang: Lang, n: usize) -> String {
    t!(lang, "count-votes", n = n)
}

/// `1 move`, `3 moves` in `lang`.
pub fn moves_in(lang: Lang, n: usize) -> String {
    t!(lang, "count-moves", n = n)
}

/// `1 cell`, `3 cells`.
pub fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// A move with its number: `1. Qe1-c3` for the first player, `1... Qe10-c6` for the others.
pub fn numbered(fullmove: u32, mover: Player, text: &str) -> String {
    if mover.index() == 0 {
        format!("{fullmove}. {text}")
    } else {
        format!("{fullmove}... {text}")
    }
}

/// The move number and mover of each move of a game, found by replaying it: with three or
/// more players, those eliminated are skipped, so counting seats would go wrong.
pub fn move_numbers(v: &Variant, game: &Game) -> Vec<(u32, Player)> {
    let mut pos = game.start().clone();
    game.moves()
        .iter()
        .map(|&m| {
            let at = (pos.fullmove(), pos.turn());
            pos = pos.after(v, m);
            at
        })
        .collect()
}

/// A game's moves with numbers, `1. Qe1-c3 Qe10-c6 2. b1-b2` (see [`move_numbers`]).
pub fn game_move_list(v: &Variant, game: &Game) -> String {
    numbered_list(move_numbers(v, game).into_iter().zip(game.move_texts()))
}

/// Moves with their numbers and movers as a numbered list: a number before the first move and
/// wherever the number changes, `1... e7-e6` when the first mover is not the first seat.
pub fn numbered_list<'a>(moves: impl IntoIterator<Item = ((u32, Player), &'a String)>) -> String {
    let mut out = Vec::new();
    let mut last = None;
    for ((number, mover), t) in moves {
        if last == Some(number) {
            out.push(t.clone());
        } else {
            out.push(numbered(number, mover, t));
        }
        last = Some(number);
    }
    out.join(" ")
}

/// The longest piece of user text [`quote`] echoes, in characters.
pub const QUOTE_CHARS: usize = 40;

/// User text echoed back in a reply: [`escape_user_text`] cut to [`QUOTE_CHARS`].
pub fn quote(text: &str) -> String {
    escape_user_text(text, QUOTE_CHARS)
}

/// Makes user text (a typed word, a name, a role name) safe to echo in a reply: the one
/// helper every echo goes through, [`clean_user_text`] then [`escape_markdown`].
///
/// Mentions (`@everyone`, `<@&id>`) are also defused for every reply by
/// [`defuse_mentions`].
pub fn escape_user_text(text: &str, max: usize) -> String {
    escape_markdown(&clean_user_text(text, max))
}

/// User text made plain and short, not yet escaped (what [`UserText`] keeps):
///
/// - Control characters and line or paragraph separators become spaces, so the text stays
///   on one line: only its start can ever begin a line; the ends are trimmed.
/// - Invisible format characters are dropped: bidirectional marks, embeddings, overrides
///   and isolates (which could turn the rest of the reply around), zero-width spaces,
///   joiners and non-joiners, word joiners and byte order marks.
/// - At most two combining marks are kept on one character (no "zalgo" towers).
/// - The text is cut to `max` characters, ending with `…` when cut.
pub fn clean_user_text(text: &str, max: usize) -> String {
    let mut clean = String::with_capacity(text.len().min(4 * max + 8));
    let mut marks = 0;
    for c in text.chars() {
        if is_invisible_format(c) {
            continue;
        }
        if is_combining(c) {
            marks += 1;
            if marks > 2 {
                continue;
            }
        } else {
            marks = 0;
        }
        let line_break = c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{85}');
        clean.push(if line_break { ' ' } else { c });
    }
    let clean = clean.trim();
    if clean.chars().count() > max {
        let mut s: String = clean.chars().take(max.saturating_sub(1)).collect();
        s.push('…');
        s
    } else {
        clean.to_string()
    }
}

/// One line of user text made inert for chat markdown, wherever a template puts it:
///
/// - a backslash goes before each `\`, `*`, `_`, `~`, `` ` ``, `|`, `[`, `]` and `<`, so
///   nothing becomes bold, italic, struck, code (or a code fence), a spoiler, a masked link, a
///   mention, a custom emoji or a timestamp;
/// - `://` gets a zero-width space after its colon, so no link is made;
/// - the start, which a template may put at the start of a line (`{ $name } is over.`), gets
///   a backslash before a heading (`# `, `## `, `### `), subtext (`-# `), a quote (`> `,
///   `>>> `) or a list item (`- `, `+ `, `1. `, `1) `), so it never renders as a block.
///
/// The text must be one line ([`clean_user_text`] makes it so): a later line could start a
/// block anywhere.
pub fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if matches!(c, '\\' | '*' | '_' | '~' | '`' | '|' | '[' | ']' | '<') {
            out.push('\\');
        }
        out.push(c);
    }
    let out = out.replace("://", ":\u{200B}//");
    match block_marker_at(&out) {
        Some(at) => format!("{}\\{}", &out[..at], &out[at..]),
        None => out,
    }
}

/// Where a line starting with `text` would begin a markdown block, if it would: the byte
/// before which a backslash stops it.
fn block_marker_at(text: &str) -> Option<usize> {
    let run = |c: u8| text.bytes().take_while(|&b| b == c).count();
    let space_at = |i: usize| text.as_bytes().get(i) == Some(&b' ');
    let hashes = run(b'#');
    let quotes = run(b'>');
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=3).contains(&hashes) && space_at(hashes)
        || quotes > 0 && space_at(quotes)
        || text.starts_with("-# ")
        || text.starts_with("- ")
        || text.starts_with("+ ")
    {
        return Some(0);
    }
    let ordered = (1..=9).contains(&digits)
        && matches!(text.as_bytes().get(digits), Some(b'.' | b')'))
        && space_at(digits + 1);
    ordered.then_some(digits)
}

/// Text a user gave that the bot keeps and shows again (a tournament's name): cleaned by
/// [`clean_user_text`] and kept as given, not escaped, so that every output shows it as its
/// medium needs. It has no `Display`: each use says which it is.
///
/// - [`UserText::chat`] in chat texts (escaped by [`escape_markdown`]);
/// - [`UserText::plain`] where nothing reads markdown: web pages (which escape it as HTML),
///   pictures, TRF files, thread titles and attachment descriptions.
///
/// Kept escaped, a name would show its backslashes on a web page; escaped at each chat
/// output, it shows as typed everywhere.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct UserText(String);

impl UserText {
    /// `text` cleaned and cut to `max` characters.
    pub fn new(text: &str, max: usize) -> UserText {
        UserText(clean_user_text(text, max))
    }

    /// A text stored escaped by [`escape_user_text`] (by Hexcourier before tournament record
    /// version 2), as it was given: the exact inverse of the escaping.
    pub fn from_escaped(stored: &str) -> UserText {
        let mut stored = stored.replace(":\u{200B}//", "://");
        // The backslash before a block marker at the start (only ever one: every backslash
        // typed was doubled).
        let digits = stored.bytes().take_while(u8::is_ascii_digit).count();
        let marker = match stored.as_bytes().get(digits + 1) {
            Some(b'#' | b'>' | b'-' | b'+') if digits == 0 => true,
            Some(b'.' | b')') => digits > 0,
            _ => false,
        };
        if marker && stored.as_bytes().get(digits) == Some(&b'\\') {
            stored.remove(digits);
        }
        let mut out = String::with_capacity(stored.len());
        let mut chars = stored.chars().peekable();
        while let Some(c) = chars.next() {
            let escapes = |n: Option<&char>| {
                matches!(
                    n,
                    Some('\\' | '*' | '_' | '~' | '`' | '|' | '[' | ']' | '<')
                )
            };
            match chars.peek().copied() {
                Some(next) if c == '\\' && escapes(Some(&next)) => {
                    out.push(next);
                    chars.next();
                }
                _ => out.push(c),
            }
        }
        UserText(out)
    }

    /// The text for chat: markdown escaped ([`escape_markdown`]).
    pub fn chat(&self) -> String {
        escape_markdown(&self.0)
    }

    /// The text as given (cleaned), for places that read no markdown.
    pub fn plain(&self) -> &str {
        &self.0
    }

    /// Whether nothing is left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Bidirectional controls, zero-width characters and other invisible format characters that
/// [`escape_user_text`] drops.
fn is_invisible_format(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
    )
}

/// Combining marks (the main Unicode blocks of them).
fn is_combining(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{0591}'..='\u{05BD}'
            | '\u{0610}'..='\u{061A}'
            | '\u{064B}'..='\u{065F}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
    )
}

/// Neutralises everything a chat service could read as a mass or user mention
/// (`@everyone`, `@here`, `<@…>`, `<@&…>`) by putting a zero-width space after the `@`.
/// Plain names like `@bob` stay as they are: they do not notify anyone.
pub fn defuse_mentions(text: &str) -> String {
    const ZWSP: char = '\u{200B}';
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        out.push(c);
        if c != '@' {
            continue;
        }
        let rest: String = chars[i + 1..]
            .iter()
            .take(8)
            .collect::<String>()
            .to_ascii_lowercase();
        let after_angle = i > 0 && chars[i - 1] == '<';
        if after_angle || rest.starts_with("everyone") || rest.starts_with("here") {
            out.push(ZWSP);
        }
    }
    out
}

/// Splits a text into pieces of at most `max` characters, at line ends where possible, then
/// at spaces. Blank pieces are left out (so a blank text gives none).
pub fn split_message(text: &str, max: usize) -> Vec<String> {
    let mut parts = Vec::new();
    let mut cur = String::new();
    let mut cur_len = 0;
    for line in text.split('\n') {
        let len = line.chars().count();
        if cur_len > 0 && cur_len + 1 + len > max {
            parts.push(std::mem::take(&mut cur));
            cur_len = 0;
        }
        if len > max {
            // One very long line: cut it into pieces, after a space where there is one.
            if cur_len > 0 {
                parts.push(std::mem::take(&mut cur));
            }
            let mut rest: Vec<char> = line.chars().collect();
            while rest.len() > max {
                let cut = rest[..max]
                    .iter()
                    .rposition(|&c| c == ' ')
                    .filter(|&i| i > 0)
                    .map_or(max, |i| i + 1);
                parts.push(
                    rest[..cut]
                        .iter()
                        .collect::<String>()
                        .trim_end()
                        .to_string(),
                );
                rest.drain(..cut);
            }
            cur = rest.iter().collect();
            cur_len = rest.len();
            continue;
        }
        if cur_len > 0 {
            cur.push('\n');
            cur_len += 1;
        }
        cur.push_str(line);
        cur_len += len;
    }
    if cur_len > 0 {
        parts.push(cur);
    }
    parts.retain(|p| !p.trim().is_empty());
    parts
}

/// Upper-cases the first letter and ends the text with a full stop (for engine sentences).
pub fn sentence(text: &str) -> String {
    let mut c = text.chars();
    let mut s = match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    };
    if !s.ends_with(['.', '!', '?']) {
        s.push('.');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_engine::Library;

    fn glinski() -> std::sync::Arc<Variant> {
        let lib = Library::builtin().unwrap_or_default();
        lib.get("glinski")
            .cloned()
            .unwrap_or_else(|| panic!("glinski is built in"))
    }

    #[test]
    fn results_in_words() {
        let v = glinski();
        let mate = Outcome::loss(&v, Player(1), EndReason::Checkmate);
        assert_eq!(result_words(&v, &mate), "Checkmate — White wins 1-0");
        let stale = Outcome {
            reason: EndReason::Stalemate,
            quarters: vec![3, 1],
            ranks: Vec::new(),
        };
        assert_eq!(result_words(&v, &stale), "Stalemate — White scores 3/4");
        let resign = Outcome::loss(&v, Player(0), EndReason::Resignation);
        assert_eq!(result_words(&v, &resign), "Resignation — Black wins 0-1");
        assert_eq!(
            result_words(&v, &Outcome::draw(&v, EndReason::Agreement)),
            "Agreement — draw 1/2-1/2"
        );
        assert_eq!(
            result_words(&v, &Outcome::draw(&v, EndReason::MoveRule)),
            "50-move rule — draw 1/2-1/2"
        );
        let captured = Outcome::loss(&v, Player(1), EndReason::ArmyCaptured);
        assert_eq!(
            result_words(&v, &captured),
            "Whole army captured — White wins 1-0"
        );
        let stuck = Outcome::loss(&v, Player(0), EndReason::NoMoves);
        assert_eq!(result_words(&v, &stuck), "No legal move — Black wins 0-1");
        let three = Outcome {
            reason: EndReason::Resignation,
            quarters: vec![2, 0, 2],
            ranks: Vec::new(),
        };
        assert_eq!(
            result_words(&v, &three),
            "Resignation — scores White 1/2, Black 0, ? 1/2"
        );
    }

    #[test]
    fn move_numbers() {
        let t: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let (w, b) = (Player(0), Player(1));
        let list = |at: &[(u32, Player)]| numbered_list(at.iter().copied().zip(&t));
        assert_eq!(list(&[(1, w), (1, b), (2, w)]), "1. a b 2. c");
        assert_eq!(list(&[(4, b), (5, w), (5, b)]), "4... a 5. b c");
        // Three seats with the second eliminated: numbers follow the positions, not the seats.
        let (r, bl) = (Player(0), Player(2));
        assert_eq!(list(&[(7, r), (7, bl), (8, r)]), "7. a b 8. c");
        assert_eq!(numbered(3, Player(1), "x"), "3... x");
    }

    #[test]
    fn mentions_are_defused() {
        assert_eq!(
            defuse_mentions("hi @everyone and @Here"),
            "hi @\u{200B}everyone and @\u{200B}Here"
        );
        assert_eq!(
            defuse_mentions("<@123> <@&9>"),
            "<@\u{200B}123> <@\u{200B}&9>"
        );
        assert_eq!(defuse_mentions("it is @bob's turn"), "it is @bob's turn");
    }

    #[test]
    fn user_text_is_escaped() {
        assert_eq!(
            quote("**bold** _it_ ~~s~~"),
            "\\*\\*bold\\*\\* \\_it\\_ \\~\\~s\\~\\~"
        );
        assert_eq!(quote("||x|| `c` \\"), "\\|\\|x\\|\\| \\`c\\` \\\\");
        assert_eq!(
            quote("[x](https://evil.example)"),
            "\\[x\\](https:\u{200B}//evil.example)"
        );
        assert_eq!(quote("<@&1> <#2> <t:3>"), "\\<@&1> \\<#2> \\<t:3>");
        // One line: no headings or quotes.
        assert_eq!(quote("a\n# b\u{2028}> c"), "a # b > c");
        // Invisible characters go; two combining marks stay on a letter.
        assert_eq!(quote("\u{202E}ab\u{200D}c\u{FEFF}\u{2066}"), "abc");
        assert_eq!(quote("e\u{301}\u{302}\u{303}\u{304}5"), "e\u{301}\u{302}5");
        // Cut after cleaning, escaped after cutting.
        assert_eq!(escape_user_text(&"*".repeat(50), 4), "\\*\\*\\*…");
        assert_eq!(quote("👨\u{200D}👩 é ｆ５"), "👨👩 é ｆ５");
        // Mentions are left to defuse_mentions, which every reply goes through.
        assert_eq!(defuse_mentions(&quote("@everyone")), "@\u{200B}everyone");
    }

    #[test]
    fn user_text_never_starts_a_markdown_block() {
        for (given, shown) in [
            ("# Big Cup", "\\# Big Cup"),
            ("## Big Cup", "\\## Big Cup"),
            ("### Big Cup", "\\### Big Cup"),
            ("-# small print", "\\-# small print"),
            ("> quoted", "\\> quoted"),
            (">>> all quoted", "\\>>> all quoted"),
            ("- item", "\\- item"),
            ("+ item", "\\+ item"),
            ("* item", "\\* item"),
            ("1. item", "1\\. item"),
            ("2024) item", "2024\\) item"),
            ("```rust", "\\`\\`\\`rust"),
            ("  \u{200B}# after blanks", "\\# after blanks"),
            // Not blocks: left as typed.
            ("#1 Club", "#1 Club"),
            ("#### four", "#### four"),
            ("-5 points", "-5 points"),
            ("1.5 rounds", "1.5 rounds"),
            ("Spring # 2", "Spring # 2"),
            ("a > b", "a > b"),
        ] {
            assert_eq!(escape_user_text(given, 60), shown, "{given:?}");
        }
    }

    #[test]
    fn user_text_is_kept_plain_and_escaped_for_chat() {
        let name = UserText::new("  # *Spring_Cup* \\ <https://x.example>\n2 ", 60);
        assert_eq!(name.plain(), "# *Spring_Cup* \\ <https://x.example> 2");
        assert_eq!(
            name.chat(),
            "\\# \\*Spring\\_Cup\\* \\\\ \\<https:\u{200B}//x.example> 2"
        );
        // What older versions stored (escaped) reads back as given.
        assert_eq!(
            UserText::from_escaped(&escape_user_text(name.plain(), 60)),
            name
        );
        assert_eq!(
            UserText::from_escaped("a\\\\\\*b # c"),
            UserText::new("a\\*b # c", 60)
        );
        assert_eq!(
            serde_json::to_string(&name).ok(),
            Some(r##""# *Spring_Cup* \\ <https://x.example> 2""##.to_string())
        );
    }

    #[test]
    fn quoting_and_splitting() {
        assert_eq!(quote("  a\nb "), "a b");
        assert_eq!(quote(&"x".repeat(50)).chars().count(), 40);
        assert_eq!(split_message("ab\ncd\nef", 5), vec!["ab\ncd", "ef"]);
        assert_eq!(split_message("abcdefg", 3), vec!["abc", "def", "g"]);
        assert_eq!(split_message("ab cd, ef gh", 6), vec!["ab", "cd,", "ef gh"]);
        assert_eq!(split_message("x\nab cd ef", 5), vec!["x", "ab", "cd ef"]);
        assert_eq!(split_message("", 3), Vec::<String>::new());
        assert_eq!(split_message("a\n\n\nb", 1), vec!["a", "b"]);
        assert_eq!(sentence("illegal move"), "Illegal move.");
        assert_eq!(count(1, "cell"), "1 cell");
        assert_eq!(count(0, "cell"), "0 cells");
    }
}
