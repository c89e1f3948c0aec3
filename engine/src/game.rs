//! A game: a start position, the moves played, and how it ended.

use crate::data::{EliminationRule, StalemateRule};
use crate::moves::Move;
use crate::notation::{move_to_text, parse_move, MoveError};
use crate::piece::Player;
use crate::position::Position;
use crate::setup::SetupError;
use crate::variant::Variant;

/// Why a game ended.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The player to move is checkmated.
    Checkmate,
    /// The player to move has no legal move and is not in check.
    Stalemate,
    /// The same position occurred the variant's number of times.
    Repetition,
    /// The move rule's number of plies passed without capture or pawn move.
    MoveRule,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player ran out of time.
    Timeout,
    /// The game was aborted (no result).
    Aborted,
    /// A player lost every piece (variants with `rules.capture-all-wins`): the captor wins.
    ArmyCaptured,
    /// The player to move has no legal move, in a variant without royal pieces (so without
    /// check): scored by `rules.stalemate` (a loss in draughts).
    NoMoves,
    /// Neither side has the material to mate (`rules.insufficient-material`): a draw.
    InsufficientMaterial,
    /// A player's royal piece was captured or dragged off the board (`rules.royal-capture`).
    RoyalCaptured,
    /// A tournament's organiser decided the result of a game that could not finish.
    Adjudication,
}

/// The end of a game: why, and each player's score in quarter points.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Why it ended.
    pub reason: EndReason,
    /// Score of each player in quarter points (win 4, draw 2, Glinski stalemate 3 and 1).
    pub quarters: Vec<u8>,
    /// Finishing place of each player, 1 = first; players who tie share a place. Games that
    /// eliminate players rank them in reverse order of elimination. Empty in records made
    /// before places were kept.
    #[serde(default)]
    pub ranks: Vec<u8>,
}

impl Outcome {
    /// A win for one player (the others score 0).
    pub fn win(v: &Variant, winner: Player, reason: EndReason) -> Outcome {
        let mut q = vec![0; v.player_count()];
        q[winner.index()] = 4;
        Outcome::from_quarters(reason, q)
    }

    /// An outcome from scores, ranking players by score.
    pub fn from_quarters(reason: EndReason, quarters: Vec<u8>) -> Outcome {
        let ranks = quarters
            .iter()
            .map(|&a| 1 + quarters.iter().filter(|&&b| b > a).count() as u8)
            .collect();
        Outcome {
            reason,
            quarters,
            ranks,
        }
    }

    /// A loss for one player: in two-player games the other wins.
    pub fn loss(v: &Variant, loser: Player, reason: EndReason) -> Outcome {
        let n = v.player_count();
        let mut q = vec![0; n];
        if n == 2 {
            q[1 - loser.index()] = 4;
        } else {
            for (i, s) in q.iter_mut().enumerate() {
                if i != loser.index() {
                    *s = 2;
                }
            }
        }
        Outcome::from_quarters(reason, q)
    }

    /// A draw.
    pub fn draw(v: &Variant, reason: EndReason) -> Outcome {
        Outcome::from_quarters(reason, vec![2; v.player_count()])
    }

    /// The winner, if one player scored more than everyone else.
    pub fn winner(&self) -> Option<Player> {
        let max = *self.quarters.iter().max()?;
        let top: Vec<usize> = (0..self.quarters.len())
            .filter(|&i| self.quarters[i] == max)
            .collect();
        (top.len() == 1).then(|| Player(top[0] as u8))
    }

    /// The result in the usual text form: `1-0`, `0-1`, `1/2-1/2`, `3/4-1/4`, ...
    pub fn result_text(&self) -> String {
        let f = |q: u8| match q {
            0 => "0".to_string(),
            4 => "1".to_string(),
            2 => "1/2".to_string(),
            q => format!("{q}/4"),
        };
        if self.reason == EndReason::Aborted {
            return "*".into();
        }
        self.quarters
            .iter()
            .map(|&q| f(q))
            .collect::<Vec<_>>()
            .join("-")
    }
}

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    texts: Vec<String>,
    hashes: Vec<u64>,
    outcome: Option<Outcome>,
    /// Players eliminated so far, in order.
    out: Vec<Player>,
    /// Forced passes played after the last move that a record may still list ([`Game::follow_text`]).
    unlisted_passes: usize,
    /// The position the last move (of [`Game::moves`]) was played from.
    before_last: Option<Position>,
}

/// Why a move could not be played in a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The move text was bad or the move illegal.
    #[error(transparent)]
    Move(#[from] MoveError),
}

impl Game {
    /// A new game from the variant's start.
    ///
    /// # Errors
    /// If the variant's setup is invalid.
    pub fn new(v: &Variant) -> Result<Game, SetupError> {
        Ok(Game::from_position(v, Position::start(v)?))
    }

