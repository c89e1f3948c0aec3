//! The words a data file gives people to read (names and rules prose) checked at load: they
//! are shown in chat replies, thread titles and pictures, so they are bounded like text a
//! user types, and names keep to letters, digits, spaces and a little punctuation (no chat
//! markup, no mention characters, nothing invisible).

use crate::files::VariantFile;

/// The longest variant name.
pub const MAX_VARIANT_NAME_CHARS: usize = 64;
/// The longest name of a side or a marker.
pub const MAX_SHORT_NAME_CHARS: usize = 32;
/// The longest rules prose (`metadata.rules`).
pub const MAX_RULES_CHARS: usize = 6000;
/// The longest `metadata.source` or `metadata.author`.
pub const MAX_CREDIT_CHARS: usize = 300;

/// The punctuation a name may use besides letters, digits and spaces.
const NAME_PUNCTUATION: &str = "'’-.,()&:+/!?";

/// Checks a name: 1 to `max` characters, letters, digits, single spaces and
/// [`NAME_PUNCTUATION`] only.
///
/// # Errors
/// The problem, in words.
pub fn check_name(name: &str, max: usize) -> Result<(), String> {
    let n = name.chars().count();
    if n == 0 || name.trim() != name {
        return Err("must not be empty or start or end with a space".into());
    }
    if n > max {
        return Err(format!("is {n} characters long; at most {max}"));
    }
    if name.contains("  ") {
        return Err("has two spaces in a row".into());
    }
    if let Some(c) = name
        .chars()
        .find(|&c| !(c.is_alphanumeric() || c == ' ' || NAME_PUNCTUATION.contains(c)))
    {
        return Err(format!(
            "has the character {c:?}; names use letters, digits, spaces and {NAME_PUNCTUATION}"
        ));
    }
    Ok(())
}

/// Checks prose: at most `max` characters, and no control characters but line breaks and
/// tabs, nor invisible direction or zero-width marks.
///
/// # Errors
/// The problem, in words.
pub fn check_prose(text: &str, max: usize) -> Result<(), String> {
    let n = text.chars().count();
    if n > max {
        return Err(format!("is {n} characters long; at most {max}"));
    }
    let invisible = |c: char| matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}');
    if let Some(c) = text
        .chars()
        .find(|&c| (c.is_control() && c != '\n' && c != '\t') || invisible(c))
    {
        return Err(format!("has the control or invisible character {c:?}"));
    }
    Ok(())
}

/// Checks every text of a variant file people read: on error, the key at fault and why.
///
/// # Errors
/// `(key, problem)` for the first text that does not pass.
pub fn check_variant_texts(vf: &VariantFile) -> Result<(), (String, String)> {
    check_name(&vf.name, MAX_VARIANT_NAME_CHARS).map_err(|e| ("name".to_string(), e))?;
    for (i, p) in vf.players.iter().enumerate() {
        check_name(&p.name, MAX_SHORT_NAME_CHARS).map_err(|e| (format!("players[{i}].name"), e))?;
    }
    for (i, m) in vf.markers.iter().enumerate() {
        check_name(&m.name, MAX_SHORT_NAME_CHARS).map_err(|e| (format!("markers[{i}].name"), e))?;
    }
    let meta = &vf.metadata;
    check_prose(&meta.rules, MAX_RULES_CHARS).map_err(|e| ("metadata.rules".to_string(), e))?;
    check_prose(&meta.source, MAX_CREDIT_CHARS).map_err(|e| ("metadata.source".to_string(), e))?;
    check_prose(&meta.author, MAX_CREDIT_CHARS).map_err(|e| ("metadata.author".to_string(), e))?;
    for (i, n) in meta.names.iter().enumerate() {
        check_name(n, MAX_VARIANT_NAME_CHARS).map_err(|e| (format!("metadata.names[{i}]"), e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_to_plain_words() {
        assert!(check_name("Glinski's Hexagonal Chess", 64).is_ok());
        assert!(check_name("Hex Frontofhouse (Glinski style, three players)", 64).is_ok());
        assert!(check_name("Hexasakk: Magyar", 64).is_ok());
        assert!(check_name("@everyone", 64).is_err());
        assert!(check_name("**bold**", 64).is_err());
        assert!(check_name("a\u{202E}b", 64).is_err());
        assert!(check_name("", 64).is_err());
        assert!(check_name(" x", 64).is_err());
        assert_eq!(
            check_name(&"x".repeat(65), 64),
            Err("is 65 characters long; at most 64".to_string())
        );
    }

    #[test]
    fn prose_is_bounded_and_visible() {
        assert!(check_prose("Two lines.\nAnd a tab\there.", 100).is_ok());
        assert!(check_prose("bell\u{7}", 100).is_err());
        assert!(check_prose("zero\u{200B}width", 100).is_err());
        assert!(check_prose(&"x".repeat(101), 100).is_err());
    }
}
