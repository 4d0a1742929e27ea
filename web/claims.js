// The sources' claims, answered (#/claims): every claim the source texts make about who
// wins or how fair a rule is, quoted from its source file, with Reynard's answer. The data
// are web/atlas/claims.json: the claims (source file, quote, verdict, the facts they rest
// on) and the facts, each with the command that gives it: a value `reynard solve` proved
// (docs/solved.md), a match cell of the balance atlas (read here from its cells file, so
// the score shown is the measured one), an endgame counted by the solver, or the size of a
// solve not done yet (`reynard solve … --plan`). The sentences are in the language files
// (`claim-ID-answer`), with the facts' figures as arguments; crates/cli/tests/claims.rs
// checks the facts against the solver, docs/solved.md and the cells files.

import { atlasPage, errorParagraph, readCells } from './atlas.js';
import { language, t } from './i18n.js';

/** The figures of a fact, as arguments of the answer sentences (`ID_plies`, `ID_score`…). */
function factArgs(id, fact, cellsById) {
  const number = new Intl.NumberFormat(language(), { maximumFractionDigits: 2 });
  // Shares to two decimals of a percent, and the smallest to two significant digits.
  const percents = new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits: 2 });
  const small = new Intl.NumberFormat(language(), { style: 'percent', maximumSignificantDigits: 2 });
  const percent = { format: (x) => (x > 0 && x < 0.0001 ? small : percents).format(x) };
  const billions = new Intl.NumberFormat(language(), { maximumFractionDigits: 1 });
  switch (fact.kind) {
    case 'solved':
      return { [`${id}_plies`]: fact.plies, [`${id}_moves`]: fact.moves ?? '' };
    case 'match': {
      const cell = matchCell(fact, cellsById);
      if (!cell) return {};
      const [low, high] = cell.interval;
      return {
        [`${id}_score`]: number.format(cell.score),
        [`${id}_low`]: number.format(low),
        [`${id}_high`]: number.format(high),
        [`${id}_games`]: cell.games?.games ?? '',
        [`${id}_wins`]: cell.games?.wins ?? '',
        [`${id}_draws`]: cell.games?.draws ?? '',
        [`${id}_losses`]: cell.games?.losses ?? '',
      };
    }
    case 'endgame': {
      // Counts of positions by who wins them, with the flock and with the hunter to move.
      const total = (c) => c.flock + c.hunter + c.draw;
      const [f, h] = [fact.flock_to_move, fact.hunter_to_move];
      const both = total(f) + total(h);
      return {
        [`${id}_positions`]: number.format(total(f)),
        [`${id}_flock_share`]: percent.format(f.flock / total(f)),
        [`${id}_hunter_share`]: percent.format(h.flock / total(h)),
        [`${id}_hunter_wins`]: percent.format((f.hunter + h.hunter) / both),
        [`${id}_draw_share`]: percent.format((f.draw + h.draw) / both),
        [`${id}_start`]: fact.start,
        [`${id}_start_plies`]: fact.start_plies ?? '',
      };
    }
    case 'plan':
      return {
        [`${id}_billions`]: billions.format(fact.positions / 1e9),
        [`${id}_gb`]: billions.format(fact.table_mb / 1000),
      };
    default:
      return {};
  }
}

/** The atlas cell a match fact names, from its cells file. */
function matchCell(fact, cellsById) {
  const cells = cellsById.get(fact.cells) ?? [];
  return cells.find((c) => Object.entries(fact.cell).every(([k, v]) => c.options?.[k] === v));
}

/** One claim as a card. */
function claimCard(claim, facts, args) {
  const card = document.createElement('article');
  card.className = `card claim verdict-${claim.verdict}`;
  card.dataset.testid = 'claim';
  card.dataset.claim = claim.id;
  card.dataset.verdict = claim.verdict;

  const head = document.createElement('header');
  const verdict = document.createElement('b');
  verdict.className = 'claim-verdict';
  verdict.textContent = t(`claims-verdict-${claim.verdict}`);
  const source = document.createElement('code');
  source.className = 'claim-source';
  source.textContent = claim.source;
  source.title = t('claims-source-title');
  head.append(verdict, ' · ', source);

  const quote = document.createElement('blockquote');
  quote.lang = claim.lang;
  quote.textContent = claim.quote;
  card.append(head, quote);
  if (claim.lang !== language()) {
    const gloss = document.createElement('p');
    gloss.className = 'claim-gloss';
    gloss.textContent = t(`claim-${claim.id}-says`);
    card.append(gloss);
  }
  const answer = document.createElement('p');
  answer.className = 'claim-answer';
  answer.dataset.testid = 'claim-answer';
  answer.textContent = t(`claim-${claim.id}-answer`, args);
  card.append(answer);

  const list = document.createElement('ul');
  list.className = 'claim-evidence';
  for (const id of claim.facts) {
    const fact = facts[id];
    const item = document.createElement('li');
    const command = document.createElement('code');
    command.textContent = fact.command;
    item.append(t(`claims-kind-${fact.kind}`), ' ', command);
    list.append(item);
  }
  card.append(list);
  return card;
}

/** Shows the claims page in `main`. */
export async function showClaims(main) {
  const page = atlasPage(main, 'claims', {
    title: 'claims-title', intro: 'claims-intro', link: 'claims-to-atlas', href: '#/atlas', testid: 'claims-atlas',
  });
  try {
    const answer = await fetch('/atlas/claims.json');
    if (!answer.ok) throw new Error(`claims.json: ${answer.status} ${answer.statusText}`);
    const { facts, claims } = await answer.json();
    const files = [...new Set(Object.values(facts).filter((f) => f.kind === 'match').map((f) => f.cells))];
    const cellsById = new Map(await Promise.all(files.map(async (id) => [id, await readCells(id)])));
    const args = Object.assign({}, ...Object.entries(facts).map(([id, fact]) => factArgs(id, fact, cellsById)));
    for (const claim of claims) page.append(claimCard(claim, facts, args));
  } catch (e) {
    page.append(errorParagraph(e.message));
  }
  page.dataset.ready = 'true';
  return { dispose() {} };
}
