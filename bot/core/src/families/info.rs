//! Information: `/board`, `/moves`, `/games`, `/variants`, `/rules` and `/piece`.

use crate::i18n::{piece_about, piece_name, plain, rules_text, side_name, variant_name, Lang};
use crate::picture::View;
use crate::state::announce::board_of;
use crate::state::facts::Facts;
use crate::state::listing::Listing;
use crate::state::live::lock;
use crate::state::movetime::left;
use crate::state::snapshot::{snapshot_in, status_line};
use crate::t;
use crate::vocabulary::caller::Caller;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::problem::{self, Problem};
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{GameId, Place, Reply, UserId};
use crate::vocabulary::words::{game_move_list, result_in, seat_name, sentence};
use crate::Core;
use hexcourier_engine::{Cell, Move, Piece, Player, Position, Variant};
use std::sync::Arc;

/// How many finished games `/games` lists (the latest ones).
const MAX_FINISHED_LISTED: usize = 10;

impl Core {
    pub(crate) fn board(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/board works")?;
        let notation = self.notation_in(&shared, user);
        let (status, snap, viewer) = {
            let g = lock(&shared);
            let v = &g.variant;
            let moves = if g.game.move_texts().is_empty() {
                plain(lang, "info-no-moves")
            } else {
                let list = game_move_list(v, &g.game);
                t!(
                    lang,
                    "info-moves",
                    moves = crate::i18n::show_moves(v, lang, notation, &list)
                )
            };
            let mut lines = vec![format!(
                "{} {}: {}",
                g.place,
                variant_name(lang, &v.id, &v.name),
                g.players_line_in(lang)
            )];
            let standard = Position::start(v).is_ok_and(|p| p.to_text(v) == g.start);
            if !standard {
                lines.push(t!(lang, "info-setup-start", start = g.start.clone()));
            }
            lines.push(moves);
            if !g.draw_offer.is_empty() {
                let by: Vec<String> = g
                    .draw_offer
                    .iter()
                    .map(|&s| g.user(Player(s)).to_string())
                    .collect();
                lines.push(t!(lang, "info-draw-offered", users = by.join(", ")));
            }
            let snap = snapshot_in(&g, lang, notation);
            lines.push(status_line(&snap));
            if let Some(w) = g.window.as_ref().filter(|_| g.running()) {
                lines.push(t!(
                    lang,
                    "info-vote-open",
                    closes = crate::vocabulary::moment::moment(w.closes),
                    votes = w.ballots.len() as u64
                ));
            }
            if let Some(c) = g.move_clock.filter(|_| g.running()) {
                lines.push(t!(
                    lang,
                    "info-clock",
                    terms = crate::state::movetime::clock_terms_in(lang, &c),
                    left = duration_in(lang, left(&c, self.now()))
                ));
            }
            (lines.join("\n"), snap, g.seat_of(user))
        };
        let mut replies = vec![text(place, status)];
        replies.push(self.paint(&snap.place, &board_of(&snap, viewer.unwrap_or(snap.turn))));
        Ok(replies)
    }

    pub(crate) fn moves(
        &self,
        place: &Place,
        user: &UserId,
        cell: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/moves works")?;
        let (v, pos, ended) = {
            let g = lock(&shared);
            (
                g.variant.clone(),
                g.game.position().clone(),
                g.ended_in(lang),
            )
        };
        if let Some(p) = ended {
            return Err(p);
        }
        let legal = pos.legal_moves(&v);
        let turn_name = seat_name(&v, pos.turn()).to_string();
        let notation = self.notation_in(&shared, user);
        let texts = |filter: &dyn Fn(&Move) -> bool| -> Vec<String> {
            let mut t: Vec<String> = legal
                .iter()
                .filter(|m| filter(m))
                .map(|&m| hexcourier_engine::notation::move_to_text(&v, &pos, m))
                .collect();
            t.sort();
            // In the asker's notation, in the order of the standard letters.
            t.iter()
                .map(|m| crate::i18n::show_move(&v, lang, notation, m))
                .collect()
        };
        let line = match cell {
            None => {
                let all = texts(&|_| true);
                t!(
                    lang,
                    "info-legal-moves",
                    side = side_name(lang, &turn_name),
                    count = all.len() as u64,
                    moves = all.join(", ")
                )
            }
            Some(c) => {
                let at = v
                    .board
                    .parse_cell(c.trim())
                    .map_err(|_| Problem::UnknownCell(c.to_string()))?;
                let name = v.board.name(at).to_string();
                let piece = pos
                    .piece_at(at)
                    .ok_or_else(|| Problem::NoPieceOn(name.clone()))?;
                if piece.player != pos.turn() {
                    return Err(Problem::NotToMove {
                        cell: name,
                        owner: seat_name(&v, piece.player).to_string(),
                        turn: turn_name,
                    });
                }
                let kind = piece_name(lang, &v.kind(piece.kind).def.name);
                let list = texts(&|m| m.from() == Some(at));
                if list.is_empty() {
                    t!(lang, "info-piece-no-moves", piece = kind, cell = name)
                } else {
                    t!(
                        lang,
                        "info-piece-moves",
                        piece = kind,
                        cell = name,
                        count = list.len() as u64,
                        moves = list.join(", ")
                    )
                }
            }
        };
        Ok(vec![text(place, line)])
    }

