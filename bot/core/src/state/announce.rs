//! What a change announces about the position: the picture after it, then the result, the
//! ping of the player to move (and their DM, if they asked for one), or the opening of a
//! side's vote window.

use crate::i18n::plain;
use crate::state::snapshot::{final_words, status_line, Snapshot};
use crate::t;
use crate::vocabulary::notice::{Board, Said, TurnNote};
use crate::vocabulary::types::UserId;
use hexcourier_engine::Player;

/// The picture after a change, then the result or a ping of the player to move (or the vote
/// window opened for a voting side, with its role's ping).
pub(crate) fn position_says(snap: &Snapshot) -> Vec<Said> {
    let mut says = vec![Said::Board {
        place: snap.place.clone(),
        board: board_of(snap, snap.turn),
    }];
    match &snap.outcome {
        Some(o) => says.push(Said::text(&snap.place, final_words(snap, o))),
        None if snap.to_move.is_voters() => {
            says.extend(
                snap.window_line
                    .as_ref()
                    .map(|l| Said::text(&snap.place, l.clone())),
            );
            says.extend(snap.window_role.clone().map(|role| Said::PingRole {
                place: snap.place.clone(),
                role,
            }));
        }
        None if snap.to_move.is_engine() => {}
        None => {
            says.push(Said::Ping {
                place: snap.place.clone(),
                user: snap.to_move.clone(),
            });
            says.push(Said::Dm {
                note: turn_note(snap),
            });
        }
    }
    says
}

/// What a DM tells the player to move in `snap` (sent only if they asked for DMs).
pub(crate) fn turn_note(snap: &Snapshot) -> TurnNote {
    let mut opponents: Vec<UserId> = Vec::new();
    for p in &snap.players {
        if *p != snap.to_move && !opponents.contains(p) {
            opponents.push(p.clone());
        }
    }
    TurnNote {
        user: snap.to_move.clone(),
        place: snap.place.clone(),
        variant: snap.variant.name.clone(),
        variant_id: Some(snap.variant.id.clone()),
        opponents,
        last: snap.last.as_ref().map(|l| l.numbered_canonical.clone()),
        by: snap.last.as_ref().map(|l| l.by.clone()),
        plies: u32::try_from(snap.plies).unwrap_or(u32::MAX),
        deadline: snap.deadline,
        stopped_left: snap.stopped_left,
        realm: snap.realm.clone(),
        kind: crate::vocabulary::notice::NoteKind::Turn,
    }
}

/// The picture of the position in `snap`, turned for `viewer`, with its last move tinted.
pub(crate) fn board_of(snap: &Snapshot, viewer: Player) -> Board {
    let when = match &snap.last {
        Some(l) => t!(snap.lang, "board-after", moved = l.numbered.clone()),
        None => plain(snap.lang, "board-start"),
    };
    Board {
        variant: snap.variant.id.clone(),
        position: snap.position.to_text(&snap.variant),
        last: snap.last.as_ref().map(|l| l.text.clone()),
        before: snap.last.as_ref().map(|l| l.before.clone()),
        viewer: viewer.0,
        caption: format!("{} {when}: {}", snap.place, status_line(snap)),
        file_name: format!("{}-{:03}.png", snap.id, snap.plies),
    }
}

impl crate::Core {
    /// The language of the public announcements of the game in `shared`: its server's.
    pub(crate) fn public_lang(&self, shared: &crate::state::live::Shared) -> crate::i18n::Lang {
        use crate::state::facts::Facts;
        let realm = crate::state::live::lock(shared)
            .community()
            .map(str::to_string);
        self.server_lang(realm.as_deref())
    }
}
