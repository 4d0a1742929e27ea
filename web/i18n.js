// A small reader of Fluent (.ftl) files: messages, multi-line values, { $var } placeables
// and select expressions on plural categories ({ $n -> [one] … *[other] … }). The same
// files could be read by @fluent/bundle; this covers the subset the locales use.

const LANGUAGES = ['en', 'ru', 'pl'];
let lang = 'en';
let messages = new Map();
let fallback = new Map();

/** Parses .ftl text into a map from message id to its pattern source. */
export function parseFtl(text) {
  const out = new Map();
  let id = null;
  let lines = [];
  const flush = () => {
    if (id) out.set(id, lines.join('\n').trim());
    id = null;
    lines = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('#')) continue;
    const start = /^([A-Za-z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (start) {
      flush();
      id = start[1];
      lines.push(start[2]);
    } else if (id && /^\s+\S/.test(line)) {
      lines.push(line.trim());
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return out;
}

function closing(src, open) {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return i;
  }
  return src.length;
}

function format(src, args) {
  let out = '';
  for (let i = 0; i < src.length; ) {
    if (src[i] === '{') {
      const end = closing(src, i);
      out += placeable(src.slice(i + 1, end), args);
      i = end + 1;
    } else {
      out += src[i++];
    }
  }
  return out;
}

function placeable(body, args) {
  const arrow = body.indexOf('->');
  if (arrow < 0) {
    const name = body.trim();
    if (name.startsWith('$')) return String(args[name.slice(1)] ?? '');
    return name.replace(/^"(.*)"$/, '$1');
  }
  const value = args[body.slice(0, arrow).trim().slice(1)];
  const variants = [];
  const re = /(?:^|\n)\s*(\*?)\[([^\]]+)\]/g;
  const rest = body.slice(arrow + 2);
  const starts = [...rest.matchAll(re)];
  starts.forEach((m, k) => {
    const from = m.index + m[0].length;
    const to = k + 1 < starts.length ? starts[k + 1].index : rest.length;
    variants.push({ key: m[2].trim(), isDefault: m[1] === '*', text: rest.slice(from, to).trim() });
  });
  const category = typeof value === 'number' ? new Intl.PluralRules(lang).select(value) : String(value);
  const chosen =
    variants.find((v) => v.key === String(value)) ||
    variants.find((v) => v.key === category) ||
    variants.find((v) => v.isDefault);
  return chosen ? format(chosen.text, args) : '';
}

/** A side's name in the current language that also knows its grammatical form
 * (`side-form-<name>`: `one`/`other` in English, gender and number in Russian and Polish),
 * so that a verb after it agrees: passed to `t` as `side`, it also gives `sideForm`. */
export class SideName extends String {
  constructor(text, form) {
    super(text);
    this.form = form;
  }
}

/** The side `name` (`fox`, `geese`, or a variant file's own word) as a {@link SideName}. */
export function sideText(name) {
  const text = has(`side-${name}`) ? t(`side-${name}`) : name;
  return new SideName(text, has(`side-form-${name}`) ? t(`side-form-${name}`) : 'other');
}

/** The message `id` with `args`, in the current language (English when missing there). */
export function t(id, args = {}) {
  const src = messages.get(id) ?? fallback.get(id);
  if (src === undefined) return id;
  const all = { ...args };
  for (const [name, value] of Object.entries(args)) {
    if (value instanceof SideName && all[`${name}Form`] === undefined) all[`${name}Form`] = value.form;
  }
  return format(src, all);
}

/** Whether a message exists. */
export function has(id) {
  return messages.has(id) || fallback.has(id);
}

/** The arguments of a rules error as the server sends them (`args`), ready for `t`: a side
 * `{side}` by its translated name, a message `{key}` or `{message, args}` translated too. */
function messageArgs(args) {
  const out = {};
  for (const [name, value] of Object.entries(args || {})) {
    if (value === null || typeof value !== 'object') out[name] = value;
    else if (value.side !== undefined) out[name] = sideText(value.side);
    else if (value.key !== undefined) out[name] = t(value.key);
    else if (value.message !== undefined) out[name] = t(value.message, messageArgs(value.args));
  }
  return out;
}

/** What went wrong, for the player, in the current language: the rules' `reason` (an
 * illegal move, a bad option: the message `error-<reason>` with the error's `args`, the same
 * words the terminal game shows), else the error `code` where a message `error-code-<code>`
 * exists (a turn, a game over, a busy server), else the server's own English `message`. */
export function errorText(error) {
  const reason = error.reason && `error-${error.reason}`;
  if (reason && has(reason)) return t(reason, messageArgs(error.args));
  const key = `error-code-${error.code}`;
  return error.code && has(key) ? t(key, { seconds: error.retryAfter ?? '' }) : error.message;
}

/** The current language. */
export function language() {
  return lang;
}

/** The languages offered. */
export function languages() {
  return LANGUAGES;
}

async function load(code) {
  const response = await fetch(`/locales/${code}.ftl`);
  return parseFtl(await response.text());
}

/** Switches to `code` (remembered), and fills every element with a data-i18n attribute. */
export async function setLanguage(code) {
  lang = LANGUAGES.includes(code) ? code : 'en';
  if (fallback.size === 0) fallback = await load('en');
  messages = lang === 'en' ? fallback : await load(lang);
  localStorage.setItem('reynard.lang', lang);
  document.documentElement.lang = lang;
  translate(document);
}

/** The language to start with: the remembered one, else the browser's. */
export function initialLanguage() {
  const saved = localStorage.getItem('reynard.lang');
  if (saved) return saved;
  const browser = (navigator.language || 'en').slice(0, 2);
  return LANGUAGES.includes(browser) ? browser : 'en';
}

/** Fills the text of every element under `root` that has a data-i18n attribute. */
export function translate(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
}
