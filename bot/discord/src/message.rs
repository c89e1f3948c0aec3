//! Messages in Discord's words: content, one picture, who may be notified, and rows of
//! buttons and select menus; encoded as the JSON (or multipart) body of a request. Shared by
//! everything that sends: direct answers, the courier and the move picker.

use serde_json::{json, Value};
use serenity::all::CreateAttachment;
use serenity::http::{LightMethod, Multipart, MultipartUpload, Request, Route};

/// The message flag that shows a response only to the user who asked.
pub const EPHEMERAL: u64 = 1 << 6;

/// A picture to upload.
#[derive(Clone, PartialEq, Eq)]
pub struct OutFile {
    /// File name.
    pub name: String,
    /// PNG bytes.
    pub png: Vec<u8>,
    /// Alt text.
    pub description: String,
}

impl std::fmt::Debug for OutFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OutFile({:?}, {} bytes)", self.name, self.png.len())
    }
}

/// A message in Discord's words: final content, at most one file, and the users and roles it
/// may notify (nobody else: never `@everyone` or `@here`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OutMessage {
    /// Content, at most 2000 characters.
    pub content: String,
    /// A file to attach.
    pub file: Option<OutFile>,
    /// Users whose mention notifies them.
    pub notify: Vec<u64>,
    /// Roles whose mention notifies their members (a voting side's).
    pub notify_roles: Vec<u64>,
    /// Rows of buttons and select menus under the message (at most [`MAX_ROWS`]).
    pub rows: Vec<Row>,
    /// The message this one answers (Discord shows it as a reply), if any.
    pub reply_to: Option<u64>,
    /// An embed shown under the content (a leaderboard, a profile).
    pub embed: Option<Embed>,
}

/// A simple embed: a title and a description (mentions in it show names, never notify).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Embed {
    /// At most 256 characters.
    pub title: String,
    /// At most 4096 characters.
    pub description: String,
}

/// The colour of Hexcourier's embeds.
const EMBED_COLOUR: u32 = 0x003b_7dd8;

/// Discord's limit on rows of components under a message.
pub const MAX_ROWS: usize = 5;
/// Discord's limit on buttons in a row.
pub const MAX_BUTTONS: usize = 5;
/// Discord's limit on the options of a select menu.
pub const MAX_OPTIONS: usize = 25;
/// Discord's limit on a custom id, an option's value, label or description, in characters.
pub const MAX_ID_CHARS: usize = 100;

/// A row of components under a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// Up to [`MAX_BUTTONS`] buttons.
    Buttons(Vec<Button>),
    /// One select menu.
    Menu(Menu),
}

/// A button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// What a press sends back.
    pub id: String,
    /// Its label.
    pub label: String,
    /// Its colour.
    pub style: Style,
}

impl Button {
    /// A button of a style.
    pub fn new(id: impl Into<String>, label: impl Into<String>, style: Style) -> Button {
        Button {
            id: id.into(),
            label: label.into(),
            style,
        }
    }
}

/// A button's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Blurple: the main action.
    Primary,
    /// Grey.
    Secondary,
    /// Green: agree.
    Success,
    /// Red: refuse.
    Danger,
}

impl Style {
    /// Discord's number for the style.
    fn code(self) -> u8 {
        match self {
            Style::Primary => 1,
            Style::Secondary => 2,
            Style::Success => 3,
            Style::Danger => 4,
        }
    }
}

/// A string select menu (one choice).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Menu {
    /// What a choice sends back, with the option's value.
    pub id: String,
    /// Shown before anything is chosen.
    pub placeholder: String,
    /// At most [`MAX_OPTIONS`] options.
    pub options: Vec<Choice>,
}

/// An option of a select menu.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Shown.
    pub label: String,
    /// Sent back when chosen.
    pub value: String,
    /// A second line, if any.
    pub description: Option<String>,
}

impl Row {
    /// The row's JSON: an action row (1) of buttons (2) or of one string select (3).
    fn json(&self) -> Value {
        let cut = |s: &str| cut(s, MAX_ID_CHARS);
        let inner: Vec<Value> = match self {
            Row::Buttons(buttons) => buttons
                .iter()
                .take(MAX_BUTTONS)
                .map(|b| {
                    json!({ "type": 2, "style": b.style.code(), "label": cut(&b.label), "custom_id": b.id })
                })
                .collect(),
            Row::Menu(menu) => {
                let options: Vec<Value> = menu
                    .options
                    .iter()
                    .take(MAX_OPTIONS)
                    .map(|o| {
                        let mut v = json!({ "label": cut(&o.label), "value": o.value });
                        if let Some(d) = &o.description {
                            v["description"] = json!(cut(d));
                        }
                        v
                    })
                    .collect();
                vec![json!({ "type": 3, "custom_id": menu.id, "placeholder": cut(&menu.placeholder),
                    "min_values": 1, "max_values": 1, "options": options })]
            }
        };
        json!({ "type": 1, "components": inner })
    }
}

