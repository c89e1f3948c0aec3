### Hexcourier: dlaczego wpisany ruch zostaje odrzucony (nie da się go odczytać, jest
### niedozwolony, może oznaczać więcej niż jeden ruch), po polsku. Zapis ruchów, pola i litery
### bierek zostają takie, jak wpisano, albo standardowe; nazwy bierek są w reference.ftl.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `move-reason-blocked`), obecny tekst i proponowany. Wzorcem jest en/.

move-illegal = niedozwolony ruch { $text }: { $reason }
move-ambiguous = '{ $text }' jest niejednoznaczne: może to być { $candidates }
move-unreadable = nie da się odczytać '{ $text }' jako ruchu: { $why }

## Dlaczego ruch jest niedozwolony.
move-reason-no-piece-there = na { $cell } nie ma bierki
move-reason-not-your-piece = bierka na { $cell } nie jest twoja
move-reason-no-such-piece = żadna twoja bierka typu { $piece } nie może wykonać tego ruchu
move-reason-no-piece-with-letter = nie masz bierki o literze { $letter }, która mogłaby wykonać ten ruch
move-reason-not-that-piece-on = na { $cell } nie stoi twoja bierka typu { $piece }, która mogłaby wykonać ten ruch
move-reason-cannot-move-there = { $piece } nie może stąd pójść na { $to }
move-reason-blocked = { $piece } nie dojdzie na { $to }: droga jest zastawiona
move-reason-own-piece = na { $cell } stoi twoja własna bierka
move-reason-only-to-capture = { $piece } idzie tam tylko z biciem
move-reason-cannot-capture = { $piece } nie może bić w ten sposób
move-reason-leaves-in-check = po tym ruchu twoja bierka typu { $piece } zostałaby w szachu
move-reason-promotion-required = podaj, na co promować: { $choices }
move-reason-bad-promotion = tutaj nie można promować na { $piece }
move-reason-not-in-hand = nie masz w ręce bierki typu { $piece }
move-reason-occupied = pole { $cell } nie jest puste
move-reason-no-move-from = bierki typu { $piece } nie można postawić na { $cell }: nie mogłaby się stamtąd nigdy ruszyć
move-reason-no-such-cell = { $cell } nie jest polem tej planszy
move-reason-capture-compulsory = bicie jest obowiązkowe, a masz bicie
move-reason-no-drag = żadna twoja bierka nie może tak pociągnąć { $cell } (pociągnięcie wymaga właściwej liczby dziur, i niczego innego, między ciągnącą bierką a jej ofiarą)
move-reason-no-relocation = żadna twoja bierka nie może przenieść tego, co stoi na { $target }, na { $to } (musi to być pierwszy obiekt na jednej z linii przenoszącej bierki, a { $to } musi być wolne)
move-reason-not-legal = to nie jest dozwolony ruch w tej pozycji
move-reason-game-over = gra jest zakończona

## Dlaczego zapisu ruchu nie da się odczytać.
move-why-empty = jest pusty
move-why-too-long = jest za długi jak na ruch
move-why-characters = w ruchach używa się tylko liter, cyfr oraz - x = * @ : >
move-why-drag-victim = po > podaje się pole ciągniętej bierki, np. >g8
move-why-drag = pociągnięcie to ruch, potem > i pole, np. Qd1-d5>g8
move-why-relocation = przeniesienie to bierka, :, pole obiektu - jego nowe pole, np. Ed1:h5-f6
move-why-drop = zrzut to litera bierki, * lub @ i pole, np. N*f4
move-why-drop-letter = zrzut zaczyna się od litery bierki
move-why-drop-cell = zrzut wymaga pola docelowego
move-why-promotion-letter = podaj jedną literę bierki, na którą promujesz, np. =Q
move-why-no-destination = brak pola docelowego
move-why-expected = oczekiwano czegoś w rodzaju f5-f6, Nf4, exf6 lub f10-f11=Q
move-why-no-reading = żadne odczytanie nie pasuje
