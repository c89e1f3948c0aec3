### Hexcourier: die Annehmlichkeiten des Fernschachs, auf Deutsch: /vacation, /premove
### (bedingte Züge) und /moretime.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (etwa `vacation-ended`), dem jetzigen und dem vorgeschlagenen Text. Zeitangaben ($left)
### kommen schon in Worten; Befehle und Züge bleiben, wie sie sind. Die Referenz ist en/.

## /vacation
vacation-auto-off-note = Automatische Urlaube sind aus (/vacation auto on).
vacation-auto-on-note = Läuft eine deiner Uhren bald ab, beginnt dein Urlaub von selbst (/vacation auto off schaltet das ab).
vacation-status-on = Du bist seit { $since } im Urlaub: Deine Uhren stehen. Noch { $left } in diesem Jahr. /vacation off beendet ihn. { $auto }
vacation-status-off = Du bist nicht im Urlaub; in diesem Jahr bleiben dir noch { $left } Urlaub (von { $allowance }). /vacation on beginnt einen. { $auto }
vacation-status-used-up = Du bist seit { $since } im Urlaub, aber dein Urlaubskontingent auf diesem Server ist aufgebraucht: Deine Uhren hier laufen wieder. /vacation off beendet ihn. { $auto }
vacation-started = Dein Urlaub beginnt: Deine Uhren stehen, wenn du am Zug bist, deine Partien zeigen es an, und Herausforderungen an dich warten. Noch { $left } Urlaub in diesem Jahr; /vacation off beendet ihn.
vacation-ended = Willkommen zurück: Deine Uhren laufen wieder.
vacation-auto-on = Automatische Urlaube sind an: Eine fast abgelaufene Uhr startet deinen Urlaub, solange du noch Tage übrig hast.
vacation-auto-off = Automatische Urlaube sind aus: Läuft eine Uhr ab, ist die Partie verloren.
vacation-allowance-admin-only = Nur ein Server-Admin kann das Urlaubskontingent des Servers festlegen.
vacation-allowance-too-long = Ein Kontingent ist höchstens 366 Tage im Jahr.
vacation-allowance-set = Mitglieder dieses Servers haben { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } Urlaub im Jahr.
vacation-already = Du bist schon im Urlaub; /vacation off beendet ihn.
vacation-none-left = Du hast dieses Jahr keinen Urlaub mehr.
vacation-not-on = Du bist nicht im Urlaub.
vacation-game-away = { $user } ist im Urlaub: Die Uhr steht, wenn { $user } am Zug ist, bis zur Rückkehr.
vacation-game-back = { $user } ist aus dem Urlaub zurück: Die Uhr läuft wieder.
vacation-game-used-up = { $user } hat das Urlaubskontingent auf diesem Server aufgebraucht: Die Uhr läuft wieder.
vacation-game-turn-most = { $user } ist bei diesem Zug schon { $most } weg, mehr erlaubt dieses Turnier nicht: Die Uhr läuft wieder.

## /premove
premove-cleared = Deine bedingten Züge in dieser Partie sind gelöscht.
premove-voting-game = Abstimmungspartien haben keine bedingten Züge: Über jeden Zug wird abgestimmt.
premove-your-move = Du bist jetzt am Zug: Spiel ihn; bedingte Züge antworten auf kommende Züge.
premove-too-many = Du hast { $max } bedingte Linien in dieser Partie, das Maximum; /premove clear vergisst sie.
premove-too-long = Eine bedingte Linie hat höchstens { $max } Züge.
premove-does-not-play = Zug { $n } der Linie ({ $move }) geht nicht: { $why }.
premove-ends-before = Die Partie endet vor Zug { $n } der Linie.
premove-ends-at = Die Linie beendet die Partie mit Zug { $n }; gib danach keine Züge an.
premove-ends-with-theirs = Eine bedingte Linie endet mit deiner eigenen Antwort (die Züge danach braucht es nicht).
premove-none = Du hast in dieser Partie keine bedingten Züge. /premove <ihr Zug> <deine Antwort> legt einen fest, z. B. /premove e7-e6 f5-f6.
premove-played = { $played } (bedingter Zug von { $user })
premove-list = Deine bedingten Züge in { $game } (nur du siehst sie):

## /moretime
moretime-given = { $user } gibt { $to } { $given } mehr für diesen Zug: noch { $left }.
moretime-your-move = Du bist am Zug: /moretime gibt dem Spieler am Zug Zeit.
moretime-engine = Die Engine hat keine Uhr, der man Zeit geben könnte.
moretime-no-clock = Diese Partie hat keine Uhr: Es gibt keine Zeit zu geben.
moretime-at-most = { $to } hat schon { $left } für diesen Zug, das Maximum dieser Uhr.
moretime-tournament = { $id } erlaubt in seinen Partien kein /moretime: Der Organisator kann es beim Anlegen eines Turniers erlauben (moretime:on).
