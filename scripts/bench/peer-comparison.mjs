// Issue 26: our four benched pages beside the peer's four, Lighthouse mobile, several alternating rounds.
// Pure: the medians, the ratios against the aims and the tables; peer-lighthouse.mjs does the measuring.
import { median } from './median.mjs';

/** The aims of issue 26: TBT at most half the peer's on every route, score and LCP ahead, JS on `/` capped. */
export const PEER_AIMS = { tbtRatio: 0.5, jsOnHomeBytes: 150 * 1024 };

/** ours / peer, or null when the peer's figure is 0 (no ratio says anything then). */
export function ratio(ours, peer) {
  return peer > 0 ? ours / peer : null;
}

const medianOf = (audits) => ({
  score: median(audits.map((audit) => audit.score)),
  lcpMs: median(audits.map((audit) => audit.lcpMs)),
  tbtMs: median(audits.map((audit) => audit.tbtMs)),
});

/**
 * @param {Array<{ route: { ours: string, peer: string }, ours: { score: number, lcpMs: number, tbtMs: number },
 *   peer: { score: number, lcpMs: number, tbtMs: number } }>} audits one entry per route and round
 * @returns one row per route, in the order first met: both sides' medians, the ratios and whether each aim is met
 */
export function summarisePeerRounds(audits) {
  const routes = new Map();
  for (const audit of audits) {
    const key = `${audit.route.ours} ${audit.route.peer}`;
    if (!routes.has(key)) routes.set(key, { route: audit.route, ours: [], peer: [] });
    routes.get(key).ours.push(audit.ours);
    routes.get(key).peer.push(audit.peer);
  }
  return [...routes.values()].map(({ route, ours, peer }) => {
    const oursMedian = medianOf(ours);
    const peerMedian = medianOf(peer);
    const tbtRatio = ratio(oursMedian.tbtMs, peerMedian.tbtMs);
    return {
      route,
      rounds: ours.length,
      ours: oursMedian,
      peer: peerMedian,
      tbtRatio,
      lcpRatio: ratio(oursMedian.lcpMs, peerMedian.lcpMs),
      // A peer without blocking time leaves nothing to halve: only our own 0 meets the aim then.
      tbtAimMet: tbtRatio === null ? oursMedian.tbtMs === 0 : tbtRatio <= PEER_AIMS.tbtRatio,
      scoreAhead: oursMedian.score >= peerMedian.score,
      lcpAhead: oursMedian.lcpMs <= peerMedian.lcpMs,
    };
  });
}

const times = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const yesNo = (met) => (met ? 'yes' : 'NO');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The rows as cells: our page, the peer's, both sides' score, LCP and TBT, the ratios and the aims. */
function cellsOf(row) {
  return [
    row.route.ours,
    row.route.peer,
    `${row.ours.score} / ${row.peer.score}`,
    `${row.ours.lcpMs} / ${row.peer.lcpMs} ms`,
    `${row.ours.tbtMs} / ${row.peer.tbtMs} ms`,
    times(row.tbtRatio),
    times(row.lcpRatio),
    `${yesNo(row.tbtAimMet)} / ${yesNo(row.scoreAhead)} / ${yesNo(row.lcpAhead)}`,
  ];
}

const HEADINGS = [
  'ours',
  'peer',
  'score ours/peer',
  'LCP ours/peer',
  'TBT ours/peer',
  'TBT ratio',
  'LCP ratio',
  'TBT<=0.5x / score / LCP ahead',
];

/** A plain-text table for the console, columns padded to their widest cell. */
export function formatPeerTable(rows) {
  const lines = [HEADINGS, ...rows.map(cellsOf)];
  const widths = HEADINGS.map((_, column) => Math.max(...lines.map((cells) => cells[column].length)));
  return lines.map((cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

/** The JS on `/` of both sides against the aim, in a sentence. */
export function describeHomeJs({ ours, peer }) {
  const peerPart = peer === undefined ? '' : `, peer ${kb(peer)}`;
  const verdict = ours <= PEER_AIMS.jsOnHomeBytes ? 'within' : 'OVER';
  return `JS on / (compressed): ours ${kb(ours)}${peerPart}; ${verdict} the aim of ${kb(PEER_AIMS.jsOnHomeBytes)}`;
}

/** The section of docs/performance.md: the table, the JS sentence and how it was measured. */
export function describePeerComparison({ rows, homeJs, peerUrl, rounds, loadAverage, attribution = '' }) {
  const table = [
    `| ours | peer | score ours / peer | LCP ours / peer | TBT ours / peer | TBT ratio (aim <= ${PEER_AIMS.tbtRatio}) | LCP ratio | aims met: TBT / score / LCP |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const cells = cellsOf(row);
      return `| \`${cells[0]}\` | \`${cells[1]}\` | ${cells.slice(2).join(' | ')} |`;
    }),
  ];
  return (
    `## Beside the peer (issue 26: Tractor Store React, ${peerUrl})\n\n` +
    `Lighthouse mobile on both shops in the same run, ${rounds} rounds alternating which shop goes first, medians. ` +
    `Load average at the start and end: ${loadAverage}; the machine is shared, so the ratios say more than the figures.\n\n` +
    `${table.join('\n')}\n\n${describeHomeJs(homeJs)}.\n\n${attribution}`
  );
}