    /// `/games`: the caller's games (those of voting sides they belong to, by name or role,
    /// too), waiting on them first; for a server admin, also how delivery stands.
    pub(crate) fn games_of(&self, user: &UserId, caller: &Caller, listing: &Listing) -> String {
        let lang = self.lang_of_caller(caller);
        struct Row {
            waiting: bool,
            /// Seconds left on the asker's clock, when it runs on their turn.
            urgency: Option<u64>,
            over: bool,
            updated: u64,
            id: GameId,
            line: String,
        }
        let now = self.now();
        // Challenges, then tournaments, each under its heading when it has lines.
        let mut pending = Vec::new();
        for (heading, lines) in [
            (
                "info-challenges",
                self.challenge_lines(user, listing.local.as_deref(), caller.realm(), lang),
            ),
            (
                "info-tournaments",
                self.tournament_lines(user, caller.realm(), lang),
            ),
        ] {
            if !lines.is_empty() {
                pending.push(plain(lang, heading));
                pending.extend(lines);
            }
        }
        // Only the games of the community asked in: a server's channel never shows what its
        // members play elsewhere.
        let row = |g: &dyn Facts| {
            if !caller.owns(g.community()) {
                return None;
            }
            let seat = g
                .side_for(user, &caller.roles)
                .filter(|_| !g.aborted() && g.started())?;
            let v = g.rules();
            let mine = g.seat_of(user).is_some();
            // Opponents on vacation are marked.
            let others: Vec<String> = g
                .seats()
                .iter()
                .filter(|u| *u != user)
                .map(|u| match self.on_vacation(u) {
                    Some(_) if u.is_person() => t!(lang, "info-on-vacation", user = u.to_string()),
                    _ => u.to_string(),
                })
                .collect();
            // A team member whose side is voting and who has not voted yet is waited on too.
            let side_votes = !mine && g.running() && g.turn() == seat;
            let voted = g
                .open_window()
                .is_some_and(|w| w.ballots.iter().any(|b| b.voter == user.as_str()));
            let waiting = g.waits_on(user) || (side_votes && !voted);
            let side = || side_name(lang, seat_name(v, seat));
            let mut state = match g.outcome() {
                Some(o) => t!(lang, "info-state-over", result = result_in(lang, v, o)),
                None if side_votes && voted => t!(lang, "info-state-voted", side = side()),
                None if side_votes => t!(lang, "info-state-your-vote", side = side()),
                None if waiting => t!(lang, "info-state-your-move", side = side()),
                None => t!(
                    lang,
                    "info-state-to-move",
                    user = g.user(g.turn()).to_string()
                ),
            };
            let mut urgency = None;
            if let Some(c) = g.clock().filter(|_| g.running() && !g.engine_to_move()) {
                let left = left(&c, now);
                let key = if crate::state::movetime::is_stopped(&c, now) {
                    "info-state-left-stopped"
                } else {
                    "info-state-left"
                };
                state.push_str(&t!(lang, key, left = duration_in(lang, left)));
                if waiting {
                    urgency = Some(left);
                }
            }
            Some(Row {
                waiting,
                urgency,
                over: g.outcome().is_some(),
                updated: g.last_change(),
                id: g.game_id(),
                line: t!(
                    lang,
                    "info-game-line",
                    where = g.where_played().to_string(),
                    variant = variant_name(lang, &v.id, &v.name),
                    opponents = others.join(", "),
                    state = state
                ),
            })
        };
        // The games this process holds, and those of the user that other processes hold.
        let mut rows: Vec<Row> = match &listing.local {
            Some(ids) => self.select_among(ids, row),
            None => self.select(row),
        };
        rows.extend(listing.foreign.iter().filter_map(|g| row(g.as_ref())));
        // A server's admins see its delivery; the console's operator has `hexcourier status`.
        let server_admin = caller.may_administer() && caller.realm().is_some();
        let delivery = server_admin.then(|| self.delivery_line(caller.realm(), now, lang));
        let challenge_block = (!pending.is_empty()).then(|| pending.join("\n"));
        if rows.is_empty() {
            let none = t!(lang, "info-no-games", example = self.example_variant());
            let none = match &challenge_block {
                Some(c) => format!("{c}\n{none}"),
                None => none,
            };
            return delivery.map_or(none.clone(), |d| format!("{none}\n{d}"));
        }
        // Waiting on you, the least time left first (then those without a clock, longest
        // waiting first), then running (latest first), then finished.
        rows.sort_by(|a, b| {
            (b.waiting, a.over).cmp(&(a.waiting, b.over)).then_with(|| {
                if a.waiting {
                    let key =
                        |r: &Row| (r.urgency.is_none(), r.urgency.unwrap_or(0), r.updated, r.id);
                    key(a).cmp(&key(b))
                } else {
                    (b.updated, b.id).cmp(&(a.updated, a.id))
                }
            })
        });
        let finished = rows.iter().filter(|r| r.over).count();
        let hidden = finished.saturating_sub(MAX_FINISHED_LISTED);
        let shown = rows.len() - hidden;
        let mut lines: Vec<String> = challenge_block.into_iter().collect();
        lines.push(plain(lang, "info-your-games"));
        lines.extend(rows.into_iter().take(shown).map(|r| r.line));
        if hidden > 0 {
            lines.push(t!(lang, "info-older-finished", count = hidden as u64));
        }
        lines.extend(delivery);
        lines.join("\n")
    }

