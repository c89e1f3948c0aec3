//! Moves without typing: a "Move" (or "Vote") button under the current position, or
//! `/hex move` / `/hex vote` without a move, opens a private picker: a select menu of the
//! pieces that can move (and a "Drop" entry per piece in hand), then one of that piece's
//! moves (promotions, castling, drags and relocations as entries of their own, with a word on
//! what is special). The last choice runs `Command::Move` or `Command::Vote` through the core,
//! exactly as typing the move would.
//!
//! Discord allows 25 options a menu and 5 rows a message: pieces are split into menus by kind
//! when there are more than 25, moves into menus of 25 by destination; a piece with more moves
//! than four menus hold is picked in three steps (piece, destination cell, move).
//!
//! Every custom id carries the game and the number of moves played when the menu was made
//! ([`PickId`]); a choice made in a menu that is out of date, by someone whose turn it is not,
//! or in another game's thread is refused privately and nothing is played.

use super::message::{Button, Choice, Menu, OutMessage, Row, Style, MAX_OPTIONS, MAX_ROWS};
use super::show;
use super::types::{Context, Data, Error};
use hexcourier_core::families::pick::{PickFor, PickMove, Picker};
use hexcourier_core::i18n::{piece_name, plain, side_name, Lang};
use hexcourier_core::t;
use hexcourier_core::Pick;
use hexcourier_core::{Command, GameId, Place, Reply};
use serenity::all::{ComponentInteraction, ComponentInteractionDataKind, MessageFlags};
use std::fmt;
use std::sync::atomic::Ordering;

/// The prefix of every picker custom id.
const PREFIX: &str = "hex:";

/// What a picker component is, from its custom id: `hex:pick:g1:12` (open the picker: the
/// "Move" button, or "Back"), `hex:piece:g1:12:0` (a menu of pieces), `hex:dest:g1:12:e1:-:0`
/// (a menu of the moves of the piece on e1; `-` or a destination cell that narrows them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PickId {
    /// Opens the picker at its first step.
    Open {
        /// The game.
        game: GameId,
        /// Moves played when it was made.
        ply: usize,
    },
    /// A menu of pieces (number `n` of the message).
    Piece {
        /// The game.
        game: GameId,
        /// Moves played when it was made.
        ply: usize,
        /// Which menu of the message.
        n: usize,
    },
    /// A menu of one piece's moves.
    Dest {
        /// The game.
        game: GameId,
        /// Moves played when it was made.
        ply: usize,
        /// The piece.
        piece: PieceKey,
        /// Only the moves to this cell.
        to: Option<String>,
        /// Which menu of the message.
        n: usize,
    },
}

impl PickId {
    /// The game and the move count the component was made for.
    pub fn made_for(&self) -> (GameId, usize) {
        match self {
            PickId::Open { game, ply }
            | PickId::Piece { game, ply, .. }
            | PickId::Dest { game, ply, .. } => (*game, *ply),
        }
    }

    /// Reads a custom id; `None` when it is not a picker's.
    pub fn parse(id: &str) -> Option<PickId> {
        let parts: Vec<&str> = id.strip_prefix(PREFIX)?.split(':').collect();
        let game = |s: &str| GameId::parse(s);
        let num = |s: &str| s.parse::<usize>().ok();
        Some(match parts.as_slice() {
            ["pick", g, p] => PickId::Open {
                game: game(g)?,
                ply: num(p)?,
            },
            ["piece", g, p, n] => PickId::Piece {
                game: game(g)?,
                ply: num(p)?,
                n: num(n)?,
            },
            ["dest", g, p, piece, to, n] => PickId::Dest {
                game: game(g)?,
                ply: num(p)?,
                piece: PieceKey::parse(piece)?,
                to: (*to != "-").then(|| (*to).to_string()),
                n: num(n)?,
            },
            _ => return None,
        })
    }
}

impl fmt::Display for PickId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PickId::Open { game, ply } => write!(f, "{PREFIX}pick:{game}:{ply}"),
            PickId::Piece { game, ply, n } => write!(f, "{PREFIX}piece:{game}:{ply}:{n}"),
            PickId::Dest {
                game,
                ply,
                piece,
                to,
                n,
            } => write!(
                f,
                "{PREFIX}dest:{game}:{ply}:{piece}:{}:{n}",
                to.as_deref().unwrap_or("-")
            ),
        }
    }
}

