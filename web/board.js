// The board in SVG: lines and diagonals (or the tafl grid), pieces, the last move, and
// click-to-move over the legal moves the server sent. A jump chain is entered point by
// point; the page knows no rules, only the server's list of moves and their paths.
// Dragging a piece onto a point is the same as clicking the piece, then the point.

const SVG = 'http://www.w3.org/2000/svg';
const STEP = 60;
// The coordinates' size grows with the board, so that a large board shrunk to a phone's
// width still shows them readably (about 13 screen pixels for 11x11 across 390 pixels):
// at least 14 units, else the board's longer side over 26.
const coordSize = (files, ranks) => Math.max(14, Math.round((Math.max(files, ranks) * STEP) / 26));
// How far (in screen pixels) a pressed pointer moves before a press becomes a drag.
const DRAG_START = 6;

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** What the board shows of `game`, as a string: equal strings draw the same picture. Built
 * field by field, since the server's JSON need not keep its keys in one order. */
function boardKey(game, flipped, canMove) {
  const pieces = game.pieces.map((p) => `${p.at}:${p.side}:${p.kind}`).join(' ');
  const legal = game.legal.flatMap((l) => l.moves.map((m) => m.notation)).join(' ');
  return [game.ply, pieces, game.last_move?.notation ?? '', legal, flipped, canMove].join('|');
}

export class Board {
  /** `svg`: the element to draw in; `onMove(move)` is called with the chosen legal move. */
  constructor(svg, onMove) {
    this.svg = svg;
    this.onMove = onMove;
    this.game = null;
    this.flipped = false;
    this.canMove = false;
    this.prefix = null;
    this.onHint = () => {};
    // A press on a piece that may become a drag: {from, pointerId, x, y, moved}.
    this.drag = null;
    svg.addEventListener('pointerdown', (e) => this.pointerDown(e));
    svg.addEventListener('pointermove', (e) => this.pointerMove(e));
    svg.addEventListener('pointerup', (e) => this.pointerUp(e));
    svg.addEventListener('pointercancel', () => this.endDrag());
  }

  /** Draws `game`; `canMove`: the viewer may move now. Clears any half-made move, unless
   * nothing on the board changed (the same state again, say when the live connection opens):
   * then a chain begun or a drag in progress goes on undisturbed. */
  show(game, { flipped = false, canMove = false } = {}) {
    const key = boardKey(game, flipped, canMove);
    const unchanged = this.game !== null && key === this.shownKey;
    this.game = game;
    if (unchanged) return;
    this.shownKey = key;
    this.flipped = flipped;
    this.canMove = canMove;
    this.prefix = null;
    this.drag = null;
    this.draw();
  }

  xy(point) {
    const b = this.game.board;
    const p = this.points.get(point);
    let file = p.file;
    let rank = b.ranks - 1 - p.rank;
    if (this.flipped) {
      file = b.files - 1 - file;
      rank = b.ranks - 1 - rank;
    }
    return [this.margin + file * STEP, this.margin + rank * STEP];
  }

