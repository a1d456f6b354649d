/** Where a staff command prints: its output and its errors (a terminal, or the answer of the API's route). */
export interface ShopCommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Reads `--name value` options; anything else is a positional argument. */
export function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const option = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!option) positional.push(arg);
    else if (option[2] !== undefined) options[option[1]!] = option[2];
    else options[option[1]!] = argv[(i += 1)] ?? '';
  }
  return { positional, options };
}
