import { css } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterLinkStatus } from 'contracts';
import { ButtonLink, mq, theme, useDocumentTitle } from 'shared-ui';

const OUTCOMES: Record<NewsletterLinkStatus, { title: string; text: string }> = {
  confirmed: {
    title: 'Your subscription is confirmed',
    text: 'Thank you! You will receive our news, and 15% off on your birthday. Every newsletter has a link to unsubscribe.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'We will not send you the newsletter any more. You can subscribe again at any time in the footer.',
  },
  'invalid-link': {
    title: 'This link is invalid or has expired',
    text: 'Each newsletter link works once, and a confirmation link for 7 days. To subscribe, enter your e-mail in the footer again and we will send a new link.',
  },
};

const { colors, fonts, fontSizes, fontWeights, lineHeights, sizes, space } = theme;

const styles = {
  page: css({
    maxWidth: sizes.containerMax,
    margin: '0 auto',
    padding: `${space.xxl} ${space.md} ${space.xxxl}`,
    color: colors.text,
    fontFamily: fonts.body,
    textAlign: 'center',
    [mq.tablet]: { padding: `${space.huge} ${space.xl}` },
  }),
  title: css({
    margin: `0 0 ${space.md}`,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xxxl,
    lineHeight: lineHeights.tight,
  }),
  text: css({
    maxWidth: sizes.prose,
    margin: `0 auto ${space.xl}`,
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.normal,
    color: colors.textMuted,
  }),
};

const isStatus = (value: string | null): value is NewsletterLinkStatus => value !== null && value in OUTCOMES;

/**
 * /newsletter?status=: where the confirm and unsubscribe links of the newsletter's mails land (the
 * API uses the token, then redirects here with the outcome). Without a known status it says the link
 * is invalid, which is also what a hand-typed address deserves.
 */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  const outcome = OUTCOMES[isStatus(status) ? status : 'invalid-link'];
  useDocumentTitle('Newsletter');
  return (
    <article data-boundary="mf-content" css={styles.page}>
      <h1 css={styles.title}>{outcome.title}</h1>
      <p css={styles.text}>{outcome.text}</p>
      <ButtonLink to="/collection" variant="primary">
        Continue Shopping
      </ButtonLink>
    </article>
  );
}
