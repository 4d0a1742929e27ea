# Веб-интерфейс Reynard: русский.
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
lobby-options = Правила: настройки поверх правил игры
lobby-option-default = как в игре
lobby-rated = На рейтинг (у обоих игроков нужна учётная запись)
lobby-guest-name = Ваше имя (как гостя)
lobby-create = Начать
lobby-open = Открытые партии
lobby-running = Идущие партии
lobby-finished = Сыгранные партии
lobby-none = Пока нет.
lobby-join = Войти
lobby-watch = Смотреть
lobby-replay = Открыть
lobby-solitaire-perfect = идеальный финиш
lobby-solitaire-no-jump = прыжков не осталось

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
game-in-hand = { $side } в запасе: { $count }
game-undo = Отменить ход
game-resign = Сдаться
game-resign-confirm = Сдаться в этой партии?
game-offer-draw = Предложить ничью
game-accept-draw = Согласиться на ничью
game-decline-draw = Отказаться
game-draw-offered = Сторона «{ $side }» предлагает ничью.
game-takeback = Попросить вернуть ход
game-takeback-accept = Вернуть ход
game-takeback-decline = Отказать
game-takeback-offered = Сторона «{ $side }» просит вернуть ход.
game-takeback-waiting = Просьба вернуть ход отправлена: ждём соперника.
game-rematch = Реванш
game-rematch-accept = Принять реванш
game-rematch-offered = Сторона «{ $side }» предлагает реванш.
game-rematch-offered-player = { $name } предлагает реванш.
game-rematch-waiting = Реванш предложен: ждём соперника.
game-rematch-open = Реванш: открыть партию
game-flip = Перевернуть доску
game-record = Скачать запись партии
game-over = Партия окончена: { $result }.
game-win = { $side } { $sideForm ->
    [m] выиграл
    [f] выиграла
    [n] выиграло
   *[pl] выиграли
  }
game-draw = ничья
game-why = Причина: { $reason }.
game-chain-stop = Щёлкните по фишке ещё раз, чтобы закончить прыжки здесь.
game-offline = Связь потеряна, переподключаемся…
game-not-found = Такой партии нет.
game-rated = На рейтинг
game-casual = Без рейтинга
game-win-on-time = Партия окончена: { $side } { $sideForm ->
    [m] выиграл
    [f] выиграла
    [n] выиграло
   *[pl] выиграли
  } по времени.
game-win-on-time-player = Партия окончена: { $name } ({ $side }) выигрывает по времени.
game-abort = Отменить партию
game-aborted = Партия отменена: без результата.

player-computer = компьютер, уровень { $level }
player-guest = гость
player-anonymous = гость
player-waiting = ждём игрока

clock-label = Контроль времени
clock-untimed = без часов
clock-custom = свой…
clock-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
clock-minutes = мин
clock-seconds = с
clock-increment = с за ход

nav-leaderboard = Рейтинг-лист
account-login = Войти
account-register = Зарегистрироваться
account-logout = Выйти
account-name = Имя
account-password = Пароль
account-cancel = Отмена
account-change-password = Сменить пароль
account-old-password = Текущий пароль
account-new-password = Новый пароль
account-password-changed = Пароль изменён.
account-challenges = { $count ->
    [one] { $count } вызов
    [few] { $count } вызова
   *[many] { $count } вызовов
}

challenge-title = Вызовы
challenge-from = От
challenge-to = Кому
challenge-their-side = { $name } играет за сторону «{ $side }»
challenge-accept = Принять
challenge-decline = Отклонить
challenge-cancel = Отозвать
challenge-title-send = Вызвать на партию
challenge-send = Отправить вызов
challenge-sent = Вызов отправлен: партия откроется здесь, когда { $name } его примет.
challenge-declined = { $name } отклонил(а) вызов.

