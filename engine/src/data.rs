//! Loading the data files: boards, pieces and variants, with precise errors.
//!
//! Files are read in two passes: serde (unknown keys rejected, with line numbers) and then
//! semantic checks that name the file, the key and the problem.

use crate::board::Board;
use crate::files::VariantLayer;
pub use crate::files::*;
use crate::geometry::Hex;
use crate::piece::PieceDef;
use crate::variant::Variant;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;
use std::sync::Arc;

/// A problem in a data file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct DataError {
    /// File, relative to the data directory (e.g. `variants/glinski.toml`).
    pub file: String,
    /// Key path inside the file (e.g. `players[1].cells.promotion`), or empty.
    pub key: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(l) = self.line {
            write!(f, ":{l}")?;
        }
        if !self.key.is_empty() {
            write!(f, ": key '{}'", self.key)?;
        }
        write!(f, ": {}", self.problem)
    }
}

impl DataError {
    /// Builds an error, guessing the line from the last segment of the key.
    pub fn new(file: &str, text: &str, key: &str, problem: impl Into<String>) -> DataError {
        let last = key
            .rsplit(['.', '['])
            .next()
            .unwrap_or("")
            .trim_end_matches(']');
        let line = if last.is_empty() || last.chars().all(|c| c.is_ascii_digit()) {
            None
        } else {
            text.lines()
                .position(|l| {
                    let t = l.trim_start();
                    t.starts_with(last)
                        || t.starts_with(&format!("[{last}"))
                        || t.contains(&format!("{last} ="))
                })
                .map(|i| i + 1)
        };
        DataError {
            file: file.to_string(),
            key: key.to_string(),
            line,
            problem: problem.into(),
        }
    }
}

/// Every loaded variant, by id.
#[derive(Debug, Clone, Default)]
pub struct Library {
    variants: BTreeMap<String, Arc<Variant>>,
}

/// The data files built into the binary, as (path relative to `data/`, contents).
pub fn builtin_files() -> &'static [(&'static str, &'static str)] {
    include!(concat!(env!("OUT_DIR"), "/builtin_data.rs"))
}

/// Parses TOML text, turning a syntax or type error into a [`DataError`].
fn parse_toml<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| toml_error(file, text, &e))
}

fn toml_error(file: &str, text: &str, e: &toml::de::Error) -> DataError {
    let line = e
        .span()
        .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
    let msg = e.message().to_string();
    let mut key = msg
        .split('`')
        .nth(1)
        .filter(|_| msg.contains("unknown field") || msg.contains("missing field"))
        .unwrap_or("")
        .to_string();
    if key.is_empty() {
        if let Some(l) = line {
            key = key_on_line(text, l).unwrap_or_default();
        }
    }
    DataError {
        file: file.to_string(),
        key,
        line,
        problem: msg,
    }
}

/// The dotted key assigned on a 1-based line (`rules.royal-capture`), from the nearest table
/// header above it, when the line is a plain `key = value`.
fn key_on_line(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let here = lines.get(line.checked_sub(1)?)?.trim();
    let (k, _) = here.split_once('=')?;
    let k = k.trim().trim_matches('"');
    if k.is_empty() || k.contains(['[', ' ', '{']) {
        return None;
    }
    let table = lines[..line - 1]
        .iter()
        .rev()
        .map(|l| l.trim())
        .find(|l| l.starts_with('['))
        .map(|l| l.trim_matches(['[', ']']).trim().to_string());
    Some(match table {
        Some(t) if !t.is_empty() => format!("{t}.{k}"),
        _ => k.to_string(),
    })
}

fn merge(base: &mut toml::Value, child: toml::Value) {
    match (base, child) {
        (toml::Value::Table(b), toml::Value::Table(c)) => {
            for (k, v) in c {
                match b.get_mut(&k) {
                    Some(slot) if slot.is_table() && v.is_table() => merge(slot, v),
                    _ => {
                        b.insert(k, v);
                    }
                }
            }
        }
        (b, c) => *b = c,
    }
}