    /// A new game from any position.
    pub fn from_position(v: &Variant, start: Position) -> Game {
        let mut g = Game {
            start: start.clone(),
            position: start.clone(),
            moves: Vec::new(),
            texts: Vec::new(),
            hashes: vec![start.hash()],
            outcome: None,
            out: (0..v.player_count())
                .map(|i| Player(i as u8))
                .filter(|&p| start.is_eliminated(p))
                .collect(),
            unlisted_passes: 0,
            before_last: None,
        };
        g.outcome = g.compute_outcome(v);
        g
    }

    /// Players eliminated so far (games that eliminate checkmated players), in order.
    pub fn eliminated(&self) -> &[Player] {
        &self.out
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the last move of [`Game::moves`] was played from (none before any move).
    pub fn before_last(&self) -> Option<&Position> {
        self.before_last.as_ref()
    }

    /// Moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Canonical texts of the moves played.
    pub fn move_texts(&self) -> &[String] {
        &self.texts
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Ends the game by a decision outside the board (resignation, agreement, timeout).
    pub fn finish(&mut self, outcome: Outcome) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
        }
    }

    /// Plays typed move text; returns the move and its canonical text.
    ///
    /// # Errors
    /// [`PlayError`] if the game is over or the text is not a legal move.
    pub fn play_text(&mut self, v: &Variant, text: &str) -> Result<(Move, String), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let m = parse_move(v, &self.position, text)?;
        let t = self.play(v, m)?;
        Ok((m, t))
    }

    /// Plays the next move of a recorded move list (a stored game, a pasted list, a protocol's
    /// move list). Such lists include the forced passes [`Game::play`] made by itself, so a
    /// `pass` matching one of those is accepted without playing anything (`Ok(None)`).
    ///
    /// # Errors
    /// As [`Game::play_text`].
    pub fn follow_text(
        &mut self,
        v: &Variant,
        text: &str,
    ) -> Result<Option<(Move, String)>, PlayError> {
        if self.unlisted_passes > 0
            && text
                .trim()
                .trim_end_matches(['+', '#'])
                .eq_ignore_ascii_case("pass")
        {
            self.unlisted_passes -= 1;
            return Ok(None);
        }
        self.play_text(v, text).map(Some)
    }

    /// Plays a legal move; returns its canonical text. If the next player can then only pass
    /// (games of three that eliminate checkmated players), the passes are played too and
    /// recorded as moves (`pass`).
    ///
    /// # Errors
    /// [`PlayError::GameOver`], or an illegal-move error if `m` is not legal here.
    pub fn play(&mut self, v: &Variant, m: Move) -> Result<String, PlayError> {
        let text = self.play_one(v, m)?;
        self.unlisted_passes = 0;
        for _ in 0..v.player_count() {
            if self.outcome.is_some() || self.position.legal_moves(v) != [Move::Pass] {
                break;
            }
            self.play_one(v, Move::Pass)?;
            self.unlisted_passes += 1;
        }
        Ok(text)
    }

    fn play_one(&mut self, v: &Variant, m: Move) -> Result<String, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.position.is_legal(v, m) {
            return Err(PlayError::Move(MoveError::Illegal {
                text: format!("{m:?}"),
                reason: crate::notation::IllegalReason::CannotMoveThere {
                    piece: "piece".into(),
                    to: "there".into(),
                },
            }));
        }
        let text = move_to_text(v, &self.position, m);
        self.before_last = Some(self.position.clone());
        self.position.play_unchecked(v, m);
        for i in 0..v.player_count() {
            let p = Player(i as u8);
            if self.position.is_eliminated(p) && !self.out.contains(&p) {
                self.out.push(p);
            }
        }
        self.moves.push(m);
        self.texts.push(text.clone());
        self.hashes.push(self.position.hash());
        self.outcome = self.compute_outcome(v);
        Ok(text)
    }

    /// Takes back the last `n` moves (replaying from the start). Forced passes go with the
    /// move that forced them and are not counted.
    pub fn take_back(&mut self, v: &Variant, n: usize) {
        let (mut keep, mut left) = (self.moves.len(), n);
        while keep > 0 && left > 0 {
            keep -= 1;
            if self.moves[keep] != Move::Pass {
                left -= 1;
            }
        }
        let moves: Vec<Move> = self.moves[..keep].to_vec();
        let mut g = Game::from_position(v, self.start.clone());
        for m in moves {
            let _ = g.play_one(v, m);
        }
        *self = g;
    }

    /// How many times the current position has occurred (same hash, same side to move).
    pub fn repetitions(&self) -> usize {
        let h = self.position.hash();
        // Only positions since the last irreversible move can repeat.
        let window = self.position.halfmove_clock() as usize + 1;
        self.hashes
            .iter()
            .rev()
            .take(window)
            .filter(|&&x| x == h)
            .count()
    }

    fn compute_outcome(&self, v: &Variant) -> Option<Outcome> {
        if v.rules.elimination == EliminationRule::AttackedByNext && v.player_count() > 2 {
            return self.elimination_outcome(v);
        }
        let pos = &self.position;
        let me = pos.turn();
        if v.rules.capture_all_wins {
            let bare = (0..v.player_count()).map(|i| Player(i as u8)).find(|&p| {
                pos.player_cells(p).is_empty()
                    && (0..v.kinds.len()).all(|k| pos.hand(p, crate::PieceKind(k as u8)) == 0)
            });
            if let Some(p) = bare {
                return Some(Outcome::loss(v, p, EndReason::ArmyCaptured));
            }
        }
        if let Some(loser) = pos.royal_lost(v) {
            return Some(Outcome::loss(v, loser, EndReason::RoyalCaptured));
        }
        if !pos.has_legal_move(v) {
            if pos.in_check(v, me) {
                return Some(Outcome::loss(v, me, EndReason::Checkmate));
            }
            // Without royal pieces there is no check, so no "stalemate" either.
            let reason = if v.kinds.iter().any(|k| k.def.royal) {
                EndReason::Stalemate
            } else {
                EndReason::NoMoves
            };
            return Some(match v.rules.stalemate {
                StalemateRule::Draw => Outcome::draw(v, reason),
                StalemateRule::Loss => Outcome::loss(v, me, reason),
                StalemateRule::Win => Outcome::win(v, me, reason),
                StalemateRule::ThreeQuarters => {
                    let mut q = vec![3; v.player_count()];
                    q[me.index()] = 1;
                    Outcome::from_quarters(reason, q)
                }
            });
        }
        if pos.insufficient_material(v) {
            return Some(Outcome::draw(v, EndReason::InsufficientMaterial));
        }
        if v.rules.repetition > 0 && self.repetitions() >= v.rules.repetition as usize {
            return Some(Outcome::draw(v, EndReason::Repetition));
        }
        if v.rules.move_rule > 0 && pos.halfmove_clock() >= v.rules.move_rule {
            return Some(Outcome::draw(v, EndReason::MoveRule));
        }
        None
    }
}

