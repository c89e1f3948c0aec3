//! Reading PGN-like game records into games and move tokens, without knowing any chess rules.
//!
//! The reader splits a record file into [`GameRecord`]s: tag pairs (`[Event "..."]`) and the
//! move tokens of the movetext, cleaned of move numbers and annotations. Playing the tokens on a
//! board is left to a resolver (see `crate::replay`).
//!
//! What it accepts, beyond plain PGN:
//! - tag values with or without quotes (`[White Sandor Bodor]`), and a `; comment` after the `]`;
//! - `{...}` comments (also over several lines), `;` comments to the end of a line, `%` escape
//!   lines, `(...)` variations and `$n` glyphs, all skipped;
//! - move numbers glued to the move or not (`1.e5`, `1. e5`), black's moves after `12...`,
//!   `12…` or `12.-`, and a lone `...`;
//! - annotations `!`, `?`, `!?`, `?!`, `!!`, `??` (dropped; `+` and `#` are kept);
//! - en passant markers `ep.`/`e.p.`, glued (`e5ep.`) or as a word of their own (dropped from the
//!   text, recorded in [`MoveToken::en_passant`]);
//! - result tokens `1-0`, `0-1`, `1/2-1/2`, `½-½`, `remi` (Hungarian for a draw), a garbled half
//!   such as `ź-ź`, `*`, and a `*` glued to the last move (`h4h8*`).
//!
//! How games are split:
//! - a result token ends a game;
//! - a tag after movetext starts a new game;
//! - tags with no movetext between them belong to one header block, even across blank lines
//!   or comments, until a tag name repeats. A repeated block that agrees with the first on every
//!   tag they share is the same header written twice and is merged. One that disagrees starts a
//!   new game: the earlier header, which had no movetext, is dropped (a game with no move and no
//!   result token is not returned);
//! - words that cannot be moves (not starting with a letter, such as a `=====` line) are
//!   skipped. Anything else that starts with a letter is kept as a move token as written, so that
//!   the resolver, not the reader, decides whether it is legal (`fxe` stays `fxe`).
//!
//! ```
//! use hexcourier_engine::record::parse_records;
//! let games = parse_records("[White \"A\"]\n[Black \"B\"]\n\n1.e5 e6 2.Hhf4 {note} Fh6?! 1-0\n");
//! assert_eq!(games.len(), 1);
//! assert_eq!(games[0].header("white"), Some("A"));
//! let moves: Vec<&str> = games[0].moves.iter().map(|m| m.text.as_str()).collect();
//! assert_eq!(moves, ["e5", "e6", "Hhf4", "Fh6"]);
//! assert_eq!(games[0].result.as_deref(), Some("1-0"));
//! ```

use std::path::Path;

/// One game read from a record file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRecord {
    /// Tag pairs in file order: tag name as written, value without quotes.
    pub headers: Vec<(String, String)>,
    /// The movetext's move tokens, in order.
    pub moves: Vec<MoveToken>,
    /// The result, normalised to `1-0`, `0-1`, `1/2-1/2` or `*`: from the result token that
    /// ended the movetext (a `*` glued to the last move counts), else from a `Result` tag.
    pub result: Option<String>,
    /// 1-based line where the game starts: its first tag, or its first move if it has no tags.
    pub line: usize,
}

/// One move of a game, as written in the record.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveToken {
    /// 0-based ply index within the game.
    pub ply: usize,
    /// The move without move number, annotations (`!`, `?`) and en passant marker; check and
    /// mate marks (`+`, `#`) are kept.
    pub text: String,
    /// Whether the move had an en passant marker (`ep.`, `e.p.`).
    pub en_passant: bool,
    /// 1-based source line of the token.
    pub line: usize,
}

