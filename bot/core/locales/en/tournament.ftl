### Hexcourier: tournaments (/tournament), in English: answers to the asker, and what is
### announced in a tournament's thread (in the server's language).
### English is the reference: every key here must exist in pl, hu and de (a test lists the
### missing ones), and the English replies are made from this file, byte for byte.
### Who may correct it: anyone. Open an issue or a pull request naming the key (for example
### `tournament-joins`), the text as it is, and the text you suggest. Tournament ids (t3),
### game places (#g12), @names and commands stay as they are.

## Refusals.
tournament-no-round = { $id } has no round { $round } yet.
tournament-not-organiser = Only the organiser of { $id } (@{ $organiser }) or a server admin can do that.
tournament-none = There is no tournament { $id }.
tournament-variant-gone = The variant { $variant } of this tournament is no longer loaded here, so its next games cannot start; an admin of the bot can load it again.
tournament-bad-name = '{ $given }' is not a tournament; they are named like t3.
tournament-none-here = No tournament runs here; /tournament lists them, and /tournament new starts one.
tournament-several-here = Several tournaments run here ({ $ids }); name one, like /tournament join { $first }.
tournament-admin-only = Only a server admin can make a tournament.
tournament-in-channel = Make tournaments in a channel, not in a game's or a tournament's thread.
tournament-bad-format = '{ $given }' is not a format: swiss, rr (round robin), drr (double round robin), groups or swiss3 (three-player variants).
# $formats: tournament-formats-three or tournament-formats-two.
tournament-wrong-format = { $variant } is for { $players } players; its formats are { $formats }.
tournament-formats-three = groups and swiss3
tournament-formats-two = swiss, rr and drr
tournament-no-start-position = { $variant } has no start position, so it cannot be played in a tournament.
tournament-signup-over = { $id } has started; sign-up is over.
tournament-already-joined = You have already joined { $id }.
tournament-full = { $id } is full ({ $max } players).
tournament-started-already = { $id } has started already.
tournament-too-few = { $id } has { $count ->
        [one] { $count } player
       *[other] { $count } players
    }; it needs at least { $least } to start.
tournament-cannot-pair = { $id } cannot be paired: { $why }
tournament-cannot-pair-next = { $id } cannot pair its next round: { $why }
tournament-pair-impossible = no pairing of round { $round } satisfies the absolute criteria
tournament-pair-too-few = too few players to pair ({ $count })
tournament-ends-unpairable = { $id } cannot pair round { $round }: { $why }. The tournament ends here.
tournament-not-playing = { $user } does not play in { $id }.
tournament-is-over = { $id } is over.
tournament-already-withdrawn = { $user } is already withdrawn from { $id }.
tournament-bad-game = '{ $given }' is not a game; games are named like g12.
tournament-no-game = There is no game { $id }.
tournament-not-a-tournament-game = { $id } is not a tournament game.
# $places: tournament-result-places in three-player tournaments, else nothing.
tournament-bad-result = '{ $given }' is not a result: 1-0, 0-1, 1/2-1/2{ $places }.
tournament-result-places = , or places like 1-2-3

## Formats, as shown in a tournament's introduction and in /tournament.
tournament-format-rr = round robin
tournament-format-drr = double round robin
tournament-format-swiss = Swiss (FIDE Dutch system)
tournament-format-groups = groups of three
tournament-format-swiss3 = Swiss in threes

## A new tournament, announced.
# A tournament's name when none is given: $variant and $format.
tournament-default-name = { $variant } { $format }
tournament-rounds = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tournament-rounds-all = rounds: every player meets every other
tournament-until-started = until the organiser starts it with /tournament start
tournament-until = until { $time } (it starts then)
tournament-rated = , rated
tournament-not-rated = , not rated
# What a round's bye scores, by format: Swiss, Swiss in threes, round robins and groups.
tournament-bye-swiss = a bye scores 1 point
tournament-bye-swiss3 = a bye scores ½ point, as a second place
tournament-bye-none = a player without a game in a round scores nothing
tournament-moretime-on = , /moretime allowed
tournament-moretime-off = , no /moretime
# $bye: tournament-bye-…; $rated: tournament-rated or tournament-not-rated; $moretime:
# tournament-moretime-…; $deadline: tournament-until….
tournament-intro = { $name } ({ $id }): { $variant }, { $format }, { $rounds }; { $bye }; { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move{ $rated }{ $moretime }. Organiser: { $user }. Join with /tournament join { $id } { $deadline }; at most { $max } players.
tournament-new = New tournament { $place }: { $name }. /tournament join { $id } to play.

## Signing up and leaving.
tournament-joins = { $user } joins { $name } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
tournament-you-are-in = You are in { $id }.
tournament-leaves = { $user } leaves { $name } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
tournament-takes-off = { $by } takes { $user } off { $name } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
tournament-is-off = { $user } is off { $id }.
tournament-withdrawn-by = { $user } is withdrawn from { $name } (by { $by }).
tournament-withdrawn = { $user } is withdrawn from { $id }.
tournament-cancelled = { $name } is cancelled: { $why }

## Rounds and results.
tournament-over = { $name } is over.
tournament-board-result = Round { $round } board { $board } ({ $game }): { $result }.
tournament-lost-on-time = @{ $user } lost { $count ->
        [one] { $count } game
       *[other] { $count } games
    } on time and is withdrawn from { $name }.
tournament-adjudicates = { $user } adjudicates the game.
tournament-round-heading = Round { $round } of { $name }:
tournament-seat-first = first seat
tournament-seat-second = second seat
tournament-seat-third = third seat
tournament-forfeit = forfeit
tournament-byes = Bye: { $users }.

## Standings: the titles, the tables' headers, a withdrawn player's mark.
tournament-final-standings = Final standings
tournament-standings-after = Standings after round { $round }
tournament-title-signing-up = signing up
tournament-title-after = after { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
tournament-title-final = final standings
tournament-table-player = Player
tournament-table-points = Pts
tournament-crosstable = crosstable
tournament-withdrawn-mark = withdrawn

## /tournament alone, /games, /tournament export.
tournament-list-heading = Tournaments:
tournament-list-none = No tournaments here yet. Server admins start one with /tournament new <variant> swiss|rr.
tournament-stage-signing-up = signing up
tournament-stage-signing-up-count = signing up, { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
tournament-stage-round = round { $round } of { $total }
tournament-stage-finished = finished
# A line of /games: $stage is tournament-stage-…; $points as shown (2½); $count the same
# points as a number, for the plural (2.5).
tournament-games-line = #{ $id } { $name }: { $stage }, { $count ->
        [one] { $points } point
       *[other] { $points } points
    }
tournament-pgn-caption = { $id }: the games of { $name }
