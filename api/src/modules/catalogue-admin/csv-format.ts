// CSV as spreadsheets write it (RFC 4180): commas, "quoted" cells with "" for a quote, newlines inside
// quotes, CRLF or LF, an optional UTF-8 BOM. Kept here rather than a library: a hundred lines the import's
// line numbers depend on.

export interface CsvRow {
  /** 1-based line of the file where the row starts (a quoted newline makes a row span lines). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function parseCsv(text: string): CsvRow[] {
  const source = text.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      if (c === '\n') line += 1;
      cell += c;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' && source[i + 1] === '\n') {
      i += 1;
      continue;
    } else if (c === '\n') {
      endRow();
      line += 1;
      rowLine = line;
    } else cell += c;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(rowLine, 'A quoted cell is not closed');
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/**
 * A cell a spreadsheet could run as a formula (=, +, -, @, or a tab or carriage return first) gets a leading
 * apostrophe, which spreadsheets show as text; the import takes it off again.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function unneutralise(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export function csvCell(value: string | number | boolean): string {
  const text = neutralise(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: (string | number | boolean)[]) => values.map(csvCell).join(',');
