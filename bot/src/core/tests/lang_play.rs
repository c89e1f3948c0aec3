//! Playing a game on a server whose announcements are in Polish, Hungarian or German: no
//! English left in what players read (moves, boards, hints, results, votes).

use super::*;
use crate::i18n::Lang;

/// English words and phrases that must not appear in another language's texts (commands
/// such as `/vote` are taken out first: they stay as they are).
const ENGLISH: [&str; 24] = [
    " to move",
    "played",
    " wins",
    "your",
    "Your",
    " the ",
    "The ",
    "Checkmate",
    "vote",
    "Vote",
    "hint",
    "Hint",
    "Line:",
    "Analysis",
    "window",
    "offers a draw",
    "declines",
    "resigns",
    "not rated",
    "Type moves",
    "New game",
    "Places",
    "so far",
    "extended",
];

/// A bot whose caller language (the console's `--lang`) and whose server's announcements
/// (set by an admin with `/language`) are `lang`.
fn bot_in(lang: Lang) -> Bot {
    let Bot { core, store, clock } = bot();
    let b = Bot {
        core: core.with_lang(lang),
        store,
        clock,
    };
    b.say("lobby", "admin", &format!("/language {}", lang.code()));
    b
}

/// What people read of the replies and announcements: texts and picture captions.
fn read(b: &Bot, at: &str, user: &str, text: &str) -> Vec<String> {
    b.replies(at, user, text)
        .iter()
        .filter_map(|r| match r {
            Reply::Text { text, .. } => Some(text.clone()),
            Reply::Image { caption, .. } => Some(caption.clone()),
            Reply::OpenPlace { title, .. } => Some(title.clone()),
            _ => None,
        })
        .collect()
}

/// The announcements of a tick, as [`read`].
fn read_tick(b: &Bot) -> Vec<String> {
    b.core.tick();
    b.core
        .drain_owed()
        .iter()
        .filter_map(|r| match r {
            Reply::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// The English markers found in `texts`, commands (`/vote draw`) taken out.
fn english_in(texts: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for t in texts {
        let words: Vec<&str> = t
            .split([' ', '\n'])
            .filter(|w| !w.trim_start_matches('(').starts_with('/'))
            .collect();
        let cleaned = format!(" {} ", words.join(" "));
        for m in ENGLISH {
            if cleaned.contains(m) {
                found.push(format!("{m:?} in {t:?}"));
            }
        }
    }
    found
}

/// A whole short game with a draw offer, a hint and a mate, then a voting game with a
/// closed window, a tally and an extended window: every text people read.
fn play_all(lang: Lang) -> Vec<String> {
    let b = bot_in(lang);
    let mut all = read(&b, "lobby", "alice", "/new glinski @bob hints:on");
    for (i, (user, m)) in MATE.iter().enumerate() {
        if i == 1 {
            all.extend(read(&b, "#g1", "alice", "/draw"));
        }
        if i == 4 {
            all.extend(read(&b, "#g1", "alice", "/hint"));
        }
        all.extend(read(&b, "#g1", user, m));
    }
    let vote =
        "/new glinski @engine level:1 mode:vote team:@alice,@bob,@carol window:2h min-votes:2";
    all.extend(read(&b, "lobby", "alice", vote));
    all.extend(read(&b, "#g2", "alice", "/vote Qe1-c3"));
    all.extend(read(&b, "#g2", "bob", "/tally"));
    all.extend(read(&b, "#g2", "bob", "/vote Qe1-c3"));
    all.extend(read(&b, "#g2", "carol", "/vote f5-f6"));
    // Nobody votes in the next window: it is extended once, then White forfeits.
    b.clock.advance(2 * 3600 + 60);
    all.extend(read_tick(&b));
    b.clock.advance(2 * 3600 + 60);
    all.extend(read_tick(&b));
    all
}

#[test]
fn a_polish_server_plays_a_game_and_a_voting_game_without_english() {
    let all = play_all(Lang::Pl);
    assert_eq!(english_in(&all), Vec::<String>::new(), "{all:#?}");
    let has = |line: &str| all.iter().any(|t| t == line);
    assert!(has("Mat — wygrywają Białe 1-0"), "{all:#?}");
    assert!(has("@alice proponuje remis. @bob: wpisz /draw, aby przyjąć, albo wykonaj ruch, aby odrzucić."), "{all:#?}");
    assert!(
        has("1... Qe10-c6\n@bob odrzuca propozycję remisu, wykonując ruch."),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|t| t.starts_with("#g1 po 4. Qc3xf9#: Mat — wygrywają Białe 1-0")),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|t| t.starts_with("Podpowiedź dla strony Białe: ")),
        "{all:#?}"
    );
    assert!(
        has("Głosujesz na Qe1-c3 dla strony Białe (do tej pory: 1 głos). Głosy pozostają tajne do zamknięcia okna."),
        "{all:#?}"
    );
    assert!(
        has("1. Qe1-c3 — głosowanie strony Białe (3 głosy: Qe1-c3 2, f5-f6 1)."),
        "{all:#?}"
    );
    assert!(
        all.iter().any(|t| t.starts_with("Nadal za mało głosów nad ruchem strony Białe (brak głosów, potrzeba co najmniej 2): Białe przegrywają walkowerem.\nPrzekroczenie czasu — wygrywają Czarne 0-1")),
        "{all:#?}"
    );
}

#[test]
fn hungarian_and_german_servers_play_without_english() {
    for lang in [Lang::Hu, Lang::De] {
        let all = play_all(lang);
        assert_eq!(english_in(&all), Vec::<String>::new(), "{lang}: {all:#?}");
    }
    let de = play_all(Lang::De);
    assert!(
        de.iter().any(|t| t == "Schachmatt — Weiß gewinnt 1-0"),
        "{de:#?}"
    );
    let hu = play_all(Lang::Hu);
    assert!(hu.iter().any(|t| t == "Matt — Világos nyer 1-0"), "{hu:#?}");
}
