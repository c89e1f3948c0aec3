//! FIDE Tournament Report File (TRF-16) reading and writing, with the extensions JaVaFo and
//! bbpPairings use for pairing.
//!
//! Lines understood:
//! - `001` a player, in fixed columns (1-based): 1–3 `001`; 5–8 start number; 10 sex; 11–13
//!   title; 15–47 name; 49–52 rating; 54–56 federation; 58–68 FIDE ID; 70–79 birth date; 81–84
//!   points (`3.5`); 86–89 rank; then ten columns per round from 92: 92–95 opponent (`0000`
//!   for none), 97 colour (`w`, `b`, `-`), 99 result (`1 0 =` played, `+ -` forfeit, `W D L`
//!   unrated game, `H` half-point bye, `F` full-point bye, `U` pairing-allocated bye, `Z`
//!   zero-point bye, blank for a game not finished);
//! - `012` the event's name;
//! - `XXR n` the number of rounds;
//! - `XXC` options: `white1` or `black1` (the first player's colour in round 1);
//! - `BBW`, `BBD`, `BBL`, `BBZ`, `BBF`, `BBU` point values (win, draw, loss, zero-point bye,
//!   forfeit loss, pairing-allocated bye), as bbpPairings reads them.
//!
//! Any other line is kept as it is in [`Tournament::other_lines`] and written back. Lines may
//! end in LF, CRLF or CR alone (bbpPairings writes CR).
//!
//! A text beyond the [`crate::limits`] (players, rounds, point values, line length, size) is
//! refused at the line that breaks one, with [`TrfError::limit`] naming it.

use crate::limits::{self, LimitError, MAX_LINE_CHARS, MAX_PLAYERS, MAX_ROUNDS, MAX_TRF_BYTES};
use crate::points::{PointSystem, Points};
use crate::tournament::{Colour, Player, RoundEntry, RoundResult, Tournament};

/// A TRF text could not be read: where, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column} ({field}): {message}")]
pub struct TrfError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column where the field starts.
    pub column: usize,
    /// The field's name (`start number`, `round 3 result`, …).
    pub field: String,
    /// What is wrong.
    pub message: String,
    /// The limit exceeded, when that is what is wrong ([`crate::limits`]).
    pub limit: Option<LimitError>,
}

fn error(
    line: usize,
    column: usize,
    field: impl Into<String>,
    message: impl Into<String>,
) -> TrfError {
    TrfError {
        line,
        column,
        field: field.into(),
        message: message.into(),
        limit: None,
    }
}

fn beyond(line: usize, column: usize, field: impl Into<String>, limit: LimitError) -> TrfError {
    TrfError {
        line,
        column,
        field: field.into(),
        message: limit.to_string(),
        limit: Some(limit),
    }
}

/// A point value, bounded by [`limits::MAX_POINT_VALUE`]: `None` when it is not a score,
/// the limit exceeded when it is too large (a value past `u32` tenths included).
fn point_value(text: &str) -> Result<Option<Points>, LimitError> {
    let t = text.trim();
    let numeric = !t.is_empty()
        && t.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && t.bytes().filter(|&b| b == b'.').count() <= 1;
    match t.parse::<Points>() {
        Ok(p) => limits::check_point_value(p).map(|()| Some(p)),
        Err(_) if numeric && t.split('.').next().is_some_and(|w| w.len() > 9) => {
            Err(LimitError::PointValueTooLarge {
                value: t.to_string(),
            })
        }
        Err(_) => Ok(None),
    }
}

