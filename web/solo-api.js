// The solo games' API (docs/api.md, "Peg solitaire" and "The Game of the Goose").

import { call } from './api.js';

export const soloApi = {
  createSolitaire: (body) => call('POST', '/api/solitaire', body),
  solitaire: (id) => call('GET', `/api/solitaire/${id}`),
  jump: (id, token, move, ply) => call('POST', `/api/solitaire/${id}/jumps`, { token, move, ply }),
  undo: (id, token) => call('POST', `/api/solitaire/${id}/undo`, { token }),
  hint: (id) => call('GET', `/api/solitaire/${id}/hint`),
  createGoose: (body) => call('POST', '/api/goose', body),
  goose: (id) => call('GET', `/api/goose/${id}`),
  roll: (id, token, turn) => call('POST', `/api/goose/${id}/roll`, { token, turn }),
};
