# Reynard web UI: English.
app-title = Reynard
app-tagline = Fox and Geese and the other hunt games, and Hnefatafl
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

reason-flock-reduced = too few pieces left to trap
reason-breakthrough = a hunter piece broke through to the first rank
reason-fort-taken = the fort is filled
reason-no-legal-move = the side to move could not move
reason-repetition = the same position for the third time
reason-resignation = resignation
reason-agreement = agreed
reason-king-escaped = the king escaped
reason-king-captured = the king was captured
reason-edge-fort = the king is safe in an edge fort
reason-encircled = the defenders are surrounded

side-fox = fox
side-foxes = foxes
side-geese = geese
side-hare = hare
side-hunters = hunters
side-coyote = coyote
side-chickens = chickens
side-officers = officers
side-rebels = rebels
side-attackers = attackers
side-defenders = defenders

preset-fox-geese = Fox and Geese
preset-fox-geese-diagonal = Fox and Geese, with diagonals
preset-fox-geese-15 = Fox and Geese, 15 geese
preset-fox-geese-17 = Fox and Geese, 17 geese
preset-fox-geese-2fox = Fox and Geese, two foxes
preset-fox-geese-forward = Fox and Geese, geese only forward
preset-catch-the-hare = Catch the Hare
preset-coyote = Coyote
preset-el-coyote = El Coyote
preset-asalto = Asalto
preset-hnefatafl-9 = Hnefatafl 9×9
preset-hnefatafl-11 = Hnefatafl 11×11
preset-copenhagen-11 = Copenhagen Hnefatafl 11×11

error-generic = Error: { $message }
