//! Commands: the typed requests the core understands, and how chat text becomes one. The
//! commands of some families have a file of their own below this one.

pub mod notation;
pub mod notify;
pub mod premove;
pub mod puzzle;
pub mod vacation;

use crate::i18n::{plain, Lang};
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::UserId;
use hexcourier_engine::data::edit_distance;
use hexcourier_engine::notation::parse_move_text;
use hexcourier_store::{HintRule, Voters};
use notation::{NotationCmd, NOTATION_USAGE};
use notify::{NotifyCmd, MAX_REMINDERS};
use premove::PremoveCmd;
use puzzle::PuzzleCmd;
use vacation::VacationCmd;

/// The level of `@engine` when `/new` names none.
pub const DEFAULT_LEVEL: u8 = 4;

/// A request to start a game (`/new`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewGame {
    /// Variant id as typed.
    pub variant: String,
    /// The other players, in seat order after the challenger's.
    pub opponents: Vec<UserId>,
    /// The challenger's side (a seat name such as `white`), if given.
    pub side: Option<String>,
    /// State text of a custom start position (`setup:`), if given.
    pub setup: Option<String>,
    /// Moves to play before the game starts (a pasted move list), if given; after the
    /// `setup:` position when both are given.
    pub from: Option<String>,
    /// Level (1–8) of the engine, when `@engine` is an opponent (`level:N`).
    pub level: Option<u8>,
    /// Hints allowed (`hints:off|on|N`); default: unlimited against the engine, else off.
    pub hints: Option<HintRule>,
    /// Whether spectators may ask for hints too (`spectator-hints:on|off`).
    pub spectator_hints: Option<bool>,
    /// Days per move (1–30) of the game's clock (`days:N`), or the days a bank starts with
    /// (`days:3+1`); none: no clock.
    pub days: Option<u8>,
    /// A bank clock (`days:3+1` or `days:3+1/5`): the days added after each move and the
    /// most the bank holds (default: the days it starts with).
    pub bank: Option<Bank>,
    /// A group voting game (`mode:vote`).
    pub vote: bool,
    /// Voters of sides: `("team", ..)` for the challenger's side (`team:`), else a seat name
    /// as typed (`white:`).
    pub voters: Vec<(String, Voters)>,
    /// Length of a vote window in seconds (`window:2h`).
    pub window: Option<u64>,
    /// Votes a window needs (`min-votes:N`).
    pub min_votes: Option<u32>,
    /// The ids of roles named as voters that an integration manages (the transport knows;
    /// such roles cannot vote).
    pub managed_roles: Vec<String>,
}

/// The bank of a bank clock (`days:3+1/5`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bank {
    /// Days added to a player's bank after each of their moves (0–30).
    pub increment: u8,
    /// The most days a bank holds, when more than the days it starts with.
    pub cap: Option<u8>,
}

/// A new tournament (`/tournament new`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewTournament {
    /// Variant id as typed.
    pub variant: String,
    /// Format as typed: `swiss`, `rr`, `drr`, `groups`, `swiss3`.
    pub format: String,
    /// Rounds (Swiss formats).
    pub rounds: Option<u32>,
    /// Days per move of each game.
    pub days: Option<u8>,
    /// Sign-up length in seconds; it starts by itself at the end.
    pub signup_secs: Option<u64>,
    /// Whether its games are rated (default: yes).
    pub rated: Option<bool>,
    /// Most players.
    pub max_players: Option<u32>,
    /// Its name.
    pub name: Option<String>,
    /// Whether its games allow vacations (`vacation:on`; by default they do not, so a
    /// player who never moves cannot hold up a round).
    pub allow_vacations: bool,
    /// Whether its players may give each other time with `/moretime` (`moretime:on`).
    pub moretime: bool,
}

/// A tournament command (`/tournament ...`); `which` names a tournament (`t3`), else the one
/// of the place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentCmd {
    /// Make one (organisers).
    New(NewTournament),
    /// Sign up.
    Join(Option<String>),
    /// Leave (withdraw, once it runs).
    Leave(Option<String>),
    /// Start it now (organisers).
    Start(Option<String>),
    /// The standings.
    Standings(Option<String>),
    /// A round's pairings (default: the current one).
    Pairings {
        /// Which tournament.
        which: Option<String>,
        /// Which round.
        round: Option<u32>,
    },
    /// Withdraw a player (organisers).
    Withdraw {
        /// Which tournament.
        which: Option<String>,
        /// Who.
        user: UserId,
    },
    /// Decide a game that cannot finish (organisers): `1-0`, `0-1`, `1/2-1/2`, or places for
    /// three players (`1-2-3`).
    Adjudicate {
        /// The game, `g12`.
        game: String,
        /// The result.
        result: String,
    },
    /// The event as a TRF file and its games as one record file.
    Export(Option<String>),
    /// The server's tournaments.
    List,
}

/// What a move picker's last choice does ([`Command::Picked`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// Play this move.
    Move(String),
    /// Vote for this move, `draw` or `resign`, with the voter's role ids.
    Vote {
        /// The choice.
        choice: String,
        /// The voter's role ids.
        roles: Vec<String>,
    },
}

