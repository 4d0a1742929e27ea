# Reynard, rules help: English (the fallback language).
# One message per preset, `rules-<preset id>`, shown on the help screen (RULES.md is
# the authority). Lines of at most 70 characters, 4 to 10 lines a message; the same
# content in locales/ru/rules.ftl and locales/pl/rules.ftl.

rules-options-note = Options set in the menu may change these rules; see docs/variants.md.

## Hunt games (RULES.md section 2).

rules-fox-geese =
    Board: the 33-point cross, orthogonal lines only (no diagonals).
    Start: the fox on d4; 13 geese on c1–e2 and all of rank 3.
    The geese move first. One piece steps to an adjacent empty point
    along a line per turn, in any direction; no passing.
    The fox captures by jumping an adjacent goose onto the empty point
    just behind it; jumps may go on in a chain, turning freely.
    Capture is optional: the fox may step instead or stop the chain.
    The fox wins when 5 geese or fewer are left; the geese win when
    the fox cannot move. A side with no legal move loses.
    The same position a third time, same side to move: a draw.

rules-fox-geese-diagonal =
    Board: the 33-point cross with diagonal lines.
    Start: the fox on d4; 13 geese on c1–e2 and all of rank 3.
    The geese move first. A goose steps along orthogonal lines only,
    in any direction; the fox steps along every line, diagonals too.
    The fox captures by jumping an adjacent goose onto the empty point
    just behind it; jumps may go on in a chain, turning freely.
    Capture is optional: the fox may step instead or stop the chain.
    The fox wins when 4 geese or fewer are left; the geese win when
    the fox cannot move. A side with no legal move loses.
    The same position a third time, same side to move: a draw.

rules-fox-geese-15 =
    Board: the 33-point cross with diagonal lines.
    Start: the fox on d4; 15 geese on c1–e2, all of rank 3, a4 and g4.
    The geese move first. A goose steps along orthogonal lines only,
    in any direction; the fox steps along every line, diagonals too.
    The fox captures by jumping an adjacent goose onto the empty point
    just behind it; jumps may go on in a chain, turning freely.
    Capture is optional: the fox may step instead or stop the chain.
    The fox wins when 6 geese or fewer are left; the geese win when
    the fox cannot move. A side with no legal move loses.
    The same position a third time, same side to move: a draw.

rules-fox-geese-17 =
    Board: the 33-point cross with diagonal lines.
    Start: the fox on d4; 17 geese on c1–e3, a3 b3 f3 g3, a4 b4 f4 g4.
    The geese move first. A goose steps along orthogonal lines only,
    in any direction; the fox steps along every line, diagonals too.
    The fox captures by jumping an adjacent goose onto the empty point
    just behind it; jumps may go on in a chain, turning freely.
    Capture is optional: the fox may step instead or stop the chain.
    The fox wins when 7 geese or fewer are left; the geese win when
    the fox cannot move. A side with no legal move loses.
    The same position a third time, same side to move: a draw.

rules-fox-geese-2fox =
    Board: the 33-point cross with diagonal lines.
    Start: foxes on c5 and e5; 17 geese on c1–e3, a3 b3 f3 g3,
    a4 b4 f4 g4. The geese move first; then one fox moves a turn.
    A goose steps along orthogonal lines only, in any direction;
    a fox steps along every line, diagonals too.
    A fox captures by jumping an adjacent goose onto the empty point
    just behind it; jumps may chain. Capture is optional.
    The foxes win when 7 geese or fewer are left; the geese win when
    neither fox can move. A side with no legal move loses.
    The same position a third time, same side to move: a draw.

rules-fox-geese-forward =
    Board: the 33-point cross with diagonal lines.
    Start: the fox on d4; 13 geese on c1–e2 and all of rank 3.
    The fox moves first and steps along every line, in any direction.
    Geese use every line too but never step back to a lower rank:
    forward, sideways, or diagonally forward.
    The fox captures by jumping an adjacent goose onto the empty point
    just behind it; jumps may chain. Capture is optional.
    The fox wins when 5 geese or fewer are left, or by moving onto
    rank 1; the geese win when the fox cannot move.
    A side with no legal move loses; a third repetition is a draw.

rules-catch-the-hare =
    Board: 5×5 points with the Alquerque diagonals.
    Start: the hare on c3; 12 hunters on a1–e1, a2–e2, a3 and e3.
    The hunters move first. Both sides step along every line, in any
    direction, to an adjacent empty point; no passing.
    The hare captures by jumping an adjacent hunter onto the empty
    point just behind it; jumps may chain, turning freely.
    Capture is optional: the hare may step instead or stop the chain.
    The hare wins when 9 hunters or fewer are left; the hunters win
    when the hare cannot move. A side with no legal move loses.
    The same position a third time, same side to move: a draw.

