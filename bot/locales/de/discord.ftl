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
