### Hexcourier: taktikai feladványok, magyarul: /puzzle (a választ csak a kérdező látja) és a
### nap feladványa, amelyet egy szerver közzétesz.
### Ki javíthatja: bárki. Nyiss egy issue-t vagy pull requestet a kulccsal (például
### `problem-puzzle-unknown-theme`), a mostani és a javasolt szöveggel. A lépések, a
### feladványok azonosítói, a dátumok, az időpontok és a parancsok maradnak. A minta az en/.

## Feladvány
puzzle-heading = Feladvány: { $id } ({ $variant }, értékszám { $rating }).
puzzle-daily-heading = A nap feladványa, { $date }: { $id } ({ $variant }, értékszám { $rating }).
puzzle-so-far = Eddig: { $moves }
puzzle-to-move = { $side } lép: válaszolj a /puzzle move <lépés> paranccsal (a /puzzle resign megmutatja a megoldást).
puzzle-unrated = Ezt már megpróbáltad: ez a próbálkozás nem számít bele az értékszámodba.
puzzle-caption = Feladvány: { $id }, { $side } lép
puzzle-finish-first = Előbb fejezd be a nyitott feladványodat: a /puzzle újra megmutatja, a /puzzle resign feladja.
puzzle-all-solved = Nem maradt hozzád illő feladvány: mindet megoldottad (a /puzzle stats megmutatja az eredményeidet).
puzzle-none-open = Nincs nyitott feladványod: a /puzzle ad egyet.
puzzle-gone = A feladványod már nincs a gyűjteményben: lezárult, értékszám nélkül. A /puzzle ad egy másikat.
puzzle-library-broken = A feladványgyűjtemény nem töltődik be ({ $error }): szólj a bot üzemeltetőjének.

## Válaszok
puzzle-right-reply = Helyes: { $move }. Válasz ({ $side }): { $reply }.
puzzle-solved = Helyes: { $move }. Megoldva!
puzzle-wrong = Nem ez a lépés ({ $move }): nem oldja meg a feladványt.
puzzle-resigned = Feladtad ezt a feladványt.
puzzle-solution = A megoldás: { $moves }
puzzle-themes = Témák: { $themes }.
puzzle-rating-change = A feladvány-értékszámod: { $before } → { $after } ({ $delta }). Sorozat: { $streak }.
puzzle-rating-unrated = Nem számít bele az értékszámodba (már próbáltad). Sorozat: { $streak }.

## Témák
puzzle-theme-mate = matt { $n } lépésben
puzzle-theme-fork = villa
puzzle-theme-pin = kötés
puzzle-theme-skewer = nyárs
puzzle-theme-discovered-attack = felfedett támadás
puzzle-theme-promotion = gyalogátváltozás
puzzle-theme-en-passant = menet közbeni ütés
puzzle-theme-castling = sáncolás
puzzle-theme-drop = ledobás

## A theme: és a variant: elutasításai (a beírható témanevek angolul maradnak)
problem-puzzle-unknown-theme = Nincs '{ $given }' nevű feladványtéma. Témák: { $themes }.
problem-puzzle-no-variant = { $variant }: ebben a változatban még nincsenek feladványok. Változatok feladványokkal: { $variants }.
problem-puzzle-two-player = Feladványok csak kétszemélyes változatokhoz vannak, a(z) { $variant } játékosainak száma { $players }. Változatok feladványokkal: { $variants }.
problem-puzzle-none-fit = Ebben a változatban nincs ilyen témájú feladvány.

## /puzzle stats
puzzle-stats-none = Még nem próbáltál feladványt: a /puzzle ad egyet.
puzzle-stats = A feladvány-értékszámod: { $here } itt, { $overall } összesen. { $attempts } próbált feladvány, ebből { $solved } megoldva; sorozat { $streak } (legjobb { $best }).
puzzle-stats-recent = Utolsó feladványok: { $puzzles }.
puzzle-stats-solved = ✓ { $id } ({ $variant })
puzzle-stats-failed = ✗ { $id } ({ $variant })
puzzle-stats-open = Nyitott: { $id } (a /puzzle megmutatja).

## A nap feladványa
puzzle-daily-done = A nap feladványát ({ $date }) már megpróbáltad; a következő holnap jön.
puzzle-daily-set = A nap feladványa minden nap { $at }-kor ({ $tz }) jelenik meg itt: { $place }; a következő: { $next }.
puzzle-daily-off = A nap feladványa többé nem jelenik meg.
puzzle-daily-not-a-channel = { $place } egy játszma vagy verseny helye, amely bezárul: adj meg egy csatornát a nap feladványának.
puzzle-daily-post = A nap feladványa, { $date }: { $side } lép ({ $variant }). Oldd meg a /puzzle daily paranccsal: a válaszaidat csak te látod.
puzzle-daily-page = Játszd a böngészőben: { $url }
puzzle-daily-solvers = A tegnapit { $n } játékos oldotta meg: { $users }.
puzzle-daily-more-solvers = még { $n }
puzzle-daily-no-solvers = A tegnapit senki sem oldotta meg.
puzzle-daily-caption = A nap feladványa, { $date }: { $side } lép

## /help
help-puzzle = /puzzle [theme:<téma>] [variant:<változat>] — feladvány csak neked, a feladvány-értékszámod közelében; a /puzzle move <lépés> válaszol rá, a /puzzle resign feladja, a /puzzle stats megmutatja az eredményeidet, a /puzzle daily a szerver napi feladványa (a szerver adminjai teszik közzé: /puzzle daily channel:<csatorna> at:08:00 [timezone:<zóna>], vagy off)

## A /puzzle parancs a Discordon
cmd-puzzle = feladvány
    .description = Taktikai feladványok: csak neked, az értékszámod közelében; és a nap feladványa.
cmd-puzzle-next = következő
    .description = Feladvány az értékszámod közelében, vagy a nyitott feladványod (csak te látod).
opt-puzzle-next-theme = téma
    .description = Téma, pl. fork, pin, skewer, mate vagy mateIn2
opt-puzzle-next-variant = változat
    .description = A változat (gépelj a kereséshez)
cmd-puzzle-move = lépés
    .description = Válaszolj a feladványra egy lépéssel (csak te látod).
opt-puzzle-move-move = lépés
    .description = A lépésed, pl. Qe1-c3
cmd-puzzle-resign = feladás
    .description = Add fel a feladványt, és nézd meg a megoldást.
cmd-puzzle-stats = statisztika
    .description = A feladvány-értékszámod, megoldott feladványaid, sorozatod és utolsó feladványaid (csak te látod).
cmd-puzzle-daily = napi
    .description = Ennek a szervernek a mai feladványa, mindenkinek ugyanaz (a válaszaidat csak te látod).
cmd-puzzle-daily-setup = napi-beállítás
    .description = Szerveradminok: a nap feladványa minden nap egy csatornán egy adott időben, vagy kikapcsolva.
opt-puzzle-daily-setup-channel = csatorna
    .description = A csatorna, ahol megjelenik
opt-puzzle-daily-setup-at = időpont
    .description = A megjelenés ideje, pl. 08:00 (alapból 08:00)
opt-puzzle-daily-setup-timezone = időzóna
    .description = Az időpont időzónája, pl. Europe/Budapest (alapból: a tiéd, különben UTC)
opt-puzzle-daily-setup-post = közzététel
    .description = Megjelenjen-e (hagyd üresen, hogy továbbra is megjelenjen)
