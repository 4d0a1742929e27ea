# Reynard, интерфейс: русский.
# Ключи те же, что в locales/en/main.ftl; тест `every_key_is_translated`
# следит за полнотой. Названия сторон (side-*) стоят после двоеточия
# («Ход: гуси», «Победа: лиса»), чтобы не согласовывать глагол с ними.

app-title = Reynard
app-tagline = Лиса и гуси и другие охотничьи игры

## Игры (семейства) и варианты: короткие названия для меню и заголовков.

variant-fox-geese = Лиса и гуси
variant-fox-geese-diagonal = Лиса и гуси с диагоналями
variant-fox-geese-15 = Лиса и гуси, 15 гусей
variant-fox-geese-17 = Лиса и гуси, 17 гусей
variant-fox-geese-2fox = Две лисы
variant-fox-geese-forward = Лиса и гуси, гуси не ходят назад
variant-catch-the-hare = Поймай зайца
variant-coyote = Койот
variant-el-coyote = Эль-Койот
variant-asalto = Асальто
variant-wolf-sheep = Волк и овцы
variant-bagh-chal = Баг-чал (тигры и козы)
variant-hnefatafl-9 = Хнефатафл 9×9
variant-hnefatafl-11 = Хнефатафл 11×11
variant-copenhagen-11 = Копенгагенский хнефатафл
variant-brandubh = Брандуб
variant-tablut = Таблут
variant-fetlar-11 = Хнефатафл Фетлара
variant-ard-ri = Ард-Ри
variant-tawlbwrdd-11 = Тавлбурд
variant-hnefatafl-13 = Хнефатафл 13×13
variant-alea-evangelii = Алеа Евангелии
variant-solitaire = Солитер
variant-goose = Игра в гуся

## Стороны, как их называют варианты.

side-fox = лиса
side-foxes = лисы
side-geese = гуси
side-hare = заяц
side-hunters = охотники
side-coyote = койот
side-chickens = куры
side-officers = стражники
side-rebels = захватчики
side-wolf = волк
side-sheep = овцы
side-tigers = тигры
side-goats = козы
side-attackers = нападающие
side-defenders = защитники
side-hunter = охотящаяся сторона
side-flock = стая

## Главное меню.

menu-choose-game = Выберите игру
menu-options = Параметры игры
menu-start = Начать игру
menu-open = Открыть сохранённую игру
menu-language = Язык: { $language }
menu-quit = Выход
menu-human = человек
menu-ai = компьютер, уровень { $level }
menu-option-hint = ←/→ или Enter: изменить; введите значение и нажмите Enter, чтобы задать его (Ctrl-U — стереть, Esc — отмена)
menu-option-error = Параметр не принят: { $error }
menu-players = Игроки
menu-goose-player = Игрок { $number }
## Игра.

status-to-move = Ход: { $side }
status-thinking = Ход: { $side } — идёт обдумывание…
status-taken = Взято: { $taken } из { $needed }
status-lost = { $side } — потери: { $count }
status-in-hand = { $side } в запасе: { $count }
status-pegs = Осталось фишек: { $pegs }
status-plain = { $text }
status-moves = Ходы
status-no-moves = ходов ещё не было
status-select-piece = Выберите фигуру, которой ходить
status-select-target = Выберите, куда пойти ({ $count ->
    [one] { $count } поле
    [few] { $count } поля
   *[many] { $count } полей
    [other] { $count } поля
  })
status-select-next = Продолжите прыжок или ещё раз выберите последнее поле, чтобы остановиться
status-hint = Подсказка: { $move }
status-hint-none = Подсказки нет: игра окончена
status-saved = Сохранено: { $path }
status-save-failed = Не удалось сохранить в { $path }: { $error }
status-opened = Открыто: { $path }
status-open-failed = Не удалось открыть { $path }: { $error }
status-draw-offered = Предложение ничьей ({ $side }): нажмите d, чтобы принять
status-draw-declined = Компьютер отклоняет ничью
status-nothing-to-undo = Нечего отменять
status-nothing-to-redo = Нечего возвращать
status-not-your-piece = Этой фигурой сейчас ходить нельзя
outcome-win-because = Победа: { $side } — { $reason }
outcome-draw-because = Ничья: { $reason }
outcome-reason-flock-reduced = взято достаточно фигур
outcome-reason-no-legal-move = у стороны, чья очередь хода, нет ходов
outcome-reason-fort-taken = форт занят
outcome-reason-breakthrough = прорыв к первому ряду
outcome-reason-repetition = одна и та же позиция повторилась трижды
outcome-reason-resignation = сдача
outcome-reason-agreement = по соглашению
outcome-reason-time = время истекло
outcome-reason-king-escaped = король ушёл
outcome-reason-king-captured = король захвачен
outcome-reason-edge-fort = король построил крепость у края доски
outcome-reason-encircled = защитники окружены
outcome-solitaire = Игра окончена: { $pegs ->
    [one] осталась { $pegs } фишка
    [few] осталось { $pegs } фишки
   *[many] осталось { $pegs } фишек
    [other] осталось { $pegs } фишки
  }
outcome-solitaire-perfect = Идеальный финиш: одна фишка, на { $hole }
outcome-goose = Побеждает игрок { $number }

## Клавиши (нижняя строка и экран справки).

