### Hexcourier: die eigenen Antworten des Discord-Adapters, auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `discord-done`), dem jetzigen und dem vorgeschlagenen Text. Befehlsnamen
### (/hex board) bleiben wie sie sind. Vorbild ist die Datei in en/.

discord-done = Erledigt.
discord-option-not-understood = Eine der Optionen wurde nicht verstanden; bitte wähle sie aus der Liste.
discord-older-shape = Dieser Befehl kam in einer älteren Form an; warte eine Minute, bis Discord die Befehlsliste aktualisiert, und versuch es dann noch einmal.
discord-guild-only = Hexcourier-Partien laufen in Server-Threads: nutze /hex in einem Serverkanal.
discord-did-not-work = Das hat nicht geklappt; /hex help listet die Befehle auf.
discord-failed = Bei Hexcourier ist beim Antworten etwas schiefgegangen. /hex board zeigt den Stand der Partie; bitte versuch es gleich noch einmal.
discord-use-slash = Nutze den Slash-Befehl /hex.
discord-button-gone = Dieser Button wird nicht mehr verwendet; /hex help listet die Befehle auf.

discord-your-move = { $user }, du bist am Zug.
discord-your-vote = { $role }, eure Stimme.

## Die Zugauswahl (/hex move ohne Zug oder der Move-Knopf): private Menüs.
picker-moves = { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
picker-piece-on = { $piece } auf { $cell }
picker-drop = { $piece } einsetzen
picker-group-drops = Einsetzen
picker-group-other = Sonstiges
picker-pass = Passen
picker-vote-draw = Für Remis stimmen
picker-vote-draw-about = ein Remis anbieten oder das angebotene annehmen
picker-vote-resign = Für Aufgabe stimmen
picker-vote-resign-about = die Partie aufgeben
picker-vote-heading = Abstimmung über den Zug von { $side }: Wähle eine Figur, dann ihren Zug (oder stimme für Remis oder Aufgabe).
picker-heading = { $side } am Zug: Wähle eine Figur, dann ihren Zug.
picker-no-legal-move = { $side } hat keinen legalen Zug.
picker-not-every-piece = Nicht alle Figuren passen in diese Menüs: Tippe /hex move für die anderen.
picker-pick-a-piece = Wähle eine Figur
picker-piece-no-move = Diese Figur hat jetzt keinen legalen Zug; wähle eine andere.
picker-to-cell = nach { $cell }
picker-to-range = Nach { $from } … { $to }
picker-pick-destination = Wähle das Zielfeld
picker-pick-move = Wähle den Zug
picker-where-to = { $what }: Wähle das Ziel, dann den Zug.
picker-move-to = { $what } nach { $cell }: Wähle den Zug, den du spielst.
picker-vote-to = { $what } nach { $cell }: Wähle den Zug, für den du stimmst.
picker-move = { $what }: Wähle den Zug, den du spielst.
picker-vote = { $what }: Wähle den Zug, für den du stimmst.
picker-not-every-move = Nicht alle Züge passen in diese Menüs: Tippe /hex move für die anderen.
picker-back = Zurück
picker-other-thread = Dieses Menü gehört zum Thread einer anderen Partie.
picker-button-move = Zug
picker-button-vote = Abstimmen
picker-outdated-move = Dieses Menü ist veraltet: Die Stellung hat sich seitdem geändert. Drücke Zug unter dem neuesten Brett oder nutze /hex move.
picker-outdated-vote = Dieses Menü ist veraltet: Die Stellung hat sich seitdem geändert. Drücke Abstimmen unter dem neuesten Brett oder nutze /hex vote.
picker-no-pass = Passen ist jetzt kein legaler Zug.
picker-not-understood = Diese Auswahl wurde nicht verstanden; bitte wähle noch einmal.
picker-move-not-legal = Dieser Zug ist jetzt nicht legal; drücke Zurück und wähle noch einmal.
picker-pick-option = Wähle eine Option aus dem Menü.
picker-you-played = Du hast { $move } gespielt.

discord-web-one-at-a-time = Ändere die Serverseiten oder die Partieseiten, eins nach dem anderen.

discord-help = Auf Discord heißen die Befehle /hex new, /hex move, /hex board, /hex hint und so weiter (lass bei /hex new den Gegner weg und wähle eine Stufe, um gegen die Engine zu spielen); deine findest du unter /hexme (games, profile, challenges, notify, vacation), die Varianten unter /hexinfo (variants, rules, piece, leaderboard) und Turniere unter /tournament. Jede Partie bekommt ihren eigenen Thread, in dem du auch einfach einen Zug tippen kannst (z. B. Qe1-c3), oder drücke Move unter dem Brett (oder nutze /hex move ohne Zug), um erst die Figur, dann ihren Zug aus Menüs zu wählen.
