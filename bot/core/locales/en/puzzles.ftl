### Hexcourier: puzzles, in English: /puzzle (answered to the asker alone) and the puzzle of
### the day a server posts.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English replies are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `problem-puzzle-unknown-theme`), the text as it is, and the text you suggest. Moves,
### puzzle ids, dates, times and commands stay as they are.

## Giving a puzzle. $id: the puzzle's id; $variant: the variant's name; $rating: the puzzle's
## rating; $side: the side to move (White, Black...); $date: a day, 2030-03-17.
puzzle-heading = Puzzle { $id } ({ $variant }, rated { $rating }).
puzzle-daily-heading = Puzzle of the day, { $date }: { $id } ({ $variant }, rated { $rating }).
# $moves: the moves played so far, numbered (23... Rf4-i1 24. Kg1-h1).
puzzle-so-far = So far: { $moves }
puzzle-to-move = { $side } to move: answer with /puzzle move <move> (/puzzle resign shows the solution).
puzzle-unrated = You have tried this one before: this attempt is not rated.
# The picture's description.
puzzle-caption = Puzzle { $id }: { $side } to move
puzzle-finish-first = Finish the puzzle you have open first: /puzzle shows it again, /puzzle resign gives it up.
puzzle-all-solved = No puzzle that fits is left for you: you have solved them all (/puzzle stats shows your record).
puzzle-none-open = You have no puzzle open: /puzzle gives you one.
puzzle-gone = Your puzzle is no longer in the library: it is closed, unrated. /puzzle gives you another.
# $error: the file, line and problem, as the loader says it.
puzzle-library-broken = The puzzle library does not load ({ $error }): tell the bot's operator.

## Answers. $move: the move given, in the bot's notation; $reply: the answer to it.
puzzle-right-reply = Right: { $move }. { $side } answers { $reply }.
puzzle-solved = Right: { $move }. Solved!
puzzle-wrong = Not the move: { $move } does not solve it.
puzzle-resigned = You gave up this puzzle.
# $moves: the whole line, numbered.
puzzle-solution = The solution: { $moves }
# $themes: a list of puzzle-theme-….
puzzle-themes = Themes: { $themes }.
# $before, $after: the solver's puzzle rating; $delta: the change, with its sign (+12, -8).
puzzle-rating-change = Your puzzle rating: { $before } → { $after } ({ $delta }). Streak: { $streak }.
puzzle-rating-unrated = Not rated (you had tried it before). Streak: { $streak }.

## Themes, as shown.
puzzle-theme-mate = mate in { $n }
puzzle-theme-fork = fork
puzzle-theme-pin = pin
puzzle-theme-skewer = skewer
puzzle-theme-discovered-attack = discovered attack
puzzle-theme-promotion = promotion
puzzle-theme-en-passant = en passant
puzzle-theme-castling = castling
puzzle-theme-drop = drop

## Refusals of theme: and variant:. $given: the theme as typed; $themes: the themes as typed
## (fork, mateIn2...), which stay in English; $variants: variant ids.
problem-puzzle-unknown-theme = There is no puzzle theme '{ $given }'. Themes: { $themes }.
problem-puzzle-no-variant = There are no puzzles in { $variant } yet. Variants with puzzles: { $variants }.
problem-puzzle-two-player = Puzzles are for two-player variants, and { $variant } is played by { $players }. Variants with puzzles: { $variants }.
problem-puzzle-none-fit = No puzzle has that theme in that variant.

## /puzzle stats. $here: the rating in this server; $overall: in every server.
puzzle-stats-none = You have not tried a puzzle yet: /puzzle gives you one.
puzzle-stats = Your puzzle rating: { $here } here, { $overall } overall. { $attempts ->
    [one] 1 puzzle tried
   *[other] { $attempts } puzzles tried
}, { $solved } solved; streak { $streak } (best { $best }).
# $puzzles: a list of puzzle-stats-solved and puzzle-stats-failed.
puzzle-stats-recent = Last puzzles: { $puzzles }.
puzzle-stats-solved = ✓ { $id } ({ $variant })
puzzle-stats-failed = ✗ { $id } ({ $variant })
puzzle-stats-open = Open: { $id } (/puzzle shows it).

## The puzzle of the day.
puzzle-daily-done = You have tried the puzzle of the day ({ $date }) already; the next one comes tomorrow.
# $place: a channel; $at: a time of day, 08:00; $tz: a time zone; $next: a time in UTC.
puzzle-daily-set = The puzzle of the day is posted in { $place } at { $at } ({ $tz }) each day; the next on { $next }.
puzzle-daily-off = The puzzle of the day is no longer posted.
puzzle-daily-not-a-channel = { $place } is a game's or a tournament's place, which closes: name a channel for the puzzle of the day.
# Said in the server's channel, in the server's language.
puzzle-daily-post = Puzzle of the day, { $date }: { $side } to move ({ $variant }). Solve it with /puzzle daily: only you see your answers.
# The post links to its page when the bot knows its address and the server's pages are on.
puzzle-daily-page = Play it on the web: { $url }
# $n: how many solved it; $users: those named (and puzzle-daily-more-solvers).
puzzle-daily-solvers = { $n ->
    [one] Yesterday's was solved by { $users }.
   *[other] Yesterday's was solved by { $n }: { $users }.
}
puzzle-daily-more-solvers = { $n } more
puzzle-daily-no-solvers = Nobody solved yesterday's.
puzzle-daily-caption = Puzzle of the day, { $date }: { $side } to move

## /help
help-puzzle = /puzzle [theme:<theme>] [variant:<variant>] — a puzzle for you alone, near your puzzle rating; /puzzle move <move> answers it, /puzzle resign gives it up, /puzzle stats shows your record, /puzzle daily is the server's puzzle of the day (server admins post it: /puzzle daily channel:<channel> at:08:00 [timezone:<zone>], or off)

## The Discord command /puzzle (see commands.ftl for how these keys work): names lower case
## without spaces, 1 to 32 letters, digits, - or _; descriptions 1 to 100 characters.
cmd-puzzle = puzzle
    .description = Tactics puzzles: for you alone, near your puzzle rating; and the puzzle of the day.
cmd-puzzle-next = next
    .description = A puzzle near your puzzle rating, or the one you have open (only you see it).
opt-puzzle-next-theme = theme
    .description = A theme, e.g. fork, pin, skewer, mate or mateIn2
opt-puzzle-next-variant = variant
    .description = A variant (type to search)
cmd-puzzle-move = move
    .description = Answer your puzzle with a move (only you see it).
opt-puzzle-move-move = move
    .description = Your move, e.g. Qe1-c3
cmd-puzzle-resign = resign
    .description = Give up your puzzle and see its solution.
cmd-puzzle-stats = stats
    .description = Your puzzle rating, puzzles solved, streak and last puzzles (only you see it).
cmd-puzzle-daily = daily
    .description = Today's puzzle of this server, the same for everyone here (only you see your answers).
cmd-puzzle-daily-setup = daily-setup
    .description = Server admins: post the puzzle of the day in a channel at a time each day, or stop.
opt-puzzle-daily-setup-channel = channel
    .description = The channel it is posted in
opt-puzzle-daily-setup-at = at
    .description = The time of the post, e.g. 08:00 (default 08:00)
opt-puzzle-daily-setup-timezone = timezone
    .description = The time zone of that time, e.g. Europe/Warsaw (default: yours, else UTC)
opt-puzzle-daily-setup-post = post
    .description = Posted or not (leave out to keep it posted)
