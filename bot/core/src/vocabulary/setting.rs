//! The words settings take, the same in the config file, the environment and flags, for every
//! crate that reads one.

/// The words a yes-or-no setting takes, for messages.
pub const BOOL_WORDS: &str = "true or false (also on/off, yes/no, 1/0)";

/// A yes-or-no setting's value: `true`, `on`, `yes`, `1` or `false`, `off`, `no`, `0`, in any
/// case, with spaces around ignored. The same words everywhere: config file, environment,
/// flags.
pub fn parse_bool(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}
