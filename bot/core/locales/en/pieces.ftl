### Hexcourier: what each piece does (the description /piece shows), and the names of fairy
### pieces that some language has a name of its own for, in English.
### English is the reference, and its descriptions are the `about` texts of data/pieces.toml
### word for word (a test compares them): change a description there first, then here, then in
### pl, hu and de. Keys: `piece-about-<piece id>` (the piece's table in data/pieces.toml) and
### `piece-<English name in lower case>` (a name), and `piece-letter-<piece id>` (the letter
### moves show to readers of the language; records keep the standard letters); a fairy piece
### no language names keeps its English name and has no name key here.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `piece-about-knight`), the text as it is, and the text you suggest.

## Names of fairy pieces, by their English name (`piece-<name in lower case>`).
piece-sailor = Sailor
piece-missionary = Missionary
piece-hippo = Hippo
piece-pegasus = Pegasus
piece-hydra = Hydra
piece-unicorn = Unicorn
piece-fool = Fool
piece-general = General
piece-grandduke = Grandduke
piece-duchess = Duchess
piece-countess = Countess
piece-vicereine = Vicereine
piece-viceroy = Viceroy
piece-horn = Horn
piece-engineer = Engineer

## What each piece does, by piece id (`piece-about-<id>`): data/pieces.toml's `about`.
piece-about-king = One step in any of the 12 directions (6 orthogonal, 6 diagonal). Royal.
piece-about-queen = Slides any distance along the 12 directions.
piece-about-rook = Slides any distance along the 6 orthogonals.
piece-about-bishop = Slides any distance along the 6 diagonals; stays on one colour.
piece-about-knight = Leaps to the 12 nearest cells a Queen cannot reach (two orthogonal steps, then one turned 60 degrees).
piece-about-pawn-glinski = Moves one step straight forward; from any own pawn start cell it may step two. Captures one step along the two forward orthogonals at 60 degrees; captures en passant.
piece-about-pawn-mccooey = Moves one step straight forward; from a pawn start cell (not the centre pawn's) it may step two. Captures one step along the two forward diagonals; captures en passant.
piece-about-sailor = Rook plus one diagonal step (Rook + King).
piece-about-missionary = Bishop plus one orthogonal step (Bishop + King).
piece-about-thunderbird = Leaps two orthogonal steps (unblockable) or steps one diagonal.
piece-about-hippo = Thunderbird plus King: leaps two orthogonal steps, or steps one cell in any direction.
piece-about-pegasus = Leaps three orthogonal steps (unblockable) or as a Knight.
piece-about-hydra = Pegasus plus King.
piece-about-unicorn-pacey = Bishop plus Nightrider: repeats one Knight leap in a straight line while the landing cells are empty (Pacey's Unicorn).
piece-about-fool = One step in any of the 12 directions, like a King, but not royal: it may be captured and plays no part in check.
piece-about-pawn-fools = Moves one step along any of the three forward orthogonals, or two steps along one of them (at any time) when it does not finish in the enemy half. Captures one step along the two forward diagonals; captures en passant.
piece-about-king-wellisch = One step along the 6 orthogonals only. Royal.
piece-about-queen-wellisch = Slides along the 6 orthogonals, or steps one diagonal (Rook + Wellisch Knight).
piece-about-knight-wellisch = One step along the 6 diagonals, to the nearest cell of its own colour.
piece-about-pawn-wellisch = Moves and captures one step along either forward orthogonal; no double step.
piece-about-general = One step along any orthogonal. Royal: must be kept out of check.
piece-about-grandduke = One step in any of the 12 directions. Royal: must be kept out of check.
piece-about-vicereine = Slides along any orthogonal, or steps one diagonal. Returns from capture as a Virago.
piece-about-virago = Forward-only Vicereine: slides along the two forward orthogonals or steps one straight-forward diagonal. Promotes to Vicereine where it has no further move.
piece-about-duchess = Slides along all 12 directions (the Queen of Glinski and McCooey). Returns from capture as a Countess.
piece-about-countess = Forward-only Duchess: slides straight forward or along the two forward diagonals. Promotes to Duchess where it has no further move.
piece-about-wing = Forward-only Rook: slides along the forward orthogonals (straight forward in Glinski orientation, the two forward orthogonals in Wellisch orientation). Promotes to Rook where it has no further move.
piece-about-viceroy = One step along any diagonal. Returns from capture as a Saltire.
piece-about-saltire = Forward-only Viceroy: one step along the straight-forward diagonal. Promotes to Viceroy where it has no further move.
piece-about-unicorn-gilman = Slides along the 6 diagonals (Gilman's Unicorn: the Bishop of Glinski and McCooey). Returns from capture as a Horn.
piece-about-horn = Forward-only Unicorn: slides along the two forward diagonals. Promotes to Unicorn where it has no further move.
piece-about-sennight = Leaps to the 12 root-7 cells (the Knight of Glinski and McCooey). Returns from capture as a Senhelm.
piece-about-senhelm = Forward-only Sennight: only the two most forward root-7 leaps (two forward, one to the side). Promotes to Sennight where it has no further move.
piece-about-point = Moves and captures one step along either forward orthogonal. Promotes to Wazir where it has no further move.
piece-about-migrant = Glinski's pawn: moves one step straight forward (two from an own pawn start cell, or from anywhere in its camp if dropped there and not moved since); captures one step along the two half-forward orthogonals, also en passant. Promotes to Wazir where it has no further non-capturing move.
piece-about-broker = McCooey's pawn: moves one step straight forward (two from an own pawn start cell, or from anywhere in its camp if dropped there and not moved since); captures one step along the two forward diagonals, also en passant. Promotes to Waiter where it has no further non-capturing move.
piece-about-wazir = One step along any orthogonal (not royal). Returns from capture as the pawn type.
piece-about-waiter = Moves one step along any orthogonal; captures one step along any diagonal. Returns from capture as a Broker.
piece-about-cohen = Moves like a Duchess but turns 60 degrees at every cell it passes, always the same way within one move (at most 5 steps).
piece-about-finch = Moves like a Rook but turns 60 degrees at every cell it passes, always the same way within one move (at most 5 steps).
piece-about-rabbi = Moves like a Unicorn but turns 60 degrees at every cell it passes, always the same way within one move (at most 5 steps; stays on one colour).
piece-about-besieger = Slides any distance along the 6 diagonals, or steps one cell along any orthogonal (promoted Unicorn).
piece-about-brassgeneral = Steps one cell along any orthogonal or the straight-forward diagonal (Gold general).
piece-about-brassgeneral-from-point = A promoted Point: moves like a Brassgeneral; captured, it returns to hand as a Point.
piece-about-brassgeneral-from-azure = A promoted Azuregeneral: moves like a Brassgeneral; captured, it returns to hand as an Azuregeneral.
piece-about-brassgeneral-from-wing = A promoted Wing: moves like a Brassgeneral; captured, it returns to hand as a Wing.
piece-about-azuregeneral = Steps one cell along any diagonal or either forward orthogonal (Silver general).
piece-about-rookranker = Slides any distance along the four orthogonals that leave its rank (not sideways).
piece-about-wazirranker = Steps one cell along the four orthogonals that leave its rank (not sideways).
piece-about-dexter = Steps one cell along the three orthogonals on its owner's right, or sideways to the left.
piece-about-sinister = Steps one cell along the three orthogonals on its owner's left, or sideways to the right.
piece-about-supersaltire = Steps one cell along the straight-forward diagonal or the two forward-sideways diagonals.
piece-about-wazirranker-from-point = A promoted Point: moves like a Wazirranker; captured, it returns to hand as a Point.
piece-about-wazirranker-from-wing = A promoted Wing: moves like a Wazirranker; captured, it returns to hand as a Wing.
piece-about-wazirranker-from-supersaltire = A promoted Supersaltire: moves like a Wazirranker; captured, it returns to hand as a Supersaltire.
piece-about-twice-pawn = Steps along either forward orthogonal to an empty cell, or jumps an adjacent enemy that way to the empty cell beyond, capturing it; jumps chain.
piece-about-twice-pawned-wazir = The promoted twice-pawn (a draughts king): steps or jumps like it, along all six orthogonals.
piece-about-queen-hole = Slides along the 12 directions; then (or instead) may drag an enemy piece along one of them through exactly one hole.
piece-about-rook-hole = Slides along the 6 orthogonals; then (or instead) may drag an enemy piece along one of them through exactly one hole.
piece-about-ps-bishop = Promoted Shogi Bishop: slides along the 6 diagonals or steps one cell in any direction (Bishop + King); then (or instead) may drag an enemy piece along a diagonal through exactly one hole.
piece-about-engineer = Steps like a King, or instead moves the first hole or barrier on one of its 12 lines to any vacant cell.
piece-about-teleporter = Steps like a King, or instead moves the first enemy piece on one of its 12 lines to any vacant cell (a pawn never onto its promotion cells).
piece-about-pawn-hole = Moves one step straight forward, never two; captures one step along the two forward orthogonals at 60 degrees; no en passant.

## Piece letters in move notation (`piece-letter-<piece id>`), as players of each language
## write them (`/notation letters`, the default). English is the reference: the letters of
## data/pieces.toml (a test compares them). Every language lists every key, repeating the
## standard letter where it keeps it; within one variant no two pieces may share a letter
## (a test checks every variant and language).
piece-letter-bishop = B
piece-letter-brassgeneral = B
piece-letter-brassgeneral-from-point = T
piece-letter-brassgeneral-from-wing = G
piece-letter-duchess = Q
piece-letter-engineer = E
piece-letter-finch = F
piece-letter-fool = F
piece-letter-hippo = H
piece-letter-horn = H
piece-letter-knight = N
piece-letter-knight-wellisch = N
piece-letter-missionary = M
piece-letter-ps-bishop = B
piece-letter-queen = Q
piece-letter-queen-hole = Q
piece-letter-queen-wellisch = Q
piece-letter-rook = R
piece-letter-rook-hole = R
piece-letter-sailor = S
piece-letter-saltire = T
piece-letter-senhelm = S
piece-letter-sennight = N
piece-letter-teleporter = T
piece-letter-thunderbird = T
piece-letter-unicorn-gilman = U
piece-letter-vicereine = V
piece-letter-wazirranker = T
piece-letter-wing = W
