"""Solved values through Python: a tiny variant solved by `reynard solve`, every one of
its positions' value and distance checked against a plain retrograde analysis written
here over the Python API."""

import subprocess

import reynard

TINY = {"flock_points": "a1,b1,c1", "fox_wins_at": 1}


def side_seat(position):
    """The seat to move in a position text (`h` hunter: seat 0, `f` flock: seat 1)."""
    return 0 if position.split()[-1] == "h" else 1


def retrograde(game):
    """Every position reachable from the start with its value for the side to move:
    ('win' | 'loss', plies) or ('draw', None), by layers of distance."""
    children, ended = {}, {}
    todo = [game.new_initial_state().position()]
    while todo:
        text = todo.pop()
        if text in children or text in ended:
            continue
        state = game.new_initial_state(text)
        if state.is_terminal():
            won = state.returns()[side_seat(text)]
            ended[text] = ("win" if won > 0 else "loss" if won < 0 else "draw", None if won == 0 else 0)
            continue
        kids = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply_move(move)
            kids.append(child.position())
        children[text] = kids
        todo.extend(kids)
    values = dict(ended)
    plies = 0
    while True:
        plies += 1
        layer = {}
        for text, kids in children.items():
            if text in values:
                continue
            known = [values.get(k) for k in kids]
            if any(v is not None and v[0] == "loss" and v[1] == plies - 1 for v in known):
                layer[text] = ("win", plies)
            elif all(v is not None and v[0] == "win" for v in known) and max(v[1] for v in known) == plies - 1:
                layer[text] = ("loss", plies)
        if not layer and all(v[1] is None or v[1] < plies for v in values.values()):
            break
        values.update(layer)
    for text in children:
        values.setdefault(text, ("draw", None))
    return values


def test_solved_values_equal_a_plain_retrograde_analysis(reynard_bin, tmp_path):
    sets = [arg for key, value in TINY.items() for arg in ("--set", f"{key}={value}")]
    subprocess.run(
        [str(reynard_bin), "solve", "catch-the-hare", *sets, "--dir", str(tmp_path), "--quiet"],
        check=True,
        capture_output=True,
    )
    game = reynard.load_game("catch-the-hare", TINY)
    expected = retrograde(game)
    assert len(expected) > 100, len(expected)
    assert {v[0] for v in expected.values()} >= {"win", "loss"}
    for text, value in expected.items():
        assert game.new_initial_state(text).solved_value(str(tmp_path)) == value, text
    # Without tables nothing is known, and the ai at level 10 plays the solved moves.
    start = game.new_initial_state()
    assert start.solved_value(str(tmp_path / "none")) is None
    action = reynard.bestmove(start, level=10, time_ms=100, tables_dir=str(tmp_path))
    child = start.child(action)
    while child.chain():
        child.apply_action(reynard.bestmove(child, level=10, time_ms=100, tables_dir=str(tmp_path)))
    value, plies = expected[start.position()]
    after = expected[child.position()]
    if value == "win":
        assert after == ("loss", plies - 1)
