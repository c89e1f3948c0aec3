//! The house rules of the source tree, checked over every crate: the crates' dependencies go
//! only downward, layer by layer (read from `cargo metadata`); inside the core, the folders
//! do too (`vocabulary`, then `state`, then `families`: no file names a folder above its
//! own); and no file circles (no set of source files that import each other, directly or
//! round a loop), so data flows one way and a newcomer can read each module knowing only
//! what is below it.
//!
//! Imports are read from the text: `crate::a::b` and `super::a` paths (`super::super::a`
//! too, with `{...}` groups) and, in a file that declares `mod child;`, paths starting
//! `child::`. A path counts as an import of the deepest source file it names. Doc comments,
//! comments and `mod tests { ... }` are left out (a test module may use what it likes from
//! its own file's parents).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// Every `.rs` file under `src`, by its module path (`core/mod.rs` is `core`).
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read src").flatten() {
            let p = entry.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                let rel = p.strip_prefix(src).expect("under src").with_extension("");
                let mut m: Module = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if matches!(m.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                    m.pop();
                }
                out.insert(m, p);
            }
        }
    }
    out
}

/// The file's code without comments and without its `#[cfg(test)] mod tests { ... }` (a
/// `mod tests;` declaration keeps the code after it).
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("read source");
    let text = match text.find("#[cfg(test)]\nmod tests {") {
        Some(i) => &text[..i],
        None => &text[..],
    };
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| l.split(" // ").next().unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths written after `at` (just past a `::`): one `a::b::c`, or each of a `{...}` group.
fn paths_after(text: &str, at: usize) -> Vec<Module> {
    let rest = &text[at..];
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 1;
        let mut end = group.len();
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let inner = &group[..end];
        // Split on top-level commas.
        let mut items = Vec::new();
        let (mut depth, mut from) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(&inner[from..i]);
                    from = i + 1;
                }
                _ => {}
            }
        }
        items.push(&inner[from..]);
        return items
            .into_iter()
            .map(|item| {
                item.trim()
                    .split("::")
                    .map(|s| s.trim().to_string())
                    .take_while(|s| !s.is_empty() && s.chars().all(is_ident))
                    .collect()
            })
            .collect();
    }
    let mut segs = Vec::new();
    let mut s = rest;
    loop {
        let end = s.find(|c: char| !is_ident(c)).unwrap_or(s.len());
        if end == 0 {
            break;
        }
        segs.push(s[..end].to_string());
        s = &s[end..];
        match s.strip_prefix("::") {
            Some(next) if !next.starts_with('{') => s = next,
            _ => break,
        }
    }
    vec![segs]
}

/// The paths a file names, each as written (`crate::a::b`, `super::super::a`, `child::a`)
/// and as a path from the crate root. Names in `bare` (modules of the crate root) count when
/// written alone at the start of a path (`a::b`, as `use crate::*` lets a file write it).
fn named(m: &Module, path: &Path, bare: &[&str]) -> Vec<(String, Module)> {
    let text = code(path);
    // `super` is the module above (for `core/mod.rs`, module `core`, the crate root).
    let parent: Module = m[..m.len().saturating_sub(1)].to_vec();
    // Each prefix, the module it starts from, and whether it names a module itself.
    let mut bases: Vec<(String, Module, bool)> = vec![
        ("crate::".to_string(), Vec::new(), false),
        ("super::".to_string(), parent, false),
    ];
    // Children declared here may be named without a prefix.
    for line in text.lines() {
        let l = line.trim();
        let l = l
            .strip_prefix("pub(crate) ")
            .or_else(|| l.strip_prefix("pub "))
            .unwrap_or(l);
        if let Some(name) = l.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            bases.push((format!("{name}::"), m.clone(), true));
        }
    }
    bases.extend(bare.iter().map(|b| (format!("{b}::"), Vec::new(), true)));
    let mut out = Vec::new();
    for (prefix, base, names_module) in &bases {
        let mut from = 0;
        while let Some(i) = text[from..].find(prefix.as_str()) {
            let at = from + i;
            from = at + prefix.len();
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| is_ident(c) || c == ':') {
                continue;
            }
            'path: for p in paths_after(&text, from) {
                let mut full = base.clone();
                if *names_module {
                    full.push(prefix.trim_end_matches("::").to_string());
                }
                let mut rest = &p[..];
                // `super::super::a`: each further `super` goes one module up.
                while prefix == "super::" && rest.first().is_some_and(|s| s == "super") {
                    if full.pop().is_none() {
                        continue 'path;
                    }
                    rest = &rest[1..];
                }
                full.extend(rest.iter().cloned());
                out.push((format!("{prefix}{}", p.join("::")), full));
            }
        }
    }
    out
}

