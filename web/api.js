// The server's JSON API (docs/api.md), the session's CSRF token (kept in memory only: the
// session itself is an HttpOnly cookie) and seat tokens kept in this browser.

// The header `X-CSRF-Token` every write through the session cookie carries (null: a guest).
let csrf = null;

/** Sets (or clears, with null) the CSRF token of the session the cookie holds. */
export function setCsrf(token) {
  csrf = token || null;
}

/** A request to the API; `signal` (an AbortSignal) may cancel it. Throws the server's
 * error with its `code`, `reason` and `args`. */
export async function call(method, path, body, headers = {}, signal = undefined) {
  const init = { method, headers: { ...headers }, signal };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (csrf && method !== 'GET') init.headers['X-CSRF-Token'] = csrf;
  const response = await fetch(path, init);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(data.error?.message || response.statusText);
    error.code = data.error?.code;
    // The rules' reason and its facts, for the page to say it in the player's language.
    error.reason = data.error?.reason;
    error.args = data.error?.args;
    // An account form's problems, one per field (`{field, reason, args, message}`).
    error.problems = data.error?.problems;
    // The seconds to wait, where the server says (too many failed logins).
    error.retryAfter = data.error?.retry_after_s;
    throw error;
  }
  return data;
}

const name = (n) => encodeURIComponent(n);

export const api = {
  variants: () => call('GET', '/api/variants'),
  list: (status) => call('GET', `/api/games?status=${status}&limit=20`),
  create: (body) => call('POST', '/api/games', body),
  game: (id) => call('GET', `/api/games/${id}`),
  gameAt: (id, ply) => call('GET', `/api/games/${id}?ply=${ply}`),
  join: (id, token, guest) => call('POST', `/api/games/${id}/join`, { token: token || undefined, name: guest || undefined }),
  move: (id, token, move, ply) => call('POST', `/api/games/${id}/moves`, { token, move, ply }),
  resign: (id, token) => call('POST', `/api/games/${id}/resign`, { token }),
  abort: (id, token) => call('POST', `/api/games/${id}/abort`, { token }),
  draw: (id, token, action) => call('POST', `/api/games/${id}/draw`, { token, action }),
  takeback: (id, token, action) => call('POST', `/api/games/${id}/takeback`, { token, action }),
  undo: (id, token) => call('POST', `/api/games/${id}/undo`, { token }),
  rematch: (id, token) => call('POST', `/api/games/${id}/rematch`, { token: token || undefined }),
  // Accounts.
  me: () => call('GET', '/api/account'),
  register: (user, password) => call('POST', '/api/account/register', { name: user, password }),
  login: (user, password) => call('POST', '/api/account/login', { name: user, password }),
  logout: () => call('POST', '/api/account/logout', {}),
  password: (old, next) => call('POST', '/api/account/password', { old, new: next }),
  // Challenges, players, leaderboards.
  challenge: (to, body) => call('POST', `/api/challenge/${name(to)}`, body),
  challenges: () => call('GET', '/api/challenges'),
  accept: (id) => call('POST', `/api/challenge/${id}/accept`, {}),
  decline: (id) => call('POST', `/api/challenge/${id}/decline`, {}),
  player: (who) => call('GET', `/api/players/${name(who)}`),
  history: (who, preset) => call('GET', `/api/players/${name(who)}/ratings/${name(preset)}`),
  leaderboard: (preset) => call('GET', `/api/leaderboard/${name(preset)}?limit=100`),
  // Tournaments.
  tournaments: () => call('GET', '/api/tournaments'),
  tournament: (id) => call('GET', `/api/tournaments/${id}`),
  tournamentChat: (id) => call('GET', `/api/tournaments/${id}/chat`),
  sayInTournament: (id, text) => call('POST', `/api/tournaments/${id}/chat`, { text }),
  makeTournament: (body) => call('POST', '/api/tournaments', body),
  joinTournament: (id, invite) => call('POST', `/api/tournaments/${id}/join`, { invite: invite || undefined }),
  withdrawTournament: (id) => call('POST', `/api/tournaments/${id}/withdraw`, {}),
  startTournament: (id) => call('POST', `/api/tournaments/${id}/start`, {}),
  // Seeks and quick pairing.
  seeks: () => call('GET', '/api/seeks'),
  seek: (id) => call('GET', `/api/seeks/${id}`),
  makeSeek: (body) => call('POST', '/api/seeks', body),
  acceptSeek: (id, guest) => call('POST', `/api/seeks/${id}/accept`, { name: guest || undefined }),
  cancelSeek: (id, token) => call('POST', `/api/seeks/${id}/cancel`, { token: token || undefined }),
  pairing: (body) => call('POST', '/api/pairing', body),
  // Chat.
  // The seat token goes in a header, never in the URL (proxies and histories keep URLs).
  chat: (id, room, token) =>
    call('GET', `/api/games/${id}/chat?room=${room}`, undefined, token ? { 'X-Seat-Token': token } : {}),
  say: (id, body) => call('POST', `/api/games/${id}/chat`, body),
  mute: (id, muted, token) => call('POST', `/api/games/${id}/mute`, { muted, token: token || undefined }),
  // Blocks and reports (docs/api.md, "Moderation").
  block: (who) => call('POST', `/api/players/${name(who)}/block`, {}),
  unblock: (who) => call('DELETE', `/api/players/${name(who)}/block`, {}),
  blocks: () => call('GET', '/api/account/blocks'),
  report: (body) => call('POST', '/api/reports', body),
  // One's own data: deleting the account (with the password) and the export's addresses.
  deleteAccount: (password) => call('DELETE', '/api/account', { password }),
  exportUrl: '/api/account/export',
  exportGamesUrl: '/api/account/export/games',
  // Moderators only.
  modReports: (status) => call('GET', `/api/mod/reports?status=${status}`),
  modCloseReport: (id, reason) => call('POST', `/api/mod/reports/${name(id)}/close`, { reason }),
  modCloseAccount: (who, reason) => call('POST', `/api/mod/accounts/${name(who)}/close`, { reason }),
  modLeaderboard: (who, excluded, reason) =>
    call('POST', `/api/mod/accounts/${name(who)}/leaderboard`, { excluded, reason }),
  modChat: (id) => call('GET', `/api/mod/games/${name(id)}/chat`),
  modDeleteLine: (id, reason) => call('POST', `/api/mod/chat/${name(id)}/delete`, { reason }),
  modAudit: () => call('GET', '/api/mod/audit'),
};

const KEY = 'reynard.tokens';

function tokens() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || '{}');
  } catch {
    return {};
  }
}

/** The seat this browser holds in a game, if any: `{token, side, invite?}`. */
export function seatFor(id) {
  return tokens()[id];
}

/** Remembers the seat of a game (and the invitation for the other seat, if any). */
export function keepSeat(id, seat) {
  const all = tokens();
  all[id] = seat;
  localStorage.setItem(KEY, JSON.stringify(all));
}