  draw() {
    const g = this.game;
    const b = g.board;
    this.points = new Map(b.points.map((p) => [p.name, p]));
    const svg = this.svg;
    svg.replaceChildren();
    // Room around the points for the coordinates (and, on cells, for half a cell).
    this.coord = coordSize(b.files, b.ranks);
    this.margin = (b.kind === 'cells' ? STEP / 2 : 20) + Math.round(this.coord * 1.7);
    const width = this.margin * 2 + (b.files - 1) * STEP;
    const height = this.margin * 2 + (b.ranks - 1) * STEP;
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    el('rect', { x: 0, y: 0, width, height, class: 'board-bg', rx: 12 }, svg);
    const marked = new Set(b.marked);
    if (b.kind === 'cells') {
      for (const p of b.points) {
        const [x, y] = this.xy(p.name);
        const cls = marked.has(p.name) ? 'cell marked' : 'cell';
        el('rect', { x: x - STEP / 2, y: y - STEP / 2, width: STEP, height: STEP, class: cls }, svg);
      }
    } else {
      for (const name of marked) {
        const [x, y] = this.xy(name);
        el('circle', { cx: x, cy: y, r: STEP * 0.42, class: 'fort' }, svg);
      }
      for (const [a, c] of b.lines) {
        const [x1, y1] = this.xy(a);
        const [x2, y2] = this.xy(c);
        el('line', { x1, y1, x2, y2, class: 'line' }, svg);
      }
      for (const p of b.points) {
        const [x, y] = this.xy(p.name);
        el('circle', { cx: x, cy: y, r: 4, class: 'dot' }, svg);
      }
    }
    this.drawCoordinates(width, height);
    if (g.last_move) this.drawPath(g.last_move.path, 'last-move', g.last_move.captured);
    for (const piece of g.pieces) {
      const [x, y] = this.xy(piece.at);
      const group = el('g', { class: `piece ${piece.kind} side-${piece.side}`, 'data-piece': piece.at }, svg);
      el('circle', { cx: x, cy: y, r: STEP * 0.32 }, group);
      if (piece.kind === 'king') el('path', { d: `M${x - 9} ${y + 6} L${x - 9} ${y - 6} L${x - 4} ${y} L${x} ${y - 9} L${x + 4} ${y} L${x + 9} ${y - 6} L${x + 9} ${y + 6} Z`, class: 'crown' }, group);
      if (piece.kind === 'hunter') el('circle', { cx: x, cy: y, r: STEP * 0.12, class: 'eye' }, group);
    }
    this.hints = el('g', { class: 'hints' }, svg);
    for (const p of b.points) {
      const [x, y] = this.xy(p.name);
      const hit = el('circle', { cx: x, cy: y, r: STEP * 0.46, class: 'hit', 'data-point': p.name }, svg);
      hit.addEventListener('click', () => {
        // A drag already did what its press and release meant.
        if (this.dragged) this.dragged = false;
        else this.click(p.name);
      });
    }
    this.drawHints();
  }

  drawCoordinates(width, height) {
    const b = this.game.board;
    const files = [...new Set(b.points.map((p) => p.file))];
    const ranks = [...new Set(b.points.map((p) => p.rank))];
    const size = this.coord;
    for (const f of files) {
      const file = this.flipped ? b.files - 1 - f : f;
      const at = { x: this.margin + file * STEP, y: height - size * 0.75, class: 'coord', 'font-size': size };
      el('text', at, this.svg).textContent = String.fromCharCode(97 + f);
    }
    for (const r of ranks) {
      const row = this.flipped ? r : b.ranks - 1 - r;
      const at = { x: size * 0.8, y: this.margin + row * STEP, class: 'coord', 'font-size': size };
      el('text', at, this.svg).textContent = String(r + 1);
    }
  }

  drawPath(path, cls, captured = [], parent = this.svg) {
    if (path.length > 1) {
      const points = path.map((p) => this.xy(p).join(',')).join(' ');
      el('polyline', { points, class: cls }, parent);
    }
    for (const p of path) {
      const [x, y] = this.xy(p);
      el('circle', { cx: x, cy: y, r: STEP * 0.38, class: `${cls}-point` }, parent);
    }
    for (const p of captured) {
      const [x, y] = this.xy(p);
      const d = STEP * 0.16;
      el('path', { d: `M${x - d} ${y - d} L${x + d} ${y + d} M${x + d} ${y - d} L${x - d} ${y + d}`, class: 'captured-mark' }, parent);
    }
  }

  /** Every way to enter a legal move from `from`: `{move, path}` for each of its paths
   * (a jump chain may be entered in several orders, all the same move). */
  entries(from) {
    const group = this.game.legal.find((l) => l.from === from);
    if (!group) return [];
    return group.moves.flatMap((move) => [move.path, ...(move.other_paths ?? [])].map((path) => ({ move, path })));
  }

  /** The ways to enter a legal move that go through `prefix` so far. */
  matching(prefix) {
    return this.entries(prefix[0]).filter((e) => prefix.every((p, i) => e.path[i] === p));
  }

