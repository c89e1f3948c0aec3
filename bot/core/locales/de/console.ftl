### Hexcourier: die eigenen Worte der lokalen Konsole (ihre Begrüßung und was sie zu einer
### Zeile sagt, die sie nicht lesen kann), auf Deutsch. Die Markierungen der Konsole (`[#g1]`,
### `image:`, `ping:`) werden nicht übersetzt: Skripte lesen sie.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `console-banner`), dem jetzigen und dem vorgeschlagenen Text. Vorbild ist en/.

console-banner =
    Hexcourier-Konsole (Speicher { $store }; Bilder in { $images }).
    Tippe einen Befehl als @{ $user }: /help listet sie auf, /new glinski @engine spielt gegen die Engine.
    Sprich für andere mit @name: Text, und am Ort einer Partie mit @name #g1: Text (z. B. @{ $user } #g1: f5-f6).
    Strg-D beendet; alles wird sofort gespeichert.
console-usage = Aufbau: Text (von @{ $user } in der Lobby getippt, z. B. /help), @nutzer: Text (von @nutzer in der Lobby) oder @nutzer #ort: Text (an einem Ort, z. B. @alice #g1: Qe1-c3)
console-line = Zeile { $n }: { $why }; { $usage }
console-no-colon = kein ':' nach dem Nutzer
console-bad-role = eine Rollenzeile lautet role <name>: @nutzer @nutzer ...
console-no-user = die Zeile muss mit @nutzer beginnen
console-bad-place = zwischen dem Nutzer und ':' steht genau ein #ort
console-web = Webseiten unter { $url }