/// One command, already parsed (the Discord adapter can build these from slash options).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Start a game in a new place.
    New(NewGame),
    /// Play a move in the game of this place.
    Move(String),
    /// A move or vote picked from a menu made when `plies` moves had been played: done only
    /// if the game has exactly that many moves when it is applied (adapters' move pickers).
    Picked {
        /// Moves played when the menu was made.
        plies: usize,
        /// What was picked.
        pick: Pick,
    },
    /// Show the game of this place.
    Board,
    /// Legal moves of the piece on a cell, or all of them.
    Moves(Option<String>),
    /// Resign the game of this place.
    Resign,
    /// Offer a draw, or accept the standing offer.
    Draw,
    /// Decline the standing draw offer (`/draw decline`), or withdraw one's own.
    DeclineDraw,
    /// Ask to take back one's last move, or answer the standing request.
    Takeback(Consent),
    /// End the game without a result (fewer than two moves played; admins: any time).
    Abort,
    /// List the user's games.
    Games,
    /// Turn notifications by DM on (`Some(true)`) or off, or say how they stand (`None`).
    Notify(NotifyCmd),
    /// Accept a challenge: the one named (`g12`), else the one waiting for the user.
    Accept(Option<String>),
    /// Decline a challenge (or withdraw one's own): the one named, else the one waiting.
    Decline(Option<String>),
    /// Whether others may challenge the user (`Some(true)`: on), or how it stands.
    Challenges(Option<bool>),
    /// A tournament command.
    Tournament(TournamentCmd),
    /// `/vacation ...`.
    Vacation(VacationCmd),
    /// `/premove ...`.
    Premove(PremoveCmd),
    /// `/moretime <time>`: seconds to give the player to move.
    MoreTime(u64),
    /// List the variants.
    Variants,
    /// The game of this place as a record file.
    Export,
    /// The animated replay of the game of this place.
    Gif,
    /// The server's best players in a variant (default: this place's game's, else Glinski's).
    Leaderboard(Option<String>),
    /// A player's ratings, record and last games (default: the caller's).
    Profile(Option<String>),
    /// A variant's rules (default: the game of this place).
    Rules(Option<String>),
    /// How a piece moves: `variant` may be left out in a game's place.
    Piece {
        /// Variant id, if given.
        variant: Option<String>,
        /// Piece name, id or letter (or nothing, to list the pieces).
        piece: Option<String>,
    },
    /// The engine's best move, evaluation and line in the game of this place.
    Hint,
    /// The engine's evaluation and its three best moves in the game of this place.
    Analyse,
    /// The engine's review of the finished game of this place.
    Review,
    /// A vote for the side to move, in a voting game: a move, `draw` or `resign`.
    Vote {
        /// What is voted for, as typed.
        choice: String,
        /// The voter's role ids (the transport fills them in; sides given as roles check them).
        roles: Vec<String>,
    },
    /// The votes cast so far in the open window.
    Tally,
    /// What a server shows on the web (server admins change it).
    Web(WebCmd),
    /// The language of a server's public announcements: shown, or set (server admins).
    Language(Option<crate::i18n::Lang>),
    /// The time zone of a server's times on the console and the web pages, as typed (admins).
    ServerZone(String),
    /// How moves are written: shown, the asker's own, or the server's (admins).
    Notation(NotationCmd),
    /// `/puzzle ...`: tactics puzzles, answered to the asker alone.
    Puzzle(PuzzleCmd),
    /// The list of commands.
    Help,
}

/// `/web`: a server's pages on the web.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebCmd {
    /// How they stand, with their addresses (`/web`).
    Show,
    /// Its leaderboards and finished games have pages, or not (`/web on|off`).
    ServerPages(bool),
    /// Its games have pages, or not (`/web games on|off`).
    GamePages(bool),
}

/// Usage of `/language`.
pub const LANGUAGE_USAGE: &str = "/language [en|pl|hu|de] | /language timezone <Europe/Warsaw>";

/// Usage of `/web`.
pub const WEB_USAGE: &str = "/web [on|off] or /web games on|off";

/// How `/takeback` is meant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Consent {
    /// Ask, or accept the request standing (plain `/takeback`).
    Ask,
    /// Accept the request standing (`/takeback accept`).
    Accept,
    /// Decline the request standing, or withdraw one's own (`/takeback decline`).
    Decline,
}

/// Every command name, for `/help` and suggestions.
pub const COMMAND_NAMES: [&str; 37] = [
    "new",
    "premove",
    "moretime",
    "vacation",
    "tournament",
    "accept",
    "decline",
    "challenges",
    "move",
    "drop",
    "board",
    "moves",
    "resign",
    "draw",
    "takeback",
    "abort",
    "games",
    "notify",
    "variants",
    "rules",
    "piece",
    "hint",
    "analyse",
    "analyze",
    "eval",
    "review",
    "vote",
    "tally",
    "export",
    "gif",
    "leaderboard",
    "profile",
    "web",
    "language",
    "notation",
    "puzzle",
    "help",
];

/// Usage of `/vote`.
pub const VOTE_USAGE: &str = "/vote <move>|draw|resign, e.g. /vote f5-f6";

/// Usage of `/new`.
pub const NEW_USAGE: &str = "/new <variant> @opponent|@engine [level:<1-8>] [side:<side>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<voters> <side>:<voters> window:<2h> min-votes:<n>] [setup:<state text>] [from:<moves>]";

