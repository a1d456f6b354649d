import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { REPO_ROOT } from './paths';

/**
 * The same reader as the API's (api/src/load-env-file.ts; the packages share no code but contracts): reads the repository's `.env` (copy `.env.example`) into process.env when there is one, before anything reads
 * its settings. Variables already set in the environment win, as with every dotenv loader: an operator's
 * `PORT=4000 npm start` is never overridden by the file. Node's own parser (20.12+), no package.
 */
export function loadEnvFile(file: string = path.join(REPO_ROOT, '.env')): boolean {
  if (!existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
  return true;
}
