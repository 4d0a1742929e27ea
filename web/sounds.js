// Sounds of a game: a move, a capture, low time and the game's end, short tones made with
// the Web Audio API (no files), and the header's switch that mutes them (remembered in this
// browser). Each sound played is also announced as a `reynard:sound` event on `window`
// (its `detail` the sound's name), for the browser tests.

import { t } from './i18n.js';
import { ICONS } from './icons.js';

const MUTED = 'reynard.muted';

// Each sound's tones: [frequency in Hz, start and length in seconds, wave].
const TONES = {
  move: [[620, 0, 0.07, 'triangle']],
  capture: [
    [330, 0, 0.06, 'square'],
    [220, 0.06, 0.1, 'square'],
  ],
  lowTime: [
    [880, 0, 0.08, 'sine'],
    [880, 0.16, 0.08, 'sine'],
    [880, 0.32, 0.08, 'sine'],
  ],
  end: [
    [523, 0, 0.14, 'sine'],
    [659, 0.14, 0.14, 'sine'],
    [784, 0.28, 0.3, 'sine'],
  ],
};

let audio = null;

/** Whether the sounds are muted in this browser. */
export function muted() {
  return localStorage.getItem(MUTED) === '1';
}

function setMuted(on) {
  if (on) localStorage.setItem(MUTED, '1');
  else localStorage.removeItem(MUTED);
  renderSwitch();
}

/** Plays a sound (`move`, `capture`, `lowTime`, `end`) unless muted. */
export function play(name) {
  if (muted() || !TONES[name]) return;
  window.dispatchEvent(new CustomEvent('reynard:sound', { detail: name }));
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  // A page may only start sound after the player touched it: a context made earlier waits.
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  const start = audio.currentTime + 0.01;
  for (const [frequency, at, length, wave] of TONES[name]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = wave;
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start + at);
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + at);
    tone.stop(start + at + length);
  }
}

/**
 * The sounds of one game page: `update(game)` with each state the page receives (a move
 * or a capture when it is one ply on, the end when it has just finished; nothing for the
 * first state), `lowTime()` when the player's clock runs low (heard once per game).
 */
export function gameSounds() {
  let last = null;
  let warned = false;
  const taken = (game) => game.captures.reduce((n, c) => n + c.taken, 0);
  return {
    update(game) {
      const before = last;
      last = game;
      if (!before) return;
      if (game.outcome && !before.outcome) play('end');
      else if (game.ply === before.ply + 1) play(taken(game) > taken(before) ? 'capture' : 'move');
    },
    lowTime() {
      if (warned) return;
      warned = true;
      play('lowTime');
    },
  };
}

/** Shows the header's mute switch (in the element `#sound`) in the current language. */
export function renderSwitch() {
  const button = document.getElementById('sound');
  if (!button) return;
  const off = muted();
  button.innerHTML = off ? ICONS.soundOff : ICONS.soundOn;
  button.title = t(off ? 'sound-unmute' : 'sound-mute');
  button.setAttribute('aria-label', button.title);
  button.setAttribute('aria-pressed', String(off));
  if (!button.dataset.ready) {
    button.dataset.ready = '1';
    button.addEventListener('click', () => setMuted(!muted()));
  }
}
