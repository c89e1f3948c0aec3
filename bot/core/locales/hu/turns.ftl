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
language-admin-only = A szerver nyelvét csak szerveradmin változtathatja meg.

dm-refused-note = A lépésértesítéseid privát üzenetben ki vannak kapcsolva: a Discord nem kézbesítette őket (az adatvédelmi beállításaid tilthatják a szerver tagjaitól érkező privát üzeneteket). Engedélyezd őket, aztán kapcsold vissza az értesítéseket: /notify dm on.
