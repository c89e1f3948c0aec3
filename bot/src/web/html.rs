//! The pages as HTML: written by hand, every text escaped, no external resources (styles and
//! the small script are inline). Game pages work without JavaScript: the move list links to
//! `?ply=N`, drawn by the server; with it, arrow keys, clicks and a slider step through the
//! positions, and a move played meanwhile arrives by server-sent events.

use crate::core::{FinishedGame, GameView, LeaderRow, ServerView, TournamentView};
use std::fmt::Write as _;

/// Text made safe inside HTML elements and quoted attributes.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `2026-11-25 20:00 UTC`.
pub fn utc(unix: u64) -> String {
    let days = i64::try_from(unix / 86_400).unwrap_or(0);
    let secs = unix % 86_400;
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        (secs % 3600) / 60
    )
}

const STYLE: &str =
    "body{font:16px/1.45 system-ui,sans-serif;margin:0;background:#f6f1e7;color:#2b2118}\
main{max-width:1100px;margin:0 auto;padding:12px 16px}\
h1{font-size:1.4em;margin:.3em 0}\
a{color:#7a4b1c}\
#wrap{display:flex;flex-wrap:wrap;gap:20px}\
#boardcol{flex:1 1 520px;max-width:680px}\
#board svg{width:100%;height:auto;display:block}\
#side{flex:1 1 280px}\
#moves{display:flex;flex-wrap:wrap;gap:2px 10px;padding:0;list-style:none}\
#moves a{text-decoration:none;padding:0 3px;border-radius:3px}\
#moves a.at{background:#5b4636;color:#fdfaf4}\
#slider{width:100%}\
table{border-collapse:collapse}td,th{padding:3px 10px;text-align:left}\
tr:nth-child(even){background:#ebe3d3}\
.dim{color:#6b5b4b}";

/// The script of game pages (inline: no external file, no CDN).
const SCRIPT: &str = r#"(function(){
var g=document.getElementById('game'),d=g.dataset,base=d.base;
var plies=+d.plies,ply=+d.ply,version=d.version,cache={};
var board=document.getElementById('board'),slider=document.getElementById('slider');
var list=document.getElementById('moves'),at=document.getElementById('at');
function labels(){return list.querySelectorAll('a[data-ply]');}
function show(n,fromHash){
 n=Math.max(0,Math.min(plies,n|0));ply=n;d.ply=n;
 slider.max=plies;slider.value=n;
 var ls=labels();for(var i=0;i<ls.length;i++){ls[i].className=(+ls[i].dataset.ply===n)?'at':'';}
 at.textContent=n===0?'Start position':'After '+(ls[n-1]?ls[n-1].textContent:'move '+n);
 if(!fromHash&&history.replaceState){history.replaceState(null,'','#ply='+n);}
 var url=base+'/svg/'+n+'?v='+version;
 if(cache[url]){board.innerHTML=cache[url];d.shown=n;return;}
 fetch(url).then(function(r){return r.ok?r.text():null;}).then(function(t){
  if(t===null)return;cache[url]=t;if(ply===n){board.innerHTML=t;d.shown=n;}
 });
}
document.addEventListener('keydown',function(e){
 if(e.target&&e.target.tagName==='INPUT'&&e.target!==slider)return;
 var k=e.key;
 if(k==='ArrowLeft'){show(ply-1);e.preventDefault();}
 else if(k==='ArrowRight'){show(ply+1);e.preventDefault();}
 else if(k==='Home'){show(0);e.preventDefault();}
 else if(k==='End'){show(plies);e.preventDefault();}
});
slider.addEventListener('input',function(){show(+slider.value);});
list.addEventListener('click',function(e){
 var a=e.target.closest?e.target.closest('a[data-ply]'):null;
 if(a){e.preventDefault();show(+a.dataset.ply);}
});
window.addEventListener('hashchange',function(){var m=location.hash.match(/ply=(\d+)/);if(m)show(+m[1],true);});
document.getElementById('nav').hidden=false;
var m=location.hash.match(/ply=(\d+)/);show(m?+m[1]:ply,true);
if(window.EventSource&&d.live==='1'){
 var es=new EventSource(base+'/events');
 es.addEventListener('game',function(e){
  var s=JSON.parse(e.data),end=(ply===plies);
  if(s.version===version&&s.plies===plies)return;
  version=s.version;d.version=version;plies=s.plies;d.plies=plies;
  list.innerHTML='';
  for(var i=0;i<s.moves.length;i++){
   var li=document.createElement('li'),a=document.createElement('a');
   a.href='?ply='+(i+1);a.dataset.ply=i+1;a.textContent=s.moves[i];li.appendChild(a);list.appendChild(li);
  }
  document.getElementById('status').textContent=s.status;
  if(s.over){es.close();d.live='0';}
  show(end?plies:Math.min(ply,plies));
 });
}
})();"#;

