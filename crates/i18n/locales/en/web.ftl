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
lobby-options = Options (key=value, one a line)
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
game-undo = Undo
game-resign = Resign
game-resign-confirm = Resign this game?
game-offer-draw = Offer a draw
game-accept-draw = Accept the draw
game-decline-draw = Decline
game-draw-offered = The { $side } offer a draw.
game-flip = Flip the board
game-record = Download the record
game-over = Game over: { $result }.
game-win = the { $side } win
game-draw = a draw
game-why = Why: { $reason }.
game-chain-stop = Click the piece again to stop the jump chain here.
game-offline = Connection lost: reconnecting…
game-not-found = No such game.

game-evaluate = Evaluate
game-evaluating = Looking at the position…
analysis-eval = For the { $side }: { $score } (searched { $depth } plies deep). Best move: { $best }.
analysis-proven-win = The { $side } can force a win in { $plies } plies. Best move: { $best }.
analysis-proven-loss = The { $side } cannot avoid a loss in { $plies } plies. Best move: { $best }.
analysis-solved-win = Solved: the { $side } win in { $plies } plies with perfect play. Best move: { $best }.
analysis-solved-loss = Solved: the { $side } lose in { $plies } plies with perfect play. Best move: { $best }.
analysis-solved-draw = Solved: a draw with perfect play. A move that keeps it: { $best }.

error-generic = Error: { $message }

## The server's error codes a player meets (docs/api.md); other errors show the server's text.
error-code-bad_token = The game does not know this seat: the link or the seat saved in this browser is out of date.
error-code-not_your_turn = It is not your turn.
error-code-game_over = The game has ended.
error-code-stale = The game moved on meanwhile: reload the page.
error-code-rate_limited = Too many requests at once: wait a moment and try again.
error-code-busy = The computer players are all busy: try again in a moment.
error-code-storage = The server could not store the game; nothing was changed. Try again.
error-code-corrupt = The server could not read the stored game; nothing was changed.
error-code-too_large = The request is too large.