impl Command {
    /// The command's name, for metrics (`move`, `new`, `tournament`...).
    pub fn name(&self) -> &'static str {
        match self {
            Command::New(_) => "new",
            Command::Move(_) => "move",
            Command::Picked { .. } => "picked",
            Command::Board => "board",
            Command::Moves(_) => "moves",
            Command::Resign => "resign",
            Command::Draw | Command::DeclineDraw => "draw",
            Command::Takeback(_) => "takeback",
            Command::Abort => "abort",
            Command::Games => "games",
            Command::Notify(_) => "notify",
            Command::Accept(_) => "accept",
            Command::Decline(_) => "decline",
            Command::Challenges(_) => "challenges",
            Command::Tournament(_) => "tournament",
            Command::Variants => "variants",
            Command::Export => "export",
            Command::Gif => "gif",
            Command::Leaderboard(_) => "leaderboard",
            Command::Profile(_) => "profile",
            Command::Rules(_) => "rules",
            Command::Piece { .. } => "piece",
            Command::Hint => "hint",
            Command::Analyse => "analyse",
            Command::Review => "review",
            Command::Vote { .. } => "vote",
            Command::Tally => "tally",
            Command::Web(_) => "web",
            Command::Language(_) => "language",
            Command::Notation(_) => "notation",
            Command::ServerZone(_) => "language",
            Command::Vacation(_) => "vacation",
            Command::Premove(_) => "premove",
            Command::MoreTime(_) => "moretime",
            Command::Puzzle(_) => "puzzle",
            Command::Help => "help",
        }
    }

    /// For a command whose answer is for the asker alone: how it was typed and the form
    /// that answers privately (a slash command).
    pub fn private_form(&self) -> Option<(&'static str, &'static str)> {
        Some(match self {
            Command::Vote { .. } => ("/vote", "/hex vote"),
            Command::Tally => ("/tally", "/hex tally"),
            Command::Premove(_) => ("/premove", "/hex premove"),
            Command::Hint => ("/hint", "/hex hint"),
            Command::Analyse => ("/analyse", "/hex analyse"),
            Command::Puzzle(p) if !matches!(p, PuzzleCmd::DailySet(_)) => ("/puzzle", "/puzzle"),
            _ => return None,
        })
    }

    /// How many characters of text the command carries (every string given with it): what
    /// a transport hands the core is bounded like typed text.
    pub fn text_chars(&self) -> usize {
        let n = |s: &str| s.chars().count();
        let o = |s: &Option<String>| s.as_deref().map_or(0, n);
        match self {
            Command::New(g) => {
                n(&g.variant)
                    + g.opponents.iter().map(|u| n(u.as_str())).sum::<usize>()
                    + o(&g.side)
                    + o(&g.setup)
                    + o(&g.from)
                    + g.voters
                        .iter()
                        .map(|(k, v)| {
                            n(k) + match v {
                                Voters::Team(ids) => ids.iter().map(|i| n(i)).sum(),
                                Voters::Role { id, name } => n(id) + n(name),
                                Voters::Channel => 0,
                            }
                        })
                        .sum::<usize>()
                    + g.managed_roles.iter().map(|r| n(r)).sum::<usize>()
            }
            Command::Move(t) => n(t),
            Command::Picked { pick, .. } => match pick {
                Pick::Move(t) => n(t),
                Pick::Vote { choice, roles } => {
                    n(choice) + roles.iter().map(|r| n(r)).sum::<usize>()
                }
            },
            Command::Moves(c) | Command::Accept(c) | Command::Decline(c) => o(c),
            Command::Leaderboard(v) | Command::Profile(v) | Command::Rules(v) => o(v),
            Command::Piece { variant, piece } => o(variant) + o(piece),
            Command::Vote { choice, roles } => {
                n(choice) + roles.iter().map(|r| n(r)).sum::<usize>()
            }
            Command::Premove(PremoveCmd::Add(moves)) => moves.iter().map(|m| n(m)).sum(),
            Command::Tournament(t) => match t {
                TournamentCmd::New(nt) => {
                    n(&nt.variant) + n(&nt.format) + nt.name.as_deref().map_or(0, n)
                }
                TournamentCmd::Join(w)
                | TournamentCmd::Leave(w)
                | TournamentCmd::Start(w)
                | TournamentCmd::Standings(w)
                | TournamentCmd::Export(w)
                | TournamentCmd::Pairings { which: w, .. } => o(w),
                TournamentCmd::Withdraw { which, user } => o(which) + n(user.as_str()),
                TournamentCmd::Adjudicate { game, result } => n(game) + n(result),
                TournamentCmd::List => 0,
            },
            Command::Puzzle(p) => p.text_chars(),
            _ => 0,
        }
    }

    /// Reads a chat message. `in_game` says whether it was typed in a game's place.
    ///
    /// Text starting with `/` is a command. Otherwise, in a game's place a single word (or a
    /// drag typed with spaces, `Qd1-d5 > g8`) is a move and longer text is chat; in other
    /// places a single word that reads as a move (and has a digit) is a misplaced move, and
    /// anything else is chat. Chat gives `Ok(None)`.
    ///
    /// # Errors
    /// A [`Problem`] for unknown commands and malformed arguments.
    pub fn parse(text: &str, in_game: bool) -> Result<Option<Command>, Problem> {
        let text = text.trim();
        let Some(body) = text.strip_prefix('/') else {
            // A drag may be typed with spaces around its `>`: `Qd1-d5 > g8`.
            let spaced_drag = in_game
                && text.contains('>')
                && text.split_whitespace().count() <= 3
                && parse_move_text(text).is_ok();
            if spaced_drag {
                return Ok(Some(Command::Move(text.to_string())));
            }
            if text.is_empty() || text.split_whitespace().count() > 1 {
                return Ok(None);
            }
            let looks_like_move = in_game
                || (text.chars().any(|c| c.is_ascii_digit()) && parse_move_text(text).is_ok());
            return Ok(looks_like_move.then(|| Command::Move(text.to_string())));
        };
        let (name, rest) = match body.find(char::is_whitespace) {
            Some(i) => (&body[..i], body[i..].trim()),
            None => (body, ""),
        };
        let name = name.to_lowercase();
        let words: Vec<&str> = rest.split_whitespace().collect();
        let no_args = |cmd: Command, usage: &'static str| {
            if words.is_empty() {
                Ok(Some(cmd))
            } else {
                Err(Problem::Usage { usage })
            }
        };
        match name.as_str() {
            "new" => parse_new(rest).map(|n| Some(Command::New(n))),
            "move" | "m" => {
                if rest.is_empty() {
                    Err(Problem::Usage {
                        usage: "/move <move>, e.g. /move f5-f6",
                    })
                } else {
                    Ok(Some(Command::Move(rest.to_string())))
                }
            }
            "drop" => match words.as_slice() {
                // `/drop Wing f4` is the move `Wing*f4`; `/drop W*f4` as typed.
                [piece, cell] if !piece.contains(['*', '@']) => {
                    Ok(Some(Command::Move(format!("{piece}*{cell}"))))
                }
                [one] if one.contains(['*', '@']) => Ok(Some(Command::Move(one.to_string()))),
                _ => Err(Problem::Usage {
                    usage: "/drop <piece> <cell>, e.g. /drop Wing f4 (or /drop W*f4)",
                }),
            },
            "board" => no_args(Command::Board, "/board"),
            "moves" => match words.as_slice() {
                [] => Ok(Some(Command::Moves(None))),
                [cell] => Ok(Some(Command::Moves(Some(cell.to_string())))),
                _ => Err(Problem::Usage {
                    usage: "/moves [cell], e.g. /moves d1",
                }),
            },
            "resign" => no_args(Command::Resign, "/resign"),
            "draw" => match words.as_slice() {
                [] => Ok(Some(Command::Draw)),
                [w] if w.eq_ignore_ascii_case("accept") => Ok(Some(Command::Draw)),
                [w] if w.eq_ignore_ascii_case("decline") => Ok(Some(Command::DeclineDraw)),
                _ => Err(Problem::Usage {
                    usage: "/draw [accept|decline]",
                }),
            },
            "takeback" => match words.as_slice() {
                [] => Ok(Some(Command::Takeback(Consent::Ask))),
                [w] if w.eq_ignore_ascii_case("accept") => {
                    Ok(Some(Command::Takeback(Consent::Accept)))
                }
                [w] if w.eq_ignore_ascii_case("decline") => {
                    Ok(Some(Command::Takeback(Consent::Decline)))
                }
                _ => Err(Problem::Usage {
                    usage: "/takeback [accept|decline]",
                }),
            },
            "abort" => no_args(Command::Abort, "/abort"),
            "games" => no_args(Command::Games, "/games"),
            "notify" => parse_notify(&words).map(|n| Some(Command::Notify(n))),
            "accept" | "decline" => {
                let which = match words.as_slice() {
                    [] => None,
                    [one] => Some(one.to_string()),
                    _ => {
                        return Err(Problem::Usage {
                            usage: if name == "accept" {
                                "/accept [challenge], e.g. /accept g12"
                            } else {
                                "/decline [challenge], e.g. /decline g12"
                            },
                        })
                    }
                };
                Ok(Some(if name == "accept" {
                    Command::Accept(which)
                } else {
                    Command::Decline(which)
                }))
            }
            "challenges" => match words.as_slice() {
                [] => Ok(Some(Command::Challenges(None))),
                [w] => match parse_on_off(&w.to_lowercase()) {
                    Some(on) => Ok(Some(Command::Challenges(Some(on)))),
                    None => Err(Problem::Usage {
                        usage: "/challenges on|off",
                    }),
                },
                _ => Err(Problem::Usage {
                    usage: "/challenges on|off",
                }),
            },
            "tournament" | "tournaments" => {
                parse_tournament(&words).map(|t| Some(Command::Tournament(t)))
            }
            "moretime" | "more-time" => match words.as_slice() {
                [t] => parse_window(t)
                    .map(|s| Some(Command::MoreTime(s)))
                    .map_err(|_| Problem::Usage {
                        usage: "/moretime <time>, e.g. /moretime 1d (or 12h, 30m): more time for the player to move",
                    }),
                _ => Err(Problem::Usage {
                    usage: "/moretime <time>, e.g. /moretime 1d (or 12h, 30m): more time for the player to move",
                }),
            },
            "premove" | "premoves" => {
                use PremoveCmd as P;
                Ok(Some(Command::Premove(match words.as_slice() {
                    [] => P::List,
                    [w] if w.eq_ignore_ascii_case("clear") => P::Clear,
                    many => P::Add(many.iter().map(|w| w.to_string()).collect()),
                })))
            }
            "vacation" => {
                use VacationCmd as V;
                let usage = Problem::Usage {
                    usage:
                        "/vacation [on|off] | /vacation auto on|off | /vacation allowance <days>",
                };
                let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
                let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
                Ok(Some(Command::Vacation(match lower.as_slice() {
                    [] => V::Status,
                    [w] => match parse_on_off(w) {
                        Some(true) => V::On,
                        Some(false) => V::Off,
                        None => return Err(usage),
                    },
                    ["auto", w] => V::Auto(parse_on_off(w).ok_or(usage)?),
                    ["allowance", n] => V::Allowance(n.parse().map_err(|_| usage)?),
                    _ => return Err(usage),
                })))
            }
            "variants" => no_args(Command::Variants, "/variants"),
            "export" => no_args(Command::Export, "/export"),
            "gif" => no_args(Command::Gif, "/gif"),
            "leaderboard" => match words.as_slice() {
                [] => Ok(Some(Command::Leaderboard(None))),
                [v] => Ok(Some(Command::Leaderboard(Some(v.to_string())))),
                _ => Err(Problem::Usage {
                    usage: "/leaderboard [variant]",
                }),
            },
            "profile" => match words.as_slice() {
                [] => Ok(Some(Command::Profile(None))),
                [who] => Ok(Some(Command::Profile(Some(who.to_string())))),
                _ => Err(Problem::Usage {
                    usage: "/profile [@user]",
                }),
            },
            "rules" => match words.as_slice() {
                [] => Ok(Some(Command::Rules(None))),
                [v] => Ok(Some(Command::Rules(Some(v.to_string())))),
                _ => Err(Problem::Usage {
                    usage: "/rules <variant>",
                }),
            },
            "piece" => Ok(Some(match words.as_slice() {
                [] => Command::Piece {
                    variant: None,
                    piece: None,
                },
                [one] => Command::Piece {
                    variant: None,
                    piece: Some(one.to_string()),
                },
                [v, rest @ ..] => Command::Piece {
                    variant: Some(v.to_string()),
                    piece: Some(rest.join(" ")),
                },
            })),
            "hint" => no_args(Command::Hint, "/hint"),
            "analyse" | "analyze" | "eval" => no_args(Command::Analyse, "/analyse"),
            "review" => no_args(Command::Review, "/review"),
            "vote" => {
                if rest.is_empty() || words.len() > 1 {
                    Err(Problem::Usage { usage: VOTE_USAGE })
                } else {
                    Ok(Some(Command::Vote {
                        choice: rest.to_string(),
                        roles: Vec::new(),
                    }))
                }
            }
            "tally" => no_args(Command::Tally, "/tally"),
            "web" => {
                let on_off = |w: &str| parse_on_off(&w.to_lowercase());
                let cmd = match words.as_slice() {
                    [] => Some(WebCmd::Show),
                    [w] => on_off(w).map(WebCmd::ServerPages),
                    [g, w] if g.eq_ignore_ascii_case("games") => on_off(w).map(WebCmd::GamePages),
                    _ => None,
                };
                cmd.map(|c| Some(Command::Web(c)))
                    .ok_or(Problem::Usage { usage: WEB_USAGE })
            }
            "language" => match words.as_slice() {
                [] => Ok(Some(Command::Language(None))),
                [w, zone] if w.eq_ignore_ascii_case("timezone") => {
                    Ok(Some(Command::ServerZone((*zone).to_string())))
                }
                [code] => code
                    .parse::<crate::i18n::Lang>()
                    .map(|l| Some(Command::Language(Some(l))))
                    .map_err(|_| Problem::Usage {
                        usage: LANGUAGE_USAGE,
                    }),
                _ => Err(Problem::Usage {
                    usage: LANGUAGE_USAGE,
                }),
            },
            "notation" => {
                let form = |w: &str| w.parse::<crate::i18n::Notation>().ok();
                let cmd = match words.as_slice() {
                    [] => Some(NotationCmd::Show),
                    [w] => form(w).map(NotationCmd::Own),
                    [s, w] if s.eq_ignore_ascii_case("server") => form(w).map(NotationCmd::Server),
                    _ => None,
                };
                cmd.map(|c| Some(Command::Notation(c))).ok_or(Problem::Usage {
                    usage: NOTATION_USAGE,
                })
            }
            "puzzle" | "puzzles" => {
                PuzzleCmd::parse(&words).map(|p| Some(Command::Puzzle(p)))
            }
            "help" => Ok(Some(Command::Help)),
            _ => Err(Problem::UnknownCommand {
                given: name.clone(),
                suggestion: nearest_command(&name),
            }),
        }
    }
}

