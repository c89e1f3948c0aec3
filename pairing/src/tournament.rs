//! The state of an individual event: players, their round-by-round records and the point
//! system. This is what a TRF file holds, and what the pairing systems read.

use crate::points::{PointSystem, Points};

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// What a player got in one round, with the TRF letter of each kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoundResult {
    /// `1`: won a game played over the board.
    Win,
    /// `=`: drew a game played over the board.
    Draw,
    /// `0`: lost a game played over the board.
    Loss,
    /// `+`: won by forfeit (the game was not played).
    ForfeitWin,
    /// `-`: lost by forfeit, or absent without a bye.
    ForfeitLoss,
    /// `W`: won a game played but not rated.
    UnratedWin,
    /// `D`: drew a game played but not rated.
    UnratedDraw,
    /// `L`: lost a game played but not rated.
    UnratedLoss,
    /// `H`: a half-point bye (requested).
    HalfPointBye,
    /// `F`: a full-point bye (requested or awarded).
    FullPointBye,
    /// `U`: the pairing-allocated bye.
    PairingAllocatedBye,
    /// `Z`: a zero-point bye (absent, known in advance).
    ZeroPointBye,
    /// A blank result: paired, the game not finished yet.
    Pending,
}

impl RoundResult {
    /// The TRF result letter.
    pub fn trf_char(self) -> char {
        match self {
            RoundResult::Win => '1',
            RoundResult::Draw => '=',
            RoundResult::Loss => '0',
            RoundResult::ForfeitWin => '+',
            RoundResult::ForfeitLoss => '-',
            RoundResult::UnratedWin => 'W',
            RoundResult::UnratedDraw => 'D',
            RoundResult::UnratedLoss => 'L',
            RoundResult::HalfPointBye => 'H',
            RoundResult::FullPointBye => 'F',
            RoundResult::PairingAllocatedBye => 'U',
            RoundResult::ZeroPointBye => 'Z',
            RoundResult::Pending => ' ',
        }
    }

    /// The result for a TRF result letter (`None` for an unknown letter).
    pub fn from_trf_char(c: char) -> Option<RoundResult> {
        Some(match c {
            '1' => RoundResult::Win,
            '=' => RoundResult::Draw,
            '0' => RoundResult::Loss,
            '+' => RoundResult::ForfeitWin,
            '-' => RoundResult::ForfeitLoss,
            'W' | 'w' => RoundResult::UnratedWin,
            'D' | 'd' => RoundResult::UnratedDraw,
            'L' | 'l' => RoundResult::UnratedLoss,
            'H' | 'h' => RoundResult::HalfPointBye,
            'F' | 'f' => RoundResult::FullPointBye,
            'U' | 'u' => RoundResult::PairingAllocatedBye,
            'Z' | 'z' => RoundResult::ZeroPointBye,
            ' ' => RoundResult::Pending,
            _ => return None,
        })
    }

    /// The points this result is worth under `system`.
    pub fn points(self, system: &PointSystem) -> Points {
        match self {
            RoundResult::Win
            | RoundResult::UnratedWin
            | RoundResult::ForfeitWin
            | RoundResult::FullPointBye => system.win,
            RoundResult::Draw | RoundResult::UnratedDraw | RoundResult::HalfPointBye => system.draw,
            RoundResult::Loss | RoundResult::UnratedLoss => system.loss,
            RoundResult::ForfeitLoss => system.forfeit_loss,
            RoundResult::ZeroPointBye => system.zero_bye,
            RoundResult::PairingAllocatedBye => system.pairing_bye,
            RoundResult::Pending => Points::ZERO,
        }
    }

    /// Whether the result comes from a game played over the board (rated or not).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            RoundResult::Win
                | RoundResult::Draw
                | RoundResult::Loss
                | RoundResult::UnratedWin
                | RoundResult::UnratedDraw
                | RoundResult::UnratedLoss
        )
    }

    /// Whether the result is a bye of some kind (`H`, `F`, `U`, `Z`).
    pub fn is_bye(self) -> bool {
        matches!(
            self,
            RoundResult::HalfPointBye
                | RoundResult::FullPointBye
                | RoundResult::PairingAllocatedBye
                | RoundResult::ZeroPointBye
        )
    }
}

/// One round of a player's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundEntry {
    /// The opponent's start number (none for byes and absences).
    pub opponent: Option<u32>,
    /// The colour the player had (none when there was no board).
    pub colour: Option<Colour>,
    /// The result.
    pub result: RoundResult,
}

