// Home sustainability banner with a button to /sustainability (owned by mf-content).
import { ButtonLink, mq, theme, sectionTitle } from 'shared-ui';
import type { Banner } from 'contracts';

export function SustainabilityBanner({ banner }: { banner?: Banner }) {
  return (
    <section aria-labelledby="home-sustainability" css={block}>
      <div css={copy}>
        <p css={eyebrow}>Made to last</p>
        <h2 id="home-sustainability" css={sectionTitle}>
          {banner?.title ?? 'Sustainability'}
        </h2>
        <p css={text}>
          {banner?.text ??
            'Natural, traceable fabrics, small runs and care that keeps every piece in your wardrobe for years.'}
        </p>
        <ButtonLink to="/sustainability" variant="secondary">
          Discover Sustainability
        </ButtonLink>
      </div>
      {banner ? (
        <img src={banner.imageUrl} alt="" width={1200} height={600} loading="lazy" css={image} />
      ) : (
        <div css={image} aria-hidden />
      )}
    </section>
  );
}

const block = {
  display: 'grid',
  gap: theme.space.xl,
  alignItems: 'center',
  [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.space.xxl },
} as const;

const copy = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.md,
  order: 2,
  [mq.tablet]: { order: 0 },
} as const;

const eyebrow = {
  margin: 0,
  fontSize: theme.fontSizes.xs,
  letterSpacing: theme.letterSpacings.caps,
  textTransform: 'uppercase',
  color: theme.colors.accent,
} as const;

const text = {
  margin: `0 0 ${theme.space.xs}`,
  maxWidth: '32rem',
  color: theme.colors.textMuted,
  lineHeight: theme.lineHeights.normal,
} as const;

// The artwork's own 2:1, so no width crops it (a 4:3 box cut the garment off at 390 px); `contain` keeps
// it whole should a banner of another shape be uploaded.
const image = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  background: theme.colors.surfaceMuted,
} as const;
