import { css } from '@emotion/react';
import { PROCESSING_TIME } from 'contracts';
import { mq, theme, useDocumentTitle } from 'shared-ui';
import { EmailLink, PhoneLink } from '../../../components/contact-links/contact-links';
import { ContactForm } from '../components/contact-form';
import { ContactSubjects } from '../components/contact-subjects';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import { pageFrameStyles } from '../../../components/page-frame/page-frame-styles';

const { colors, fonts, fontSizes, fontWeights, lineHeights, space } = theme;

const styles = {
  ...pageFrameStyles,
  // Wide screens: details beside the form, across the whole container (nothing squeezed to the left).
  layout: css({
    display: 'grid',
    gap: space.xxl,
    [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: space.xxxl },
  }),
  heading: css({
    margin: `0 0 ${space.md}`,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.snug,
    [mq.tablet]: { fontSize: fontSizes.xxl },
  }),
  details: css({
    margin: `0 0 ${space.md}`,
    '& > div': { padding: `${space.sm} 0`, borderTop: `1px solid ${colors.border}` },
    '& > div:last-of-type': { borderBottom: `1px solid ${colors.border}` },
    '& dt': { fontWeight: fontWeights.medium, marginBottom: space.xxs },
    '& dd': { margin: 0 },
    '& a': { color: colors.text, textDecorationColor: colors.accent, textUnderlineOffset: '0.2em' },
  }),
  note: css({ margin: 0, color: colors.textMuted, lineHeight: lineHeights.normal }),
  wideOnly: css({ display: 'none', [mq.large]: { display: 'block' } }),
  narrowOnly: css({ [mq.large]: { display: 'none' } }),
};

/**
 * /contactUs: the shop's e-mail and phone, and "Write Us". From the spec's large breakpoint the full
 * form; below it a collapsed accordion of subjects (General Inquiry, Support, Feedback), each opening
 * the form with its subject. Both are in the markup and CSS shows one, so the server can render it.
 */
export function ContactUsPage() {
  useDocumentTitle('Contact Us');
  const send = useSendContactMessage();
  return (
    <article data-boundary="mf-content" css={styles.page}>
      <header css={styles.header}>
        <p css={styles.eyebrow}>Help &amp; Support</p>
        <h1 css={styles.title}>Contact Us</h1>
        <p css={styles.intro}>
          A question about an order, a size or a return? We are happy to help, and we answer every message within{' '}
          {PROCESSING_TIME}.
        </p>
      </header>
      <div css={styles.layout}>
        <section aria-labelledby="reach-us-heading">
          <h2 id="reach-us-heading" css={styles.heading}>
            Reach us
          </h2>
          <dl css={styles.details}>
            <div>
              <dt>E-mail</dt>
              <dd>
                <EmailLink />
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <PhoneLink />
              </dd>
            </div>
          </dl>
          <p css={styles.note}>
            If your message is about an order, please include the order number so we can find it quickly.
          </p>
        </section>
        <section aria-labelledby="write-us-heading">
          <h2 id="write-us-heading" css={styles.heading}>
            Write Us
          </h2>
          <div css={styles.wideOnly}>
            <ContactForm idPrefix="contact" onSend={send} />
          </div>
          <div css={styles.narrowOnly}>
            <ContactSubjects onSend={send} />
          </div>
        </section>
      </div>
    </article>
  );
}