impl GameRecord {
    /// The value of the first tag with this name, compared without regard to case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// A short name for reports, from the tags the game has: `Event / GameID 12 / White - Black`.
    /// Falls back to the game's line when it has none of them.
    pub fn label(&self) -> String {
        let tag = |name: &str| self.header(name).map(str::trim).filter(|v| !v.is_empty());
        let mut parts: Vec<String> = Vec::new();
        if let Some(event) = tag("Event") {
            parts.push(event.to_string());
        }
        if let Some(id) = tag("GameID") {
            parts.push(format!("GameID {id}"));
        } else if let Some(round) = tag("Round").filter(|r| *r != "?" && *r != "-") {
            parts.push(format!("Round {round}"));
        }
        let white = tag("White");
        let black = tag("Black");
        if white.is_some() || black.is_some() {
            parts.push(format!(
                "{} - {}",
                white.unwrap_or("?"),
                black.unwrap_or("?")
            ));
        }
        if tag("Event").is_none() && tag("GameID").is_none() {
            if let Some(date) = tag("Date")
                .or_else(|| tag("EventDate"))
                .or_else(|| tag("Published"))
            {
                parts.push(date.to_string());
            }
        }
        if parts.is_empty() {
            format!("game at line {}", self.line)
        } else {
            parts.join(" / ")
        }
    }
}

/// A tag's value as a record writes it between its quotes: `"` becomes `'`, and backslashes,
/// line breaks and other control characters become spaces, so no value can close its tag or
/// start another (`"] [Result "0-1` stays inside its own tag).
pub fn tag_value(value: &str) -> String {
    value
        .chars()
        .map(|c| match c {
            '"' => '\'',
            '\\' => ' ',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
}

/// Writes one game as a record [`parse_records`] reads back: the tags (`[Name "value"]`, each
/// value through [`tag_value`]), a blank line, then the moves numbered by rounds of `players`
/// moves (`1. Qe1-c3 Qe10-c6 2. ...`), ending with `result`, in lines of at most 79
/// characters.
pub fn write_record(
    tags: &[(String, String)],
    moves: &[String],
    players: usize,
    result: &str,
) -> String {
    write_record_with_comments(tags, moves, players, result, &[])
}

/// [`write_record`] with `{...}` comments: each `(plies, text)` written where `plies` moves
/// have been played (before the result when `plies` is the number of moves), the move after
/// it numbered again (`5... Qe10-c6`). Braces in a comment's text become parentheses.
pub fn write_record_with_comments(
    tags: &[(String, String)],
    moves: &[String],
    players: usize,
    result: &str,
    comments: &[(usize, String)],
) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        out.push_str(&format!("[{name} \"{}\"]\n", tag_value(value)));
    }
    out.push('\n');
    let players = players.max(1);
    let mut words: Vec<String> = Vec::new();
    let comment_words = |words: &mut Vec<String>, at: usize| -> bool {
        let mut any = false;
        for (_, text) in comments.iter().filter(|(p, _)| *p == at) {
            let clean: String = text
                .chars()
                .map(|c| match c {
                    '{' => '(',
                    '}' => ')',
                    c if c.is_control() => ' ',
                    c => c,
                })
                .collect();
            let mut parts: Vec<String> = clean.split_whitespace().map(str::to_string).collect();
            if let Some(first) = parts.first_mut() {
                first.insert(0, '{');
            } else {
                parts.push("{".into());
            }
            if let Some(last) = parts.last_mut() {
                last.push('}');
            }
            words.extend(parts);
            any = true;
        }
        any
    };
    for (i, m) in moves.iter().enumerate() {
        let commented = comment_words(&mut words, i);
        if i % players == 0 {
            words.push(format!("{}.", i / players + 1));
        } else if commented {
            words.push(format!("{}...", i / players + 1));
        }
        words.push(m.clone());
    }
    comment_words(&mut words, moves.len());
    words.push(result.to_string());
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// Reads every game in a record file's text. Never panics; text that is not a record gives no
/// games (or games of whatever move-like words it holds).
pub fn parse_records(text: &str) -> Vec<GameRecord> {
    let mut out = Vec::new();
    let mut game = Builder::default();
    let mut variation_depth = 0usize;
    for lexeme in lex(text) {
        match lexeme {
            Lexeme::Tag { name, value, line } => {
                variation_depth = 0;
                if !game.moves.is_empty() {
                    game.finish(&mut out);
                }
                game.add_tag(name, value, line);
            }
            Lexeme::Open => variation_depth += 1,
            Lexeme::Close => variation_depth = variation_depth.saturating_sub(1),
            Lexeme::Word { .. } if variation_depth > 0 => {}
            Lexeme::Word { text, line } => match classify(&text) {
                Word::Skip => {}
                Word::Result(r) => {
                    if game.is_open() {
                        game.result_token = Some(r.to_string());
                        game.finish(&mut out);
                    }
                }
                Word::EnPassant => {
                    if let Some(last) = game.moves.last_mut() {
                        last.en_passant = true;
                    }
                }
                Word::Move {
                    text,
                    en_passant,
                    glued_star,
                } => {
                    game.push_move(text, en_passant, line);
                    if glued_star {
                        game.result_token = Some("*".to_string());
                        game.finish(&mut out);
                    }
                }
            },
        }
    }
    game.finish(&mut out);
    out
}

/// Reads a record file (UTF-8; invalid bytes are replaced) and its games.
///
/// # Errors
/// The file cannot be read.
pub fn parse_records_file(path: impl AsRef<Path>) -> std::io::Result<Vec<GameRecord>> {
    let bytes = std::fs::read(path)?;
    Ok(parse_records(&String::from_utf8_lossy(&bytes)))
}

/// Normalises a result as written (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `remi`, `draw`, `*`, a
/// garbled half like `ź-ź`) to `1-0`, `0-1`, `1/2-1/2` or `*`; `None` if it is not a result.
pub fn normalise_result(text: &str) -> Option<&'static str> {
    let t = text.trim();
    match t {
        "1-0" | "1:0" => return Some("1-0"),
        "0-1" | "0:1" => return Some("0-1"),
        "1/2-1/2" | "½-½" | "1/2" | "½:½" | "1/2:1/2" | "0.5-0.5" => return Some("1/2-1/2"),
        "*" => return Some("*"),
        _ => {}
    }
    if t.eq_ignore_ascii_case("remi") || t.eq_ignore_ascii_case("draw") {
        return Some("1/2-1/2");
    }
    // A half that lost its encoding on the way (`ź-ź`, `Â½-Â½`): the same non-ASCII text on
    // both sides of a single dash.
    if let Some((a, b)) = t.split_once('-') {
        if !a.is_empty()
            && a == b
            && a.chars().count() <= 3
            && !a.is_ascii()
            && a.chars().all(|c| !c.is_alphanumeric() || !c.is_ascii())
        {
            return Some("1/2-1/2");
        }
    }
    None
}

