import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatMoney } from 'contracts';
import type { DashboardDay } from 'contracts/staff';
import { theme } from 'shared-ui';
import { daySplits } from './day-splits';

const HEIGHT = 260;

/** What uPlot's own stylesheet does for the parts shown here (its legend is replaced by the page's own). */
const chartCss = {
  '.uplot': { fontFamily: theme.fonts.body, lineHeight: 1.5 },
  '.u-wrap': { position: 'relative' as const, userSelect: 'none' as const },
  '.u-over, .u-under, .u-axis': { position: 'absolute' as const },
  '.u-under': { overflow: 'hidden' },
  canvas: { display: 'block', position: 'relative' as const, width: '100%', height: '100%' },
  '.u-cursor-x, .u-cursor-y': { position: 'absolute' as const, left: 0, top: 0, pointerEvents: 'none' as const },
  '.u-cursor-x': { height: '100%', borderRight: `1px dashed ${theme.colors.borderStrong}` },
  '.u-cursor-y': { width: '100%', borderBottom: `1px dashed ${theme.colors.borderStrong}` },
  '.u-cursor-pt': {
    position: 'absolute' as const,
    top: 0,
    left: 0,
    borderRadius: '50%',
    pointerEvents: 'none' as const,
  },
  '.u-select': { position: 'absolute' as const, background: theme.colors.accentSoft, pointerEvents: 'none' as const },
  '.u-hz .u-cursor-x, .u-vt .u-cursor-y': { height: '100%', borderRight: `1px dashed ${theme.colors.borderStrong}` },
  // The cursor's lines and point until the pointer is over the plot (else they sit on its top and left edges).
  '.u-cursor-x.u-off, .u-cursor-y.u-off, .u-select.u-off, .u-cursor-pt.u-off': { display: 'none' },
};

/** A Kyiv date as the chart's x (seconds): noon UTC of that date, so the day labels never slip across midnight. */
const xOf = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
/** Half a day (seconds) beyond the first and the last day: their bars are centred on them, whole, not cut in half. */
const HALF_DAY = 12 * 60 * 60;

/**
 * The last 30 days' orders (bars, left axis) and revenue (line, right axis), drawn by uPlot into a canvas that
 * follows its box's width. The figures are also in the page as text, so the canvas is one described image.
 */
export default function OrdersChart({ days }: { days: DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => xOf(d.date)),
      days.map((d) => d.orders),
      days.map((d) => d.revenue),
    ];
    const axis = {
      stroke: theme.colors.textMuted,
      grid: { stroke: theme.colors.border, width: 1 },
      ticks: { show: false },
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] },
          orders: { range: (_u, _min, max) => [0, Math.max(4, max)] },
          revenue: { range: (_u, _min, max) => [0, Math.max(100, max)] },
        },
        axes: [
          {
            ...axis,
            splits: (_u, _axis, _min, _max, foundIncr) => daySplits(data[0] as number[], foundIncr),
            values: (_u, ticks) =>
              ticks.map((t) =>
                new Date(t * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
              ),
          },
          { ...axis, scale: 'orders', label: 'Orders' },
          {
            ...axis,
            scale: 'revenue',
            side: 1,
            grid: { show: false },
            label: 'Revenue',
            values: (_u, ticks) => ticks.map((t) => formatMoney(t)),
          },
        ],
        series: [
          {},
          {
            label: 'Orders',
            scale: 'orders',
            stroke: theme.colors.accent,
            fill: theme.colors.accentSoft,
            paths: uPlot.paths.bars!({ size: [0.6, 24] }),
          },
          { label: 'Revenue', scale: 'revenue', stroke: theme.colors.text, width: 2 },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <div
      ref={box}
      role="img"
      aria-label={`Orders and revenue of the last ${days.length} days: ${orders} orders, ${formatMoney(revenue)}`}
      css={{ width: '100%', minHeight: HEIGHT, ...chartCss }}
    />
  );
}
