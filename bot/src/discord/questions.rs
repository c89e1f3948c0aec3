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

/// The message offering the answers to a standing question as buttons (Accept in green,
/// Decline in red).
pub fn question_message(q: Question) -> OutMessage {
    let (content, buttons) = match q {
        Question::Draw => ("Answer the draw offer:", &BUTTONS[..2]),
        Question::Takeback => ("Answer the takeback request:", &BUTTONS[2..]),
    };
    OutMessage {
        content: content.into(),
        rows: vec![Row::Buttons(
            buttons
                .iter()
                .enumerate()
                .map(|(i, (id, label))| {
                    let style = if i == 0 {
                        Style::Success
                    } else {
                        Style::Danger
                    };
                    Button::new(*id, *label, style)
                })
                .collect(),
        )],
        ..OutMessage::default()
    }
}

/// The command of an answer button.
pub fn button_command(custom_id: &str) -> Option<Command> {
    Some(match custom_id {
        "hex:draw:accept" => Command::Draw,
        "hex:draw:decline" => Command::DeclineDraw,
        "hex:takeback:accept" => Command::Takeback(Consent::Accept),
        "hex:takeback:decline" => Command::Takeback(Consent::Decline),
        _ => return None,
    })
}