impl Game {
    /// The end of a game of three or more that eliminates checkmated players: the last player
    /// left wins; with two left, checkmate and stalemate are as in two-player games but a
    /// stalemate or draw is shared by the two left only. Places follow elimination order.
    fn elimination_outcome(&self, v: &Variant) -> Option<Outcome> {
        let pos = &self.position;
        let n = v.player_count();
        let live: Vec<Player> = (0..n)
            .map(|i| Player(i as u8))
            .filter(|&p| !pos.is_eliminated(p))
            .collect();
        let me = pos.turn();
        let ranked = |winners: &[Player], quarters: Vec<u8>, reason: EndReason| {
            let mut ranks = vec![0u8; n];
            for &w in winners {
                ranks[w.index()] = 1;
            }
            // Losers still on the board, then the eliminated, latest first.
            let mut place = winners.len() as u8 + 1;
            for &p in &live {
                if !winners.contains(&p) {
                    ranks[p.index()] = place;
                    place += 1;
                }
            }
            for &p in self.out.iter().rev() {
                ranks[p.index()] = place;
                place += 1;
            }
            Outcome {
                reason,
                quarters,
                ranks,
            }
        };
        let win = |w: Player, reason: EndReason| {
            let mut q = vec![0; n];
            q[w.index()] = 4;
            ranked(&[w], q, reason)
        };
        let shared = |reason: EndReason| {
            let mut q = vec![0; n];
            for &p in &live {
                q[p.index()] = 2;
            }
            ranked(&live, q, reason)
        };
        match live.as_slice() {
            [] => return Some(shared(EndReason::Aborted)),
            [w] => return Some(win(*w, EndReason::Checkmate)),
            _ => {}
        }
        if !pos.has_legal_move(v) {
            if pos.in_check(v, me) {
                // Two left: the other one wins.
                let w = live.iter().copied().find(|&p| p != me).unwrap_or(me);
                return Some(win(w, EndReason::Checkmate));
            }
            return Some(shared(EndReason::Stalemate));
        }
        if v.rules.repetition > 0 && self.repetitions() >= v.rules.repetition as usize {
            return Some(shared(EndReason::Repetition));
        }
        if v.rules.move_rule > 0 && pos.halfmove_clock() >= v.rules.move_rule {
            return Some(shared(EndReason::MoveRule));
        }
        None
    }
}