/// The command name closest to a mistyped one, if any is close.
fn nearest_command(name: &str) -> Option<&'static str> {
    let (d, best) = COMMAND_NAMES
        .iter()
        .map(|c| (edit_distance(name, c), *c))
        .min()?;
    let prefix =
        !name.is_empty() && COMMAND_NAMES.iter().filter(|c| c.starts_with(name)).count() == 1;
    if prefix {
        return COMMAND_NAMES.iter().find(|c| c.starts_with(name)).copied();
    }
    (d <= 2 && d < name.chars().count()).then_some(best)
}

/// Usage of `/tournament`.
pub const TOURNAMENT_USAGE: &str = "/tournament new <variant> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<1-30>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<words>] | join|leave|start|standings|export [t<n>] | pairings [t<n>] [round] | withdraw @player [t<n>] | adjudicate g<n> <result>";

/// Reads the arguments of `/tournament`.
fn parse_tournament(words: &[&str]) -> Result<TournamentCmd, Problem> {
    let usage = || Problem::Usage {
        usage: TOURNAMENT_USAGE,
    };
    let which = |w: &[&str]| -> Result<Option<String>, Problem> {
        match w {
            [] => Ok(None),
            [one] if one.trim_start_matches('#').starts_with('t') => Ok(Some(one.to_string())),
            _ => Err(usage()),
        }
    };
    let Some((sub, rest)) = words.split_first() else {
        return Ok(TournamentCmd::List);
    };
    Ok(match sub.to_ascii_lowercase().as_str() {
        "list" => TournamentCmd::List,
        "join" => TournamentCmd::Join(which(rest)?),
        "leave" => TournamentCmd::Leave(which(rest)?),
        "start" => TournamentCmd::Start(which(rest)?),
        "standings" => TournamentCmd::Standings(which(rest)?),
        "export" => TournamentCmd::Export(which(rest)?),
        "pairings" => {
            let mut which_t = None;
            let mut round = None;
            for w in rest {
                if w.trim_start_matches('#').starts_with('t') {
                    which_t = Some(w.to_string());
                } else {
                    round = Some(
                        w.parse::<u32>()
                            .ok()
                            .filter(|&r| r >= 1)
                            .ok_or_else(usage)?,
                    );
                }
            }
            TournamentCmd::Pairings {
                which: which_t,
                round,
            }
        }
        "withdraw" => {
            let (who, more) = rest.split_first().ok_or_else(usage)?;
            let user = UserId::parse_mention(who).ok_or_else(|| Problem::NotAUser {
                given: who.to_string(),
            })?;
            TournamentCmd::Withdraw {
                which: which(more)?,
                user,
            }
        }
        "adjudicate" => match rest {
            [game, result] => TournamentCmd::Adjudicate {
                game: game.to_string(),
                result: result.to_string(),
            },
            _ => return Err(usage()),
        },
        "new" => {
            let (variant, settings) = rest.split_first().ok_or_else(usage)?;
            let (format, settings) = settings.split_first().ok_or_else(usage)?;
            let mut n = NewTournament {
                variant: variant.to_lowercase(),
                format: format.to_lowercase(),
                ..NewTournament::default()
            };
            let mut name_words: Vec<&str> = Vec::new();
            let mut in_name = false;
            for w in settings {
                if in_name {
                    name_words.push(w);
                    continue;
                }
                let (key, value) = w.split_once(':').ok_or_else(usage)?;
                let bad = |choices: &'static str| Problem::BadSetting {
                    setting: "tournament",
                    given: w.to_string(),
                    choices,
                };
                match key.to_ascii_lowercase().as_str() {
                    "rounds" => {
                        n.rounds = Some(
                            value
                                .parse()
                                .ok()
                                .filter(|r| (1..=30).contains(r))
                                .ok_or_else(|| bad("rounds:<1-30>"))?,
                        );
                    }
                    "days" => n.days = Some(parse_days(value)?),
                    "signup" => n.signup_secs = Some(parse_window(value)?),
                    "rated" => {
                        n.rated = Some(
                            parse_on_off(&value.to_ascii_lowercase())
                                .ok_or_else(|| bad("rated:on|off"))?,
                        );
                    }
                    "vacation" => {
                        n.allow_vacations = parse_on_off(&value.to_ascii_lowercase())
                            .ok_or_else(|| bad("vacation:on|off"))?;
                    }
                    "moretime" => {
                        n.moretime = parse_on_off(&value.to_ascii_lowercase())
                            .ok_or_else(|| bad("moretime:on|off"))?;
                    }
                    "max" => {
                        n.max_players = Some(
                            value
                                .parse()
                                .ok()
                                .filter(|m| (2..=1000).contains(m))
                                .ok_or_else(|| bad("max:<2-1000>"))?,
                        );
                    }
                    "name" => {
                        in_name = true;
                        if !value.is_empty() {
                            name_words.push(value);
                        }
                    }
                    _ => return Err(usage()),
                }
            }
            if !name_words.is_empty() {
                n.name = Some(name_words.join(" "));
            }
            TournamentCmd::New(n)
        }
        _ => return Err(usage()),
    })
}