player-bot = бот
player-since = Играет здесь с { $date }.
player-results = Побед: { $won }, поражений: { $lost }, ничьих: { $drawn }.
player-ratings = Рейтинги
player-rating = Рейтинг
player-deviation = Отклонение
player-games = Партий на рейтинг
player-provisional = Предварительный: пока слишком мало партий на рейтинг
player-no-ratings = Партий на рейтинг пока нет.
player-chart = История рейтинга: { $preset }
player-recent = Последние партии
player-versus = против
player-in-play = идёт
player-won = победа
player-lost = поражение
player-drawn = ничья
player-aborted = отменена
player-not-found = Такого игрока нет.

board-title = Рейтинг-лист
board-note = Только устоявшиеся рейтинги: рейтинг предварительный (со знаком ?), пока не установится за несколько партий.
board-empty = В этой игре устоявшихся рейтингов пока нет.
board-rank = Место
board-player = Игрок

nav-tournaments = Турниры
tournaments-title = Турниры
tournaments-create = Создать турнир
tournaments-log-in = Войдите, чтобы создать турнир.
tournaments-upcoming = Предстоящие
tournaments-running = Идут
tournaments-finished = Завершённые
tournament-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}
tournament-chat = Чат турнира
tournament-format-swiss = Швейцарская система
tournament-format-round-robin = Круговой
tournament-format-arena = Арена
tournament-starts-at = начало { $time }
tournament-starts-manual = начнётся, когда его запустит создатель
tournament-started-at = начался { $time }
tournament-finished-at = завершён { $time }
tournament-new-title = Новый турнир
tournament-name = Название
tournament-format = Система
tournament-rounds = Туры
tournament-minutes = Минуты
tournament-bots = Боты могут играть
tournament-no-bots = Без ботов
tournament-start = Начало
tournament-start-manual = Когда я его запущу
tournament-start-at = В заданные дату и время:
tournament-choose-time = Выберите дату и время начала.
tournament-access = Кто может участвовать
tournament-open = Все
tournament-invite-only = Только игроки со ссылкой-приглашением
tournament-create = Создать турнир
tournament-created-invite = Турнир создан. Отправьте эту ссылку игрокам, которых приглашаете:
tournament-open-page = Открыть страницу турнира
tournament-invite-link = Ссылка-приглашение:
tournament-go-to-game = Перейти к своей партии
tournament-join = Участвовать
tournament-withdraw = Выйти из турнира
tournament-start-now = Начать сейчас
tournament-log-in-to-join = Войдите, чтобы участвовать.
tournament-invitation-needed = Участвовать могут только игроки со ссылкой-приглашением.
tournament-standings = Турнирная таблица
tournament-players-title = Участники
tournament-withdrawn = Вышли: { $names }
tournament-export = Результаты файлом
tournament-export-json = JSON
tournament-export-text = Текст
tournament-game = партия { $n }
tournament-games = Партии
tournament-creator = Создатель: { $name }
tournament-rounds-count = { $count ->
    [one] { $count } тур
    [few] { $count } тура
    [many] { $count } туров
   *[other] { $count } тура
}
tournament-minutes-count = { $count ->
    [one] длится { $count } минуту
    [few] длится { $count } минуты
    [many] длится { $count } минут
   *[other] длится { $count } минуты
}
tournament-ends-at = конец { $time }
tournament-status-created = Ещё не начался
tournament-status-running = Идёт
tournament-status-finished = Завершён
tournament-round-of = тур { $round } из { $count }
tournament-round = Тур { $number }
tournament-byes = Без пары: { $names }
tournament-points = Очки
tournament-not-found = Такого турнира нет.
tiebreak-buchholz = Бухгольц
tiebreak-sonneborn-berger = Зонненборн — Бергер
tiebreak-between-tied = Личные встречи
tiebreak-wins = Победы

