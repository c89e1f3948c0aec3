### Hexcourier: a játszmák szövegei (lépések, eredmények, órák, döntetlenek, lépés-
### visszavételek, tippek, szavazások, kihívások), magyarul.
### Ki javíthatja: bárki. Nyiss egy issue-t vagy pull requestet a kulcs megnevezésével
### (például `result-wins`), a jelenlegi és a javasolt szöveggel. Minden `{ $változó }`
### maradjon meg; a játszmák helyei (#g12), a @nevek, a lépések (14. Qe1-c3), a parancsok
### (/vote) és az eredmények (1-0, +1.40) változatlanok. A minta az en/ fájl.

result-checkmate = Matt
result-stalemate = Patt
result-repetition = Lépésismétlés
result-move-rule = { $n } lépéses szabály
result-resignation = Feladás
result-agreement = Megegyezés
result-timeout = Időtúllépés
result-royal-captured = { $royal } leütve
result-aborted = Megszakítva — nincs eredmény
result-army-captured = A teljes sereg leütve
result-no-moves = Nincs szabályos lépés
result-insufficient-material = Elégtelen anyag
result-adjudicated = Döntnöki döntés
result-draw = { $headline } — döntetlen { $result }
result-wins = { $headline } — { $side } nyer { $result }
result-scores-one = { $headline } — { $side } pontszáma { $score }
result-scores = { $headline } — pontok: { $scores }
result-places = Helyezések: { $places }.
result-no-more-moves = nincs több lépés
result-no-legal-move = nincs szabályos lépés
ordinal = { $n }.

count-votes = { $n } szavazat
count-moves = { $n } lépés
count-days = { $n } nap

status-to-move = { $side } ({ $user }) lép
status-aborted = { $user } megszakította: nincs eredmény, és senki sem lép.
board-after = { $moved } után
board-start = kezdés

late-move = Túl késő: a lépésóra lejárt e lépés előtt, ezért nem lett megtéve.
late-action = Túl késő: előbb lejárt a lépésóra.
play-eliminated = { $side } ({ $user }) kiesett.
play-declines-draw = { $user } lépésével elutasítja a döntetlenajánlatot.
play-takeback-lapses = Ez a lépés visszavonja a lépés-visszavételi kérést.

clock-timeout = { $who } túllépte az időt.
clock-auto-vacation = { $user } órája hamarosan lejárt volna, ezért elkezdődik a szabadsága (visszatérésekor { $left } marad).
clock-reminder = Emlékeztető: { $who } lép; { $left } van hátra az órán.
clock-final-warning = Utolsó figyelmeztetés: { $who } lép; { $left } van hátra, utána a játszma időtúllépéssel elveszett.
clock-per-move = { $days } lépésenként
clock-bank = { $days } időkeret, lépésenként { $added } hozzáadva, legfeljebb { $most }

resign-line = { $user } felad.
draw-offers = { $user } döntetlent ajánl.
draw-offers-ask = { $user } döntetlent ajánl. { $waiting }: írd be: /draw az elfogadáshoz, vagy lépj az elutasításhoz.
draw-accepts = { $user } elfogadja a döntetlent.
draw-accepts-offer = { $user } elfogadja a döntetlenajánlatot; várakozás rá: { $waiting }.
draw-declines = { $user } elutasítja a döntetlent; a játszma folytatódik.
draw-withdraws = { $user } visszavonja a döntetlenajánlatot.
engine-declines-draw = { $user } elutasítja a döntetlent: jobbnak ítéli az állását.
engine-declines-draw-score = { $user } elutasítja a döntetlent: jobbnak ítéli az állását ({ $score }).
takeback-asks = { $user } vissza szeretné venni: { $moves }. { $waiting }: írd be: /takeback az elfogadáshoz, vagy /takeback decline az elutasításhoz.
takeback-agrees = { $user } beleegyezik a visszavételbe; várakozás rá: { $waiting }.
takeback-declines = { $user } elutasítja a visszavételt; a játszma folytatódik.
takeback-withdraws = { $user } visszavonja a visszavételi kérést.
takeback-engine-agrees = { $user } visszaveszi: { $moves } (@engine beleegyezik, mert a tippek engedélyezettek).
takeback-accepts = { $user } elfogadja a visszavételt: { $moves } visszavéve.
abort-by-player = { $user } megszakítja a játszmát; nincs eredménye.
abort-by-admin = { $user } (szerveradminisztrátor) megszakítja a játszmát; nincs eredménye.

