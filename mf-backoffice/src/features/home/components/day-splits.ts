const DAY = 24 * 60 * 60;

/**
 * The orders chart's x ticks (seconds): under the days' bars, not at the midnights between them, every few days
 * as uPlot's spacing finds room for (`foundIncr`, seconds), counted back from the last day so that today always
 * has its label.
 */
export function daySplits(days: number[], foundIncr: number): number[] {
  const step = Math.max(1, Math.round(foundIncr / DAY));
  return days.filter((_day, i) => (days.length - 1 - i) % step === 0);
}