game-evaluate = Оценить позицию
game-evaluating = Компьютер оценивает позицию…
analysis-eval = Оценка для стороны «{ $side }»: { $score } (глубина поиска { $depth } полуходов). Лучший ход: { $best }.
analysis-proven-win = Сторона «{ $side }» форсированно выигрывает; полуходов до конца: { $plies }. Лучший ход: { $best }.
analysis-proven-loss = Сторона «{ $side }» не избежит поражения; полуходов до конца: { $plies }. Лучший ход: { $best }.
analysis-solved-win = По таблицам: сторона «{ $side }» выигрывает при точной игре; полуходов до конца: { $plies }. Лучший ход: { $best }.
analysis-solved-loss = По таблицам: сторона «{ $side }» проигрывает при точной игре; полуходов до конца: { $plies }. Лучший ход: { $best }.
analysis-solved-draw = По таблицам: при точной игре ничья. Ход, сохраняющий её: { $best }.

## Обозреватель ходов и доска анализа.
nav-analysis = Доска анализа
explore-title = Обозреватель
explore-loading = Смотрим каждый ход…
explore-solved-win = По таблицам: сторона «{ $side }» выигрывает при точной игре; полуходов до конца: { $plies }.
explore-solved-loss = По таблицам: сторона «{ $side }» проигрывает при точной игре; полуходов до конца: { $plies }.
explore-solved-draw = По таблицам: ничья при точной игре.
explore-solved-win-any = По таблицам: сторона «{ $side }» выигрывает при точной игре (расстояний в этих таблицах нет).
explore-solved-loss-any = По таблицам: сторона «{ $side }» проигрывает при точной игре (расстояний в этих таблицах нет).
explore-move-win-any = выигрыш
explore-move-loss-any = проигрыш
explore-proven-win = Сторона «{ $side }» может форсировать выигрыш; полуходов до конца: { $plies }.
explore-proven-loss = Сторона «{ $side }» не избежит проигрыша; полуходов до конца: { $plies }.
explore-engine = Не решено. Оценки движка на глубине { $depth }: { $score } для стороны «{ $side }».
explore-over = Здесь партия окончена.
explore-col-move = Ход
explore-col-value = Для ходящей стороны
explore-move-win = выигрыш за { $plies }
explore-move-loss = проигрыш за { $plies }
explore-move-draw = ничья
explore-legend = Зелёный: этим ходом сторона «{ $mover }» выигрывает; серый: ничья; красный: выигрывает сторона «{ $other }». Полуходы считаются от этой позиции.
explore-open-board = Доска анализа
analysis-board-title = Доска анализа
analysis-board-setup = Расставить позицию
analysis-board-set = Расставить
analysis-board-reset = Начальная позиция

review-button = Разбор партии
review-open-record = Открыть запись…
review-working = Разбираем каждый ход…
review-summary = { $count ->
    [0] Ни один ход не упустил оценку.
    [one] { $count } ход упустил оценку:
    [few] { $count } хода упустили оценку:
   *[many] { $count } ходов упустили оценку:
  }
review-lost-win = Сторона «{ $side }» упустила выигрыш.
review-lost-draw = Сторона «{ $side }» упустила ничью.
review-blunder = Грубая ошибка стороны «{ $side }».
review-mistake = Ошибка стороны «{ $side }».
review-best = Лучше было { $best }.
review-chart-label = Ход партии: выше середины впереди сторона «{ $side }».
review-ply = Полуход { $ply }
review-score = движок даёт { $score } для стороны «{ $side }»

nav-puzzles = Задачи
puzzle-title = Задача
puzzle-find = Сторона «{ $side }» ходит и выигрывает; полуходов до конца: { $plies }. Найдите путь.
puzzle-kind-only-win = Выигрывает только один ход.
puzzle-kind-fastest-win = Выигрывают несколько ходов; быстрее всех один.
puzzle-good = { $move }: верно. Защита отвечает.
puzzle-wrong = { $move } не выигрывает. Попробуйте ещё.
puzzle-slower = { $move } тоже выигрывает, но медленнее. Найдите самый быстрый.
puzzle-solved = Решено!
puzzle-hint = Подсказка
puzzle-hint-text = Ходите фигурой на { $point }.
puzzle-retry = Сначала
puzzle-next = Следующая задача
puzzle-streak = Решено подряд: { $count }