impl RoundEntry {
    /// A board against `opponent` with `colour` and `result`.
    pub fn game(opponent: u32, colour: Colour, result: RoundResult) -> RoundEntry {
        RoundEntry {
            opponent: Some(opponent),
            colour: Some(colour),
            result,
        }
    }

    /// A round without an opponent (a bye or an absence).
    pub fn without_opponent(result: RoundResult) -> RoundEntry {
        RoundEntry {
            opponent: None,
            colour: None,
            result,
        }
    }

    /// Whether a game was played over the board in this round.
    pub fn is_played_game(&self) -> bool {
        self.opponent.is_some() && self.result.is_played()
    }
}

/// A player (TRF line `001`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Player {
    /// Start number (pairing number), 1-based and unique.
    pub id: u32,
    /// Sex letter (`m`, `w`, or none).
    pub sex: Option<char>,
    /// Title (`GM`, `WIM`, … or empty).
    pub title: String,
    /// Name.
    pub name: String,
    /// Rating (0 when unrated).
    pub rating: u32,
    /// Federation (three letters or empty).
    pub federation: String,
    /// FIDE ID (text, possibly empty).
    pub fide_id: String,
    /// Birth date as written (`YYYY/MM/DD` or empty).
    pub birth_date: String,
    /// The points column as read from a file; [`Tournament::recompute_points`] refreshes it.
    pub declared_points: Option<Points>,
    /// The rank column as read from a file.
    pub rank: Option<u32>,
    /// Round by round, from round 1; `None` where the file had a blank round.
    pub rounds: Vec<Option<RoundEntry>>,
}

impl Player {
    /// The entry of round `round` (1-based).
    pub fn round(&self, round: usize) -> Option<&RoundEntry> {
        round
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i))
            .and_then(Option::as_ref)
    }
}

/// How a game between two players ended, for [`Tournament::set_result`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// White won over the board.
    WhiteWins,
    /// A draw over the board.
    Draw,
    /// Black won over the board.
    BlackWins,
    /// White won by forfeit.
    WhiteWinsByForfeit,
    /// Black won by forfeit.
    BlackWinsByForfeit,
    /// Neither player turned up.
    DoubleForfeit,
}

/// One round's pairings: boards as (white, black) start numbers, and the pairing-allocated bye.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The boards in board order, (white, black).
    pub pairs: Vec<(u32, u32)>,
    /// The player who gets the pairing-allocated bye, if any.
    pub bye: Option<u32>,
}

impl Pairing {
    /// The text bbpPairings and JaVaFo write with `-p`: the number of lines that follow, then
    /// `white black` per board and `player 0` for the bye, each line ending in `\n`.
    pub fn to_engine_text(&self) -> String {
        let count = self.pairs.len() + usize::from(self.bye.is_some());
        let mut out = format!("{count}\n");
        for (w, b) in &self.pairs {
            out.push_str(&format!("{w} {b}\n"));
        }
        if let Some(p) = self.bye {
            out.push_str(&format!("{p} 0\n"));
        }
        out
    }
}

/// Changing a tournament's state failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// No player has this start number.
    #[error("no player has start number {0}")]
    UnknownPlayer(u32),
    /// Round numbers start at 1.
    #[error("round numbers start at 1")]
    RoundZero,
    /// The two players are not paired with each other in that round.
    #[error("players {0} and {1} are not paired together in round {2}")]
    NotPaired(u32, u32, usize),
    /// A player appears twice in one pairing.
    #[error("player {0} appears twice in the pairing")]
    Duplicate(u32),
}

/// A round of a file is not finished: a board of it has no result yet, so the next round
/// cannot be paired from it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "round {round} is not finished: player {player} has no result against player {opponent}; \
     pair the next round once every result of round {round} is in"
)]
pub struct Unfinished {
    /// The round (1-based).
    pub round: usize,
    /// The first player (by start number) whose game of that round has no result.
    pub player: u32,
    /// Their opponent.
    pub opponent: u32,
}

/// An individual event: its players, their records and the rules for scoring them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tournament {
    /// The event's name (TRF line `012`).
    pub name: Option<String>,
    /// The planned number of rounds (`XXR`); the Dutch system needs it to know the last round.
    pub total_rounds: Option<u32>,
    /// The colour the first player gets in round 1 (`XXC white1` / `black1`); when absent the
    /// Dutch system infers it from the first round played, as bbpPairings does, or takes white.
    pub initial_colour: Option<Colour>,
    /// Point values (`BBW`, `BBD`, … lines when not the defaults).
    pub points: PointSystem,
    /// Players in start-number order.
    pub players: Vec<Player>,
    /// Lines of a read file that this crate does not interpret, kept in order for writing.
    pub other_lines: Vec<String>,
}

