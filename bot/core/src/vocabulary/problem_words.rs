//! [`Problem`]s in every language: each refusal is a key of `bot/core/locales/<code>/problems.ftl`
//! with its arguments. English keeps its [`Display`](std::fmt::Display) text (the tests
//! assert it byte for byte), and a test checks that `en/problems.ftl` says exactly the same.

use crate::i18n::{and_list, or_list, side_name, text, Args, Lang};
use crate::vocabulary::problem::{example_opponents, Problem, ERROR_CHARS};
use crate::vocabulary::types::MAX_INPUT_CHARS;
use crate::vocabulary::words::{escape_user_text, quote, sentence};

fn users(list: &[crate::vocabulary::types::UserId]) -> Vec<String> {
    list.iter().map(ToString::to_string).collect()
}

fn n(v: usize) -> u64 {
    u64::try_from(v).unwrap_or(u64::MAX)
}

impl crate::vocabulary::problem::Forbidden {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        use crate::vocabulary::problem::Forbidden as F;
        match self {
            F::AdminsOnly { key, typed } => {
                use crate::vocabulary::permission::Key;
                // The commands with words of their own for it.
                let own = match key {
                    Key::TournamentNew => Some("tournament-admin-only"),
                    Key::WebChange => Some("web-admins-only"),
                    Key::LanguageSet => Some("language-admin-only"),
                    Key::NotationServer => Some("notation-admin-only"),
                    Key::VacationAllowance => Some("vacation-allowance-admin-only"),
                    _ => None,
                };
                match own {
                    Some(k) => crate::i18n::plain(lang, k),
                    None => crate::t!(lang, "forbidden-admins-only", command = *typed),
                }
            }
            F::NeedsRights { typed, slash } => crate::t!(
                lang,
                "forbidden-needs-rights",
                command = *typed,
                slash = *slash
            ),
            F::NotOrganiser {
                tournament,
                organiser,
            } => crate::t!(
                lang,
                "tournament-not-organiser",
                id = tournament.clone(),
                organiser = organiser.clone()
            ),
            F::NotHere { name } => crate::t!(lang, "forbidden-not-here", name = name.clone()),
            F::Visitor => crate::i18n::plain(lang, "forbidden-visitor"),
        }
    }
}

impl Problem {
    /// The reply in `lang`: the same words as [`Display`](std::fmt::Display) in English,
    /// the language's own where its file has them (English for a key it lacks). Texts that
    /// come from elsewhere (the engine's reasons, a variant's data, refusals worded by
    /// tournaments) stay in English inside the sentence.
    pub fn words(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        self.in_catalog(lang)
    }

    /// The reply as the language files give it (for English too: the test of
    /// `en/problems.ftl` against `Display`).
    pub(crate) fn in_catalog(&self, lang: Lang) -> String {
        let (key, args, after) = self.key_args(lang);
        let mut out = text(lang, key, &args);
        out.push_str(&after);
        out
    }