/// The source file a path from the crate root reaches: the deepest module it names.
fn target(full: &Module, all: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    (1..=full.len())
        .rev()
        .map(|k| full[..k].to_vec())
        .find(|k| all.contains_key(k))
}

/// The modules a file imports.
fn imports(m: &Module, path: &Path, all: &BTreeMap<Module, PathBuf>) -> BTreeSet<Module> {
    named(m, path, &[])
        .into_iter()
        .filter_map(|(_, full)| target(&full, all))
        .filter(|t| !t.is_empty() && t != m)
        .collect()
}

/// The sets of files that import each other (strongly connected components of two or more).
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct Tarjan<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        on: BTreeSet<Module>,
        next: usize,
        out: Vec<Vec<Module>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: &Module) {
            self.index.insert(v.clone(), self.next);
            self.low.insert(v.clone(), self.next);
            self.next += 1;
            self.stack.push(v.clone());
            self.on.insert(v.clone());
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).expect("low");
                    *lv = (*lv).min(lw);
                } else if self.on.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).expect("low");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on.remove(&w);
                    let done = &w == v;
                    comp.push(w);
                    if done {
                        break;
                    }
                }
                if comp.len() > 1 {
                    self.out.push(comp);
                }
            }
        }
    }
    let mut t = Tarjan {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !t.index.contains_key(v) {
            t.visit(v);
        }
    }
    t.out
}

fn edges_of(src: &Path) -> BTreeMap<Module, BTreeSet<Module>> {
    let all = modules(src);
    all.iter()
        .map(|(m, p)| (m.clone(), imports(m, p, &all)))
        .collect()
}

#[test]
fn no_source_files_import_each_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for krate in [
        "engine",
        "render",
        "pairing",
        "puzzles",
        "bot",
        "bot/secret",
        "bot/store",
        "bot/core",
        "bot/web",
        "bot/console",
        "bot/discord",
        "bot/sim",
    ] {
        let edges = edges_of(&root.join(krate).join("src"));
        assert!(!edges.is_empty(), "{krate}: files found");
        for comp in circles(&edges) {
            let names: Vec<String> = comp.iter().map(|m| m.join("/")).collect();
            found.push(format!("{krate}: {}", names.join(" <-> ")));
        }
    }
    assert!(found.is_empty(), "file circles:\n{}", found.join("\n"));
}

#[test]
fn the_checker_sees_a_circle() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let src = tmp.path();
    std::fs::create_dir_all(src.join("core")).expect("mkdir");
    std::fs::write(src.join("lib.rs"), "pub mod core;\npub mod words;\n").expect("write");
    std::fs::write(
        src.join("core/mod.rs"),
        "mod live;\nuse live::Live;\n/// crate::words is not an import here.\npub struct Core;\n",
    )
    .expect("write");
    std::fs::write(
        src.join("core/live.rs"),
        "use super::{Core, other::{A, B}};\npub struct Live;\n",
    )
    .expect("write");
    std::fs::write(src.join("words.rs"), "use crate::core::Core;\n").expect("write");
    let edges = edges_of(src);
    let live: Module = vec!["core".into(), "live".into()];
    let core: Module = vec!["core".into()];
    assert!(edges[&core].contains(&live), "{edges:?}");
    assert!(edges[&live].contains(&core), "{edges:?}");
    assert!(!edges[&core].contains(&vec!["words".to_string()]));
    let found = circles(&edges);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].len(), 2);
}

