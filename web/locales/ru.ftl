# Веб-интерфейс Reynard: русский.
app-title = Reynard
app-tagline = Лиса и гуси, другие охотничьи игры и Хнефатафл
language = Язык

lobby-new-game = Новая партия
lobby-variant = Игра
lobby-side = Ваша сторона
lobby-side-first = та, что ходит первой
lobby-opponent = Соперник
lobby-opponent-ai = компьютер
lobby-opponent-friend = друг (по ссылке-приглашению)
lobby-opponent-public = кто угодно (открытая партия)
lobby-level = Уровень
lobby-options = Настройки (ключ=значение, по одной в строке)
lobby-create = Начать
lobby-open = Открытые партии
lobby-running = Идущие партии
lobby-finished = Сыгранные партии
lobby-none = Пока нет.
lobby-join = Войти
lobby-watch = Смотреть
lobby-replay = Открыть

game-back = К списку партий
game-to-move = Очередь хода: { $side }
game-you-are = Вы играете за сторону «{ $side }».
game-spectator = Вы зритель.
game-your-turn = Ваш ход.
game-thinking = Компьютер думает…
game-waiting = Ждём, пока соперник войдёт в партию.
game-invite = Отправьте эту ссылку другу:
game-copy = Скопировать
game-copied = Скопировано
game-moves = Ходы
game-captured = { $side }: взято { $count ->
    [one] { $count } фишка
    [few] { $count } фишки
   *[many] { $count } фишек
}
game-captured-goal = { $side }: взято { $count } из { $goal } нужных
game-undo = Отменить ход
game-resign = Сдаться
game-resign-confirm = Сдаться в этой партии?
game-offer-draw = Предложить ничью
game-accept-draw = Согласиться на ничью
game-decline-draw = Отказаться
game-draw-offered = Сторона «{ $side }» предлагает ничью.
game-flip = Перевернуть доску
game-record = Скачать запись партии
game-over = Партия окончена: { $result }.
game-win = победа: { $side }
game-draw = ничья
game-why = Причина: { $reason }.
game-chain-stop = Щёлкните по фишке ещё раз, чтобы закончить прыжки здесь.
game-offline = Связь потеряна, переподключаемся…
game-not-found = Такой партии нет.

reason-flock-reduced = осталось слишком мало фишек, чтобы запереть
reason-breakthrough = охотник прорвался на первую линию
reason-fort-taken = форт занят
reason-no-legal-move = некуда ходить
reason-repetition = позиция повторилась в третий раз
reason-resignation = сдача
reason-agreement = по соглашению
reason-king-escaped = король ушёл
reason-king-captured = король взят
reason-edge-fort = король укрылся в крепости у края
reason-encircled = защитники окружены

side-fox = лиса
side-foxes = лисы
side-geese = гуси
side-hare = заяц
side-hunters = охотники
side-coyote = койот
side-chickens = куры
side-officers = стражники
side-rebels = захватчики
side-attackers = нападающие
side-defenders = защитники

preset-fox-geese = Лиса и гуси
preset-fox-geese-diagonal = Лиса и гуси, с диагоналями
preset-fox-geese-15 = Лиса и гуси, 15 гусей
preset-fox-geese-17 = Лиса и гуси, 17 гусей
preset-fox-geese-2fox = Лиса и гуси, две лисы
preset-fox-geese-forward = Лиса и гуси, гуси только вперёд
preset-catch-the-hare = Поймай зайца
preset-coyote = Койот
preset-el-coyote = Эль Койот
preset-asalto = Асальто
preset-hnefatafl-9 = Хнефатафл 9×9
preset-hnefatafl-11 = Хнефатафл 11×11
preset-copenhagen-11 = Копенгагенский хнефатафл 11×11

error-generic = Ошибка: { $message }