/// Reads the arguments of `/new`.
fn parse_new(rest: &str) -> Result<NewGame, Problem> {
    let usage = Problem::Usage { usage: NEW_USAGE };
    // `setup:` and `from:` come last: `setup:` takes the text up to `from:` (state texts have
    // spaces), `from:` the rest of the line.
    let lower = rest.to_ascii_lowercase();
    let setup_at = find_key(&lower, "setup:");
    let from_at = find_key(&lower, "from:");
    let tail = |at: Option<usize>, key: &str, end: Option<usize>| {
        at.map(|i| {
            let end = end.filter(|&e| e > i).unwrap_or(rest.len());
            rest[i + key.len()..end].trim().to_string()
        })
        .filter(|t| !t.is_empty())
    };
    let setup = tail(setup_at, "setup:", from_at);
    let from = tail(from_at, "from:", setup_at);
    if setup_at.is_some() && setup.is_none() {
        return Err(usage);
    }
    let head = &rest[..setup_at
        .into_iter()
        .chain(from_at)
        .min()
        .unwrap_or(rest.len())];
    let mut words = head.split_whitespace().peekable();
    let variant = match words.next() {
        Some(w) if !w.starts_with('@') && !w.starts_with("<@") && !w.contains(':') => {
            w.to_lowercase()
        }
        _ => return Err(usage),
    };
    let mut n = NewGame {
        variant,
        setup,
        from,
        ..NewGame::default()
    };
    while let Some(w) = words.next() {
        if let Some(colon) = w
            .find(':')
            .filter(|_| !w.starts_with('@') && !w.starts_with("<@"))
        {
            let key = w[..colon].to_ascii_lowercase();
            let value = match &w[colon + 1..] {
                "" => words.next().unwrap_or(""),
                v => v,
            };
            let raw = value;
            let value = value.to_lowercase();
            if value.is_empty() {
                return Err(usage);
            }
            match key.as_str() {
                "mode" => match value.as_str() {
                    "vote" | "votes" | "voting" => n.vote = true,
                    "normal" | "players" => n.vote = false,
                    _ => {
                        return Err(Problem::BadSetting {
                            setting: "mode",
                            given: value,
                            choices: "vote (or normal)",
                        })
                    }
                },
                "window" | "vote-window" | "vote_window" if n.window.is_none() => {
                    n.window = Some(parse_window(&value)?);
                }
                "min-votes" | "min_votes" | "minvotes" if n.min_votes.is_none() => {
                    n.min_votes = Some(parse_min_votes(&value)?);
                }
                "side" if n.side.is_none() => n.side = Some(value),
                "level" if n.level.is_none() => {
                    n.level = Some(
                        value
                            .parse::<u8>()
                            .ok()
                            .filter(|l| (1..=8).contains(l))
                            .ok_or(Problem::BadLevel { given: value })?,
                    );
                }
                "days" | "days_per_move" | "days-per-move" if n.days.is_none() => {
                    let (days, bank) = parse_time_control(&value)?;
                    n.days = Some(days);
                    n.bank = bank;
                }
                "hints" if n.hints.is_none() => n.hints = Some(parse_hint_rule(&value)?),
                "spectator-hints" | "spectators" if n.spectator_hints.is_none() => {
                    n.spectator_hints = Some(parse_on_off(&value).ok_or(Problem::BadSetting {
                        setting: "spectator-hints",
                        given: value,
                        choices: "on or off",
                    })?);
                }
                _ if looks_like_voters(raw) => {
                    n.voters.push((key.clone(), parse_voters(raw)?));
                }
                _ => {
                    return Err(Problem::UnexpectedWord {
                        word: w.to_string(),
                        usage: NEW_USAGE,
                    })
                }
            }
        } else if w.starts_with('@') || w.starts_with("<@") {
            let user = UserId::parse_mention(w).ok_or_else(|| Problem::NotAUser {
                given: w.to_string(),
            })?;
            n.opponents.push(if user.is_engine() {
                UserId::engine()
            } else {
                user
            });
        } else {
            return Err(Problem::UnexpectedWord {
                word: w.to_string(),
                usage: NEW_USAGE,
            });
        }
    }
    if !n.vote && (!n.voters.is_empty() || n.window.is_some() || n.min_votes.is_some()) {
        return Err(Problem::VoteSettingsWithoutVoteMode);
    }
    Ok(n)
}

