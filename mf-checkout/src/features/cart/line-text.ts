import { capitalise, sizeLabel, type Color, type Size } from 'contracts';

/**
 * "Linen Dress, Blue, size M". The stepper's and the remove button's names carry colour and size so two
 * lines of one product (two sizes) stay apart for a screen reader.
 */
export function lineLabel(line: { name: string; color: Color; size: Size }): string {
  return `${line.name}, ${capitalise(line.color)}, size ${sizeLabel(line.size)}`;
}
