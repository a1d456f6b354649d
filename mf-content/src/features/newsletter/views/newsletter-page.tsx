import { useState } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterLinkAction, NewsletterLinkStatus } from 'contracts';
import { Button, ButtonLink, mq, theme, useDocumentTitle, applyNewsletterLink } from 'shared-ui';
import { getApiErrorMessage } from 'shared-ui/state';

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

/** What a mailed link asks before it acts: opening a link changes nothing, the button does. */
const PROMPTS: Record<NewsletterLinkAction, { title: string; text: string; button: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    text: 'Press the button to receive our news, and 15% off on your birthday.',
    button: 'Confirm My Subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    text: 'Press the button and we will not send you the newsletter any more.',
    button: 'Unsubscribe',
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
const isAction = (value: string | null): value is NewsletterLinkAction => value !== null && value in PROMPTS;

/**
 * /newsletter: where the confirm and unsubscribe links of the newsletter's mails land. With `?action=` and
 * `?token=` (the API's redirect from a mailed link) it asks first and its button POSTs the token, so a mail
 * scanner that opens every link changes nothing; then, or with `?status=`, it shows the outcome. Without a
 * known status it says the link is invalid, which is also what a hand-typed address deserves.
 */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  const token = params.get('token');
  const [answered, setAnswered] = useState<NewsletterLinkStatus | null>(null);
  useDocumentTitle('Newsletter');
  if (answered === null && isAction(action) && token)
    return <NewsletterPrompt action={action} token={token} onAnswer={setAnswered} />;
  const status = answered ?? params.get('status');
  const outcome = OUTCOMES[isStatus(status) ? status : 'invalid-link'];
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

function NewsletterPrompt({
  action,
  token,
  onAnswer,
}: {
  action: NewsletterLinkAction;
  token: string;
  onAnswer: (status: NewsletterLinkStatus) => void;
}) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const prompt = PROMPTS[action];
  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      onAnswer(await applyNewsletterLink(action, token));
    } catch (error) {
      setFailure(getApiErrorMessage(error));
      setSending(false);
    }
  };
  return (
    <article data-boundary="mf-content" css={styles.page}>
      <h1 css={styles.title}>{prompt.title}</h1>
      <p css={styles.text}>{prompt.text}</p>
      {failure && (
        <p role="alert" css={[styles.text, { color: colors.error }]}>
          {failure}
        </p>
      )}
      <Button variant="primary" onClick={send} loading={sending}>
        {prompt.button}
      </Button>
    </article>
  );
}
