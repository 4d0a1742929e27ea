# Reynard in the browser (shared words: main.ftl): English.
language = Language

lobby-new-game = New game
lobby-variant = Game
lobby-side = Your side
lobby-side-first = the side that moves first
lobby-opponent = Opponent
lobby-opponent-ai = the computer
lobby-opponent-friend = a friend (invitation link)
lobby-opponent-public = anyone (open game)
lobby-level = Level
lobby-options = Rules: options on top of the game's own
lobby-option-default = as in the game
lobby-rated = Rated (both players need an account)
lobby-guest-name = Your name (as a guest)
lobby-create = Start
lobby-open = Open games
lobby-running = Games in play
lobby-finished = Finished games
lobby-none = None yet.
lobby-join = Join
lobby-watch = Watch
lobby-replay = Look
lobby-solitaire-perfect = perfect finish
lobby-solitaire-no-jump = no jump left

game-back = Lobby
game-to-move = To move: { $side }
game-you-are = You play the { $side }.
game-spectator = You are watching.
game-your-turn = Your move.
game-thinking = The computer is thinking…
game-waiting = Waiting for the other player to join.
game-invite = Send this link to your friend:
game-copy = Copy
game-copied = Copied
game-moves = Moves
game-captured = { $side } took { $count ->
    [one] one piece
   *[other] { $count } pieces
}
game-captured-goal = { $side } took { $count } of { $goal } needed
game-in-hand = { $side } in hand: { $count }
game-undo = Undo
game-resign = Resign
game-resign-confirm = Resign this game?
game-offer-draw = Offer a draw
game-accept-draw = Accept the draw
game-decline-draw = Decline
game-draw-offered = The { $side } { $sideForm ->
    [one] offers
   *[other] offer
  } a draw.
game-takeback = Ask to take back
game-takeback-accept = Accept the takeback
game-takeback-decline = Decline
game-takeback-offered = The { $side } { $sideForm ->
    [one] asks to take back its move.
   *[other] ask to take back their move.
  }
game-takeback-waiting = Takeback asked for: waiting for the other player.
game-rematch = Rematch
game-rematch-accept = Accept the rematch
game-rematch-offered = The { $side } side asks for a rematch.
game-rematch-offered-player = { $name } asks for a rematch.
game-rematch-waiting = Rematch asked for: waiting for the other player.
game-rematch-open = The rematch: open it
game-flip = Flip the board
game-record = Download the record
game-over = Game over: { $result }.
game-win = the { $side } { $sideForm ->
    [one] wins
   *[other] win
  }
game-draw = a draw
game-why = Why: { $reason }.
game-chain-stop = Click the piece again to stop the jump chain here.
game-offline = Connection lost: reconnecting…
game-not-found = No such game.
game-rated = Rated
game-casual = Casual
game-win-on-time = Game over: the { $side } { $sideForm ->
    [one] wins
   *[other] win
  } on time.
game-win-on-time-player = Game over: { $name } ({ $side }) wins on time.
game-abort = Abort
game-aborted = The game was aborted: no result.

player-computer = the computer, level { $level }
player-guest = guest
player-anonymous = a guest
player-waiting = waiting for a player

clock-label = Time control
clock-untimed = untimed
clock-custom = custom…
clock-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
clock-minutes = min
clock-seconds = s
clock-increment = s a move

nav-leaderboard = Leaderboard
account-login = Log in
account-register = Register
account-logout = Log out
account-name = Name
account-password = Password
account-cancel = Cancel
account-change-password = Change the password
account-old-password = Password now
account-new-password = New password
account-password-changed = The password is changed.
account-challenges = { $count ->
    [one] a challenge
   *[other] { $count } challenges
}

challenge-title = Challenges
challenge-from = From
challenge-to = To
challenge-their-side = { $name } plays the { $side }
challenge-accept = Accept
challenge-decline = Decline
challenge-cancel = Withdraw
challenge-title-send = Challenge to a game
challenge-send = Send the challenge
challenge-sent = Challenge sent: the game opens here when { $name } accepts.
challenge-declined = { $name } declined the challenge.

