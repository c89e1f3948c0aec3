### Hexcourier: a /help, és a használati sorok szintaxisa körüli szavak, magyarul.
### Ki javíthatja: bárki. Nyiss egy issue-t vagy pull requestet a kulccsal (például
### `help-board`), a mostani és a javasolt szöveggel. A parancsok, opciók és értékeik (/new,
### side:black, on|off) maradnak, ahogy vannak: így kell begépelni őket; ami egy értéket
### helyettesít (<változat>, @ellenfél), az magyarul van.
### A minta az en/.

## /help
help-new-usage = /new <változat> @ellenfél|@engine [level:<1-8>] [side:<oldal>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<szavazók> <oldal>:<szavazók> window:<2h> min-votes:<n>] [setup:<állásleírás>] [from:<lépések>]
help-heading = A Hexcourier parancsai:
help-new = { $usage } — új játszma, pl. /new { $example } @bob side:black vagy /new { $example } @engine level:3
help-new-setup-more = a setup: és a from: a végére kerül: a setup:<állásleírás> ebből az állásból indít (a szöveg a from:-ig vagy a sor végéig tart), a from: lépései ezután következnek; a háromszemélyes változatokhoz két ellenfél kell, pl. /new wellisch @bob @carol
help-new-days-more = a days:<1-30> minden lépésre órát állít: emlékeztető félidőben, utolsó figyelmeztetés, aztán a játszma időtúllépéssel elveszik
help-new-bank-more = a days:3+1 helyette időbank: 3 nap kezdésnek, minden lépés után 1 további, de sosem több a kezdeti 3-nál; a days:3+1/5 mellett 5-ig nőhet (a felső határ legfeljebb 60)
help-move = <lépés> vagy /move <lépés> — a játszma helyén, pl. Hd1-f4, f5-f6, e5xf6, f10-f11=V
help-drop = /drop <bábu> <mező> — tegyél le egy bábut a kezedből a táblára (ledobós változatok), pl. /drop Wing f4; W*f4 alakban is
help-vote-mode-more = a mode:vote esetén az oldalak szavaznak a lépéseikről: team:<szavazók> a te oldalad (alapból: bárki a csatornán), <oldal>:<szavazók> egy másik oldal, @engine vagy másik csapat ellen; szavazó lehet channel, egy szerep (@&név) vagy tagok (@alice,@bob); window:<30m|2h|1d> (alapból 12h) és min-votes:<n> (alapból 1), pl. /new glinski @engine mode:vote team:@alice,@bob,@carol window:2h min-votes:2
help-vote = /vote <lépés>|draw|resign — szavazós játszmában a szavazatod az oldaladért: tagonként egy, végleges; a szavazás zárásakor a legtöbb szavazatot kapott lépés történik meg (egyenlőségnél a motor dönt); döntetlenhez a szavazatok több mint fele, feladáshoz több mint 60% kell
help-tally = /tally — a nyitott szavazás eddigi szavazatai
help-board = /board — a játszma állása és lépései
help-moves = /moves [mező] — egy mezőn álló bábu szabályos lépései, vagy az összes, pl. /moves d1
help-resign = /resign — a játszma feladása
help-draw = /draw [accept|decline] — döntetlen felajánlása, vagy válasz a felajánlásra
help-takeback = /takeback [accept|decline] — kérd az utolsó lépésed visszavételét (és a rá adott válaszét, ha volt); a többiek a /takeback paranccsal fogadják el; bármely lépés érvényteleníti a kérést; a motor ellen akkor lehet, ha a tippek engedélyezettek
help-abort = /abort — a játszma befejezése eredmény nélkül, amíg 2-nél kevesebb lépés történt
help-hint = /hint — a motor legjobb lépése, értékelése és változata (ha a játszma enged tippeket)
help-analyse = /analyse (vagy /eval) — az értékelés és a motor három legjobb lépése
help-review = /review — a játszma után: a pontatlanságok, hibák és durva hibák listája a motor szerint
help-challenge-more = emberek elleni játszma akkor kezdődik, ha elfogadják: a /new glinski @bob kihívja @bobot; a /new glinski magában nyílt kihívás, amelyet bárki elfogadhat
help-accept = /accept [kihívás] — kihívás elfogadása (argumentum nélkül azé, amelyik rád vár), pl. /accept g12
help-decline = /decline [kihívás] — kihívás elutasítása, vagy a sajátod visszavonása
help-challenges = /challenges on|off — kihívhatnak-e mások
help-games = /games — a játszmáid, elöl a rád várók, és a kihívásaid
help-notify = /notify dm on|off — privát üzenet is, amikor te következel (az egy percen belül rád forduló játszmák egy üzenetben)
help-variants = /variants — a játszható változatok; a „setup: kell” jelölésűek csak setup: állásból indíthatók
help-gif = /gif — a hely játszmájának animált visszajátszása, a te oldalad felől
help-web = /web [on|off] — szerveradminoknak: a szerver ranglistái és befejezett játszmái a weben; /web games on|off — legyen-e oldaluk a játszmáinak (alapból igen)
help-export = /export — a hely játszmája fájlként (PGN-szerű: a hexcourier replay és a /new ... from: beolvassa)
help-leaderboard = /leaderboard [változat] — a szerver legjobb játékosai egy változatban (értékelt játszmák: csak emberek, eredmény mindenki két lépése után)
help-profile = /profile [@felhasználó] — értékszámok változatonként, nyert, döntetlen és vesztett játszmák, sorozat, utolsó játszmák
help-rules = /rules <változat> — hogyan játsszák a változatot, pl. /rules { $example }
help-piece = /piece <változat> <bábu> — hogyan lép a bábu, pl. /piece { $example } knight
help-tournament = /tournament new <változat> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<n>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<szavak>] — verseny rendezése (szerveradminok); /tournament join, leave, start, standings, pairings [forduló], withdraw @játékos, adjudicate g<n> <eredmény>, export
help-premove = /premove <az ő lépésük> <a válaszod> ... — feltételes lépések: ha azt lépik, a válaszod azonnal megtörténik (csak te látod őket; a /premove listázza, a /premove clear törli őket), pl. /premove e7-e6 f5-f6
help-moretime = /moretime <idő> — több időt ad a soron lévő játékosnak, pl. /moretime 1d (soha nem az óra maximuma fölé)
help-vacation = /vacation [on|off] — a szabadságod: az óráid megállnak, a játszmáid jelzik ezt (évi 30 nap; a /vacation magában megmutatja, mennyi maradt; a /vacation auto off után a lejáró óra nem indít szabadságot)
help-help = /help — ez a lista