  drawHints() {
    const hints = this.hints;
    hints.replaceChildren();
    let stopHere = false;
    if (!this.canMove) return this.onHint(false);
    if (this.prefix) {
      this.drawPath(this.prefix, 'chain', [], hints);
      const shown = new Set();
      for (const entry of this.matching(this.prefix)) {
        const next = entry.path[this.prefix.length];
        if (next && !shown.has(next)) {
          shown.add(next);
          const [x, y] = this.xy(next);
          el('circle', { cx: x, cy: y, r: STEP * 0.14, class: 'target', 'data-target': next }, hints);
        } else if (!next && this.prefix.length > 1) {
          stopHere = true;
        }
      }
    } else {
      for (const group of this.game.legal) {
        if (group.from === null) {
          for (const m of group.moves) {
            const [x, y] = this.xy(m.to);
            el('circle', { cx: x, cy: y, r: STEP * 0.14, class: 'target', 'data-target': m.to }, hints);
          }
        } else {
          const [x, y] = this.xy(group.from);
          el('circle', { cx: x, cy: y, r: STEP * 0.36, class: 'movable', 'data-movable': group.from }, hints);
        }
      }
    }
    this.onHint(stopHere);
  }

  click(point) {
    if (!this.canMove) return;
    if (this.prefix) {
      const last = this.prefix[this.prefix.length - 1];
      const entries = this.matching(this.prefix);
      if (point === last && this.prefix.length > 1) {
        const done = entries.find((e) => e.path.length === this.prefix.length);
        if (done) return this.play(done.move);
      }
      const next = entries.filter((e) => e.path[this.prefix.length] === point);
      if (next.length > 0) {
        const prefix = [...this.prefix, point];
        const complete = next.find((e) => e.path.length === prefix.length);
        const longer = next.some((e) => e.path.length > prefix.length);
        if (complete && !longer) return this.play(complete.move);
        this.prefix = prefix;
        return this.drawHints();
      }
      this.prefix = null;
    }
    if (this.game.legal.some((l) => l.from === point)) {
      this.prefix = [point];
      return this.drawHints();
    }
    const placement = this.game.legal.find((l) => l.from === null)?.moves.find((m) => m.to === point);
    if (placement) return this.play(placement);
    this.drawHints();
  }

  /** The point a drag starts from: a piece that may move, or the end of a chain begun. */
  draggable(point) {
    if (!this.canMove || !point) return false;
    if (this.prefix) return this.prefix[this.prefix.length - 1] === point;
    return this.game.legal.some((l) => l.from === point);
  }

  /** Screen coordinates in the board's own units. */
  toBoard(event) {
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return null;
    return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  }

  /** The point nearest to board coordinates `at`, if close enough to be meant. */
  pointAt(at) {
    let best = null;
    let bestDistance = (STEP * 0.5) ** 2;
    for (const name of this.points.keys()) {
      const [x, y] = this.xy(name);
      const d = (x - at.x) ** 2 + (y - at.y) ** 2;
      if (d < bestDistance) [best, bestDistance] = [name, d];
    }
    return best;
  }

  pointerDown(event) {
    this.dragged = false;
    const from = event.target?.dataset?.point;
    if (event.button !== 0 || !this.draggable(from)) return;
    this.drag = { from, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  }

  pointerMove(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.moved) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_START) return;
      drag.moved = true;
      this.svg.setPointerCapture?.(event.pointerId);
      if (!this.prefix) this.click(drag.from);
      drag.piece = this.svg.querySelector(`[data-piece="${this.prefix?.[0] ?? drag.from}"]`);
      drag.piece?.classList.add('dragging');
      drag.origin = this.xy(drag.from);
    }
    const at = this.toBoard(event);
    if (drag.piece && at) {
      const [x, y] = drag.origin;
      drag.piece.setAttribute('transform', `translate(${at.x - x} ${at.y - y})`);
    }
    event.preventDefault();
  }

  pointerUp(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this.endDrag();
    if (!drag.moved) return;
    this.dragged = true;
    const at = this.toBoard(event);
    const target = at && this.pointAt(at);
    if (target && target !== drag.from && this.prefix) this.click(target);
  }

  endDrag() {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    if (this.svg.hasPointerCapture?.(drag.pointerId)) this.svg.releasePointerCapture(drag.pointerId);
    if (drag.piece) {
      drag.piece.removeAttribute('transform');
      drag.piece.classList.remove('dragging');
    }
  }

  play(move) {
    this.prefix = null;
    this.canMove = false;
    // The board no longer shows what was last given: whatever comes next is drawn afresh.
    this.shownKey = null;
    this.drawHints();
    this.onMove(move);
  }
}