player-bot = bot
player-since = Playing here since { $date }.
player-results = Won { $won }, lost { $lost }, drawn { $drawn }.
player-ratings = Ratings
player-rating = Rating
player-deviation = Deviation
player-games = Rated games
player-provisional = Provisional: too few rated games yet
player-no-ratings = No rated games yet.
player-chart = Rating history: { $preset }
player-recent = Recent games
player-versus = against
player-in-play = in play
player-won = won
player-lost = lost
player-drawn = drawn
player-aborted = aborted
player-not-found = No such player.

board-title = Leaderboard
board-note = Established ratings only: a rating is provisional (marked ?) until it has settled over several rated games.
board-empty = No established ratings at this game yet.
board-rank = Place
board-player = Player

nav-tournaments = Tournaments
tournaments-title = Tournaments
tournaments-create = Create a tournament
tournaments-log-in = Log in to create a tournament.
tournaments-upcoming = Upcoming
tournaments-running = Running
tournaments-finished = Finished
tournament-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
tournament-chat = Tournament chat
tournament-format-swiss = Swiss
tournament-format-round-robin = Round robin
tournament-format-arena = Arena
tournament-starts-at = starts { $time }
tournament-starts-manual = starts when its creator starts it
tournament-started-at = started { $time }
tournament-finished-at = finished { $time }
tournament-new-title = A new tournament
tournament-name = Name
tournament-format = Format
tournament-rounds = Rounds
tournament-minutes = Minutes
tournament-bots = Bots may play
tournament-no-bots = No bots
tournament-start = Start
tournament-start-manual = When I start it
tournament-start-at = At a date and time:
tournament-choose-time = Choose the date and time of the start.
tournament-access = Who may join
tournament-open = Everyone
tournament-invite-only = Only players with the invitation link
tournament-create = Create the tournament
tournament-created-invite = The tournament is created. Send this link to the players you invite:
tournament-open-page = Open the tournament's page
tournament-invite-link = The invitation link:
tournament-go-to-game = Go to your game
tournament-join = Join
tournament-withdraw = Withdraw
tournament-start-now = Start now
tournament-log-in-to-join = Log in to join.
tournament-invitation-needed = Only players with its invitation link may join.
tournament-standings = Standings
tournament-players-title = Players
tournament-withdrawn = Withdrawn: { $names }
tournament-export = Results as a file
tournament-export-json = JSON
tournament-export-text = Text
tournament-game = game { $n }
tournament-games = Games
tournament-creator = Created by { $name }
tournament-rounds-count = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
tournament-minutes-count = { $count ->
    [one] lasts { $count } minute
   *[other] lasts { $count } minutes
}
tournament-ends-at = ends { $time }
tournament-status-created = Not started yet
tournament-status-running = Under way
tournament-status-finished = Finished
tournament-round-of = round { $round } of { $count }
tournament-round = Round { $number }
tournament-byes = A bye: { $names }
tournament-points = Points
tournament-not-found = There is no such tournament.
tiebreak-buchholz = Buchholz
tiebreak-sonneborn-berger = Sonneborn-Berger
tiebreak-between-tied = Between the tied
tiebreak-wins = Wins

game-evaluate = Evaluate
game-evaluating = Looking at the position…
analysis-eval = For the { $side }: { $score } (searched { $depth } plies deep). Best move: { $best }.
analysis-proven-win = The { $side } can force a win in { $plies } plies. Best move: { $best }.
analysis-proven-loss = The { $side } cannot avoid a loss in { $plies } plies. Best move: { $best }.
analysis-solved-win = Solved: the { $side } { $sideForm ->
    [one] wins
   *[other] win
  } in { $plies } plies with perfect play. Best move: { $best }.
analysis-solved-loss = Solved: the { $side } { $sideForm ->
    [one] loses
   *[other] lose
  } in { $plies } plies with perfect play. Best move: { $best }.
analysis-solved-draw = Solved: a draw with perfect play. A move that keeps it: { $best }.

## The explorer and the analysis board.
nav-analysis = Analysis board
explore-title = Explorer
explore-loading = Looking at every move…
explore-solved-win = Solved: the { $side } { $sideForm ->
    [one] wins
   *[other] win
  } in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  } with perfect play.
explore-solved-loss = Solved: the { $side } { $sideForm ->
    [one] loses
   *[other] lose
  } in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  } with perfect play.
