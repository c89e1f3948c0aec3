### Hexcourier: Turniere (/tournament), auf Deutsch: Antworten an den Fragenden und was im
### Thread eines Turniers angekündigt wird (in der Sprache des Servers).
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (etwa `tournament-joins`), dem jetzigen und dem vorgeschlagenen Text. Turnier-IDs (t3),
### Partieorte (#g12), @Namen und Befehle bleiben, wie sie sind. Die Referenz ist en/.

## Ablehnungen.
tournament-no-round = { $id } hat noch keine Runde { $round }.
tournament-not-organiser = Nur der Organisator von { $id } (@{ $organiser }) oder ein Server-Admin kann das.
tournament-none = Es gibt kein Turnier { $id }.
tournament-variant-gone = Die Variante { $variant } dieses Turniers ist hier nicht mehr geladen, daher können seine nächsten Partien nicht beginnen; wer den Bot betreibt, kann sie wieder laden.
tournament-bad-name = „{ $given }“ ist kein Turnier; Turniere heißen etwa t3.
tournament-none-here = Hier läuft kein Turnier; /tournament listet sie, /tournament new startet eines.
tournament-several-here = Hier laufen mehrere Turniere ({ $ids }); nenne eines, etwa /tournament join { $first }.
tournament-admin-only = Nur ein Server-Admin kann ein Turnier anlegen.
tournament-in-channel = Lege Turniere in einem Kanal an, nicht im Thread einer Partie oder eines Turniers.
tournament-bad-format = „{ $given }“ ist kein Format: swiss, rr (Rundenturnier), drr (doppeltes Rundenturnier), groups oder swiss3 (Varianten für drei Spieler).
tournament-wrong-format = { $variant } ist für { $players } Spieler; ihre Formate sind { $formats }.
tournament-formats-three = groups und swiss3
tournament-formats-two = swiss, rr und drr
tournament-no-start-position = { $variant } hat keine Startstellung und kann daher nicht im Turnier gespielt werden.
tournament-signup-over = { $id } hat begonnen; die Anmeldung ist vorbei.
tournament-already-joined = Du bist bei { $id } schon angemeldet.
tournament-full = { $id } ist voll ({ $max } Spieler).
tournament-started-already = { $id } hat schon begonnen.
tournament-too-few = { $id } hat { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }; zum Start braucht es mindestens { $least }.
tournament-cannot-pair = { $id } lässt sich nicht paaren: { $why }
tournament-cannot-pair-next = Die nächste Runde von { $id } lässt sich nicht paaren: { $why }
tournament-pair-impossible = keine Paarung der Runde { $round } erfüllt die absoluten Kriterien
tournament-pair-too-few = zu wenige Spieler für eine Paarung ({ $count })
tournament-ends-unpairable = Runde { $round } von { $id } lässt sich nicht paaren: { $why }. Das Turnier endet hier.
tournament-not-playing = { $user } spielt nicht in { $id }.
tournament-is-over = { $id } ist vorbei.
tournament-already-withdrawn = { $user } ist aus { $id } schon zurückgezogen.
tournament-bad-game = „{ $given }“ ist keine Partie; Partien heißen etwa g12.
tournament-no-game = Es gibt keine Partie { $id }.
tournament-not-a-tournament-game = { $id } ist keine Turnierpartie.
tournament-bad-result = „{ $given }“ ist kein Ergebnis: 1-0, 0-1, 1/2-1/2{ $places }.
tournament-result-places = , oder Plätze wie 1-2-3

## Formate.
tournament-format-rr = Rundenturnier
tournament-format-drr = doppeltes Rundenturnier
tournament-format-swiss = Schweizer System (FIDE, holländisch)
tournament-format-groups = Dreiergruppen
tournament-format-swiss3 = Schweizer System in Dreiergruppen

## Ein neues Turnier.
tournament-default-name = { $variant }: { $format }
tournament-rounds = { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
tournament-rounds-all = Runden: jeder gegen jeden
tournament-until-started = bis der Organisator es mit /tournament start startet
tournament-until = bis { $time } (dann beginnt es)
tournament-rated = , gewertet
tournament-not-rated = , nicht gewertet
tournament-bye-swiss = spielfrei zählt 1 Punkt
tournament-bye-swiss3 = spielfrei zählt ½ Punkt, wie ein zweiter Platz
tournament-bye-none = wer in einer Runde spielfrei ist, bekommt keinen Punkt
tournament-moretime-on = , /moretime erlaubt
tournament-moretime-off = , ohne /moretime
tournament-intro = { $name } ({ $id }): { $variant }, { $format }, { $rounds }; { $bye }; { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug{ $rated }{ $moretime }. Organisator: { $user }. Anmeldung mit /tournament join { $id } { $deadline }; höchstens { $max } Spieler.
tournament-new = Neues Turnier { $place }: { $name }. Mitspielen mit /tournament join { $id }.

## Anmelden und Abmelden.
tournament-joins = { $user } tritt { $name } bei ({ $count } Spieler).
tournament-you-are-in = Du bist bei { $id } dabei.
tournament-leaves = { $user } verlässt { $name } ({ $count } Spieler).
tournament-takes-off = { $by } nimmt { $user } aus { $name } ({ $count } Spieler).
tournament-is-off = { $user } ist aus { $id } ausgetragen.
tournament-withdrawn-by = { $user } ist aus { $name } zurückgezogen (von { $by }).
tournament-withdrawn = { $user } ist aus { $id } zurückgezogen.
tournament-cancelled = { $name } ist abgesagt: { $why }

## Runden und Ergebnisse.
tournament-over = { $name } ist beendet.
tournament-board-result = Runde { $round }, Brett { $board } ({ $game }): { $result }.
tournament-lost-on-time = @{ $user } hat { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } auf Zeit verloren und ist aus { $name } zurückgezogen.
tournament-adjudicates = { $user } entscheidet die Partie.
tournament-round-heading = Runde { $round } von { $name }:
tournament-seat-first = erster Platz
tournament-seat-second = zweiter Platz
tournament-seat-third = dritter Platz
tournament-forfeit = kampflos
tournament-byes = Spielfrei: { $users }.

## Tabelle.
tournament-final-standings = Endstand
tournament-standings-after = Stand nach Runde { $round }
tournament-title-signing-up = Anmeldung
tournament-title-after = nach { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
    }
tournament-title-final = Endstand
tournament-table-player = Spieler
tournament-table-points = Pkt
tournament-crosstable = Kreuztabelle
tournament-withdrawn-mark = zurückgezogen

## /tournament, /games, /tournament export.
tournament-list-heading = Turniere:
tournament-list-none = Hier gibt es noch keine Turniere. Server-Admins starten eines mit /tournament new <variant> swiss|rr.
tournament-stage-signing-up = Anmeldung
tournament-stage-signing-up-count = Anmeldung, { $count } Spieler
tournament-stage-round = Runde { $round } von { $total }
tournament-stage-finished = beendet
tournament-games-line = #{ $id } { $name }: { $stage }, { $count ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
tournament-pgn-caption = { $id }: die Partien von { $name }
