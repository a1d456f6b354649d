// Banners above a listing (/newIn, /plusSize): large editorial images with their optional headline.
// A failed or empty banner request leaves a quiet placeholder of the same height (spec section 8).
import type { Banner } from 'contracts';
import { mq, theme } from 'shared-ui';

export function BannerStrip({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  if (banners.length === 0) {
    return loading ? <div css={[image, placeholder]} aria-hidden /> : null;
  }
  return (
    <div css={[strip, banners.length > 1 && twoUp]}>
      {banners.slice(0, 2).map((banner) => (
        <figure key={banner.id} css={figure}>
          <img src={banner.imageUrl} alt={banner.title ?? ''} css={image} />
          {(banner.title || banner.text) && (
            <figcaption css={caption}>
              {banner.title && <span css={captionTitle}>{banner.title}</span>}
              {banner.text && <span css={captionText}>{banner.text}</span>}
            </figcaption>
          )}
        </figure>
      ))}
    </div>
  );
}

const strip = {
  display: 'grid',
  gap: theme.space.md,
  marginBottom: theme.space.xxl,
} as const;

const twoUp = { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } as const;

const figure = { position: 'relative', margin: 0 } as const;

const placeholder = { marginBottom: theme.space.xxl } as const;

const image = {
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: theme.colors.surfaceMuted,
  [mq.tablet]: { aspectRatio: '16 / 7' },
} as const;

// Below the image on small screens (an overlay would hide most of it), over its corner from tablet up.
const caption = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  paddingTop: theme.space.sm,
  [mq.tablet]: {
    position: 'absolute',
    left: theme.space.xl,
    bottom: theme.space.xl,
    maxWidth: '32rem',
    padding: `${theme.space.md} ${theme.space.lg}`,
    background: theme.colors.surface,
  },
} as const;

const captionTitle = {
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  lineHeight: theme.lineHeights.snug,
} as const;

const captionText = { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm } as const;
