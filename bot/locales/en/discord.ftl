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