    /// How delivery stands in the admin's server (never the bot's other servers):
    /// `Delivery here: 3 announcements owed, the oldest 2 minutes old.`; the console (no
    /// server) sees the whole outbox, drops included.
    pub(crate) fn delivery_line(&self, realm: Option<&str>, now: u64, lang: Lang) -> String {
        let read = match realm {
            Some(_) => self.outbox_status_in(realm),
            None => self.outbox_status(),
        };
        let s = match read {
            Ok(s) => s,
            Err(e) => {
                Problem::Storage(e.to_string()).log();
                return plain(lang, "info-delivery-unreadable");
            }
        };
        let owed = match s.oldest {
            None => plain(lang, "info-delivery-nothing-owed"),
            Some(t) => t!(
                lang,
                "info-delivery-owed",
                count = s.owed,
                age = duration_in(lang, now.saturating_sub(t))
            ),
        };
        let dropped = if s.dropped == 0 {
            plain(lang, "info-delivery-none-dropped")
        } else {
            t!(lang, "info-delivery-dropped", count = s.dropped.to_string())
        };
        let key = match realm {
            Some(_) => "info-delivery-here",
            None => "info-delivery-all",
        };
        t!(lang, key, owed = owed, dropped = dropped)
    }

    pub(crate) fn variants_text(&self, lang: Lang) -> String {
        let list: Vec<String> = self
            .lib
            .variants()
            .filter(|v| v.metadata.playable)
            .map(|v| {
                let key = if v.setup_required.is_some() {
                    "info-variant-needs-setup"
                } else {
                    "info-variant"
                };
                t!(
                    lang,
                    key,
                    id = v.id.clone(),
                    name = variant_name(lang, &v.id, &v.name),
                    players = v.player_count() as u64
                )
            })
            .collect();
        let mut lines = vec![t!(lang, "info-variants", count = list.len() as u64)];
        lines.extend(list);
        if self
            .lib
            .variants()
            .any(|v| v.metadata.playable && v.setup_required.is_some())
        {
            lines.push(plain(lang, "info-variants-setup-note"));
        }
        lines.push(plain(lang, "info-variants-start"));
        lines.join("\n")
    }

    /// The variant named, or the game's variant in a game's place.
    pub(crate) fn variant_or_game(
        &self,
        place: &Place,
        id: Option<&str>,
    ) -> Result<Option<Arc<Variant>>, Problem> {
        match id {
            Some(id) => self.variant(id).map(|v| Some(v.clone())),
            None => Ok(self.game_at(place).map(|g| lock(&g).variant.clone())),
        }
    }

