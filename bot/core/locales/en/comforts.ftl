### Hexcourier: the comforts of correspondence play, in English: /vacation, /premove
### (conditional moves) and /moretime.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English replies are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `vacation-ended`), the text as it is, and the text you suggest. Durations ($left) come
### already in words; commands and moves stay as they are.

## /vacation, answered to the asker.
vacation-auto-off-note = Automatic vacations are off (/vacation auto on).
vacation-auto-on-note = When a clock of yours is about to run out, your vacation starts by itself (/vacation auto off turns that off).
# $since: a time in UTC; $left: a duration; $auto: vacation-auto-….
vacation-status-on = You are on vacation since { $since }: your clocks are stopped. { $left } left this year. /vacation off ends it. { $auto }
vacation-status-off = You are not on vacation; { $left } of vacation left this year (of { $allowance }). /vacation on starts one. { $auto }
# While on vacation, asked in a server whose allowance it has used up.
vacation-status-used-up = You are on vacation since { $since }, but your vacation allowance in this server is used up: your clocks here run again. /vacation off ends it. { $auto }
vacation-started = Your vacation starts: your clocks stop on your turns, your games say so, and challenges to you wait. { $left } of vacation left this year; /vacation off ends it.
vacation-ended = Welcome back: your clocks run again.
vacation-auto-on = Automatic vacations are on: a clock about to run out starts your vacation, while you have days left.
vacation-auto-off = Automatic vacations are off: a clock that runs out loses the game.
vacation-allowance-admin-only = Only a server admin can set the server's vacation allowance.
vacation-allowance-too-long = An allowance is at most 366 days a year.
vacation-allowance-set = Members of this server have { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of vacation a year.
vacation-already = You are on vacation already; /vacation off ends it.
vacation-none-left = You have no vacation left this year.
vacation-not-on = You are not on vacation.
## Announced in each game of the player (the server's language).
vacation-game-away = { $user } is on vacation: their clock stops on their turns until they are back.
vacation-game-back = { $user } is back from vacation: their clock runs again.
# The player's allowance in the game's server is used up (they may still be away elsewhere).
vacation-game-used-up = { $user } has used up their vacation allowance in this server: their clock runs again.
# In a tournament that allows vacations: $most is the tournament's days per move.
vacation-game-turn-most = { $user } has been away for { $most } on this move, the most this tournament allows: their clock runs again.

## /premove, answered to the asker.
premove-cleared = Your conditional moves in this game are cleared.
premove-voting-game = Voting games have no conditional moves: each move is voted.
premove-your-move = It is your move now: play it; conditional moves answer the moves to come.
premove-too-many = You have { $max } conditional lines in this game, the most; /premove clear forgets them.
premove-too-long = A conditional line gives at most { $max } moves.
# $n: the move's number in the line; $move: as typed; $why: why it does not play.
premove-does-not-play = Move { $n } of the line ({ $move }) does not play: { $why }.
premove-ends-before = Move { $n } of the line ends the game before it.
premove-ends-at = The line ends the game at move { $n }; give no moves after it.
premove-ends-with-theirs = A conditional line ends with your own reply (the moves after it are not needed).
premove-none = You have no conditional moves in this game. /premove <their move> <your reply> sets one, e.g. /premove e7-e6 f5-f6.
# Said in the game's thread when a conditional move is played: "15. f6-f7 (conditional move of @bob)".
premove-played = { $played } (conditional move of { $user })
# $game: the game's place (#g12), then a line per conditional line.
premove-list = Your conditional moves in { $game } (only you see them):

## /moretime: the announcement in the game (the server's language), then refusals.
moretime-given = { $user } gave { $to } { $given } more for this move: { $left } left.
moretime-your-move = It is your move: /moretime gives time to the player to move.
moretime-engine = The engine has no clock to give time to.
moretime-no-clock = This game has no clock: there is no time to give.
moretime-at-most = { $to } already has { $left } for this move, the most this clock allows.
moretime-tournament = { $id } does not allow /moretime in its games: its organiser can allow it when making a tournament (moretime:on).
