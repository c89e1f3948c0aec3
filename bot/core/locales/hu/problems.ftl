### Hexcourier: elutasítások (miért nem lehetett végrehajtani egy üzenetet), magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `problem-not-your-turn`), a jelenlegi és a javasolt szöveget. Minden
### `{ $változó }` maradjon meg; a parancsnevek (/new, /board) és a lépésjelölés nem változik.
### A minta az en/ mappa fájlja.

problem-too-long = Ez az üzenet túl hosszú ({ $chars } karakter; a korlát { $limit }).
problem-command-missing = A / után írj egy parancsnevet, pl. /help.
problem-unknown-command = Ismeretlen parancs: /{ $given }. A /help felsorolja a parancsokat.
problem-unknown-command-suggestion = Ismeretlen parancs: /{ $given }. Erre gondoltál: /{ $suggestion }? A /help felsorolja a parancsokat.
problem-usage = Használat: { $usage }
problem-unexpected-word = Ezt itt nem értem: „{ $word }”. Használat: { $usage }
problem-unknown-variant = Ismeretlen változat: „{ $given }”. A /variants mindet felsorolja.
problem-unknown-variant-suggestions = Ismeretlen változat: „{ $given }”. Talán: { $suggestions }? A /variants mindet felsorolja.
problem-unknown-side = Ismeretlen oldal: „{ $given }”. Válassz: { $sides }.
problem-player-count-none = Nevezd meg az { $want ->
        [one] ellenfeledet
       *[other] ellenfeleidet
    }: ez a változat ({ $variant }) { $players } játékosra való, pl. { $examples }.
problem-player-count = Ez a változat ({ $variant }) { $players } játékosra való: { $want } ellenfelet nevezz meg ({ $named } helyett).
problem-not-a-user = „{ $given }” nem játékos; egy felhasználót nevezz meg, pl. @bob.
problem-self-challenge = Saját magad ellen nem játszhatsz; nevezz meg egy másik felhasználót.
problem-duplicate-player = { $user } kétszer szerepel.
problem-bad-level = A gép szintje egy szám 1-től (kezdő) 8-ig (teljes erő), nem „{ $given }”.
problem-bad-setting = { $setting }: értéke { $choices } lehet, nem „{ $given }”.
problem-too-many-reminders = Legfeljebb { $max } emlékeztetőidő adható meg, de { $given } lett megadva. Például: /notify remind 24h 1h.
problem-bad-reminder-time = „{ $given }” nem emlékeztetőidő: adj meg 1 perc és 30 nap közötti időt, például 24h, 90m vagy 2d.
problem-level-without-engine = A level: a gép erejét állítja: ehhez nevezd meg ellenfélként az @engine-t.
problem-engine-cannot-type = Az @engine a gépi ellenfél; helyette csak a Hexcourier játszik.
problem-hints-off = Ebben a játszmában a tippek ki vannak kapcsolva (a játszma létrehozója így döntött).
problem-spectator-hints-off = Amíg ez a játszma tart, csak a játékosok kérhetnek tippet.
problem-review-before-end = Az elemzés a játszma végén jön (amíg tart, használd a /hint vagy az /analyse parancsot, ha a tippek be vannak kapcsolva).
problem-review-two-players-only = Elemzés csak kétszemélyes játszmákhoz készül.
problem-hints-used = Ebben a játszmában elfogyott a tippkereted ({ $limit }); a tippek és az elemzések egyformán számítanak.
problem-game-changed = A játszma megváltozott, amíg a gép gondolkodott; újra gondolkodik.
problem-new-in-game = Új játszmát a lobbiban indíts, ne egy játszma szálában.
problem-bad-from-list = A from: lista { $index }. lépése nem játszható: { $error }
problem-from-list-ends = Ez a lépéslista már befejezi a játszmát ({ $result }); illessz be kevesebb lépést.
problem-bad-setup = Ez a felállás nem állás ebben a változatban ({ $variant }): { $error }
problem-setup-required = Ennek a változatnak ({ $variant }) nincs kezdőállása. { $reason }
    Indítsd saját állásból: /new { $id } { $opponents } setup:<state text> (a /rules { $id } leírja, hogyan kell megadni).
