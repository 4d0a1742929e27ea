# Samotnik i Gra w gęś w przeglądarce: polski.
solo-start-hole = Pusty otwór na początku
solo-finish-hole = Otwór idealnego zakończenia
solo-players = Gracze
solo-dice = Kostki
solo-rule = Na polu z gęsią
solo-rule-roll-again = rzut jeszcze raz
solo-rule-move-again = ruch dalej o tyle samo
solo-pass-and-play = Gra przy jednym ekranie: każdy człowiek rzuca tutaj; komputer rzuca sam.
solo-online = Pozostali gracze rzucają na swoich urządzeniach (każdy dostanie link)
solo-invites = Linki z zaproszeniem
solo-waiting-for = Czekamy na rzut gracza { $number }…
solo-board = Plik planszy (opcjonalnie)
solo-board-hint = Bez pliku gra się na zwykłej planszy. Plik planszy określa pola specjalne (wzór: boards/goose-default.toml w Reynard).
solo-hint = Podpowiedź
solo-hint-timeout = Solver potrzebuje więcej czasu: spróbuj jeszcze raz.
solo-moves = Ruchy
solo-chain = Ten sam pionek może skakać dalej: wybierz otwór albo inny pionek.
solo-roll = Rzuć kostką
solo-to-roll = Rzuca gracz { $number }
solo-log = Ostatnie kolejki
solo-legend = Pola specjalne
solo-start-square = Start
solo-turn-missed = Gracz { $number } traci kolejkę (jeszcze do stracenia: { $turns })
solo-turn-roll = { $dice }: { $from } → { $to }
solo-legend-geese = gęsi (rzut jeszcze raz lub ruch dalej): { $squares }
solo-legend-jump = { $square }, { $name }: dalej na { $to }
solo-legend-wait = { $square }, { $name }: { $turns ->
    [one] traci { $turns } kolejkę
    [few] traci { $turns } kolejki
   *[other] traci { $turns } kolejek
  }
solo-about = { $dice ->
    [one] { $dice } kostka
    [few] { $dice } kostki
   *[other] { $dice } kostek
  }, na polu z gęsią: { $rule }; ziarno { $seed }.
