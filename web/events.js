// The logged-in account's events (GET /api/stream/event, newline-delimited JSON): the
// challenges to it, games starting and finishing. One stream while logged in, connected
// again when it ends; each connection starts with a `reset` (the stream then lists again
// the challenges open and the games running).

const handlers = new Set();
let controller = null;

/** Calls `fn(event)` for each event of the account's stream. */
export function onEvent(fn) {
  handlers.add(fn);
  return () => handlers.delete(fn);
}

function emit(event) {
  for (const fn of handlers) {
    try {
      fn(event);
    } catch (e) {
      console.error(e);
    }
  }
}

async function read(signal) {
  const response = await fetch('/api/stream/event', { signal });
  if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
  emit({ type: 'reset' });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) emit(JSON.parse(line));
    }
  }
}

/** Starts listening (once). */
export function startEvents() {
  if (controller) return;
  const mine = new AbortController();
  controller = mine;
  (async () => {
    let retry = 0;
    while (!mine.signal.aborted) {
      try {
        await read(mine.signal);
        retry = 0;
      } catch {
        retry++;
      }
      if (mine.signal.aborted) return;
      await new Promise((r) => setTimeout(r, Math.min(10000, 500 * 2 ** retry)));
    }
  })();
}

/** Stops listening (on logout). */
export function stopEvents() {
  if (controller) controller.abort();
  controller = null;
}