hint-best = Tipp ({ $side }): { $best }
hint-line = Változat: { $line } (mélység { $depth }, { $nodes } csomópont)
analysis-head = Elemzés, { $side } lép: { $verdict }.
hints-left = { $user } hátralévő tippjei: { $left } / { $limit }.
verdict-equal = Nagyjából egyenlő, { $score }
verdict-two = { $side }: { $how }, { $score }
verdict-many = { $side }: { $how } a többiekkel szemben, { $score } ({ $side } szemszögéből)
eval-winning-mate = nyerő állás (kényszerített matt)
eval-lost-mate = vesztes állás (kényszerített matt)
eval-winning = nyerő állás
eval-clearly-better = egyértelműen jobb
eval-slightly-better = kicsit jobb
eval-about-equal = nagyjából egyenlő
eval-slightly-worse = kicsit rosszabb
eval-clearly-worse = egyértelműen rosszabb
eval-losing = vesztésre áll
hints-off = Tippek: kikapcsolva.
hints-no-limit = bekapcsolva, korlát nélkül
hints-per-player = játékosonként { $n } tipp
hints-spectators = a nézők is kérhetnek
hints-players-only = csak a játékosok
hints-rule = Tippek: { $many }; { $who } (/hint, /analyse).

voters-team = a csapat: { $names }
voters-role = a(z) { $name } szerep
voters-channel = bárki a csatornán
vote-rules-side = { $side } szavaz: { $voters }
vote-rules =
    Szavazós játszma. { $sides }.
    Az ablakok hossza { $length }, mindegyikben legalább { $min }; az ablak zárásakor a legtöbb szavazatot kapott lépés történik meg (egyenlőségnél a gép választ közülük). Döntetlenhez egy ablak szavazatainak több mint fele kell, feladáshoz több mint 60%. Elég szavazat nélkül az ablak egyszer meghosszabbodik, utána az oldal elveszíti a játszmát.
window-open = Szavazás { $side } lépéséről ({ $voters }): /vote <lépés>, /vote draw vagy /vote resign; fejenként egy szavazat, végleges. Az ablak zárása: { $closes } ({ $length }); legalább { $min } kell.
vote-confirm = Szavazatod: { $choice } ({ $side }; eddig { $so_far }). A szavazatok az ablak zárásáig titkosak.
vote-in = Szavazat érkezett ({ $side }; eddig { $so_far }).
tally-head = Szavazatok { $side } lépéséről: { $votes }, legalább { $min } kell; az ablak zárása: { $closes } ({ $left } múlva).
tally-head-extended = Szavazatok { $side } lépéséről: { $votes }, legalább { $min } kell; az ablak zárása: { $closes } ({ $left } múlva), egyszer meghosszabbítva.
tally-none = Még nincs szavazat.
tally-no-votes = nincs szavazat
tally-draw = döntetlen { $n }
tally-resign = feladás { $n }
vote-resign = { $side } szavazói feladják ({ $tally }).
vote-accept-draw = { $side } szavazói elfogadják a döntetlent ({ $tally }).
vote-offer-draw = { $side } szavazói döntetlent ajánlanak ({ $tally }).
vote-declines-draw = { $side } szavazói lépésükkel elutasítják a döntetlenajánlatot.
vote-short = { $tally }, legalább { $min } kell
vote-no-move = { $tally }, egy sem lépésre
vote-extended = Nincs elég szavazat { $side } lépéséről ({ $got }): az ablak egyszer meghosszabbodik, eddig: { $until }.
vote-forfeit = Még mindig nincs elég szavazat { $side } lépéséről ({ $got }): { $side } elveszíti a játszmát.
vote-moved = { $played } — { $side } szavazása ({ $tally }).
vote-moved-tied = { $played } — { $side } szavazása ({ $tally }; holtverseny ezzel: { $tied }, a gép ezt választja).

