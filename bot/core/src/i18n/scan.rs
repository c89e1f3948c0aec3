//! How much English is still written in the code rather than in the Fluent files: a scan of
//! the core's, the Discord adapter's and the web pages' sources (tests, comments, attributes,
//! log lines and operators' pages left out) for string literals that read as English
//! sentences. A ratchet: the count may
//! only go down as texts move into `bot/core/locales/`; it is now zero.

use std::collections::BTreeMap;
use std::path::Path;

/// English sentence literals left in the reply paths: none. Every text a player reads is in
/// the Fluent files; what stays English is for operators (logs, `NOT_FOR_PLAYERS`,
/// `OPERATORS_ONLY`), mirrored (usage lines, choices, problems) or marked `// english:` with
/// its reason (records, the test painter, typed forms of commands).
const BASELINE: usize = 0;

/// Files whose English is mirrored in the Fluent files and checked against them byte for byte
/// (English stays written there so that its replies never change by accident).
const MIRRORED: [&str; 1] = ["core/src/vocabulary/problem.rs"];

/// Files only operators read (`/metrics`, `/healthz`, `/readyz`, `/status`, the log lines on
/// reaching Discord, `hexcourier invite`, the words settings take, the replay's size error the
/// log shows, and the permission table README.md shows): English stays.
const OPERATORS_ONLY: [&str; 9] = [
    // Why a stored game record cannot be used: logged, never shown to a player.
    "core/src/state/live.rs",
    // Why a Discord request failed: logged (and retried), never shown to a player.
    "discord/src/rest.rs",
    "web/src/ops.rs",
    "core/src/vocabulary/permission.rs",
    "core/src/metrics.rs",
    "core/src/vocabulary/setting.rs",
    "core/src/picture.rs",
    "discord/src/reach.rs",
    "discord/src/invite.rs",
];

/// The string literals of a line (escaped quotes kept inside).
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    let mut inside: Option<String> = None;
    while let Some(c) = chars.next() {
        match (&mut inside, c) {
            (None, '"') => inside = Some(String::new()),
            (None, '\'') => {
                // A char literal such as '"': skip it whole.
                let mut n = 0;
                while let Some(&d) = chars.peek() {
                    chars.next();
                    n += 1;
                    if d == '\'' || n > 3 {
                        break;
                    }
                }
            }
            (Some(s), '\\') => {
                s.push('\\');
                if let Some(d) = chars.next() {
                    s.push(d);
                }
            }
            (Some(s), '"') => {
                out.push(std::mem::take(s));
                inside = None;
            }
            (Some(s), d) => s.push(d),
            (None, _) => {}
        }
    }
    out
}

/// Whether a literal reads as English words for a person: at least three words, two of them
/// plain lower-case words (`"The game changed"`, `"{} to move"`, `"the game has started."`).
fn is_sentence(lit: &str) -> bool {
    let words: Vec<&str> = lit.split_whitespace().collect();
    let plain = words
        .iter()
        .filter(|w| {
            let w = w.trim_end_matches([',', '.', ';', ':', '!', '?']);
            w.len() > 1 && w.chars().all(|c| c.is_ascii_lowercase() || c == '\'')
        })
        .count();
    words.len() >= 3 && plain >= 2
}

/// Lines whose literals are for operators or programmers, not players: logs, errors of
/// start-up and tools, panics, and the problems whose words players never see (a storage
/// error's detail is logged; a broken variant's is the data file's author's; a message
/// Discord would not take, a DM it refused and an unknown job are logged).
const NOT_FOR_PLAYERS: [&str; 15] = [
    "tracing::",
    "anyhow!",
    "bail!(",
    ".context(",
    "with_context(",
    ".expect(",
    "panic!(",
    "StoreError::",
    "unreachable!(",
    "Problem::Storage(",
    "Problem::BrokenVariant(",
    "Sent::Hopeless(",
    "DmOutcome::Failed(",
    "JobDone::Unknown(",
    "warnings.push(",
];

