### Hexcourier: die Webseiten (Partieseiten, Ranglisten, beendete Partien und Turniere eines
### Servers, Linkvorschauen, die Startseite und Fehlerseiten), auf Deutsch.
### Wer korrigieren darf: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (zum Beispiel `web-to-move`), dem jetzigen und dem vorgeschlagenen Text. Jede
### `{ $Variable }` bleibt; Züge (14. Qe1-c3), Ergebnisse (1-0) und Daten
### (2026-11-25 20:00 UTC) bleiben, wie sie sind. Maßgeblich ist die Datei en/.

## Jede Seite.
web-index-title = Hexcourier
web-index-text = Hexagonales Schach per Fernpartie. Die Partieseiten sind in den Threads der Partien verlinkt.
web-languages = Sprachen:
web-not-found-title = Nicht gefunden
web-not-found-text = Hier gibt es keine Seite. Partieseiten sind nur über den Link erreichbar, den der Bot postet.
web-slow-down-title = Langsamer, bitte
web-slow-down-text = Zu viele Anfragen von deiner Adresse; versuche es in einer Minute erneut.
web-unavailable-title = Nicht verfügbar
web-unavailable-page = Die Seite konnte nicht erstellt werden; versuche es erneut.
web-unavailable-game = Die Partie konnte nicht gelesen werden; versuche es erneut.
web-unavailable-server = Die Seiten des Servers konnten nicht gelesen werden; versuche es erneut.
web-unavailable-games = Die Partien des Servers konnten nicht gelesen werden; versuche es erneut.
web-unavailable-tournament = Das Turnier konnte nicht gelesen werden; versuche es erneut.
web-unavailable-live-server = Auf diesem Server sind zu viele Live-Seiten offen; versuche es später.
web-unavailable-live-game = Zu dieser Partie sind zu viele Live-Seiten offen; versuche es später.
web-unavailable-live-address = Von deiner Adresse sind zu viele Live-Seiten offen; schließe einige und versuche es erneut.
web-replay-too-long = Die Wiederholung konnte nicht gezeichnet werden: Die Partie hat mehr als { $max } Züge.
web-replay-failed = Die Wiederholung konnte nicht gezeichnet werden; versuche es später.
web-replay-busy = Gerade werden zu viele Wiederholungen gezeichnet; versuche es in einer Minute erneut.
web-versus = gegen

## Die Seite einer Partie.
web-to-move = { $side } ({ $user }) am Zug
web-side-to-move = { $side } am Zug
web-aborted = Abgebrochen.
web-clock = Uhr: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug.
web-clock-due = Uhr: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug; dieser Zug ist fällig bis { $when }.
web-clock-overdue = Uhr: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug; dieser Zug war fällig bis { $when } (überfällig).
web-clock-stopped = Uhr: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug; wegen Urlaubs angehalten, noch { $left } für diesen Zug.
web-position = Stellung
web-keys = ← → blättern, Pos1 und Ende springen
web-position-after = Stellung nach { $ply } von { $total ->
        [one] { $total } Zug
       *[other] { $total } Zügen
    }.
web-start = Anfang
web-latest = Aktuell
web-moves = Züge
web-no-moves = Noch keine Züge.
web-record = Partienotation herunterladen
web-replay = Animierte Wiederholung
web-start-position = Ausgangsstellung
web-after = Nach { $moved }
web-move-number = Zug { $n }

## Linkvorschauen (Open Graph) und ihr Bild.
web-preview-to-move = { $side } ({ $user }) am Zug, nach { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }.
web-preview-over = { $status } nach { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }.
web-card-to-move = { $user } am Zug
web-card-moves = { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }

## Die Seiten eines Servers.
web-leaderboard-title = Rangliste: { $variant }
web-leaderboard = Rangliste
web-no-rated-games = In dieser Variante gibt es noch keine gewerteten Partien.
web-player = Spieler
web-unnamed-player = Spieler { $n }
web-rating = Wertung
web-games = Partien
web-provisional = ? vorläufige Wertung.
web-finished-games = Beendete Partien
web-no-finished-games = Noch keine beendeten Partien.
web-ended = Beendet
web-variant = Variante
web-players = Spieler
web-result = Ergebnis
web-tournaments = Turniere:

## Die Seite eines Turniers.
web-round = Runde { $n }
web-playing = läuft

## Die Seite einer Aufgabe: mit Klicks gespielt, nichts wird gespeichert. $side: der Name einer Seite (Weiß); $rating: Wertung.
web-puzzle-title = Aufgabe { $id }
web-puzzle-daily-title = Aufgabe des Tages, { $date }
web-puzzle-about = { $variant }, Wertung { $rating }.
web-puzzle-to-move = { $side } am Zug: Finde die beste Fortsetzung.
web-puzzle-how = Klicke eine Figur an, dann das Feld, auf das sie zieht. Nichts wird gespeichert: Versuche es, so oft du willst.
web-puzzle-how-drop = Um eine Figur aus deiner Hand einzusetzen, klicke sie unter dem Brett an, dann ihr Feld.
web-puzzle-how-third = Ein Zug, der eine Figur durch ein Loch zerrt oder ein Loch, eine Barriere oder eine Figur versetzt, braucht einen dritten Klick: die gezerrte Figur oder das Feld, auf das sie kommt. Um ohne Zerren zu ziehen, klicke das Zielfeld noch einmal an.
web-puzzle-how-ways = Wo ein Schlagen auf mehr als einem Weg zum selben Feld führt, klicke jedes Feld an, auf dem der Stein landet, der Reihe nach.
web-puzzle-promote = Umwandeln in:
web-puzzle-promote-or-not = Umwandeln in (oder das Feld noch einmal anklicken, um die Figur zu behalten):
# Nach einem richtigen Zug. $reply: die Antwort der anderen Seite.
web-puzzle-right = Richtig! { $side } antwortet mit { $reply }: Du bist am Zug.
web-puzzle-solved = Richtig! Gelöst.
web-puzzle-wrong = Nicht der Zug: Die Lösung geht anders.
web-puzzle-shown = Hier ist die Lösung.
web-puzzle-give-up = Lösung zeigen
web-puzzle-again = Noch einmal
web-puzzle-solution = Die Lösung
web-puzzle-preview = { $side } am Zug. Wertung { $rating }: Findest du die Fortsetzung?
web-card-puzzle-to-move = { $side } am Zug
web-card-rated = Wertung { $rating }
