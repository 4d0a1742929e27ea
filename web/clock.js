// A timed game's clocks on the page: the times the server sent with a state (as of the
// moment it was sent), the running one counted down here from the moment the state
// arrived, ten times a second; low time (under 10 s, or under a tenth of the start) in red.
// `onLow(side)` is called once per side when its running clock goes low here.

const LOW_MS = 10_000;
const DAY_MS = 86_400_000;

/** Time left as the clock shows it: `1:02:03`, `4:05`, and tenths under ten seconds: `0:04.3`. */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  if (left < LOW_MS) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(left / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The time each side has at the start of a game of this control. */
function initialMs(control) {
  return control.days !== undefined ? control.days * DAY_MS : control.initial_s * 1000;
}

/**
 * The clocks of a game page: `elementFor(side)` gives the element showing a side's clock.
 * `update(game)` with each state; `onZero()` is called once when the running clock reaches
 * zero here (the server decides; the page may ask it for the state); `onLow(side)` once per
 * side when its running clock goes low.
 */
export class Clocks {
  constructor(elementFor, onZero = () => {}, onLow = () => {}) {
    this.elementFor = elementFor;
    this.onZero = onZero;
    this.onLow = onLow;
    this.wentLow = new Set();
    this.clock = null;
    this.at = 0;
    this.flagged = false;
    this.timer = null;
  }

  /** Takes the clocks of a new state (null in an untimed game). */
  update(game) {
    this.clock = game.clock && !game.outcome ? game.clock : game.clock ? { ...game.clock, running: null } : null;
    this.at = performance.now();
    this.flagged = false;
    this.render();
    const ticking = Boolean(this.clock?.running);
    if (ticking && !this.timer) this.timer = setInterval(() => this.render(), 100);
    if (!ticking && this.timer) this.stop();
  }

  /** Milliseconds left for `side` now. */
  left(side) {
    const ms = this.clock[`${side}_ms`] ?? 0;
    return this.clock.running === side ? ms - (performance.now() - this.at) : ms;
  }

  render() {
    if (!this.clock) return;
    const low = Math.max(LOW_MS, initialMs(this.clock.control) / 10);
    for (const side of Object.keys(this.clock).filter((k) => k.endsWith('_ms')).map((k) => k.slice(0, -3))) {
      const el = this.elementFor(side);
      if (!el) continue;
      const left = this.left(side);
      el.textContent = formatClock(left);
      el.classList.toggle('running', this.clock.running === side);
      el.classList.toggle('low', left < low);
      if (left < low && this.clock.running === side && !this.wentLow.has(side)) {
        this.wentLow.add(side);
        this.onLow(side);
      }
      if (left <= 0 && this.clock.running === side && !this.flagged) {
        this.flagged = true;
        this.onZero();
      }
    }
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
  }
}
