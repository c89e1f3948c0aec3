//! The pictures and pings announcing a change: the position after it, then the result, the
//! ping of the player to move, or the opening of a side's vote window.

use super::reply::text;
use super::snapshot::{final_words, status_line, Snapshot};
use super::types::Reply;
use super::Core;
use crate::picture::View;
use hexcourier_engine::Player;

impl Core {
    /// The picture after a change, then the result or a ping of the player to move.
    pub(super) fn position_replies(&self, snap: &Snapshot) -> Vec<Reply> {
        let mut replies = vec![self.image(snap, snap.turn)];
        match &snap.outcome {
            Some(o) => replies.push(text(&snap.place, final_words(snap, o))),
            None if snap.to_move.is_voters() => {
                replies.extend(
                    snap.window_line
                        .as_ref()
                        .map(|l| text(&snap.place, l.clone())),
                );
                replies.extend(snap.window_role.clone().map(|role| Reply::PingRole {
                    place: snap.place.clone(),
                    role,
                }));
            }
            None if snap.to_move.is_engine() => {}
            None => replies.push(Reply::Ping {
                place: snap.place.clone(),
                user: snap.to_move.clone(),
            }),
        }
        replies
    }

    pub(super) fn image(&self, snap: &Snapshot, viewer: Player) -> Reply {
        let view = View {
            last_move: snap.last.as_ref().map(|l| l.0),
            viewer: Some(viewer),
            highlights: Vec::new(),
            size_px: None,
        };
        let when = match &snap.last {
            Some((_, t)) => format!("after {t}"),
            None => "start".to_string(),
        };
        let caption = format!("{} {when}: {}", snap.place, status_line(snap));
        match self.painter.position(&snap.variant, &snap.position, &view) {
            Ok(png) => Reply::Image {
                place: snap.place.clone(),
                png,
                caption,
                file_name: format!("{}-{:03}.png", snap.id, snap.plies),
            },
            Err(e) => text(
                &snap.place,
                format!("(The picture could not be drawn: {e}.) {caption}"),
            ),
        }
    }
}
