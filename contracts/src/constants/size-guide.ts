import type { Size } from '../types/catalog';

/** A body measurement range, [from, to]. */
export type MeasureRange = readonly [number, number];

export interface SizeGuideRow {
  size: Size;
  label: string;
  inches: { bust: MeasureRange; waist: MeasureRange; hips: MeasureRange };
  centimetres: { bust: MeasureRange; waist: MeasureRange; hips: MeasureRange };
}

const CM_PER_INCH = 2.54;

/** The spec gives inches; centimetres are derived (rounded to whole cm) so the two tables never disagree. */
function row(size: Size, label: string, bust: MeasureRange, waist: MeasureRange, hips: MeasureRange): SizeGuideRow {
  const toCm = ([from, to]: MeasureRange): MeasureRange => [
    Math.round(from * CM_PER_INCH),
    Math.round(to * CM_PER_INCH),
  ];
  return {
    size,
    label,
    inches: { bust, waist, hips },
    centimetres: { bust: toCm(bust), waist: toCm(waist), hips: toCm(hips) },
  };
}

/** Size guide dialog of the product page: bust, waist and hips per size. */
export const SIZE_GUIDE: readonly SizeGuideRow[] = [
  row('s', 'S', [32, 34], [24, 26], [34, 36]),
  row('m', 'M', [36, 38], [28, 30], [38, 40]),
  row('l', 'L', [40, 42], [32, 34], [42, 44]),
  row('1x', '1X', [44, 46], [38, 40], [46, 48]),
  row('2x', '2X', [48, 50], [42, 44], [50, 52]),
  row('3x', '3X', [52, 54], [46, 48], [54, 56]),
];

/** Formats a range as the guide shows it, e.g. "32-34". */
export function formatMeasureRange([from, to]: MeasureRange): string {
  return `${from}-${to}`;
}
