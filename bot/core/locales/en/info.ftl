### Hexcourier: /board, /moves, /games, /variants and /rules, in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English replies are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `info-no-moves`), the text as it is, and the text you suggest. Game places (#g12),
### @names, moves and commands stay as they are.

## /board
info-no-moves = No moves yet.
info-moves = Moves: { $moves }
info-setup-start = Set-up start: { $start }
info-draw-offered = Draw offered by { $users }.
# $closes: a time in UTC; $votes: how many were cast.
info-vote-open = Vote open until { $closes }: { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    } so far (/tally, /vote <move>).
# $terms: the clock's terms (3 days per move); $left: a duration.
info-clock = Clock: { $terms }; { $left } left for this move.

## /moves: $side is a side's name, $piece a piece's, $cell a cell (d1).
info-legal-moves = { $side } to move has { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }: { $moves }
info-piece-no-moves = The { $piece } on { $cell } has no legal moves.
info-piece-moves = The { $piece } on { $cell } has { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }: { $moves }

## /games
info-tournaments = Tournaments:
info-challenges = Challenges:
info-your-games = Your games:
info-on-vacation = { $user } (on vacation)
# $result: how the game ended.
info-state-over = over: { $result }
info-state-voted = { $side } votes; you voted
info-state-your-vote = your vote ({ $side })
info-state-your-move = your move ({ $side })
info-state-to-move = { $user } to move
# Added after the state: $left is a duration.
info-state-left = , { $left } left
info-state-left-stopped = , { $left } left, clock stopped
# $where: the game's place; $variant: its name; $opponents: the others; $state: info-state-….
info-game-line = { $where } { $variant } vs { $opponents } — { $state }
info-older-finished = …and { $count ->
        [one] { $count } older finished game
       *[other] { $count } older finished games
    }.
info-no-games = You have no games. Start one with /new { $example } @opponent.

## How delivery of announcements stands (/games, server admins).
info-delivery-unreadable = Delivery: the store cannot be read just now.
info-delivery-nothing-owed = nothing owed
info-delivery-owed = { $count ->
        [one] { $count } announcement
       *[other] { $count } announcements
    } owed, the oldest { $age } old
info-delivery-none-dropped = none dropped
info-delivery-dropped = { $count } dropped (see the log)
info-delivery-here = Delivery here: { $owed }; { $dropped }.
info-delivery-all = Delivery: { $owed }; { $dropped }.

## /variants
info-variants = Variants ({ $count }):
info-variant = { $id } — { $name } ({ $players } players)
info-variant-needs-setup = { $id } — { $name } ({ $players } players; needs setup:)
info-variants-setup-note = Those marked 'needs setup:' have no start position: start them from your own with /new <variant> @opponent setup:<state text> (/rules <variant> says why).
info-variants-start = Start one with /new <variant> @opponent; /rules <variant> explains it.

## /rules of a variant without a start position. $reason: why (from the variant's file);
## $id: the variant; $opponents: example opponents; $letters: rules-letters-…;
## $players: each player's letter and name.
rules-no-start = This variant has no start position. { $reason }
    Start a game from a position of your own: /new { $id } { $opponents } setup:<state text>. The state text lists the ranks from the top, separated by /, each cell by file (a digit counts empty cells, a piece is its letter{ $letters }), then the player to move ({ $players }); pieces in hand follow the ranks in brackets.
rules-letters-many = , after its player's letter
rules-letters-two = , upper case for the first player

## /piece, when the picture fails: $why is the error.
piece-no-picture = (The picture could not be drawn: { $why }.)

## /leaderboard and /profile. $rating and $deviation are whole numbers.
ranking-none = No rated { $variant } games on this server yet. Games between people that end with a result after two moves each are rated.
ranking-heading = Leaderboard: { $variant }
# $provisional: a comma and rating-provisional, or nothing.
ranking-line = { $place }. { $user } { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    }{ $provisional })
rating-provisional = provisional
profile-none = { $user } has no rated games on this server yet.
profile-heading = { $user }'s ratings
# $provisional: rating-provisional in brackets after a space, or nothing; $streak: streak-….
profile-line = { $variant }: { $rating } ±{ $deviation }{ $provisional } — { $won } won, { $drawn } drawn, { $lost } lost; streak: { $streak }
streak-none = -
streak-won = won { $n } in a row
streak-lost = lost { $n } in a row
profile-last-games = Last games:
# $result: profile-result-….
profile-game = { $game } ({ $place }): { $result } against { $opponents }
# On the asker's own profile, once they tried a puzzle. $here: their puzzle rating on this server; $overall: everywhere.
profile-puzzles = Puzzles: rating { $here } here, { $overall } overall; { $solved } of { $attempts } solved; streak { $streak } (best { $best }).
# $puzzles: a list of profile-puzzle-solved and profile-puzzle-failed, the latest first.
profile-puzzles-recent = Last puzzles: { $puzzles }
profile-puzzle-solved = ✓ { $id }
profile-puzzle-failed = ✗ { $id }
profile-result-won = won
profile-result-drew = drew
profile-result-lost = lost
# Three-player games: a place of $players.
profile-result-place = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } of { $players }
