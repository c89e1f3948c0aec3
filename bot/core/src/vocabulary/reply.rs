//! Building replies: a text in a place, and the last step every answer goes through (problems
//! become sentences, texts are split at the length limit, mentions are defused).

use crate::i18n::Lang;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{Place, Reply};
use crate::vocabulary::words;

pub(crate) fn text(place: &Place, text: impl Into<String>) -> Reply {
    Reply::Text {
        place: place.clone(),
        text: text.into(),
    }
}

/// Turns a result into replies: a problem becomes one text in `place`; every text is split to
/// the length limit and has its mentions defused.
pub(crate) fn finish(place: &Place, result: Result<Vec<Reply>, Problem>) -> Vec<Reply> {
    finish_in(Lang::En, place, result)
}

/// [`finish`], a problem said in `lang`.
pub(crate) fn finish_in(
    lang: Lang,
    place: &Place,
    result: Result<Vec<Reply>, Problem>,
) -> Vec<Reply> {
    let replies = result.unwrap_or_else(|p| {
        p.log();
        vec![text(place, p.words(lang))]
    });
    let mut out = Vec::with_capacity(replies.len());
    for r in replies {
        match r {
            Reply::Text { place, text } => {
                for part in
                    words::split_message(&words::defuse_mentions(&text), words::MAX_REPLY_CHARS)
                {
                    out.push(Reply::Text {
                        place: place.clone(),
                        text: part,
                    });
                }
            }
            Reply::Image {
                place,
                png,
                caption,
                file_name,
            } => {
                out.push(Reply::Image {
                    place,
                    png,
                    caption: words::defuse_mentions(&caption),
                    file_name,
                });
            }
            Reply::File {
                place,
                bytes,
                file_name,
                caption,
            } => out.push(Reply::File {
                place,
                bytes,
                file_name,
                caption: words::defuse_mentions(&caption),
            }),
            Reply::OpenPlace {
                place,
                title,
                parent,
            } => {
                out.push(Reply::OpenPlace {
                    place,
                    title: words::defuse_mentions(&title),
                    parent,
                });
            }
            other @ (Reply::Ping { .. }
            | Reply::Mention { .. }
            | Reply::Table { .. }
            | Reply::PingRole { .. }
            | Reply::Ask { .. }
            | Reply::Close { .. }) => out.push(other),
        }
    }
    out
}
