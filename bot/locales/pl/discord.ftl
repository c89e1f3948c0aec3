### Hexcourier: własne odpowiedzi adaptera Discorda, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `discord-done`), obecny tekst i proponowany. Nazwy poleceń (/hex board) zostają bez
### zmian. Wzorcem jest plik en/.

discord-done = Gotowe.
discord-option-not-understood = Nie zrozumiano jednej z opcji; wybierz ją z listy.
discord-older-shape = To polecenie przyszło w starszej postaci; odczekaj minutę, aż Discord odświeży listę poleceń, i spróbuj ponownie.
discord-guild-only = Gry Hexcouriera toczą się w wątkach serwera: użyj /hex na kanale serwera.
discord-did-not-work = To się nie udało; /hex help wyświetla listę poleceń.
discord-failed = Po stronie Hexcouriera coś poszło nie tak podczas odpowiadania. /hex board pokazuje stan gry; spróbuj ponownie za chwilę.
discord-use-slash = Użyj polecenia z ukośnikiem /hex.
discord-button-gone = Ten przycisk nie jest już używany; /hex help wyświetla listę poleceń.

discord-your-move = { $user }, twój ruch.
discord-your-vote = { $role }, wasz głos.