/// Reads a TRF text.
///
/// Besides the layout, it checks that start numbers are unique and that every opponent named
/// exists; it does not check that the points column agrees with the results (see
/// [`check_points`]).
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    if text.len() > MAX_TRF_BYTES {
        let bytes = u64::try_from(text.len()).unwrap_or(u64::MAX);
        return Err(beyond(1, 1, "file", LimitError::FileTooLarge { bytes }));
    }
    let mut t = Tournament::default();
    let mut player_lines = Vec::new();
    let mut pairing_bye_given = false;
    for (i, raw) in split_lines(text).enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        if line.trim().is_empty() {
            continue;
        }
        let chars = line.chars().count();
        if chars > MAX_LINE_CHARS {
            return Err(beyond(
                n,
                MAX_LINE_CHARS + 1,
                "line",
                LimitError::LineTooLong { chars },
            ));
        }
        let code: String = line.chars().take(3).collect();
        let rest = || line.get(3..).unwrap_or("").trim().to_string();
        match code.as_str() {
            "001" => {
                if t.players.len() == MAX_PLAYERS {
                    return Err(beyond(n, 1, "player", LimitError::TooManyPlayers));
                }
                t.players.push(parse_player(line, n)?);
                player_lines.push(n);
            }
            "012" => t.name = Some(rest()),
            "XXR" => {
                let value = rest();
                let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
                let rounds = match value.parse::<u64>() {
                    Ok(r) => r,
                    Err(_) if digits => u64::MAX,
                    Err(_) => {
                        return Err(error(
                            n,
                            5,
                            "number of rounds",
                            format!("not a number: {value:?}"),
                        ))
                    }
                };
                limits::check_rounds(rounds).map_err(|e| beyond(n, 5, "number of rounds", e))?;
                t.total_rounds = Some(u32::try_from(rounds).unwrap_or(MAX_ROUNDS));
            }
            "XXC" => {
                let mut unknown = Vec::new();
                for word in rest().split_whitespace() {
                    match word {
                        "white1" => t.initial_colour = Some(Colour::White),
                        "black1" => t.initial_colour = Some(Colour::Black),
                        other => unknown.push(other.to_string()),
                    }
                }
                if !unknown.is_empty() {
                    t.other_lines.push(format!("XXC {}", unknown.join(" ")));
                }
            }
            "162" => read_point_system(line, n, &mut t.points, &mut pairing_bye_given)?,
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let value = rest();
                let p: Points = point_value(&value)
                    .map_err(|e| beyond(n, 5, "point value", e))?
                    .ok_or_else(|| error(n, 5, "point value", format!("not a score: {value:?}")))?;
                let slot = match code.as_str() {
                    "BBW" => &mut t.points.win,
                    "BBD" => &mut t.points.draw,
                    "BBL" => &mut t.points.loss,
                    "BBZ" => &mut t.points.zero_bye,
                    "BBF" => &mut t.points.forfeit_loss,
                    _ => {
                        pairing_bye_given = true;
                        &mut t.points.pairing_bye
                    }
                };
                *slot = p;
            }
            _ => t.other_lines.push(line.to_string()),
        }
    }
    // bbpPairings: "If BBU is not specified, it defaults to the score for a win."
    if !pairing_bye_given {
        t.points.pairing_bye = t.points.win;
    }
    let mut seen = std::collections::HashMap::new();
    for (p, &n) in t.players.iter().zip(&player_lines) {
        if seen.insert(p.id, n).is_some() {
            return Err(error(
                n,
                5,
                "start number",
                format!("start number {} appears twice", p.id),
            ));
        }
    }
    for (p, &n) in t.players.iter().zip(&player_lines) {
        for (r, e) in p.rounds.iter().enumerate() {
            if let Some(opp) = e.and_then(|e| e.opponent) {
                if !seen.contains_key(&opp) || opp == p.id {
                    return Err(error(
                        n,
                        92 + 10 * r,
                        format!("round {} opponent", r + 1),
                        format!("no player {opp} to be paired with"),
                    ));
                }
            }
        }
    }
    t.players.sort_by_key(|p| p.id);
    Ok(t)
}

