### Hexcourier: słowa lokalnej konsoli (jej powitanie i to, co mówi o wierszu, którego nie
### umie odczytać), po polsku. Znaczniki konsoli (`[#g1]`, `image:`, `ping:`) nie są do
### tłumaczenia: czytają je skrypty.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `console-banner`), obecny tekst i proponowany. Wzorcem jest en/.

console-banner =
    Konsola Hexcouriera (magazyn { $store }; obrazki w { $images }).
    Wpisz polecenie jako @{ $user }: /help je wymienia, /new glinski @engine to gra z silnikiem.
    Mów za innych przez @nazwa: tekst, a w miejscu partii przez @nazwa #g1: tekst (np. @{ $user } #g1: f5-f6).
    Ctrl-D kończy; wszystko zapisuje się na bieżąco.
console-usage = składnia: tekst (wpisany przez @{ $user } w lobby, np. /help), @użytkownik: tekst (przez @użytkownik w lobby) lub @użytkownik #miejsce: tekst (w danym miejscu, np. @alice #g1: Qe1-c3)
console-line = wiersz { $n }: { $why }; { $usage }
console-no-colon = brak ':' po użytkowniku
console-bad-role = wiersz roli to role <nazwa>: @użytkownik @użytkownik ...
console-no-user = wiersz musi zaczynać się od @użytkownik
console-bad-place = między użytkownikiem a ':' może stać jedno #miejsce
console-web = strony WWW pod adresem { $url }