solved-title = Решённые игры на этом сервере
solved-yes = решено: точная игра с начала —
solved-partial = решено частично; остальное займёт здесь около { $time }:
solved-no = здесь не решено; решение займёт около { $time }:
solved-others = Здесь не решены ({ $count })
solved-none = Пока ни одной: в папке таблиц нет полностью решённой игры.
solved-seconds = { $count } с
solved-minutes = { $count } мин
solved-hours = { $count } ч

nav-atlas = Атлас баланса
atlas-title = Какие правила делают игру честной?
atlas-intro = Все сочетания правил, которые называют источники, измеренные командой reynard balance: решены точно, где таблицы помещаются, иначе сыграны двумя равными движками.
atlas-win = Победа: { $side }
atlas-draw = ничья
atlas-plies = полуходов: { $count }
atlas-no-win = никто не может форсировать победу
atlas-no-distance = длина неизвестна
atlas-ahead = Перевес: { $side }
atlas-even = поровну
atlas-source = правила источников
atlas-solved-note = Решённые клетки: результат при лучшей игре; чем темнее цвет, тем быстрее победа.
atlas-match-note = Клетки матчей: { $player } против себя же, { $games } партий на клетку, стороны меняются каждую партию; очки стороны «{ $side }» с 95-процентным интервалом. Движок не безупречен: матч говорит, как идёт игра на этой силе, а не кто побеждает при лучшей игре.
atlas-perfect-win = при лучшей игре: победа — { $side }, полуходов: { $plies }
atlas-perfect-draw = при лучшей игре: ничья
atlas-perfect-note = Где сказано «при лучшей игре», это значение доказано командой reynard solve (docs/solved.md); её таблицы не поместились в бюджет этого прогона.
atlas-source-note = В рамке: правила, которые дают источники.

error-generic = Ошибка: { $message }

## Коды ошибок сервера, которые встречает игрок (docs/api.md); прочие ошибки — текстом сервера.
error-code-bad_token = Партия не знает этого места: ссылка или место, сохранённое в браузере, устарели.
error-code-not_your_turn = Сейчас не ваш ход.
error-code-waiting = Соперник ещё не присоединился: подождите его.
error-code-own_invitation = Это ваше собственное приглашение: отправьте ссылку другу (или откройте её в другом браузере).
error-code-game_over = Партия окончена.
error-code-not_during_play = Пока люди играют, ни движка, ни таблиц: они откроются, когда партия закончится.
error-code-rated_no_takeback = В рейтинговой партии ходы не возвращают.
error-code-stale = Партия тем временем продолжилась: обновите страницу.
error-code-rate_limited = Слишком много запросов сразу: подождите немного и попробуйте снова.
error-code-busy = Все компьютерные игроки заняты: попробуйте чуть позже.
error-code-storage = Сервер не смог сохранить партию; ничего не изменилось. Попробуйте снова.
error-code-corrupt = Сервер не смог прочитать сохранённую партию; ничего не изменилось.
error-code-internal = Сбой сервера; ничего не изменилось. Попробуйте снова.
error-code-too_large = Слишком большой запрос.
error-code-unauthorized = Сначала войдите.
error-code-bad_credentials = Неверное имя или пароль.
error-code-csrf = Проверка сеанса не прошла: обновите страницу.
error-code-forbidden = Это может сделать только другой игрок.
error-code-name_taken = Это имя занято: выберите другое.
error-code-bad_account = Имя — от 2 до 24 букв (любого алфавита), цифр, _ или -, пароль — от 8 до 128 символов.
error-code-too_many_logins = Слишком много неудачных попыток входа: попробуйте снова через { $seconds } с.
error-code-session_required = Для этого войдите с паролем: API-токен здесь не подходит.