/// The core's folders, lowest layer first: a file in one may name its own folder's files and
/// those below, never a folder above (the crate root, `lib.rs`, is on top and uses them all).
const CORE_LAYERS: [&str; 3] = ["vocabulary", "state", "families"];

/// The core layer a module is in (its place in [`CORE_LAYERS`]), if any.
fn core_layer(m: &[String]) -> Option<usize> {
    let first = m.first()?;
    CORE_LAYERS.iter().position(|l| l == first)
}

/// What the crate root re-exports from a layer (`pub use families::dm::{DmBatch, ..};`), by
/// name: naming it through the root (`crate::DmBatch`) reaches that layer.
fn reexports(src: &Path) -> BTreeMap<String, usize> {
    let text = code(&src.join("lib.rs"));
    let mut out = BTreeMap::new();
    for (layer, name) in CORE_LAYERS.iter().enumerate() {
        let lead = format!("pub use {name}::");
        let mut from = 0;
        while let Some(i) = text[from..].find(&lead) {
            let at = from + i + lead.len();
            let end = text[at..].find(';').map_or(text.len(), |e| at + e);
            let statement = &text[at..end];
            // The names it brings in: the words not followed by `::`.
            let mut rest = statement;
            while let Some(start) = rest.find(is_ident) {
                let word_end = rest[start..]
                    .find(|c: char| !is_ident(c))
                    .map_or(rest.len(), |e| start + e);
                let word = &rest[start..word_end];
                rest = &rest[word_end..];
                if !rest.trim_start().starts_with("::") {
                    out.insert(word.to_string(), layer);
                }
            }
            from = end;
        }
    }
    out
}

/// Each file under a layer of the core (tests aside) that names a module of a layer above
/// its own: through `crate::`, `super::`, a bare `state::`/`families::` (after `use
/// crate::*`), or a name the crate root re-exports from above. One line per file and path.
fn upward_arrows(src: &Path) -> Vec<String> {
    let all = modules(src);
    let lifted = reexports(src);
    let mut faults = BTreeSet::new();
    for (m, path) in &all {
        let Some(own) = core_layer(m) else {
            continue;
        };
        if m.iter().any(|s| s == "tests") {
            continue; // a test module may use anything
        }
        let file = path.strip_prefix(src).unwrap_or(path).display().to_string();
        for (written, full) in named(m, path, &CORE_LAYERS) {
            let above = match target(&full, &all) {
                Some(t) if !t.is_empty() => core_layer(&t),
                _ => full.first().and_then(|name| lifted.get(name).copied()),
            };
            if let Some(layer) = above.filter(|&l| l > own) {
                faults.insert(format!(
                    "{file} names {written}: {} is above {}",
                    CORE_LAYERS[layer], CORE_LAYERS[own]
                ));
            }
        }
    }
    faults.into_iter().collect()
}

