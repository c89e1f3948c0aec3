//! The buttons that answer a standing question (a draw offer, a takeback request): the message
//! that offers them, and the command each press runs (the same as typing it).

use super::message::{Button, OutMessage, Row, Style};
use hexcourier_core::i18n::{plain, Lang};
use hexcourier_core::t;
use hexcourier_core::{Command, Consent, Question};

/// The custom ids of the answer buttons, and the keys of their labels.
pub const BUTTONS: [(&str, &str); 4] = [
    ("hex:draw:accept", "button-accept"),
    ("hex:draw:decline", "button-decline"),
    ("hex:takeback:accept", "button-accept"),
    ("hex:takeback:decline", "button-decline"),
];

/// The prefixes of a challenge's buttons (the game's number follows).
const CHALLENGE_ACCEPT: &str = "hex:challenge:accept:";
const CHALLENGE_DECLINE: &str = "hex:challenge:decline:";

/// The message offering the answers to a standing question as buttons (Accept in green,
/// Decline in red), in `lang` (the place's).
pub fn question_message(q: Question, lang: Lang) -> OutMessage {
    let (content, buttons): (String, Vec<(String, &str)>) = match q {
        Question::Draw => (
            plain(lang, "question-draw"),
            BUTTONS[..2]
                .iter()
                .map(|(i, l)| (i.to_string(), *l))
                .collect(),
        ),
        Question::Takeback => (
            plain(lang, "question-takeback"),
            BUTTONS[2..]
                .iter()
                .map(|(i, l)| (i.to_string(), *l))
                .collect(),
        ),
        Question::Challenge { game } => (
            t!(lang, "question-challenge", game = format!("g{game}")),
            vec![
                (format!("{CHALLENGE_ACCEPT}{game}"), "button-accept"),
                (format!("{CHALLENGE_DECLINE}{game}"), "button-decline"),
            ],
        ),
    };
    OutMessage {
        content,
        rows: vec![Row::Buttons(
            buttons
                .into_iter()
                .enumerate()
                .map(|(i, (id, label))| {
                    let style = if i == 0 {
                        Style::Success
                    } else {
                        Style::Danger
                    };
                    Button::new(id, plain(lang, label), style)
                })
                .collect(),
        )],
        ..OutMessage::default()
    }
}

/// The command of an answer button.
pub fn button_command(custom_id: &str) -> Option<Command> {
    let game = |rest: &str| hexcourier_core::GameId::parse(&format!("g{rest}")).map(|id| id.key());
    if let Some(rest) = custom_id.strip_prefix(CHALLENGE_ACCEPT) {
        return game(rest).map(|g| Command::Accept(Some(g)));
    }
    if let Some(rest) = custom_id.strip_prefix(CHALLENGE_DECLINE) {
        return game(rest).map(|g| Command::Decline(Some(g)));
    }
    Some(match custom_id {
        "hex:draw:accept" => Command::Draw,
        "hex:draw:decline" => Command::DeclineDraw,
        "hex:takeback:accept" => Command::Takeback(Consent::Accept),
        "hex:takeback:decline" => Command::Takeback(Consent::Decline),
        _ => return None,
    })
}