rules-coyote =
    Board: 5×5 points, orthogonal lines and only the two long
    diagonals a1–e5 and a5–e1.
    Start: the coyote on c3; 12 chickens on a1–e1, a2–e2, a3 and e3.
    The chickens move first. Both sides step along every line, in any
    direction, to an adjacent empty point; no passing.
    The coyote captures by jumping an adjacent chicken onto the empty
    point just behind it; jumps may chain. Capture is optional.
    The coyote wins when 9 chickens or fewer are left; the chickens
    win when the coyote cannot move. A side with no move loses.
    The same position a third time, same side to move: a draw.

rules-el-coyote =
    Board: 5 files by 7 ranks, with the Alquerque diagonals.
    Start: the coyote on c5; 12 chickens on a1–e1, a2–e2, a3 and e3.
    The chickens move first and never step back to a lower rank:
    forward, sideways, or diagonally forward.
    The coyote steps along every line, in any direction.
    It captures by jumping an adjacent chicken onto the empty point
    just behind it; jumps may chain. Capture is optional.
    The coyote wins when 9 chickens or fewer are left; the chickens
    win when the coyote cannot move. A side with no move loses.
    The same position a third time, same side to move: a draw.

rules-asalto =
    Board: the 33-point cross with diagonals; the fort is c5–e7.
    Start: 2 officers on c6 and e6; 24 rebels on every point outside
    the fort. The rebels move first, one step towards the fort:
    forward, sideways or diagonally forward; in the fort, only
    forward or sideways. Officers step along every line, any way.
    Capture is compulsory: if an officer can jump a rebel, an officer
    must, and the jumping officer goes on while it can jump again.
    The rebels win by filling all 9 fort points; the officers win
    when 9 rebels or fewer are left (15 taken). A side with no legal
    move loses. The same position a third time: a draw.

rules-wolf-sheep =
    Board: the 32 dark squares of an 8×8 board (a1 is dark), joined
    diagonally only.
    Start: the wolf on d8; 4 sheep on a1, c1, e1 and g1.
    The wolf moves first and steps one square diagonally, any direction.
    Sheep step one square diagonally forward only. Nobody captures.
    The wolf wins by reaching rank 1; the sheep win when the wolf cannot
    move. A side with no move loses.
    The same position a third time, same side to move: a draw.

rules-bagh-chal =
    Board: 5×5 points with diagonals (the Alquerque board).
    Start: 4 tigers on the corners a1, e1, a5, e5; 20 goats in hand.
    Goats first. While goats are in hand, a goats' turn places one
    on any empty point (@c3); goats on the board move only after all
    20 are placed. Tigers step, or jump one goat to take it: one jump
    per move, no chains. Goats step along lines and never capture.
    Tigers win when they have taken 5 goats; goats win when no tiger
    can move. The same position a third time: a draw.

## Tafl (RULES.md section 4, docs/tafl.md).

rules-hnefatafl-9 =
    Board: 9×9 cells; the throne e5; corners a1, i1, a9, i9.
    Start: king e5, 8 defenders round him, 16 attackers at the edges.
    Attackers first. All pieces move like rooks. Only the king may stop
    on the throne or a corner; any piece may pass the empty throne.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too), a corner or the empty throne takes it; moving
    between two enemies is safe; no capture against the board edge.
    King: taken by two; on the throne by four, next to it by three.
    King on a corner: defenders win; king taken: attackers win.
    A side with no legal move loses. Third repetition: a draw.

rules-hnefatafl-11 =
    Board: 11×11 cells; the throne f6; corners a1, k1, a11, k11.
    Start: king f6, 12 defenders round him, 24 attackers at the edges.
    Attackers first. All pieces move like rooks. Only the king may stop
    on the throne or a corner; any piece may pass the empty throne.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too), a corner or the empty throne takes it; moving
    between two enemies is safe; no capture against the board edge.
    King: taken by two; on the throne by four, next to it by three.
    King on a corner: defenders win; king taken: attackers win.
    A side with no legal move loses. Third repetition: a draw.