/// What is picked at the first step: a piece on the board, a kind in hand, or (voting) one
/// of the special votes. Written `e1`, `*3` (kind index), `pass`, `draw`, `resign`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum PieceKey {
    /// The piece on this cell.
    Cell(String),
    /// A drop of this kind (index into the variant's kinds).
    Drop(u8),
    /// Passing the turn.
    Pass,
    /// A vote for a draw.
    Draw,
    /// A vote to resign.
    Resign,
}

impl PieceKey {
    /// Reads a key; cell names are letters then digits.
    pub fn parse(s: &str) -> Option<PieceKey> {
        Some(match s {
            "pass" => PieceKey::Pass,
            "draw" => PieceKey::Draw,
            "resign" => PieceKey::Resign,
            _ => match s.strip_prefix('*') {
                Some(k) => PieceKey::Drop(k.parse().ok()?),
                None => {
                    let letters = s.bytes().take_while(u8::is_ascii_lowercase).count();
                    let ok = letters > 0
                        && s.len() > letters
                        && s.bytes().skip(letters).all(|b| b.is_ascii_digit());
                    if !ok {
                        return None;
                    }
                    PieceKey::Cell(s.to_string())
                }
            },
        })
    }

    /// The key of a move: its piece's cell, its dropped kind, or a pass.
    pub fn of(m: &PickMove) -> PieceKey {
        match (&m.from, m.drop, m.kind) {
            (Some(c), _, _) => PieceKey::Cell(c.clone()),
            (None, true, Some(k)) => PieceKey::Drop(k),
            _ => PieceKey::Pass,
        }
    }
}

impl fmt::Display for PieceKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceKey::Cell(c) => f.write_str(c),
            PieceKey::Drop(k) => write!(f, "*{k}"),
            PieceKey::Pass => f.write_str("pass"),
            PieceKey::Draw => f.write_str("draw"),
            PieceKey::Resign => f.write_str("resign"),
        }
    }
}

/// The most menus a move list uses, leaving a row for the "Back" button.
const MAX_MOVE_MENUS: usize = MAX_ROWS - 1;

/// `(letters, number)` of a cell name, to sort cells file by file, rank by rank.
fn cell_order(name: &str) -> (String, u32) {
    let letters: String = name.chars().take_while(char::is_ascii_alphabetic).collect();
    let number = name[letters.len()..].parse().unwrap_or(0);
    (letters, number)
}

/// The first step: the pieces that can move (and the special votes), in menus.
pub fn piece_step(p: &Picker) -> OutMessage {
    piece_step_in(p, Lang::En)
}

/// [`piece_step`] in `lang`.
pub fn piece_step_in(p: &Picker, lang: Lang) -> OutMessage {
    // One entry per piece that can move, with its number of moves.
    let mut entries: Vec<Entry> = Vec::new();
    let mut keys: Vec<(PieceKey, &PickMove, usize)> = Vec::new();
    for m in &p.moves {
        let key = PieceKey::of(m);
        match keys.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, _, n)) => *n += 1,
            None => keys.push((key, m, 1)),
        }
    }
    // Pieces on the board by kind, then cell; then drops; then a pass.
    keys.sort_by_cached_key(|(k, m, _)| match k {
        PieceKey::Cell(c) => (0, m.piece.clone(), cell_order(c)),
        PieceKey::Drop(_) => (1, m.piece.clone(), (String::new(), 0)),
        _ => (2, String::new(), (String::new(), 0)),
    });
    for (key, m, n) in keys {
        let moves = words_count(lang, n);
        let piece = piece_name(lang, &m.piece);
        let (group, label) = match &key {
            PieceKey::Cell(c) => (
                piece.clone(),
                t!(lang, "picker-piece-on", piece = piece, cell = c.clone()),
            ),
            PieceKey::Drop(_) => (
                plain(lang, "picker-group-drops"),
                t!(lang, "picker-drop", piece = piece),
            ),
            _ => (
                plain(lang, "picker-group-other"),
                plain(lang, "picker-pass"),
            ),
        };
        entries.push(Entry {
            group,
            key,
            label,
            description: moves,
        });
    }
    if p.vote {
        for (key, label, what) in [
            (PieceKey::Draw, "picker-vote-draw", "picker-vote-draw-about"),
            (
                PieceKey::Resign,
                "picker-vote-resign",
                "picker-vote-resign-about",
            ),
        ] {
            entries.push(Entry {
                group: plain(lang, "picker-group-other"),
                key,
                label: plain(lang, label),
                description: plain(lang, what),
            });
        }
    }
    let game = p.game;
    let ply = p.plies;
    let menus = pack(entries, MAX_ROWS, lang, |n| PickId::Piece { game, ply, n });
    let shown: usize = menus.iter().map(|m| m.options.len()).sum();
    let side = side_name(lang, &p.side);
    let mut content = if p.vote {
        t!(lang, "picker-vote-heading", side = side.clone())
    } else {
        t!(lang, "picker-heading", side = side.clone())
    };
    if menus.is_empty() {
        content = t!(lang, "picker-no-legal-move", side = side);
    } else if shown < count_keys(p) + if p.vote { 2 } else { 0 } {
        content.push(' ');
        content.push_str(&plain(lang, "picker-not-every-piece"));
    }
    OutMessage {
        content,
        rows: menus.into_iter().map(Row::Menu).collect(),
        ..OutMessage::default()
    }
}