/// A game being read.
#[derive(Default)]
struct Builder {
    /// Header blocks seen before the movetext; a block ends when a tag name repeats.
    blocks: Vec<Vec<(String, String, usize)>>,
    moves: Vec<MoveToken>,
    result_token: Option<String>,
}

impl Builder {
    fn is_open(&self) -> bool {
        !self.blocks.is_empty() || !self.moves.is_empty()
    }

    fn add_tag(&mut self, name: String, value: String, line: usize) {
        let repeats = self
            .blocks
            .last()
            .is_some_and(|b| b.iter().any(|(n, _, _)| n.eq_ignore_ascii_case(&name)));
        match self.blocks.last_mut() {
            Some(block) if !repeats => block.push((name, value, line)),
            _ => self.blocks.push(vec![(name, value, line)]),
        }
    }

    fn push_move(&mut self, text: String, en_passant: bool, line: usize) {
        self.moves.push(MoveToken {
            ply: self.moves.len(),
            text,
            en_passant,
            line,
        });
    }

    /// Ends the game: adds it to `out` if it has moves or a result token, and resets.
    fn finish(&mut self, out: &mut Vec<GameRecord>) {
        let Builder {
            blocks,
            moves,
            result_token,
        } = std::mem::take(self);
        // Merge header blocks that repeat each other; a block followed by a disagreeing one had
        // no movetext of its own and is dropped.
        let mut headers: Vec<(String, String, usize)> = Vec::new();
        for block in blocks {
            let agrees = block.iter().all(|(n, v, _)| {
                !headers
                    .iter()
                    .any(|(hn, hv, _)| hn.eq_ignore_ascii_case(n) && hv != v)
            });
            if agrees {
                for (n, v, l) in block {
                    if !headers.iter().any(|(hn, _, _)| hn.eq_ignore_ascii_case(&n)) {
                        headers.push((n, v, l));
                    }
                }
            } else {
                headers = block;
            }
        }
        if moves.is_empty() && result_token.is_none() {
            return;
        }
        let line = headers
            .iter()
            .map(|(_, _, l)| *l)
            .min()
            .or_else(|| moves.first().map(|m| m.line))
            .unwrap_or(1);
        let headers: Vec<(String, String)> = headers.into_iter().map(|(n, v, _)| (n, v)).collect();
        let result = result_token.or_else(|| {
            headers
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case("Result"))
                .and_then(|(_, v)| normalise_result(v))
                .map(str::to_string)
        });
        out.push(GameRecord {
            headers,
            moves,
            result,
            line,
        });
    }
}