/// Whether a setting's value names voters: mentions, a role or `channel`.
fn looks_like_voters(value: &str) -> bool {
    value.starts_with('@') || value.starts_with("<@") || value.eq_ignore_ascii_case("channel")
}

/// Reads the voters of a side: `channel` (anyone in the game's place), a role (`@&name` or
/// `<@&id>`), or members separated by commas (`@alice,@bob,@carol`).
///
/// # Errors
/// [`Problem::BadVoteSetting`] for anything else.
pub fn parse_voters(value: &str) -> Result<Voters, Problem> {
    let bad = || Problem::BadVoteSetting {
        setting: "voters",
        given: value.to_string(),
        choices: "channel, a role (@&name) or members (@alice,@bob)",
    };
    let v = value.trim();
    if v.eq_ignore_ascii_case("channel") || v.eq_ignore_ascii_case("everyone") {
        return Ok(Voters::Channel);
    }
    let role = v
        .strip_prefix("<@&")
        .and_then(|r| r.strip_suffix('>'))
        .or_else(|| v.strip_prefix("@&"));
    if let Some(id) = role {
        let ok = !id.is_empty()
            && id.chars().count() <= 100
            && id
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-'));
        return ok
            .then(|| Voters::Role {
                id: id.to_string(),
                name: id.to_string(),
            })
            .ok_or_else(bad);
    }
    let mut team: Vec<String> = Vec::new();
    for m in v.split(',').filter(|m| !m.trim().is_empty()) {
        let user = UserId::parse_mention(m)
            .filter(|u| !u.is_engine())
            .ok_or_else(bad)?;
        if !team.iter().any(|t| t == user.as_str()) {
            team.push(user.as_str().to_string());
        }
    }
    if team.is_empty() {
        return Err(bad());
    }
    Ok(Voters::Team(team))
}

/// Reads a vote window's length: minutes, hours or days (`30m`, `2h`, `1d`; a bare number is
/// hours), from 1 minute to 30 days; in seconds.
///
/// # Errors
/// [`Problem::BadVoteSetting`] for anything else.
pub fn parse_window(value: &str) -> Result<u64, Problem> {
    let v = value.trim().to_ascii_lowercase();
    let (digits, unit) = match v.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => (&v[..i], &v[i..]),
        None => (v.as_str(), "h"),
    };
    let unit = match unit {
        "m" | "min" | "mins" | "minutes" => 60,
        "h" | "hour" | "hours" => 3600,
        "d" | "day" | "days" => 86_400,
        _ => 0,
    };
    digits
        .parse::<u64>()
        .ok()
        .map(|n| n.saturating_mul(unit))
        .filter(|s| (60..=30 * 86_400).contains(s))
        .ok_or_else(|| Problem::BadVoteSetting {
            setting: "window",
            given: value.trim().to_string(),
            choices: "a length from 1 minute to 30 days, like 30m, 2h or 1d",
        })
}

/// Reads `min-votes:`, 1 to 1000.
///
/// # Errors
/// [`Problem::BadVoteSetting`] for anything else.
pub fn parse_min_votes(value: &str) -> Result<u32, Problem> {
    value
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=1000).contains(n))
        .ok_or_else(|| Problem::BadVoteSetting {
            setting: "min-votes",
            given: value.trim().to_string(),
            choices: "a number of votes from 1 to 1000",
        })
}

/// Where `key` (lower case) starts a word of `lower`, first.
fn find_key(lower: &str, key: &str) -> Option<usize> {
    lower
        .match_indices(key)
        .map(|(i, _)| i)
        .find(|&i| i == 0 || lower[..i].ends_with(char::is_whitespace))
}

/// Reads a `days:` setting: days per move, 1 to 30.
///
/// # Errors
/// [`Problem::BadSetting`] for anything else.
pub fn parse_days(value: &str) -> Result<u8, Problem> {
    value
        .trim()
        .parse::<u8>()
        .ok()
        .filter(|d| (1..=30).contains(d))
        .ok_or_else(|| Problem::BadSetting {
            setting: "days",
            given: value.trim().to_string(),
            choices: "a number of days per move from 1 to 30",
        })
}

/// Reads `/notify ...`.
fn parse_notify(words: &[&str]) -> Result<NotifyCmd, Problem> {
    use NotifyCmd as N;
    let usage = Problem::Usage {
        usage: "/notify dm on|off|daily <08:00>, /notify remind <24h> [<1h> ...]|off, /notify timezone <Europe/Warsaw>",
    };
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
    match lower.as_slice() {
        [] => Ok(N::Status),
        ["dm", "on" | "yes"] => Ok(N::Dm(true)),
        ["dm", "off" | "no"] => Ok(N::Dm(false)),
        ["dm", "daily", at] => crate::vocabulary::zone::parse_time_of_day(at)
            .map(N::Daily)
            .ok_or(usage),
        ["remind" | "reminders", "off" | "none"] => Ok(N::Remind(Vec::new())),
        ["remind" | "reminders", times @ ..] if !times.is_empty() => {
            let max = MAX_REMINDERS;
            if times.len() > max {
                return Err(Problem::TooManyReminders {
                    given: times.len(),
                    max,
                });
            }
            times
                .iter()
                .map(|t| {
                    parse_window(t).map_err(|_| Problem::BadReminderTime {
                        given: (*t).to_string(),
                    })
                })
                .collect::<Result<Vec<u64>, Problem>>()
                .map(N::Remind)
        }
        ["timezone" | "tz" | "zone", _] => Ok(N::Timezone(words[1].to_string())),
        _ => Err(usage),
    }
}