fn count_keys(p: &Picker) -> usize {
    let mut keys: Vec<PieceKey> = p.moves.iter().map(PieceKey::of).collect();
    keys.sort();
    keys.dedup();
    keys.len()
}

/// `1 move`, `3 moves`, in `lang`.
fn words_count(lang: Lang, n: usize) -> String {
    t!(lang, "picker-moves", n = n as u64)
}

/// An option of the first step, in its group (a piece kind, `Drops`, `Other`).
struct Entry {
    group: String,
    key: PieceKey,
    label: String,
    description: String,
}

/// Packs entries into at most `max` menus of at most 25
/// options: all in one when they fit, else group after group (a group too big for one menu
/// is split), each menu named after its groups.
fn pack(entries: Vec<Entry>, max: usize, lang: Lang, id: impl Fn(usize) -> PickId) -> Vec<Menu> {
    if entries.is_empty() {
        return Vec::new();
    }
    let choice = |e: &Entry| Choice {
        label: e.label.clone(),
        value: e.key.to_string(),
        description: Some(e.description.clone()),
    };
    if entries.len() <= MAX_OPTIONS {
        return vec![Menu {
            id: id(0).to_string(),
            placeholder: plain(lang, "picker-pick-a-piece"),
            options: entries.iter().map(choice).collect(),
        }];
    }
    // Groups in order, each cut into chunks of at most 25.
    let mut chunks: Vec<(String, Vec<&Entry>)> = Vec::new();
    for e in &entries {
        match chunks.last_mut() {
            Some((g, items)) if *g == e.group && items.len() < MAX_OPTIONS => items.push(e),
            _ => chunks.push((e.group.clone(), vec![e])),
        }
    }
    let mut menus: Vec<(Vec<String>, Vec<Choice>)> = Vec::new();
    for (group, items) in chunks {
        match menus.last_mut() {
            Some((groups, options)) if options.len() + items.len() <= MAX_OPTIONS => {
                if groups.last() != Some(&group) {
                    groups.push(group);
                }
                options.extend(items.into_iter().map(choice));
            }
            _ => menus.push((vec![group], items.into_iter().map(choice).collect())),
        }
    }
    menus
        .into_iter()
        .take(max)
        .enumerate()
        .map(|(n, (groups, options))| Menu {
            id: id(n).to_string(),
            placeholder: show::cut(&groups.join(", "), 100),
            options,
        })
        .collect()
}

/// The moves of a piece (to one cell, when `to` is given).
fn moves_of<'a>(p: &'a Picker, key: &PieceKey, to: Option<&str>) -> Vec<&'a PickMove> {
    let mut moves: Vec<&PickMove> = p
        .moves
        .iter()
        .filter(|m| PieceKey::of(m) == *key && to.is_none_or(|t| m.to.as_deref() == Some(t)))
        .collect();
    moves.sort_by(|a, b| {
        let at = a.to.as_deref().map(cell_order);
        let bt = b.to.as_deref().map(cell_order);
        at.cmp(&bt).then_with(|| a.text.cmp(&b.text))
    });
    moves
}

