# Солитер и «Игра в гуся» в браузере: русский.
solo-start-hole = Пустая лунка в начале
solo-finish-hole = Лунка идеального финиша
solo-players = Игроки
solo-dice = Кубики
solo-rule = На поле с гусем
solo-rule-roll-again = бросить ещё раз
solo-rule-move-again = пройти ещё столько же
solo-pass-and-play = Игра за одним экраном: каждый человек бросает кубик здесь; компьютер бросает сам.
solo-online = Остальные игроки бросают кубик со своих устройств (для каждого будет ссылка)
solo-invites = Ссылки-приглашения
solo-waiting-for = Ждём броска игрока { $number }…
solo-board = Файл доски (необязательно)
solo-board-hint = Без файла играется обычная доска. Файл доски задаёт особые поля (образец — boards/goose-default.toml в Reynard).
solo-hint = Подсказка
solo-hint-timeout = Решателю нужно больше времени: попросите ещё раз.
solo-moves = Ходы
solo-chain = Та же фишка может прыгнуть дальше: выберите лунку или другую фишку.
solo-roll = Бросить кубик
solo-to-roll = Бросает игрок { $number }
solo-log = Последние ходы
solo-legend = Особые поля
solo-start-square = Старт
solo-turn-missed = Игрок { $number } пропускает ход (осталось пропустить: { $turns })
solo-turn-roll = { $dice }: { $from } → { $to }
solo-legend-geese = гуси (бросок ещё раз или ход дальше): { $squares }
solo-legend-jump = { $square }, { $name }: дальше на { $to }
solo-legend-wait = { $square }, { $name }: пропуск { $turns ->
    [one] { $turns } хода
    [few] { $turns } ходов
    [many] { $turns } ходов
   *[other] { $turns } хода
  }
solo-about = { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[other] { $dice } кубиков
  }, на поле с гусем: { $rule }; начальное число { $seed }.
