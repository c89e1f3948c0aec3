//! Moments in texts. The core writes every moment a person reads as Discord's own markup,
//! `<t:UNIX:f>` (a date and time), which each Discord client shows in its reader's zone and
//! language; announcements are stored so. Transports without that markup (the console, the
//! web pages) turn it into local time at delivery with [`local_moments`]: `2026-11-30 20:29
//! CET` in the server's zone (`/language timezone Europe/Warsaw`; UTC by default). Records
//! (PGN dates, TRF) keep UTC.

use jiff::tz::TimeZone;
use jiff::Timestamp;
use std::borrow::Cow;

/// A moment (unix seconds) as Discord's markup for a date and time: `<t:1795651199:f>`.
pub fn moment(secs: u64) -> String {
    format!("<t:{secs}:f>")
}

/// A moment still to come in a stored announcement, read later: Discord's date and time and,
/// beside it, its live relative form (`<t:1795651199:f> (<t:1795651199:R>)`, "in 3 days",
/// counted by each reader's client when they read it). Transports without the markup show
/// the local time alone ([`local_moments`]: a relative time written at delivery would go stale).
pub fn moment_ahead(secs: u64) -> String {
    format!("<t:{secs}:f> (<t:{secs}:R>)")
}

/// A moment as local time in `tz`, with the zone's abbreviation: `2026-11-30 20:29 CET`
/// (`2026-11-30 19:29 UTC` in UTC).
pub fn local_time(secs: u64, tz: &TimeZone) -> String {
    let Some(ts) = i64::try_from(secs)
        .ok()
        .and_then(|s| Timestamp::from_second(s).ok())
    else {
        return secs.to_string();
    };
    ts.to_zoned(tz.clone())
        .strftime("%Y-%m-%d %H:%M %Z")
        .to_string()
}

/// `text` with every moment markup (`<t:UNIX>`, `<t:UNIX:STYLE>`, any style) written as local
/// time in `tz` ([`local_time`]); text without one comes back as it is.
pub fn local_moments<'a>(text: &'a str, tz: &TimeZone) -> Cow<'a, str> {
    if !text.contains("<t:") {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    // A relative form right after its own moment ([`moment_ahead`]) says nothing more here.
    let owned;
    let mut rest = text;
    if text.contains(":R>)") {
        let mut joined = String::with_capacity(text.len());
        let mut left = text;
        while let Some(at) = left.find("<t:") {
            let after = &left[at + 3..];
            let pair = after.split_once(":f> (<t:").and_then(|(secs, tail)| {
                let rel = format!("{secs}:R>)");
                let ok = !secs.is_empty() && secs.bytes().all(|b| b.is_ascii_digit());
                (ok && tail.starts_with(&rel)).then_some((secs.len(), rel.len()))
            });
            match pair {
                Some((digits, rel)) => {
                    joined.push_str(&left[..at + 3 + digits]);
                    joined.push_str(":f>");
                    left = &after[digits + ":f> (<t:".len() + rel..];
                }
                None => {
                    joined.push_str(&left[..at + 3]);
                    left = after;
                }
            }
        }
        joined.push_str(left);
        owned = joined;
        rest = &owned;
    }
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        let parsed = after.find('>').and_then(|end| {
            let inner = &after[..end];
            let (secs, style) = inner.split_once(':').unwrap_or((inner, "f"));
            let ok_style = style.len() == 1 && "tTdDfFR".contains(style);
            let secs = secs.parse::<u64>().ok().filter(|_| ok_style)?;
            Some((secs, end))
        });
        match parsed {
            Some((secs, end)) => {
                out.push_str(&local_time(secs, tz));
                rest = &after[end + 1..];
            }
            None => {
                out.push_str("<t:");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_discord_markup_and_local_time_elsewhere() {
        assert_eq!(moment(1_795_651_199), "<t:1795651199:f>");
        let utc = TimeZone::UTC;
        let warsaw = TimeZone::get("Europe/Warsaw").unwrap_or(TimeZone::UTC);
        let budapest = TimeZone::get("Europe/Budapest").unwrap_or(TimeZone::UTC);
        assert_eq!(local_time(0, &utc), "1970-01-01 00:00 UTC");
        assert_eq!(local_time(1_795_651_199, &utc), "2026-11-25 23:59 UTC");
        assert_eq!(local_time(1_795_651_199, &warsaw), "2026-11-26 00:59 CET");
        // Summer time: 2026-07-01 12:00 UTC.
        assert_eq!(
            local_time(1_782_907_200, &budapest),
            "2026-07-01 14:00 CEST"
        );
        assert_eq!(
            local_moments("Closes at <t:1795651199:f> (or <t:0:R>).", &warsaw),
            "Closes at 2026-11-26 00:59 CET (or 1970-01-01 01:00 CET)."
        );
        assert_eq!(local_moments("no moment", &utc), "no moment");
        // Not markup: left as it is.
        assert_eq!(
            local_moments("<t:abc:f> <t:5:Q>", &utc),
            "<t:abc:f> <t:5:Q>"
        );
        assert_eq!(local_moments("<t:60>", &utc), "1970-01-01 00:01 UTC");
        // A moment ahead: Discord counts its relative form live; elsewhere the time alone.
        assert_eq!(
            moment_ahead(1_795_651_199),
            "<t:1795651199:f> (<t:1795651199:R>)"
        );
        assert_eq!(
            local_moments(&format!("Until {}.", moment_ahead(1_795_651_199)), &warsaw),
            "Until 2026-11-26 00:59 CET."
        );
        // Another moment's relative form stays.
        assert_eq!(
            local_moments("<t:60:f> (<t:120:R>)", &utc),
            "1970-01-01 00:01 UTC (1970-01-01 00:02 UTC)"
        );
    }
}
