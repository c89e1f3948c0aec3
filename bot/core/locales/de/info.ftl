### Hexcourier: /board, /moves, /games, /variants und /rules, auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (etwa `info-no-moves`), dem jetzigen und dem vorgeschlagenen Text. Partieorte (#g12),
### @Namen, Züge und Befehle bleiben, wie sie sind. Die Referenz ist en/.

## /board
info-no-moves = Noch keine Züge.
info-moves = Züge: { $moves }
info-setup-start = Startstellung: { $start }
info-draw-offered = Remis angeboten von { $users }.
info-vote-open = Abstimmung offen bis { $closes }: bisher { $votes ->
        [one] { $votes } Stimme
       *[other] { $votes } Stimmen
    } (/tally, /vote <Zug>).
info-clock = Uhr: { $terms }; noch { $left } für diesen Zug.

## /moves
info-legal-moves = { $side } am Zug hat { $count ->
        [one] { $count } legalen Zug
       *[other] { $count } legale Züge
    }: { $moves }
info-piece-no-moves = { $piece } auf { $cell } hat keine legalen Züge.
info-piece-moves = { $piece } auf { $cell } hat { $count ->
        [one] { $count } legalen Zug
       *[other] { $count } legale Züge
    }: { $moves }

## /games
info-tournaments = Turniere:
info-challenges = Herausforderungen:
info-your-games = Deine Partien:
info-on-vacation = { $user } (im Urlaub)
info-state-over = beendet: { $result }
info-state-voted = { $side } stimmt ab; du hast abgestimmt
info-state-your-vote = deine Stimme ({ $side })
info-state-your-move = du bist am Zug ({ $side })
info-state-to-move = { $user } ist am Zug
info-state-left = , noch { $left }
info-state-left-stopped = , noch { $left }, Uhr angehalten
info-game-line = { $where } { $variant } vs { $opponents } — { $state }
info-older-finished = …und { $count ->
        [one] { $count } ältere beendete Partie
       *[other] { $count } ältere beendete Partien
    }.
info-no-games = Du hast keine Partien. Starte eine mit /new { $example } @Gegner.

## Zustellung der Ankündigungen (/games, Server-Admins).
info-delivery-unreadable = Zustellung: Der Speicher ist gerade nicht lesbar.
info-delivery-nothing-owed = nichts ausstehend
info-delivery-owed = { $count ->
        [one] { $count } Ankündigung
       *[other] { $count } Ankündigungen
    } ausstehend, die älteste seit { $age }
info-delivery-none-dropped = keine verworfen
info-delivery-dropped = { $count } verworfen (siehe Log)
info-delivery-here = Zustellung hier: { $owed }; { $dropped }.
info-delivery-all = Zustellung: { $owed }; { $dropped }.

## /variants
info-variants = Varianten ({ $count }):
info-variant = { $id } — { $name } ({ $players } Spieler)
info-variant-needs-setup = { $id } — { $name } ({ $players } Spieler; braucht setup:)
info-variants-setup-note = Die mit „braucht setup:“ haben keine Startstellung: Starte sie mit einer eigenen über /new <Variante> @Gegner setup:<Stellungstext> (/rules <Variante> sagt, warum).
info-variants-start = Starte eine mit /new <Variante> @Gegner; /rules <Variante> erklärt sie.

## /rules einer Variante ohne Startstellung.
rules-no-start = Diese Variante hat keine Startstellung. { $reason }
    Starte eine Partie mit einer eigenen Stellung: /new { $id } { $opponents } setup:<Stellungstext>. Der Stellungstext nennt die Reihen von oben, getrennt durch /, jedes Feld der Reihe nach (eine Ziffer zählt leere Felder, eine Figur ist ihr Buchstabe{ $letters }), dann den Spieler am Zug ({ $players }); Figuren in der Hand folgen den Reihen in Klammern.
rules-letters-many = , nach dem Buchstaben ihres Spielers
rules-letters-two = , groß für den ersten Spieler

## /piece
piece-no-picture = (Das Bild konnte nicht gezeichnet werden: { $why }.)

## /leaderboard und /profile.
ranking-none = Auf diesem Server gibt es noch keine gewerteten Partien in { $variant }. Gewertet werden Partien zwischen Menschen, die nach mindestens zwei Zügen pro Spieler mit einem Ergebnis enden.
ranking-heading = Bestenliste: { $variant }
ranking-line = { $place }. { $user } { $rating } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }{ $provisional })
rating-provisional = vorläufig
profile-none = { $user } hat auf diesem Server noch keine gewerteten Partien.
profile-heading = Wertungen von { $user }
profile-line = { $variant }: { $rating } ±{ $deviation }{ $provisional } — { $won } gewonnen, { $drawn } remis, { $lost } verloren; Serie: { $streak }
streak-none = -
streak-won = { $n ->
        [one] { $n } Sieg in Folge
       *[other] { $n } Siege in Folge
    }
streak-lost = { $n ->
        [one] { $n } Niederlage in Folge
       *[other] { $n } Niederlagen in Folge
    }
profile-last-games = Letzte Partien:
profile-game = { $game } ({ $place }): { $result } gegen { $opponents }
profile-puzzles = Aufgaben: Wertung { $here } hier, { $overall } insgesamt; { $solved } von { $attempts } gelöst; Serie { $streak } (beste { $best }).
profile-puzzles-recent = Letzte Aufgaben: { $puzzles }
profile-puzzle-solved = ✓ { $id }
profile-puzzle-failed = ✗ { $id }
profile-result-won = gewonnen
profile-result-drew = remis
profile-result-lost = verloren
profile-result-place = { $place }. von { $players }