## Seeks and quick pairing (the lobby)
seek-create = Найти соперника
seek-title = Открытые заявки
seek-quick = Быстрая игра
seek-play = Играть
seek-waiting = ожидание…
seek-cancel = Отменить
seek-none = Заявок пока нет.
seek-guest = гость
seek-their-side = играет за { $side }
seek-rating-range = Рейтинг соперника (для заявки)
seek-rating-min = от
seek-rating-max = до
seek-rating-between = рейтинг { $min }–{ $max }

## Chat (the game page)
chat-players = Чат игроков
chat-spectators = Чат зрителей
chat-send = Отправить
chat-placeholder = Напишите что-нибудь…
chat-mute = Не показывать сообщения соперника
chat-name-prompt = Ваше имя в чате:
chat-too-long = Сообщение — не больше { $max } символов.
chat-too-fast = Слишком много сообщений подряд: подождите немного.

# Notifications (the bell in the header) and sounds.
notifications-title = Уведомления
notifications-bell = { $count ->
    [0] Уведомления
    [one] Уведомления: { $count } непрочитанное
    [few] Уведомления: { $count } непрочитанных
   *[many] Уведомления: { $count } непрочитанных
}
notifications-none = Пока ничего нет.
notifications-read-all = Отметить все как прочитанные
notifications-allow = Сообщать, когда вкладка скрыта
notifications-stop = Не сообщать, когда вкладка скрыта
notifications-blocked = Браузер запрещает уведомления этого сайта.
notification-opponent = соперник
notification-challenge = { $from } вызывает вас на игру: { $game }
notification-challenge-accepted = { $by } принимает ваш вызов
notification-challenge-declined = { $by } отклоняет ваш вызов
notification-your-move = Ваш ход в партии с соперником { $opponent } ({ $game })
notification-game-win = Победа над соперником { $opponent } ({ $game })
notification-game-loss = Поражение от соперника { $opponent } ({ $game })
notification-game-draw = Ничья с соперником { $opponent } ({ $game })
notification-tournament-started = Турнир { $name } начался
notification-tournament-game = Ваша партия в турнире { $name } готова
sound-mute = Выключить звук
sound-unmute = Включить звук
# Модерация: блокировки, жалобы, свои данные, страница модераторов (#/mod).
error-code-account_closed = Эту учётную запись закрыл модератор.
block-do = Заблокировать
block-undo = Разблокировать
block-done = Вы заблокировали игрока { $name }: от него не будет вызовов, пар и сообщений в чате.
block-undone = Игрок { $name } больше не заблокирован.
report-player = Пожаловаться на игрока
report-game = Пожаловаться на партию
report-reason = Причина
report-text = Что случилось (необязательно)
report-send = Отправить жалобу
report-sent = Спасибо: модератор её рассмотрит.
report-already = Вы уже пожаловались: модератор рассмотрит жалобу.
report-reason-cheating = Нечестная игра (подсказки программы)
report-reason-abuse = Оскорбления в чате
report-reason-sandbagging = Проигрыш нарочно
report-reason-name = Оскорбительное имя
report-reason-other = Другое
data-title = Ваши данные
data-export-account = Выгрузить мои данные (JSON)
data-export-games = Выгрузить мои партии (записи)
data-blocks = Заблокированные вами игроки
data-no-blocks = Никого.
data-delete = Удалить мою учётную запись
data-delete-explain = Ваши партии останутся под именем, которое больше не указывает на вас; рейтинги, история, сеансы и токены будут удалены, а имя освободится.
data-delete-confirm = Удалить учётную запись навсегда? Отменить это нельзя.
mod-title = Модерация
mod-only = Эта страница — для модераторов.
mod-reports = Открытые жалобы
mod-no-reports = Открытых жалоб нет.
mod-actions = Учётные записи и партии
mod-close-report = Закрыть жалобу
mod-close-account = Закрыть учётную запись
mod-exclude = Убрать из таблиц рейтинга
mod-include = Вернуть в таблицы рейтинга
mod-game = Партия
mod-game-link = партия
mod-show-chat = Показать чат
mod-no-chat = Сообщений нет.
mod-remove-line = Удалить
mod-reason-prompt = Причина (сохранится в журнале действий):
mod-done = Готово.
mod-audit = Журнал действий
mod-action-close_report = закрыл жалобу
mod-action-close_account = закрыл учётную запись
mod-action-exclude_leaderboard = убрал из таблиц рейтинга
mod-action-include_leaderboard = вернул в таблицы рейтинга
mod-action-delete_chat_line = удалил сообщение чата
mod-action-grant_role = выдал роль
mod-action-revoke_role = отозвал роль

