// Home hero: the mainBanner image with its headline and a "New In" button to /newIn.
import { ButtonLink, mq, theme } from 'shared-ui';
import type { Banner } from 'contracts';

export function HeroBanner({ banner }: { banner?: Banner }) {
  return (
    <section aria-label="Featured" css={hero}>
      {banner ? <img src={banner.imageUrl} alt="" css={image} /> : <div css={image} aria-hidden />}
      <div css={panel}>
        {/* The page's one h1: the wordmark in the shell's header is not a heading. */}
        <h1 css={headline}>{banner?.title ?? 'Vesna'}</h1>
        {banner?.text && <p css={text}>{banner.text}</p>}
        <ButtonLink to="/newIn">New In</ButtonLink>
      </div>
    </section>
  );
}

const hero = {
  display: 'grid',
  background: theme.colors.surfaceMuted,
  [mq.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', minHeight: '520px' },
  [mq.desktop]: { minHeight: '600px' },
} as const;

const image = {
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: '360px',
  objectFit: 'cover',
  background: theme.colors.gray200,
} as const;

const panel = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`,
  [mq.tablet]: { padding: theme.space.xxl },
  [mq.desktop]: { padding: theme.space.xxxl },
} as const;

const headline = {
  margin: 0,
  fontFamily: theme.fonts.display,
  fontWeight: theme.fontWeights.medium,
  fontSize: theme.fontSizes.xxxl,
  lineHeight: theme.lineHeights.tight,
  [mq.desktop]: { fontSize: theme.fontSizes.display },
} as const;

const text = {
  margin: 0,
  maxWidth: '28rem',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
  lineHeight: theme.lineHeights.normal,
} as const;
