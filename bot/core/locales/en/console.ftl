### Hexcourier: the local console's own words (its banner, and what it says of a line it
### cannot read), in English. English is the reference: every key here must exist in pl, hu
### and de. The console's markers (`[#g1]`, `image:`, `ping:`) are not words to translate:
### scripts read them.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `console-banner`), the text as it is and as you propose it.

# $store: where games are kept; $images: the folder pictures go to; $user: who types a line
# that names no one.
console-banner =
    Hexcourier console (store { $store }; pictures in { $images }).
    Type a command as @{ $user }: /help lists them, /new glinski @engine plays the engine.
    Speak as others with @name: text, and in a game's place with @name #g1: text (e.g. @{ $user } #g1: f5-f6).
    Ctrl-D ends; everything is stored as it happens.
console-usage = usage: text (typed by @{ $user } in the lobby, e.g. /help), @user: text (by @user in the lobby) or @user #place: text (in a place, e.g. @alice #g1: Qe1-c3)
# A line the console cannot read: "[console] line 10: no ':' after the user; usage: ...".
console-line = line { $n }: { $why }; { $usage }
console-no-colon = no ':' after the user
console-bad-role = a role line is role <name>: @user @user ...
console-no-user = the line must start with @user
console-bad-place = expected one #place between the user and ':'
console-web = web pages at { $url }
