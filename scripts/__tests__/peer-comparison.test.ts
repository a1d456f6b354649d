import { inModule } from './helpers/in-module';

// Issue 26: our pages beside the peer's, medians of alternating rounds and the ratios against the aims
// (scripts/bench/peer-comparison.mjs).
const FILE = 'scripts/bench/peer-comparison.mjs';
const home = { ours: '/', peer: '/' };
const product = { ours: '/100001', peer: '/product/AU-01' };
const audit = (score: number, lcpMs: number, tbtMs: number) => ({ score, lcpMs, tbtMs });

describe('scripts/bench/peer-comparison.mjs', () => {
  it('takes the middle value of an odd count, the mean of the middle two of an even one, null of none', () => {
    const median = 'return [m.median([30, 10, 20]), m.median([4, 1, 3, 2]), m.median([])];';
    expect(inModule('scripts/bench/median.mjs', median)).toEqual([20, 2.5, null]);
  });

  it('gives per route the medians of each side, the TBT and LCP ratios and which aims are met', () => {
    const audits = [
      { route: home, ours: audit(90, 2000, 100), peer: audit(80, 3000, 300) },
      { route: product, ours: audit(70, 2600, 400), peer: audit(85, 2400, 500) },
      { route: home, ours: audit(94, 1800, 140), peer: audit(70, 3400, 200) },
      { route: product, ours: audit(72, 2500, 300), peer: audit(83, 2200, 400) },
      { route: home, ours: audit(92, 1900, 500), peer: audit(75, 3200, 260) },
      { route: product, ours: audit(71, 2700, 350), peer: audit(84, 2300, 450) },
    ];
    const [first, second] = inModule(FILE, `return m.summarisePeerRounds(${JSON.stringify(audits)});`);
    expect(first).toMatchObject({
      route: home,
      rounds: 3,
      ours: { score: 92, lcpMs: 1900, tbtMs: 140 },
      peer: { score: 75, lcpMs: 3200, tbtMs: 260 },
      tbtAimMet: false,
      scoreAhead: true,
      lcpAhead: true,
    });
    expect(first.tbtRatio).toBeCloseTo(140 / 260);
    expect(first.lcpRatio).toBeCloseTo(1900 / 3200);
    expect(second).toMatchObject({ ours: { tbtMs: 350 }, peer: { tbtMs: 450 }, scoreAhead: false, lcpAhead: false });
  });

  it('meets the TBT aim at half the peer, and against a peer without blocking time only with none of ours', () => {
    const rows = inModule(
      FILE,
      `return m.summarisePeerRounds(${JSON.stringify([
        { route: home, ours: audit(90, 2000, 150), peer: audit(80, 3000, 300) },
        { route: product, ours: audit(90, 2000, 0), peer: audit(80, 3000, 0) },
        { route: { ours: '/cart', peer: '/checkout/cart' }, ours: audit(90, 2000, 10), peer: audit(80, 3000, 0) },
      ])});`,
    );
    expect(rows.map((row: { tbtRatio: number | null; tbtAimMet: boolean }) => [row.tbtRatio, row.tbtAimMet])).toEqual([
      [0.5, true],
      [null, true],
      [null, false],
    ]);
  });

  it('prints a table with both sides, the ratios and the aims, one line a route under padded headings', () => {
    const lines: string[] = inModule(
      FILE,
      `return m.formatPeerTable(m.summarisePeerRounds(${JSON.stringify([
        { route: home, ours: audit(92, 1900, 140), peer: audit(75, 3200, 280) },
        { route: product, ours: audit(70, 2600, 400), peer: audit(85, 2400, 0) },
      ])}));`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\/\s+\/\s+92 \/ 75\s+1900 \/ 3200 ms\s+140 \/ 280 ms\s+0\.50x\s+0\.59x\s+yes \/ yes \/ yes$/,
    );
    expect(lines[2]).toContain('n/a');
    expect(lines[2]).toMatch(/NO \/ NO \/ NO$/);
    // Columns line up: each route's TBT cell starts where its heading does.
    expect(lines[1].indexOf('140 / 280')).toBe(lines[0].indexOf('TBT ours/peer'));
  });

  it('says whether the JS on / is within 150 KB, beside the peer', () => {
    expect(inModule(FILE, 'return m.describeHomeJs({ ours: 140 * 1024, peer: 210 * 1024 });')).toBe(
      'JS on / (compressed): ours 140.0 KB, peer 210.0 KB; within the aim of 150.0 KB',
    );
    expect(inModule(FILE, 'return m.describeHomeJs({ ours: 151 * 1024 });')).toMatch(/ours 151\.0 KB; OVER the aim/);
  });
});