rules-copenhagen-11 =
    Board, start and moves as in Hnefatafl 11×11; attackers first.
    Capture as there, but the king is taken only by attackers on all
    four sides (three and the throne), so never on the edge.
    Shield wall: a row of two or more edge pieces, each faced by an
    enemy, bracketed at both ends by a move, is taken (not the king).
    Defenders win: the king on a corner, or on the edge, able to move,
    in a fort of defenders that cannot be broken.
    Attackers win: the king taken, or the king and every defender
    encircled. A side with no legal move loses.
    Third repetition of a position: the defenders lose.

rules-brandubh =
    Board: 7×7 cells; the throne d4; corners a1, g1, a7, g7.
    Start: king d4, 4 defenders round him, 8 attackers in a cross.
    Attackers first. All pieces move like rooks. Only the king may stop
    on the throne or a corner; any piece may pass the empty throne.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too), a corner or the empty throne takes it.
    King: taken by two; on the throne by four, next to it by three.
    King on a corner: defenders win; king taken: attackers win.
    A side with no legal move loses. Third repetition: a draw.

rules-tablut =
    Board: 9×9 cells; the throne e5. Start as in Hnefatafl 9×9.
    Attackers first. All pieces move like rooks. Only the king may stop
    on the throne; any piece may pass the empty throne.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too) or the empty throne takes it.
    King: taken by two; on the throne by four, next to it by three.
    King on any edge cell: defenders win; king taken: attackers win.
    A side with no legal move loses. Third repetition: a draw.

rules-fetlar-11 =
    Board, start and moves as in Hnefatafl 11×11; attackers first.
    Capture as there, but the king is taken only by attackers on all
    four sides (three and the throne), so never on the edge.
    Defenders win: the king on a corner.
    Attackers win: the king taken, or the king and every defender
    encircled. A side with no legal move loses.
    Third repetition of a position: a draw.

rules-ard-ri =
    Board: 7×7 cells, no throne: every cell is ordinary.
    Start as in Brandubh: king d4, 4 defenders round him, 8 attackers
    in a cross. Attackers first. All pieces move like rooks.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too) takes it. The king is taken by two, anywhere.
    King on any edge cell: defenders win; king taken: attackers win.
    A side with no legal move loses. Third repetition: a draw.

rules-tawlbwrdd-11 =
    Board: 11×11 cells; the throne f6. Attackers in Bell's layout (a
    hollow pentagon on each side), defenders in a diamond round the king.
    Attackers first. All pieces move like rooks. Only the king may stop
    on the throne; any piece may pass the empty throne.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too) or the empty throne takes it.
    King: taken by two; on the throne by four, next to it by three.
    King on any edge cell: defenders win; king taken: attackers win.
    A side with no legal move loses. Third repetition: a draw.

rules-hnefatafl-13 =
    Board: 13×13 cells; the throne g7. Parlett's start: king g7,
    16 defenders round him, 32 attackers in four groups at the edges.
    The rules of Hnefatafl 11×11: attackers first, all pieces move like
    rooks, only the king may stop on the throne or a corner.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too), a corner or the empty throne takes it.
    King: taken by two; on the throne by four, next to it by three.
    King on a corner: defenders win; king taken: attackers win.

rules-alea-evangelii =
    Board: 19×19 cells; the centre j10 and four citadels, the 2×2
    blocks at the corners. Murray's start: king j10, 24 defenders,
    48 attackers. Attackers first. All pieces move like rooks; only the
    king may stop on or pass the centre, or enter a citadel.
    Capture: trapping an enemy between the moved piece and another of
    yours (the king too), a citadel or the centre takes it.
    King: taken by four (three and the centre next to it).
    King on a citadel: defenders win; king taken: attackers win.

## Peg solitaire (RULES.md section 3).

rules-solitaire =
    Board: the 33-point cross, orthogonal lines; one player.
    Start: a peg on every point except the centre, d4.
    A move: a peg jumps over an orthogonally adjacent peg onto an
    empty point just behind it; the jumped peg is removed.
    A chain of jumps by one peg counts as one move.
    The game ends when no jump is left; the score is the pegs left.
    The perfect finish: one peg, on d4.

## Game of the Goose (RULES.md section 5, docs/goose.md).

rules-goose =
    A race on squares 1–63 for 2 to 6 players, with one die.
    In turn, roll and move your piece that many squares.
    Geese 5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59: roll again.
    Bridge 6: on to 12. Maze 42: back to 30. Death 58: back to start.
    Inn 19, well 31, prison 52: miss 1, 2 or 3 turns.
    Square 63 needs the exact roll; the excess is counted back
    (on 62, rolling 3: to 63, then back to 61).
    The first to land on 63 wins.