new-game-line = Új játszma { $place }: { $variant }, { $players }.
new-game-set-up = A beállított állásból indult: { $position }
new-game-after = { $moves } után indult: { $list }
new-game-engine = @engine a(z) { $level }. szinten játszik: { $about }.
new-game-not-rated = Ez a játszma nem értékelt: a tippek engedélyezettek.
new-game-clock = Óra: { $terms }; emlékeztetők az idő felénél és { $notice } a vége előtt, utána a játszma időtúllépéssel elveszett.
new-game-how-move = Itt írd be a lépéseket, például { $example }; a /moves felsorolja a szabályos lépéseket, a /help a parancsokat.
new-game-how-vote = Itt szavazz: /vote <lépés>, például /vote { $example }; a /moves felsorolja a szabályos lépéseket, a /help a parancsokat.
engine-level-1 = Kezdő: egy lépést lát előre, és gyakran hibázik
engine-level-2 = Újonc: egy lépést lát előre, néha hibázik
engine-level-3 = Alkalmi: két féllépést lát előre, némi véletlennel
engine-level-4 = Klubjátékos: három féllépést lát előre, kisebb pontatlanságokkal
engine-level-5 = Erős klubjátékos: négy féllépést lát előre, szinte pontos
engine-level-6 = Szakértő: öt féllépést lát előre, véletlen nélkül
engine-level-7 = Mester: egy másodperc teljes keresés
engine-level-8 = Teljes erő: két másodperc teljes keresés

challenge-term-hints = tippek engedélyezve (nem értékelt)
challenge-term-position = megadott állásból (nem értékelt)
challenge-term-vote = az egyik oldal szavaz a lépéseiről
challenge-open = { $by } nyílt kihívást tesz { $id }: { $variant }, { $players }{ $terms }.
challenge-named = { $by } kihívja: { $named } — { $variant } ({ $id }): { $players }{ $terms }.
challenge-named-open = { $by } kihívja: { $named } és bárki más — { $variant } ({ $id }): { $players }{ $terms }.
challenge-open-how = Bárki elfogadhatja: /accept { $id }, eddig: { $until }.
challenge-named-how = { $named }: /accept vagy /decline, eddig: { $until }.
challenge-named-open-how = { $named }: /accept vagy /decline; a szabad hely azé, aki elsőként küldi: /accept { $id }; eddig: { $until }.
challenge-line-mine = { $id } { $variant }: a kihívásod, vár rá: { $waiting }, eddig: { $until }
challenge-line-theirs = { $id } { $variant }, kihívó: { $by }: te ezzel játszanál: { $side }; /accept { $id } vagy /decline { $id }, eddig: { $until }
challenge-accepted-waiting = { $user } elfogadja a(z) { $id } kihívást; még vár rá: { $waiting }.
challenge-withdrawn = { $user } visszavonja a(z) { $id } kihívást.
challenge-declined = { $user } elutasítja { $by } { $id } kihívását.
challenge-lapsed = A(z) { $id } kihívás (@{ $by }) lejárt: { $waiting } nem fogadta el időben.
challenges-are-off = A kihívások ki vannak kapcsolva: senki sem hívhat ki (nyílt kihívásokat és az @engine elleni játszmákat továbbra is indíthatsz és elfogadhatsz). A /challenges on újra engedélyezi őket.
challenges-are-on = A kihívások be vannak kapcsolva: mások kihívhatnak, és a játszma csak akkor indul, ha elfogadod. A /challenges off mindet elutasítja.
challenges-set-on = A kihívások be vannak kapcsolva: mások újra kihívhatnak; a játszma csak akkor indul, ha elfogadod.
challenges-set-off = A kihívások ki vannak kapcsolva: minden téged megnevező kihívás elutasításra kerül. A már várakozó kihívások megmaradnak, amíg nem válaszolsz rájuk, vagy le nem járnak.

