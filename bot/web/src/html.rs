//! The pages as HTML: written by hand, every text escaped, no external resources (styles and
//! the small script are inline, each one constant text that the Content-Security-Policy
//! allows by its hash, see [`super::headers`]; no `style=` or `on…=` attributes). Game pages
//! work without JavaScript: the move list links to `?ply=N`, drawn by the server; with it,
//! arrow keys, clicks and a slider step through the positions, and a move played meanwhile
//! arrives by server-sent events.
//!
//! Every word a visitor reads comes from `bot/core/locales/<lang>/web.ftl` (keys `web-…`) in the
//! page's language ([`PageLang`]); variants, sides and results by the i18n name functions.

use super::lang::PageLang;
use hexcourier_core::i18n::{piece_name, plain, variant_name, Lang};
use hexcourier_core::t;
use hexcourier_core::vocabulary::duration::duration_in;
use hexcourier_core::vocabulary::moment::local_time;
use hexcourier_core::vocabulary::words::numbered_list;
use hexcourier_core::vocabulary::words::{result_in, seat_in};
use hexcourier_core::{FinishedGame, GameView, LeaderRow, PuzzleView, ServerView, TournamentView};
use hexcourier_engine::{Move, Variant};
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

/// The style of every page (inline, allowed by its hash).
pub(super) const STYLE: &str =
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
.dim{color:#6b5b4b}\
#board [data-cell]{cursor:pointer}\
#board .sel{fill:#3a7bd5;fill-opacity:.45}\
#said.right{color:#2d6a1f}#said.solved{color:#2d6a1f;font-weight:bold}#said.wrong{color:#9b2222}";

/// The script of game pages (inline: no external file, no CDN; allowed by its hash).
pub(super) const SCRIPT: &str = r#"(function(){
var g=document.getElementById('game'),d=g.dataset,base=d.base;
var plies=+d.plies,ply=+d.ply,version=d.version,cache={};
var board=document.getElementById('board'),slider=document.getElementById('slider');
var list=document.getElementById('moves'),at=document.getElementById('at');
function labels(){return list.querySelectorAll('a[data-ply]');}
function localTime(){
 var c=document.getElementById('clock');
 if(!c||!c.dataset.at||!c.dataset.when||!window.Intl)return;
 try{
  var s=new Date(+c.dataset.at*1000).toLocaleString(d.lang,{dateStyle:'medium',timeStyle:'short',timeZoneName:'short'});
  c.textContent=c.textContent.split(c.dataset.when).join(s);
 }catch(e){}
}
localTime();
function show(n,fromHash){
 n=Math.max(0,Math.min(plies,n|0));ply=n;d.ply=n;
 slider.max=plies;slider.value=n;
 var ls=labels();for(var i=0;i<ls.length;i++){ls[i].className=(+ls[i].dataset.ply===n)?'at':'';}
 at.textContent=n===0?d.tStart:d.tAfter.split('%s').join(ls[n-1]?ls[n-1].textContent:d.tMove.split('%s').join(n));
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
 var es=new EventSource(base+'/events?lang='+d.lang);
 es.addEventListener('game',function(e){
  var s=JSON.parse(e.data),end=(ply===plies);
  if(s.version===version&&s.plies===plies)return;
  version=s.version;d.version=version;plies=s.plies;d.plies=plies;
  list.innerHTML='';
  for(var i=0;i<s.moves.length;i++){
   var li=document.createElement('li'),a=document.createElement('a');
   a.href='?ply='+(i+1)+d.q;a.dataset.ply=i+1;a.textContent=s.moves[i];li.appendChild(a);list.appendChild(li);
  }
  document.getElementById('status').textContent=s.status;
  var c=document.getElementById('clock');
  if(c){c.textContent=s.clock_line;c.dataset.at=s.clock_at||'';c.dataset.when=s.clock_when||'';localTime();}
  if(s.over){es.close();d.live='0';}
  show(end?plies:Math.min(ply,plies));
 });
}
})();"#;

