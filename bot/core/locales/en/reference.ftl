### Hexcourier: names of pieces, sides and variants, and the headings of /rules and /piece,
### in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones). A language may leave out a variant's name (`variant-<id>`): the name from
### the variant's data file is shown then. Piece letters and move notation stay standard.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `piece-knight`), the text as it is, and the text you suggest, ideally with where your
### community uses that name.

## Pieces, by their English name in data/pieces.toml (`piece-<name in lower case>`).
piece-king = King
piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight
piece-pawn = Pawn
piece-piece = Piece

## Sides, by their English name in the variant files (`side-<name in lower case>`).
side-white = White
side-black = Black
side-red = Red
side-blue = Blue
side-yellow = Yellow
# The other side(s) of a voting game, as in "the voters of the opponents".
side-the-opponents = the opponents

## Variants, by id (`variant-<id>`): the names in the variants' data files.
variant-glinski = Glinski's Hexagonal Chess
variant-mccooey = McCooey's Hexagonal Chess

## /rules: the first line, and the lines after the rules.
rules-heading = { $variant } ({ $id }), { $players } players
rules-author = Author: { $author }
rules-source = Source: <{ $source }>

## /piece.
# A variant's pieces, when no piece is named; $pieces: "King (K), Queen (Q), …".
piece-list = { $variant } pieces: { $pieces }. Try /piece { $id } <piece>.
# The heading above a piece's moves: $about is the piece's description (pieces.ftl,
# `piece-about-<id>`).
piece-heading = { $piece } ({ $letter }) in { $variant }: { $about }
# The picture's description.
piece-caption = { $side } { $piece } on { $cell } ({ $variant }): it reaches { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    }

## Lists: "a, b and c", "a, b or c".
list-and = and
list-or = or