/// What the lexer sees in a record's text (comments are already gone).
#[derive(Debug)]
enum Lexeme {
    Tag {
        name: String,
        value: String,
        line: usize,
    },
    Word {
        text: String,
        line: usize,
    },
    /// `(`: a variation starts.
    Open,
    /// `)`: a variation ends.
    Close,
}

/// Characters that end a movetext word.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | ';' | '[' | ']' | '(' | ')')
}

fn lex(text: &str) -> Vec<Lexeme> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    // Skips to the end of the line, leaving the newline for the main loop.
    let to_line_end = |mut i: usize| {
        while i < chars.len() && chars[i] != '\n' && chars[i] != '\r' {
            i += 1;
        }
        i
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                line_start = true;
                i += 1;
            }
            '\r' => {
                // `\r\n` or a lone `\r`: one line break.
                if chars.get(i + 1) != Some(&'\n') {
                    line += 1;
                    line_start = true;
                }
                i += 1;
            }
            '%' if line_start => i = to_line_end(i),
            ';' => i = to_line_end(i),
            '{' => {
                i += 1;
                while i < chars.len() && chars[i] != '}' {
                    if chars[i] == '\n' || (chars[i] == '\r' && chars.get(i + 1) != Some(&'\n')) {
                        line += 1;
                    }
                    i += 1;
                }
                i += 1;
                line_start = false;
            }
            '[' => {
                let (tag, next) = lex_tag(&chars, i + 1);
                if let Some((name, value)) = tag {
                    out.push(Lexeme::Tag { name, value, line });
                }
                i = next;
                line_start = false;
            }
            '(' | ')' => {
                out.push(if c == '(' {
                    Lexeme::Open
                } else {
                    Lexeme::Close
                });
                i += 1;
                line_start = false;
            }
            _ if is_delimiter(c) => {
                i += 1;
                line_start = false;
            }
            _ => {
                let start = i;
                while i < chars.len() && !is_delimiter(chars[i]) {
                    i += 1;
                }
                out.push(Lexeme::Word {
                    text: chars[start..i].iter().collect(),
                    line,
                });
                line_start = false;
            }
        }
    }
    out
}

