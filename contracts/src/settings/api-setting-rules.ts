/** Mail goes over SMTP (SMTP_URL) or into the outbox table (development, or asked for explicitly). */
export type MailTransport = 'smtp' | 'outbox';

export interface ApiStartupSettings {
  nodeEnv: string | undefined;
  /** PUBLIC_ORIGIN (or the buildApp option), trailing slashes removed. */
  publicOrigin: string | undefined;
  /** MAIL_TRANSPORT (or the buildApp option). */
  mailTransport: string | undefined;
  smtpUrl: string | undefined;
  /** A test or caller handed buildApp its own mailer: no transport to check. */
  hasMailer: boolean;
  /** STAFF_SECRETS_KEY is set (its shape is checked by the schema). */
  hasStaffSecretsKey?: boolean;
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * The API's rules between settings, each broken one a sentence (none when all hold). In production: links in
 * mail (verification, newsletter) and the Google callback must be built on PUBLIC_ORIGIN, never on the
 * request's Host header (an attacker's Host would get the token); and mail must really be sent, unless
 * MAIL_TRANSPORT=outbox says that keeping it in the outbox table is meant.
 */
export function apiSettingProblems(settings: ApiStartupSettings): string[] {
  const problems: string[] = [];
  const production = settings.nodeEnv === 'production';
  const transport = settings.mailTransport || undefined;
  if (transport !== undefined && transport !== 'smtp' && transport !== 'outbox') {
    problems.push(`MAIL_TRANSPORT must be smtp or outbox, not "${transport}"`);
  }
  if (transport === 'smtp' && !settings.smtpUrl && !settings.hasMailer) {
    problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL (e.g. smtps://user:password@smtp.example.com:465)');
  }
  if (production && !settings.publicOrigin) {
    problems.push(
      "PUBLIC_ORIGIN must be set in production (e.g. https://shop.example): links in mail would otherwise follow the request's Host header",
    );
  }
  if (settings.publicOrigin && !isHttpOrigin(settings.publicOrigin)) {
    problems.push(`PUBLIC_ORIGIN "${settings.publicOrigin}" is not an http(s) origin such as https://shop.example`);
  }
  if (production && !settings.hasMailer && !settings.smtpUrl && transport !== 'outbox') {
    problems.push(
      'SMTP_URL must be set in production, or MAIL_TRANSPORT=outbox to keep mail in the outbox table on purpose (nobody receives it)',
    );
  }
  if (production && settings.hasStaffSecretsKey === false) {
    problems.push(
      "STAFF_SECRETS_KEY must be set in production (openssl rand -base64 32): staff members' TOTP secrets are sealed with it",
    );
  }
  return problems;
}

/** The same rules read from the checked settings (server.ts, `npm start`). */
export const apiSettingRules = (settings: {
  NODE_ENV?: string;
  PUBLIC_ORIGIN?: string;
  MAIL_TRANSPORT?: string;
  SMTP_URL?: string;
  STAFF_SECRETS_KEY?: string;
}): string[] =>
  apiSettingProblems({
    nodeEnv: settings.NODE_ENV,
    publicOrigin: settings.PUBLIC_ORIGIN?.replace(/\/+$/, '') || undefined,
    mailTransport: settings.MAIL_TRANSPORT,
    smtpUrl: settings.SMTP_URL,
    hasMailer: false,
    hasStaffSecretsKey: Boolean(settings.STAFF_SECRETS_KEY?.trim()),
  });