/// A TRF-2026 `162` line: point values as a letter and a score each (`W 3.0    D 1.0`):
/// `W` win, `D` draw, `L` loss, `Z` or `A` zero-point bye and forfeit loss, `P` the
/// pairing-allocated bye.
fn read_point_system(
    line: &str,
    n: usize,
    points: &mut PointSystem,
    pairing_bye_given: &mut bool,
) -> Result<(), TrfError> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 3;
    while i < chars.len() {
        let c = chars[i];
        if c == ' ' {
            i += 1;
            continue;
        }
        let column = i + 1;
        let mut j = i + 1;
        while j < chars.len() && chars[j] == ' ' {
            j += 1;
        }
        let start = j;
        while j < chars.len() && (chars[j].is_ascii_digit() || chars[j] == '.') {
            j += 1;
        }
        let value: String = chars[start..j].iter().collect();
        let p: Points = point_value(&value)
            .map_err(|e| beyond(n, column, "point system", e))?
            .ok_or_else(|| error(n, column, "point system", format!("no score after {c:?}")))?;
        match c {
            'W' => points.win = p,
            'D' => points.draw = p,
            'L' => points.loss = p,
            'Z' | 'A' => {
                points.zero_bye = p;
                points.forfeit_loss = p;
            }
            'P' => {
                points.pairing_bye = p;
                *pairing_bye_given = true;
            }
            other => {
                return Err(error(
                    n,
                    column,
                    "point system",
                    format!("unknown result code {other:?}"),
                ))
            }
        }
        i = j;
    }
    Ok(())
}

/// Lines separated by LF, CRLF or CR.
fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n')
        .flat_map(|l| l.strip_suffix('\r').unwrap_or(l).split('\r'))
}

/// The characters of columns `from..=to` (1-based), blank-padded.
fn columns(chars: &[char], from: usize, to: usize) -> String {
    (from..=to)
        .map(|c| chars.get(c - 1).copied().unwrap_or(' '))
        .collect()
}

fn parse_player(line: &str, n: usize) -> Result<Player, TrfError> {
    let chars: Vec<char> = line.chars().collect();
    let field = |from, to| columns(&chars, from, to);
    let number = |from: usize, to: usize, name: &str| -> Result<Option<u32>, TrfError> {
        let text = field(from, to);
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        t.parse::<u32>()
            .map(Some)
            .map_err(|_| error(n, from, name, format!("not a number: {t:?}")))
    };
    let id = number(5, 8, "start number")?
        .filter(|&id| id > 0)
        .ok_or_else(|| error(n, 5, "start number", "missing"))?;
    let sex = field(10, 10).chars().next().filter(|c| *c != ' ');
    let points_text = field(81, 84);
    let declared_points = if points_text.trim().is_empty() {
        None
    } else {
        Some(points_text.parse::<Points>().map_err(|_| {
            error(
                n,
                81,
                "points",
                format!("not a score: {:?}", points_text.trim()),
            )
        })?)
    };
    let mut rounds = Vec::new();
    let mut start = 92;
    while start <= chars.len() {
        let r = rounds.len() + 1;
        if r > MAX_ROUNDS as usize && !field(start, start + 7).trim().is_empty() {
            let rounds = u64::try_from(r).unwrap_or(u64::MAX);
            return Err(beyond(
                n,
                start,
                format!("round {r}"),
                LimitError::TooManyRounds { rounds },
            ));
        }
        let slot = field(start, start + 7);
        if slot.trim().is_empty() {
            rounds.push(None);
        } else {
            let opp_text = field(start, start + 3);
            let opp = opp_text.trim();
            let opponent = if opp.is_empty() {
                None
            } else {
                match opp.parse::<u32>() {
                    Ok(0) => None,
                    Ok(v) => Some(v),
                    Err(_) => {
                        return Err(error(
                            n,
                            start,
                            format!("round {r} opponent"),
                            format!("not a start number: {opp:?}"),
                        ))
                    }
                }
            };
            let colour = match field(start + 5, start + 5).chars().next() {
                Some('w') | Some('W') => Some(Colour::White),
                Some('b') | Some('B') => Some(Colour::Black),
                Some('-') | Some(' ') | None => None,
                Some(c) => {
                    return Err(error(
                        n,
                        start + 5,
                        format!("round {r} colour"),
                        format!("expected w, b or -, found {c:?}"),
                    ))
                }
            };
            let result_char = field(start + 7, start + 7).chars().next().unwrap_or(' ');
            let result = RoundResult::from_trf_char(result_char).ok_or_else(|| {
                error(
                    n,
                    start + 7,
                    format!("round {r} result"),
                    format!("unknown result {result_char:?}"),
                )
            })?;
            let needs_board = result.is_played() || result == RoundResult::Pending;
            if needs_board && (opponent.is_none() || colour.is_none()) {
                return Err(error(
                    n,
                    start,
                    format!("round {r}"),
                    "a game needs an opponent and a colour",
                ));
            }
            if result.is_bye() && opponent.is_some() {
                return Err(error(
                    n,
                    start,
                    format!("round {r}"),
                    "a bye has no opponent",
                ));
            }
            rounds.push(Some(RoundEntry {
                opponent,
                colour: if opponent.is_some() { colour } else { None },
                result,
            }));
        }
        start += 10;
    }
    while rounds.last() == Some(&None) {
        rounds.pop();
    }
    Ok(Player {
        id,
        sex,
        title: field(11, 13).trim().to_string(),
        name: field(15, 47).trim().to_string(),
        rating: number(49, 52, "rating")?.unwrap_or(0),
        federation: field(54, 56).trim().to_string(),
        fide_id: field(58, 68).trim().to_string(),
        birth_date: field(70, 79).trim().to_string(),
        declared_points,
        rank: number(86, 89, "rank")?,
        rounds,
    })
}