impl Tournament {
    /// An empty event of `total_rounds` rounds, the first player taking white in round 1
    /// (set [`Tournament::initial_colour`] to change that, e.g. by lot as FIDE has it).
    pub fn new(name: &str, total_rounds: u32) -> Tournament {
        Tournament {
            name: (!name.is_empty()).then(|| name.to_string()),
            total_rounds: Some(total_rounds),
            initial_colour: Some(Colour::White),
            ..Tournament::default()
        }
    }

    /// Registers a player and returns the start number given (one more than the highest).
    pub fn add_player(&mut self, name: &str, rating: u32) -> u32 {
        let id = self.players.iter().map(|p| p.id).max().unwrap_or(0) + 1;
        self.players.push(Player {
            id,
            name: name.to_string(),
            rating,
            ..Player::default()
        });
        id
    }

    /// Checks the event against the [`crate::limits`]: players, rounds (planned and
    /// recorded) and the point system's values.
    ///
    /// # Errors
    /// The first limit exceeded.
    pub fn check_limits(&self) -> Result<(), crate::limits::LimitError> {
        use crate::limits::{check_point_value, check_rounds, LimitError, MAX_PLAYERS};
        if self.players.len() > MAX_PLAYERS {
            return Err(LimitError::TooManyPlayers);
        }
        check_rounds(self.total_rounds.map_or(0, u64::from))?;
        let recorded = self
            .players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0);
        check_rounds(u64::try_from(recorded).unwrap_or(u64::MAX))?;
        let p = &self.points;
        for value in [
            p.win,
            p.draw,
            p.loss,
            p.zero_bye,
            p.forfeit_loss,
            p.pairing_bye,
        ] {
            check_point_value(value)?;
        }
        Ok(())
    }

    /// The player with start number `id`.
    pub fn player(&self, id: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    fn player_mut(&mut self, id: u32) -> Result<&mut Player, StateError> {
        self.players
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or(StateError::UnknownPlayer(id))
    }

    /// The number of rounds with a board or a pairing-allocated bye recorded for someone.
    ///
    /// Entries after that round without an opponent (requested byes, known absences) belong to
    /// the round about to be paired and are not counted.
    pub fn rounds_paired(&self) -> usize {
        let mut last = 0;
        for p in &self.players {
            for (i, e) in p.rounds.iter().enumerate() {
                if let Some(e) = e {
                    if e.opponent.is_some() || e.result == RoundResult::PairingAllocatedBye {
                        last = last.max(i + 1);
                    }
                }
            }
        }
        last
    }

    /// Refuses a state with a game not finished (a blank result): the earliest round with
    /// one, and its lowest-numbered player.
    ///
    /// # Errors
    /// [`Unfinished`], naming the round and the board.
    pub fn check_finished(&self) -> Result<(), Unfinished> {
        let mut first: Option<Unfinished> = None;
        for p in &self.players {
            for (i, e) in p.rounds.iter().enumerate() {
                let Some(e) = e.filter(|e| e.result == RoundResult::Pending) else {
                    continue;
                };
                let here = Unfinished {
                    round: i + 1,
                    player: p.id,
                    opponent: e.opponent.unwrap_or(0),
                };
                if first
                    .as_ref()
                    .is_none_or(|f| (here.round, here.player) < (f.round, f.player))
                {
                    first = Some(here);
                }
                break;
            }
        }
        first.map_or(Ok(()), Err)
    }

    /// A player's score over rounds `1..=rounds`.
    pub fn score_after(&self, id: u32, rounds: usize) -> Points {
        self.player(id).map_or(Points::ZERO, |p| {
            p.rounds
                .iter()
                .take(rounds)
                .flatten()
                .map(|e| e.result.points(&self.points))
                .sum()
        })
    }

    /// A player's score over every round recorded.
    pub fn score(&self, id: u32) -> Points {
        self.score_after(id, usize::MAX)
    }

    /// Sets every player's points column to the score computed from the results.
    pub fn recompute_points(&mut self) {
        let scores: Vec<Points> = self.players.iter().map(|p| self.score(p.id)).collect();
        for (p, s) in self.players.iter_mut().zip(scores) {
            p.declared_points = Some(s);
        }
    }

    /// The state after `rounds` rounds: later rounds are dropped and points recomputed.
    ///
    /// With `keep_absences`, entries of round `rounds + 1` that have no opponent and are not
    /// the pairing-allocated bye (requested byes, known absences) are kept: they are input to
    /// the pairing of that round.
    pub fn truncated(&self, rounds: usize, keep_absences: bool) -> Tournament {
        let mut t = self.clone();
        for p in &mut t.players {
            let next = p.rounds.get(rounds).copied().flatten();
            p.rounds.truncate(rounds);
            if keep_absences {
                if let Some(e) = next {
                    if e.opponent.is_none() && e.result != RoundResult::PairingAllocatedBye {
                        p.rounds.resize(rounds, None);
                        p.rounds.push(Some(e));
                    }
                }
            }
            while p.rounds.last() == Some(&None) {
                p.rounds.pop();
            }
        }
        t.recompute_points();
        t
    }

    fn set_entry(&mut self, round: usize, id: u32, entry: RoundEntry) -> Result<(), StateError> {
        if round == 0 {
            return Err(StateError::RoundZero);
        }
        let p = self.player_mut(id)?;
        if p.rounds.len() < round {
            p.rounds.resize(round, None);
        }
        p.rounds[round - 1] = Some(entry);
        Ok(())
    }

    /// Records a round's pairing: each board with a pending result, the bye as a
    /// pairing-allocated bye (worth [`PointSystem::pairing_bye`]).
    pub fn record_pairing(&mut self, round: usize, pairing: &Pairing) -> Result<(), StateError> {
        let mut seen = std::collections::HashSet::new();
        for id in pairing
            .pairs
            .iter()
            .flat_map(|&(w, b)| [w, b])
            .chain(pairing.bye)
        {
            if !seen.insert(id) {
                return Err(StateError::Duplicate(id));
            }
            self.player(id).ok_or(StateError::UnknownPlayer(id))?;
        }
        for &(w, b) in &pairing.pairs {
            self.set_entry(
                round,
                w,
                RoundEntry::game(b, Colour::White, RoundResult::Pending),
            )?;
            self.set_entry(
                round,
                b,
                RoundEntry::game(w, Colour::Black, RoundResult::Pending),
            )?;
        }
        if let Some(p) = pairing.bye {
            self.set_entry(
                round,
                p,
                RoundEntry::without_opponent(RoundResult::PairingAllocatedBye),
            )?;
        }
        Ok(())
    }

    /// Records the result of the board `white`–`black` of `round` (which must be paired).
    pub fn set_result(
        &mut self,
        round: usize,
        white: u32,
        black: u32,
        result: GameResult,
    ) -> Result<(), StateError> {
        let paired = self
            .player(white)
            .ok_or(StateError::UnknownPlayer(white))?
            .round(round)
            .is_some_and(|e| e.opponent == Some(black) && e.colour == Some(Colour::White));
        if !paired {
            return Err(StateError::NotPaired(white, black, round));
        }
        use RoundResult as R;
        let (w, b) = match result {
            GameResult::WhiteWins => (R::Win, R::Loss),
            GameResult::Draw => (R::Draw, R::Draw),
            GameResult::BlackWins => (R::Loss, R::Win),
            GameResult::WhiteWinsByForfeit => (R::ForfeitWin, R::ForfeitLoss),
            GameResult::BlackWinsByForfeit => (R::ForfeitLoss, R::ForfeitWin),
            GameResult::DoubleForfeit => (R::ForfeitLoss, R::ForfeitLoss),
        };
        self.set_entry(round, white, RoundEntry::game(black, Colour::White, w))?;
        self.set_entry(round, black, RoundEntry::game(white, Colour::Black, b))
    }

    /// Records that a player will not be paired in `round` and gets `result` for it
    /// (a requested [`RoundResult::HalfPointBye`], a [`RoundResult::ZeroPointBye`], …).
    pub fn set_absence(
        &mut self,
        round: usize,
        id: u32,
        result: RoundResult,
    ) -> Result<(), StateError> {
        self.set_entry(round, id, RoundEntry::without_opponent(result))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_and_score() {
        let mut t = Tournament::new("Club", 3);
        let a = t.add_player("A", 1500);
        let b = t.add_player("B", 1400);
        let c = t.add_player("C", 1300);
        let pairing = Pairing {
            pairs: vec![(a, b)],
            bye: Some(c),
        };
        t.record_pairing(1, &pairing).unwrap();
        assert_eq!(t.rounds_paired(), 1);
        t.set_result(1, a, b, GameResult::Draw).unwrap();
        assert_eq!(t.score(a), Points(5));
        assert_eq!(t.score(c), Points(10));
        assert!(t.set_result(1, b, a, GameResult::Draw).is_err());
        t.set_absence(2, c, RoundResult::HalfPointBye).unwrap();
        assert_eq!(t.rounds_paired(), 1);
        let cut = t.truncated(0, true);
        assert_eq!(cut.players[2].rounds.len(), 0);
        assert_eq!(pairing.to_engine_text(), "2\n1 2\n3 0\n");
    }
}
