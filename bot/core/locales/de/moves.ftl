### Hexcourier: warum ein getippter Zug abgelehnt wird (er ist nicht lesbar, er ist
### unzulässig, er kann mehr als einen Zug meinen), auf Deutsch. Zugtexte, Felder und
### Figurenbuchstaben bleiben wie getippt oder standardmäßig; die Figurennamen stehen in
### reference.ftl.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `move-reason-blocked`), dem jetzigen und dem vorgeschlagenen Text. Vorbild ist en/.

move-illegal = unzulässiger Zug { $text }: { $reason }
move-ambiguous = '{ $text }' ist mehrdeutig: gemeint sein kann { $candidates }
move-unreadable = '{ $text }' ist als Zug nicht lesbar: { $why }

## Warum ein Zug unzulässig ist.
move-reason-no-piece-there = auf { $cell } steht keine Figur
move-reason-not-your-piece = die Figur auf { $cell } gehört nicht dir
move-reason-no-such-piece = du hast keine Figur vom Typ { $piece }, die diesen Zug machen kann
move-reason-no-piece-with-letter = du hast keine Figur mit dem Buchstaben { $letter }, die diesen Zug machen kann
move-reason-not-that-piece-on = auf { $cell } steht keine Figur vom Typ { $piece } von dir, die diesen Zug machen kann
move-reason-cannot-move-there = diese Figur ({ $piece }) kann von dort nicht nach { $to } ziehen
move-reason-blocked = der Weg der Figur ({ $piece }) nach { $to } ist versperrt
move-reason-own-piece = auf { $cell } steht eine deiner eigenen Figuren
move-reason-only-to-capture = diese Figur ({ $piece }) zieht dorthin nur, um zu schlagen
move-reason-cannot-capture = diese Figur ({ $piece }) kann so nicht schlagen
move-reason-leaves-in-check = damit stünde deine Figur ({ $piece }) im Schach
move-reason-promotion-required = sag, in welche Figur umgewandelt wird: { $choices }
move-reason-bad-promotion = hier ist keine Umwandlung in { $piece } möglich
move-reason-not-in-hand = du hast keine Figur vom Typ { $piece } in der Hand
move-reason-occupied = { $cell } ist nicht leer
move-reason-no-move-from = eine Figur vom Typ { $piece } darf nicht auf { $cell } eingesetzt werden: von dort könnte sie nie ziehen
move-reason-no-such-cell = { $cell } ist kein Feld dieses Bretts
move-reason-capture-compulsory = Schlagen ist Pflicht, und du kannst schlagen
move-reason-no-drag = keine deiner Figuren kann { $cell } so zerren (ein Zerren braucht die richtige Zahl an Löchern, und nichts sonst, zwischen der zerrenden Figur und ihrem Opfer)
move-reason-no-relocation = keine deiner Figuren kann das, was auf { $target } steht, nach { $to } versetzen (es muss das erste Objekt auf einer Linie der versetzenden Figur sein, und { $to } muss frei sein)
move-reason-not-legal = das ist in dieser Stellung kein regelgerechter Zug
move-reason-game-over = die Partie ist vorbei

## Warum ein Zugtext nicht lesbar ist.
move-why-empty = er ist leer
move-why-too-long = er ist zu lang für einen Zug
move-why-characters = in Zügen stehen nur Buchstaben, Ziffern und - x = * @ : >
move-why-drag-victim = nach > kommt das Feld der gezerrten Figur, z. B. >g8
move-why-drag = ein Zerren ist ein Zug, dann > und ein Feld, z. B. Qd1-d5>g8
move-why-relocation = ein Versetzen ist die Figur, :, das Feld des Objekts - sein neues Feld, z. B. Ed1:h5-f6
move-why-drop = ein Einsetzen ist ein Figurenbuchstabe, * oder @ und ein Feld, z. B. N*f4
move-why-drop-letter = ein Einsetzen beginnt mit einem Figurenbuchstaben
move-why-drop-cell = ein Einsetzen braucht ein Zielfeld
move-why-promotion-letter = nenne einen Figurenbuchstaben für die Umwandlung, z. B. =Q
move-why-no-destination = kein Zielfeld
move-why-expected = erwartet wird etwas wie f5-f6, Nf4, exf6 oder f10-f11=Q
move-why-no-reading = keine Lesart passt