    pub(crate) fn rules(
        &self,
        place: &Place,
        id: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let Some(v) = self.variant_or_game(place, id)? else {
            return Err(Problem::Usage {
                usage: "/rules <variant> (/variants lists them)",
            });
        };
        let m = &v.metadata;
        let heading = t!(
            lang,
            "rules-heading",
            variant = variant_name(lang, &v.id, &v.name),
            id = v.id.clone(),
            players = v.player_count() as u64
        );
        let mut lines = vec![heading, rules_text(lang, &v.id, &m.rules)];
        if let Some(reason) = &v.setup_required {
            let letters = if v.player_count() > 2 {
                "rules-letters-many"
            } else {
                "rules-letters-two"
            };
            lines.push(t!(
                lang,
                "rules-no-start",
                reason = sentence(reason),
                id = v.id.clone(),
                opponents = problem::example_opponents(v.player_count().saturating_sub(1)),
                letters = plain(lang, letters),
                players = v
                    .players
                    .iter()
                    .map(|p| format!("{} {}", p.char, side_name(lang, &p.name)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if !m.author.is_empty() {
            lines.push(t!(lang, "rules-author", author = m.author.clone()));
        }
        if !m.source.is_empty() {
            lines.push(t!(lang, "rules-source", source = m.source.clone()));
        }
        Ok(vec![text(place, lines.join("\n"))])
    }

    pub(crate) fn piece(
        &self,
        place: &Place,
        variant: Option<&str>,
        piece: Option<&str>,
        (lang, notation): (Lang, crate::i18n::Notation),
    ) -> Result<Vec<Reply>, Problem> {
        // `/piece glinski` lists the pieces; `/piece knight` in a game's place uses its variant.
        let (v, piece) = match (variant, piece) {
            (Some(v), p) => (self.variant(v)?.clone(), p),
            (None, Some(p)) if self.lib.get(&p.to_lowercase()).is_some() => {
                (self.variant(p)?.clone(), None)
            }
            (None, p) => match self.variant_or_game(place, None)? {
                Some(v) => (v, p),
                None => {
                    return Err(Problem::PieceNeedsVariant {
                        example: self.example_variant(),
                    })
                }
            },
        };
        // Each with its letter as the asker reads moves (Polish `Hetman (H)`).
        let letters = crate::i18n::shown_letters(&v, lang, notation);
        let pieces = v
            .kinds
            .iter()
            .zip(&letters)
            .map(|(k, l)| format!("{} ({l})", piece_name(lang, &k.def.name)))
            .collect::<Vec<_>>()
            .join(", ");
        let vname = variant_name(lang, &v.id, &v.name);
        let Some(name) = piece else {
            return Ok(vec![text(
                place,
                t!(
                    lang,
                    "piece-list",
                    variant = vname,
                    pieces = pieces,
                    id = v.id.clone()
                ),
            )]);
        };
        // A piece by its name in the asker's language too (`hetman`, `Springer`).
        let localized = || {
            v.kinds
                .iter()
                .position(|k| {
                    piece_name(lang, &k.def.name).to_lowercase() == name.trim().to_lowercase()
                })
                .and_then(|i| v.kind_by_name(&v.kinds[i].def.name))
        };
        let kind =
            v.kind_by_name(name)
                .or_else(localized)
                .ok_or_else(|| Problem::UnknownPiece {
                    variant: vname.clone(),
                    given: name.to_string(),
                    pieces: pieces.clone(),
                })?;
        let at =
            centre(&v).ok_or_else(|| Problem::BrokenVariant("the board has no cells".into()))?;
        let me = Player(0);
        let reach: Vec<Cell> = v.reach(me, kind, at).collect();
        let k = v.kind(kind);
        let view = View {
            last_move: None,
            viewer: Some(me),
            highlights: reach.clone(),
            size_px: None,
        };
        let caption = t!(
            lang,
            "piece-caption",
            side = side_name(lang, seat_name(&v, me)),
            piece = piece_name(lang, &k.def.name),
            cell = v.board.name(at).to_string(),
            variant = vname.clone(),
            cells = reach.len() as u64
        );
        let heading = t!(
            lang,
            "piece-heading",
            piece = piece_name(lang, &k.def.name),
            letter = letters
                .get(usize::from(kind.0))
                .cloned()
                .unwrap_or_else(|| k.def.letter.to_string()),
            variant = vname.clone(),
            about = piece_about(lang, &k.id, &k.def.about)
        );
        let mut replies = vec![text(place, heading)];
        replies.push(
            match self
                .painter
                .piece(&v, Piece { player: me, kind }, at, &view)
            {
                Ok(png) => Reply::Image {
                    place: place.clone(),
                    png,
                    caption,
                    file_name: format!("piece-{}-{}.png", v.id, k.id),
                },
                Err(e) => text(place, t!(lang, "piece-no-picture", why = e.to_string())),
            },
        );
        Ok(replies)
    }
}

/// The board cell nearest the axial origin (the centre of symmetric boards).
pub fn centre(v: &Variant) -> Option<Cell> {
    v.board
        .cells()
        .min_by_key(|&c| (v.board.hex(c).length(), c.index()))
}
