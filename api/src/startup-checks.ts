import { apiSettingProblems, type ApiStartupSettings, type MailTransport } from 'contracts/settings';

export type { MailTransport };
export type StartupSettings = ApiStartupSettings;

/**
 * Settings that the API refuses to start without, checked by buildApp before anything is built (server.ts has
 * checked them already with every other variable, contracts/settings; this covers the buildApp options too).
 * Every broken rule in one error, one a line. Returns the transport.
 */
export function checkStartupSettings(settings: StartupSettings): MailTransport {
  const problems = apiSettingProblems(settings);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return settings.mailTransport === 'outbox' || !settings.smtpUrl ? 'outbox' : 'smtp';
}
