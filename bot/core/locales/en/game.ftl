### Hexcourier: the texts of playing a game (moves, results, clocks, draws, takebacks,
### hints, votes, challenges), in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English announcements are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `result-wins`), the text as it is, and the text you suggest. Keep every `{ $variable }`;
### game places (#g12), @names, moves (14. Qe1-c3), commands (/vote) and scores (1-0, +1.40)
### stay as they are.

## Results. $headline: one of the result-… reasons; $side: a seat's name (White);
## $result: 1-0, 0-1, 1/2-1/2; $score: 3/4.
result-checkmate = Checkmate
result-stalemate = Stalemate
result-repetition = Repetition
# $n: 50 (moves per player).
result-move-rule = { $n }-move rule
result-resignation = Resignation
result-agreement = Agreement
result-timeout = Timeout
# $royal: the royal piece's name (King).
result-royal-captured = { $royal } captured
result-aborted = Aborted — no result
result-army-captured = Whole army captured
result-no-moves = No legal move
result-insufficient-material = Insufficient material
result-adjudicated = Adjudicated
result-draw = { $headline } — draw { $result }
result-wins = { $headline } — { $side } wins { $result }
result-scores-one = { $headline } — { $side } scores { $score }
# $scores: White 1/2, Black 0, Red 1/2.
result-scores = { $headline } — scores { $scores }
# $places: 1st Red (@alice), 2nd Blue (@carol).
result-places = Places: { $places }.
# Why a move is refused after the end (after "The game is over: ").
result-no-more-moves = no more moves
result-no-legal-move = there is no legal move
# A place in a game of three or more: $kind is the English ordinal category of $n.
ordinal = { $kind ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }

## Counts.
count-votes = { $n ->
        [one] { $n } vote
       *[other] { $n } votes
    }
count-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
count-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }

## The board's caption: "#g1 after 1. b1-b2: Black (@bob) to move".
status-to-move = { $side } ({ $user }) to move
# An aborted game: $user aborted it (/abort).
status-aborted = Aborted by { $user }: no result, and no one is to move.
# $moved: 12... Nf8-e6
board-after = after { $moved }
board-start = start

## Moves.
late-move = Too late: the move clock ran out before this move, so it is not played.
late-action = Too late: the move clock ran out first.
play-eliminated = { $side } ({ $user }) is eliminated.
play-declines-draw = { $user } declines the draw offer by moving.
play-takeback-lapses = The takeback request is cancelled by this move.

## Move clocks. $who: @bob (Black); $left: a duration (2 days 3 hours).
clock-timeout = { $who } ran out of time.
clock-auto-vacation = { $user }'s clock was about to run out, so their vacation starts (they have { $left } left when they are back).
clock-reminder = Reminder: { $who } to move; { $left } left on the clock.
clock-final-warning = Final warning: { $who } to move; { $left } left, then the game is lost on time.
# $days: count-days.
clock-per-move = { $days } per move
clock-bank = a bank of { $days }, { $added } added a move, at most { $most }

## Resigning, draws, takebacks, aborting. $user: @bob; $waiting: @alice and @carol;
## $moves: 12. Qe1-c3 and 12... Nf8-e6.
resign-line = { $user } resigns.
draw-offers = { $user } offers a draw.
draw-offers-ask = { $user } offers a draw. { $waiting }: type /draw to accept, or move to decline.
draw-accepts = { $user } accepts the draw.
draw-accepts-offer = { $user } accepts the draw offer; waiting for { $waiting }.
draw-declines = { $user } declines the draw; the game goes on.
draw-withdraws = { $user } withdraws the draw offer.
engine-declines-draw = { $user } declines the draw: it judges its position better.
# $score: +0.40
engine-declines-draw-score = { $user } declines the draw: it judges its position better ({ $score }).
takeback-asks = { $user } asks to take back { $moves }. { $waiting }: type /takeback to accept, or /takeback decline.
takeback-agrees = { $user } agrees to the takeback; waiting for { $waiting }.
takeback-declines = { $user } declines the takeback; the game goes on.
takeback-withdraws = { $user } withdraws the takeback request.
takeback-engine-agrees = { $user } takes back { $moves } (@engine agrees, as hints are allowed).
takeback-accepts = { $user } accepts the takeback: { $moves } taken back.
abort-by-player = { $user } aborts the game; it has no result.
abort-by-admin = { $user } (server admin) aborts the game; it has no result.

