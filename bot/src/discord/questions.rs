//! The buttons that answer a standing question (a draw offer, a takeback request): the message
//! that offers them, and the command each press runs (the same as typing it).

use super::message::{Button, OutMessage, Row, Style};
use crate::core::{Command, Consent, Question};

/// The custom ids of the answer buttons, and their labels.
pub const BUTTONS: [(&str, &str); 4] = [
    ("hex:draw:accept", "Accept"),
    ("hex:draw:decline", "Decline"),
    ("hex:takeback:accept", "Accept"),
    ("hex:takeback:decline", "Decline"),
];

/// The prefixes of a challenge's buttons (the game's number follows).
const CHALLENGE_ACCEPT: &str = "hex:challenge:accept:";
const CHALLENGE_DECLINE: &str = "hex:challenge:decline:";

/// The message offering the answers to a standing question as buttons (Accept in green,
/// Decline in red).
pub fn question_message(q: Question) -> OutMessage {
    let (content, buttons): (String, Vec<(String, &str)>) = match q {
        Question::Draw => (
            "Answer the draw offer:".into(),
            BUTTONS[..2]
                .iter()
                .map(|(i, l)| (i.to_string(), *l))
                .collect(),
        ),
        Question::Takeback => (
            "Answer the takeback request:".into(),
            BUTTONS[2..]
                .iter()
                .map(|(i, l)| (i.to_string(), *l))
                .collect(),
        ),
        Question::Challenge { game } => (
            format!("Answer challenge g{game}:"),
            vec![
                (format!("{CHALLENGE_ACCEPT}{game}"), "Accept"),
                (format!("{CHALLENGE_DECLINE}{game}"), "Decline"),
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
                    Button::new(id, label, style)
                })
                .collect(),
        )],
        ..OutMessage::default()
    }
}

/// The command of an answer button.
pub fn button_command(custom_id: &str) -> Option<Command> {
    let game = |rest: &str| crate::core::GameId::parse(&format!("g{rest}")).map(|id| id.key());
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
