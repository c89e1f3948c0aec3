### Hexcourier: turn notifications by direct message, durations, and /language, in English.
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English DMs are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `dm-one`), the text as it is, and the text you suggest. Keep every `{ $variable }`; game
### places (#g12), @names and moves (14. Qe1-c3) stay as they are.

# One game: $game is a dm-game line.
dm-one = Your move in { $game }
# Several games, each a dm-game line below this one.
dm-many = Your move in { $count } games:
# $place: #g12; $variant: the variant's name; $what: dm-played, dm-was-played or dm-started.
dm-game = { $place } ({ $variant }): { $what }
dm-game-against = { $place } ({ $variant }, against { $opponents }): { $what }
dm-played = { $user } played { $move }.
dm-was-played = { $move } was played.
dm-started = the game has started.
# Added after the line, after a space.
dm-clock-left = { $left } left on the move clock.
dm-clock-out = The move clock has run out.
dm-clock-stopped = The move clock is stopped while you are on vacation ({ $left } left).

# A reminder at a time the player chose (/notify remind): one game, or a line of several.
dm-reminder-one = Reminder: your move in { $game }
dm-reminder = Reminder: { $game }
# The daily digest's heading (/notify dm daily), above a line per game.
dm-digest = Your daily digest: { $count ->
        [one] { $count } game
       *[other] { $count } games
    } waiting for your move.

duration-less-than-a-minute = less than a minute
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
duration-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
# Days and hours together: $days and $hours are duration-days and duration-hours.
duration-days-hours = { $days } { $hours }

## /language: the language of a server's public announcements; $name is the language's
## name in itself (English, polski, magyar, Deutsch).
language-show = This server's announcements are in { $name }. Server admins change it with /hex language; what you read privately follows your Discord language.
language-set = This server's announcements are in { $name } from now on.
language-zone-set = This server's times are shown in { $tz } on the console and the web pages from now on (Discord shows every reader their own).
language-admin-only = Only a server admin can change the server's language.

# Shown once in /games after Discord refused a DM.
dm-refused-note = Your turn notifications by DM are off: Discord refused to deliver them (your privacy settings may block direct messages from this server's members). Allow them, then turn notifications on again with /notify dm on.

## /notation: how moves are written for a reader.
notation-show = Moves are written for you in { $yours }; this server's announcements use { $server }. Change yours with /hexme notation; server admins change the server's with /hex notation.
notation-set = Moves are written for you in { $name } from now on.
notation-server-set = This server's announcements write moves in { $name } from now on.
notation-admin-only = Only a server admin can change how the server's announcements write moves.
notation-name-letters = the letters of your language
notation-name-figurines = figurines
notation-name-english = English letters
notation-word-letters = letters
notation-word-figurines = figurines
notation-word-english = english
