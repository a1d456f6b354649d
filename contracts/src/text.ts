/** "dresses" → "Dresses": category, colour, fabric and weekday names are stored in lower case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
