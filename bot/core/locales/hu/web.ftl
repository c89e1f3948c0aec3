### Hexcourier: a weboldalak (játszmák oldalai, a szerver ranglistái, befejezett játszmái és
### versenyei, linkelőnézetek, a kezdőlap és a hibaoldalak), magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, megnevezve a
### kulcsot (például `web-to-move`), a jelenlegi és a javasolt szöveget. Minden
### `{ $változó }` maradjon meg; a lépések (14. Qe1-c3), az eredmények (1-0) és a dátumok
### (2026-11-25 20:00 UTC) változatlanok. A minta az en/ fájl.

## Minden oldal.
web-index-title = Hexcourier
web-index-text = Hatszöges sakk levelezési játszmákban. A játszmák oldalaira a játszmák szálai linkelnek.
web-languages = Nyelvek:
web-not-found-title = Nem található
web-not-found-text = Itt nincs oldal. A játszmák oldalai csak a bot által közzétett linken érhetők el.
web-slow-down-title = Lassíts
web-slow-down-text = Túl sok kérés érkezett a címedről; próbáld újra egy perc múlva.
web-unavailable-title = Nem elérhető
web-unavailable-page = Az oldalt nem sikerült elkészíteni; próbáld újra.
web-unavailable-game = A játszmát nem sikerült beolvasni; próbáld újra.
web-unavailable-server = A szerver oldalait nem sikerült beolvasni; próbáld újra.
web-unavailable-games = A szerver játszmáit nem sikerült beolvasni; próbáld újra.
web-unavailable-tournament = A versenyt nem sikerült beolvasni; próbáld újra.
web-unavailable-live-server = Túl sok élő oldal van nyitva ezen a szerveren; próbáld később.
web-unavailable-live-game = Túl sok élő oldal van nyitva ehhez a játszmához; próbáld később.
web-unavailable-live-address = Túl sok élő oldal van nyitva a címedről; zárj be néhányat, és próbáld újra.
web-replay-too-long = A visszajátszást nem sikerült megrajzolni: a játszma hosszabb { $max } lépésnél.
web-replay-failed = A visszajátszást nem sikerült megrajzolni; próbáld később.
web-replay-busy = Most túl sok visszajátszás készül; próbáld újra egy perc múlva.
web-versus = vs

## Egy játszma oldala.
web-to-move = { $side } ({ $user }) lép
web-side-to-move = { $side } lép
web-aborted = Megszakítva.
web-clock = Óra: lépésenként { $days } nap.
web-clock-due = Óra: lépésenként { $days } nap; ennek a lépésnek a határideje: { $when }.
web-clock-overdue = Óra: lépésenként { $days } nap; ennek a lépésnek a határideje { $when } volt (lejárt).
web-clock-stopped = Óra: lépésenként { $days } nap; szabadság miatt megállítva, erre a lépésre { $left } maradt.
web-position = Állás
web-keys = ← → léptetés, Home és End ugrás
web-position-after = Állás { $ply } lépés után (összesen { $total } lépés).
web-start = Kezdés
web-latest = Legutóbbi
web-moves = Lépések
web-no-moves = Még nincs lépés.
web-record = A játszma lejegyzésének letöltése
web-replay = Animált visszajátszás
web-start-position = Kiinduló állás
web-after = { $moved } után
web-move-number = { $n }. lépés

## Linkelőnézetek (Open Graph) és a képük.
web-preview-to-move = { $side } ({ $user }) lép, { $n } lépés után.
web-preview-over = { $status }, { $n } lépés után.
web-card-to-move = { $user } lép
web-card-moves = { $n } lépés

## A szerver oldalai.
web-leaderboard-title = Ranglista: { $variant }
web-leaderboard = Ranglista
web-no-rated-games = Ebben a változatban még nincs értékelt játszma.
web-player = Játékos
web-unnamed-player = { $n }. játékos
web-rating = Értékszám
web-games = Játszmák
web-provisional = ? ideiglenes értékszám.
web-finished-games = Befejezett játszmák
web-no-finished-games = Még nincs befejezett játszma.
web-ended = Vége
web-variant = Változat
web-players = Játékosok
web-result = Eredmény
web-tournaments = Versenyek:

## Egy verseny oldala.
web-round = { $n }. forduló
web-playing = folyamatban

## Egy feladvány oldala: kattintással játszható, semmi sem kerül mentésre. $side: egy fél neve (Világos); $rating: értékszám.
web-puzzle-title = Feladvány: { $id }
web-puzzle-daily-title = A nap feladványa, { $date }
web-puzzle-about = { $variant }, értékszám: { $rating }.
web-puzzle-to-move = { $side } lép: találd meg a legjobb folytatást.
web-puzzle-how = Kattints egy bábura, majd a mezőre, ahová lép. Semmi sem kerül mentésre: próbálkozz, ahányszor csak akarsz.
web-puzzle-how-drop = Ha kézből teszel le bábut, kattints rá a tábla alatt, majd a mezőjére.
web-puzzle-how-third = Ha a lépés egy bábut lyukon át áthúz, vagy egy lyukat, akadályt vagy bábut áthelyez, egy harmadik kattintás kell: az áthúzott bábu, vagy a mező, ahová kerül. Ha áthúzás nélkül lépsz, kattints még egyszer a célmezőre.
web-puzzle-how-ways = Ha egy ütés több úton is ugyanarra a mezőre vezet, kattints sorban minden mezőre, ahová a korong érkezik.
web-puzzle-promote = Átváltozás:
web-puzzle-promote-or-not = Átváltozás (vagy kattints még egyszer a mezőre, hogy a bábu maradjon, ami volt):
# Jó lépés után. $reply: a másik fél válasza.
web-puzzle-right = Helyes! { $side } válasza: { $reply }. Te lépsz.
web-puzzle-solved = Helyes! Megoldva.
web-puzzle-wrong = Nem ez a lépés: a megoldás máshogy megy.
web-puzzle-shown = Íme a megoldás.
web-puzzle-give-up = Mutasd a megoldást
web-puzzle-again = Próbáld újra
web-puzzle-solution = A megoldás
web-puzzle-preview = { $side } lép. Értékszám: { $rating }. Megtalálod a folytatást?
web-card-puzzle-to-move = { $side } lép
web-card-rated = Értékszám: { $rating }