explore-solved-draw = Solved: a draw with perfect play.
explore-solved-win-any = Solved: the { $side } { $sideForm ->
    [one] wins
   *[other] win
  } with perfect play (these tables hold no distances).
explore-solved-loss-any = Solved: the { $side } { $sideForm ->
    [one] loses
   *[other] lose
  } with perfect play (these tables hold no distances).
explore-move-win-any = win
explore-move-loss-any = loss
explore-proven-win = The { $side } can force a win in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  }.
explore-proven-loss = The { $side } cannot avoid a loss in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  }.
explore-engine = Not solved. The engine's scores, { $depth } plies deep: { $score } for the { $side }.
explore-over = The game is over here.
explore-col-move = Move
explore-col-value = For the side moving
explore-move-win = win in { $plies }
explore-move-loss = loss in { $plies }
explore-move-draw = draw
explore-legend = Green: the { $mover } { $moverForm ->
    [one] wins
   *[other] win
  } with this move; grey: a draw; red: the { $other } { $otherForm ->
    [one] wins
   *[other] win
  }. Plies count from this position.
explore-open-board = Analysis board
analysis-board-title = Analysis board
analysis-board-setup = Set up a position
analysis-board-set = Set up
analysis-board-reset = Start position

review-button = Review the game
review-open-record = Open a record…
review-working = Reviewing every move…
review-summary = { $count ->
    [0] No move threw its value away.
    [one] One move threw its value away:
   *[other] { $count } moves threw their value away:
  }
review-lost-win = The { $side } threw a win away.
review-lost-draw = The { $side } threw a draw away.
review-blunder = A blunder by the { $side }.
review-mistake = A mistake by the { $side }.
review-best = Best was { $best }.
review-chart-label = The game's course: above the middle the { $side } { $sideForm ->
    [one] is
   *[other] are
  } ahead.
review-ply = Ply { $ply }
review-score = the engine gives { $score } for the { $side }

nav-puzzles = Puzzles
puzzle-title = Puzzle
puzzle-find = The { $side } to move and win in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  }: find the way.
puzzle-kind-only-win = Only one move wins.
puzzle-kind-fastest-win = Several moves win; one wins fastest.
puzzle-good = { $move }: right. The defence replies.
puzzle-wrong = { $move } does not win. Try again.
puzzle-slower = { $move } still wins, but slower. Find the fastest.
puzzle-solved = Solved!
puzzle-hint = Hint
puzzle-hint-text = Move the piece on { $point }.
puzzle-retry = Start again
puzzle-next = Next puzzle
puzzle-streak = Solved in a row: { $count }

solved-title = Solved games on this server
solved-yes = solved: perfect play from the start —
solved-partial = partly solved; the rest would take about { $time } here:
solved-no = not solved here; a solve would take about { $time }:
solved-others = Not solved here ({ $count })
solved-none = None yet: the tables folder holds no complete game.
solved-seconds = { $count } s
solved-minutes = { $count } min
solved-hours = { $count } h

nav-atlas = Balance atlas
atlas-title = Which rules make the game fair?
atlas-intro = Every combination of the rules the sources name, measured by reynard balance: solved exactly where the tables fit, otherwise played out between two equal engines.
atlas-win = { $side } { $sideForm ->
    [one] wins
   *[other] win
  }
atlas-draw = draw
atlas-plies = in { $count ->
    [one] one ply
   *[other] { $count } plies
  }
atlas-no-win = no one can force a win
atlas-no-distance = distance unknown
atlas-ahead = { $side } ahead
atlas-even = even
atlas-source = the rules the sources give
atlas-solved-note = Solved cells: the value with perfect play; the deeper the colour, the faster the win.
atlas-match-note = Match cells: { $player } against itself, { $games } games a cell, the roles swapped every game; the score of the { $side } with its 95% interval. An engine is not perfect: a match says how the game goes at that strength, not who wins with perfect play.
atlas-perfect-win = perfect play: { $side } { $sideForm ->
    [one] wins
   *[other] win
  } in { $plies } plies
atlas-perfect-draw = perfect play: a draw
atlas-perfect-note = Where a line says "perfect play", reynard solve proved that value (docs/solved.md); its tables were beyond this run's solve budget.
atlas-source-note = Outlined: the rules the sources give.

