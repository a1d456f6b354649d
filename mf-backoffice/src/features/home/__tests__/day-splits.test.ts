import { daySplits } from '../components/day-splits';

const DAY = 24 * 60 * 60;
/** 30 days, each at noon of its date (as the chart places them). */
const days = Array.from({ length: 30 }, (_x, i) => Date.parse('2026-11-03T12:00:00Z') / 1000 + i * DAY);

describe('the orders chart day ticks', () => {
  it('labels every day when there is room, each under its own bar', () => {
    expect(daySplits(days, DAY)).toEqual(days);
  });

  it('labels every few days on a narrow chart, always today (the last day) and never a midnight', () => {
    const ticks = daySplits(days, 8 * DAY);
    expect(ticks).toEqual([days[5], days[13], days[21], days[29]]);
    expect(ticks.every((tick) => days.includes(tick))).toBe(true);
  });

  it('rounds an increment uPlot found between whole days', () => {
    expect(daySplits(days, 1.6 * DAY)).toHaveLength(15);
  });
});