/// Reads a game's `days:` setting: days per move (`3`), or a bank (`3+1`: 3 days to start
/// with, 1 added after each move, never more than 3; `3+1/5`: never more than 5).
///
/// # Errors
/// [`Problem::BadSetting`] for anything else.
pub fn parse_time_control(value: &str) -> Result<(u8, Option<Bank>), Problem> {
    let bad = || {
        Problem::BadSetting {
        setting: "days",
        given: value.trim().to_string(),
        choices: "days per move from 1 to 30 (days:3), or a bank: days to start with, days added a move, and the most it holds, by default the days it starts with (days:3+1 holds at most 3 days; days:3+1/5 up to 5, a cap from the start to 60)",
    }
    };
    let v = value.trim();
    let Some((start, rest)) = v.split_once('+') else {
        return parse_days(v).map(|d| (d, None));
    };
    let days = parse_days(start).map_err(|_| bad())?;
    let (inc, cap) = match rest.split_once('/') {
        Some((i, c)) => (i, Some(c)),
        None => (rest, None),
    };
    let increment = inc
        .trim()
        .parse::<u8>()
        .ok()
        .filter(|i| *i <= 30)
        .ok_or_else(bad)?;
    let cap = match cap {
        None => None,
        Some(c) => Some(
            c.trim()
                .parse::<u8>()
                .ok()
                .filter(|c| (days..=60).contains(c))
                .ok_or_else(bad)?,
        ),
    };
    Ok((days, Some(Bank { increment, cap })))
}