error-generic = Error: { $message }

## The server's error codes a player meets (docs/api.md); other errors show the server's text.
error-code-bad_token = The game does not know this seat: the link or the seat saved in this browser is out of date.
error-code-not_your_turn = It is not your turn.
error-code-waiting = The other player has not joined yet: wait for them.
error-code-own_invitation = This is your own invitation: send the link to the friend you invite (or open it in another browser).
error-code-game_over = The game has ended.
error-code-not_during_play = No engine or tables while people play: they open once the game is over.
error-code-rated_no_takeback = No takebacks in a rated game.
error-code-stale = The game moved on meanwhile: reload the page.
error-code-rate_limited = Too many requests at once: wait a moment and try again.
error-code-busy = The computer players are all busy: try again in a moment.
error-code-storage = The server could not store the game; nothing was changed. Try again.
error-code-corrupt = The server could not read the stored game; nothing was changed.
error-code-internal = The server failed; nothing was changed. Try again.
error-code-too_large = The request is too large.
error-code-unauthorized = Log in first.
error-code-bad_credentials = Wrong name or password.
error-code-csrf = The session's check failed: reload the page.
error-code-forbidden = That is not yours to do.
error-code-name_taken = That name is taken: choose another.
error-code-bad_account = A name is 2 to 24 letters (of any alphabet), digits, _ or -, and a password 8 to 128 characters.
error-code-too_many_logins = Too many failed logins: try again in { $seconds } s.
error-code-session_required = Log in with your password to do this: an API token cannot.

## Seeks and quick pairing (the lobby)
seek-create = Seek a game
seek-title = Open seeks
seek-quick = Quick pairing
seek-play = Play
seek-waiting = waiting…
seek-cancel = Cancel
seek-none = No one is seeking a game.
seek-guest = guest
seek-their-side = they play { $side }
seek-rating-range = Ratings welcome (a seek)
seek-rating-min = from
seek-rating-max = to
seek-rating-between = ratings { $min }–{ $max }

## Chat (the game page)
chat-players = Players' chat
chat-spectators = Spectators' chat
chat-send = Send
chat-placeholder = Say something…
chat-mute = Mute opponent
chat-name-prompt = Your name in the chat:
chat-too-long = A line is at most { $max } characters.
chat-too-fast = Too many lines at once: wait a moment.

# Notifications (the bell in the header) and sounds.
notifications-title = Notifications
notifications-bell = { $count ->
    [0] Notifications
    [one] Notifications: { $count } unread
   *[other] Notifications: { $count } unread
}
notifications-none = Nothing yet.
notifications-read-all = Mark all read
notifications-allow = Tell me when this tab is hidden
notifications-stop = Stop telling me when this tab is hidden
notifications-blocked = This browser blocks notifications from the site.
notification-opponent = your opponent
notification-challenge = { $from } challenges you to { $game }
notification-challenge-accepted = { $by } accepted your challenge
notification-challenge-declined = { $by } declined your challenge
notification-your-move = Your move against { $opponent } ({ $game })
notification-game-win = You won against { $opponent } ({ $game })
notification-game-loss = You lost against { $opponent } ({ $game })
notification-game-draw = Draw against { $opponent } ({ $game })
notification-tournament-started = The tournament { $name } has started
notification-tournament-game = Your game in the tournament { $name } is ready
sound-mute = Mute the sounds
sound-unmute = Turn the sounds on
# Moderation: blocks, reports, one's own data, the moderators' page (#/mod).
error-code-account_closed = This account was closed by a moderator.
block-do = Block
block-undo = Unblock
block-done = You blocked { $name }: no challenges, pairings or chat lines from them.
block-undone = You no longer block { $name }.
report-player = Report this player
report-game = Report this game
report-reason = Reason
report-text = What happened (optional)
report-send = Send the report
report-sent = Thank you: a moderator will look at it.
report-already = You reported this already: a moderator will look at it.
report-reason-cheating = Cheating (help from an engine)
report-reason-abuse = Abuse in the chat
report-reason-sandbagging = Losing on purpose
report-reason-name = An offensive name
report-reason-other = Something else
data-title = Your data
data-export-account = Export my data (JSON)
data-export-games = Export my games (records)
data-blocks = Players you block
data-no-blocks = Nobody.
data-delete = Delete my account
data-delete-explain = Your games stay, under a name that no longer stands for you; your ratings, history, sessions and tokens are deleted, and your name becomes free.
data-delete-confirm = Delete your account for good? This cannot be undone.
mod-title = Moderation
mod-only = This page is for moderators.
mod-reports = Open reports
mod-no-reports = No open reports.
mod-actions = Accounts and games
mod-close-report = Close the report
mod-close-account = Close the account
mod-exclude = Keep off the leaderboards
mod-include = Back on the leaderboards
mod-game = Game
mod-game-link = the game
mod-show-chat = Show the chat
mod-no-chat = No chat lines.
mod-remove-line = Remove
mod-reason-prompt = The reason (kept in the audit log):
mod-done = Done.
mod-audit = Audit log
mod-action-close_report = closed a report
mod-action-close_account = closed an account
mod-action-exclude_leaderboard = kept off the leaderboards
mod-action-include_leaderboard = put back on the leaderboards
mod-action-delete_chat_line = removed a chat line
mod-action-grant_role = granted a role
mod-action-revoke_role = revoked a role