/// What the head of a page says to link previews.
#[derive(Debug, Clone, Default)]
pub struct Preview {
    /// `og:title`.
    pub title: String,
    /// `og:description`.
    pub description: String,
    /// `og:url`, absolute.
    pub url: String,
    /// `og:image`, absolute (a 1200 x 630 PNG).
    pub image: String,
}

/// A whole page: head (with its preview tags, if any) and body.
fn document(title: &str, preview: Option<&Preview>, body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 4096);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">");
    let _ = write!(out, "<title>{}</title>", esc(title));
    if let Some(p) = preview {
        let (t, d, u, i) = (
            esc(&p.title),
            esc(&p.description),
            esc(&p.url),
            esc(&p.image),
        );
        let _ = write!(
            out,
            "<meta name=\"description\" content=\"{d}\">\
<meta property=\"og:type\" content=\"website\">\
<meta property=\"og:site_name\" content=\"Hexcourier\">\
<meta property=\"og:title\" content=\"{t}\">\
<meta property=\"og:description\" content=\"{d}\">\
<meta property=\"og:url\" content=\"{u}\">\
<meta property=\"og:image\" content=\"{i}\">\
<meta property=\"og:image:type\" content=\"image/png\">\
<meta property=\"og:image:width\" content=\"1200\">\
<meta property=\"og:image:height\" content=\"630\">\
<meta name=\"twitter:card\" content=\"summary_large_image\">\
<meta name=\"twitter:title\" content=\"{t}\">\
<meta name=\"twitter:description\" content=\"{d}\">\
<meta name=\"twitter:image\" content=\"{i}\">"
        );
    }
    let _ = writeln!(
        out,
        "<style>{STYLE}</style></head><body><main>{body}</main></body></html>"
    );
    out
}

/// The players as a page names them: `alice vs bob`.
pub fn players_line(names: &[String]) -> String {
    names.join(" vs ")
}