/// The script of puzzle pages (inline, allowed by its hash): clicks on cells are matched
/// against the moves the page carries (`data-steps`: at each of the solver's turns, every
/// legal move's clicks, the right ones' and what to say). A move is tried once its clicks are
/// complete: two (the piece, its cell; for a drop, the piece in the hand), three for a drag or a
/// relocation; when a two-click move could go on to a third, the destination clicked again
/// ends it there. Clicks that start no legal move only select or clear. The boards after each
/// move are fetched as SVG. Nothing is sent back: no attempt is stored.
pub(super) const PUZZLE_SCRIPT: &str = r#"(function(){
var p=document.getElementById('puzzle'),d=p.dataset,steps=JSON.parse(d.steps);
var board=document.getElementById('board'),said=document.getElementById('said');
var sol=document.getElementById('solution'),choose=document.getElementById('choose');
var k=0,sel=[],done=false,ply=0,cache={};
function show(n){
 ply=n;d.ply=n;var url=d.base+'/svg/'+n;
 if(cache[url]){board.innerHTML=cache[url];d.shown=n;return;}
 fetch(url).then(function(r){return r.ok?r.text():null;}).then(function(t){
  if(t===null)return;cache[url]=t;if(ply===n){board.innerHTML=t;d.shown=n;}
 });
}
function mark(){
 var ps=board.querySelectorAll('[data-cell]');
 for(var i=0;i<ps.length;i++){ps[i].classList.toggle('sel',sel.indexOf(ps[i].dataset.cell)>=0);}
}
function starts(m,pre){
 if(m.length<pre.length)return false;
 for(var i=0;i<pre.length;i++){if(m[i]!==pre[i])return false;}
 return true;
}
function count(list,pre,len){
 var n=0;
 for(var i=0;i<list.length;i++){if(starts(list[i],pre)&&(len===0||list[i].length===len))n++;}
 return n;
}
function tell(text,state){said.textContent=text;said.className=state;d.state=state;}
function finish(text,state){done=true;tell(text,state);sol.open=true;choose.hidden=true;}
function attempt(move){
 var s=steps[k];sel=[];mark();
 if(count(s.ok,move,move.length)===0){finish(d.tWrong,'wrong');return;}
 k++;var at=2*k-1;show(at);
 if(k>=steps.length){finish(s.said,'solved');return;}
 tell(s.said,'right');
 setTimeout(function(){if(ply===at){show(at+1);}},600);
}
function offer(){
 var legal=steps[k].moves,names=steps[k].names||{},codes=[],plain=false;
 for(var i=0;i<legal.length;i++){
  var m=legal[i];
  if(sel.length>0&&m.length===sel.length+1&&starts(m,sel)&&m[sel.length].indexOf('promo')===0&&codes.indexOf(m[sel.length])<0){codes.push(m[sel.length]);}
  if(sel.length>0&&m.length===sel.length&&starts(m,sel)){plain=true;}
 }
 choose.textContent='';choose.hidden=codes.length===0;
 if(codes.length===0)return;
 var label=document.createElement('span');
 label.textContent=plain?d.tPromoteOrNot:d.tPromote;choose.appendChild(label);
 codes.forEach(function(code){
  var b=document.createElement('button');b.type='button';b.dataset.pick=code;
  b.textContent=names[code]||code.slice(5);
  b.addEventListener('click',function(){if(!done){pick(code);}});
  choose.appendChild(document.createTextNode(' '));choose.appendChild(b);
 });
}
function pick(c){
 var legal=steps[k].moves,next=sel.concat([c]);
 if(count(legal,next,0)>0){
  sel=next;
  if(count(legal,next,next.length)>0&&count(legal,next,0)===1){attempt(next);offer();return;}
  mark();offer();return;
 }
 if(sel.length>0&&c===sel[sel.length-1]){
  var move=sel;
  if(move.length>1&&count(legal,move,move.length)>0){attempt(move);offer();return;}
  sel=[];mark();offer();return;
 }
 sel=count(legal,[c],0)>0?[c]:[];mark();offer();
}
board.addEventListener('click',function(e){
 if(done)return;
 var t=e.target.closest?e.target.closest('[data-cell]'):null;
 if(!t)return;
 pick(t.dataset.cell);
});
document.getElementById('giveup').addEventListener('click',function(){
 if(!done){show(+d.plies);finish(d.tShown,'wrong');}
});
document.getElementById('play').hidden=false;
})();"#;

/// What the head of a page says to link previews.
#[derive(Debug, Clone, Default)]
pub struct Preview {
    /// `og:title`.
    pub title: String,
    /// `og:description`.
    pub description: String,
    /// `og:url`, absolute: only with `web.public_url` (never from the request's `Host`).
    pub url: Option<String>,
    /// `og:image` (a 1200 x 630 PNG): absolute with `web.public_url`, else relative to the
    /// server.
    pub image: String,
}