keys-play = ←↑↓→ Enter: выбор · u назад · r вперёд · h подсказка · ? помощь · q меню
keys-help-title = Клавиши
key-arrows = стрелки: двигать курсор по доске
key-enter = Enter или пробел: выбрать фигуру или поле (работает и мышь)
key-esc = Esc: отменить выбор
key-undo = u: отменить ход (против компьютера — до вашего хода)
key-redo = r: вернуть отменённый ход
key-hint = h: подсказка компьютера
key-resign = R: сдаться
key-draw = d: предложить или принять ничью
key-flip = f: перевернуть доску
key-save = s: сохранить запись партии
key-open = o: открыть сохранённую запись
key-language = l: следующий язык
key-help = ?: эта справка и правила
key-quit = q: в меню (дважды в меню — выход)
key-roll = Enter или пробел: бросить кости

help-title = Справка: { $variant }
help-rules-title = Правила
help-close = Esc или ?: закрыть

## Диалоги.

dialog-save-title = Сохранить игру
dialog-open-title = Открыть запись
dialog-path = Файл: { $path }
dialog-confirm = Enter: подтвердить · Esc: отмена
dialog-resign = Сдать партию? (д/н)

## Игра в гуся.

goose-rolled = Игрок { $number } выбрасывает { $dice }
goose-waiting = Игрок { $number } пропускает ({ $turns ->
    [one] ещё { $turns } ход
    [few] ещё { $turns } хода
   *[many] ещё { $turns } ходов
    [other] ещё { $turns } хода
  })
goose-computer = компьютер
goose-person = человек

## Ошибки.

error-too-small = Размер терминала { $width }×{ $height }; Reynard нужно не меньше 80×24. Увеличьте окно.

## Added with the full-screen game.

menu-seat = { $side }
keys-goose = Enter или пробел: бросить кости · ? помощь · l язык · q меню
solitaire-moves = Ходов: { $count }
solitaire-choose-peg = Выберите фишку, которая может прыгнуть
solitaire-choose-hole = Выберите лунку для прыжка (та же фишка может прыгать дальше)
solitaire-thinking = Решатель ищет путь…
solitaire-no-solution = Отсюда не оставить одну фишку на { $hole }
goose-your-roll = Игрок { $number }: нажмите Enter, чтобы бросить кости
goose-computer-rolls = Игрок { $number } (компьютер) бросает кости…
goose-player-at = Игрок { $number } ({ $who }): поле { $square }
goose-event-bounce = отскок от 63 назад на { $square }
goose-event-goose = гусь на поле { $square }
goose-event-jump = { $name }: с { $from } на { $to }
goose-event-wait = { $name } на поле { $square }: пропуск { $turns ->
    [one] { $turns } хода
    [few] { $turns } ходов
   *[many] { $turns } ходов
    [other] { $turns } хода
  }
goose-event-win = доходит до { $square }
goose-name-bridge = мост
goose-name-inn = постоялый двор
goose-name-well = колодец
goose-name-maze = лабиринт
goose-name-prison = тюрьма
goose-name-death = смерть
goose-legend = * гусь · » мост · « назад (лабиринт, смерть) · ○ ожидание (постоялый двор, колодец, тюрьма)
status-hint-wait = Компьютер думает: попросите подсказку в свой ход
status-place = Выберите поле, куда поставить фигуру
status-not-a-record = это не запись Reynard (нет тега [Game] или [Variant])
dialog-overwrite = { $path } уже есть: заменить? (д/н)
key-eval = e: оценка позиции движком (точная, где есть решённые таблицы)
key-explore = x: обозреватель: каждый ход с оценкой, лучшие первыми (точной, где есть решённые таблицы, иначе оценкой движка); ещё раз, чтобы закрыть
key-review = v: разбор партии: её ход на графике, ходы, упустившие выигрыш или ничью; ←/→ и Enter переходят к позиции
key-puzzle-hint = h: подсказка (называет фигуру для хода; серия прерывается)
key-puzzle-again = u: начать задачу сначала
key-puzzle-next = n: следующая задача
puzzle-none = Больше задач в этих пределах нет
status-review-none = Здесь нет разбора
review-mark-best = { $verdict } { $best }
review-keys = ←/→ Home End: выбрать позицию · Enter: перейти · другая клавиша: закрыть
status-eval = Оценка ({ $side }): { $score } (глубина { $depth }); лучший ход { $move }
status-eval-win = Оценка ({ $side }): выигрыш за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
    [other] { $plies } полухода
  }; лучший ход { $move }
status-eval-loss = Оценка ({ $side }): проигрыш за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
    [other] { $plies } полухода
  }; лучший ход { $move }


## The side names of the variant, when they are not fox and geese.
option-sides-note = В этих пояснениях лиса — это { $hunter }, а гуси — { $flock }.

# Род и число названия стороны: m, f, n или pl (лиса выиграла, гуси выиграли).
side-form-fox = f
side-form-foxes = pl
side-form-geese = pl
side-form-hare = m
side-form-hunters = pl
side-form-coyote = m
side-form-chickens = pl
side-form-officers = pl
side-form-rebels = pl
side-form-wolf = m
side-form-sheep = pl
side-form-tigers = pl
side-form-goats = pl
side-form-attackers = pl
side-form-defenders = pl
side-form-hunter = f
side-form-flock = f

# The menu's footer, fitting the focused row; the help's scroll marks.
menu-hint-choose = ←/→ — изменить, ↑/↓ — другая строка
menu-hint-option-choice = ←/→ или Enter — изменить это правило, ↑/↓ — другая строка
menu-hint-action = Enter — выбрать, ↑/↓ — другая строка
help-more-below = ↓ дальше ещё (PageDown)
help-more-above = ↑ выше ещё (PageUp)
