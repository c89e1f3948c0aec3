//! Replaying game records (see [`crate::record`]) with the engine, move by move.

use crate::game::Game;
use crate::notation::{parse_move_text, variant_letters, Letters, MoveError};
use crate::position::Position;
use crate::record::GameRecord;
use crate::variant::Variant;

/// Where and why a record stops replaying.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayFailure {
    /// 1-based ply number of the failing move.
    pub ply: usize,
    /// The move as written in the record.
    pub text: String,
    /// Source line of the move.
    pub line: usize,
    /// Why it failed.
    pub reason: String,
}

impl std::fmt::Display for ReplayFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ply {} (line {}) '{}': {}",
            self.ply, self.line, self.text, self.reason
        )
    }
}

/// Picks the piece letters a record is written in: Hungarian (`hu` aliases) when its moves use
/// letters only Hungarian has, else the variant's own.
pub fn record_letters(v: &Variant, rec: &GameRecord) -> Letters {
    let own = variant_letters(v);
    for (lang, map) in &v.aliases {
        let foreign_only: Vec<char> = map
            .keys()
            .copied()
            .filter(|c| !own.contains_key(c))
            .collect();
        if rec.moves.iter().any(|m| {
            m.text
                .chars()
                .next()
                .is_some_and(|c| foreign_only.contains(&c))
        }) {
            let _ = lang;
            return map.clone();
        }
    }
    own
}

/// Cleans a record's move token: drops captured-piece letters (`f7g6xP`, `Qc3xBf9`).
pub fn clean_token(t: &str) -> String {
    let chars: Vec<char> = t.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == 'x' && i + 1 < chars.len() && chars[i + 1].is_ascii_uppercase() {
            // "xB" before a cell or at the end: keep the x (if a cell follows), drop the letter.
            let next_is_cell = chars.get(i + 2).is_some_and(|c| c.is_ascii_lowercase());
            if next_is_cell {
                out.push('x');
            }
            i += 2;
            continue;
        }
        out.push(c);
        i += 1;
    }
    out
}

/// Replays one record from the variant's start, or from the position of its `FEN` tag when
/// it has one (with `SetUp "1"`, as PGN writes a game from a set-up position).
///
/// # Errors
/// The first move that cannot be read or is not legal, with its ply and reason (ply 0: the
/// start position).
pub fn replay(v: &Variant, rec: &GameRecord) -> Result<Game, ReplayFailure> {
    let letters = record_letters(v, rec);
    let at_start = |reason: String| ReplayFailure {
        ply: 0,
        text: String::new(),
        line: rec.line,
        reason,
    };
    let set_up = rec.header("SetUp").is_some_and(|s| s.trim() == "1");
    let mut game = match rec.header("FEN").filter(|_| set_up) {
        Some(fen) => Position::from_text(v, fen.trim())
            .map(|p| Game::from_position(v, p))
            .map_err(|e| at_start(format!("the FEN tag: {e}")))?,
        None => Game::new(v).map_err(|e| at_start(e.to_string()))?,
    };
    for (i, tok) in rec.moves.iter().enumerate() {
        let fail = |reason: String| ReplayFailure {
            ply: i + 1,
            text: tok.text.clone(),
            line: tok.line,
            reason,
        };
        if game.outcome().is_some() {
            return Err(fail("the game was already over".into()));
        }
        let text = clean_token(&tok.text);
        if text
            .trim_end_matches(['+', '#'])
            .eq_ignore_ascii_case("pass")
        {
            // Forced passes are played by the game itself; the record lists them too.
            game.follow_text(v, &text)
                .map_err(|e| fail(e.to_string()))?;
            continue;
        }
        let readings = parse_move_text(&text).map_err(|e| fail(e.to_string()))?;
        // Records are strict: only the first reading (no guessing that "Bxe5" was a pawn move).
        let m = readings[0]
            .to_move(v, game.position(), &letters, &text)
            .map_err(|e| match e {
                MoveError::Illegal { reason, .. } => fail(reason.to_string()),
                other => fail(other.to_string()),
            })?;
        game.play(v, m).map_err(|e| fail(e.to_string()))?;
    }
    Ok(game)
}
