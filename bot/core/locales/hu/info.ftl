### Hexcourier: /board, /moves, /games, /variants és /rules, magyarul.
### Ki javíthatja: bárki. Nyiss egy issue-t vagy pull requestet a kulccsal (például
### `info-no-moves`), a mostani és a javasolt szöveggel. A játszmák helyei (#g12), a @nevek,
### a lépések és a parancsok maradnak. A minta az en/.

## /board
info-no-moves = Még nincs lépés.
info-moves = Lépések: { $moves }
info-setup-start = Kezdőállás: { $start }
info-draw-offered = Döntetlent ajánlott: { $users }.
info-vote-open = Szavazás nyitva eddig: { $closes }; eddig { $votes } szavazat (/tally, /vote <lépés>).
info-clock = Óra: { $terms }; erre a lépésre { $left } maradt.

## /moves
info-legal-moves = A soron lévő { $side } szabályos lépései ({ $count }): { $moves }
info-piece-no-moves = A(z) { $cell } mezőn álló { $piece } nem tud szabályosan lépni.
info-piece-moves = A(z) { $cell } mezőn álló { $piece } szabályos lépései ({ $count }): { $moves }

## /games
info-tournaments = Versenyek:
info-challenges = Kihívások:
info-your-games = A játszmáid:
info-on-vacation = { $user } (szabadságon)
info-state-over = vége: { $result }
info-state-voted = { $side } szavaz; te már szavaztál
info-state-your-vote = a te szavazatod ({ $side })
info-state-your-move = te lépsz ({ $side })
info-state-to-move = { $user } lép
info-state-left = , { $left } maradt
info-state-left-stopped = , { $left } maradt, az óra áll
info-game-line = { $where } { $variant } vs { $opponents } — { $state }
info-older-finished = …és még { $count } régebbi befejezett játszma.
info-no-games = Nincs játszmád. Indíts egyet: /new { $example } @ellenfél.

## A hírek kézbesítése (/games, szerveradminoknak).
info-delivery-unreadable = Kézbesítés: a tároló most nem olvasható.
info-delivery-nothing-owed = nincs függőben semmi
info-delivery-owed = { $count } hír függőben, a legrégebbi { $age } óta
info-delivery-none-dropped = nincs eldobott
info-delivery-dropped = { $count } eldobva (lásd a naplót)
info-delivery-here = Kézbesítés itt: { $owed }; { $dropped }.
info-delivery-all = Kézbesítés: { $owed }; { $dropped }.

## /variants
info-variants = Változatok ({ $count }):
info-variant = { $id } — { $name } ({ $players } játékos)
info-variant-needs-setup = { $id } — { $name } ({ $players } játékos; setup: kell)
info-variants-setup-note = A „setup: kell” jelölésűeknek nincs kezdőállásuk: saját állásból indítsd őket: /new <változat> @ellenfél setup:<állásleírás> (a /rules <változat> elmondja, miért).
info-variants-start = Indíts egyet: /new <változat> @ellenfél; a /rules <változat> elmagyarázza.

## /rules kezdőállás nélküli változatnál.
rules-no-start = Ennek a változatnak nincs kezdőállása. { $reason }
    Indíts játszmát saját állásból: /new { $id } { $opponents } setup:<állásleírás>. Az állásleírás felülről sorolja a sorokat, /-lel elválasztva, soronként minden mezőt (egy számjegy üres mezőket számol, a bábu a betűje{ $letters }), aztán a soron lévő játékost ({ $players }); a kézben lévő bábuk a sorok után, zárójelben jönnek.
rules-letters-many = , a játékosa betűje után
rules-letters-two = , nagybetű az első játékosnak

## /piece
piece-no-picture = (A képet nem sikerült megrajzolni: { $why }.)

## /leaderboard és /profile.
ranking-none = Ezen a szerveren még nincs értékelt { $variant } játszma. Az emberek közötti játszmák számítanak, amelyek mindkét fél legalább két lépése után eredménnyel végződnek.
ranking-heading = Ranglista: { $variant }
ranking-line = { $place }. { $user } { $rating } ({ $games } játszma{ $provisional })
rating-provisional = ideiglenes
profile-none = { $user } játékosnak még nincs értékelt játszmája ezen a szerveren.
profile-heading = { $user } értékszámai
profile-line = { $variant }: { $rating } ±{ $deviation }{ $provisional } — { $won } nyert, { $drawn } döntetlen, { $lost } vesztett; sorozat: { $streak }
streak-none = -
streak-won = { $n } győzelem sorban
streak-lost = { $n } vereség sorban
profile-last-games = Utolsó játszmák:
profile-game = { $game } ({ $place }): { $result }, ellenfél: { $opponents }
profile-puzzles = Feladványok: értékszám itt { $here }, összesen { $overall }; { $attempts } közül { $solved } megoldva; sorozat { $streak } (legjobb { $best }).
profile-puzzles-recent = Utolsó feladványok: { $puzzles }
profile-puzzle-solved = ✓ { $id }
profile-puzzle-failed = ✗ { $id }
profile-result-won = nyert
profile-result-drew = döntetlen
profile-result-lost = vesztett
profile-result-place = { $players } közül { $place }.
