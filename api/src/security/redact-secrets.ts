/**
 * Text that may carry secrets a shopper or a link put there, made safe to log or keep: the values of
 * token-like query parameters (mail links, the Google callback's `code` and `state`) and digit runs that
 * look like a card number (13 to 19 digits, grouped by spaces or dashes or not). Used on every log line
 * (see log-options.ts), on error answers, and on mail kept in the outbox in production.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential; matched in URLs and in any text (mail bodies, messages). */
const TOKEN_PARAMS =
  /([?&;](?:token|code|state|session_state|id_token|access_token|refresh_token|client_secret)=)[^&#\s"'<>]+/gi;
/**
 * 13 to 19 digits, each optionally preceded by one separator (a space or dash, or in a URL `+`, `%20`,
 * `%2D`), not inside a longer digit run.
 */
const CARD_NUMBER = /(?<!\d)\d(?:(?:[ +-]|%20|%2[dD])?\d){12,18}(?!\d)/g;

export function redactLinkTokens(text: string): string {
  return text.replace(TOKEN_PARAMS, `$1${REDACTED}`);
}

export function redactCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER, '[card number redacted]');
}

/** Both: for request URLs and log messages. */
export function redactSecrets(text: string): string {
  return redactCardNumbers(redactLinkTokens(text));
}
