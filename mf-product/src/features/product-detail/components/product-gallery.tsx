import { useRef, useState, type TouchEvent } from 'react';
import { css } from '@emotion/react';
import { THRESHOLDS } from 'contracts';
import { PRODUCT_PHOTO_SIZES } from 'contracts/seo';
import { ChevronIcon, IconButton, ProductPicture, mq, theme, visuallyHiddenStyle } from 'shared-ui';

const { colors, fontSizes, radii, space, transitions } = theme;

export interface ProductGalleryProps {
  /** Names the images: "Linen Wrap Dress in blue, image 1 of 3". */
  name: string;
  colorName: string | null;
  images: readonly string[];
  /** The images' tiny placeholders, index by index (none for drawings). */
  placeholders?: readonly string[];
  /** The photos' alt texts as the staff wrote them, index by index (none for drawings: name and colour then). */
  alts?: readonly string[];
}

/**
 * The chosen colour's images: one large image, thumbnails that choose it (buttons, so pointer and
 * keyboard alike), previous/next buttons, and a horizontal swipe longer than 50 px on touch screens.
 * The parent keys it by colour, so a new colour starts at its first image.
 */
export function ProductGallery({ name, colorName, images, placeholders, alts }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const subject = colorName ? `${name} in ${colorName}` : name;
  const show = (target: number) => setIndex((target + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const startX = touchStartX.current;
    const endX = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (startX === null || endX === undefined || count < 2) return;
    const deltaX = endX - startX;
    if (Math.abs(deltaX) > THRESHOLDS.swipePx) show(current + (deltaX < 0 ? 1 : -1));
  };

  return (
    <section css={galleryStyles.gallery} aria-label={`Images of ${name}`}>
      <div css={galleryStyles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {count > 0 ? (
          <ProductPicture
            css={galleryStyles.main}
            src={images[current]!}
            // The same sizes as the head's preload of the first photo (contracts/seo), so both ask for one file.
            sizes={PRODUCT_PHOTO_SIZES}
            placeholder={placeholders?.[current]}
            alt={count > 1 ? `${alts?.[current] ?? subject}, image ${current + 1} of ${count}` : (alts?.[0] ?? subject)}
            width={600}
            height={800}
            // The first image is the page's largest paint: fetched first, never lazily; the others wait.
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div css={galleryStyles.main} role="img" aria-label={`${subject}: no image yet`} />
        )}
        {count > 1 && (
          <>
            <div css={galleryStyles.arrows}>
              <IconButton label="Previous image" onClick={() => show(current - 1)} css={galleryStyles.arrow}>
                <ChevronIcon direction="left" />
              </IconButton>
              <IconButton label="Next image" onClick={() => show(current + 1)} css={galleryStyles.arrow}>
                <ChevronIcon direction="right" />
              </IconButton>
            </div>
            <p css={galleryStyles.counter} aria-hidden="true">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul role="list" css={galleryStyles.thumbnails} aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                css={galleryStyles.thumbnail}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              >
                <ProductPicture
                  src={src}
                  sizes="72px"
                  placeholder={placeholders?.[i]}
                  alt=""
                  width={60}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" css={visuallyHiddenStyle}>
        {count > 1 ? `Image ${current + 1} of ${count}` : ''}
      </p>
    </section>
  );
}

const thumbnailWidth = '72px';

/** Also used by the loading skeleton, so its placeholder takes exactly the gallery's room. */
export const galleryStyles = {
  // Below tablet the thumbnails run under the image; from tablet up they stand in a column on its left.
  gallery: css({
    display: 'grid',
    gap: space.sm,
    [mq.tablet]: {
      gridTemplateColumns: `${thumbnailWidth} minmax(0, 1fr)`,
      gap: space.md,
      alignItems: 'start',
    },
  }),
  stage: css({
    position: 'relative',
    // Vertical panning stays the page's; horizontal swipes are ours.
    touchAction: 'pan-y',
    [mq.tablet]: { gridColumn: 2, gridRow: 1 },
  }),
  main: css({
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    backgroundColor: colors.surfaceMuted,
    borderRadius: radii.square,
  }),
  arrows: css({
    position: 'absolute',
    right: space.sm,
    bottom: space.sm,
    display: 'flex',
    gap: space.xs,
  }),
  arrow: css({
    width: '40px',
    height: '40px',
    borderRadius: radii.round,
    background: 'rgba(250, 248, 245, 0.92)',
    '&:hover:not(:disabled)': { background: colors.surface },
  }),
  counter: css({
    position: 'absolute',
    left: space.sm,
    bottom: space.sm,
    margin: 0,
    padding: `${space.xxs} ${space.xs}`,
    borderRadius: radii.pill,
    background: 'rgba(250, 248, 245, 0.92)',
    fontSize: fontSizes.xs,
    letterSpacing: theme.letterSpacings.wide,
    [mq.tablet]: { display: 'none' },
  }),
  thumbnails: css({
    display: 'flex',
    gap: space.xs,
    [mq.tablet]: { flexDirection: 'column', gridColumn: 1, gridRow: 1, gap: space.sm },
  }),
  thumbnail: css({
    display: 'block',
    width: '60px',
    padding: 0,
    border: `1px solid transparent`,
    borderRadius: radii.square,
    background: colors.surfaceMuted,
    cursor: 'pointer',
    opacity: 0.7,
    transition: `opacity ${transitions.fast}, border-color ${transitions.fast}`,
    img: { display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover' },
    '&:hover': { opacity: 1 },
    '&[aria-current="true"]': { opacity: 1, borderColor: colors.text },
    '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
    [mq.tablet]: { width: thumbnailWidth },
  }),
};
