### Hexcourier: versenyek (/tournament), magyarul: válaszok a kérdezőnek, és a verseny
### szálában közzétett hírek (a szerver nyelvén).
### Ki javíthatja: bárki. Nyiss egy issue-t vagy pull requestet a kulccsal (például
### `tournament-joins`), a mostani és a javasolt szöveggel. A versenyazonosítók (t3), a
### játszmák helyei (#g12), a @nevek és a parancsok maradnak. A minta az en/.

## Elutasítások.
tournament-no-round = A(z) { $id } versenynek még nincs { $round }. fordulója.
tournament-not-organiser = Ezt csak a(z) { $id } szervezője (@{ $organiser }) vagy egy szerveradmin teheti meg.
tournament-none = Nincs { $id } nevű verseny.
tournament-variant-gone = A verseny { $variant } változata már nincs betöltve, így a következő játszmái nem kezdődhetnek el; a bot üzemeltetője újra betöltheti.
tournament-bad-name = A(z) „{ $given }” nem verseny; a versenyek neve például t3.
tournament-none-here = Itt nem fut verseny; a /tournament listázza őket, a /tournament new újat indít.
tournament-several-here = Itt több verseny fut ({ $ids }); nevezz meg egyet, például /tournament join { $first }.
tournament-admin-only = Versenyt csak szerveradmin hozhat létre.
tournament-in-channel = Versenyt csatornában hozz létre, ne játszma vagy verseny szálában.
tournament-bad-format = A(z) „{ $given }” nem formátum: swiss, rr (körmérkőzés), drr (dupla körmérkőzés), groups vagy swiss3 (háromszemélyes változatok).
tournament-wrong-format = A(z) { $variant } { $players } játékosra szól; a formátumai: { $formats }.
tournament-formats-three = groups és swiss3
tournament-formats-two = swiss, rr és drr
tournament-no-start-position = A(z) { $variant } változatnak nincs kezdőállása, ezért versenyen nem játszható.
tournament-signup-over = A(z) { $id } elkezdődött; a nevezés lezárult.
tournament-already-joined = Már neveztél a(z) { $id } versenyre.
tournament-full = A(z) { $id } megtelt ({ $max } játékos).
tournament-started-already = A(z) { $id } már elkezdődött.
tournament-too-few = A(z) { $id } versenynek { $count } játékosa van; az induláshoz legalább { $least } kell.
tournament-cannot-pair = A(z) { $id } párosítása nem sikerül: { $why }
tournament-cannot-pair-next = A(z) { $id } következő fordulójának párosítása nem sikerül: { $why }
tournament-pair-impossible = a(z) { $round }. forduló egyetlen párosítása sem felel meg az abszolút kritériumoknak
tournament-pair-too-few = túl kevés játékos a párosításhoz ({ $count })
tournament-ends-unpairable = A(z) { $id } { $round }. fordulója nem párosítható: { $why }. A verseny itt véget ér.
tournament-not-playing = { $user } nem játszik a(z) { $id } versenyen.
tournament-is-over = A(z) { $id } véget ért.
tournament-already-withdrawn = { $user } már visszalépett a(z) { $id } versenyből.
tournament-bad-game = A(z) „{ $given }” nem játszma; a játszmák neve például g12.
tournament-no-game = Nincs { $id } nevű játszma.
tournament-not-a-tournament-game = A(z) { $id } nem versenyjátszma.
tournament-bad-result = A(z) „{ $given }” nem eredmény: 1-0, 0-1, 1/2-1/2{ $places }.
tournament-result-places = , vagy helyezések, például 1-2-3

## Formátumok.
tournament-format-rr = körmérkőzés
tournament-format-drr = dupla körmérkőzés
tournament-format-swiss = svájci rendszer (FIDE holland rendszer)
tournament-format-groups = háromfős csoportok
tournament-format-swiss3 = svájci rendszer hármasával

## Új verseny.
tournament-default-name = { $variant }: { $format }
tournament-rounds = { $rounds } forduló
tournament-rounds-all = fordulók: mindenki mindenkivel játszik
tournament-until-started = amíg a szervező el nem indítja a /tournament start paranccsal
tournament-until = { $time }-ig (akkor indul)
tournament-rated = , értékelt
tournament-not-rated = , nem értékelt
tournament-bye-swiss = a szabadnap 1 pontot ér
tournament-bye-swiss3 = a szabadnap ½ pontot ér, mint a második hely
tournament-bye-none = aki egy fordulóban szabadnapos, nem kap pontot
tournament-moretime-on = , /moretime engedélyezett
tournament-moretime-off = , /moretime nélkül
tournament-intro = { $name } ({ $id }): { $variant }, { $format }, { $rounds }; { $bye }; lépésenként { $days } nap{ $rated }{ $moretime }. Szervező: { $user }. Nevezés: /tournament join { $id }, { $deadline }; legfeljebb { $max } játékos.
tournament-new = Új verseny: { $place }: { $name }. Nevezés: /tournament join { $id }.

## Nevezés és visszalépés.
tournament-joins = { $user } nevezett: { $name } ({ $count } játékos).
tournament-you-are-in = Neveztél: { $id }.
tournament-leaves = { $user } kilépett: { $name } ({ $count } játékos).
tournament-takes-off = { $by } levette { $user } nevét: { $name } ({ $count } játékos).
tournament-is-off = { $user } már nem nevezett a(z) { $id } versenyre.
tournament-withdrawn-by = { $user } visszaléptetve: { $name } ({ $by } által).
tournament-withdrawn = { $user } visszaléptetve: { $id }.
tournament-cancelled = { $name } elmarad: { $why }

## Fordulók és eredmények.
tournament-over = { $name } véget ért.
tournament-board-result = { $round }. forduló, { $board }. tábla ({ $game }): { $result }.
tournament-lost-on-time = @{ $user } { $count } játszmát veszített időtúllépéssel, ezért visszaléptetve: { $name }.
tournament-adjudicates = { $user } döntést hoz a játszmában.
tournament-round-heading = { $name }, { $round }. forduló:
tournament-seat-first = első hely
tournament-seat-second = második hely
tournament-seat-third = harmadik hely
tournament-forfeit = játék nélkül
tournament-byes = Szabadnap: { $users }.

## Tabella.
tournament-final-standings = Végeredmény
tournament-standings-after = Állás a(z) { $round }. forduló után
tournament-title-signing-up = nevezés
tournament-title-after = { $count } forduló után
tournament-title-final = végeredmény
tournament-table-player = Játékos
tournament-table-points = Pont
tournament-crosstable = kereszttábla
tournament-withdrawn-mark = visszalépett

## /tournament, /games, /tournament export.
tournament-list-heading = Versenyek:
tournament-list-none = Itt még nincs verseny. Szerveradmin a /tournament new <variant> swiss|rr paranccsal indíthat egyet.
tournament-stage-signing-up = nevezés
tournament-stage-signing-up-count = nevezés, { $count } játékos
tournament-stage-round = { $round }/{ $total }. forduló
tournament-stage-finished = befejeződött
tournament-games-line = #{ $id } { $name }: { $stage }, { $points } pont
tournament-pgn-caption = { $id }: { $name } játszmái
