### Hexcourier: a Discord-illesztő saját válaszai, magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `discord-done`), a jelenlegi és a javasolt szöveget. A parancsnevek
### (/hex board) nem változnak. A minta az en/ mappa fájlja.

discord-done = Kész.
discord-option-not-understood = Az egyik opciót nem értettem; kérlek, válaszd ki a listából.
discord-older-shape = Ez a parancs régebbi formában érkezett; várj egy percet, amíg a Discord frissíti a parancslistát, aztán próbáld újra.
discord-guild-only = A Hexcourier játszmái szerverszálakban zajlanak: használd a /hex parancsot egy szervercsatornán.
discord-did-not-work = Ez nem sikerült; a /hex help felsorolja a parancsokat.
discord-failed = Valami hiba történt a Hexcourier oldalán válaszadás közben. A /hex board megmutatja, hogy áll a játszma; kérlek, próbáld újra egy kicsit később.
discord-use-slash = Használd a /hex perjeles parancsot.
discord-button-gone = Ez a gomb már nincs használatban; a /hex help felsorolja a parancsokat.

discord-your-move = { $user }, te lépsz.
discord-your-vote = { $role }, ti szavaztok.