## Hints and analyses. $side: the seat to move; $best: a move; $score: +1.40 or #3.
hint-best = Hint for { $side }: { $best }
hint-line = Line: { $line } (depth { $depth }, { $nodes } nodes)
analysis-head = Analysis, { $side } to move: { $verdict }.
hints-left = Hints left for { $user }: { $left } of { $limit }.
verdict-equal = About equal, { $score }
# $how: one of the eval-… words.
verdict-two = { $side } is { $how }, { $score }
verdict-many = { $side } is { $how } against the others, { $score } for { $side }
eval-winning-mate = winning (forced mate)
eval-lost-mate = lost (forced mate)
eval-winning = winning
eval-clearly-better = clearly better
eval-slightly-better = slightly better
eval-about-equal = about equal
eval-slightly-worse = slightly worse
eval-clearly-worse = clearly worse
eval-losing = losing
# The hint rule of a game: "Hints: 3 hints per player; players only (/hint, /analyse)."
hints-off = Hints: off.
hints-no-limit = on, no limit
hints-per-player = { $n ->
        [one] { $n } hint
       *[other] { $n } hints
    } per player
hints-spectators = spectators may ask too
hints-players-only = players only
hints-rule = Hints: { $many }; { $who } (/hint, /analyse).

## Voting games. $side: the voting side; $tally: "3 votes: Qe1-c3 2, draw 1"; times are
## 2026-11-23 18:00 UTC; $length and $left: durations; $min: count-votes.
voters-team = the team { $names }
voters-role = the role { $name }
voters-channel = anyone in the channel
vote-rules-side = { $side } votes: { $voters }
vote-rules =
    Voting game. { $sides }.
    Windows of { $length }, at least { $min } each; the most voted move is played when a window closes (ties: the engine's choice among them). A draw needs more than half of a window's votes, resigning more than 60%. Without enough votes a window is extended once, then the side forfeits.
window-open = Vote for { $side }'s move ({ $voters }): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at { $closes } ({ $length }); it needs at least { $min }.
# $choice: the move voted, or draw, resign; $so_far: count-votes.
vote-confirm = You vote { $choice } for { $side } ({ $so_far } so far). Votes stay secret until the window closes.
vote-in = A vote is in for { $side } ({ $so_far } so far).
tally-head = Votes for { $side }'s move: { $votes } of at least { $min }; the window closes at { $closes } (in { $left }).
tally-head-extended = Votes for { $side }'s move: { $votes } of at least { $min }; the window closes at { $closes } (in { $left }), extended once.
tally-none = No votes yet.
tally-no-votes = no votes
# In a tally beside the moves: "Qe1-c3 2, draw 1, resign 1".
tally-draw = draw { $n }
tally-resign = resign { $n }
vote-resign = { $side }'s voters resign ({ $tally }).
vote-accept-draw = { $side }'s voters accept the draw ({ $tally }).
vote-offer-draw = { $side }'s voters offer a draw ({ $tally }).
vote-declines-draw = { $side }'s voters decline the draw offer by moving.
vote-short = { $tally }, at least { $min } needed
vote-no-move = { $tally }, none for a move
# $got: vote-short or vote-no-move.
vote-extended = Not enough votes for { $side }'s move ({ $got }): the window is extended once, until { $until }.
vote-forfeit = Still not enough votes for { $side }'s move ({ $got }): { $side } forfeits.
# $played: 12. Qe1-c3
vote-moved = { $played } — { $side }'s vote ({ $tally }).
vote-moved-tied = { $played } — { $side }'s vote ({ $tally }; tied with { $tied }, the engine prefers it).

## A new game. $variant: the variant's name; $players: @alice (White) vs @bob (Black).
new-game-line = New game { $place }: { $variant }, { $players }.
new-game-set-up = Started from the set-up position { $position }
new-game-after = Started after { $moves }: { $list }
new-game-engine = @engine plays at level { $level }: { $about }.
new-game-not-rated = This game is not rated: hints are allowed.
# $terms: clock-per-move or clock-bank; $notice: a duration.
new-game-clock = Clock: { $terms }; reminders at half time and { $notice } before the end, then the game is lost on time.
new-game-how-move = Type moves here, like { $example }; /moves lists the legal ones, /help the commands.
new-game-how-vote = Vote here with /vote <move>, like /vote { $example }; /moves lists the legal ones, /help the commands.
engine-level-1 = Beginner: looks one move ahead and often blunders
engine-level-2 = Novice: one move ahead, occasional blunders
engine-level-3 = Casual: two plies ahead with some randomness
engine-level-4 = Club: three plies ahead, small inaccuracies
engine-level-5 = Strong club: four plies ahead, nearly accurate
engine-level-6 = Expert: five plies ahead, no randomness
engine-level-7 = Master: one second of full search
engine-level-8 = Full strength: two seconds of full search

## Challenges. $by: the challenger; $named: the players named; $id: g12; $until: a time;
## $terms: ", " and challenge-term-… items, or nothing.
challenge-term-hints = hints allowed (not rated)
challenge-term-position = from a given position (not rated)
challenge-term-vote = a side votes on its moves
challenge-open = { $by } offers an open challenge { $id }: { $variant }, { $players }{ $terms }.
challenge-named = { $by } challenges { $named } to { $variant } ({ $id }): { $players }{ $terms }.
challenge-named-open = { $by } challenges { $named } and anyone to { $variant } ({ $id }): { $players }{ $terms }.
challenge-open-how = Anyone may take it with /accept { $id } until { $until }.
challenge-named-how = { $named }: /accept or /decline until { $until }.
challenge-named-open-how = { $named }: /accept or /decline; the open seat goes to whoever sends /accept { $id } first; until { $until }.
challenge-line-mine = { $id } { $variant }: your challenge, waiting for { $waiting } until { $until }
challenge-line-theirs = { $id } { $variant } from { $by }: you would play { $side }; /accept { $id } or /decline { $id } until { $until }
challenge-accepted-waiting = { $user } accepts challenge { $id }; it waits for { $waiting }.
challenge-withdrawn = { $user } withdraws challenge { $id }.
challenge-declined = { $user } declines { $by }'s challenge { $id }.
challenge-lapsed = Challenge { $id } from @{ $by } lapsed: { $waiting } did not accept in time.
challenges-are-off = Challenges are off: nobody can challenge you (open challenges and games against @engine are still yours to start or take). /challenges on allows them again.
challenges-are-on = Challenges are on: others can challenge you, and a game starts only when you accept it. /challenges off refuses them all.
challenges-set-on = Challenges are on: others can challenge you again; a game starts only when you accept it.
challenges-set-off = Challenges are off: every challenge naming you is refused. Challenges already waiting stay until you answer them or they lapse.

## /notify: turn notifications by direct message (private answers). $at: 08:00; $tz: a
## time zone's name (Europe/Warsaw) or UTC; $first: a duration.
notify-dm-on = Turn notifications by DM are on: when it becomes your turn in a game, I send you a direct message with the move just played and a link to the game (games turning to you within a minute share one). If your privacy settings refuse DMs from this server's members, they are switched off again and /games says so.
notify-dm-off = Turn notifications by DM are off: the ping in each game's thread tells you it is your turn.
notify-status-daily = Turn notifications by DM: one digest a day at { $at } ({ $tz }), listing every game waiting for your move. /notify dm on sends one a turn instead, /notify dm off none.
notify-status-on = Turn notifications by DM are on: when it becomes your turn, I send you a direct message (games turning to you within a minute share one). /notify dm off turns them off.
notify-status-off = Turn notifications by DM are off: the ping in each game's thread tells you it is your turn. /notify dm on adds a direct message.
notify-status-zone = Your time zone: { $tz }.
notify-daily = Turn notifications by DM: one digest a day at { $at } ({ $tz }), listing every game waiting for your move, instead of a message a turn; the first in { $first }.
# Added after notify-daily, after a space, when no time zone is set.
notify-daily-zone-tip = /notify timezone Europe/Warsaw (your zone's name) makes it your local time.
notify-remind-off = No reminders by DM; each game's thread still reminds you at half time and near the end.
# $list: durations, "1 day and 1 hour".
notify-remind = Reminders by DM: { $list } before a clock runs out on your move (/notify remind off stops them).
# $zone: the name typed.
notify-unknown-zone = I do not know the time zone { $zone }: give its name as in the time zone database, like Europe/Warsaw, Europe/Budapest or America/New_York.
notify-zone-daily = Your time zone is { $tz }: your daily digest comes at { $at } there.
notify-zone = Your time zone is { $tz }.

## /web: what a server shows on the web. $base: https://hex.example.org; $slug: the
## server's name in addresses.
web-admins-only = Only a server admin can change what the server shows on the web.
web-server-on = Server pages are on: the leaderboard at { $base }/s/{ $slug }/leaderboard, finished games at { $base }/s/{ $slug }/games.
web-server-on-no-address = Server pages are on, at /s/{ $slug }/leaderboard and /s/{ $slug }/games (the bot's web address, web.public_url, is not set).
web-server-off = Server pages are off (/web on shows the leaderboards and finished games on the web).
web-games-on = Game pages are on: each game's page is linked in its place (/web games off hides them).
web-games-off = Game pages are off (/web games on brings them back).

## /review: a finished game's mistakes. $n: positions searched; $loss: pawns, 0.35.
review-head = Review ({ $n } positions searched by the engine):
review-side = { $side }: { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }; average loss { $loss } a move.
review-clean = No move lost half a pawn or more: a clean game.
# $side: the first seat's name (White).
review-key-moments = Key moments (scores for { $side }):
# After a key moment's scores: "; better Qe1-c3".
review-better = ; better { $best }

## The buttons under a standing question (Discord). $game: g12.
question-draw = Answer the draw offer:
question-takeback = Answer the takeback request:
question-challenge = Answer challenge { $game }:
button-accept = Accept
button-decline = Decline

## /hex new on Discord: options that cannot be. $name: a member's name.
new-opponent-bot = { $name } is a bot; challenge a member, or leave the opponent out and pick a level to play the engine.
new-third-bot = { $name } is a bot; name a member as the third player.
new-clock-both = Give days_per_move or time_bank, not both.

## Notes beside moves in the move picker. $piece: a piece's name; $cell, $to: cells (f5).
pick-promotes = promotes to { $piece }
pick-castles = castles
pick-en-passant = en passant
pick-drags = then drags the piece on { $cell } off
pick-relocates = moves what stands on { $cell } to { $to }

## Discord: a game played in its channel, as no thread could be opened. $why:
## discord-refused or discord-error-code.
discord-no-thread = Hexcourier could not open a thread for { $place } here ({ $why }), so the game is played in this channel.
discord-refused = refused
discord-error-code = Discord error { $code }

## The voters of a side, where a player's name would be: "voters (White) vs @engine (Black)".
user-voters = voters

## In a game's place. $url: the game's web page; $error: why a picture failed; $caption: the
## board's caption.
game-page = Game page: { $url }
picture-failed = (The picture could not be drawn: { $error }.) { $caption }
replay-failed = (The replay could not be drawn: { $error }.)
