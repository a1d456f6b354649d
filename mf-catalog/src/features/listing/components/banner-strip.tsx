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
          <img src={banner.imageUrl} alt={banner.title ?? ''} css={image} width={1200} height={600} />
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

const figure = { margin: 0 } as const;

const placeholder = { marginBottom: theme.space.xxl } as const;

// The whole banner is always shown (the garments are its point): the box takes the banners' 2:1 shape at
// every width, and `contain` keeps an image of another shape whole rather than cropping it.
const image = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  background: theme.colors.surfaceMuted,
} as const;

// Below the image at every width: laid over it, the text would hide part of a garment.
const caption = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  paddingTop: theme.space.sm,
} as const;

const captionTitle = {
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  lineHeight: theme.lineHeights.snug,
} as const;

const captionText = { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm } as const;
