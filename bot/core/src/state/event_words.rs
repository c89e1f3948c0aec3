//! A tournament in words and tables, as its place and its web page show it: its format, its
//! round, and its standings' title and tables.

use crate::i18n::{plain, Lang};
use crate::state::event::{points_text, EventRecord, Format, Stage};
use crate::t;
use crate::vocabulary::types::TableData;

/// A format's name in `lang`.
pub(crate) fn format_words(lang: Lang, format: Format) -> String {
    plain(
        lang,
        match format {
            Format::RoundRobin => "tournament-format-rr",
            Format::DoubleRoundRobin => "tournament-format-drr",
            Format::Swiss => "tournament-format-swiss",
            Format::Groups => "tournament-format-groups",
            Format::Swiss3 => "tournament-format-swiss3",
        },
    )
}

/// `round 2 of 5` in `lang`.
pub(crate) fn stage_round(lang: Lang, r: &EventRecord) -> String {
    t!(
        lang,
        "tournament-stage-round",
        round = r.rounds.len().to_string(),
        total = r.total_rounds().to_string()
    )
}

/// The standings' title in `lang`: `signing up`, `after 2 rounds`, `final standings`.
pub(crate) fn standings_title(rec: &EventRecord, lang: Lang) -> String {
    match rec.stage {
        Stage::SigningUp => plain(lang, "tournament-title-signing-up"),
        Stage::Running => t!(
            lang,
            "tournament-title-after",
            count = rec.completed_rounds() as u64
        ),
        Stage::Finished => plain(lang, "tournament-title-final"),
    }
}

/// The standings as tables (and a round robin's crosstable), each player named by `name` of
/// their start number (a mention in the tournament's place, a name on its page), a withdrawn
/// player marked so.
pub(crate) fn standings_tables(
    rec: &EventRecord,
    title: &str,
    lang: Lang,
    name: &dyn Fn(u32) -> String,
) -> Vec<TableData> {
    let rows = rec.standings();
    let withdrawn = plain(lang, "tournament-withdrawn-mark");
    let named = |n: u32| {
        let shown = name(n);
        if rec
            .players
            .get(n.saturating_sub(1) as usize)
            .is_some_and(|e| e.withdrawn)
        {
            format!("{shown} ({withdrawn})")
        } else {
            shown
        }
    };
    let (player, pts) = (
        plain(lang, "tournament-table-player"),
        plain(lang, "tournament-table-points"),
    );
    let mut header = vec!["#".to_string(), player.clone(), pts.clone()];
    header.extend(rec.tie_break_names().iter().map(ToString::to_string));
    let round = rec.rounds.len();
    let standings = TableData {
        title: format!("{}: {title}", rec.name.plain()),
        header,
        rows: rows
            .iter()
            .map(|r| {
                let mut row = vec![r.place.to_string(), named(r.number), points_text(r.points)];
                row.extend(r.tiebreaks.iter().cloned());
                row
            })
            .collect(),
        file_name: format!("{}-standings-{round}.png", rec.id),
    };
    let mut out = vec![standings];
    if matches!(rec.format, Format::RoundRobin | Format::DoubleRoundRobin) {
        let cells = rec.crosstable();
        let mut header = vec!["#".to_string(), player];
        header.extend((1..=rec.players.len()).map(|n| n.to_string()));
        header.push(pts);
        out.push(TableData {
            title: format!(
                "{}: {}",
                rec.name.plain(),
                plain(lang, "tournament-crosstable")
            ),
            header,
            rows: cells
                .into_iter()
                .enumerate()
                .map(|(i, row)| {
                    let n = i as u32 + 1;
                    let mut r = vec![n.to_string(), named(n)];
                    r.extend(row);
                    r.push(points_text(rec.score(n)));
                    r
                })
                .collect(),
            file_name: format!("{}-crosstable-{round}.png", rec.id),
        });
    }
    out
}