impl OutMessage {
    /// The JSON payload: content, allowed mentions, attachment metadata.
    pub fn payload(&self) -> serde_json::Map<String, Value> {
        let mut m = serde_json::Map::new();
        m.insert("content".into(), json!(self.content));
        if let Some(e) = &self.embed {
            m.insert(
                "embeds".into(),
                json!([{
                    "title": cut(&e.title, 256),
                    "description": cut(&e.description, 4096),
                    "color": EMBED_COLOUR,
                }]),
            );
        }
        let users: Vec<String> = self.notify.iter().map(u64::to_string).collect();
        let mut allowed = json!({ "parse": [], "users": users, "replied_user": false });
        if !self.notify_roles.is_empty() {
            let roles: Vec<String> = self.notify_roles.iter().map(u64::to_string).collect();
            allowed["roles"] = json!(roles);
        }
        m.insert("allowed_mentions".into(), allowed);
        let attachments = match &self.file {
            Some(f) => json!([{ "id": 0, "filename": f.name, "description": f.description }]),
            None => json!([]),
        };
        m.insert("attachments".into(), attachments);
        // Always given, so that an edit or an update removes the rows it does not repeat.
        let rows: Vec<Value> = self.rows.iter().take(MAX_ROWS).map(Row::json).collect();
        m.insert("components".into(), Value::Array(rows));
        if let Some(id) = self.reply_to {
            m.insert(
                "message_reference".into(),
                json!({ "message_id": id.to_string(), "fail_if_not_exists": false }),
            );
        }
        m
    }

    /// A request carrying `body` (JSON, or multipart with the file).
    pub fn request<'a>(&self, route: Route<'a>, method: LightMethod, body: &Value) -> Request<'a> {
        let req = Request::new(route, method);
        match &self.file {
            None => req.body(Some(body.to_string().into_bytes())),
            Some(f) => req.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![CreateAttachment::bytes(
                    f.png.clone(),
                    f.name.clone(),
                )]),
                fields: Vec::new(),
                payload_json: Some(body.to_string()),
            })),
        }
    }
}

/// A message nonce from its parts, `plain`: as it is when it fits Discord's 25 characters,
/// else `prefix` and a hash of it (FNV-1a, hex). The same parts give the same nonce on every
/// try, also after a restart.
pub fn nonce(plain: String, prefix: &str) -> String {
    if plain.len() <= 25 {
        return plain;
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in plain.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{prefix}{h:016x}")
}

/// Cuts a text to at most `max` characters, ending with `…` when cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
    s.push('…');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_become_action_rows_within_discords_limits() {
        let options: Vec<Choice> = (0..30)
            .map(|i| Choice {
                label: format!("option {i}"),
                value: i.to_string(),
                description: (i == 0).then(|| "x".repeat(120)),
            })
            .collect();
        let msg = OutMessage {
            content: "Pick".into(),
            rows: vec![
                Row::Menu(Menu {
                    id: "m".into(),
                    placeholder: "Pieces".into(),
                    options,
                }),
                Row::Buttons(vec![Button::new("b", "Back", Style::Secondary)]),
            ],
            ..OutMessage::default()
        };
        let p = Value::Object(msg.payload());
        let menu = &p["components"][0]["components"][0];
        assert_eq!(p["components"][0]["type"], 1);
        assert_eq!(menu["type"], 3);
        assert_eq!(menu["custom_id"], "m");
        assert_eq!(menu["options"].as_array().map(Vec::len), Some(MAX_OPTIONS));
        assert_eq!(
            menu["options"][0]["description"]
                .as_str()
                .map(|d| d.chars().count()),
            Some(MAX_ID_CHARS)
        );
        assert_eq!(
            p["components"][1]["components"][0],
            json!({ "type": 2, "style": 2, "label": "Back", "custom_id": "b" })
        );
    }

    #[test]
    fn a_role_ping_allows_that_role_only() {
        let msg = OutMessage {
            content: "Vote for White's move.\n<@&77>, your vote.".into(),
            notify_roles: vec![77],
            ..OutMessage::default()
        };
        assert_eq!(
            Value::Object(msg.payload())["allowed_mentions"],
            json!({ "parse": [], "users": [], "roles": ["77"], "replied_user": false })
        );
    }

    #[test]
    fn payload_allows_only_the_pinged_users() {
        let msg = OutMessage {
            content: "1. Qe1-c3\n<@2>, your move.".into(),
            file: Some(OutFile {
                name: "g1-001.png".into(),
                png: vec![0x89],
                description: "after 1. Qe1-c3".into(),
            }),
            notify: vec![2],
            notify_roles: Vec::new(),
            rows: Vec::new(),
            reply_to: None,
            embed: None,
        };
        assert_eq!(
            Value::Object(msg.payload()),
            json!({
                "content": "1. Qe1-c3\n<@2>, your move.",
                "allowed_mentions": { "parse": [], "users": ["2"], "replied_user": false },
                "attachments": [{ "id": 0, "filename": "g1-001.png", "description": "after 1. Qe1-c3" }],
                "components": [],
            })
        );
    }

    #[test]
    fn an_embed_goes_in_the_payload_and_notifies_nobody() {
        let msg = OutMessage {
            embed: Some(Embed {
                title: "Leaderboard: Glinski's Hexagonal Chess".into(),
                description: "1. <@2> 1662 (1 game)".into(),
            }),
            ..OutMessage::default()
        };
        let p = Value::Object(msg.payload());
        assert_eq!(p["content"], "");
        assert_eq!(
            p["embeds"][0]["title"],
            "Leaderboard: Glinski's Hexagonal Chess"
        );
        assert_eq!(p["embeds"][0]["description"], "1. <@2> 1662 (1 game)");
        assert_eq!(p["allowed_mentions"]["users"], json!([]));
    }
}