/// A whole page in `pl`'s language: head (with its preview tags, if any) and body, with
/// links to the page in every language at its foot.
fn document(pl: PageLang, title: &str, preview: Option<&Preview>, body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 4096);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">",
        pl.lang.code()
    );
    out.push_str("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">");
    let _ = write!(out, "<title>{}</title>", esc(title));
    if let Some(p) = preview {
        let (t, d, i) = (esc(&p.title), esc(&p.description), esc(&p.image));
        let url = p.url.as_deref().map_or_else(String::new, |u| {
            format!("<meta property=\"og:url\" content=\"{}\">", esc(u))
        });
        let _ = write!(
            out,
            "<meta name=\"description\" content=\"{d}\">\
<meta property=\"og:type\" content=\"website\">\
<meta property=\"og:site_name\" content=\"Hexcourier\">\
<meta property=\"og:locale\" content=\"{locale}\">\
<meta property=\"og:title\" content=\"{t}\">\
<meta property=\"og:description\" content=\"{d}\">\
{url}\
<meta property=\"og:image\" content=\"{i}\">\
<meta property=\"og:image:type\" content=\"image/png\">\
<meta property=\"og:image:width\" content=\"1200\">\
<meta property=\"og:image:height\" content=\"630\">\
<meta name=\"twitter:card\" content=\"summary_large_image\">\
<meta name=\"twitter:title\" content=\"{t}\">\
<meta name=\"twitter:description\" content=\"{d}\">\
<meta name=\"twitter:image\" content=\"{i}\">",
            locale = og_locale(pl.lang)
        );
    }
    let languages: Vec<String> = Lang::ALL
        .iter()
        .map(|&l| {
            format!(
                "<a href=\"?lang={code}\" hreflang=\"{code}\" lang=\"{code}\">{}</a>",
                esc(l.native_name()),
                code = l.code()
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "<style>{STYLE}</style></head><body><main>{body}<p class=\"dim\">{} {}</p></main></body></html>",
        esc(&plain(pl.lang, "web-languages")),
        languages.join(" &middot; ")
    );
    out
}

/// Open Graph's name of a language's locale (`pl_PL`).
fn og_locale(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en_US",
        Lang::Pl => "pl_PL",
        Lang::Hu => "hu_HU",
        Lang::De => "de_DE",
    }
}

/// The players as a page in `lang` names them: `alice vs bob`.
pub fn players_line(lang: Lang, names: &[String]) -> String {
    names.join(&format!(" {} ", plain(lang, "web-versus")))
}

/// Where a game stands in `lang`: `Black (bob) to move`, or its result in words
/// (`Checkmate — White wins 1-0`).
pub fn game_status(lang: Lang, view: &GameView, names: &[String]) -> String {
    let v = &view.variant;
    if let Some(p) = view.to_move {
        let side = seat_in(lang, v, p);
        return match names.get(p.index()) {
            Some(user) => t!(lang, "web-to-move", side = side, user = user.as_str()),
            None => t!(lang, "web-side-to-move", side = side),
        };
    }
    if view.result.as_deref() == Some("*") {
        return plain(lang, "web-aborted");
    }
    match view.game.outcome() {
        Some(o) => result_in(lang, v, o),
        None => view.result.clone().unwrap_or_default(),
    }
}

/// The moment a game's clock line names (the deadline of the move to make) and how the line
/// writes it, in its server's time zone: a browser finds that text and writes the moment in
/// its visitor's zone instead.
pub fn clock_moment(view: &GameView) -> Option<(u64, String)> {
    view.days?;
    match (view.deadline, view.stopped_left) {
        (Some(deadline), None) => Some((deadline, local_time(deadline, &view.zone))),
        _ => None,
    }
}

/// The clock of a game in `lang` at `now`, if it has one: its days per move, and the
/// deadline of the move to make (in its server's time zone), or the time left while a
/// vacation stops it.
pub fn clock_line(lang: Lang, view: &GameView, now: u64) -> Option<String> {
    let days = view.days?;
    Some(match (view.deadline, view.stopped_left) {
        (_, Some(left)) => t!(
            lang,
            "web-clock-stopped",
            days = days,
            left = duration_in(lang, left)
        ),
        (Some(deadline), None) if deadline < now => t!(
            lang,
            "web-clock-overdue",
            days = days,
            when = local_time(deadline, &view.zone)
        ),
        (Some(deadline), None) => t!(
            lang,
            "web-clock-due",
            days = days,
            when = local_time(deadline, &view.zone)
        ),
        (None, None) => t!(lang, "web-clock", days = days),
    })
}

/// A variant's name in `lang`.
fn variant_in(lang: Lang, id: &str, name: &str) -> String {
    variant_name(lang, id, name)
}

/// The game page: `names` are the players' shown names, `ply` the position shown and `svg`
/// its board.
pub fn game_page(
    pl: PageLang,
    view: &GameView,
    names: &[String],
    ply: usize,
    svg: &str,
    preview: &Preview,
    now: u64,
) -> String {
    let lang = pl.lang;
    let v = &view.variant;
    let mut body = String::with_capacity(8192 + svg.len());
    let seats: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let seat = seat_in(lang, v, hexcourier_engine::Player(i as u8));
            format!("{} ({})", esc(name), esc(&seat))
        })
        .collect();
    let _ = write!(
        body,
        "<h1>{} <span class=\"dim\">&bull;</span> {}</h1>",
        esc(&variant_in(lang, &v.id, &v.name)),
        seats.join(&format!(" {} ", esc(&plain(lang, "web-versus"))))
    );
    let status = game_status(lang, view, names);
    let _ = write!(body, "<p id=\"status\">{}</p>", esc(&status));
    if let Some(clock) = clock_line(lang, view, now) {
        // The deadline's moment and its server-zone text, for the visitor's zone.
        let moment = clock_moment(view).map_or_else(String::new, |(at, when)| {
            format!(" data-at=\"{at}\" data-when=\"{}\"", esc(&when))
        });
        let _ = write!(
            body,
            "<p id=\"clock\" class=\"dim\"{moment}>{}</p>",
            esc(&clock)
        );
    }
    let live = if view.over() { "0" } else { "1" };
    let _ = write!(
        body,
        "<div id=\"game\" data-base=\"/g/{slug}\" data-plies=\"{plies}\" data-ply=\"{ply}\" data-shown=\"{ply}\" data-version=\"{ver}\" data-live=\"{live}\" data-lang=\"{code}\" data-q=\"{q}\" data-t-start=\"{t_start}\" data-t-after=\"{t_after}\" data-t-move=\"{t_move}\"><div id=\"wrap\"><div id=\"boardcol\"><div id=\"board\">{svg}</div>",
        slug = esc(&view.slug),
        plies = view.plies(),
        ver = view.version,
        code = lang.code(),
        q = esc(&pl.and()),
        t_start = esc(&plain(lang, "web-start-position")),
        t_after = esc(&t!(lang, "web-after", moved = "%s")),
        t_move = esc(&t!(lang, "web-move-number", n = "%s")),
    );
    let _ = write!(
        body,
        "<div id=\"nav\" hidden><input id=\"slider\" type=\"range\" min=\"0\" max=\"{plies}\" value=\"{ply}\" aria-label=\"{label}\"><p class=\"dim\"><span id=\"at\"></span> &middot; {keys}</p></div>",
        plies = view.plies(),
        label = esc(&plain(lang, "web-position")),
        keys = esc(&plain(lang, "web-keys")),
    );
    let _ = write!(
        body,
        "<p class=\"dim\">{after} <a href=\"?ply=0{and}\">{start}</a> &middot; <a href=\"?ply={plies}{and}\">{latest}</a></p></div><div id=\"side\"><h2>{moves}</h2><ol id=\"moves\">",
        after = esc(&t!(lang, "web-position-after", ply = ply, total = view.plies())),
        and = esc(&pl.and()),
        start = esc(&plain(lang, "web-start")),
        plies = view.plies(),
        latest = esc(&plain(lang, "web-latest")),
        moves = esc(&plain(lang, "web-moves")),
    );
    for (i, m) in view.numbered.iter().enumerate() {
        let n = i + 1;
        let class = if n == ply { " class=\"at\"" } else { "" };
        let _ = write!(
            body,
            "<li><a href=\"?ply={n}{and}\" data-ply=\"{n}\"{class}>{}</a></li>",
            esc(&hexcourier_core::i18n::show_moves(
                &view.variant,
                lang,
                view.notation,
                m
            )),
            and = esc(&pl.and()),
        );
    }
    body.push_str("</ol>");
    if view.numbered.is_empty() {
        let _ = write!(
            body,
            "<p class=\"dim\">{}</p>",
            esc(&plain(lang, "web-no-moves"))
        );
    }
    let _ = write!(
        body,
        "<p><a href=\"/g/{slug}.pgn\">{record}</a> &middot; <a href=\"/g/{slug}.gif\">{replay}</a></p></div></div></div>",
        slug = esc(&view.slug),
        record = esc(&plain(lang, "web-record")),
        replay = esc(&plain(lang, "web-replay")),
    );
    let _ = write!(body, "<script>{SCRIPT}</script>");
    document(pl, &preview.title, Some(preview), &body)
}

