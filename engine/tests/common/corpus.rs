//! Fuzz corpora as text files: one input a line, `//` lines are comments, escapes for what a
//! line cannot hold. Shared by the engine's and the bot's hostile-input tests.

/// The lines of a corpus file, escapes read; `//` lines are comments.
pub fn corpus(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .map(unescape)
        .collect()
}

/// Reads the escapes of a corpus line: `\n`, `\t`, `\\`, `\u{..}`.
fn unescape(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('u') => {
                let hex: String = chars
                    .by_ref()
                    .skip_while(|&c| c == '{')
                    .take_while(|&c| c != '}')
                    .collect();
                let c = u32::from_str_radix(&hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .unwrap_or_else(|| panic!("bad escape \\u{{{hex}}} in a corpus"));
                out.push(c);
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}
