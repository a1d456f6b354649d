import { ButtonLink } from '../button-link/button-link';
import { Container } from '../container/container';
import { mq } from '../../theme/mq';
import { theme } from '../../theme/theme';

/**
 * The not-found page (spec section 2, "anything else"): shown by the shell for unknown paths and by
 * mf-product for a product id that does not exist. The texts are the spec's, word for word.
 */
export function NotFoundView() {
  return (
    <Container>
      <section
        data-testid="not-found"
        css={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: theme.space.lg,
          padding: `${theme.space.xxxl} 0`,
          textAlign: 'center',
          [mq.tablet]: { padding: `${theme.space.huge} 0` },
        }}
      >
        <p
          aria-hidden="true"
          css={{ fontFamily: theme.fonts.display, fontSize: '4.5rem', lineHeight: 1, color: theme.colors.accent }}
        >
          404
        </p>
        <h1 css={{ fontSize: theme.fontSizes.xxl, [mq.tablet]: { fontSize: theme.fontSizes.xxxl } }}>Page Not Found</h1>
        <p css={{ maxWidth: '36ch', color: theme.colors.textMuted }}>
          Sorry, the page you are looking for does not exist or has been moved.
        </p>
        <ButtonLink to="/">Go to Homepage</ButtonLink>
      </section>
    </Container>
  );
}