/// The words of a puzzle page in its language: its title and what the side to move is to do.
pub fn puzzle_title(lang: Lang, view: &PuzzleView) -> String {
    match &view.daily {
        Some(date) => t!(lang, "web-puzzle-daily-title", date = date.clone()),
        None => t!(lang, "web-puzzle-title", id = view.id.clone()),
    }
}

/// The solution of a puzzle in `lang`, numbered, in its page's notation.
pub fn puzzle_solution(lang: Lang, view: &PuzzleView) -> String {
    let line = numbered_list(view.numbered.iter().map(|(at, m)| (*at, m)));
    t!(
        lang,
        "puzzle-solution",
        moves = hexcourier_core::i18n::show_moves(&view.variant, lang, view.notation, &line)
    )
}

/// The cells a visitor clicks to play `m` on a puzzle page: the piece, then where it goes,
/// then for a drag the piece dragged off and for a relocation where the object is put (the
/// piece, the object, the cell); a drop is the piece in the hand below the board (named
/// `hand` and its letter, as [`hexcourier_render::svg_with_targets`] names it), then its
/// cell. None for a pass.
fn clicks(v: &Variant, m: &Move) -> Option<Vec<String>> {
    let n = |c| v.board.name(c).to_string();
    Some(match *m {
        Move::Drop { kind, to } => {
            let letter = v.kinds.get(usize::from(kind.0))?.def.letter;
            vec![format!("hand{letter}"), n(to)]
        }
        Move::Drag { from, to, victim } => vec![n(from), n(to), n(victim)],
        Move::Relocate { from, target, to } => vec![n(from), n(target), n(to)],
        _ => vec![n(m.from()?), n(m.to()?)],
    })
}

/// The promotion a move makes, if any.
fn promotion_of(m: &Move) -> Option<hexcourier_engine::PieceKind> {
    match *m {
        Move::Normal { promotion, .. } => promotion,
        Move::Jump { path, .. } => path.promotion(),
        _ => None,
    }
}

/// The clicks of a chain of jumps through every landing cell: its origin, then each cell it
/// lands on, the last being its destination.
fn jump_clicks(v: &Variant, m: &Move) -> Option<Vec<String>> {
    let Move::Jump { from, path, .. } = *m else {
        return None;
    };
    let steps = v.jump_steps(from, path);
    let mut out = vec![v.board.name(from).to_string()];
    out.extend(
        steps
            .iter()
            .map(|&(_, land)| v.board.name(land).to_string()),
    );
    Some(out)
}

/// The clicks of each of `legal` (a turn's legal moves): [`clicks`]; where chains of jumps
/// share their origin and destination, each lands on every cell of its way instead; and where
/// moves with the same clicks differ only by what the piece promotes to, one more pick naming
/// the piece (`promoQ`; the move that does not promote, where there is one, ends without it).
fn clicks_of(v: &Variant, legal: &[Move]) -> Vec<(Move, Vec<String>)> {
    let short: Vec<(Move, Vec<String>)> = legal
        .iter()
        .filter_map(|m| Some((*m, clicks(v, m)?)))
        .collect();
    let base: Vec<(Move, Vec<String>)> = short
        .iter()
        .map(|(m, c)| {
            let shared = short
                .iter()
                .any(|(o, oc)| o != m && oc == c && matches!(o, Move::Jump { .. }));
            match jump_clicks(v, m) {
                Some(full) if shared => (*m, full),
                _ => (*m, c.clone()),
            }
        })
        .collect();
    base.iter()
        .map(|(m, c)| {
            let choices = base.iter().filter(|(_, o)| o == c).count();
            let mut c = c.clone();
            if choices > 1 {
                if let Some(k) = promotion_of(m) {
                    let letter = v.kinds.get(usize::from(k.0)).map(|k| k.def.letter);
                    c.push(format!("promo{}", letter.unwrap_or('?')));
                }
            }
            (*m, c)
        })
        .collect()
}