/// The game page: `names` are the players' shown names, `ply` the position shown and `svg`
/// its board.
pub fn game_page(
    view: &GameView,
    names: &[String],
    ply: usize,
    svg: &str,
    preview: &Preview,
    now: u64,
) -> String {
    let v = &view.variant;
    let mut body = String::with_capacity(8192 + svg.len());
    let seats: Vec<String> = view
        .seats
        .iter()
        .zip(names)
        .map(|(seat, name)| format!("{} ({})", esc(name), esc(seat)))
        .collect();
    let _ = write!(
        body,
        "<h1>{} <span class=\"dim\">&bull;</span> {}</h1>",
        esc(&v.name),
        seats.join(" vs ")
    );
    let status = match view.to_move {
        Some(p) => format!(
            "{} to move",
            names.get(p.index()).map_or_else(
                || view.status.clone(),
                |n| format!(
                    "{} ({n})",
                    view.seats.get(p.index()).map_or("?", String::as_str)
                )
            )
        ),
        None => view.status.clone(),
    };
    let _ = write!(body, "<p id=\"status\">{}</p>", esc(&status));
    if let Some(days) = view.days {
        let mut clock = format!(
            "Clock: {days} day{} per move",
            if days == 1 { "" } else { "s" }
        );
        if let Some(deadline) = view.deadline {
            let _ = write!(
                clock,
                "; this move is due by {}{}",
                utc(deadline),
                if deadline < now { " (overdue)" } else { "" }
            );
        }
        let _ = write!(body, "<p class=\"dim\">{}.</p>", esc(&clock));
    }
    let live = if view.over() { "0" } else { "1" };
    let _ = write!(
        body,
        "<div id=\"game\" data-base=\"/g/{slug}\" data-plies=\"{plies}\" data-ply=\"{ply}\" data-shown=\"{ply}\" data-version=\"{ver}\" data-live=\"{live}\"><div id=\"wrap\"><div id=\"boardcol\"><div id=\"board\">{svg}</div>",
        slug = esc(&view.slug),
        plies = view.plies(),
        ver = view.version,
    );
    let _ = write!(
        body,
        "<div id=\"nav\" hidden><input id=\"slider\" type=\"range\" min=\"0\" max=\"{plies}\" value=\"{ply}\" aria-label=\"Position\"><p class=\"dim\"><span id=\"at\"></span> &middot; &larr; &rarr; step, Home and End jump</p></div>",
        plies = view.plies()
    );
    let _ = write!(
        body,
        "<p class=\"dim\">Position after {ply} of {} moves. <a href=\"?ply=0\">Start</a> &middot; <a href=\"?ply={}\">Latest</a></p></div><div id=\"side\"><h2>Moves</h2><ol id=\"moves\">",
        view.plies(),
        view.plies()
    );
    for (i, m) in view.numbered.iter().enumerate() {
        let n = i + 1;
        let class = if n == ply { " class=\"at\"" } else { "" };
        let _ = write!(
            body,
            "<li><a href=\"?ply={n}\" data-ply=\"{n}\"{class}>{}</a></li>",
            esc(m)
        );
    }
    body.push_str("</ol>");
    if view.numbered.is_empty() {
        body.push_str("<p class=\"dim\">No moves yet.</p>");
    }
    let _ = write!(
        body,
        "<p><a href=\"/g/{slug}.pgn\">Download the record</a> &middot; <a href=\"/g/{slug}.gif\">Animated replay</a></p></div></div></div>",
        slug = esc(&view.slug)
    );
    let _ = write!(body, "<script>{SCRIPT}</script>");
    document(&preview.title, Some(preview), &body)
}

/// A server's leaderboard in a variant, with links to its other variants and its games.
pub fn leaderboard_page(
    server: &ServerView,
    variant: &(String, String),
    rows: &[(LeaderRow, String)],
) -> String {
    let mut body = String::new();
    let _ = write!(body, "<h1>Leaderboard: {}</h1>", esc(&variant.1));
    if server.variants.len() > 1 {
        body.push_str("<p>");
        let links: Vec<String> = server
            .variants
            .iter()
            .map(|(id, name)| {
                format!(
                    "<a href=\"/s/{}/leaderboard/{}\">{}</a>",
                    esc(&server.slug),
                    esc(id),
                    esc(name)
                )
            })
            .collect();
        body.push_str(&links.join(" &middot; "));
        body.push_str("</p>");
    }
    if rows.is_empty() {
        body.push_str("<p>No rated games in this variant yet.</p>");
    } else {
        body.push_str("<table><tr><th>#</th><th>Player</th><th>Rating</th><th>Games</th></tr>");
        for (i, (r, name)) in rows.iter().enumerate() {
            let _ = write!(
                body,
                "<tr><td>{}</td><td>{}</td><td>{:.0}{}</td><td>{}</td></tr>",
                i + 1,
                esc(name),
                r.rating,
                if r.provisional { "?" } else { "" },
                r.games
            );
        }
        body.push_str("</table><p class=\"dim\">? provisional rating.</p>");
    }
    let _ = write!(
        body,
        "<p><a href=\"/s/{}/games\">Finished games</a></p>",
        esc(&server.slug)
    );
    body.push_str(&tournament_links(server));
    document(&format!("Leaderboard: {}", variant.1), None, &body)
}

