import envSchema from 'env-schema';
import type { SettingReader } from './setting-kinds';
import { SETTINGS, type SettingName, type Settings } from './settings-schema';

type Env = Record<string, string | undefined>;

/** Thrown at start with every wrong setting at once, so an operator fixes them in one go. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The settings are wrong (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; ` +
        `.env.example describes every variable):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

const names = Object.keys(SETTINGS) as SettingName[];

function schemaOf(readNames: readonly SettingName[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(readNames.map((name) => [name, { ...SETTINGS[name].schema }])),
  };
}

/** The defaults of every setting, for the ones this program does not read. */
function defaults(): Record<string, unknown> {
  return Object.fromEntries(
    names.flatMap((name) => ('default' in SETTINGS[name].schema ? [[name, SETTINGS[name].schema.default]] : [])),
  );
}

/**
 * Checks the environment against settings-schema.ts and returns the typed settings: numbers as numbers,
 * defaults filled in. Only the variables `reader` (or any of the readers) reads are checked and read (the API is not stopped by a
 * wrong BENCH_PORT); the others keep their defaults. An empty value (`PORT=` in .env) counts as unset.
 * `alsoCheck` adds the rules between variables (production needs PUBLIC_ORIGIN...); it sees the settings
 * without the wrong ones. Every problem of both kinds is thrown at once as a SettingsError; no message
 * repeats a value, which may be a secret.
 */
export function readSettings(
  env: Env,
  reader: SettingReader | readonly SettingReader[],
  alsoCheck: (settings: Settings) => string[] = () => [],
): Settings {
  const readers = [reader].flat();
  const readNames = names.filter((name) => SETTINGS[name].readBy.some((one) => readers.includes(one)));
  const given: Record<string, string> = {};
  for (const name of readNames) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  const wrong = new Set<SettingName>();
  let checked: Record<string, unknown>;
  try {
    checked = envSchema({ schema: schemaOf(readNames), data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (!errors) throw error;
    for (const { instancePath } of errors) wrong.add(instancePath.replace(/^\//, '') as SettingName);
    for (const name of wrong) delete given[name];
    checked = envSchema({ schema: schemaOf(readNames), data: given, env: false });
  }
  const settings = { ...defaults(), ...checked } as Settings;
  const problems = [
    ...[...wrong].map((name) => `${name} must be ${SETTINGS[name].expects}`),
    // A rule about a variable already told wrong would say it again.
    ...alsoCheck(settings).filter((problem) => ![...wrong].some((name) => problem.startsWith(name))),
  ];
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}
