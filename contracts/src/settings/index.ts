// `contracts/settings`: every environment variable of the shop in one typed schema, its check at start and
// the text of .env.example. Server-side only (the API, dev-services, scripts): no page imports it.
export { SETTINGS, type SettingName, type Settings } from './settings-schema';
export type { SettingReader } from './setting-kinds';
export { readSettings, SettingsError } from './check-settings';
export { envExampleText, defaultInWords } from './env-example';
export { apiSettingProblems, apiSettingRules, type ApiStartupSettings, type MailTransport } from './api-setting-rules';