# Account names (docs/accounts.md)
account-name-rules = От 2 до 24 букв одного алфавита, цифр, _ или -; имя не должно выглядеть как имя другого игрока.
error-code-name_looks_taken = Это имя выглядит как имя другого игрока (те же буквы из другого алфавита или l вместо 1): выберите другое.

# Addresses that show nothing (web/problem.js)
problem-back = На главную страницу
problem-no-page = По этому адресу страницы нет ({ $path }).
problem-bad-game-id = «{ $id }» не может быть партией: адрес партии кончается её номером из строчных латинских букв и цифр.
problem-no-game = Партии «{ $id }» нет: возможно, её удалили, или в адресе опечатка.
problem-no-preset = Игры «{ $id }» здесь нет: выберите игру из списка.
problem-bad-address = Адрес испорчен (в нём оборван или неверен %-код), поэтому здесь ничего не показать.
puzzle-no-tables = На этом сервере нет решённых таблиц для игры «{ $game }», поэтому задач по ней нет (или нет подходящих под эти ограничения). Выберите другую игру.
atlas-player-level = компьютер уровня { $level }
# The game page on every screen, typed moves, the colour theme, the puzzles offered (issue 40).
game-step-first = В начало
game-step-back = Предыдущий ход
game-step-next = Следующий ход
game-step-last = К последнему ходу
game-type-move = Введите ход:
game-play-move = Сходить
analysis-record-reading = Читаем { $name }…
theme-dark = Тёмная тема
theme-light = Светлая тема
puzzle-unavailable-list = Здесь нет задач для игр: { $games }. Задачи берутся из решённых таблиц игры, а эти игры на этом сервере не решены (сколько заняло бы решение, сказано в лобби, в разделе «Решённые игры на этом сервере»).
puzzle-not-solved = Игра «{ $game }» на этом сервере не решена, поэтому задач по ней пока нет. Выберите решённую игру выше.
puzzle-none-solved = На этом сервере пока не решена ни одна игра, поэтому задач нет. Сколько заняло бы решение, сказано в лобби, в разделе «Решённые игры на этом сервере».
player-games-title = Партии
player-filter-preset = Игра
player-filter-any = Все
player-filter-result = Результат
player-filter-win = Победы
player-filter-loss = Поражения
player-filter-draw = Ничьи
player-filter-aborted = Прерванные
player-filter-rated = Рейтинговые или товарищеские
player-filter-rated-true = Рейтинговые
player-filter-rated-false = Товарищеские
player-filter-speed = Контроль времени
player-filter-opponent = Соперник
player-filter-apply = Найти
player-more = Ещё партии
player-export = Скачать эти партии одним файлом записей
player-games-none = Таких партий нет.
speed-bullet = Пуля
speed-blitz = Блиц
speed-rapid = Рапид
speed-classical = Классика
speed-correspondence = По переписке
speed-untimed = Без часов
review-inaccuracy = Неточность стороны «{ $side }».
review-totals-side = Сторона
review-totals-inaccuracies = Неточности
review-totals-mistakes = Ошибки
review-totals-blunders = Грубые ошибки
review-totals-lost-wins = Упущенные победы
review-totals-lost-draws = Упущенные ничьи
review-totals-average = Средняя потеря
review-totals-average-help = Сколько шансов на победу терялось за ход в среднем, в процентных пунктах (0: всегда лучший ход)
review-record-head = Ходов: { $moves } · позиций, решённых таблицами: { $solved } из { $positions }, остальные просчитаны