/// The second step: the moves of the piece picked, in menus by destination, and "Back".
/// With more moves than the menus hold, the destination cells instead (a third step then
/// picks among the moves to the cell).
pub fn dest_step(p: &Picker, key: &PieceKey, to: Option<&str>) -> OutMessage {
    dest_step_in(p, key, to, Lang::En)
}

/// [`dest_step`] in `lang`.
pub fn dest_step_in(p: &Picker, key: &PieceKey, to: Option<&str>, lang: Lang) -> OutMessage {
    let moves = moves_of(p, key, to);
    let Some(first) = moves.first() else {
        return OutMessage {
            content: plain(lang, "picker-piece-no-move"),
            rows: vec![back_row(p, lang)],
            ..OutMessage::default()
        };
    };
    let piece = piece_name(lang, &first.piece);
    let what = match key {
        PieceKey::Cell(c) => t!(lang, "picker-piece-on", piece = piece, cell = c.clone()),
        PieceKey::Drop(_) => t!(lang, "picker-drop", piece = piece),
        _ => plain(lang, "picker-pass"),
    };
    let (game, ply) = (p.game, p.plies);
    let id = |n| PickId::Dest {
        game,
        ply,
        piece: key.clone(),
        to: to.map(str::to_string),
        n,
    };
    let by_cell = moves.len() > MAX_MOVE_MENUS * MAX_OPTIONS;
    let options: Vec<(Choice, Option<String>)> = if by_cell {
        let mut cells: Vec<(String, usize)> = Vec::new();
        for m in &moves {
            let Some(t) = &m.to else { continue };
            match cells.iter_mut().find(|(c, _)| c == t) {
                Some((_, n)) => *n += 1,
                None => cells.push((t.clone(), 1)),
            }
        }
        cells
            .into_iter()
            .map(|(c, n)| {
                let choice = Choice {
                    label: t!(lang, "picker-to-cell", cell = c.clone()),
                    value: format!("t:{c}"),
                    description: Some(words_count(lang, n)),
                };
                (choice, Some(c))
            })
            .collect()
    } else {
        moves
            .iter()
            .map(|m| {
                let choice = Choice {
                    label: m.shown.clone(),
                    value: format!("m:{}", m.text),
                    description: m.note.clone(),
                };
                (choice, m.to.clone())
            })
            .collect()
    };
    let total = options.len();
    let chunks: Vec<&[(Choice, Option<String>)]> = options.chunks(MAX_OPTIONS).collect();
    let several = chunks.len() > 1;
    let menus: Vec<Row> = chunks
        .iter()
        .take(MAX_MOVE_MENUS)
        .enumerate()
        .map(|(n, chunk)| {
            let cells = |c: Option<&(Choice, Option<String>)>| {
                c.and_then(|(_, t)| t.clone()).unwrap_or_default()
            };
            let placeholder = if several {
                t!(
                    lang,
                    "picker-to-range",
                    from = cells(chunk.first()),
                    to = cells(chunk.last())
                )
            } else if by_cell {
                plain(lang, "picker-pick-destination")
            } else {
                plain(lang, "picker-pick-move")
            };
            Row::Menu(Menu {
                id: id(n).to_string(),
                placeholder,
                options: chunk.iter().map(|(c, _)| c.clone()).collect(),
            })
        })
        .collect();
    let shown = chunks
        .iter()
        .take(MAX_MOVE_MENUS)
        .map(|c| c.len())
        .sum::<usize>();
    let mut content = match (by_cell, to, p.vote) {
        (true, _, _) => t!(lang, "picker-where-to", what = what),
        (false, Some(cell), false) => {
            t!(lang, "picker-move-to", what = what, cell = cell.to_string())
        }
        (false, Some(cell), true) => {
            t!(lang, "picker-vote-to", what = what, cell = cell.to_string())
        }
        (false, None, false) => t!(lang, "picker-move", what = what),
        (false, None, true) => t!(lang, "picker-vote", what = what),
    };
    if shown < total {
        content.push(' ');
        content.push_str(&plain(lang, "picker-not-every-move"));
    }
    let mut rows = menus;
    rows.push(back_row(p, lang));
    OutMessage {
        content,
        rows,
        ..OutMessage::default()
    }
}

