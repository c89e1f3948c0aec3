//! Durations in words: `2 days 5 hours`, `40 minutes`, in the reader's language.

use crate::i18n::{plain, text, Args, Lang};

/// Seconds in a day.
pub(crate) const DAY: u64 = 24 * 60 * 60;

/// A duration in words in English, rounded down: `2 days 5 hours`, `6 hours`, `40 minutes`
/// ([`duration_in`] for other languages): the reference the tests check English against.
#[cfg(test)]
pub(crate) fn duration_words(secs: u64) -> String {
    duration_in(Lang::En, secs)
}

/// A duration in words in `lang`, rounded down: `2 days 5 hours`, `2 dni 5 godzin`.
pub fn duration_in(lang: Lang, secs: u64) -> String {
    let (days, hours, minutes) = (secs / DAY, secs % DAY / 3600, secs % 3600 / 60);
    let unit = |key: &str, n: u64| {
        let mut a = Args::new();
        a.set("n", n);
        text(lang, key, &a)
    };
    match (days, hours) {
        (0, 0) if minutes == 0 => plain(lang, "duration-less-than-a-minute"),
        (0, 0) => unit("duration-minutes", minutes),
        (0, h) => unit("duration-hours", h),
        (d, 0) => unit("duration-days", d),
        (d, h) => {
            let mut a = Args::new();
            a.set("days", unit("duration-days", d));
            a.set("hours", unit("duration-hours", h));
            text(lang, "duration-days-hours", &a)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_well() {
        assert_eq!(duration_words(0), "less than a minute");
        assert_eq!(duration_words(61), "1 minute");
        assert_eq!(duration_words(3 * 3600 + 5), "3 hours");
        assert_eq!(duration_words(DAY), "1 day");
        assert_eq!(duration_words(2 * DAY + 3600), "2 days 1 hour");
    }
}