/// `on`/`yes` or `off`/`no`.
fn parse_on_off(value: &str) -> Option<bool> {
    match value {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// Reads a `hints:` setting: `off` (or `0`), `on` (no limit) or a number of hints per player.
///
/// # Errors
/// [`Problem::BadSetting`] for anything else.
pub fn parse_hint_rule(value: &str) -> Result<HintRule, Problem> {
    let value = value.trim().to_lowercase();
    if let Some(on) = parse_on_off(&value) {
        return Ok(if on {
            HintRule::UNLIMITED
        } else {
            HintRule::OFF
        });
    }
    match value.parse::<u32>() {
        Ok(0) => Ok(HintRule::OFF),
        Ok(k) if k <= 1000 => Ok(HintRule {
            per_player: Some(k),
            ..HintRule::UNLIMITED
        }),
        _ => Err(Problem::BadSetting {
            setting: "hints",
            given: value,
            choices: "off, on, or a number of hints per player",
        }),
    }
}

/// The `/help` text in English; `example` is a variant id used in the examples.
pub fn help_text(example: &str) -> String {
    help_text_in(Lang::En, example)
}

/// The `/help` lines: their keys in `help.ftl`, those ending in `-more` indented.
const HELP_LINES: [&str; 39] = [
    "help-heading",
    "help-new",
    "help-new-setup-more",
    "help-new-days-more",
    "help-new-bank-more",
    "help-move",
    "help-drop",
    "help-vote-mode-more",
    "help-vote",
    "help-tally",
    "help-board",
    "help-moves",
    "help-resign",
    "help-draw",
    "help-takeback",
    "help-abort",
    "help-hint",
    "help-analyse",
    "help-review",
    "help-challenge-more",
    "help-accept",
    "help-decline",
    "help-challenges",
    "help-games",
    "help-notify",
    "help-variants",
    "help-gif",
    "help-web",
    "help-export",
    "help-leaderboard",
    "help-profile",
    "help-rules",
    "help-piece",
    "help-tournament",
    "help-premove",
    "help-moretime",
    "help-vacation",
    "help-puzzle",
    "help-help",
];

/// The `/help` text in `lang`; `example` is a variant id used in the examples.
pub fn help_text_in(lang: Lang, example: &str) -> String {
    HELP_LINES
        .iter()
        .map(|key| {
            let usage = plain(lang, "help-new-usage");
            let line = crate::t!(lang, key, usage = usage, example = example.to_string());
            if key.ends_with("-more") {
                format!("  {line}")
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What a setting takes (`on or off`), in `lang`: the `choices-…` text of `help.ftl` whose
/// English is `choices`, else `choices` as it is.
pub fn choices_in(lang: Lang, choices: &str) -> String {
    if lang == Lang::En {
        return choices.to_string();
    }
    CHOICES
        .iter()
        .find(|key| plain(Lang::En, key) == choices)
        .map_or_else(|| choices.to_string(), |key| plain(lang, key))
}

/// The `choices-…` texts of `help.ftl`.
pub(crate) const CHOICES: [&str; 8] = [
    "choices-mode",
    "choices-on-off",
    "choices-voters",
    "choices-window",
    "choices-min-votes",
    "choices-days",
    "choices-clock",
    "choices-hints",
];

/// The usage lines of `help.ftl` whose English the code writes (`Problem::Usage`): each
/// is said whole in the asker's language.
pub const USAGE_LINES: [&str; 20] = [
    "help-new-usage",
    "usage-line-accept",
    "usage-line-decline",
    "usage-line-drop",
    "usage-line-language",
    "usage-line-leaderboard",
    "usage-line-moretime",
    "usage-line-move",
    "usage-line-moves",
    "usage-line-notation",
    "usage-line-notify",
    "usage-line-premove",
    "usage-line-profile",
    "usage-line-puzzle",
    "usage-line-rules",
    "usage-line-rules-listed",
    "usage-line-tournament",
    "usage-line-vacation",
    "usage-line-vote",
    "usage-line-web",
];

/// A usage line (`/moretime <time>, e.g. ...`) in `lang`: the line of [`USAGE_LINES`] whose
/// English it is; else its syntax as it is, the words around it (`usage-…`) in `lang`.
pub fn usage_in(lang: Lang, usage: &str) -> String {
    let mut out = usage.to_string();
    if lang == Lang::En {
        return out;
    }
    if let Some(key) = USAGE_LINES.iter().find(|k| plain(Lang::En, k) == usage) {
        return plain(lang, key);
    }
    for (key, before, after) in [
        ("usage-moretime", "", ""),
        ("usage-variants-listed", "", ""),
        ("usage-eg", "", " "),
        ("usage-or", " ", " "),
        ("usage-or", "(", " "),
    ] {
        let en = format!("{before}{}{after}", plain(Lang::En, key));
        let there = format!("{before}{}{after}", plain(lang, key));
        out = out.replace(&en, &there);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(t: &str) -> Result<Option<Command>, Problem> {
        Command::parse(t, false)
    }

    #[test]
    fn the_english_help_gives_new_the_usage_its_refusals_give() {
        assert_eq!(plain(Lang::En, "help-new-usage"), NEW_USAGE);
    }

    /// The usage lines and the settings' choices the code writes in English (the scan of
    /// English left in the code passes them for that) are in every language, said whole.
    #[test]
    fn every_usage_and_choice_is_said_in_every_language() {
        for lang in Lang::ALL {
            for key in USAGE_LINES.iter().chain(CHOICES.iter()) {
                let args = fluent_bundle::FluentArgs::new();
                assert!(
                    crate::i18n::text_if_any(lang, key, &args).is_some(),
                    "{key} in {lang:?}"
                );
            }
        }
        // Said whole: the Polish asker reads Polish placeholders.
        assert_eq!(
            usage_in(Lang::Pl, "/move <move>, e.g. /move f5-f6"),
            "/move <ruch>, np. /move f5-f6"
        );
    }

    #[test]
    fn plain_text() {
        assert_eq!(
            Command::parse("Qe1-c3", true),
            Ok(Some(Command::Move("Qe1-c3".into())))
        );
        assert_eq!(
            Command::parse("gg", true),
            Ok(Some(Command::Move("gg".into())))
        );
        assert_eq!(Command::parse("good game", true), Ok(None));
        assert_eq!(parse("Qe1-c3"), Ok(Some(Command::Move("Qe1-c3".into()))));
        assert_eq!(parse("hello"), Ok(None));
        assert_eq!(parse("gg"), Ok(None));
        assert_eq!(parse(""), Ok(None));
    }

    #[test]
    fn drops() {
        let mv = |t: &str| Ok(Some(Command::Move(t.into())));
        assert_eq!(parse("/drop Wing f4"), mv("Wing*f4"));
        assert_eq!(parse("/drop W f4"), mv("W*f4"));
        assert_eq!(parse("/drop W@f4"), mv("W@f4"));
        let usage = Err(Problem::Usage {
            usage: "/drop <piece> <cell>, e.g. /drop Wing f4 (or /drop W*f4)",
        });
        assert_eq!(parse("/drop"), usage);
        assert_eq!(parse("/drop Wing"), usage);
        assert_eq!(parse("/drop W* f4"), usage);
        assert_eq!(parse("/drop Wing f4 now"), usage);
    }

    #[test]
    fn new_game_clock() {
        let days = |t: &str| match parse(t) {
            Ok(Some(Command::New(n))) => Ok(n.days),
            Ok(other) => panic!("{other:?}"),
            Err(p) => Err(p),
        };
        assert_eq!(days("/new glinski @bob days:3"), Ok(Some(3)));
        assert_eq!(days("/new glinski @bob days_per_move: 30"), Ok(Some(30)));
        assert_eq!(days("/new glinski @bob"), Ok(None));
        let bank = |t: &str| match parse(t) {
            Ok(Some(Command::New(n))) => Ok((n.days, n.bank)),
            Ok(other) => panic!("{other:?}"),
            Err(p) => Err(p),
        };
        assert_eq!(
            bank("/new glinski @bob days:3+1"),
            Ok((
                Some(3),
                Some(Bank {
                    increment: 1,
                    cap: None
                })
            ))
        );
        assert_eq!(
            bank("/new glinski @bob days:2+1/5"),
            Ok((
                Some(2),
                Some(Bank {
                    increment: 1,
                    cap: Some(5)
                })
            ))
        );
        for wrong in ["3+", "3+x", "3+1/2", "0+1", "3+31", "3+1/61", "+1"] {
            assert!(
                matches!(
                    bank(&format!("/new glinski @bob days:{wrong}")),
                    Err(Problem::BadSetting {
                        setting: "days",
                        ..
                    })
                ),
                "{wrong}"
            );
        }
        assert_eq!(
            days("/new glinski @bob days:soon"),
            Err(Problem::BadSetting {
                setting: "days",
                given: "soon".into(),
                choices: "a number of days per move from 1 to 30",
            })
        );
    }

    #[test]
    fn new_game() {
        let n = parse("/new Glinski @bob side:black from: 1. Qe1-c3 Qe10-c6");
        assert_eq!(
            n,
            Ok(Some(Command::New(NewGame {
                variant: "glinski".into(),
                opponents: vec![UserId::new("bob")],
                side: Some("black".into()),
                from: Some("1. Qe1-c3 Qe10-c6".into()),
                ..NewGame::default()
            })))
        );
        let n = parse("/new glinski <@42> side: white");
        assert!(
            matches!(n, Ok(Some(Command::New(NewGame { ref side, .. }))) if side.as_deref() == Some("white"))
        );
        assert_eq!(parse("/new"), Err(Problem::Usage { usage: NEW_USAGE }));
        assert_eq!(parse("/new @bob"), Err(Problem::Usage { usage: NEW_USAGE }));
        assert_eq!(
            parse("/new glinski @everyone"),
            Err(Problem::NotAUser {
                given: "@everyone".into()
            })
        );
        assert_eq!(
            parse("/new glinski bob"),
            Err(Problem::UnexpectedWord {
                word: "bob".into(),
                usage: NEW_USAGE
            })
        );
    }

    #[test]
    fn setup_runs_up_to_from() {
        let n = parse("/new wellisch @bob @carol side:red SETUP: yK/3 r - 0 1 from: 1. Kl1-l2");
        assert_eq!(
            n,
            Ok(Some(Command::New(NewGame {
                variant: "wellisch".into(),
                opponents: vec![UserId::new("bob"), UserId::new("carol")],
                side: Some("red".into()),
                setup: Some("yK/3 r - 0 1".into()),
                from: Some("1. Kl1-l2".into()),
                ..NewGame::default()
            })))
        );
        let n = parse("/new glinski @bob from: Qe1-c3 setup: b/qbk w");
        assert!(
            matches!(n, Ok(Some(Command::New(NewGame { ref setup, ref from, .. })))
                if setup.as_deref() == Some("b/qbk w") && from.as_deref() == Some("Qe1-c3"))
        );
        assert_eq!(
            parse("/new glinski @bob setup: from: Qe1-c3"),
            Err(Problem::Usage { usage: NEW_USAGE })
        );
    }

    #[test]
    fn other_commands() {
        assert_eq!(parse("/BOARD"), Ok(Some(Command::Board)));
        assert_eq!(
            parse("/moves d1"),
            Ok(Some(Command::Moves(Some("d1".into()))))
        );
        assert_eq!(parse("/move  Nf4 "), Ok(Some(Command::Move("Nf4".into()))));
        assert_eq!(
            parse("/piece glinski knight"),
            Ok(Some(Command::Piece {
                variant: Some("glinski".into()),
                piece: Some("knight".into())
            }))
        );
        assert_eq!(
            parse("/resign now"),
            Err(Problem::Usage { usage: "/resign" })
        );
    }

    #[test]
    fn unknown_commands_get_suggestions() {
        assert_eq!(
            parse("/mvoe e4"),
            Err(Problem::UnknownCommand {
                given: "mvoe".into(),
                suggestion: Some("move")
            })
        );
        assert_eq!(
            parse("/var"),
            Err(Problem::UnknownCommand {
                given: "var".into(),
                suggestion: Some("variants")
            })
        );
        assert_eq!(
            parse("/xyzzy"),
            Err(Problem::UnknownCommand {
                given: "xyzzy".into(),
                suggestion: None
            })
        );
    }
}