/// The "Back" button: the first step again.
fn back_row(p: &Picker, lang: Lang) -> Row {
    let id = PickId::Open {
        game: p.game,
        ply: p.plies,
    };
    Row::Buttons(vec![Button::new(
        id.to_string(),
        plain(lang, "picker-back"),
        Style::Secondary,
    )])
}

/// The "Move" (or "Vote") button, in `lang`, to put under a picture of `place`'s position, when that
/// position (`file_name`, named `g1-012.png` by the core) is the current one and a player or
/// voting side is to move: `turn` is what [`hexcourier_core::Core::pick_turn`] said of the
/// game, looked up with the rest of the answer (away from the async runtime).
pub fn turn_row(
    place: &Place,
    file_name: &str,
    turn: Option<(usize, bool)>,
    lang: Lang,
) -> Option<Row> {
    let game = GameId::parse(place.as_str())?;
    let (plies, vote) = turn?;
    if file_name != format!("{game}-{plies:03}.png") {
        return None;
    }
    let label = plain(
        lang,
        if vote {
            "picker-button-vote"
        } else {
            "picker-button-move"
        },
    );
    let id = PickId::Open { game, ply: plies };
    Some(Row::Buttons(vec![Button::new(
        id.to_string(),
        label,
        Style::Primary,
    )]))
}

/// `/hex move` or `/hex vote` without a move: the picker's first step, as a private answer.
///
/// # Errors
/// The core's refusal (not the user's turn, not a voter, no game here), or a delivery
/// failure; `on_error` shows it privately.
pub async fn open_by_command(ctx: Context<'_>, who: PickFor) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Err(Error::Refused(plain(Lang::En, "discord-use-slash")));
    };
    let data = ctx.data();
    let i = actx.interaction;
    show::note_names(&data.core, i);
    let place = data.links.place_of(i.channel_id);
    let core = data.core.clone();
    let lang = Lang::from_locale(&i.locale);
    let caller = super::caller::caller_of(super::caller::Heard::Interaction {
        user: i.user.id,
        guild: i.guild_id,
        member: i.member.as_deref(),
        locale: &i.locale,
    })
    .ok_or_else(|| Error::Refused(plain(lang, "discord-use-slash")))?;
    let picker = tokio::task::spawn_blocking(move || core.picker(&caller, &place, who))
        .await
        .map_err(|e| anyhow::anyhow!("the menu's task failed: {e}"))??;
    let msg = piece_step_in(&picker, lang);
    data.rest.respond(i.id, &i.token, &msg, true).await?;
    actx.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(())
}

/// Whether a custom id is the picker's.
pub fn is_picker(custom_id: &str) -> bool {
    PickId::parse(custom_id).is_some()
}

/// A private answer to a component: the text alone, in place of the picker when the
/// component was on it.
fn refusal(text: &str) -> OutMessage {
    OutMessage {
        content: show::message_text(
            &hexcourier_core::vocabulary::words::defuse_mentions(text),
            |_| None,
        ),
        ..OutMessage::default()
    }
}