/// Reads every `.toml` file under a data directory (`pieces.toml`, `boards/`, `variants/`)
/// as (path relative to the directory, contents).
///
/// # Errors
/// The files that cannot be read.
pub fn read_data_dir(dir: &Path) -> Result<Vec<(String, String)>, Vec<DataError>> {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for sub in ["", "boards", "variants"] {
        let d = dir.join(sub);
        let Ok(rd) = std::fs::read_dir(&d) else {
            if sub.is_empty() {
                errors.push(DataError {
                    file: dir.display().to_string(),
                    key: String::new(),
                    line: None,
                    problem: "cannot read the data directory".into(),
                });
            }
            continue;
        };
        let mut names: Vec<_> = rd.filter_map(Result::ok).map(|e| e.path()).collect();
        names.sort();
        for p in names {
            if p.extension().and_then(|e| e.to_str()) != Some("toml") {
                continue;
            }
            let rel = if sub.is_empty() {
                p.file_name()
                    .map(|n| n.to_string_lossy().to_string())
                    .unwrap_or_default()
            } else {
                format!(
                    "{sub}/{}",
                    p.file_name()
                        .map(|n| n.to_string_lossy())
                        .unwrap_or_default()
                )
            };
            match std::fs::read_to_string(&p) {
                Ok(t) => files.push((rel, t)),
                Err(e) => errors.push(DataError {
                    file: rel,
                    key: String::new(),
                    line: None,
                    problem: format!("cannot read: {e}"),
                }),
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(files)
}

impl Library {
    /// Loads the data files built into the binary.
    ///
    /// # Errors
    /// Every problem found, each naming file, key and problem.
    pub fn builtin() -> Result<Library, Vec<DataError>> {
        let files: Vec<(String, String)> = builtin_files()
            .iter()
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect();
        Library::from_files(&files)
    }

    /// Loads every `.toml` file under a data directory (`pieces.toml`, `boards/`, `variants/`).
    ///
    /// # Errors
    /// Every problem found, including unreadable files.
    pub fn load_dir(dir: &Path) -> Result<Library, Vec<DataError>> {
        Library::from_files(&read_data_dir(dir)?)
    }

    /// Loads the built-in data plus every `*.toml` file of `dir`, each a variant definition
    /// (as `data/variants/*.toml`; it may `extends` a built-in variant and use the built-in
    /// boards and pieces), checked as the built-in ones are. Variant ids are file names, and
    /// a file may not replace a built-in variant: an id clash is an error naming both files.
    ///
    /// # Errors
    /// Every problem found, each naming file (as given: `dir/name.toml`), key and problem.
    pub fn builtin_with_extra(dir: &Path) -> Result<Library, Vec<DataError>> {
        let base: Vec<(String, String)> = builtin_files()
            .iter()
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect();
        Library::with_extra(base, dir)
    }

    /// [`Library::builtin_with_extra`] on other base files (relative path, contents).
    ///
    /// # Errors
    /// As [`Library::builtin_with_extra`].
    pub fn with_extra(
        mut base: Vec<(String, String)>,
        dir: &Path,
    ) -> Result<Library, Vec<DataError>> {
        let shown = |name: &str| dir.join(name).display().to_string();
        let rd = std::fs::read_dir(dir).map_err(|e| {
            vec![DataError {
                file: dir.display().to_string(),
                key: String::new(),
                line: None,
                problem: format!("cannot read the folder of extra variants: {e}"),
            }]
        })?;
        let mut names: Vec<std::path::PathBuf> = rd
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("toml"))
            .collect();
        names.sort();
        let mut errors = Vec::new();
        // The extra files, by the name they take among the variants.
        let mut extra: BTreeMap<String, String> = BTreeMap::new();
        for p in names {
            let file = p
                .file_name()
                .map(|n| n.to_string_lossy().to_string())
                .unwrap_or_default();
            let inner = format!("variants/{file}");
            if base.iter().any(|(b, _)| *b == inner) {
                errors.push(DataError {
                    file: shown(&file),
                    key: String::new(),
                    line: None,
                    problem: format!(
                        "the variant id '{}' is taken by the built-in {inner}; rename the file",
                        file.trim_end_matches(".toml")
                    ),
                });
                continue;
            }
            match std::fs::read_to_string(&p) {
                Ok(t) => {
                    extra.insert(inner.clone(), shown(&file));
                    base.push((inner, t));
                }
                Err(e) => errors.push(DataError {
                    file: shown(&file),
                    key: String::new(),
                    line: None,
                    problem: format!("cannot read: {e}"),
                }),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Library::from_files(&base).map_err(|errs| {
            errs.into_iter()
                .map(|mut e| {
                    if let Some(real) = extra.get(&e.file) {
                        e.file.clone_from(real);
                    }
                    e
                })
                .collect()
        })
    }

    /// Loads from (relative path, contents) pairs.
    ///
    /// # Errors
    /// Every problem found.
    pub fn from_files(files: &[(String, String)]) -> Result<Library, Vec<DataError>> {
        let mut errors = Vec::new();
        let mut boards: BTreeMap<String, (String, Board)> = BTreeMap::new();
        let mut pieces: BTreeMap<String, PieceDef> = BTreeMap::new();
        let mut pieces_seen = false;
        let mut raw_variants: BTreeMap<String, (String, String, toml::Value)> = BTreeMap::new();
        for (path, text) in files {
            let stem = Path::new(path)
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_default();
            if path == "pieces.toml" {
                pieces_seen = true;
                match parse_toml::<BTreeMap<String, PieceDef>>(path, text) {
                    Ok(p) => {
                        for (id, def) in &p {
                            if let Err((sub, e)) = check_piece(def) {
                                let key = match sub {
                                    Some(k) => format!("{id}.{k}"),
                                    None => id.clone(),
                                };
                                errors.push(DataError::new(path, text, &key, e));
                            }
                        }
                        pieces = p;
                    }
                    Err(e) => errors.push(e),
                }
            } else if path.starts_with("boards/") {
                match parse_toml::<BoardFile>(path, text).and_then(|b| {
                    compile_board(&stem, &b).map_err(|(k, m)| DataError::new(path, text, &k, m))
                }) {
                    Ok(b) => {
                        boards.insert(stem, (path.clone(), b));
                    }
                    Err(e) => errors.push(e),
                }
            } else if path.starts_with("variants/") {
                match parse_toml::<VariantLayer>(path, text) {
                    Err(e) => {
                        errors.push(e);
                        continue;
                    }
                    Ok(layer) if layer.setup.is_some() && layer.setup_required.is_some() => {
                        errors.push(DataError::new(
                            path,
                            text,
                            "setup-required",
                            "give either 'setup' (the start position) or 'setup-required' \
                             (why there is none), not both",
                        ));
                        continue;
                    }
                    Ok(_) => {}
                }
                match text.parse::<toml::Table>() {
                    Ok(v) => {
                        raw_variants
                            .insert(stem, (path.clone(), text.clone(), toml::Value::Table(v)));
                    }
                    Err(e) => errors.push(toml_error(path, text, &e)),
                }
            }
        }
        if !pieces_seen {
            errors.push(DataError {
                file: "pieces.toml".into(),
                key: String::new(),
                line: None,
                problem: "missing".into(),
            });
        }
        let mut variants = BTreeMap::new();
        let depth = |id: &str| {
            let mut d = 0;
            let mut cur = id.to_string();
            while let Some(p) = raw_variants
                .get(&cur)
                .and_then(|(_, _, v)| v.get("extends"))
                .and_then(|v| v.as_str())
            {
                d += 1;
                if d > raw_variants.len() {
                    break;
                }
                cur = p.to_string();
            }
            d
        };
        let mut order: Vec<&String> = raw_variants.keys().collect();
        order.sort_by_key(|id| (depth(id), (*id).clone()));
        let mut failed: Vec<String> = errors
            .iter()
            .filter_map(|e| {
                e.file
                    .strip_prefix("variants/")
                    .and_then(|f| f.strip_suffix(".toml"))
                    .map(str::to_string)
            })
            .collect();
        for id in order {
            let (path, text, _) = &raw_variants[id];
            if let Some(parent) = raw_variants[id].2.get("extends").and_then(|v| v.as_str()) {
                if failed.iter().any(|f| f == parent) {
                    failed.push(id.clone());
                    errors.push(DataError::new(
                        path,
                        text,
                        "extends",
                        format!("parent variant '{parent}' has errors (see above)"),
                    ));
                    continue;
                }
            }
            let before = errors.len();
            // Resolve inheritance.
            let mut chain = vec![id.clone()];
            let mut cur = id.clone();
            let mut broken = None;
            while let Some(parent) = raw_variants
                .get(&cur)
                .and_then(|(_, _, v)| v.get("extends"))
                .and_then(|v| v.as_str())
            {
                if !raw_variants.contains_key(parent) {
                    broken = Some(format!("extends unknown variant '{parent}'"));
                    break;
                }
                if chain.iter().any(|c| c == parent) {
                    broken = Some(format!("inheritance cycle through '{parent}'"));
                    break;
                }
                chain.push(parent.to_string());
                cur = parent.to_string();
            }
            if let Some(p) = broken {
                errors.push(DataError::new(path, text, "extends", p));
                continue;
            }
            let mut merged = toml::Value::Table(toml::Table::new());
            for v in chain.iter().rev() {
                let mut layer = raw_variants[v].2.clone();
                if v != id {
                    if let Some(t) = layer.as_table_mut() {
                        // Metadata describes one file; a child restates its own.
                        t.remove("metadata");
                    }
                }
                // `setup` and `setup-required` are one choice: a layer giving either replaces
                // whichever its parent gave.
                let starts = ["setup", "setup-required"];
                if starts.iter().any(|k| layer.get(k).is_some()) {
                    if let Some(t) = merged.as_table_mut() {
                        for k in starts {
                            t.remove(k);
                        }
                    }
                }
                merge(&mut merged, layer);
            }
            let vf: VariantFile = match merged.try_into() {
                Ok(v) => v,
                Err(e) => {
                    let e: toml::de::Error = e;
                    let msg = e.message().to_string();
                    let key = msg.split('`').nth(1).unwrap_or("").to_string();
                    errors.push(DataError::new(path, text, &key, msg));
                    continue;
                }
            };
            if let Err((key, problem)) = crate::texts::check_variant_texts(&vf) {
                errors.push(DataError::new(path, text, &key, problem));
                continue;
            }
            let Some((_, board)) = boards.get(&vf.board) else {
                errors.push(DataError::new(
                    path,
                    text,
                    "board",
                    format!(
                        "unknown board '{}' (known: {})",
                        vf.board,
                        boards.keys().cloned().collect::<Vec<_>>().join(", ")
                    ),
                ));
                continue;
            };
            match Variant::compile(id, &vf, board.clone(), &pieces) {
                // No start array: nothing to check it against, and no army to count.
                Ok(v) if v.setup_required.is_some() => {
                    variants.insert(id.clone(), Arc::new(v));
                }
                Ok(mut v) => match crate::Position::start(&v) {
                    Ok(start) => {
                        v.set_army(&start);
                        variants.insert(id.clone(), Arc::new(v));
                    }
                    Err(e) => errors.push(DataError::new(
                        path,
                        text,
                        "setup",
                        format!("invalid start position: {e}"),
                    )),
                },
                Err((key, problem)) => errors.push(DataError::new(path, text, &key, problem)),
            }
            if errors.len() > before {
                failed.push(id.clone());
            }
        }
        if errors.is_empty() {
            Ok(Library { variants })
        } else {
            Err(errors)
        }
    }

    /// A variant by id.
    pub fn get(&self, id: &str) -> Option<&Arc<Variant>> {
        self.variants.get(id)
    }

    /// All variants, by id.
    pub fn variants(&self) -> impl Iterator<Item = &Arc<Variant>> {
        self.variants.values()
    }

    /// The variant a game record or a person names: by id, else the one variant whose id,
    /// name or other name (`metadata.names`) reads the same ignoring case, accents, spaces and
    /// punctuation ([`name_key`]). `None` when none does, or several do
    /// ([`Library::named`] lists them).
    ///
    /// ```
    /// # let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    /// assert_eq!(lib.find("Glinski").map(|v| v.id.as_str()), Some("glinski"));
    /// assert_eq!(lib.find("glinski's hexagonal chess").map(|v| v.id.as_str()), Some("glinski"));
    /// assert_eq!(lib.find("McCooey").map(|v| v.id.as_str()), Some("mccooey"));
    /// assert!(lib.find("Polish chess").is_none());
    /// # Ok::<_, String>(())
    /// ```
    pub fn find(&self, text: &str) -> Option<&Arc<Variant>> {
        if let Some(v) = self.variants.get(text.trim()) {
            return Some(v);
        }
        match self.named(text).as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Every variant whose id, name or other name (`metadata.names`) reads as `text`,
    /// ignoring case, accents, spaces and punctuation.
    pub fn named(&self, text: &str) -> Vec<&Arc<Variant>> {
        let key = name_key(text);
        if key.is_empty() {
            return Vec::new();
        }
        self.variants
            .values()
            .filter(|v| {
                std::iter::once(v.id.as_str())
                    .chain(std::iter::once(v.name.as_str()))
                    .chain(v.metadata.names.iter().map(String::as_str))
                    .any(|n| name_key(n) == key)
            })
            .collect()
    }

    /// Ids similar to `id` (shared prefix or small edit distance), for suggestions.
    pub fn suggest(&self, id: &str) -> Vec<String> {
        let id = id.to_ascii_lowercase();
        let mut scored: Vec<(usize, String)> = self
            .variants
            .keys()
            .map(|k| (edit_distance(&id, k), k.clone()))
            .filter(|(d, k)| *d <= 3 || k.starts_with(&id) || (id.len() >= 3 && k.contains(&id)))
            .collect();
        scored.sort();
        scored.into_iter().map(|(_, k)| k).take(3).collect()
    }
}

/// A name as [`Library::find`] compares it: lower case, accents taken off the Latin letters
/// that carry them in the languages of hexagonal chess's players (Polish, Hungarian, German,
/// French...), and everything but letters and digits left out: `Gliński's Hexagonal Chess`
/// reads `glinskishexagonalchess`.
pub fn name_key(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' => 'a',
            'ć' | 'č' | 'ç' => 'c',
            'ď' => 'd',
            'é' | 'è' | 'ê' | 'ë' | 'ę' | 'ě' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ł' => 'l',
            'ń' | 'ň' | 'ñ' => 'n',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ő' | 'ø' => 'o',
            'ř' => 'r',
            'ś' | 'š' | 'ş' => 's',
            'ť' => 't',
            'ú' | 'ù' | 'û' | 'ü' | 'ű' | 'ů' => 'u',
            'ý' | 'ÿ' => 'y',
            'ź' | 'ż' | 'ž' => 'z',
            other => other,
        })
        .filter(|c| c.is_alphanumeric())
        .collect()
}

/// Levenshtein distance between two short strings.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let v = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
            cur.push(v);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Checks one piece definition; on error, the sub-key at fault (if any) and the problem.
fn check_piece(def: &PieceDef) -> Result<(), (Option<&'static str>, String)> {
    if !def.letter.is_ascii_uppercase() {
        return Err((
            None,
            format!(
                "letter '{}' must be one upper-case ASCII letter",
                def.letter
            ),
        ));
    }
    if def.moves.is_empty() {
        return Err((None, "a piece needs at least one atom in 'moves'".into()));
    }
    for (i, a) in def.moves.iter().enumerate() {
        a.base_leap()
            .map_err(|e| (None, format!("moves[{i}]: {e}")))?;
        a.angle_ranges()
            .map_err(|e| (None, format!("moves[{i}]: {e}")))?;
        if a.range != 0 && a.min > a.range {
            return Err((
                None,
                format!("moves[{i}]: min {} is larger than range {}", a.min, a.range),
            ));
        }
        if a.min == 0 {
            return Err((None, format!("moves[{i}]: min must be at least 1")));
        }
        if a.jump {
            let bad = if a.range != 1 || a.min != 1 {
                Some("needs range 1 and min 1 (it jumps one cell, to the next)")
            } else if a.mode == crate::piece::Mode::Move {
                Some("cannot have mode 'move' (a jump always captures)")
            } else if a.en_passant || a.turning || a.dropped || a.from.is_some() {
                Some("cannot be combined with en-passant, turning, dropped or from")
            } else {
                None
            };
            if let Some(why) = bad {
                return Err((None, format!("moves[{i}]: a 'jump' atom {why}")));
            }
        }
    }
    if def.drag > 8 {
        return Err((
            Some("drag"),
            format!("drag {} is too many holes (at most 8)", def.drag),
        ));
    }
    if def.drag > 0 && !def.moves.iter().any(|a| a.range != 1 && !a.turning) {
        return Err((
            Some("drag"),
            "a piece that drags needs a straight rider atom (range 0 or at least 2) to drag along"
                .into(),
        ));
    }
    if def.drag > 0 && def.royal {
        return Err((Some("drag"), "a royal piece cannot drag".into()));
    }
    if let Some(r) = &def.relocate {
        if !matches!(r.as_str(), "obstacle" | "enemy") {
            return Err((
                Some("relocate"),
                format!("unknown relocate target '{r}' (expected obstacle or enemy)"),
            ));
        }
        if def.drag > 0 {
            return Err((
                Some("relocate"),
                "a piece cannot both drag and relocate".into(),
            ));
        }
    }
    Ok(())
}

fn compile_board(id: &str, b: &BoardFile) -> Result<Board, (String, String)> {
    let step = Hex::new(b.file_step[0], b.file_step[1]);
    if step == Hex::new(0, 0) {
        return Err(("file-step".into(), "must not be [0, 0]".into()));
    }
    let mut files: Vec<(String, Vec<(Hex, u32)>)> = Vec::new();
    for (i, f) in b.files.iter().enumerate() {
        if f.name.len() != 1 || !f.name.chars().all(|c| c.is_ascii_lowercase()) {
            return Err((
                format!("files[{i}].name"),
                format!("file name '{}' must be one lower-case letter", f.name),
            ));
        }
        if f.len == 0 {
            return Err((
                format!("files[{i}].len"),
                "a file needs at least one cell".into(),
            ));
        }
        let start = Hex::new(f.start[0], f.start[1]);
        let cells = (0..f.len)
            .map(|k| {
                (
                    start.add(step.scale(k as i32)),
                    f.first_rank + k * b.rank_step,
                )
            })
            .collect::<Vec<_>>();
        match files.iter_mut().find(|(n, _)| *n == f.name) {
            Some((_, list)) => {
                list.extend(cells);
                list.sort_by_key(|&(_, rank)| rank);
            }
            None => files.push((f.name.clone(), cells)),
        }
    }
    let mut board = Board::from_files(id, &b.name, files, b.colour_offset)
        .map_err(|e| ("files".to_string(), e))?;
    let mut regions = Vec::new();
    for (i, r) in b.regions.iter().enumerate() {
        let cells = board
            .parse_cells(&r.cells)
            .map_err(|e| (format!("regions[{i}].cells"), e.to_string()))?;
        regions.push((r.name.clone(), cells.into_iter().collect()));
    }
    let mut bound = Vec::new();
    for (i, name) in b.bound_steps.iter().enumerate() {
        let key = format!("bound-steps[{i}]");
        let atom: crate::piece::Atom = toml::from_str(&format!("vector = {name:?}"))
            .map_err(|e| (key.clone(), e.message().to_string()))?;
        let [la, lb] = atom.base_leap().map_err(|e| (key.clone(), e))?;
        bound.extend(crate::geometry::leap_images(la, lb));
    }
    if !bound.is_empty() && regions.is_empty() {
        return Err(("bound-steps".into(), "needs at least one region".into()));
    }
    board.set_regions(regions, bound);
    Ok(board)
}
