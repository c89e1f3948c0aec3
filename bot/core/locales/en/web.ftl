### Hexcourier: the web pages (game pages, a server's leaderboards, finished games and
### tournaments, link previews, the index and error pages), in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones).
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `web-to-move`), the text as it is, and the text you suggest. Keep every `{ $variable }`;
### moves (14. Qe1-c3), scores (1-0) and dates (2026-11-25 20:00 UTC) stay as they are.

## Every page.
web-index-title = Hexcourier
web-index-text = Hexagonal chess by correspondence. Game pages are linked from the games' threads.
web-languages = Languages:
web-not-found-title = Not found
web-not-found-text = There is no page here. Game pages are reachable only by the link the bot posts.
web-slow-down-title = Slow down
web-slow-down-text = Too many requests from your address; try again in a minute.
web-unavailable-title = Unavailable
web-unavailable-page = The page could not be made; try again.
web-unavailable-game = The game could not be read; try again.
web-unavailable-server = The server's pages could not be read; try again.
web-unavailable-games = The server's games could not be read; try again.
web-unavailable-tournament = The tournament could not be read; try again.
web-unavailable-live-server = Too many live pages are open on this server; try again later.
web-unavailable-live-game = Too many live pages are open on this game; try again later.
web-unavailable-live-address = Too many live pages are open from your address; close some and try again.
web-replay-too-long = The replay could not be drawn: the game is longer than { $max } moves.
web-replay-failed = The replay could not be drawn; try again later.
web-replay-busy = Too many replays are being drawn right now; try again in a minute.
# Between players' names: alice vs bob.
web-versus = vs

## A game's page. $side: a seat's name (White); $user: a player's name.
web-to-move = { $side } ({ $user }) to move
web-side-to-move = { $side } to move
web-aborted = Aborted.
# $days: days per move; $when: a date and time (2026-11-25 20:00 UTC).
web-clock = Clock: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move.
web-clock-due = Clock: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move; this move is due by { $when }.
web-clock-overdue = Clock: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move; this move was due by { $when } (overdue).
# $left: the time left on a clock a vacation stopped (2 days 23 hours).
web-clock-stopped = Clock: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move; stopped by a vacation, { $left } left for this move.
# The slider's name for screen readers.
web-position = Position
web-keys = ← → step, Home and End jump
web-position-after = Position after { $ply } of { $total ->
        [one] { $total } move
       *[other] { $total } moves
    }.
web-start = Start
web-latest = Latest
web-moves = Moves
web-no-moves = No moves yet.
web-record = Download the record
web-replay = Animated replay
# Under the board while stepping through: the start, or after a move ($moved: 12... Nf8-e6).
web-start-position = Start position
web-after = After { $moved }
web-move-number = move { $n }

## Link previews (Open Graph) and their picture.
web-preview-to-move = { $side } ({ $user }) to move, after { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }.
# $status: the result in words (Checkmate — White wins 1-0).
web-preview-over = { $status } after { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }.
web-card-to-move = { $user } to move
web-card-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }

## A server's pages. $variant: a variant's name.
web-leaderboard-title = Leaderboard: { $variant }
web-leaderboard = Leaderboard
web-no-rated-games = No rated games in this variant yet.
web-player = Player
# A player whose server never showed their name (pages never show ids). $n: their seat,
# place or start number.
web-unnamed-player = Player { $n }
web-rating = Rating
web-games = Games
web-provisional = ? provisional rating.
web-finished-games = Finished games
web-no-finished-games = No finished games yet.
web-ended = Ended
web-variant = Variant
web-players = Players
web-result = Result
web-tournaments = Tournaments:

## A tournament's page.
web-round = Round { $n }
web-playing = playing

## A puzzle's page: played by clicks, nothing stored. $side: a side's name (White); $rating: whole points.
web-puzzle-title = Puzzle { $id }
web-puzzle-daily-title = Puzzle of the day, { $date }
web-puzzle-about = { $variant }, rated { $rating }.
web-puzzle-to-move = { $side } to move: find the best line.
web-puzzle-how = Click a piece, then the cell it goes to. Nothing is stored: try as often as you like.
web-puzzle-how-drop = To drop a piece from your hand, click it below the board, then its cell.
web-puzzle-how-third = A move that drags a piece off through a hole, or moves a hole, a barrier or a piece elsewhere, takes a third click: the piece dragged, or the cell it goes to. To move without dragging, click the destination again.
web-puzzle-how-ways = Where captures can go more than one way to the same cell, click each cell the piece lands on, in order.
web-puzzle-promote = Promote to:
web-puzzle-promote-or-not = Promote to (or click the cell again to keep the piece as it is):
# After a right move. $reply: the other side's answer, in the page's notation.
web-puzzle-right = Right! { $side } replies { $reply }: your move.
web-puzzle-solved = Right! Solved.
web-puzzle-wrong = Not the move: the solution goes another way.
web-puzzle-shown = Here is the solution.
web-puzzle-give-up = Show the solution
web-puzzle-again = Try again
web-puzzle-solution = The solution
web-puzzle-preview = { $side } to move. Rated { $rating }: can you find the line?
web-card-puzzle-to-move = { $side } to move
web-card-rated = Rated { $rating }
