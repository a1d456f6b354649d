import { useId } from 'react';
import { css } from '@emotion/react';
import { capitalise, parsePhotoPath, photoLadder, photoPath, type Color } from 'contracts';
import { theme, visuallyHiddenStyle } from 'shared-ui';

const { colors, fontSizes, fontWeights, radii, space, transitions } = theme;

export interface ColorSwatchesProps {
  /** Each colour with an image of the garment in it, whose fabric the swatch shows. */
  colors: readonly { color: Color; image?: string }[];
  chosen: Color | null;
  onChoose: (color: Color) => void;
}

/**
 * The product's colours as a radio group: each swatch is a native radio named by its colour, so arrow
 * keys move between them and a screen reader says which one is checked; the chosen one has a ring and
 * its name is written beside the legend.
 */
export function ColorSwatches({ colors: choices, chosen, onChoose }: ColorSwatchesProps) {
  const name = `color-${useId()}`;
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>Colour{chosen && <span css={styles.chosenName}>: {capitalise(chosen)}</span>}</legend>
      <div css={styles.row}>
        {choices.map(({ color, image }) => (
          <label key={color} css={styles.swatch} title={capitalise(color)}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={color === chosen}
              onChange={() => onChoose(color)}
              css={styles.input}
            />
            {/* The swatch shows the garment itself, zoomed into its fabric, so it matches the photos exactly;
                the colour's CSS name (data, not a theme colour) shows until the image arrives. */}
            <span
              aria-hidden="true"
              css={styles.chip}
              style={{ backgroundColor: color, backgroundImage: image ? `url("${swatchImage(image)}")` : undefined }}
            />
            <span css={visuallyHiddenStyle}>{capitalise(color)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The file a swatch shows: a 32 px chip zooms the image 3x (96 px, about 290 device px on a 3x screen), so a photo
 * is its smallest WebP (320 px, a few KB), never the widest JPEG its path names (100+ KB per colour).
 */
function swatchImage(image: string): string {
  const photo = parsePhotoPath(image);
  return photo ? photoPath(photo.hash, photoLadder(photo.width)[0]!, 'webp') : image;
}

const chipSize = '32px';

const styles = {
  fieldset: css({ margin: 0, padding: 0, border: 0, minWidth: 0 }),
  legend: css({
    padding: 0,
    marginBottom: space.xs,
    fontSize: fontSizes.sm,
    fontWeight: fontWeights.medium,
    letterSpacing: theme.letterSpacings.caps,
    textTransform: 'uppercase',
  }),
  chosenName: css({
    color: colors.textMuted,
    fontWeight: fontWeights.regular,
    textTransform: 'none',
    letterSpacing: 0,
  }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: space.xs }),
  // A 44 px target around a 32 px chip; the ring sits in between.
  swatch: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.sizes.touchTarget,
    height: theme.sizes.touchTarget,
    borderRadius: radii.round,
    border: '1px solid transparent',
    cursor: 'pointer',
    transition: `border-color ${transitions.fast}`,
    '&:hover': { borderColor: colors.borderStrong },
    '&:has(input:checked)': { borderColor: colors.text, borderWidth: '2px' },
    '&:has(input:focus-visible)': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
  }),
  input: css({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' }),
  chip: css({
    width: chipSize,
    height: chipSize,
    borderRadius: radii.round,
    border: `1px solid ${colors.borderStrong}`,
    // The middle third of the garment's image: mostly the garment, whatever its cut.
    backgroundSize: '300%',
    backgroundPosition: '50% 50%',
    backgroundRepeat: 'no-repeat',
  }),
};
