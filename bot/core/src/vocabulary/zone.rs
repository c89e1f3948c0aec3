//! Local times for players: a time zone by its IANA name (`Europe/Warsaw`), the next moment
//! a local clock reads a given time, daylight saving included, and the local day a daily
//! post at that time covers. The zone data is built into the program (jiff's bundled copy of
//! the IANA database), so every machine agrees.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// A time zone by its IANA name, as the database spells it (`europe/warsaw` finds
/// `Europe/Warsaw`); `None` for a name it does not know.
pub(crate) fn zone(name: &str) -> Option<(String, TimeZone)> {
    let tz = TimeZone::get(name.trim()).ok()?;
    let canonical = tz.iana_name().unwrap_or(name.trim()).to_string();
    Some((canonical, tz))
}

/// The zone of a stored name; UTC when there is none or it is no longer known.
pub(crate) fn zone_or_utc(name: Option<&str>) -> TimeZone {
    name.and_then(zone).map_or(TimeZone::UTC, |(_, tz)| tz)
}

/// Reads a time of day, `08:00` or `8:30` (24-hour clock), as minutes after midnight.
pub(crate) fn parse_time_of_day(text: &str) -> Option<u16> {
    let (h, m) = text.trim().split_once(':')?;
    let (h, m) = (h.parse::<u16>().ok()?, m.parse::<u16>().ok()?);
    (h < 24 && m < 60 && text.trim().len() <= 5).then_some(h * 60 + m)
}

/// `08:00`.
pub(crate) fn time_of_day(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// The first moment after `now` (unix seconds) when the local clock in `tz` reads `minutes`
/// after midnight. A time skipped by a change to summer time reads as the clocks then do
/// (02:30 becomes 03:30); a time that happens twice is the first.
pub(crate) fn next_local(now: u64, minutes: u16, tz: &TimeZone) -> Option<u64> {
    let ts = Timestamp::from_second(i64::try_from(now).ok()?).ok()?;
    let mut day = ts.to_zoned(tz.clone()).date();
    let hour = i8::try_from(minutes / 60).ok()?;
    let minute = i8::try_from(minutes % 60).ok()?;
    for _ in 0..3 {
        let at = day.at(hour, minute, 0, 0).to_zoned(tz.clone()).ok()?;
        let secs = u64::try_from(at.timestamp().as_second()).ok()?;
        if secs > now {
            return Some(secs);
        }
        day = day.tomorrow().ok()?;
    }
    None
}

/// The day whose puzzle is current at `now`: the local date in `tz`, or the day before while
/// the local time is before `at` (minutes after midnight), the time of its post.
pub(crate) fn current_day(now: u64, at: u16, tz: &TimeZone) -> Option<Date> {
    let z = Timestamp::from_second(i64::try_from(now).ok()?)
        .ok()?
        .to_zoned(tz.clone());
    let minutes = u16::try_from(z.hour()).ok()? * 60 + u16::try_from(z.minute()).ok()?;
    if minutes < at {
        z.date().yesterday().ok()
    } else {
        Some(z.date())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-03-28 00:00 UTC.
    const MARCH_28: u64 = 1_774_656_000;

    #[test]
    fn eight_in_warsaw_moves_an_hour_in_utc_when_summer_time_starts() {
        let (name, tz) = zone("europe/warsaw").expect("a known zone");
        assert_eq!(name, "Europe/Warsaw");
        // 28 March: CET, UTC+1, so 08:00 is 07:00 UTC.
        let first = next_local(MARCH_28, 8 * 60, &tz).expect("a time");
        assert_eq!(first, MARCH_28 + 7 * 3600);
        // 29 March: CEST from 02:00, UTC+2, so 08:00 is 06:00 UTC, 23 hours later.
        let second = next_local(first, 8 * 60, &tz).expect("a time");
        assert_eq!(second - first, 23 * 3600);
        // 02:30 does not happen on 29 March: 03:30 CEST, 01:30 UTC.
        let gap = next_local(first, 2 * 60 + 30, &tz).expect("a time");
        assert_eq!(gap, MARCH_28 + 86_400 + 5400);
    }

    #[test]
    fn times_and_zones_are_checked() {
        assert_eq!(parse_time_of_day("08:00"), Some(480));
        assert_eq!(parse_time_of_day("8:30"), Some(510));
        assert_eq!(parse_time_of_day("23:59"), Some(1439));
        for bad in ["24:00", "8", "08:60", "-1:00", "08:00:00", "8h"] {
            assert_eq!(parse_time_of_day(bad), None, "{bad}");
        }
        assert_eq!(time_of_day(480), "08:00");
        assert!(zone("Mars/Olympus").is_none());
        assert!(zone("UTC").is_some());
        assert_eq!(next_local(0, 60, &TimeZone::UTC), Some(3600));
    }

    /// 2030-03-17 17:46:40 UTC.
    const NOW: u64 = 1_900_000_000;

    #[test]
    fn a_day_runs_from_one_posts_time_to_the_next() {
        let utc = TimeZone::UTC;
        let day = |now, at| current_day(now, at, &utc).map(|d| d.to_string());
        assert_eq!(day(NOW, 8 * 60), Some("2030-03-17".into()));
        assert_eq!(day(NOW, 18 * 60), Some("2030-03-16".into()));
        assert_eq!(day(NOW, 17 * 60 + 46), Some("2030-03-17".into()));
        let warsaw = zone("Europe/Warsaw").map(|(_, tz)| tz).expect("zone");
        // 18:46 in Warsaw.
        assert_eq!(
            current_day(NOW, 18 * 60 + 30, &warsaw).map(|d| d.to_string()),
            Some("2030-03-17".into())
        );
    }
}