# Account names (docs/accounts.md)
account-name-rules = 2 to 24 letters of one alphabet, digits, _ or -; no name that looks like another player's.
error-code-name_looks_taken = That name looks like another player's (the same letters from another alphabet, or l for 1): choose another.

# Addresses that show nothing (web/problem.js)
problem-back = Back to the lobby
problem-no-page = There is no page at this address ({ $path }).
problem-bad-game-id = “{ $id }” cannot be a game: a game's address ends in its id, made of small letters and digits.
problem-no-game = There is no game “{ $id }”: it may have been removed, or the address is mistyped.
problem-no-preset = There is no game called “{ $id }” here: choose one from the list.
problem-bad-address = This address is broken (a %-code in it is cut short or wrong), so it shows nothing.
puzzle-no-tables = This server has no solved tables for { $game }, so it has no puzzles of it (or none within these limits). Choose another game.
atlas-player-level = the computer at level { $level }
# The game page on every screen, typed moves, the colour theme, the puzzles offered (issue 40).
game-step-first = To the start
game-step-back = Previous move
game-step-next = Next move
game-step-last = To the last move
game-type-move = Type a move:
game-play-move = Play
analysis-record-reading = Reading { $name }…
theme-dark = Dark colours
theme-light = Light colours
puzzle-unavailable-list = No puzzles here for: { $games }. Puzzles come from a game's solved tables, and this server has not solved these games ("Solved games on this server" in the lobby says what solving one would take).
puzzle-not-solved = { $game } is not solved on this server, so it has no puzzles here yet. Choose a solved game above.
puzzle-none-solved = No game is solved on this server yet, so there are no puzzles. "Solved games on this server" in the lobby says what solving one would take.
player-games-title = Games
player-filter-preset = Game
player-filter-any = All
player-filter-result = Result
player-filter-win = Won
player-filter-loss = Lost
player-filter-draw = Drawn
player-filter-aborted = Aborted
player-filter-rated = Rated or casual
player-filter-rated-true = Rated
player-filter-rated-false = Casual
player-filter-speed = Time control
player-filter-opponent = Opponent
player-filter-apply = Search
player-more = More games
player-export = Download these games as one record file
player-games-none = No game matches.
speed-bullet = Bullet
speed-blitz = Blitz
speed-rapid = Rapid
speed-classical = Classical
speed-correspondence = Correspondence
speed-untimed = No clock
review-inaccuracy = An inaccuracy by the { $side }.
review-totals-side = Side
review-totals-inaccuracies = Inaccuracies
review-totals-mistakes = Mistakes
review-totals-blunders = Blunders
review-totals-lost-wins = Wins thrown away
review-totals-lost-draws = Draws thrown away
review-totals-average = Average loss
review-totals-average-help = The chance of winning lost a move on average, in percentage points (0: always the best move)
review-record-head = Moves: { $moves } · positions solved by the tables: { $solved } of { $positions }, the rest searched