#[test]
fn the_cores_layers_point_only_downward() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("core/src");
    let all = modules(&src);
    for layer in CORE_LAYERS {
        assert!(
            all.contains_key(&vec![layer.to_string()]),
            "bot/core/src/{layer}/mod.rs"
        );
    }
    let faults = upward_arrows(&src);
    assert!(
        faults.is_empty(),
        "upward arrows between the core's layers (move the piece down to the lowest layer that \
         uses it, rather than re-export it):\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_layer_check_sees_the_core_reach_upward() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let src = tmp.path();
    let files = [
        (
            "lib.rs",
            "pub mod families;\npub mod state;\npub mod vocabulary;\n\
             pub use families::vacation::{VacationCmd, DEFAULT_VACATION_DAYS};\n\
             pub use vocabulary::words::Said;\n",
        ),
        (
            "vocabulary/mod.rs",
            "pub mod command;\npub mod words;\n#[cfg(test)]\nmod tests;\n",
        ),
        (
            "vocabulary/command.rs",
            "mod puzzle;\nuse crate::vocabulary::words::Said;\n\
             pub enum Command { Notify(crate::families::notify::NotifyCmd) }\n",
        ),
        (
            "vocabulary/command/puzzle.rs",
            "use super::super::words::Said;\nuse super::super::super::state::live::LiveGame;\n",
        ),
        (
            "vocabulary/words.rs",
            "/// Not crate::state::live: a comment.\nuse crate::Said;\npub struct Said;\n\
             #[cfg(test)]\nmod tests {\n    use crate::families::notify::NotifyCmd;\n}\n",
        ),
        ("vocabulary/tests.rs", "use crate::state::live::LiveGame;\n"),
        ("state/mod.rs", "pub mod commit;\npub mod live;\n"),
        (
            "state/commit.rs",
            "use crate::*;\nfn f() { state::live::lock(); families::premove::answer(); }\n",
        ),
        (
            "state/live.rs",
            "use crate::{vocabulary::words::Said, DEFAULT_VACATION_DAYS};\npub struct LiveGame;\n",
        ),
        (
            "families/mod.rs",
            "pub mod notify;\npub mod premove;\npub mod vacation;\n",
        ),
        (
            "families/notify.rs",
            "use crate::state::live::LiveGame;\nuse crate::VacationCmd;\n",
        ),
        ("families/premove.rs", "use super::notify::NotifyCmd;\n"),
        (
            "families/vacation.rs",
            "pub const DEFAULT_VACATION_DAYS: u32 = 30;\n",
        ),
    ];
    for (name, text) in files {
        let path = src.join(name);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("mkdir");
        std::fs::write(path, text).expect("write");
    }
    assert_eq!(
        upward_arrows(src),
        vec![
            "state/commit.rs names families::premove::answer: families is above state".to_string(),
            "state/live.rs names crate::DEFAULT_VACATION_DAYS: families is above state".to_string(),
            "vocabulary/command.rs names crate::families::notify::NotifyCmd: families is above \
             vocabulary"
                .to_string(),
            "vocabulary/command/puzzle.rs names super::super::super::state::live::LiveGame: state \
             is above vocabulary"
                .to_string(),
        ]
    );
}

/// The workspace's crates, lowest layer first, and the workspace crates each may use. A crate
/// may use only crates of lower layers; a transport never another transport but the web (the
/// Discord process serves the pages); nothing below the binary knows the binary.
const LAYERS: &[(&str, &[&str])] = &[
    // Pure: rules, pictures, pairings and puzzles know nothing of chat, storage or time.
    ("hexcourier-engine", &[]),
    ("hexcourier-render", &["hexcourier-engine"]),
    ("hexcourier-pairing", &[]),
    ("hexcourier-puzzles", &["hexcourier-engine"]),
    // The bot's layers.
    ("hexcourier-secret", &[]),
    (
        "hexcourier-store",
        &["hexcourier-secret", "hexcourier-engine"],
    ),
    (
        "hexcourier-core",
        &[
            "hexcourier-secret",
            "hexcourier-store",
            "hexcourier-engine",
            "hexcourier-render",
            "hexcourier-pairing",
            "hexcourier-puzzles",
        ],
    ),
    (
        "hexcourier-web",
        &[
            "hexcourier-secret",
            "hexcourier-store",
            "hexcourier-core",
            "hexcourier-engine",
            "hexcourier-render",
        ],
    ),
    (
        "hexcourier-console",
        &[
            "hexcourier-store",
            "hexcourier-core",
            "hexcourier-engine",
            "hexcourier-render",
        ],
    ),
    (
        "hexcourier-discord",
        &[
            "hexcourier-secret",
            "hexcourier-store",
            "hexcourier-core",
            "hexcourier-web",
            "hexcourier-engine",
            "hexcourier-render",
        ],
    ),
    (
        "hexcourier-sim",
        &[
            "hexcourier-store",
            "hexcourier-core",
            "hexcourier-console",
            "hexcourier-engine",
            "hexcourier-render",
            "hexcourier-pairing",
        ],
    ),
];

