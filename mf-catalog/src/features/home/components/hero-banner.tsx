// Home hero: the mainBanner image with its headline and a "New In" button to /newIn.
import { ButtonLink, mq, theme } from 'shared-ui';
import type { Banner } from 'contracts';

export function HeroBanner({ banner }: { banner?: Banner }) {
  return (
    <section aria-label="Featured" css={hero}>
      {banner ? (
        // The page's largest image, in view on arrival: fetched first, never lazily.
        <img src={banner.imageUrl} alt="" css={image} width={1440} height={720} fetchPriority="high" />
      ) : (
        <div css={image} aria-hidden />
      )}
      <div css={panel}>
        {/* The page's one h1: the wordmark in the shell's header is not a heading. */}
        <h1 css={headline}>{banner?.title ?? 'Vesna'}</h1>
        {banner?.text && <p css={text}>{banner.text}</p>}
        <ButtonLink to="/newIn">New In</ButtonLink>
      </div>
    </section>
  );
}

// The whole banner is always shown (the garments are its point): the box takes the banner's 2:1 shape and
// `contain` keeps an image of another shape whole rather than cropping it. From desktop up the text sits
// on the banner's left, where the artwork leaves room; below that it follows the image.
const hero = {
  position: 'relative',
  display: 'grid',
  background: theme.colors.surfaceMuted,
} as const;

const image = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
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
  [mq.desktop]: {
    position: 'absolute',
    top: '50%',
    left: theme.space.xl,
    transform: 'translateY(-50%)',
    maxWidth: '36%',
    padding: theme.space.xl,
    background: theme.colors.surface,
  },
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
