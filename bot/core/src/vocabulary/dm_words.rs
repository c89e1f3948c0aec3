//! Turn DMs in the player's language (`bot/core/locales/<code>/turns.ftl`). English keeps the
//! words of `dm::dm_text`, which a test (in `dm`) checks `en/turns.ftl` against.

use crate::i18n::{plain, text, variant_name, Args, Lang};
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::notice::{NoteKind, TurnNote};

fn one(lang: Lang, key: &str, name: &'static str, value: String) -> String {
    let mut a = Args::new();
    a.set(name, value);
    text(lang, key, &a)
}

pub(crate) fn dm_from_catalog(lang: Lang, notes: &[TurnNote], now: u64) -> String {
    let line = |n: &TurnNote| match n.kind {
        NoteKind::Reminder => one(lang, "dm-reminder", "game", game_line(lang, n, now)),
        NoteKind::Turn | NoteKind::Digest => game_line(lang, n, now),
    };
    let listed = |notes: &[TurnNote]| -> String {
        let lines: Vec<String> = notes.iter().map(|n| format!("- {}", line(n))).collect();
        lines.join("\n")
    };
    let count = |n: usize| {
        let mut a = Args::new();
        a.set("count", u64::try_from(n).unwrap_or(u64::MAX));
        a
    };
    if notes.iter().any(|n| n.kind == NoteKind::Digest) {
        let head = text(lang, "dm-digest", &count(notes.len()));
        return format!("{head}\n{}", listed(notes));
    }
    match notes {
        [n] if n.kind == NoteKind::Reminder => {
            one(lang, "dm-reminder-one", "game", game_line(lang, n, now))
        }
        [n] => one(lang, "dm-one", "game", game_line(lang, n, now)),
        many => format!(
            "{}\n{}",
            text(lang, "dm-many", &count(many.len())),
            listed(many)
        ),
    }
}

fn game_line(lang: Lang, n: &TurnNote, now: u64) -> String {
    let what = match (&n.last, &n.by) {
        (Some(m), Some(by)) => {
            let mut a = Args::new();
            a.set("user", by.to_string());
            a.set("move", m.clone());
            text(lang, "dm-played", &a)
        }
        (Some(m), None) => one(lang, "dm-was-played", "move", m.clone()),
        _ => plain(lang, "dm-started"),
    };
    let clock = match (n.deadline, n.stopped_left) {
        (_, Some(left)) => format!(
            " {}",
            one(lang, "dm-clock-stopped", "left", duration_in(lang, left))
        ),
        (Some(d), None) if d > now => format!(
            " {}",
            one(lang, "dm-clock-left", "left", duration_in(lang, d - now))
        ),
        (Some(_), None) => format!(" {}", plain(lang, "dm-clock-out")),
        (None, None) => String::new(),
    };
    let mut a = Args::new();
    a.set("place", n.place.to_string());
    let variant = match &n.variant_id {
        Some(id) => variant_name(lang, id, &n.variant),
        None => n.variant.clone(),
    };
    a.set("variant", variant);
    a.set("what", what);
    let key = if n.opponents.is_empty() {
        "dm-game"
    } else {
        let names: Vec<String> = n.opponents.iter().map(ToString::to_string).collect();
        a.set("opponents", names.join(", "));
        "dm-game-against"
    };
    format!("{}{clock}", text(lang, key, &a))
}
