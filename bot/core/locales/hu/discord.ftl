### Hexcourier: a Discord-illesztő saját válaszai, magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `discord-done`), a jelenlegi és a javasolt szöveget. A parancsnevek
### (/hex board) nem változnak. A minta az en/ mappa fájlja.

discord-done = Kész.
discord-option-not-understood = Az egyik opciót nem értettem; kérlek, válaszd ki a listából.
discord-older-shape = Ez a parancs régebbi formában érkezett; várj egy percet, amíg a Discord frissíti a parancslistát, aztán próbáld újra.
discord-guild-only = A Hexcourier játszmái szerverszálakban zajlanak: használd a /hex parancsot egy szervercsatornán.
discord-did-not-work = Ez nem sikerült; a /hex help felsorolja a parancsokat.
discord-failed = Valami hiba történt a Hexcourier oldalán válaszadás közben. A /hex board megmutatja, hogy áll a játszma; kérlek, próbáld újra egy kicsit később.
discord-use-slash = Használd a /hex perjeles parancsot.
discord-button-gone = Ez a gomb már nincs használatban; a /hex help felsorolja a parancsokat.

discord-your-move = { $user }, te lépsz.
discord-your-vote = { $role }, ti szavaztok.

## Lépésválasztó (/hex move lépés nélkül, vagy a Move gomb): privát menük.
picker-moves = { $n } lépés
picker-piece-on = { $piece } ({ $cell })
picker-drop = { $piece } ledobása
picker-group-drops = Ledobások
picker-group-other = Egyéb
picker-pass = Passz
picker-vote-draw = Szavazás döntetlenre
picker-vote-draw-about = döntetlen felajánlása, vagy a felajánlott elfogadása
picker-vote-resign = Szavazás feladásra
picker-vote-resign-about = a játszma feladása
picker-vote-heading = Szavazás a(z) { $side } lépéséről: válassz bábut, aztán a lépését (vagy szavazz döntetlenre vagy feladásra).
picker-heading = { $side } lép: válassz bábut, aztán a lépését.
picker-no-legal-move = { $side } nem tud szabályosan lépni.
picker-not-every-piece = Nem fér el minden bábu ezekben a menükben: a többihez írd be: /hex move.
picker-pick-a-piece = Válassz bábut
picker-piece-no-move = Ez a bábu most nem tud szabályosan lépni; válassz másikat.
picker-to-cell = ide: { $cell }
picker-to-range = Ide: { $from } … { $to }
picker-pick-destination = Válaszd ki a célmezőt
picker-pick-move = Válaszd ki a lépést
picker-where-to = { $what }: válaszd ki, hová, aztán a lépést.
picker-move-to = { $what } → { $cell }: válaszd ki a lépést.
picker-vote-to = { $what } → { $cell }: válaszd ki, melyik lépésre szavazol.
picker-move = { $what }: válaszd ki a lépést.
picker-vote = { $what }: válaszd ki, melyik lépésre szavazol.
picker-not-every-move = Nem fér el minden lépés ezekben a menükben: a többihez írd be: /hex move.
picker-back = Vissza
picker-other-thread = Ez a menü egy másik játszma szálához tartozik.
picker-button-move = Lépés
picker-button-vote = Szavazás
picker-outdated-move = Ez a menü elavult: az állás megváltozott, mióta készült. Nyomd meg a Lépés gombot a legutóbbi tábla alatt, vagy használd a /hex move parancsot.
picker-outdated-vote = Ez a menü elavult: az állás megváltozott, mióta készült. Nyomd meg a Szavazás gombot a legutóbbi tábla alatt, vagy használd a /hex vote parancsot.
picker-no-pass = A passz most nem szabályos lépés.
picker-not-understood = Ezt a választást nem értettük; válassz újra.
picker-move-not-legal = Ez a lépés most nem szabályos; nyomd meg a Vissza gombot, és válassz újra.
picker-pick-option = Válassz egy lehetőséget a menüből.
picker-you-played = Ezt léptél: { $move }.

discord-web-one-at-a-time = A szerver oldalait vagy a játszmák oldalait módosítsd, egyszerre csak az egyiket.

discord-help = Discordon a parancsok: /hex new, /hex move, /hex board, /hex hint és így tovább (a motor elleni játékhoz a /hex new-ban hagyd el az ellenfelet, és válassz szintet); a sajátjaid a /hexme alatt vannak (games, profile, challenges, notify, vacation), a változatok a /hexinfo alatt (variants, rules, piece, leaderboard), a versenyek a /tournament alatt. Minden játszmának saját szála van, ahol egyszerűen be is írhatsz egy lépést (pl. Qe1-c3), vagy megnyomhatod a tábla alatti Move gombot (vagy a /hex move parancsot lépés nélkül), hogy menükből válaszd ki a bábut, aztán a lépését.
