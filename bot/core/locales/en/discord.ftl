### Hexcourier: what the Discord adapter itself answers, in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones).
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `discord-done`), the text as it is, and the text you suggest. Command names (/hex board)
### stay as they are.

# A command that only changed the game: the change is announced in the game's thread.
discord-done = Done.
discord-option-not-understood = One of the options was not understood; please pick it from the list.
discord-older-shape = This command was sent in an older shape; wait a minute for Discord to refresh the command list, then try again.
discord-guild-only = Hexcourier games live in server threads: use /hex in a server channel.
discord-did-not-work = That did not work; /hex help lists the commands.
discord-failed = Something went wrong on Hexcourier's side while answering. /hex board shows where the game stands; please try again in a moment.
discord-use-slash = Use the slash command /hex.
discord-button-gone = This button is no longer in use; /hex help lists the commands.

# The line under an announcement that pings the player to move ($user: their mention), or
# the role voting for the side to move ($role).
discord-your-move = { $user }, your move.
discord-your-vote = { $role }, your vote.

## The move picker (/hex move without a move, or the Move button): private menus.
# A menu option's description: how many moves a piece has.
picker-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
picker-piece-on = { $piece } on { $cell }
picker-drop = Drop { $piece }
picker-group-drops = Drops
picker-group-other = Other
picker-pass = Pass
picker-vote-draw = Vote draw
picker-vote-draw-about = offer a draw, or accept the one offered
picker-vote-resign = Vote resign
picker-vote-resign-about = resign the game
# $side: the side to move.
picker-vote-heading = Vote for { $side }'s move: pick a piece, then its move (or vote draw or resign).
picker-heading = { $side } to move: pick a piece, then its move.
picker-no-legal-move = { $side } has no legal move.
picker-not-every-piece = Not every piece fits in these menus: type /hex move for the others.
picker-pick-a-piece = Pick a piece
picker-piece-no-move = That piece has no legal move now; pick another.
picker-to-cell = to { $cell }
picker-to-range = To { $from } … { $to }
picker-pick-destination = Pick the destination
picker-pick-move = Pick the move
# $what: picker-piece-on, picker-drop or picker-pass.
picker-where-to = { $what }: pick where to, then the move.
picker-move-to = { $what } to { $cell }: pick the move to play.
picker-vote-to = { $what } to { $cell }: pick the move to vote for.
picker-move = { $what }: pick the move to play.
picker-vote = { $what }: pick the move to vote for.
picker-not-every-move = Not every move fits in these menus: type /hex move for the others.
# The button back to the first step (named in picker-move-not-legal).
picker-back = Back
picker-other-thread = This menu belongs to another game's thread.
# The button under the latest board that opens the move menus (the outdated texts name it).
picker-button-move = Move
picker-button-vote = Vote
picker-outdated-move = This menu is out of date: the position has changed since it was made. Press Move under the latest board, or use /hex move.
picker-outdated-vote = This menu is out of date: the position has changed since it was made. Press Vote under the latest board, or use /hex vote.
picker-no-pass = Passing is not a legal move now.
picker-not-understood = That choice was not understood; please pick again.
picker-move-not-legal = That move is not legal now; press Back and pick again.
picker-pick-option = Pick an option from the menu.
picker-you-played = You played { $move }.

# /hex web with both options.
discord-web-one-at-a-time = Change the server pages or the game pages, one at a time.

# /hex help: the note above the commands, on how they are typed on Discord.
discord-help = On Discord the commands are /hex new, /hex move, /hex board, /hex hint and so on (leave out the opponent of /hex new and pick a level to play the engine); yours are under /hexme (games, profile, challenges, notify, vacation), the variants under /hexinfo (variants, rules, piece, leaderboard), and tournaments under /tournament. Each game gets its own thread, where you can also just type a move (e.g. Qe1-c3), or press Move under the board (or use /hex move without a move) to pick the piece, then its move, from menus.
