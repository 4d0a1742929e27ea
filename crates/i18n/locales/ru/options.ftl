# Reynard, параметры в стартовом меню: русский.
# Ключи те же, что в locales/en/options.ftl: `option-<ключ>`, ключ — как в коде
# правил. Одна строка, не длиннее 76 знаков. В охотничьих играх «лиса» и «гуси»
# обозначают стороны, как бы их ни звал вариант (заяц, койот, стражники;
# охотники, куры, захватчики).

## Общее для охотничьих игр и хнефатафла.

option-board = Доска: её форма и размер (в тафле — от 7×7 до 19×19)

## Охотничьи игры (Лиса и гуси, Поймай зайца, Койот, Асальто).

option-lines = Линии для ходов: только прямые, с диагоналями или 2 длинные диагонали
option-hunter_points = Поля, с которых начинает лиса (или лисы)
option-flock = Сколько гусей, в традиционной для этого числа расстановке
option-flock_points = Свои начальные поля гусей (вместо их числа)
option-extra_hunters = Фора: дополнительные лисы на указанных полях
option-extra_flock = Фора: дополнительные гуси на указанных полях
option-flock_in_hand = Гуси в запасе: выставляются по одному за ход (Баг-чал)
option-flock_moves_while_placing = Гуси на доске могут ходить, пока другие ещё в запасе
option-hunter_first = Первой ходит лиса (иначе первыми ходят гуси)
option-fox_wins_at = Лиса побеждает, когда гусей остаётся столько или меньше
option-flock_diagonals = Гуси могут ходить и по диагональным линиям
option-flock_directions = Куда ходят гуси: в любую сторону или никогда назад, на ряд ниже
option-capture = Взятие по желанию или обязательное: тогда лиса прыгает, пока может
option-huffing = Лиса, не взявшая гуся, когда могла, снимается (вместо обязательного взятия)
option-removal = Когда съеденные гуси уходят с доски: сразу или в конце хода
option-chains = Прыжок может продолжаться (серия); иначе один прыжок за ход
option-hunter_start = Лиса начинает с заданных полей или сама расставляет фигуры перед игрой
option-breakthrough = Лиса побеждает и тогда, когда доходит до 1-го, нижнего ряда
option-fort = Форт Асальто: захватчики побеждают, заняв все 9 полей; в нём без диагоналей

## Хнефатафл.

option-first = Какая сторона ходит первой: нападающие или защитники
option-king_armed = Король участвует во взятиях: и когда ходит, и стоя с другой стороны
option-king_capture = Короля берут вдвоём, с 4 сторон или вдвоём, но у трона — только окружив
option-escape = Куда уходит король для победы: угол, любое поле края, угловая цитадель
option-throne = Трон в центре: только для короля и враждебен; или обычная клетка
option-throne_passable = Не только король может проходить через пустой трон
option-shield_wall = Стена щитов: ряд 2+ фигур на краю с врагами напротив, зажатый с концов, взят
option-edge_fort = Защитники побеждают: король на краю, может ходить, в неразрушимой крепости
option-encirclement = Нападающие побеждают, окружив короля и всех защитников
option-repetition = Третье повторение позиции: ничья или поражение защитников
option-attackers = Свои начальные клетки нападающих (вместе с защитниками и королём)
option-defenders = Свои начальные клетки защитников, без короля
option-king = Начальная клетка короля

## Солитер.

option-start = Лунка, пустая в начале игры (по умолчанию d4, центр)
option-finish = Лунка, где должна остаться последняя фишка для идеального финиша

## Игра в гуся.

option-dice = Сколько кубиков бросать за раз: один или два
option-goose = Попав на гуся: бросить ещё раз или пройти ещё столько же полей
option-goose-board = default или путь к файлу доски (образец: boards/goose-default.toml)

## Значения параметров: в меню терминала и в лобби браузера.

option-value-true = да
option-value-false = нет
option-value-cross33 = крест из 33 точек
option-value-alquerque5 = алькерк 5×5
option-value-alquerque5x7 = алькерк 5×7
option-value-checker8 = тёмные поля доски 8×8
option-value-checker10 = тёмные поля доски 10×10
option-value-orthogonal = только прямые линии
option-value-diagonal = с диагоналями
option-value-long = две длинные диагонали
option-value-all = в любую сторону
option-value-no-backward = никогда назад
option-value-optional = по желанию
option-value-mandatory = обязательно
option-value-immediate = сразу
option-value-deferred = в конце хода
option-value-fixed = заданные точки
option-value-choose = расставляет игрок
option-value-attackers = нападающие
option-value-defenders = защитники
option-value-throne = двумя, у трона четырьмя
option-value-two = двумя
option-value-four = четырьмя
option-value-corner = угол
option-value-edge = любой край
option-value-citadel = угловая цитадель
option-value-draw = ничья
option-value-defenders-lose = защитники проигрывают
option-value-standard = традиционная расстановка
option-value-none = нет

# Короткие названия опций: подписи в меню терминала и в атласе браузера.
option-name-board = Доска
option-name-lines = Линии
option-name-hunter_points = Начальные пункты лисы
option-name-flock = Число гусей
option-name-flock_points = Начальные пункты гусей
option-name-extra_hunters = Дополнительные лисы
option-name-extra_flock = Дополнительные гуси
option-name-flock_in_hand = Гуси в запасе
option-name-flock_moves_while_placing = Ходы гусей при выставлении
option-name-hunter_first = Лиса ходит первой
option-name-fox_wins_at = Лиса выигрывает при
option-name-flock_diagonals = Гуси по диагоналям
option-name-flock_directions = Направления гусей
option-name-capture = Взятие
option-name-huffing = Фук
option-name-removal = Снятие взятых гусей
option-name-chains = Цепочки прыжков
option-name-hunter_start = Как начинает лиса
option-name-breakthrough = Прорыв
option-name-fort = Форт
option-name-first = Кто ходит первым
option-name-king_armed = Вооружённый король
option-name-king_capture = Взятие короля
option-name-escape = Куда бежит король
option-name-throne = Трон
option-name-throne_passable = Проход через трон
option-name-shield_wall = Стена щитов
option-name-edge_fort = Крепость у края
option-name-encirclement = Окружение
option-name-repetition = Повторение позиции
option-name-attackers = Клетки нападающих
option-name-defenders = Клетки защитников
option-name-king = Клетка короля
option-name-start = Пустая лунка
option-name-finish = Лунка последней фишки
option-name-dice = Кубики
option-name-goose = Попадание на гуся
option-name-goose-board = Поле
option-value-custom = свои пункты
option-value-default = обычное поле
