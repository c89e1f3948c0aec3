### Hexcourier: /help, and the words around the syntax of usage lines, in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English replies are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `help-board`), the text as it is, and the text you suggest. Commands, options and their
### values (/new, side:black, on|off) stay as they are: they are what people type; what
### stands for a value (<variant>, @opponent) is in the language.

## /help: one line each; lines whose key ends in `-more` are shown indented under the line
## before. $usage: the syntax of /new; $example: a variant's id.
# The syntax of /new ($usage above): its placeholders (<variant>, @opponent, <side>...) in
# the language; commands, options and their values stay.
help-new-usage = /new <variant> @opponent|@engine [level:<1-8>] [side:<side>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<voters> <side>:<voters> window:<2h> min-votes:<n>] [setup:<state text>] [from:<moves>]
help-heading = Hexcourier commands:
help-new = { $usage } — start a game, e.g. /new { $example } @bob side:black, or /new { $example } @engine level:3
help-new-setup-more = setup: and from: go last: setup:<state text> starts from that position (the text runs up to from: or the line's end), and the from: moves are played after it; three-player variants take two opponents, e.g. /new wellisch @bob @carol
help-new-days-more = days:<1-30> gives each move a clock: a reminder at half time, a final warning, then the game is lost on time
help-new-bank-more = days:3+1 is a time bank instead: 3 days to start with, 1 more after each move, never more than the 3 it started with; days:3+1/5 lets it grow to 5 (the cap goes up to 60)
help-move = <move> or /move <move> — in a game's place, e.g. Nd1-f4, f5-f6, e5xf6, f10-f11=Q
help-drop = /drop <piece> <cell> — put a piece from your hand on the board (drop variants), e.g. /drop Wing f4; typed as W*f4 too
help-vote-mode-more = mode:vote makes sides vote on their moves: team:<voters> for your side (default: anyone in the channel), <side>:<voters> for another, against @engine or another team; voters are channel, a role (@&name) or members (@alice,@bob); window:<30m|2h|1d> (default 12h) and min-votes:<n> (default 1), e.g. /new glinski @engine mode:vote team:@alice,@bob,@carol window:2h min-votes:2
help-vote = /vote <move>|draw|resign — in a voting game, your side's vote: one per member, final; the most voted move is played when the window closes (ties: the engine's choice); a draw needs more than half the votes, resigning more than 60%
help-tally = /tally — the votes cast so far in the open window
help-board = /board — the game's position and moves
help-moves = /moves [cell] — legal moves of the piece on a cell, or all, e.g. /moves d1
help-resign = /resign — give up the game
help-draw = /draw [accept|decline] — offer a draw, or answer the one offered
help-takeback = /takeback [accept|decline] — ask to take back your last move (and the reply to it, if any); the other players accept with /takeback; any move cancels the request; against the engine, allowed when hints are
help-abort = /abort — end the game without a result, while fewer than 2 moves are played
help-hint = /hint — the engine's best move, evaluation and line (if the game allows hints)
help-analyse = /analyse (or /eval) — the evaluation and the engine's three best moves
help-review = /review — after the game: the engine's list of inaccuracies, mistakes and blunders
help-challenge-more = a game against people starts when they accept: /new glinski @bob challenges @bob; /new glinski alone offers an open challenge anyone may take
help-accept = /accept [challenge] — accept a challenge (with no argument, the one waiting for you), e.g. /accept g12
help-decline = /decline [challenge] — decline a challenge, or withdraw your own
help-challenges = /challenges on|off — whether others may challenge you
help-games = /games — your games, those waiting on you first, and your challenges
help-notify = /notify dm on|off — also get a direct message when it becomes your turn (games turning to you within a minute share one)
help-variants = /variants — the variants you can play; those marked needs setup: start only from a setup: position
help-gif = /gif — an animated replay of the game of this place, turned for your side
help-web = /web [on|off] — server admins: the server's leaderboards and finished games on the web; /web games on|off — whether its games have pages (on by default)
help-export = /export — the game of this place as a record file (PGN-like: hexcourier replay and /new ... from: read it)
help-leaderboard = /leaderboard [variant] — this server's best players in a variant (rated games: people only, a result after two moves each)
help-profile = /profile [@user] — ratings per variant, games won, drawn and lost, streak, last games
help-rules = /rules <variant> — how a variant is played, e.g. /rules { $example }
help-piece = /piece <variant> <piece> — how a piece moves, e.g. /piece { $example } knight
help-tournament = /tournament new <variant> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<n>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<words>] — run a tournament (server admins); /tournament join, leave, start, standings, pairings [round], withdraw @player, adjudicate g<n> <result>, export
help-premove = /premove <their move> <your reply> ... — conditional moves: when they play that, your reply is played at once (only you see them; /premove lists, /premove clear forgets), e.g. /premove e7-e6 f5-f6
help-moretime = /moretime <time> — give the player to move more time, e.g. /moretime 1d (never beyond the clock's most)
help-vacation = /vacation [on|off] — your vacation: your clocks stop and your games say so (30 days a year; /vacation alone shows what is left; /vacation auto off stops a clock about to run out from starting one)
help-help = /help — this list

## Usage lines (after "Usage:"): their syntax stays; these words around it are put in the
## asker's language. Each is found in the English usage line and replaced.
usage-eg = e.g.
usage-or = or
usage-moretime = more time for the player to move
usage-variants-listed = /variants lists them

## What a setting takes, in refusals ("days: takes …, not 'x'.").
choices-mode = vote (or normal)
choices-on-off = on or off
choices-voters = channel, a role (@&name) or members (@alice,@bob)
choices-window = a length from 1 minute to 30 days, like 30m, 2h or 1d
choices-min-votes = a number of votes from 1 to 1000
choices-days = a number of days per move from 1 to 30
choices-clock = days per move from 1 to 30 (days:3), or a bank: days to start with, days added a move, and the most it holds, by default the days it starts with (days:3+1 holds at most 3 days; days:3+1/5 up to 5, a cap from the start to 60)
choices-hints = off, on, or a number of hints per player

## Usage lines, whole (after "Usage:"): the syntax's keywords stay as typed, the
## placeholders and the words around them in the language. The English is the code's
## own (a test keeps them equal).
usage-line-accept = /accept [challenge], e.g. /accept g12
usage-line-decline = /decline [challenge], e.g. /decline g12
usage-line-drop = /drop <piece> <cell>, e.g. /drop Wing f4 (or /drop W*f4)
usage-line-language = /language [en|pl|hu|de] | /language timezone <Europe/Warsaw>
usage-line-leaderboard = /leaderboard [variant]
usage-line-moretime = /moretime <time>, e.g. /moretime 1d (or 12h, 30m): more time for the player to move
usage-line-move = /move <move>, e.g. /move f5-f6
usage-line-moves = /moves [cell], e.g. /moves d1
usage-line-notation = /notation [letters|figurines|english] | /notation server <letters|figurines|english>
usage-line-notify = /notify dm on|off|daily <08:00>, /notify remind <24h> [<1h> ...]|off, /notify timezone <Europe/Warsaw>
usage-line-premove = /premove <their move> <your reply> [<their move> <your reply> ...], e.g. /premove e7-e6 f5-f6
usage-line-profile = /profile [@user]
usage-line-puzzle = /puzzle [theme:<theme>] [variant:<variant>] | /puzzle move <move> | /puzzle resign | /puzzle stats | /puzzle daily [channel:<channel> at:<08:00> [timezone:<zone>] | off]
usage-line-rules = /rules <variant>
usage-line-rules-listed = /rules <variant> (/variants lists them)
usage-line-tournament = /tournament new <variant> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<1-30>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<words>] | join|leave|start|standings|export [t<n>] | pairings [t<n>] [round] | withdraw @player [t<n>] | adjudicate g<n> <result>
usage-line-vacation = /vacation [on|off] | /vacation auto on|off | /vacation allowance <days>
usage-line-vote = /vote <move>|draw|resign, e.g. /vote f5-f6
usage-line-web = /web [on|off] or /web games on|off
