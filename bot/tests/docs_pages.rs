//! The manual's shape (issue 34): the README stays a front page with the two commands, every
//! page says first whom it is for, and every link between the pages (and to files of the
//! repository) leads somewhere: a file that exists and, after `#`, a heading it has.

use std::path::{Path, PathBuf};

type R<T = ()> = Result<T, Box<dyn std::error::Error>>;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The manual's pages, relative to the repository's root.
fn pages() -> R<Vec<PathBuf>> {
    let mut pages: Vec<PathBuf> = [
        "README.md",
        "ARCHITECTURE.md",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
    ]
    .iter()
    .map(PathBuf::from)
    .collect();
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .filter_map(|p| p.strip_prefix(root()).ok().map(Path::to_path_buf))
        .collect();
    docs.sort();
    pages.extend(docs);
    Ok(pages)
}

/// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as `-`.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_' || *c == ' ')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The text outside fenced code blocks.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The targets of the markdown links `[text](target)` of a text.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices("](") {
        let rest = &text[at + 2..];
        if let Some(end) = rest.find(')') {
            let target = &rest[..end];
            if !target.contains(char::is_whitespace) {
                out.push(target.to_string());
            }
        }
    }
    out
}

#[test]
fn the_readme_is_a_front_page_with_the_two_commands() -> R {
    let readme = std::fs::read_to_string(root().join("README.md"))?;
    let lines = readme.lines().count();
    assert!(
        lines <= 150,
        "README.md has {lines} lines; a front page has at most 150"
    );
    let commands = "Run the bot (with no `DISCORD_TOKEN` set it starts the local console on an embedded sled store in\n`./hexcourier-data`):\n\n    cargo run --release -p hexcourier\n\nRun the tests:\n\n    cargo test --workspace\n";
    assert!(
        readme.contains(commands),
        "README.md shows the two commands as they are"
    );
    Ok(())
}

#[test]
fn every_page_says_whom_it_is_for() -> R {
    for page in pages()? {
        if page == Path::new("README.md") {
            continue;
        }
        let text = std::fs::read_to_string(root().join(&page))?;
        let first = text
            .lines()
            .skip(1)
            .find(|l| !l.trim().is_empty())
            .unwrap_or_default();
        assert!(
            first.starts_with("*For "),
            "{}: starts with whom it is for, not `{first}`",
            page.display()
        );
    }
    Ok(())
}

#[test]
fn every_link_leads_somewhere() -> R {
    let mut wrong = Vec::new();
    for page in pages()? {
        let text = prose(&std::fs::read_to_string(root().join(&page))?);
        let dir = page.parent().unwrap_or(Path::new("")).to_path_buf();
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, fragment) = target.split_once('#').unwrap_or((&target, ""));
            let file = if path.is_empty() {
                page.clone()
            } else {
                dir.join(path)
            };
            let full = root().join(&file);
            if !full.exists() {
                wrong.push(format!("{}: {target}: no such file", page.display()));
                continue;
            }
            if fragment.is_empty() || full.extension().is_none_or(|e| e != "md") {
                continue;
            }
            let headings: Vec<String> = prose(&std::fs::read_to_string(&full)?)
                .lines()
                .filter(|l| l.starts_with('#'))
                .map(|l| anchor(l.trim_start_matches('#')))
                .collect();
            if !headings.iter().any(|h| h == fragment) {
                wrong.push(format!("{}: {target}: no such heading", page.display()));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "links that lead nowhere:\n{}",
        wrong.join("\n")
    );
    Ok(())
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        anchor(" Delivery: the next player is always told"),
        "delivery-the-next-player-is-always-told"
    );
    assert_eq!(anchor("Your server's id"), "your-servers-id");
    assert_eq!(
        anchor("Safety: what members, players, voters and admins can and cannot do"),
        "safety-what-members-players-voters-and-admins-can-and-cannot-do"
    );
}