/// Outside crates a layer must not use: chat, HTTP, SQL, embedded storage and async runtimes
/// stay out of the pure crates and the core; chat stays out of the store, the web and the
/// console.
const FORBIDDEN: &[(&str, &[&str])] = &[
    ("hexcourier-engine", PURE),
    ("hexcourier-render", PURE),
    ("hexcourier-pairing", PURE),
    ("hexcourier-puzzles", PURE),
    ("hexcourier-secret", PURE),
    ("hexcourier-core", PURE),
    ("hexcourier-store", CHAT),
    ("hexcourier-web", CHAT),
    (
        "hexcourier-console",
        &["serenity", "poise", "axum", "hyper", "tokio"],
    ),
    (
        "hexcourier-sim",
        &["serenity", "poise", "axum", "hyper", "tokio"],
    ),
];
const PURE: &[&str] = &[
    "serenity",
    "poise",
    "reqwest",
    "axum",
    "hyper",
    "tokio",
    "tokio-postgres",
    "deadpool-postgres",
    "sled",
];
const CHAT: &[&str] = &["serenity", "poise", "reqwest"];

/// Each workspace crate and its direct (normal and build) dependencies, from `cargo metadata`.
fn manifests() -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    let mut crates = BTreeMap::new();
    for p in meta["packages"].as_array().expect("packages") {
        let deps = p["dependencies"]
            .as_array()
            .expect("dependencies")
            .iter()
            .filter(|d| d["kind"].as_str() != Some("dev"))
            .filter_map(|d| d["name"].as_str().map(str::to_string))
            .collect();
        crates.insert(p["name"].as_str().expect("name").to_string(), deps);
    }
    crates
}

/// What is wrong with `crates`' dependencies under [`LAYERS`] and [`FORBIDDEN`].
fn layer_faults(crates: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut faults = Vec::new();
    for (name, deps) in crates {
        if name == "hexcourier" {
            continue; // the binary wires everything together
        }
        let Some((_, allowed)) = LAYERS.iter().find(|(n, _)| n == name) else {
            faults.push(format!(
                "{name}: a crate missing from the layers of bot/tests/house.rs"
            ));
            continue;
        };
        for d in deps.iter().filter(|d| d.starts_with("hexcourier")) {
            if !allowed.contains(&d.as_str()) {
                faults.push(format!("{name} uses {d}: not a layer below it"));
            }
        }
        let banned = FORBIDDEN
            .iter()
            .find(|(n, _)| n == name)
            .map_or(&[][..], |f| f.1);
        for d in deps.iter().filter(|d| banned.contains(&d.as_str())) {
            faults.push(format!("{name} uses {d}, which this layer must not know"));
        }
    }
    faults
}

#[test]
fn the_crates_depend_only_downward() {
    let crates = manifests();
    assert!(crates.len() >= 12, "{:?}", crates.keys());
    let faults = layer_faults(&crates);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_layer_check_sees_an_upward_arrow_and_a_forbidden_crate() {
    let mut crates = manifests();
    crates
        .get_mut("hexcourier-core")
        .expect("core")
        .extend(["hexcourier-discord".to_string(), "tokio".to_string()]);
    crates.insert("hexcourier-new".into(), BTreeSet::new());
    assert_eq!(
        layer_faults(&crates),
        vec![
            "hexcourier-core uses hexcourier-discord: not a layer below it".to_string(),
            "hexcourier-core uses tokio, which this layer must not know".to_string(),
            "hexcourier-new: a crate missing from the layers of bot/tests/house.rs".to_string(),
        ]
    );
}
