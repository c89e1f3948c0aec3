### Hexcourier: nazwy bierek, stron i wariantów oraz nagłówki /rules i /piece, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `piece-knight`), obecny tekst i proponowany, najlepiej z tym, gdzie twoja społeczność
### używa tej nazwy. Litery bierek i notacja ruchów pozostają standardowe. Wzorcem jest en/.

## Bierki.
piece-king = Król
piece-queen = Hetman
piece-rook = Wieża
piece-bishop = Goniec
piece-knight = Skoczek
piece-pawn = Pion
piece-piece = Bierka

## Strony.
side-white = Białe
side-black = Czarne
side-red = Czerwone
side-blue = Niebieskie
side-yellow = Żółte
side-the-opponents = przeciwników

## Warianty.
variant-glinski = Szachy heksagonalne Glińskiego
variant-mccooey = Szachy heksagonalne McCooeya

## /rules.
rules-heading = { $variant } ({ $id }), gra dla { $players } graczy
rules-author = Autor: { $author }
rules-source = Źródło: <{ $source }>

## /piece.
piece-list = Bierki ({ $variant }): { $pieces }. Spróbuj /piece { $id } <bierka>.
piece-heading = { $piece } ({ $letter }), { $variant }: { $about }
piece-caption = { $piece } ({ $side }) na polu { $cell } ({ $variant }): sięga { $cells } { $cells ->
        [one] pola
       *[other] pól
    }

## Listy.
list-and = i
list-or = lub