/// Answers a press of a picker button or a choice in a picker menu: the next step, the move
/// or vote played, or a private refusal.
///
/// # Errors
/// If Discord refuses or cannot be reached, or the core's task fails.
pub async fn pressed(data: &Data, press: &ComponentInteraction) -> Result<(), Error> {
    let Some(id) = PickId::parse(&press.data.custom_id) else {
        return Ok(());
    };
    // On the private picker itself the answer replaces it; under a public board it is a new
    // private message.
    let update = press
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let answer = |msg: OutMessage| reply(data, press, msg, update);
    let lang = Lang::from_locale(&press.locale);
    let place = data.links.place_of(press.channel_id);
    let (game, ply) = id.made_for();
    if place != game.place() {
        return answer(refusal(&plain(lang, "picker-other-thread"))).await;
    }
    let Some(caller) = super::caller::caller_of(super::caller::Heard::Interaction {
        user: press.user.id,
        guild: press.guild_id,
        member: press.member.as_ref(),
        locale: &press.locale,
    }) else {
        return Ok(());
    };
    let core = data.core.clone();
    let at = place.clone();
    let found = tokio::task::spawn_blocking(move || core.picker(&caller, &at, PickFor::Turn))
        .await
        .map_err(|e| anyhow::anyhow!("the menu's task failed: {e}"))?;
    let picker = match found {
        Ok(p) => p,
        Err(problem) => {
            return answer(refusal(&problem.words(lang))).await;
        }
    };
    if picker.plies != ply {
        let key = if picker.vote {
            "picker-outdated-vote"
        } else {
            "picker-outdated-move"
        };
        return answer(refusal(&plain(lang, key))).await;
    }
    let value = match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    match (id, value) {
        (PickId::Open { .. }, _) => answer(piece_step_in(&picker, lang)).await,
        (PickId::Piece { .. }, Some(v)) => match PieceKey::parse(&v) {
            Some(PieceKey::Draw) if picker.vote => {
                play(data, press, &place, &picker, "draw", update).await
            }
            Some(PieceKey::Resign) if picker.vote => {
                play(data, press, &place, &picker, "resign", update).await
            }
            Some(PieceKey::Pass) => match moves_of(&picker, &PieceKey::Pass, None).first() {
                Some(m) => {
                    let text = m.text.clone();
                    play(data, press, &place, &picker, &text, update).await
                }
                None => answer(refusal(&plain(lang, "picker-no-pass"))).await,
            },
            Some(key) => answer(dest_step_in(&picker, &key, None, lang)).await,
            None => answer(refusal(&plain(lang, "picker-not-understood"))).await,
        },
        (PickId::Dest { piece, to, .. }, Some(v)) => match v.split_once(':') {
            Some(("m", text))
                if moves_of(&picker, &piece, to.as_deref())
                    .iter()
                    .any(|m| m.text == text) =>
            {
                play(data, press, &place, &picker, text, update).await
            }
            Some(("t", cell)) if to.is_none() => {
                answer(dest_step_in(&picker, &piece, Some(cell), lang)).await
            }
            _ => answer(refusal(&plain(lang, "picker-move-not-legal"))).await,
        },
        _ => answer(refusal(&plain(lang, "picker-pick-option"))).await,
    }
}

/// Answers a component privately: in place of the picker (`update`), or as a new message.
async fn reply(
    data: &Data,
    press: &ComponentInteraction,
    msg: OutMessage,
    update: bool,
) -> Result<(), Error> {
    data.rest
        .answer_component(press.id, &press.token, &msg, update)
        .await?;
    Ok(())
}

