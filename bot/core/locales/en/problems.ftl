### Hexcourier: refusals (why a message could not be acted on), in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and `Problem`'s English replies are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `problem-not-your-turn`), the text as it is, and the text you suggest. Keep every
### `{ $variable }`; command names (/new, /board) and move notation stay as they are.

problem-too-long = That message is too long ({ $chars } characters; the limit is { $limit }).
problem-command-missing = Type a command name after the /, e.g. /help.
problem-unknown-command = Unknown command /{ $given }. /help lists the commands.
problem-unknown-command-suggestion = Unknown command /{ $given }. Did you mean /{ $suggestion }? /help lists the commands.
problem-usage = Usage: { $usage }
problem-unexpected-word = I don't understand '{ $word }' here. Usage: { $usage }
problem-unknown-variant = Unknown variant '{ $given }'. /variants lists them all.
problem-unknown-variant-suggestions = Unknown variant '{ $given }'. Did you mean { $suggestions }? /variants lists them all.
problem-unknown-side = Unknown side '{ $given }': choose { $sides }.
# $want: opponents to name; $examples: example opponents (@bob @carol).
problem-player-count-none = Name your { $want ->
        [one] opponent
       *[other] opponents
    }: { $variant } is for { $players } players, e.g. { $examples }.
problem-player-count = { $variant } is for { $players } players: name { $want } { $want ->
        [one] opponent
       *[other] opponents
    }, not { $named }.
problem-not-a-user = '{ $given }' is not a player; name one user, like @bob.
problem-self-challenge = You cannot play against yourself; name another user.
problem-duplicate-player = { $user } is named twice.
problem-bad-level = The engine's level is a number from 1 (beginner) to 8 (full strength), not '{ $given }'.
problem-bad-setting = { $setting }: takes { $choices }, not '{ $given }'.
# /notify remind: $given times were typed, $max is the most a player may set.
problem-too-many-reminders = At most { $max } reminder times: you gave { $given }. For example /notify remind 24h 1h.
problem-bad-reminder-time = '{ $given }' is not a reminder time: give a time from 1 minute to 30 days, like 24h, 90m or 2d.
problem-level-without-engine = level: sets the engine's strength: name @engine as an opponent to use it.
problem-engine-cannot-type = @engine is the computer opponent; only Hexcourier plays for it.
problem-hints-off = Hints are off in this game (the game's creator chose so when starting it).
problem-spectator-hints-off = Only the players may ask for hints while this game runs.
problem-review-before-end = The review comes when the game is over (use /hint or /analyse while it runs, if hints are on).
problem-review-two-players-only = Reviews are made for two-player games only.
problem-hints-used = You have used your { $limit } { $limit ->
        [one] hint
       *[other] hints
    } for this game (hints and analyses count alike).
problem-game-changed = The game changed while the engine was thinking; it thinks again.
problem-new-in-game = Start new games from the lobby, not inside a game's place.
# $error: the engine's reason (in English for now).
problem-bad-from-list = Move { $index } of the from: list does not play: { $error }
problem-from-list-ends = That move list already ends the game ({ $result }); paste fewer moves.
problem-bad-setup = That setup is not a { $variant } position: { $error }
# $reason: why the variant has no start position, from its data file.
problem-setup-required = { $variant } has no start position. { $reason }
    Start it from a position of your own: /new { $id } { $opponents } setup:<state text> (/rules { $id } says how to write one).
problem-setup-ends = That setup is already over ({ $result }); give a position with moves left.
# What needs a game's place: problem-what-works for a command, problem-what-moves for moves.
problem-what-works = { $command } works
problem-what-moves = Moves go
problem-not-in-game-none = { $what } in a game's place, and you have no game running. Start one with /new.
problem-not-in-game = { $what } in a game's place: { $places }.
problem-not-a-player = You are not playing in this game.
problem-eliminated = You have been eliminated from this game; the others play on.
problem-not-your-turn = It is { $user }'s turn.
problem-game-over = This game is over: { $result }.
# $error: the move's problem, in the engine's words (in English for now).
problem-bad-move = { $error }
problem-unknown-cell = '{ $cell }' is not a cell of this board.
problem-no-piece-on = There is no piece on { $cell }.
problem-not-to-move = The piece on { $cell } is { $owner }'s, and it is { $turn }'s turn.
problem-unknown-piece = { $variant } has no piece '{ $given }'. Its pieces: { $pieces }.
problem-piece-needs-variant = Name the variant too, e.g. /piece { $example } knight (in a game's place the game's variant is used).
problem-draw-already-offered = You have already offered a draw; waiting for { $waiting }.
problem-aborted = This game was aborted by { $user }; it has no result.
problem-abort-too-late = Too late to abort: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } have been played. /resign or /draw end the game.
problem-nothing-to-take-back = You have no move to take back.
problem-no-takeback = No takeback has been asked for; /takeback asks to take back your last move.
problem-takeback-asked = You have already asked for the takeback; waiting for { $waiting }.
problem-takeback-agreed = You have already agreed to the takeback; waiting for { $waiting }.
problem-engine-refuses-takeback = @engine takes no moves back in this game, as hints are off in it.
problem-no-draw-offer = No draw has been offered; /draw offers one.
problem-slow-down = You are sending commands a little fast; please wait { $wait ->
        [one] { $wait } second
       *[other] { $wait } seconds
    } and try again.
