// The server's JSON API (docs/api.md) and seat tokens kept in this browser.

export async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(data.error?.message || response.statusText);
    error.code = data.error?.code;
    // The rules' reason and its facts, for the page to say it in the player's language.
    error.reason = data.error?.reason;
    error.args = data.error?.args;
    throw error;
  }
  return data;
}

export const api = {
  variants: () => call('GET', '/api/variants'),
  list: (status) => call('GET', `/api/games?status=${status}&limit=20`),
  create: (body) => call('POST', '/api/games', body),
  game: (id) => call('GET', `/api/games/${id}`),
  gameAt: (id, ply) => call('GET', `/api/games/${id}?ply=${ply}`),
  join: (id, token) => call('POST', `/api/games/${id}/join`, token ? { token } : {}),
  move: (id, token, move, ply) => call('POST', `/api/games/${id}/moves`, { token, move, ply }),
  resign: (id, token) => call('POST', `/api/games/${id}/resign`, { token }),
  draw: (id, token, action) => call('POST', `/api/games/${id}/draw`, { token, action }),
  undo: (id, token) => call('POST', `/api/games/${id}/undo`, { token }),
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