problem-setup-ends = Ez az állás már eldőlt ({ $result }); adj meg olyat, amelyben még van lépés.
problem-what-works = { $command } csak egy játszma szálában működik
problem-what-moves = Lépni csak egy játszma szálában lehet
problem-not-in-game-none = { $what }, és nincs futó játszmád. Indíts egyet a /new paranccsal.
problem-not-in-game = { $what }: { $places }.
problem-not-a-player = Nem játszol ebben a játszmában.
problem-eliminated = Kiestél ebből a játszmából; a többiek tovább játszanak.
problem-not-your-turn = Most { $user } következik.
problem-game-over = Ez a játszma véget ért: { $result }.
problem-bad-move = { $error }
problem-unknown-cell = „{ $cell }” nem mezője ennek a táblának.
problem-no-piece-on = Ezen a mezőn nincs bábu: { $cell }.
problem-not-to-move = Ezen a mezőn ({ $cell }) álló bábu { $owner } oldaláé, de { $turn } következik.
problem-unknown-piece = Ebben a változatban ({ $variant }) nincs „{ $given }” bábu. Bábui: { $pieces }.
problem-piece-needs-variant = Add meg a változatot is, pl. /piece { $example } huszár (egy játszma szálában annak változata számít).
problem-draw-already-offered = Már felajánlottad a döntetlent; még válaszolnia kell: { $waiting }.
problem-aborted = Ezt a játszmát { $user } megszakította; nincs eredménye.
problem-abort-too-late = Megszakításhoz már késő: { $moves } lépés megtörtént. A /resign vagy a /draw fejezi be a játszmát.
problem-nothing-to-take-back = Nincs visszavonható lépésed.
problem-no-takeback = Senki nem kért lépésvisszavonást; a /takeback kéri az utolsó lépésed visszavonását.
problem-takeback-asked = Már kérted a visszavonást; még válaszolnia kell: { $waiting }.
problem-takeback-agreed = Már beleegyeztél a visszavonásba; még válaszolnia kell: { $waiting }.
problem-engine-refuses-takeback = Az @engine ebben a játszmában nem vonja vissza a lépéseket, mert a tippek ki vannak kapcsolva.
problem-no-draw-offer = Senki nem ajánlott döntetlent; a /draw ajánl egyet.
problem-slow-down = Kicsit túl gyorsan küldöd a parancsokat; várj { $wait } másodpercet, és próbáld újra.
problem-place-busy = Ez a csatorna nagyon sok parancsot kap; várj { $wait } másodpercet, és próbáld újra.
problem-too-many-games = Már { $max } játszmád van (folyamatban lévő, vagy válaszra váró kihívás), ez a megengedett legtöbb; fejezz be vagy vonj vissza egyet, mielőtt újat kezdenél. Az @engine elleni játszmák nem számítanak.
problem-too-many-engine-games = Már { $max } játszmát játszol az @engine ellen, ez a megengedett legtöbb; fejezz be egyet, mielőtt újat kezdenél.
problem-server-full = Ezen a szerveren már { $max } játszma fut vagy vár, ez a megengedett legtöbb; próbáld újra, ha néhány véget ért. Az @engine elleni játszma mindig lehetséges.
problem-not-started = A { $game } játszma még nem kezdődött el: a kihívás elfogadásra vár: { $waiting }.
problem-never-started = A { $game } játszma nem kezdődött el: a kihívását elutasították, visszavonták, vagy lejárt.
problem-challenges-off = { $user } most nem fogad kihívásokat (/challenges off); kérd meg, hogy kapcsolja be őket, vagy tegyél nyílt kihívást.
problem-already-challenged = A { $game } kihívásod már vár rá: { $user }; a /decline { $game } visszavonja.
problem-too-many-challenges = { $user } már { $max } várakozó kihívást kapott, ez a megengedett legtöbb; próbáld újra, ha válaszolt.
problem-no-challenge = Itt nem vár rád kihívás, így nincs mire válaszolni ezzel: { $command }; a /games felsorolja a kihívásaidat.
problem-which-challenge = Több kihívás is vár rád; nevezz meg egyet, pl. { $command } { $example }:
problem-not-your-challenge = A { $game } kihívásra nem te válaszolhatsz.
problem-challenge-closed = A { $game } kihívás már nem nyitott (elfogadták, elutasították, visszavonták vagy lejárt).
problem-private-command = Erre csak te kapsz választ: { $typed }. Használd a perjeles parancsot: { $private_form }. Ide írva mindenki látná, ezért nem hajtottam végre.
problem-role-not-held = Ezt a szerepet ({ $role }) csak akkor adhatod meg szavazóként, ha a tiéd (vagy kezelheted a szerepeket).
problem-role-not-allowed = Ez a szerep ({ $role }) nem szavazhat oldalként: az @everyone, a @here és az integrációk által kezelt szerepek nem engedélyezettek; olyan szerepet adj meg, amelyet a tagjai választottak, vagy magukat a tagokat.
problem-other-side = Ebben a játszmában ehhez az oldalhoz tartozol: { $theirs } (azzal játszol, vagy arra szavaztál), ezért nem szavazhatsz erre: { $side }.
problem-server-busy = Ehhez a szerverhez már készül egy másik { $what }; próbáld újra egy pillanat múlva.
problem-too-long-for = Ez a játszma { $plies } lépésből áll; a { $what } legfeljebb { $max } lépéses játszmákhoz használható.
problem-refused = { $why }
problem-from-list-too-long = A from: lista { $moves } lépésből áll; legfeljebb { $max } fogadható el.
problem-engine-busy = Az előző tipped vagy elemzésed még készül; egyszerre csak egyet, kérlek.
problem-storage = Sajnos egy tárolási hiba megakasztotta ezt; semmi sem változott. Kérlek, próbáld újra.
problem-picker-outdated = Ez a menü elavult: az állás megváltozott azóta, hogy elkészült, így nem történt lépés. Nyiss újat a legutóbbi tábla alatt.
problem-unloadable = A { $game } játszmát nem sikerült betölteni a tárolóból. A rekordja érintetlen marad; az okát a bot naplója tartalmazza.
problem-broken-variant = Ennek a változatnak hibásak az adatai: { $error }.
problem-internal = Sajnos valami hiba történt a Hexcourierben az üzenet feldolgozása közben.
problem-bad-vote-setting = { $setting }: értéke { $choices } lehet, nem { $given }.
problem-vote-settings-without-vote-mode = A szavazók, a window: és a min-votes: a szavazós játszmákhoz tartoznak: add meg ezt is: mode:vote.
problem-side-given-twice = Ennek az oldalnak ({ $side }) a szavazói kétszer szerepelnek; egyszer add meg őket.
problem-vote-seats = Ez a szavazós játszma { $free } helyet hagy az ellenfeleknek (@engine, egy tag, vagy szavazók <side>:<voters> formában), de { $named } van megnevezve.
problem-clock-with-vote = A szavazós játszmáknak nincs lépésórájuk (days:): a lépések idejét a szavazási ablakok szabják meg.
problem-not-a-vote-game = Ebben a játszmában nincsenek szavazó oldalak; a játékosok a /move paranccsal lépnek.
problem-no-vote-open = Nincs nyitott szavazás: { $to_move } lép. A következő szavazás e lépés után nyílik.
problem-not-a-voter = Erre az oldalra ({ $side }) csak a szavazói szavazhatnak.
problem-tally-for-voters = Csak ennek az oldalnak ({ $side }) a szavazói láthatják a szavazataikat az ablak zárása előtt; az eredményt a megtett lépéssel együtt közöljük.
problem-conflict = A játszma közben megváltozott (előbb valami más történt); a /board megmutatja, hogy áll. Kérlek, próbáld újra.
problem-already-voted = Ebben az ablakban már szavaztál ({ $choice }); a szavazat nem módosítható.
problem-decided-by-vote = { $side } szavazással dönt: /vote <move>, /vote draw vagy /vote resign (a /tally mutatja a szavazatokat).

## The permission table.
forbidden-admins-only = A(z) { $command } parancsot csak szerveradminok használhatják.
forbidden-needs-rights = A(z) { $command } szerveradminoknak való, és a begépelt szöveg nem mutatja meg a botnak a jogaidat: használd ezt: { $slash }.
forbidden-not-here = Itt nincs { $name }.
forbidden-visitor = A weboldalak olvasásra valók; parancsot Discordon lehet adni.