/// Reads a tag pair after its `[`, within one line: `Name "value"` or `Name value`, up to `]`.
/// Returns the tag (`None` without a name) and where reading stopped.
fn lex_tag(chars: &[char], mut i: usize) -> (Option<(String, String)>, usize) {
    let at_end = |i: usize| i >= chars.len() || chars[i] == '\n' || chars[i] == '\r';
    let skip_blanks = |mut i: usize| {
        while !at_end(i) && chars[i].is_whitespace() {
            i += 1;
        }
        i
    };
    i = skip_blanks(i);
    let start = i;
    while !at_end(i) && !chars[i].is_whitespace() && chars[i] != ']' && chars[i] != '"' {
        i += 1;
    }
    let name: String = chars[start..i].iter().collect();
    i = skip_blanks(i);
    let mut value = String::new();
    if !at_end(i) && chars[i] == '"' {
        i += 1;
        while !at_end(i) && chars[i] != '"' {
            if chars[i] == '\\' && !at_end(i + 1) && matches!(chars[i + 1], '"' | '\\') {
                i += 1;
            }
            value.push(chars[i]);
            i += 1;
        }
        // Anything between the closing quote and `]` is ignored.
        while !at_end(i) && chars[i] != ']' {
            i += 1;
        }
    } else {
        while !at_end(i) && chars[i] != ']' {
            value.push(chars[i]);
            i += 1;
        }
        value = value.trim().to_string();
    }
    if !at_end(i) {
        i += 1; // the `]`
    }
    let tag = (!name.is_empty()).then_some((name, value));
    (tag, i)
}