/// A comment that says why the literals of the line after it stay English: `// english:
/// a record's comment (records stay in English)`.
const ENGLISH_BY_DESIGN: &str = "// english:";

/// A usage line or a setting's choices whose English is a `help.ftl` text said whole in the
/// asker's language (`usage_in`, `choices_in`): written in the code, read in every language.
fn is_mirrored(lit: &str) -> bool {
    use crate::vocabulary::command::{CHOICES, USAGE_LINES};
    let unescaped = lit.replace("\\\"", "\"");
    USAGE_LINES
        .iter()
        .chain(CHOICES.iter())
        .any(|k| super::plain(super::Lang::En, k) == unescaped)
}

/// The English sentence literals per file under `dir` (not its tests).
fn scan(dir: &Path, out: &mut BTreeMap<String, usize>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            // The languages themselves.
            if !path.ends_with("i18n") {
                scan(&path, out);
            }
            continue;
        }
        let name = path.display().to_string();
        if MIRRORED
            .iter()
            .chain(&OPERATORS_ONLY)
            .any(|m| name.ends_with(m))
        {
            continue;
        }
        if path.extension().is_none_or(|x| x != "rs")
            || name.ends_with("tests.rs")
            || name.contains("/tests/")
        {
            continue;
        }
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        // Up to its tests (`#[cfg(test)]`, or `#[cfg(all(test, unix))]` and the like).
        let tests_at = ["#[cfg(test)]", "#[cfg(all(test"]
            .iter()
            .filter_map(|m| src.find(m))
            .min()
            .unwrap_or(src.len());
        let code = &src[..tests_at];
        let mut in_log = false;
        let mut by_design = false;
        let mut n = 0;
        for line in code.lines() {
            let t = line.trim_start();
            if NOT_FOR_PLAYERS.iter().any(|w| t.contains(w)) {
                in_log = true;
            }
            let said_english = std::mem::replace(&mut by_design, t.starts_with(ENGLISH_BY_DESIGN));
            let skip = in_log || said_english || t.starts_with("//") || t.starts_with("#[");
            if !skip {
                n += literals(line)
                    .iter()
                    .filter(|l| is_sentence(l) && !is_mirrored(l))
                    .count();
            }
            if in_log && (t.ends_with(");") || t.ends_with(")") && !t.ends_with("(")) {
                in_log = false;
            }
        }
        if n > 0 {
            let short = name.split("/../").last().unwrap_or(&name).to_string();
            out.insert(short, n);
        }
    }
}

#[test]
fn english_left_in_the_code_only_goes_down() {
    // The crates players read: the core (its own modules; not the languages themselves), the
    // Discord adapter and the web pages.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = BTreeMap::new();
    for dir in ["core/src", "discord/src", "web/src"] {
        scan(&root.join(dir), &mut found);
    }
    let total: usize = found.values().sum();
    let mut by_count: Vec<(&String, &usize)> = found.iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(a.1));
    let listing: Vec<String> = by_count.iter().map(|(f, n)| format!("{n:4} {f}")).collect();
    println!(
        "{total} English sentence literals in the core, the Discord adapter and the web pages:\n{}",
        listing.join("\n")
    );
    assert!(
        total == BASELINE,
        "{total} English sentence literals, more than the {BASELINE} allowed: move new texts into bot/core/locales/en/*.ftl (with pl, hu, de):\n{}",
        listing.join("\n")
    );
}

#[test]
fn the_scan_finds_sentences_and_skips_the_rest() {
    assert_eq!(
        literals(r#"write!(f, "It is {user}'s turn, \"now\".", x) + "a""#),
        [r#"It is {user}'s turn, \"now\"."#, "a"]
    );
    assert!(is_sentence("Only a server admin can change it."));
    assert!(is_sentence("the game has started."));
    assert!(!is_sentence("problem-not-your-turn"));
    assert!(!is_sentence("{} ({})"));
    assert!(!is_sentence("/hex board"));
}
