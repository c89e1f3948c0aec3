### Hexcourier: lépésértesítések közvetlen üzenetben (DM) és időtartamok, magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `dm-one`), a jelenlegi és a javasolt szöveget. Minden `{ $változó }`
### maradjon meg; a játszmák helye (#g12), a @nevek és a lépések (14. Qe1-c3) nem változnak.
### A minta az en/ mappa fájlja.

dm-one = Te lépsz itt: { $game }
dm-many = Te lépsz { $count } játszmában:
dm-game = { $place } ({ $variant }): { $what }
dm-game-against = { $place } ({ $variant }, ellenfél: { $opponents }): { $what }
dm-played = { $user } lépett: { $move }.
dm-was-played = lépés történt: { $move }.
dm-started = a játszma elkezdődött.
dm-clock-left = A lépésórán még { $left } van hátra.
dm-clock-out = A lépésóra lejárt.
dm-clock-stopped = A lépésóra áll, mert szabadságon vagy (még { $left } van hátra).

dm-reminder-one = Emlékeztető: te lépsz itt: { $game }
dm-reminder = Emlékeztető: { $game }
dm-digest = Napi összefoglaló: { $count } játszma várja a lépésedet.

duration-less-than-a-minute = kevesebb mint egy perc
duration-minutes = { $n } perc
duration-hours = { $n } óra
duration-days = { $n } nap
duration-days-hours = { $days } { $hours }

language-show = A szerver közleményeinek nyelve: { $name }. A szerver adminjai a /hex language paranccsal módosítják; amit privátban olvasol, az a Discordod nyelvén jelenik meg.
language-set = Mostantól a szerver közleményeinek nyelve: { $name }.
language-zone-set = Mostantól a szerver időpontjai a(z) { $tz } időzónában jelennek meg a konzolon és a weboldalakon (a Discord mindenkinek a sajátjában mutatja).
language-admin-only = A szerver nyelvét csak szerveradmin változtathatja meg.

dm-refused-note = A lépésértesítéseid privát üzenetben ki vannak kapcsolva: a Discord nem kézbesítette őket (az adatvédelmi beállításaid tilthatják a szerver tagjaitól érkező privát üzeneteket). Engedélyezd őket, aztán kapcsold vissza az értesítéseket: /notify dm on.

## /notation: hogyan írjuk le a lépéseket az olvasónak.
notation-show = A lépéseket neked így írjuk: { $yours }; a szerver közleményei így: { $server }. A sajátodat a /hexme notation paranccsal módosítod; a szerverét a szerver adminjai a /hex notation paranccsal.
notation-set = Mostantól a lépéseket neked így írjuk: { $name }.
notation-server-set = Mostantól a szerver közleményei így írják a lépéseket: { $name }.
notation-admin-only = A szerver közleményeinek lépésjelölését csak szerveradmin változtathatja meg.
notation-name-letters = a nyelved betűi
notation-name-figurines = figurák
notation-name-english = angol betűk
notation-word-letters = betűk
notation-word-figurines = figurák
notation-word-english = angol
