# Что отвергают правила, на языке игрока (меню полноэкранной игры и открытые записи).
# Пункты, ходы и значения параметров остаются как написаны. Стороны и числа стоят после
# двоеточия, чтобы не согласовывать падежи.

error-option-unknown = неизвестный параметр `{ $key }`; параметры: { $known }
error-option-value = параметр `{ $key }` не принимает `{ $value }`; ожидается: { $allowed }
error-option-pair = ожидается ключ=значение, а написано `{ $text }`
error-variant-lines = длинные линии есть только на доске alquerque5, а не на { $board }
error-variant-point = { $key }: `{ $point }` — не пункт доски { $board }
error-variant-layout = flock: на доске { $board } нет обычной расстановки такого размера: { $size }; выберите один из: { $allowed } — или задайте flock_points
error-variant-overlap = две фигуры стоят на пункте { $point }
error-tafl-cell = { $key }: `{ $cell }` — не клетка доски { $size }×{ $size }
error-tafl-two-pieces = две фигуры стоят на клетке { $cell }
error-tafl-restricted = { $key }: `{ $cell }` — трон, угол или цитадель, там может стоять только король
error-tafl-king-escaped = king: `{ $cell }` — клетка, куда король уходит; игра кончилась бы сразу
error-tafl-no-attackers = attackers: нужен хотя бы один нападающий
error-variant-hunters = число фигур охотящейся стороны — от 1 до { $most }, а задано: { $count }
error-variant-threshold = fox_wins_at = { $threshold } должно быть меньше числа гусей: { $flock }
error-variant-no-room = для hunter_start = choose нужно свободных пунктов: { $needed }, а есть: { $free }
error-variant-captures-to-win = fox_wins_at = { $threshold } означает взятий: { $needed } (считая от 20), а в стаде фигур: { $flock }
error-variant-two-hands = flock_in_hand и hunter_start = choose вместе нельзя: выставляет только одна сторона
error-variant-in-hand = flock_in_hand = { $count }: не больше { $most }
error-unknown-variant = неизвестный вариант `{ $id }`; варианты: { $known }
error-move-syntax-hunt = `{ $text }` — не ход: пишите шаг d4-d5, цепочку прыжков d4xd6xf6 или выставление @d4
error-move-syntax-tafl = `{ $text }` — не ход: пишите как e1-e4, а взятия добавляйте так: e1-e4xe5
error-move-unknown-point = `{ $point }` — не пункт этой доски
error-move-unknown-cell = `{ $point }` — не поле этой доски
error-move-game-over = партия окончена
error-nothing-to-undo = нет хода, который можно отменить
error-move-not-your-turn = не ваш ход; очередь хода: { $side }
error-move-no-piece = на { $point } нет фигуры
error-move-not-along-line = из { $from } в { $to } нельзя пройти по линии
error-move-not-along-file = из { $from } в { $to } нельзя пройти по горизонтали или вертикали
error-move-occupied = { $point }: занято
error-move-capture-compulsory = взятие обязательно
error-move-must-continue = цепочка не окончена: с { $point } есть ещё взятие
error-move-direction = так ходить нельзя: эта фигура не ходит из { $from } в { $to }
error-move-flock-jump = берёт только охотящаяся сторона: гуси никогда не прыгают
error-move-nothing-to-capture = на { $point } нечего взять
error-move-segment-used = прыжок через { $point } по этой линии в этом ходе уже сделан
error-move-placement-expected = сначала выставляются фигуры: пишите @пункт
error-move-flock-in-hand = фигур ещё в запасе: { $count }; сначала выставьте их (пишите @пункт)
error-move-placement-not-allowed = на { $point } сейчас выставлять нельзя
error-move-illegal = `{ $text }` — здесь не ход по правилам
error-move-path-blocked = путь перекрыт на { $point }
error-move-throne-blocks = через трон { $point } проходит только король
error-move-restricted = на { $point } может встать только король
error-move-captures = ход берёт { $actual }, а не { $written }
error-move-captures-nothing = ход ничего не берёт, а написано { $written }
error-record-wrong-game = запись относится к игре `{ $stated }`, а не `{ $expected }`
error-record-tag = строка { $line }: тег пишется как [Name "value"]
error-record-comment = строка { $line }: комментарий `{"{"}` не закрыт
error-record-option = строка { $line }: тег Set: { $error }
error-record-variant = параметры варианта несовместимы: { $error }
error-record-start = тег Start: { $error }
error-record-move = строка { $line }: ход { $number } ({ $side }) `{ $move }`: { $error }
error-record-result-tag = неверный тег { $tag }: `{ $value }`
error-record-result = в записи сказано `{ $stated }`, а ходы ведут к `{ $actual }`
error-solitaire-hole = `{ $hole }` — не лунка доски (пишите d4 или номер 1–33)
error-solitaire-option = неизвестный параметр `{ $key }`; параметры: start=ЛУНКА и finish=ЛУНКА
error-solitaire-no-peg = в лунке { $hole } нет фишки
error-solitaire-not-a-jump = { $from }x{ $to } — не прыжок: между ними должна стоять фишка, а { $to } должна быть пуста
error-solitaire-move-text = `{ $text }` — не ход: перечислите лунки, по которым прыгает фишка, например d2xd4 или b4xd4xd6
error-goose-players = игроков: { $count }; в «Игру в гуся» играют от 2 до 6
error-goose-dice = кубиков: { $count }; играют одним или двумя
error-goose-rule = неизвестное правило гуся `{ $rule }`: roll-again или move-again
error-goose-roll = неверный бросок { $roll }: на каждом кубике от 1 до 6, кубиков столько, сколько в игре
error-goose-loop = ход зацикливается: { $path }
error-goose-move-text = `{ $text }` — не ход «Игры в гуся»: отправьте roll
error-goose-board = доска: { $error }
error-goose-board-toml = файл доски: { $text }
error-goose-board-square = клетка { $at }: особые клетки — от 1 до 62 (0 — старт, 63 — финиш)
error-goose-board-twice = клетка { $at } указана особой дважды
error-goose-board-target = клетка { $at } ({ $name }): цель { $to } должна быть от 0 до 62 и не самой клеткой
error-goose-board-miss = клетка { $at } ({ $name }): miss = { $miss } должно быть от 1 до 9
error-goose-board-ambiguous = клетка { $at } ({ $name }): укажите ровно одно из `to` (прыжок) и `miss` (ожидание)
error-goose-board-loop = бросок { $roll } с клетки { $from } зацикливается (правило { $rule }): { $path }
error-board-file-missing = файл доски { $path } не найден
error-board-file = файл доски { $path }: { $error }

# Account names and passwords, one problem per field
error-account-name-length = В имени от { $min } до { $max } символов.
error-account-name-character = В имени только буквы (любого алфавита), цифры, _ и -, но не «{ $character }».
error-account-name-scripts = Имя пишется буквами одного алфавита: похожие буквы двух алфавитов позволили бы выдать себя за другого игрока.
error-account-name-start = Имя начинается с буквы или цифры.
error-account-name-reserved = Имя не может начинаться с «{ $prefix }».
error-account-password-length = В пароле от { $min } до { $max } символов.
error-account-password-weak = Этот пароль слишком легко угадать (распространённый пароль, имя, ряд клавиш или повторы): добавьте несколько не связанных между собой слов.