problem-place-busy = This channel is receiving a lot of commands; please wait { $wait ->
        [one] { $wait } second
       *[other] { $wait } seconds
    } and try again.
problem-too-many-games = You already have { $max ->
        [one] { $max } game
       *[other] { $max } games
    } (running, or challenges waiting for an answer), the most allowed; finish or withdraw one before starting another. Games against @engine do not count.
problem-too-many-engine-games = You already play { $max ->
        [one] { $max } game
       *[other] { $max } games
    } against @engine, the most allowed; finish one before starting another.
problem-server-full = This server already has { $max ->
        [one] { $max } game
       *[other] { $max } games
    } running or waiting, the most allowed; try again when some have ended. Games against @engine are always possible.
problem-not-started = Game { $game } has not started: the challenge waits for { $waiting } to accept.
problem-never-started = Game { $game } never started: its challenge was declined, withdrawn or expired.
problem-challenges-off = { $user } does not take challenges just now (/challenges off); ask them to turn challenges on, or offer an open challenge.
problem-already-challenged = Your challenge { $game } already waits for { $user }; /decline { $game } withdraws it.
problem-too-many-challenges = { $user } already has { $max ->
        [one] { $max } challenge
       *[other] { $max } challenges
    } waiting, the most allowed; try again when they have answered.
problem-no-challenge = No challenge waits for you here, so { $command } has nothing to answer; /games lists your challenges.
# Followed by the challenges, one a line.
problem-which-challenge = Several challenges wait for you; name one, like { $command } { $example }:
problem-not-your-challenge = Challenge { $game } is not one you can answer.
problem-challenge-closed = Challenge { $game } is not open any more (accepted, declined, withdrawn or expired).
problem-private-command = { $typed } is answered to you alone: use the slash command { $private_form }. Typed here, it would be seen by everyone, so it was not carried out.
problem-role-not-held = You can name the role { $role } as voters only if you hold it (or may manage roles).
problem-role-not-allowed = The role { $role } cannot vote as a side: @everyone, @here and roles managed by integrations are not allowed; name a role its members chose, or the members themselves.
problem-other-side = You are on { $theirs }'s side in this game (you play it, or voted for it), so you cannot vote for { $side }.
problem-server-busy = Another { $what } is being made for this server; try again in a moment.
problem-too-long-for = This game has { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }; { $what } works for games of at most { $max }.
# $why: the refusal in the words of the family that refuses it (tournaments, conditional
# moves, giving time), in English for now.
problem-refused = { $why }
problem-from-list-too-long = The from: list has { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; at most { $max } are taken.
problem-engine-busy = Your previous hint or analysis is still being worked out; one at a time, please.
problem-storage = Sorry, a storage error stopped that; nothing changed. Please try again.
problem-picker-outdated = This menu is out of date: the position has changed since it was made, so nothing was played. Open a new one under the latest board.
problem-unloadable = Game { $game } could not be loaded from the store. Its record is kept untouched; the bot's log says why.
problem-broken-variant = This variant's data is broken: { $error }.
problem-internal = Sorry, something went wrong inside Hexcourier while handling that message.
problem-bad-vote-setting = { $setting }: takes { $choices }, not { $given }.
problem-vote-settings-without-vote-mode = Voters, window: and min-votes: belong to voting games: add mode:vote.
problem-side-given-twice = The voters of { $side } are given twice; give them once.
problem-vote-seats = This voting game leaves { $free } { $free ->
        [one] seat
       *[other] seats
    } to opponents (@engine, a member, or voters as <side>:<voters>), but { $named } { $named ->
        [one] is
       *[other] are
    } named.
problem-clock-with-vote = Voting games have no move clock (days:): their vote windows time the moves.
problem-not-a-vote-game = This game has no voting sides; players move with /move.
problem-no-vote-open = No vote is open: { $to_move } is to move. The next vote opens after that move.
problem-not-a-voter = Only the voters of { $side } vote for its moves.
problem-tally-for-voters = Only the voters of { $side } see their votes before the window closes; the counts are shown with the move played.
problem-conflict = The game changed meanwhile (something else was played first); /board shows it now. Please try again.
problem-already-voted = You have already voted ({ $choice }) in this window; votes cannot be changed.
problem-decided-by-vote = { $side } decides by vote: /vote <move>, /vote draw or /vote resign (/tally shows the votes).

## The permission table (who may use what: README's Safety section).
# $command: the command as typed, e.g. /web on|off.
forbidden-admins-only = Only server admins may use { $command }.
# $slash: the same command on Discord, e.g. /hex web pages:, which tells the bot who you are.
forbidden-needs-rights = { $command } is for server admins, and typed text does not show the bot your rights: use { $slash }.
# $name: what was named, e.g. g12 or t3; the same words whether it is missing or another server's.
forbidden-not-here = There is no { $name } here.
forbidden-visitor = Web pages are for reading; commands are given on Discord.
