//! The Fluent files, embedded at build time, and the bundles made of them once, on first use.

use super::lang::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentArgs as Args;
use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::{Mutex, Once, OnceLock, PoisonError};

/// One embedded file: its language, its path under `bot/core/locales` and its text.
type File = (Lang, &'static str, &'static str);

/// Embeds `bot/core/locales/<lang>/<name>.ftl` for every language.
macro_rules! files {
    ($($name:literal),* $(,)?) => {
        &[
            $(
                (Lang::En, concat!("en/", $name, ".ftl"), include_str!(concat!("../../locales/en/", $name, ".ftl"))),
                (Lang::Pl, concat!("pl/", $name, ".ftl"), include_str!(concat!("../../locales/pl/", $name, ".ftl"))),
                (Lang::Hu, concat!("hu/", $name, ".ftl"), include_str!(concat!("../../locales/hu/", $name, ".ftl"))),
                (Lang::De, concat!("de/", $name, ".ftl"), include_str!(concat!("../../locales/de/", $name, ".ftl"))),
            )*
        ]
    };
}

/// Every Fluent file of every language. A new file goes in each language's folder and here.
pub(super) const FILES: &[File] = files![
    "commands",
    "problems",
    "turns",
    "reference",
    "discord",
    "help",
    "info",
    "tournament",
    "comforts",
    "game",
    "console",
    "moves",
    "web",
    "pieces",
    "variants",
    "puzzles"
];

/// The bundles, one per language, and what was wrong with the files.
struct Catalog {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
    errors: Vec<String>,
}

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(load)
}

fn load() -> Catalog {
    let mut errors = Vec::new();
    let bundles = Lang::ALL
        .iter()
        .map(|&lang| {
            // A bundle's language picks its plural rules; every code here is a valid one.
            let id = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // No Unicode isolation marks around arguments: replies are plain chat text.
            bundle.set_use_isolating(false);
            for (_, path, source) in FILES.iter().filter(|(l, _, _)| *l == lang) {
                let resource = match FluentResource::try_new((*source).to_string()) {
                    Ok(r) => r,
                    Err((r, errs)) => {
                        for e in errs {
                            errors.push(format!("{path}: {e:?}"));
                        }
                        r
                    }
                };
                if let Err(errs) = bundle.add_resource(resource) {
                    for e in errs {
                        errors.push(format!("{path}: {e}"));
                    }
                }
            }
            (lang, bundle)
        })
        .collect();
    Catalog { bundles, errors }
}

fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    catalog()
        .bundles
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, b)| b)
}

/// `key` (`message` or `message.attribute`) formatted in `lang`, if `lang` has it.
pub(super) fn format(lang: Lang, key: &str, args: Option<&Args<'_>>) -> Option<String> {
    let bundle = bundle(lang)?;
    let (id, attribute) = match key.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (key, None),
    };
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    if !errors.is_empty() {
        tracing::debug!(lang = %lang, key, "fluent: {errors:?}");
    }
    Some(text)
}

/// What is shown for a key no language has: the key itself, logged once per key.
pub(super) fn unknown_key(key: &str) -> String {
    static SEEN: OnceLock<Mutex<HashSet<String>>> = OnceLock::new();
    let seen = SEEN.get_or_init(Mutex::default);
    if seen
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(key.to_string())
    {
        tracing::warn!(key, "no language has this text; showing its key");
    }
    key.to_string()
}

/// What the load-time check of the language files found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Check {
    /// Syntax errors and duplicate keys, each naming its file.
    pub errors: Vec<String>,
    /// Per language other than English, the English keys (`message` or
    /// `message.attribute`) it lacks; English is shown for them.
    pub missing: BTreeMap<Lang, Vec<String>>,
    /// Per language, keys English does not have (left over, or misspelt).
    pub extra: BTreeMap<Lang, Vec<String>>,
    /// Per language, texts using a variable (`$name`) their English text does not give, as
    /// `key: $name` (they would show `{$name}`).
    pub unknown_variables: BTreeMap<Lang, Vec<String>>,
}

impl Check {
    /// Whether nothing is wrong or missing.
    pub fn is_clean(&self) -> bool {
        self.errors.is_empty()
            && self.missing.values().all(Vec::is_empty)
            && self.extra.values().all(Vec::is_empty)
            && self.unknown_variables.values().all(Vec::is_empty)
    }

    /// One line per finding, for the log.
    pub fn lines(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .errors
            .iter()
            .map(|e| format!("language file error: {e}"))
            .collect();
        let per_lang = |what: &str, map: &BTreeMap<Lang, Vec<String>>, out: &mut Vec<String>| {
            for (lang, keys) in map.iter().filter(|(_, k)| !k.is_empty()) {
                out.push(format!(
                    "language {lang}: {} {what}: {}",
                    keys.len(),
                    keys.join(", ")
                ));
            }
        };
        per_lang("key(s) missing, shown in English", &self.missing, &mut out);
        per_lang("key(s) English does not have", &self.extra, &mut out);
        per_lang(
            "text(s) with variables English does not give",
            &self.unknown_variables,
            &mut out,
        );
        out
    }
}

/// Every key of one language's files (`message`, `message.attribute`), with the variables
/// each text uses.
pub(super) fn keys_of(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut keys = BTreeMap::new();
    for (_, _, source) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            if let Some(value) = &m.value {
                let mut vars = BTreeSet::new();
                pattern_variables(value, &mut vars);
                keys.insert(m.id.name.to_string(), vars);
            }
            for a in &m.attributes {
                let mut vars = BTreeSet::new();
                pattern_variables(&a.value, &mut vars);
                keys.insert(format!("{}.{}", m.id.name, a.id.name), vars);
            }
        }
    }
    keys
}

fn pattern_variables(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        _ => {}
    }
}

/// Checks every language file: syntax, and the keys and variables of each language against
/// English.
pub fn check() -> Check {
    let english = keys_of(Lang::En);
    let mut check = Check {
        errors: catalog().errors.clone(),
        ..Check::default()
    };
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let theirs = keys_of(lang);
        check.missing.insert(
            lang,
            english
                .keys()
                .filter(|k| !theirs.contains_key(*k))
                .cloned()
                .collect(),
        );
        check.extra.insert(
            lang,
            theirs
                .keys()
                .filter(|k| !english.contains_key(*k))
                .cloned()
                .collect(),
        );
        let mut unknown = Vec::new();
        for (key, vars) in &theirs {
            if let Some(en) = english.get(key) {
                for v in vars.difference(en) {
                    unknown.push(format!("{key}: ${v}"));
                }
            }
        }
        check.unknown_variables.insert(lang, unknown);
    }
    check
}

/// Logs what [`check`] finds, once per process (at start-up): warnings, since every
/// missing text is shown in English.
pub fn log_warnings() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        for line in check().lines() {
            tracing::warn!("{line}");
        }
    });
}