notify-dm-on = A lépésértesítések közvetlen üzenetben (DM) bekapcsolva: amikor egy játszmában te következel, közvetlen üzenetet küldök az utolsó lépéssel és a játszma linkjével (az egy percen belül hozzád forduló játszmák egy üzenetbe kerülnek). Ha az adatvédelmi beállításaid nem engedik a szerver tagjaitól érkező DM-eket, az értesítések újra kikapcsolnak, és a /games ezt jelzi.
notify-dm-off = A lépésértesítések DM-ben kikapcsolva: minden játszma szálában egy megemlítés jelzi, hogy te következel.
notify-status-daily = Lépésértesítések DM-ben: naponta egy összefoglaló { $at }-kor ({ $tz }), minden játszmával, amely a lépésedre vár. A /notify dm on helyette lépésenként küld egyet, a /notify dm off egyet sem.
notify-status-on = A lépésértesítések DM-ben bekapcsolva: amikor te következel, közvetlen üzenetet küldök (az egy percen belül hozzád forduló játszmák egy üzenetbe kerülnek). A /notify dm off kikapcsolja őket.
notify-status-off = A lépésértesítések DM-ben kikapcsolva: minden játszma szálában egy megemlítés jelzi, hogy te következel. A /notify dm on közvetlen üzenetet is küld.
notify-status-zone = Időzónád: { $tz }.
notify-daily = Lépésértesítések DM-ben: naponta egy összefoglaló { $at }-kor ({ $tz }), minden játszmával, amely a lépésedre vár, lépésenkénti üzenet helyett; az első { $first } múlva.
notify-daily-zone-tip = A /notify timezone Europe/Budapest (a zónád neve) helyi időre állítja.
notify-remind-off = Nincs emlékeztető DM-ben; minden játszma szála továbbra is emlékeztet az idő felénél és a vége előtt.
notify-remind = Emlékeztetők DM-ben: { $list } azelőtt, hogy lejár az órád a lépésednél (a /notify remind off leállítja őket).
notify-unknown-zone = Nem ismerem ezt az időzónát: { $zone }. Add meg a nevét az időzóna-adatbázis szerint, például Europe/Warsaw, Europe/Budapest vagy America/New_York.
notify-zone-daily = Időzónád: { $tz }; a napi összefoglaló ott { $at }-kor érkezik.
notify-zone = Időzónád: { $tz }.

web-admins-only = Csak szerveradminisztrátor változtathatja meg, mit mutat a szerver a weben.
web-server-on = A szerver oldalai bekapcsolva: a ranglista itt: { $base }/s/{ $slug }/leaderboard, a befejezett játszmák itt: { $base }/s/{ $slug }/games.
web-server-on-no-address = A szerver oldalai bekapcsolva, itt: /s/{ $slug }/leaderboard és /s/{ $slug }/games (a bot webcíme, a web.public_url nincs beállítva).
web-server-off = A szerver oldalai kikapcsolva (a /web on megjeleníti a ranglistákat és a befejezett játszmákat a weben).
web-games-on = A játszmaoldalak bekapcsolva: minden játszma oldala a helyén van linkelve (a /web games off elrejti őket).
web-games-off = A játszmaoldalak kikapcsolva (a /web games on visszahozza őket).

review-head = Áttekintés ({ $n } állást elemzett a gép):
review-side = { $side }: { $inaccuracies } pontatlanság, { $mistakes } hiba, { $blunders } durva hiba; átlagos veszteség lépésenként { $loss }.
review-clean = Egyik lépés sem vesztett fél gyalogot vagy többet: tiszta játszma.
review-key-moments = Kulcspillanatok (értékelés { $side } szemszögéből):
review-better = ; jobb lett volna: { $best }

question-draw = Válaszolj a döntetlenajánlatra:
question-takeback = Válaszolj a lépés-visszavételi kérésre:
question-challenge = Válaszolj a(z) { $game } kihívásra:
button-accept = Elfogadom
button-decline = Elutasítom

new-opponent-bot = { $name } egy bot; hívj ki egy tagot, vagy hagyd üresen az ellenfelet, és válassz szintet a gép elleni játékhoz.
new-third-bot = { $name } egy bot; harmadik játékosnak egy tagot adj meg.
new-clock-both = A days_per_move vagy a time_bank közül csak az egyiket add meg.

pick-promotes = átváltozás: { $piece }
pick-castles = sáncolás
pick-en-passant = menet közbeni ütés
pick-drags = majd leviszi a tábláról a(z) { $cell } mezőn álló bábut
pick-relocates = ami a(z) { $cell } mezőn áll, áthelyezi ide: { $to }

discord-no-thread = A Hexcourier nem tudott itt szálat nyitni ehhez: { $place } ({ $why }), ezért a játszma ebben a csatornában folyik.
discord-refused = elutasítva
discord-error-code = Discord-hiba: { $code }

user-voters = szavazók

game-page = A játszma oldala: { $url }
picture-failed = (A képet nem sikerült megrajzolni: { $error }.) { $caption }
replay-failed = (A visszajátszást nem sikerült megrajzolni: { $error }.)