/// What a movetext word is.
#[derive(Debug, PartialEq, Eq)]
enum Word {
    /// A move number, annotation glyph, `...` or junk.
    Skip,
    /// A result token, normalised.
    Result(&'static str),
    /// An en passant marker written as a word of its own.
    EnPassant,
    /// A move.
    Move {
        text: String,
        en_passant: bool,
        /// The word ended with `*` (`h4h8*`): the game ends with an unknown result.
        glued_star: bool,
    },
}

fn is_ep_marker(s: &str) -> bool {
    matches!(
        s.to_ascii_lowercase().as_str(),
        "ep" | "ep." | "e.p" | "e.p."
    )
}

fn classify(word: &str) -> Word {
    if let Some(r) = normalise_result(word) {
        return Word::Result(r);
    }
    if word.starts_with('$') || is_ep_marker(word) {
        return if word.starts_with('$') {
            Word::Skip
        } else {
            Word::EnPassant
        };
    }
    // Move number: digits, then dots or an ellipsis, then maybe `-` (Hungarian `12.-e5`).
    let mut rest = word;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 {
        rest = &rest[digits..];
        let after = rest.trim_start_matches(['.', '…']);
        if after.len() == rest.len() {
            // Digits with no dot: a bare move number, or junk.
            return Word::Skip;
        }
        rest = after;
        if let Some(r) = rest.strip_prefix(['-', '–']) {
            if !r.is_empty() {
                rest = r;
            }
        }
    }
    let (rest, glued_star) = match rest.strip_suffix('*') {
        Some(r) => (r, true),
        None => (rest, false),
    };
    // Trailing marks: annotations (dropped), check and mate (kept), en passant (recorded).
    let mut core = rest;
    let mut marks: Vec<char> = Vec::new();
    let mut en_passant = false;
    loop {
        let trimmed = core.trim_end_matches(['!', '?', '+', '#', '‼', '⁇', '⁈', '⁉']);
        for c in core[trimmed.len()..].chars().rev() {
            if c == '+' || c == '#' {
                marks.push(c);
            }
        }
        core = trimmed;
        let lower = core.to_ascii_lowercase();
        let marker = ["e.p.", "ep.", "e.p", "ep"]
            .into_iter()
            .find(|m| lower.ends_with(m) && lower.len() > m.len());
        match marker {
            Some(m) if core[..core.len() - m.len()].ends_with(|c: char| c.is_ascii_digit()) => {
                core = &core[..core.len() - m.len()];
                en_passant = true;
            }
            _ => break,
        }
    }
    let starts_like_move = core
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || ('\u{2654}'..='\u{265f}').contains(&c));
    if !starts_like_move {
        return Word::Skip;
    }
    let mut text = core.to_string();
    text.extend(marks.iter().rev());
    Word::Move {
        text,
        en_passant,
        glued_star,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(g: &GameRecord) -> Vec<&str> {
        g.moves.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn comments_are_skipped() {
        let text = "[Event \"E\"]\n\n1.e5 {a comment\nover [Two \"lines\"] 2.x3} e6 ; rest 2.g5\n\
                    ; [Event \"commented out\"]\n; 1.g5 g6 1-0\n2.Hhf4 % not an escape\n\
                    % an escape line 3.d5\n(2.d5 d6 (2.k2)) Fh6 $1 1-0\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.headers, [("Event".to_string(), "E".to_string())]);
        assert_eq!(texts(g), ["e5", "e6", "Hhf4", "not", "an", "escape", "Fh6"]);
        assert_eq!(g.moves[1].line, 4);
        assert_eq!(g.moves[2].line, 7);
        assert_eq!(g.moves[6].line, 9);
        assert_eq!(g.result.as_deref(), Some("1-0"));
        assert_eq!(g.line, 1);
    }

    #[test]
    fn commented_out_games_leave_no_record() {
        let text = "; [Event \"x\"]\n; 1.g5 g6 1-0\n\n{ [Event \"y\"] 1.e5 0-1 }\n";
        assert!(parse_records(text).is_empty());
    }

    #[test]
    fn glued_and_separated_move_numbers() {
        let g = &parse_records("1.e5 Hdf8 2. Qe1c3 Qe10c6 10.Hh1f4  11 . b2 12.   b3")[0];
        assert_eq!(
            texts(g),
            ["e5", "Hdf8", "Qe1c3", "Qe10c6", "Hh1f4", "b2", "b3"]
        );
        assert_eq!(
            g.moves.iter().map(|m| m.ply).collect::<Vec<_>>(),
            [0, 1, 2, 3, 4, 5, 6]
        );
        assert_eq!(g.line, 1);
        assert_eq!(g.result, None);
    }

    #[test]
    fn black_moves_after_ellipsis() {
        let g = &parse_records("12... Bxe5 13.Vf4 13...Hg7 14.e5 ... 14…Kf9 15.k2 15.-Ke8 0-1")[0];
        assert_eq!(texts(g), ["Bxe5", "Vf4", "Hg7", "e5", "Kf9", "k2", "Ke8"]);
        assert_eq!(g.result.as_deref(), Some("0-1"));
    }

    #[test]
    fn annotations_dropped_checks_kept() {
        let g =
            &parse_records("1.e5? e6! 2.Hhf4!? Fh6?! 3.Vf3!! Kf9?? 4.Vxf9+ Kxf9# 5.Bxg5+!? ? !")[0];
        assert_eq!(
            texts(g),
            ["e5", "e6", "Hhf4", "Fh6", "Vf3", "Kf9", "Vxf9+", "Kxf9#", "Bxg5+"]
        );
    }

    #[test]
    fn en_passant_marker() {
        let g = &parse_records("7.gxf7 Hxf7 8.e6 e5ep. 9.exd6 e.p. dxe5e.p.+ 10.fxe fxg")[0];
        assert_eq!(
            texts(g),
            ["gxf7", "Hxf7", "e6", "e5", "exd6", "dxe5+", "fxe", "fxg"]
        );
        let ep: Vec<bool> = g.moves.iter().map(|m| m.en_passant).collect();
        assert_eq!(ep, [false, false, false, true, true, true, false, false]);
        // A word that merely ends in "ep" after a letter is not a marker.
        assert_eq!(texts(&parse_records("Step")[0]), ["Step"]);
    }

    #[test]
    fn star_glued_to_the_last_move() {
        let text =
            "[White A]\n[Result 1-0]\n1.h3h5 h7h6 2.h4h8*\n\n[White B]\n[Result 0-1]\n1.d1f4 *\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 2);
        assert_eq!(texts(&games[0]), ["h3h5", "h7h6", "h4h8"]);
        assert_eq!(games[0].result.as_deref(), Some("*"));
        assert_eq!(games[0].header("Result"), Some("1-0"));
        assert_eq!(texts(&games[1]), ["d1f4"]);
        assert_eq!(games[1].result.as_deref(), Some("*"));
        assert_eq!(games[1].line, 5);
    }

    #[test]
    fn unquoted_headers_and_trailing_comments() {
        let text =
            "[Variant \"Glinski\"]\n[EventDate \"1999.11.11\"]  ; End of event: 1999.11.15\n\
                    [Source \"http://x/a;b\"]\n\n[White Sandor Bodor]\n[Black   Hexodus III ]\n\
                    [Result 0-1]\n[Note \"say \\\"hi\\\"\"] [Round 3]\n1.h3h5 h7h6\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 1);
        let g = &games[0];
        let h: Vec<(&str, &str)> = g
            .headers
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            h,
            [
                ("Variant", "Glinski"),
                ("EventDate", "1999.11.11"),
                ("Source", "http://x/a;b"),
                ("White", "Sandor Bodor"),
                ("Black", "Hexodus III"),
                ("Result", "0-1"),
                ("Note", "say \"hi\""),
                ("Round", "3"),
            ]
        );
        assert_eq!(g.header("black"), Some("Hexodus III"));
        assert_eq!(g.header("Blacks"), None);
        // No result token: the tag is the fallback.
        assert_eq!(g.result.as_deref(), Some("0-1"));
        assert_eq!(
            g.label(),
            "Round 3 / Sandor Bodor - Hexodus III / 1999.11.11"
        );
    }

    #[test]
    fn result_tokens() {
        for (token, want) in [
            ("1-0", "1-0"),
            ("0-1", "0-1"),
            ("remi", "1/2-1/2"),
            ("Remi", "1/2-1/2"),
            ("1/2-1/2", "1/2-1/2"),
            ("½-½", "1/2-1/2"),
            ("ź-ź", "1/2-1/2"),
            ("*", "*"),
        ] {
            let games = parse_records(&format!("1.e5 e6 {token}\n"));
            assert_eq!(games.len(), 1, "{token}");
            assert_eq!(games[0].result.as_deref(), Some(want), "{token}");
            assert_eq!(texts(&games[0]), ["e5", "e6"], "{token}");
        }
        // Words that are not results.
        for word in ["a-a", "ź-y", "-", "0-0", "1-1"] {
            assert_eq!(normalise_result(word), None, "{word}");
        }
    }

    #[test]
    fn result_tokens_end_games() {
        let text = "[GameID \"1\"]\n1.e5 1-0\n\n========================================\n\n\
                    1.g5 g6 0-1 0-1\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].header("GameID"), Some("1"));
        assert_eq!(texts(&games[0]), ["e5"]);
        // Moves after a result without tags: a game with no headers, starting at its first move.
        assert!(games[1].headers.is_empty());
        assert_eq!(games[1].line, 6);
        assert_eq!(texts(&games[1]), ["g5", "g6"]);
        assert_eq!(games[1].result.as_deref(), Some("0-1"));
    }

    #[test]
    fn header_without_moves_is_not_merged() {
        // GameID 6 lost its movetext to a comment: it must not take GameID 8's moves or tags.
        let text = "[Event \"E\"]\n[GameID \"6\"]\n[White \"W6\"]\n\n; 1.g6 fxg6 remi\n\n\
                    [Event \"E\"]\n[GameID \"8\"]\n[White \"W8\"]\n\n1.e5 Hdf8 0-1\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].header("GameID"), Some("8"));
        assert_eq!(games[0].header("White"), Some("W8"));
        assert_eq!(games[0].header("Event"), Some("E"));
        assert_eq!(games[0].headers.len(), 3);
        assert_eq!(games[0].line, 7);
        assert_eq!(texts(&games[0]), ["e5", "Hdf8"]);
    }

    #[test]
    fn header_written_twice_is_one_game() {
        let block = "[Event \"Bóly81\"]\n[GameID \"15\"]\n[White \"R\"]\n[Black \"H\"]\n\n";
        let text = format!("{block}{block}1.g5 Hdf8 1-0\n");
        let games = parse_records(&text);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].headers.len(), 4);
        assert_eq!(games[0].line, 1);
        assert_eq!(texts(&games[0]), ["g5", "Hdf8"]);
        assert_eq!(games[0].label(), "Bóly81 / GameID 15 / R - H");
    }

    #[test]
    fn header_block_split_by_blank_line_is_one_game() {
        let text = "[Event \"E\"]\n[Site \"S\"]\n\n[White A]\n[Black B]\n1.e5 *";
        let games = parse_records(text);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].headers.len(), 4);
    }

    #[test]
    fn tags_after_moves_start_a_new_game() {
        let text = "[White \"A\"]\n\n1. e4e5 b7b6\n2. Qe3f2#\n\n[White \"B\"]\n1. f5f6 e7e6\n\
                    32. Bb5h6xP {Black resigns}\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 2);
        assert_eq!(texts(&games[0]), ["e4e5", "b7b6", "Qe3f2#"]);
        assert_eq!(games[0].result, None);
        assert_eq!(texts(&games[1]), ["f5f6", "e7e6", "Bb5h6xP"]);
        assert_eq!(games[1].line, 6);
        assert_eq!(games[1].moves[2].line, 8);
    }

    #[test]
    fn crlf_and_lone_cr_count_lines() {
        let games = parse_records("[White \"A\"]\r\n\r\n1.e5\r\ne6\rg5 1-0");
        assert_eq!(games[0].moves[0].line, 3);
        assert_eq!(games[0].moves[1].line, 4);
        assert_eq!(games[0].moves[2].line, 5);
    }

    #[test]
    fn labels() {
        let g = &parse_records(
            "[Event \"1.EB.\"]\n[GameID \"12\"]\n[White \"W\"]\n[Black \"B\"]\n1.e5 1-0",
        )[0];
        assert_eq!(g.label(), "1.EB. / GameID 12 / W - B");
        let g = &parse_records("\n\n1.e5 1-0")[0];
        assert_eq!(g.label(), "game at line 3");
        let g = &parse_records("[White \"W\"]\n[Published \"2020\"]\n1.e5")[0];
        assert_eq!(g.label(), "W - ? / 2020");
    }

    /// A small xorshift generator, so the garbage is the same on every run.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    #[test]
    fn garbage_never_panics() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let pieces = [
            "[",
            "]",
            "{",
            "}",
            ";",
            "%",
            "(",
            ")",
            "\"",
            "\\",
            "\n",
            "\r",
            "\r\n",
            " ",
            "\t",
            ".",
            "...",
            "…",
            "1.",
            "12...",
            "-",
            "*",
            "1-0",
            "0-1",
            "remi",
            "ź-ź",
            "½",
            "ep.",
            "e.p.",
            "e5",
            "Hxf7+",
            "!?",
            "#",
            "$",
            "$12",
            "Event",
            "GameID",
            "é",
            "ő",
            "😀",
            "\u{0}",
            "\u{feff}",
            "\u{202e}",
            "ⅷ",
            "0",
            "9",
            "x",
            "=",
            "e",
            "p",
            "[Event \"x\"]",
        ];
        for round in 0..3000 {
            let mut text = String::new();
            if round % 3 == 0 {
                // Random bytes, read the way a file is.
                let bytes: Vec<u8> = (0..rng.below(300)).map(|_| rng.next() as u8).collect();
                text = String::from_utf8_lossy(&bytes).into_owned();
            } else if round % 3 == 1 {
                // Random code points.
                for _ in 0..rng.below(200) {
                    let c = char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('?');
                    text.push(c);
                }
            } else {
                for _ in 0..rng.below(80) {
                    text.push_str(pieces[rng.below(pieces.len())]);
                }
            }
            for g in parse_records(&text) {
                assert!(!g.moves.is_empty() || g.result.is_some());
                assert!(g.line >= 1);
                let _ = g.label();
                for (i, m) in g.moves.iter().enumerate() {
                    assert_eq!(m.ply, i);
                    assert!(!m.text.is_empty());
                    assert!(m.line >= g.line);
                }
                if let Some(r) = &g.result {
                    assert!(["1-0", "0-1", "1/2-1/2", "*"].contains(&r.as_str()));
                }
            }
        }
        for text in [
            "", "[", "{", "[\"", "[a \"", "1.", "*", "ep.", "\u{0}", "[]", "[ ]",
        ] {
            let _ = parse_records(text);
        }
    }
}
