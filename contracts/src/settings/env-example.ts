import { SETTINGS, type SettingName } from './settings-schema';

/** What a variable defaults to, in words: its default value, the text for a computed one, or "unset". */
export function defaultInWords(name: SettingName): string {
  const setting = SETTINGS[name];
  if (setting.defaultText) return setting.defaultText;
  return 'default' in setting.schema ? String(setting.schema.default) : 'unset';
}

/**
 * The text of .env.example, written from settings-schema.ts by `npm run env:example` (a test fails when the
 * file differs): every variable, commented out, under what it means, who reads it and its default.
 */
export function envExampleText(): string {
  const lines = [
    '# Every setting of the shop, written from contracts/src/settings/settings-schema.ts by `npm run env:example`',
    '# (do not edit by hand). Copy this file to .env and uncomment what you change: the API, dev-services and',
    '# `npm start` read .env when they start (a variable already set in the environment wins) and refuse to start',
    "# with a list of every wrong value. Leaving everything commented gives `npm start`'s defaults: PGlite in",
    '# .data/, the outbox mailbox, the development sign-in and the local test card processor.',
  ];
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const setting = SETTINGS[name];
    lines.push(
      '',
      `# ${setting.schema.description}`,
      `# read by: ${setting.readBy.join(', ')}; ${setting.expects === 'text' ? '' : `${setting.expects}; `}default: ${defaultInWords(name)}`,
      `# ${name}=`,
    );
  }
  return `${lines.join('\n')}\n`;
}
