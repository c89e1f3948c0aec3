### Hexcourier: Namen von Figuren, Seiten und Varianten, und die Überschriften von /rules und
### /piece, auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `piece-knight`), dem jetzigen und dem vorgeschlagenen Text, am besten mit einem
### Hinweis, wo deine Community diesen Namen verwendet. Figurenbuchstaben und Zugnotation
### bleiben standardmäßig. Vorbild ist die Datei in en/.

## Figuren.
piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-pawn = Bauer
piece-piece = Figur

## Seiten.
side-white = Weiß
side-black = Schwarz
side-red = Rot
side-blue = Blau
side-yellow = Gelb
side-the-opponents = der Gegenseite

## Varianten.
variant-glinski = Glinskis Hexagonalschach
variant-mccooey = McCooeys Hexagonalschach

## /rules.
rules-heading = { $variant } ({ $id }), { $players } Spieler
rules-author = Autor: { $author }
rules-source = Quelle: <{ $source }>

## /piece.
piece-list = Figuren von { $variant }: { $pieces }. Versuch /piece { $id } <Figur>.
piece-heading = { $piece } ({ $letter }) in { $variant }: { $about }
piece-caption = { $piece } ({ $side }) auf { $cell } ({ $variant }): erreicht { $cells ->
        [one] { $cells } Feld
       *[other] { $cells } Felder
    }

## Listen.
list-and = und
list-or = oder
