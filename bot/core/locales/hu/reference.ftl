### Hexcourier: a bábuk, oldalak és változatok nevei, valamint a /rules és a /piece fejlécei,
### magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `piece-knight`), a jelenlegi és a javasolt szöveget, lehetőleg azzal, hogy
### hol használja a közösséged ezt a nevet. A bábuk betűi és a lépésjelölés szabványosak
### maradnak. A minta az en/ mappa fájlja.

## Bábuk.
piece-king = Király
piece-queen = Vezér
piece-rook = Bástya
piece-bishop = Futó
piece-knight = Huszár
piece-pawn = Gyalog
piece-piece = Bábu

## Oldalak.
side-white = Világos
side-black = Sötét
side-red = Piros
side-blue = Kék
side-yellow = Sárga
side-the-opponents = az ellenfelek

## Változatok.
variant-glinski = Glinski-féle hatszögletű sakk
variant-mccooey = McCooey-féle hatszögletű sakk

## /rules.
rules-heading = { $variant } ({ $id }), { $players } játékos
rules-author = Szerző: { $author }
rules-source = Forrás: <{ $source }>

## /piece.
piece-list = A változat bábui ({ $variant }): { $pieces }. Próbáld ki: /piece { $id } <bábu>.
piece-heading = { $piece } ({ $letter }), { $variant }: { $about }
piece-caption = { $side } { $piece }, mező: { $cell } ({ $variant }): { $cells } mezőt ér el

## Felsorolások.
list-and = és
list-or = vagy
