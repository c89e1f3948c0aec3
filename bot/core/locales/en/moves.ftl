### Hexcourier: why a typed move is refused (it cannot be read, it is illegal, it could be
### more than one move), in English. English is the reference: every key here must exist in
### pl, hu and de, and says exactly what the engine says. Move texts, cells and piece letters
### stay as typed or standard; piece names come from reference.ftl.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `move-reason-blocked`), the text as it is and as you propose it.

# $text: the move as typed. Each is made a sentence when shown (capital, full stop).
move-illegal = illegal move { $text }: { $reason }
# $candidates: the moves it could be, "a, b or c".
move-ambiguous = '{ $text }' is ambiguous: it could be { $candidates }
move-unreadable = cannot read '{ $text }' as a move: { $why }

## Why a move is illegal. $piece: a piece's name, lower case; $cell, $to, $target: cells.
move-reason-no-piece-there = there is no piece on { $cell }
move-reason-not-your-piece = the piece on { $cell } is not yours
move-reason-no-such-piece = you have no { $piece } that can make that move
move-reason-no-piece-with-letter = you have no piece with letter { $letter } that can make that move
move-reason-not-that-piece-on = you have no { $piece } on { $cell } that can make that move
move-reason-cannot-move-there = a { $piece } cannot move to { $to } from there
move-reason-blocked = the { $piece }'s path to { $to } is blocked
move-reason-own-piece = { $cell } holds one of your own pieces
move-reason-only-to-capture = a { $piece } moves there only to capture
move-reason-cannot-capture = a { $piece } cannot capture that way
move-reason-leaves-in-check = that would leave your { $piece } in check
# $choices: "Queen (Q), Rook (R)".
move-reason-promotion-required = say what to promote to: { $choices }
# $piece: the letter typed.
move-reason-bad-promotion = cannot promote to { $piece } here
move-reason-not-in-hand = you have no { $piece } in hand
move-reason-occupied = { $cell } is not empty
move-reason-no-move-from = a { $piece } may not be dropped on { $cell }: it could never move from there
move-reason-no-such-cell = { $cell } is not a cell of this board
move-reason-capture-compulsory = capturing is compulsory, and you can capture
move-reason-no-drag = no piece of yours can drag { $cell } that way (a drag needs the right number of holes, and nothing else, between the dragging piece and its victim)
move-reason-no-relocation = none of your pieces can move what stands on { $target } to { $to } (it must be the first object on one of the relocating piece's lines, and { $to } must be vacant)
move-reason-not-legal = it is not a legal move in this position
move-reason-game-over = the game is over

## Why move text cannot be read.
move-why-empty = it is empty
move-why-too-long = it is too long for a move
move-why-characters = only letters, digits and - x = * @ : > are used in moves
move-why-drag-victim = after > comes the cell of the piece dragged, like >g8
move-why-drag = a drag is a move then > and a cell, like Qd1-d5>g8
move-why-relocation = a relocation is the piece, :, and the object's cell - its new cell, like Ed1:h5-f6
move-why-drop = a drop is a piece letter, * or @, and a cell, like N*f4
move-why-drop-letter = a drop starts with a piece letter
move-why-drop-cell = a drop needs a destination cell
move-why-promotion-letter = name one piece letter to promote to, like =Q
move-why-no-destination = no destination
move-why-expected = expected something like f5-f6, Nf4, exf6 or f10-f11=Q
move-why-no-reading = no reading fits