/// A player's points column disagrees with the results and the point system.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("player {player}: the points column says {declared}, the results give {computed}")]
pub struct PointsMismatch {
    /// The player's start number.
    pub player: u32,
    /// What the file says.
    pub declared: Points,
    /// What the results add up to.
    pub computed: Points,
}

/// Checks every player's points column against the results (over all rounds recorded,
/// requested byes of the next round included), as bbpPairings does before pairing.
pub fn check_points(t: &Tournament) -> Result<(), PointsMismatch> {
    for p in &t.players {
        let computed = t.score(p.id);
        if let Some(declared) = p.declared_points {
            if declared != computed {
                return Err(PointsMismatch {
                    player: p.id,
                    declared,
                    computed,
                });
            }
        }
    }
    Ok(())
}

/// Writes a tournament as TRF-16 text with LF line ends: `012`, the kept lines, `001` lines
/// (points recomputed from the results), then `XXR`, `XXC` and `BB*` lines where they are set.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    if let Some(name) = &t.name {
        out.push_str(&format!("012 {name}\n"));
    }
    for line in &t.other_lines {
        out.push_str(line);
        out.push('\n');
    }
    for p in &t.players {
        out.push_str(&player_line(t, p));
        out.push('\n');
    }
    if let Some(r) = t.total_rounds {
        out.push_str(&format!("XXR {r}\n"));
    }
    match t.initial_colour {
        Some(Colour::White) => out.push_str("XXC white1\n"),
        Some(Colour::Black) => out.push_str("XXC black1\n"),
        None => {}
    }
    let d = PointSystem::default();
    let values = [
        ("BBW", t.points.win, d.win),
        ("BBD", t.points.draw, d.draw),
        ("BBL", t.points.loss, d.loss),
        ("BBZ", t.points.zero_bye, d.zero_bye),
        ("BBF", t.points.forfeit_loss, d.forfeit_loss),
        ("BBU", t.points.pairing_bye, t.points.win),
    ];
    for (code, value, default) in values {
        if value != default {
            out.push_str(&format!("{code} {value:>4}\n"));
        }
    }
    out
}

fn fit(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

fn player_line(t: &Tournament, p: &Player) -> String {
    let rank = p.rank.map(|r| r.to_string()).unwrap_or_default();
    let rating = if p.rating > 0 {
        p.rating.to_string()
    } else {
        String::new()
    };
    let mut line = format!(
        "001 {:>4} {}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
        p.id,
        p.sex.unwrap_or(' '),
        fit(&p.title, 3),
        fit(&p.name, 33),
        fit(&rating, 4),
        fit(&p.federation, 3),
        fit(&p.fide_id, 11),
        fit(&p.birth_date, 10),
        t.score(p.id),
        fit(&rank, 4),
    );
    for e in &p.rounds {
        match e {
            None => line.push_str(&" ".repeat(10)),
            Some(e) => {
                let colour = match e.colour {
                    Some(Colour::White) => 'w',
                    Some(Colour::Black) => 'b',
                    None => '-',
                };
                line.push_str(&format!(
                    "  {:>4} {} {}",
                    e.opponent.map_or("0000".to_string(), |o| o.to_string()),
                    colour,
                    e.result.trf_char()
                ));
            }
        }
    }
    line.trim_end().to_string()
}