/// The clicks of `moves`, each once, in a stable order, as [`clicks_of`] gives them among
/// the turn's `legal` moves.
fn click_list(v: &Variant, moves: &[Move], legal: &[Move]) -> Vec<Vec<String>> {
    let all = clicks_of(v, legal);
    let mut out: Vec<Vec<String>> = moves
        .iter()
        .filter_map(|m| {
            all.iter()
                .find(|(l, _)| l == m)
                .map(|(_, c)| c.clone())
                .or_else(|| clicks(v, m))
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// What the picks of promotions say (`promoQ` → the piece's name in `lang`), for the turn's
/// `legal` moves.
fn promotion_names(lang: Lang, view: &PuzzleView, legal: &[Move]) -> serde_json::Value {
    let mut names = serde_json::Map::new();
    for (m, c) in clicks_of(&view.variant, legal) {
        if let (Some(k), Some(pick)) = (
            promotion_of(&m),
            c.last().filter(|p| p.starts_with("promo")),
        ) {
            let name = &view.variant.kind(k).def.name;
            names.insert(
                pick.clone(),
                serde_json::Value::String(piece_name(lang, name)),
            );
        }
    }
    serde_json::Value::Object(names)
}

/// The solver's legal moves at each of their turns in the line.
fn solver_moves(view: &PuzzleView) -> Vec<Vec<Move>> {
    (0..view.accepted.len())
        .map(|k| {
            view.positions
                .get(2 * k)
                .map(|p| p.legal_moves(&view.variant))
                .unwrap_or_default()
        })
        .collect()
}

/// What a puzzle page's script checks, as JSON: at each of the solver's turns, the clicks of
/// every legal move (`moves`: a click that starts none is not a move, and no attempt), those
/// of the right ones (`ok`), and what to say after one.
fn puzzle_steps(lang: Lang, view: &PuzzleView, legal: &[Vec<Move>]) -> String {
    let v = &view.variant;
    let turns = view.accepted.len();
    let steps: Vec<serde_json::Value> = view
        .accepted
        .iter()
        .enumerate()
        .map(|(k, ok)| {
            let legal = legal.get(k).map_or(&[][..], Vec::as_slice);
            let moves = click_list(&view.variant, legal, legal);
            let names = promotion_names(lang, view, legal);
            let ok = click_list(&view.variant, ok, legal);
            let reply = view.numbered.get(2 * k + 1).filter(|_| k + 1 < turns);
            let said = match reply {
                Some((_, text)) => t!(
                    lang,
                    "web-puzzle-right",
                    side = view
                        .positions
                        .get(2 * k + 1)
                        .map(|p| seat_in(lang, v, p.turn()))
                        .unwrap_or_default(),
                    reply = hexcourier_core::i18n::show_move(v, lang, view.notation, text)
                ),
                None => plain(lang, "web-puzzle-solved"),
            };
            serde_json::json!({ "moves": moves, "ok": ok, "names": names, "said": said })
        })
        .collect();
    serde_json::Value::Array(steps).to_string()
}

/// A puzzle's page: its title, variant and rating, the side to move, the board (`svg`, whose
/// cells a click names) and, with the script, play by clicks; the solution folded away (open
/// without the script too), with its themes.
pub fn puzzle_page(
    pl: PageLang,
    view: &PuzzleView,
    svg: &str,
    preview: &Preview,
    again: &str,
) -> String {
    let lang = pl.lang;
    let v = &view.variant;
    let title = puzzle_title(lang, view);
    let side = seat_in(lang, v, view.solver());
    let mut body = String::with_capacity(8192 + svg.len());
    let _ = write!(
        body,
        "<h1>{}</h1><p>{}</p><p id=\"tomove\"><strong>{}</strong></p>",
        esc(&title),
        esc(&t!(
            lang,
            "web-puzzle-about",
            variant = variant_in(lang, &v.id, &v.name),
            rating = view.rating.to_string()
        )),
        esc(&t!(lang, "web-puzzle-to-move", side = side))
    );
    let legal = solver_moves(view);
    let drops = legal
        .iter()
        .flatten()
        .any(|m| matches!(m, Move::Drop { .. }));
    let third = legal
        .iter()
        .flatten()
        .any(|m| matches!(m, Move::Drag { .. } | Move::Relocate { .. }));
    let ways = legal.iter().any(|turn| {
        clicks_of(&view.variant, turn)
            .iter()
            .any(|(m, c)| matches!(m, Move::Jump { .. }) && c.len() > 2)
    });
    let _ = write!(
        body,
        "<div id=\"puzzle\" data-base=\"/puzzle/{id}\" data-plies=\"{plies}\" data-ply=\"0\" data-shown=\"0\" data-state=\"\" data-steps=\"{steps}\" data-t-wrong=\"{wrong}\" data-t-shown=\"{shown}\" data-t-promote=\"{promote}\" data-t-promote-or-not=\"{promote_or_not}\"><div id=\"wrap\"><div id=\"boardcol\"><div id=\"board\">{svg}</div></div><div id=\"side\">",
        id = esc(&view.id),
        plies = view.moves.len(),
        steps = esc(&puzzle_steps(lang, view, &legal)),
        wrong = esc(&plain(lang, "web-puzzle-wrong")),
        shown = esc(&plain(lang, "web-puzzle-shown")),
        promote = esc(&plain(lang, "web-puzzle-promote")),
        promote_or_not = esc(&plain(lang, "web-puzzle-promote-or-not")),
    );
    let _ = write!(
        body,
        "<div id=\"play\" hidden><p class=\"dim\">{how}{drop}{third}{ways}</p><p id=\"choose\" hidden></p><p id=\"said\" aria-live=\"polite\"></p><p><button id=\"giveup\" type=\"button\">{give}</button> &middot; <a href=\"{again}\">{again_text}</a></p></div>",
        how = esc(&plain(lang, "web-puzzle-how")),
        drop = if drops {
            format!(" {}", esc(&plain(lang, "web-puzzle-how-drop")))
        } else {
            String::new()
        },
        third = if third {
            format!(" {}", esc(&plain(lang, "web-puzzle-how-third")))
        } else {
            String::new()
        },
        ways = if ways {
            format!(" {}", esc(&plain(lang, "web-puzzle-how-ways")))
        } else {
            String::new()
        },
        give = esc(&plain(lang, "web-puzzle-give-up")),
        again = esc(again),
        again_text = esc(&plain(lang, "web-puzzle-again")),
    );
    let _ = write!(
        body,
        "<details id=\"solution\"><summary>{}</summary><p>{}</p>",
        esc(&plain(lang, "web-puzzle-solution")),
        esc(&puzzle_solution(lang, view))
    );
    let themes = view.themes_in(lang);
    if !themes.is_empty() {
        let _ = write!(
            body,
            "<p>{}</p>",
            esc(&t!(lang, "puzzle-themes", themes = themes))
        );
    }
    let _ = write!(
        body,
        "</details></div></div></div><script>{PUZZLE_SCRIPT}</script>"
    );
    document(pl, &title, Some(preview), &body)
}

/// A server's leaderboard in a variant (`(id, name)`), with links to its other variants and
/// its games.
pub fn leaderboard_page(
    pl: PageLang,
    server: &ServerView,
    variant: &(String, String),
    rows: &[(LeaderRow, String)],
) -> String {
    let lang = pl.lang;
    let q = esc(&pl.query());
    let title = t!(
        lang,
        "web-leaderboard-title",
        variant = variant_in(lang, &variant.0, &variant.1)
    );
    let mut body = server_line(server);
    let _ = write!(body, "<h1>{}</h1>", esc(&title));
    if server.variants.len() > 1 {
        body.push_str("<p>");
        let links: Vec<String> = server
            .variants
            .iter()
            .map(|(id, name)| {
                format!(
                    "<a href=\"/s/{}/leaderboard/{}{q}\">{}</a>",
                    esc(&server.slug),
                    esc(id),
                    esc(&variant_in(lang, id, name))
                )
            })
            .collect();
        body.push_str(&links.join(" &middot; "));
        body.push_str("</p>");
    }
    if rows.is_empty() {
        let _ = write!(body, "<p>{}</p>", esc(&plain(lang, "web-no-rated-games")));
    } else {
        let _ = write!(
            body,
            "<table><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th></tr>",
            esc(&plain(lang, "web-player")),
            esc(&plain(lang, "web-rating")),
            esc(&plain(lang, "web-games"))
        );
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
        let _ = write!(
            body,
            "</table><p class=\"dim\">{}</p>",
            esc(&plain(lang, "web-provisional"))
        );
    }
    let _ = write!(
        body,
        "<p><a href=\"/s/{}/games{q}\">{}</a></p>",
        esc(&server.slug),
        esc(&plain(lang, "web-finished-games"))
    );
    body.push_str(&tournament_links(pl, server));
    document(pl, &title, None, &body)
}

/// A server's finished games, the latest first.
pub fn games_page(
    pl: PageLang,
    server: &ServerView,
    games: &[(FinishedGame, Vec<String>)],
    zone: &jiff::tz::TimeZone,
) -> String {
    let lang = pl.lang;
    let q = esc(&pl.query());
    let title = plain(lang, "web-finished-games");
    let mut body = server_line(server);
    let _ = write!(body, "<h1>{}</h1>", esc(&title));
    if games.is_empty() {
        let _ = write!(
            body,
            "<p>{}</p>",
            esc(&plain(lang, "web-no-finished-games"))
        );
    } else {
        let _ = write!(
            body,
            "<table><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
            esc(&plain(lang, "web-ended")),
            esc(&plain(lang, "web-variant")),
            esc(&plain(lang, "web-players")),
            esc(&plain(lang, "web-result"))
        );
        for (g, names) in games {
            let _ = write!(
                body,
                "<tr><td>{}</td><td>{}</td><td><a href=\"/g/{}{q}\">{}</a></td><td>{}</td></tr>",
                esc(&local_time(g.ended, zone)),
                esc(&variant_in(lang, &g.variant_id, &g.variant)),
                esc(&g.slug),
                esc(&players_line(lang, names)),
                esc(&g.result)
            );
        }
        body.push_str("</table>");
    }
    let _ = write!(
        body,
        "<p><a href=\"/s/{}/leaderboard{q}\">{}</a></p>",
        esc(&server.slug),
        esc(&plain(lang, "web-leaderboard"))
    );
    body.push_str(&tournament_links(pl, server));
    document(pl, &title, None, &body)
}

/// The server's name above its pages' titles, when the transport gave it (never its id).
fn server_line(server: &ServerView) -> String {
    server
        .name
        .as_ref()
        .map(|n| format!("<p class=\"dim\">{}</p>", esc(n)))
        .unwrap_or_default()
}

/// Links to a server's tournaments, or nothing when it has none.
fn tournament_links(pl: PageLang, server: &ServerView) -> String {
    if server.tournaments.is_empty() {
        return String::new();
    }
    let q = esc(&pl.query());
    let links: Vec<String> = server
        .tournaments
        .iter()
        .map(|(id, name)| {
            format!(
                "<a href=\"/s/{}/t/{}{q}\">{}</a>",
                esc(&server.slug),
                esc(id),
                esc(name)
            )
        })
        .collect();
    format!(
        "<p>{} {}</p>",
        esc(&plain(pl.lang, "web-tournaments")),
        links.join(" &middot; ")
    )
}

/// A tournament's page (its view made in the page's language, players by name): its
/// standings (and crosstable), then each round's boards.
pub fn tournament_page(pl: PageLang, server: &ServerView, t: &TournamentView) -> String {
    let lang = pl.lang;
    let q = esc(&pl.query());
    let mut body = server_line(server);
    let _ = write!(
        body,
        "<h1>{}</h1><p>{} &middot; {}</p>",
        esc(&t.name),
        esc(&t.about),
        esc(&t.stage)
    );
    for table in &t.tables {
        let _ = write!(body, "<h2>{}</h2><table><tr>", esc(&table.title));
        for h in &table.header {
            let _ = write!(body, "<th>{}</th>", esc(h));
        }
        body.push_str("</tr>");
        for row in &table.rows {
            body.push_str("<tr>");
            for cell in row {
                let _ = write!(body, "<td>{}</td>", esc(cell));
            }
            body.push_str("</tr>");
        }
        body.push_str("</table>");
    }
    let playing = plain(lang, "web-playing");
    for (i, round) in t.rounds.iter().enumerate().rev() {
        let _ = write!(
            body,
            "<h2>{}</h2><table>",
            esc(&t!(lang, "web-round", n = i + 1))
        );
        for b in round {
            let players = esc(&players_line(lang, &b.players));
            let shown = match &b.slug {
                Some(slug) => format!("<a href=\"/g/{}{q}\">{players}</a>", esc(slug)),
                None => players,
            };
            let _ = write!(
                body,
                "<tr><td>{shown}</td><td>{}</td></tr>",
                esc(b.result.as_deref().unwrap_or(&playing))
            );
        }
        body.push_str("</table>");
    }
    let _ = write!(
        body,
        "<p><a href=\"/s/{}/leaderboard{q}\">{}</a></p>",
        esc(&server.slug),
        esc(&plain(lang, "web-leaderboard"))
    );
    document(pl, &t.name, None, &body)
}

/// A short page saying something (not found, too many requests): its title and text are
/// the texts of the keys `title` and `text` in the page's language.
pub fn message_page(pl: PageLang, title: &str, text: &str) -> String {
    let title = plain(pl.lang, title);
    let text = plain(pl.lang, text);
    document(
        pl,
        &title,
        None,
        &format!("<h1>{}</h1><p>{}</p>", esc(&title), esc(&text)),
    )
}

/// A short page saying a text already in the page's language, under the title of the key
/// `title`.
pub fn message_page_with(pl: PageLang, title: &str, text: &str) -> String {
    let title = plain(pl.lang, title);
    document(
        pl,
        &title,
        None,
        &format!("<h1>{}</h1><p>{}</p>", esc(&title), esc(text)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_core::{GameId, UserId};

    #[test]
    fn text_is_escaped_and_times_are_utc() {
        assert_eq!(esc("<b a=\"x\">&'"), "&lt;b a=&quot;x&quot;&gt;&amp;&#39;");
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_795_651_199), "2026-11-25 23:59 UTC");
    }

    /// Glinski's game after `moves`, alice (White) against bob, with a 3-day clock.
    fn view(moves: &[&str]) -> GameView {
        let lib = hexcourier_engine::Library::builtin().unwrap_or_else(|e| panic!("{e:?}"));
        let v = lib
            .get("glinski")
            .unwrap_or_else(|| panic!("glinski is built in"))
            .clone();
        let mut game = hexcourier_engine::Game::new(&v).unwrap_or_else(|e| panic!("{e:?}"));
        for m in moves {
            game.play_text(&v, m)
                .unwrap_or_else(|e| panic!("{m}: {e:?}"));
        }
        let numbered = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let dots = if i % 2 == 0 { "." } else { "..." };
                format!("{}{dots} {m}", i / 2 + 1)
            })
            .collect();
        let to_move = game.outcome().is_none().then(|| game.position().turn());
        GameView {
            id: GameId(1),
            slug: "abcdefghjkmnpqrs".into(),
            variant: v,
            players: vec![UserId::new("alice"), UserId::new("bob")],
            names: vec![Some("alice".into()), Some("bob".into())],
            seats: vec!["White".into(), "Black".into()],
            numbered,
            notation: hexcourier_core::i18n::Notation::Letters,
            zone: jiff::tz::TimeZone::UTC,
            result: game.outcome().map(hexcourier_engine::Outcome::result_text),
            to_move,
            days: Some(3),
            deadline: Some(2_000),
            stopped_left: None,
            updated: 0,
            realm: None,
            version: 7,
            game,
        }
    }

    fn page(pl: PageLang, moves: &[&str], now: u64) -> String {
        let v = view(moves);
        let names = vec!["alice".to_string(), "bob".to_string()];
        game_page(
            pl,
            &v,
            &names,
            v.plies(),
            "<svg></svg>",
            &Preview::default(),
            now,
        )
    }

    #[test]
    fn times_are_in_the_servers_zone_and_marked_for_the_visitors() {
        let mut v = view(&["Qe1-c3"]);
        v.deadline = Some(1_795_651_199);
        v.zone = jiff::tz::TimeZone::get("Europe/Warsaw").expect("the zone database");
        let names = vec!["alice".to_string(), "bob".to_string()];
        let page = |v: &GameView| {
            game_page(
                PageLang::implicit(Lang::En),
                v,
                &names,
                v.plies(),
                "<svg></svg>",
                &Preview::default(),
                1_000,
            )
        };
        let warsaw = page(&v);
        assert!(
            warsaw.contains(
                "<p id=\"clock\" class=\"dim\" data-at=\"1795651199\" data-when=\"2026-11-26 00:59 CET\">Clock: 3 days per move; this move is due by 2026-11-26 00:59 CET.</p>"
            ),
            "{warsaw}"
        );
        // A clock stopped by a vacation names no moment.
        v.stopped_left = Some(3_600);
        assert!(page(&v).contains("<p id=\"clock\" class=\"dim\">"));
    }

    #[test]
    fn a_game_page_speaks_its_language_everywhere() {
        let moves = ["Qe1-c3", "Qe10-c6", "b1-b2"];
        let en = page(PageLang::implicit(Lang::En), &moves, 1_000);
        assert!(en.contains("<html lang=\"en\">"));
        for s in [
            "Black (bob) to move",
            "Clock: 3 days per move; this move is due by 1970-01-01 00:33 UTC.",
            "Position after 3 of 3 moves.",
            "<h2>Moves</h2>",
            "Download the record",
            "data-t-start=\"Start position\"",
            "data-t-after=\"After %s\"",
            "alice (White) vs bob (Black)",
        ] {
            assert!(en.contains(s), "{s} in {en}");
        }
        let pl = page(PageLang::implicit(Lang::Pl), &moves, 3_000);
        assert!(pl.contains("<html lang=\"pl\">"));
        for s in [
            "Czarne (bob) na posunięciu",
            "Zegar: 3 dni na ruch; termin tego ruchu minął 1970-01-01 00:33 UTC (po terminie).",
            "Pozycja po 3 z 3 ruchów.",
            "<h2>Ruchy</h2>",
            "Szachy heksagonalne Glińskiego",
            "alice (Białe) vs bob (Czarne)",
        ] {
            assert!(pl.contains(s), "{s} in {pl}");
        }
        for english in [
            "to move",
            "Clock",
            "Moves",
            "Download",
            "Start position",
            "After %s",
        ] {
            assert!(!pl.contains(english), "{english} in the Polish page");
        }
        // Links keep a language asked for by ?lang=, and only then.
        let asked = PageLang {
            lang: Lang::De,
            explicit: true,
        };
        let de = page(asked, &moves, 1_000);
        assert!(de.contains("href=\"?ply=1&amp;lang=de\""), "{de}");
        assert!(de.contains("data-q=\"&amp;lang=de\""), "{de}");
        assert!(
            de.contains("Weiß (alice)") || de.contains("alice (Weiß)"),
            "{de}"
        );
        assert!(!en.contains("&amp;lang="));
        assert!(en.contains("href=\"?ply=1\""));
    }

    #[test]
    fn results_and_move_counts_follow_each_languages_rules() {
        let mate = [
            "Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6", "Qc3xf9",
        ];
        let v = view(&mate);
        let names = vec!["alice".to_string(), "bob".to_string()];
        assert!(v.over());
        assert_eq!(
            game_status(Lang::En, &v, &names),
            "Checkmate — White wins 1-0"
        );
        assert!(game_status(Lang::Pl, &v, &names).starts_with("Mat"));
        let one = view(&["Qe1-c3"]);
        assert_eq!(
            t!(Lang::Pl, "web-position-after", ply = 1, total = one.plies()),
            "Pozycja po 1 z 1 ruchu."
        );
        assert_eq!(t!(Lang::Pl, "web-card-moves", n = 3), "3 ruchy");
        assert_eq!(t!(Lang::Pl, "web-card-moves", n = 5), "5 ruchów");
        assert_eq!(t!(Lang::De, "web-card-moves", n = 1), "1 Zug");
        assert_eq!(t!(Lang::Hu, "web-card-moves", n = 7), "7 lépés");
        assert_eq!(players_line(Lang::De, &names), "alice gegen bob");
    }

    #[test]
    fn message_pages_are_in_their_language() {
        let p = message_page(
            PageLang::implicit(Lang::Hu),
            "web-not-found-title",
            "web-not-found-text",
        );
        assert!(p.contains("<html lang=\"hu\">"));
        assert!(p.contains("<h1>Nem található</h1>"), "{p}");
        assert!(p.contains("hreflang=\"pl\""), "links to every language");
    }
    /// Chains of jumps that start and end on the same cells are told apart by every cell
    /// they land on; every other move keeps its two clicks.
    #[test]
    fn jump_chains_with_the_same_ends_are_clicked_through_their_landings() {
        let lib = hexcourier_engine::Library::builtin().expect("variants");
        let v = lib.get("hourglass-d").expect("hourglass-d");
        let pos = hexcourier_engine::Position::from_text(
            v,
            "m3m3m/m2mmm1m/3m2m/6/4m/1M4/mM1M1M1/2M1M1M1/M1MM1Mk2 b - 0 30",
        )
        .expect("position");
        let legal = pos.legal_moves(v);
        let all = clicks_of(v, &legal);
        let text = |m: Move| hexcourier_engine::notation::move_to_text(v, &pos, m);
        let of = |t: &str| {
            all.iter()
                .find(|(m, _)| text(*m) == t)
                .map(|(_, c)| c.join(" "))
                .unwrap_or_default()
        };
        assert_eq!(of("Km1xo3xk3xg3xe5"), "m1 o3 k3 g3 e5");
        assert_eq!(of("Km1xi1xk3xg3xe5"), "m1 i1 k3 g3 e5");
        assert_eq!(of("Km1xi1xk3xo3xm1"), "m1 i1 k3 o3 m1");
        assert_eq!(of("Km1xo3xk3xi1xm1"), "m1 o3 k3 i1 m1");
        // No two moves are clicked the same.
        let mut seen: Vec<&Vec<String>> = all.iter().map(|(_, c)| c).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), all.len());
        // A move whose ends no other shares is still two clicks.
        assert!(all
            .iter()
            .filter(|(m, _)| !matches!(m, Move::Jump { .. }))
            .all(|(_, c)| c.len() == 2));
    }
}