## A használati sorok szintaxisa körüli szavak.
usage-eg = pl.
usage-or = vagy
usage-moretime = több idő a soron lévő játékosnak
usage-variants-listed = a /variants listázza őket

## Mit fogad el egy beállítás (elutasításokban).
choices-mode = vote (vagy normal)
choices-on-off = on vagy off
choices-voters = channel, egy szerep (@&név) vagy tagok (@alice,@bob)
choices-window = 1 perctől 30 napig terjedő idő, pl. 30m, 2h vagy 1d
choices-min-votes = szavazatszám 1 és 1000 között
choices-days = lépésenkénti napok száma 1 és 30 között
choices-clock = lépésenkénti napok 1 és 30 között (days:3), vagy időbank: kezdő napok, lépésenként hozzáadott napok és a maximum, alapból a kezdő napok (days:3+1 legfeljebb 3 napot tart; days:3+1/5 legfeljebb 5-öt, a felső határ a kezdéstől 60-ig)
choices-hints = off, on, vagy a tippek száma játékosonként

## Usage lines, whole (after "Usage:"): the syntax's keywords stay as typed, the
## placeholders and the words around them in the language. The English is the code's
## own (a test keeps them equal).
usage-line-accept = /accept [kihívás], pl. /accept g12
usage-line-decline = /decline [kihívás], pl. /decline g12
usage-line-drop = /drop <bábu> <mező>, pl. /drop Wing f4 (vagy /drop W*f4)
usage-line-language = /language [en|pl|hu|de] | /language timezone <Europe/Budapest>
usage-line-leaderboard = /leaderboard [változat]
usage-line-moretime = /moretime <idő>, pl. /moretime 1d (vagy 12h, 30m): több idő a soron lévő játékosnak
usage-line-move = /move <lépés>, pl. /move f5-f6
usage-line-moves = /moves [mező], pl. /moves d1
usage-line-notation = /notation [letters|figurines|english] | /notation server <letters|figurines|english>
usage-line-notify = /notify dm on|off|daily <08:00>, /notify remind <24h> [<1h> ...]|off, /notify timezone <Europe/Budapest>
usage-line-premove = /premove <az ő lépésük> <a válaszod> [<az ő lépésük> <a válaszod> ...], pl. /premove e7-e6 f5-f6
usage-line-profile = /profile [@felhasználó]
usage-line-puzzle = /puzzle [theme:<téma>] [variant:<változat>] | /puzzle move <lépés> | /puzzle resign | /puzzle stats | /puzzle daily [channel:<csatorna> at:<08:00> [timezone:<időzóna>] | off]
usage-line-rules = /rules <változat>
usage-line-rules-listed = /rules <változat> (a /variants listázza őket)
usage-line-tournament = /tournament new <változat> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<1-30>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<szavak>] | join|leave|start|standings|export [t<n>] | pairings [t<n>] [forduló] | withdraw @játékos [t<n>] | adjudicate g<n> <eredmény>
usage-line-vacation = /vacation [on|off] | /vacation auto on|off | /vacation allowance <napok>
usage-line-vote = /vote <lépés>|draw|resign, pl. /vote f5-f6
usage-line-web = /web [on|off] vagy /web games on|off