/// A server's finished games, the latest first.
pub fn games_page(server: &ServerView, games: &[(FinishedGame, Vec<String>)]) -> String {
    let mut body = String::from("<h1>Finished games</h1>");
    if games.is_empty() {
        body.push_str("<p>No finished games yet.</p>");
    } else {
        body.push_str(
            "<table><tr><th>Ended</th><th>Variant</th><th>Players</th><th>Result</th></tr>",
        );
        for (g, names) in games {
            let _ = write!(
                body,
                "<tr><td>{}</td><td>{}</td><td><a href=\"/g/{}\">{}</a></td><td>{}</td></tr>",
                esc(&utc(g.ended)),
                esc(&g.variant),
                esc(&g.slug),
                esc(&players_line(names)),
                esc(&g.result)
            );
        }
        body.push_str("</table>");
    }
    let _ = write!(
        body,
        "<p><a href=\"/s/{}/leaderboard\">Leaderboard</a></p>",
        esc(&server.slug)
    );
    body.push_str(&tournament_links(server));
    document("Finished games", None, &body)
}

/// Links to a server's tournaments, or nothing when it has none.
fn tournament_links(server: &ServerView) -> String {
    if server.tournaments.is_empty() {
        return String::new();
    }
    let links: Vec<String> = server
        .tournaments
        .iter()
        .map(|(id, name)| {
            format!(
                "<a href=\"/s/{}/t/{}\">{}</a>",
                esc(&server.slug),
                esc(id),
                esc(name)
            )
        })
        .collect();
    format!("<p>Tournaments: {}</p>", links.join(" &middot; "))
}

/// A tournament's page: its standings (and crosstable), then each round's boards. `name`
/// gives a player's shown name from their user id.
pub fn tournament_page(
    server: &ServerView,
    t: &TournamentView,
    name: &dyn Fn(&crate::core::UserId) -> String,
) -> String {
    let mut body = String::new();
    let _ = write!(
        body,
        "<h1>{}</h1><p>{} &middot; {}</p>",
        esc(&t.name),
        esc(&t.about),
        esc(t.stage)
    );
    for table in &t.tables {
        let _ = write!(body, "<h2>{}</h2><table><tr>", esc(&table.title));
        for h in &table.header {
            let _ = write!(body, "<th>{}</th>", esc(h));
        }
        body.push_str("</tr>");
        for row in &table.rows {
            body.push_str("<tr>");
            for (i, cell) in row.iter().enumerate() {
                let shown = if i == 1 {
                    name(&crate::core::UserId::new(cell.as_str()))
                } else {
                    cell.clone()
                };
                let _ = write!(body, "<td>{}</td>", esc(&shown));
            }
            body.push_str("</tr>");
        }
        body.push_str("</table>");
    }
    for (i, round) in t.rounds.iter().enumerate().rev() {
        let _ = write!(body, "<h2>Round {}</h2><table>", i + 1);
        for b in round {
            let names: Vec<String> = b.players.iter().map(name).collect();
            let players = esc(&players_line(&names));
            let shown = match &b.slug {
                Some(slug) => format!("<a href=\"/g/{}\">{players}</a>", esc(slug)),
                None => players,
            };
            let _ = write!(
                body,
                "<tr><td>{shown}</td><td>{}</td></tr>",
                esc(b.result.as_deref().unwrap_or("playing"))
            );
        }
        body.push_str("</table>");
    }
    let _ = write!(
        body,
        "<p><a href=\"/s/{}/leaderboard\">Leaderboard</a></p>",
        esc(&server.slug)
    );
    document(&t.name, None, &body)
}

/// A short page saying something (not found, too many requests).
pub fn message_page(title: &str, text: &str) -> String {
    document(
        title,
        None,
        &format!("<h1>{}</h1><p>{}</p>", esc(title), esc(text)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_times_are_utc() {
        assert_eq!(esc("<b a=\"x\">&'"), "&lt;b a=&quot;x&quot;&gt;&amp;&#39;");
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_795_651_199), "2026-11-25 23:59 UTC");
    }
}
