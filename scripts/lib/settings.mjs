// The scripts' way to the typed settings schema (contracts/settings, TypeScript): through tsx, which the API's
// development tooling already brings, so `npm start` checks every variable before it builds anything.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { require as tsRequire } from 'tsx/cjs/api';
import { repoRoot } from './frontends.mjs';

/** contracts/settings: SETTINGS, readSettings, SettingsError, envExampleText. */
export const loadSettingsModule = async () => tsRequire(join(repoRoot, 'contracts', 'settings.ts'), import.meta.url);

/** The repository's .env into process.env, as the API reads it: a variable already set wins. */
export function loadEnvFile() {
  const file = join(repoRoot, '.env');
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
}

/**
 * Checks the variables of `readers` (see SettingReader), with the API's rules between them when asked, and returns the typed settings; on a wrong value prints
 * one message listing every problem and exits 1, before anything is built or started.
 */
export async function settingsOrExit(readers, { apiRules = false } = {}) {
  loadEnvFile();
  const { readSettings, SettingsError, apiSettingRules } = await loadSettingsModule();
  try {
    return readSettings(process.env, readers, apiRules ? apiSettingRules : undefined);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
}