    /// The key, its arguments, and anything put after the text (lists one a line).
    fn key_args(&self, lang: Lang) -> (&'static str, Args<'static>, String) {
        let mut a = Args::new();
        let mut after = String::new();
        let key = match self {
            Problem::TooLong { chars } => {
                a.set("chars", n(*chars));
                a.set("limit", n(MAX_INPUT_CHARS));
                "problem-too-long"
            }
            Problem::UnknownCommand { given, .. } if given.is_empty() => "problem-command-missing",
            Problem::UnknownCommand { given, suggestion } => {
                a.set("given", quote(given));
                match suggestion {
                    Some(s) => {
                        a.set("suggestion", *s);
                        "problem-unknown-command-suggestion"
                    }
                    None => "problem-unknown-command",
                }
            }
            Problem::Usage { usage } => {
                a.set("usage", crate::vocabulary::command::usage_in(lang, usage));
                "problem-usage"
            }
            Problem::UnexpectedWord { word, usage } => {
                a.set("word", quote(word));
                a.set("usage", crate::vocabulary::command::usage_in(lang, usage));
                "problem-unexpected-word"
            }
            Problem::UnknownVariant { given, suggestions } => {
                a.set("given", quote(given));
                if suggestions.is_empty() {
                    "problem-unknown-variant"
                } else {
                    a.set("suggestions", or_list(lang, suggestions));
                    "problem-unknown-variant-suggestions"
                }
            }
            Problem::UnknownSide { given, sides } => {
                a.set("given", quote(given));
                a.set("sides", or_list(lang, sides));
                "problem-unknown-side"
            }
            Problem::PlayerCount {
                variant,
                players,
                named,
            } => {
                let want = players.saturating_sub(1);
                a.set("variant", variant.clone());
                a.set("players", n(*players));
                a.set("want", n(want));
                if *named == 0 {
                    a.set("examples", example_opponents(want));
                    "problem-player-count-none"
                } else {
                    a.set("named", n(*named));
                    "problem-player-count"
                }
            }
            Problem::NotAUser { given } => {
                a.set("given", quote(given));
                "problem-not-a-user"
            }
            Problem::SelfChallenge => "problem-self-challenge",
            Problem::DuplicatePlayer(u) => {
                a.set("user", u.to_string());
                "problem-duplicate-player"
            }
            Problem::BadLevel { given } => {
                a.set("given", quote(given));
                "problem-bad-level"
            }
            Problem::BadSetting {
                setting,
                given,
                choices,
            } => {
                a.set("setting", *setting);
                a.set(
                    "choices",
                    crate::vocabulary::command::choices_in(lang, choices),
                );
                a.set("given", quote(given));
                "problem-bad-setting"
            }
            Problem::TooManyReminders { given, max } => {
                a.set("given", n(*given));
                a.set("max", n(*max));
                "problem-too-many-reminders"
            }
            Problem::BadReminderTime { given } => {
                a.set("given", quote(given));
                "problem-bad-reminder-time"
            }
            Problem::LevelWithoutEngine => "problem-level-without-engine",
            Problem::EngineCannotType => "problem-engine-cannot-type",
            Problem::HintsOff => "problem-hints-off",
            Problem::SpectatorHintsOff => "problem-spectator-hints-off",
            Problem::ReviewBeforeEnd => "problem-review-before-end",
            Problem::ReviewTwoPlayersOnly => "problem-review-two-players-only",
            Problem::HintsUsed { limit } => {
                a.set("limit", u64::from(*limit));
                "problem-hints-used"
            }
            Problem::GameChanged => "problem-game-changed",
            Problem::NewInGame => "problem-new-in-game",
            Problem::BadFromList { index, error } => {
                a.set("index", n(*index));
                a.set("error", sentence(&escape_user_text(error, ERROR_CHARS)));
                "problem-bad-from-list"
            }
            Problem::FromListEnds { result } => {
                a.set("result", result.clone());
                "problem-from-list-ends"
            }
            Problem::BadSetup { variant, error } => {
                a.set("variant", variant.clone());
                a.set("error", sentence(&escape_user_text(error, ERROR_CHARS)));
                "problem-bad-setup"
            }
            Problem::SetupRequired {
                variant,
                id,
                reason,
                opponents,
            } => {
                a.set("variant", variant.clone());
                a.set("id", id.clone());
                a.set("reason", sentence(reason));
                a.set("opponents", opponents.clone());
                "problem-setup-required"
            }
            Problem::SetupEnds { result } => {
                a.set("result", result.clone());
                "problem-setup-ends"
            }
            Problem::NotInGame { what, places } => {
                let what = match what.strip_suffix(" works") {
                    Some(command) => {
                        let mut w = Args::new();
                        w.set("command", command);
                        text(lang, "problem-what-works", &w)
                    }
                    None if *what == "Moves go" => text(lang, "problem-what-moves", &Args::new()),
                    None => (*what).to_string(),
                };
                a.set("what", what);
                if places.is_empty() {
                    "problem-not-in-game-none"
                } else {
                    let names: Vec<String> = places.iter().map(ToString::to_string).collect();
                    a.set("places", names.join(", "));
                    "problem-not-in-game"
                }
            }
            Problem::NotAPlayer => "problem-not-a-player",
            Problem::Eliminated => "problem-eliminated",
            Problem::NotYourTurn { user } => {
                a.set("user", user.to_string());
                "problem-not-your-turn"
            }
            Problem::GameOver { result } => {
                a.set("result", result.clone());
                "problem-game-over"
            }
            Problem::BadMove(e) => {
                a.set(
                    "error",
                    sentence(&crate::vocabulary::move_words::move_error_in(lang, e)),
                );
                "problem-bad-move"
            }
            Problem::UnknownCell(c) => {
                a.set("cell", quote(c));
                "problem-unknown-cell"
            }
            Problem::NoPieceOn(c) => {
                a.set("cell", c.clone());
                "problem-no-piece-on"
            }
            Problem::NotToMove { cell, owner, turn } => {
                a.set("cell", cell.clone());
                a.set("owner", side_name(lang, owner));
                a.set("turn", side_name(lang, turn));
                "problem-not-to-move"
            }
            Problem::UnknownPiece {
                variant,
                given,
                pieces,
            } => {
                a.set("variant", variant.clone());
                a.set("given", quote(given));
                a.set("pieces", pieces.clone());
                "problem-unknown-piece"
            }
            Problem::PieceNeedsVariant { example } => {
                a.set("example", example.clone());
                "problem-piece-needs-variant"
            }
            Problem::DrawAlreadyOffered { waiting_for } => {
                a.set("waiting", and_list(lang, &users(waiting_for)));
                "problem-draw-already-offered"
            }
            Problem::Aborted { by } => {
                a.set("user", by.to_string());
                "problem-aborted"
            }
            Problem::AbortTooLate { moves } => {
                a.set("moves", n(*moves));
                "problem-abort-too-late"
            }
            Problem::NothingToTakeBack => "problem-nothing-to-take-back",
            Problem::NoTakeback => "problem-no-takeback",
            Problem::TakebackWaiting { asked, waiting_for } => {
                a.set("waiting", and_list(lang, &users(waiting_for)));
                if *asked {
                    "problem-takeback-asked"
                } else {
                    "problem-takeback-agreed"
                }
            }
            Problem::EngineRefusesTakeback => "problem-engine-refuses-takeback",
            Problem::NoDrawOffer => "problem-no-draw-offer",
            Problem::SlowDown { wait } => {
                a.set("wait", (*wait).max(1));
                "problem-slow-down"
            }
            Problem::PlaceBusy { wait } => {
                a.set("wait", (*wait).max(1));
                "problem-place-busy"
            }
            Problem::TooManyGames { max } => {
                a.set("max", n(*max));
                "problem-too-many-games"
            }
            Problem::TooManyEngineGames { max } => {
                a.set("max", n(*max));
                "problem-too-many-engine-games"
            }
            Problem::ServerFull { max } => {
                a.set("max", n(*max));
                "problem-server-full"
            }
            Problem::NotStarted { game, waiting } => {
                a.set("game", game.to_string());
                a.set("waiting", and_all(lang, &users(waiting)));
                "problem-not-started"
            }
            Problem::NeverStarted { game } => {
                a.set("game", game.to_string());
                "problem-never-started"
            }
            Problem::ChallengesOff(u) => {
                a.set("user", u.to_string());
                "problem-challenges-off"
            }
            Problem::AlreadyChallenged { user, game } => {
                a.set("user", user.to_string());
                a.set("game", game.to_string());
                "problem-already-challenged"
            }
            Problem::TooManyChallenges { user, max } => {
                a.set("user", user.to_string());
                a.set("max", n(*max));
                "problem-too-many-challenges"
            }
            Problem::NoChallenge { what } => {
                a.set("command", *what);
                "problem-no-challenge"
            }
            Problem::WhichChallenge { what, list } => {
                a.set("command", *what);
                a.set(
                    "example",
                    list.first()
                        .and_then(|l| l.split_whitespace().next())
                        .unwrap_or("g1")
                        .to_string(),
                );
                after = format!("\n{}", list.join("\n"));
                "problem-which-challenge"
            }
            Problem::NotYourChallenge { game } => {
                a.set("game", game.to_string());
                "problem-not-your-challenge"
            }
            Problem::ChallengeClosed { game } => {
                a.set("game", game.to_string());
                "problem-challenge-closed"
            }
            Problem::PrivateCommand {
                typed,
                private_form,
            } => {
                a.set("typed", *typed);
                a.set("private_form", *private_form);
                "problem-private-command"
            }
            Problem::RoleNotHeld { role } => {
                a.set("role", role.clone());
                "problem-role-not-held"
            }
            Problem::RoleNotAllowed { role } => {
                a.set("role", role.clone());
                "problem-role-not-allowed"
            }
            Problem::OtherSide { theirs, side } => {
                a.set("theirs", side_name(lang, theirs));
                a.set("side", side_name(lang, side));
                "problem-other-side"
            }
            Problem::ServerBusy { what } => {
                a.set("what", *what);
                "problem-server-busy"
            }
            Problem::TooLongFor { what, plies, max } => {
                a.set("what", *what);
                a.set("plies", n(*plies));
                a.set("max", n(*max));
                "problem-too-long-for"
            }
            Problem::Refused(why) => {
                a.set("why", why.clone());
                "problem-refused"
            }
            Problem::Forbidden(why) => {
                a.set("why", why.words(lang));
                "problem-refused"
            }
            Problem::FromListTooLong { moves, max } => {
                a.set("moves", n(*moves));
                a.set("max", n(*max));
                "problem-from-list-too-long"
            }
            Problem::EngineBusy => "problem-engine-busy",
            Problem::PickerOutdated => "problem-picker-outdated",
            Problem::Storage(_) => "problem-storage",
            Problem::Unloadable(id) => {
                a.set("game", id.to_string());
                "problem-unloadable"
            }
            Problem::BrokenVariant(e) => {
                a.set("error", e.clone());
                "problem-broken-variant"
            }
            Problem::Internal => "problem-internal",
            Problem::BadVoteSetting {
                setting,
                given,
                choices,
            } => {
                a.set("setting", *setting);
                a.set(
                    "choices",
                    crate::vocabulary::command::choices_in(lang, choices),
                );
                a.set("given", quote(given));
                "problem-bad-vote-setting"
            }
            Problem::VoteSettingsWithoutVoteMode => "problem-vote-settings-without-vote-mode",
            Problem::SideGivenTwice(side) => {
                a.set("side", side_name(lang, side));
                "problem-side-given-twice"
            }
            Problem::VoteSeats { free, named } => {
                a.set("free", n(*free));
                a.set("named", n(*named));
                "problem-vote-seats"
            }
            Problem::ClockWithVote => "problem-clock-with-vote",
            Problem::NotAVoteGame => "problem-not-a-vote-game",
            Problem::NoVoteOpen { to_move } => {
                a.set("to_move", to_move.clone());
                "problem-no-vote-open"
            }
            Problem::NotAVoter { side } => {
                a.set("side", side_name(lang, side));
                "problem-not-a-voter"
            }
            Problem::TallyForVoters { side } => {
                a.set("side", side_name(lang, side));
                "problem-tally-for-voters"
            }
            Problem::Conflict => "problem-conflict",
            Problem::AlreadyVoted { choice } => {
                a.set("choice", choice.clone());
                "problem-already-voted"
            }
            Problem::DecidedByVote { side } => {
                a.set("side", side_name(lang, side));
                "problem-decided-by-vote"
            }
        };
        (key, a, after)
    }
}