/// Plays (or votes for) the move picked through the core, as `/hex move` and `/hex vote` do:
/// the picker is replaced by what was done (or why not), and the core's replies are posted in
/// the game's thread. If the core takes longer than [`Data::defer_after`], the answer is
/// deferred first (Discord wants one within 3 s).
async fn play(
    data: &Data,
    press: &ComponentInteraction,
    place: &Place,
    picker: &Picker,
    choice: &str,
    update: bool,
) -> Result<(), Error> {
    let Some(caller) = super::caller::caller_of(super::caller::Heard::Interaction {
        user: press.user.id,
        guild: press.guild_id,
        member: press.member.as_ref(),
        locale: &press.locale,
    }) else {
        return Ok(());
    };
    let pick = if picker.vote {
        Pick::Vote {
            choice: choice.to_string(),
            // The core counts the caller's roles.
            roles: Vec::new(),
        }
    } else {
        Pick::Move(choice.to_string())
    };
    // The core plays it only if the game still has the moves the menu was made at.
    let cmd = Command::Picked {
        plies: picker.plies,
        pick,
    };
    let core = data.core.clone();
    let at = place.clone();
    let mut job = tokio::task::spawn_blocking(move || core.try_execute(&caller, &at, cmd));
    // A zero wait always defers first: decided before the core runs, so its answer can never
    // race the deferral.
    let in_time = if data.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(data.defer_after, &mut job).await.ok()
    };
    let (done, deferred) = match in_time {
        Some(done) => (done, false),
        None => {
            data.rest.answer_press(press.id, &press.token, None).await?;
            (job.await, true)
        }
    };
    let done = done.map_err(|e| anyhow::anyhow!("the picked move's task failed: {e}"))?;
    // The core's own words when it has some (a vote's confirmation, a loss on time found by
    // this move); the move itself is announced in the thread by the courier.
    let msg = match done {
        Ok(replies) => {
            let said: Vec<&str> = replies.iter().filter_map(Reply::text).collect();
            if said.is_empty() {
                refusal(&t!(
                    Lang::from_locale(&press.locale),
                    "picker-you-played",
                    move = choice.to_string()
                ))
            } else {
                refusal(&said.join("\n"))
            }
        }
        Err(problem) => refusal(&problem.words(Lang::from_locale(&press.locale))),
    };
    if deferred {
        if update {
            data.rest
                .edit_original(data.application_id()?, &press.token, &msg)
                .await?;
        } else {
            data.rest
                .followup(data.application_id()?, &press.token, &msg, true)
                .await?;
        }
    } else {
        data.rest
            .answer_component(press.id, &press.token, &msg, update)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str, from: Option<&str>, to: &str, piece: &str, kind: u8) -> PickMove {
        PickMove {
            text: text.into(),
            shown: text.into(),
            from: from.map(str::to_string),
            to: Some(to.into()),
            kind: Some(kind),
            piece: piece.into(),
            drop: from.is_none(),
            note: None,
        }
    }

    fn picker(moves: Vec<PickMove>, vote: bool) -> Picker {
        Picker {
            game: GameId(3),
            plies: 12,
            side: "White".into(),
            vote,
            moves,
        }
    }

    #[test]
    fn ids_round_trip_and_strangers_are_not_read() {
        let ids = [
            PickId::Open {
                game: GameId(1),
                ply: 0,
            },
            PickId::Piece {
                game: GameId(12),
                ply: 40,
                n: 2,
            },
            PickId::Dest {
                game: GameId(3),
                ply: 7,
                piece: PieceKey::Cell("e1".into()),
                to: None,
                n: 0,
            },
            PickId::Dest {
                game: GameId(3),
                ply: 7,
                piece: PieceKey::Drop(4),
                to: Some("f10".into()),
                n: 3,
            },
        ];
        for id in ids {
            let text = id.to_string();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(PickId::parse(&text), Some(id), "{text}");
        }
        assert_eq!(
            PickId::Open {
                game: GameId(1),
                ply: 5
            }
            .to_string(),
            "hex:pick:g1:5"
        );
        for other in [
            "hex:draw:accept",
            "hex:pick:g0:1",
            "hex:pick:g1",
            "hex:dest:g1:2:E1:-:0",
            "hex:dest:g1:2:e:-:0",
            "hex:piece:g1:x:0",
        ] {
            assert_eq!(PickId::parse(other), None, "{other}");
        }
    }

    #[test]
    fn pieces_then_their_moves_with_promotions_as_entries() {
        let mut promote = mv("f10-f11=Q", Some("f10"), "f11", "Pawn", 0);
        promote.note = Some("promotes to Queen".into());
        let mut knight = mv("f10-f11=N", Some("f10"), "f11", "Pawn", 0);
        knight.note = Some("promotes to Knight".into());
        let p = picker(
            vec![
                mv("Qe1-c3", Some("e1"), "c3", "Queen", 1),
                mv("Qe1-d2", Some("e1"), "d2", "Queen", 1),
                promote,
                knight,
                mv("W*f4", None, "f4", "Wing", 5),
            ],
            false,
        );
        let first = piece_step(&p);
        assert_eq!(first.content, "White to move: pick a piece, then its move.");
        let [Row::Menu(menu)] = first.rows.as_slice() else {
            panic!("one menu: {:?}", first.rows);
        };
        assert_eq!(menu.id, "hex:piece:g3:12:0");
        let labels: Vec<(&str, &str)> = menu
            .options
            .iter()
            .map(|o| (o.label.as_str(), o.value.as_str()))
            .collect();
        assert_eq!(
            labels,
            [
                ("Pawn on f10", "f10"),
                ("Queen on e1", "e1"),
                ("Drop Wing", "*5")
            ]
        );
        let second = dest_step(&p, &PieceKey::Cell("f10".into()), None);
        assert_eq!(second.content, "Pawn on f10: pick the move to play.");
        let Row::Menu(menu) = &second.rows[0] else {
            panic!("a menu first");
        };
        let options: Vec<(&str, &str, Option<&str>)> = menu
            .options
            .iter()
            .map(|o| (o.label.as_str(), o.value.as_str(), o.description.as_deref()))
            .collect();
        assert_eq!(
            options,
            [
                ("f10-f11=N", "m:f10-f11=N", Some("promotes to Knight")),
                ("f10-f11=Q", "m:f10-f11=Q", Some("promotes to Queen"))
            ]
        );
        assert_eq!(
            second.rows[1],
            Row::Buttons(vec![Button::new(
                "hex:pick:g3:12",
                "Back",
                Style::Secondary
            )])
        );
    }

    #[test]
    fn many_pieces_split_by_kind_and_many_moves_by_destination() {
        let mut moves = Vec::new();
        for i in 1..=20 {
            moves.push(mv(
                &format!("a{i}-a{}", i + 1),
                Some(&format!("a{i}")),
                "x1",
                "Pawn",
                0,
            ));
        }
        for i in 1..=10 {
            moves.push(mv(
                &format!("Rb{i}-b20"),
                Some(&format!("b{i}")),
                "b20",
                "Rook",
                2,
            ));
        }
        let p = picker(moves, true);
        let first = piece_step(&p);
        let placeholders: Vec<(String, usize)> = first
            .rows
            .iter()
            .filter_map(|r| match r {
                Row::Menu(m) => Some((m.placeholder.clone(), m.options.len())),
                Row::Buttons(_) => None,
            })
            .collect();
        assert_eq!(
            placeholders,
            [("Pawn".to_string(), 20), ("Rook, Other".to_string(), 12)]
        );
        assert!(first.content.starts_with("Vote for White's move"));

        // A drop on 60 cells: three menus of destinations, then Back.
        let drops: Vec<PickMove> = (1..=60)
            .map(|i| mv(&format!("W*c{i}"), None, &format!("c{i}"), "Wing", 5))
            .collect();
        let p = picker(drops, false);
        let step = dest_step(&p, &PieceKey::Drop(5), None);
        let sizes: Vec<usize> = step
            .rows
            .iter()
            .filter_map(|r| match r {
                Row::Menu(m) => Some(m.options.len()),
                Row::Buttons(_) => None,
            })
            .collect();
        assert_eq!(sizes, [25, 25, 10]);
        let Row::Menu(first_menu) = &step.rows[0] else {
            panic!("a menu");
        };
        assert_eq!(first_menu.placeholder, "To c1 … c25");
        assert_eq!(step.rows.len(), 4);

        // More moves than four menus hold: destination cells first, then the moves there.
        let mut many = Vec::new();
        for i in 1..=60 {
            for target in ["h1", "h2"] {
                let mut m = mv(
                    &format!("Ed1:{target}-c{i}"),
                    Some("d1"),
                    &format!("c{i}"),
                    "Engineer",
                    7,
                );
                m.note = Some(format!("moves what stands on {target} to c{i}"));
                many.push(m);
            }
        }
        let p = picker(many, false);
        let step = dest_step(&p, &PieceKey::Cell("d1".into()), None);
        assert_eq!(
            step.content,
            "Engineer on d1: pick where to, then the move."
        );
        let Row::Menu(m) = &step.rows[0] else {
            panic!("a menu");
        };
        assert_eq!(m.options[0].value, "t:c1");
        let narrowed = dest_step(&p, &PieceKey::Cell("d1".into()), Some("c7"));
        let Row::Menu(m) = &narrowed.rows[0] else {
            panic!("a menu");
        };
        assert_eq!(m.id, "hex:dest:g3:12:d1:c7:0");
        let values: Vec<&str> = m.options.iter().map(|o| o.value.as_str()).collect();
        assert_eq!(values, ["m:Ed1:h1-c7", "m:Ed1:h2-c7"]);
    }
}
