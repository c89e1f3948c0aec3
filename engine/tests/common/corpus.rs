//! Fuzz corpora as text files (one input a line, `//` lines are comments, escapes for what a
//! line cannot hold) and the generator of the inputs after them. Shared by the engine's and
//! the bot's hostile-input tests.

/// A small deterministic generator (splitmix64), so every run sees the same inputs.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

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