/// `a and b and c` (every name joined by the language's "and"), as `NotStarted` says it.
fn and_all(lang: Lang, items: &[String]) -> String {
    let and = format!(" {} ", crate::i18n::plain(lang, "list-and"));
    items.join(&and)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::types::{GameId, Place, UserId};
    use hexcourier_engine::notation::{MoveError, ParseMoveError};

    /// One of every kind of problem, with lists of one, two and three where they have lists.
    fn samples() -> Vec<Problem> {
        let u = |s: &str| UserId::new(s);
        let g = GameId(12);
        vec![
            Problem::TooLong { chars: 5000 },
            Problem::UnknownCommand {
                given: String::new(),
                suggestion: None,
            },
            Problem::UnknownCommand {
                given: "boad".into(),
                suggestion: Some("board"),
            },
            Problem::UnknownCommand {
                given: "x".into(),
                suggestion: None,
            },
            Problem::Usage {
                usage: "/new <variant> @opponent",
            },
            Problem::UnexpectedWord {
                word: "zz".into(),
                usage: "/board",
            },
            Problem::UnknownVariant {
                given: "glinsky".into(),
                suggestions: vec![],
            },
            Problem::UnknownVariant {
                given: "g".into(),
                suggestions: vec!["glinski".into(), "grand".into(), "gale".into()],
            },
            Problem::UnknownSide {
                given: "red".into(),
                sides: vec!["white".into(), "black".into()],
            },
            Problem::PlayerCount {
                variant: "Glinski".into(),
                players: 2,
                named: 0,
            },
            Problem::PlayerCount {
                variant: "Trio".into(),
                players: 3,
                named: 0,
            },
            Problem::PlayerCount {
                variant: "Trio".into(),
                players: 3,
                named: 1,
            },
            Problem::PlayerCount {
                variant: "Glinski".into(),
                players: 2,
                named: 2,
            },
            Problem::NotAUser {
                given: "@here".into(),
            },
            Problem::SelfChallenge,
            Problem::DuplicatePlayer(u("@bob")),
            Problem::BadLevel { given: "9".into() },
            Problem::BadSetting {
                setting: "hints",
                given: "x".into(),
                choices: "on, off or a number",
            },
            Problem::TooManyReminders { given: 4, max: 3 },
            Problem::BadReminderTime {
                given: "soon".into(),
            },
            Problem::LevelWithoutEngine,
            Problem::EngineCannotType,
            Problem::HintsOff,
            Problem::SpectatorHintsOff,
            Problem::ReviewBeforeEnd,
            Problem::ReviewTwoPlayersOnly,
            Problem::HintsUsed { limit: 1 },
            Problem::HintsUsed { limit: 3 },
            Problem::GameChanged,
            Problem::NewInGame,
            Problem::BadFromList {
                index: 3,
                error: "no piece on f5".into(),
            },
            Problem::FromListEnds {
                result: "White wins".into(),
            },
            Problem::BadSetup {
                variant: "Glinski".into(),
                error: "bad rank".into(),
            },
            Problem::SetupRequired {
                variant: "Puzzle".into(),
                id: "puzzle".into(),
                reason: "it has none".into(),
                opponents: "@bob".into(),
            },
            Problem::SetupEnds {
                result: "draw".into(),
            },
            Problem::NotInGame {
                what: "Moves go",
                places: vec![],
            },
            Problem::NotInGame {
                what: "/board works",
                places: vec![Place::new("#g1"), Place::new("#g2")],
            },
            Problem::NotAPlayer,
            Problem::Eliminated,
            Problem::NotYourTurn { user: u("@bob") },
            Problem::GameOver {
                result: "White wins".into(),
            },
            Problem::BadMove(MoveError::Syntax(ParseMoveError {
                text: "zz".into(),
                why: hexcourier_engine::notation::SyntaxWhy::Expected,
            })),
            Problem::UnknownCell("z9".into()),
            Problem::NoPieceOn("f5".into()),
            Problem::NotToMove {
                cell: "f5".into(),
                owner: "White".into(),
                turn: "Black".into(),
            },
            Problem::UnknownPiece {
                variant: "Glinski".into(),
                given: "dragon".into(),
                pieces: "king, queen".into(),
            },
            Problem::PieceNeedsVariant {
                example: "glinski".into(),
            },
            Problem::DrawAlreadyOffered {
                waiting_for: vec![u("@bob")],
            },
            Problem::DrawAlreadyOffered {
                waiting_for: vec![u("@bob"), u("@carol"), u("@dave")],
            },
            Problem::Aborted { by: u("@bob") },
            Problem::AbortTooLate { moves: 1 },
            Problem::AbortTooLate { moves: 5 },
            Problem::NothingToTakeBack,
            Problem::NoTakeback,
            Problem::TakebackWaiting {
                asked: true,
                waiting_for: vec![u("@bob"), u("@carol")],
            },
            Problem::TakebackWaiting {
                asked: false,
                waiting_for: vec![u("@bob")],
            },
            Problem::EngineRefusesTakeback,
            Problem::NoDrawOffer,
            Problem::SlowDown { wait: 0 },
            Problem::SlowDown { wait: 5 },
            Problem::PlaceBusy { wait: 1 },
            Problem::TooManyGames { max: 1 },
            Problem::TooManyGames { max: 10 },
            Problem::TooManyEngineGames { max: 3 },
            Problem::ServerFull { max: 200 },
            Problem::NotStarted {
                game: g,
                waiting: vec![u("@bob"), u("@carol"), u("@dave")],
            },
            Problem::NeverStarted { game: g },
            Problem::ChallengesOff(u("@bob")),
            Problem::AlreadyChallenged {
                user: u("@bob"),
                game: g,
            },
            Problem::TooManyChallenges {
                user: u("@bob"),
                max: 5,
            },
            Problem::NoChallenge { what: "/accept" },
            Problem::WhichChallenge {
                what: "/accept",
                list: vec!["g3 from @bob".into(), "g4 from @carol".into()],
            },
            Problem::NotYourChallenge { game: g },
            Problem::ChallengeClosed { game: g },
            Problem::PrivateCommand {
                typed: "/vote",
                private_form: "/hex vote",
            },
            Problem::RoleNotHeld {
                role: "@Team".into(),
            },
            Problem::RoleNotAllowed {
                role: "@everyone".into(),
            },
            Problem::OtherSide {
                theirs: "White".into(),
                side: "Black".into(),
            },
            Problem::ServerBusy { what: "/gif" },
            Problem::TooLongFor {
                what: "/gif",
                plies: 1,
                max: 300,
            },
            Problem::TooLongFor {
                what: "/gif",
                plies: 400,
                max: 300,
            },
            Problem::Refused("The tournament is full.".into()),
            Problem::FromListTooLong {
                moves: 600,
                max: 500,
            },
            Problem::EngineBusy,
            Problem::PickerOutdated,
            Problem::Storage("disk full".into()),
            Problem::Unloadable(g),
            Problem::BrokenVariant("no king".into()),
            Problem::Internal,
            Problem::BadVoteSetting {
                setting: "window",
                given: "x".into(),
                choices: "a duration",
            },
            Problem::VoteSettingsWithoutVoteMode,
            Problem::SideGivenTwice("White".into()),
            Problem::VoteSeats { free: 1, named: 0 },
            Problem::VoteSeats { free: 2, named: 1 },
            Problem::ClockWithVote,
            Problem::NotAVoteGame,
            Problem::NoVoteOpen {
                to_move: "@engine (Black)".into(),
            },
            Problem::NotAVoter {
                side: "White".into(),
            },
            Problem::TallyForVoters {
                side: "White".into(),
            },
            Problem::Conflict,
            Problem::AlreadyVoted {
                choice: "Qe1-c3".into(),
            },
            Problem::DecidedByVote {
                side: "White".into(),
            },
            Problem::Forbidden(crate::vocabulary::problem::Forbidden::AdminsOnly {
                key: crate::vocabulary::permission::Key::WebChange,
                typed: "/web on|off",
            }),
            Problem::Forbidden(crate::vocabulary::problem::Forbidden::AdminsOnly {
                key: crate::vocabulary::permission::Key::Abort,
                typed: "/abort",
            }),
            Problem::Forbidden(crate::vocabulary::problem::Forbidden::NeedsRights {
                typed: "/web on|off",
                slash: "/hex web",
            }),
            Problem::Forbidden(crate::vocabulary::problem::Forbidden::NotOrganiser {
                tournament: "t3".into(),
                organiser: "org".into(),
            }),
            Problem::Forbidden(crate::vocabulary::problem::Forbidden::NotHere {
                name: "t3".into(),
            }),
            Problem::Forbidden(crate::vocabulary::problem::Forbidden::Visitor),
        ]
    }

    #[test]
    fn the_english_file_says_exactly_what_display_says() {
        let wrong: Vec<String> = samples()
            .iter()
            .filter(|p| p.in_catalog(Lang::En) != p.to_string())
            .map(|p| {
                format!(
                    "{p:?}:\n  Display: {p}\n  en.ftl:  {}",
                    p.in_catalog(Lang::En)
                )
            })
            .collect();
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn every_problem_has_words_in_every_language_within_discords_limit() {
        for lang in Lang::ALL {
            for p in samples() {
                let said = p.words(lang);
                assert!(!said.trim().is_empty(), "{lang} {p:?}");
                assert!(said.chars().count() <= 2000, "{lang} {p:?}: {said}");
                assert!(
                    !said.contains("problem-"),
                    "{lang} {p:?}: a key shown: {said}"
                );
                assert!(!said.contains("{$"), "{lang} {p:?}: {said}");
            }
        }
    }

    #[test]
    fn polish_refusals_read_as_polish() {
        assert_eq!(
            Problem::NotYourTurn {
                user: UserId::new("bob")
            }
            .words(Lang::Pl),
            "Teraz ruch gracza @bob."
        );
        assert_eq!(
            Problem::NotAPlayer.words(Lang::En),
            "You are not playing in this game."
        );
    }
}
