### Hexcourier: a levelezési játék kényelmi funkciói, magyarul: /vacation, /premove
### (feltételes lépések) és /moretime.
### Ki javíthatja: bárki. Nyiss egy issue-t vagy pull requestet a kulccsal (például
### `vacation-ended`), a mostani és a javasolt szöveggel. Az időtartamok ($left) már szavakkal
### érkeznek; a parancsok és a lépések maradnak. A minta az en/.

## /vacation
vacation-auto-off-note = Az automatikus szabadság ki van kapcsolva (/vacation auto on).
vacation-auto-on-note = Ha valamelyik órád hamarosan lejár, a szabadságod magától elindul (a /vacation auto off kikapcsolja).
vacation-status-on = { $since } óta szabadságon vagy: az óráid állnak. Idén még { $left } maradt. A /vacation off befejezi. { $auto }
vacation-status-off = Nem vagy szabadságon; idén még { $left } szabadságod maradt ({ $allowance } közül). A /vacation on elindítja. { $auto }
vacation-status-used-up = { $since } óta szabadságon vagy, de ezen a szerveren elfogyott a szabadságkereted: az itteni óráid ismét járnak. A /vacation off befejezi. { $auto }
vacation-started = Elkezdődik a szabadságod: az óráid megállnak, amikor te lépsz, a játszmáid jelzik ezt, a neked szóló kihívások pedig várnak. Idén még { $left } szabadságod maradt; a /vacation off befejezi.
vacation-ended = Üdv újra: az óráid ismét járnak.
vacation-auto-on = Az automatikus szabadság be van kapcsolva: a lejáróban lévő óra elindítja a szabadságodat, amíg van még napod.
vacation-auto-off = Az automatikus szabadság ki van kapcsolva: ha lejár az óra, elveszik a játszma.
vacation-allowance-admin-only = A szerver szabadságkeretét csak szerveradmin állíthatja be.
vacation-allowance-too-long = A keret legfeljebb évi 366 nap.
vacation-allowance-set = A szerver tagjainak évi { $days } nap szabadsága van.
vacation-already = Már szabadságon vagy; a /vacation off befejezi.
vacation-none-left = Idén már nincs szabadságod.
vacation-not-on = Nem vagy szabadságon.
vacation-game-away = { $user } szabadságon van: az órája áll, amikor ő lép, amíg vissza nem tér.
vacation-game-back = { $user } visszatért a szabadságról: az órája ismét jár.
vacation-game-used-up = { $user } elhasználta a szabadságkeretét ezen a szerveren: az órája ismét jár.
vacation-game-turn-most = { $user } már { $most } óta távol van ennél a lépésnél, ennyit enged legfeljebb ez a verseny: az órája ismét jár.

## /premove
premove-cleared = A feltételes lépéseid ebben a játszmában törölve.
premove-voting-game = Szavazós játszmában nincsenek feltételes lépések: minden lépésről szavaznak.
premove-your-move = Most te lépsz: lépj; a feltételes lépések a későbbi lépésekre válaszolnak.
premove-too-many = Már { $max } feltételes változatod van ebben a játszmában, ez a legtöbb; a /premove clear törli őket.
premove-too-long = Egy feltételes változat legfeljebb { $max } lépés.
premove-does-not-play = A változat { $n }. lépése ({ $move }) nem lehetséges: { $why }.
premove-ends-before = A játszma a változat { $n }. lépése előtt véget ér.
premove-ends-at = A változat a(z) { $n }. lépésnél befejezi a játszmát; utána ne adj meg lépést.
premove-ends-with-theirs = A feltételes változat a saját válaszoddal végződik (az utána jövő lépések feleslegesek).
premove-none = Ebben a játszmában nincs feltételes lépésed. A /premove <az ő lépésük> <a válaszod> beállít egyet, pl. /premove e7-e6 f5-f6.
premove-played = { $played } ({ $user } feltételes lépése)
premove-list = A feltételes lépéseid itt: { $game } (csak te látod őket):

## /moretime
moretime-given = { $user } { $given } plusz időt adott { $to } játékosnak erre a lépésre: { $left } maradt.
moretime-your-move = Te lépsz: a /moretime a soron lévő játékosnak ad időt.
moretime-engine = A motornak nincs órája, amihez időt lehetne adni.
moretime-no-clock = Ennek a játszmának nincs órája: nincs mihez időt adni.
moretime-at-most = { $to } már { $left } idővel rendelkezik erre a lépésre, amennyit ez az óra megenged.
moretime-tournament = A(z) { $id } verseny játszmáiban nincs /moretime: a szervező a verseny létrehozásakor engedélyezheti (moretime:on).
