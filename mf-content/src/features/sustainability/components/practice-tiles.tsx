import { useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { mq, theme, Dialog } from 'shared-ui';
import { BannerImage } from './banner-image';

const { colors, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, radii, space, transitions } = theme;

export interface PracticeTile {
  title: string;
  /** One line on the tile. */
  teaser: string;
  /** Paragraphs of the dialog the tile opens. */
  text: string[];
  /** The tile's picture: a section of the sustainability banners (/banners/sustainability/<section>). */
  imageSection: string;
}

/** The Materials tile's picture. */
export const MATERIALS_IMAGE_SECTION = 'fifthBanner';

const styles = {
  grid: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: space.md,
    [mq.tablet]: { gap: space.lg },
    [mq.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  tile: css({
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    padding: 0,
    overflow: 'hidden',
    border: `1px solid ${colors.border}`,
    borderRadius: radii.square,
    background: colors.surfaceMuted,
    color: colors.text,
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${transitions.base}`,
    '&:hover': { background: colors.accentSoft },
    '& img': { transition: `transform ${transitions.base}` },
    '&:hover img': { transform: 'scale(1.03)' },
  }),
  /** The words under the picture. */
  face: css({
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    gap: space.xs,
    padding: `${space.sm} ${space.md} ${space.md}`,
    [mq.tablet]: { padding: `${space.md} ${space.lg} ${space.lg}` },
  }),
  title: css({
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.snug,
  }),
  teaser: css({ fontSize: fontSizes.sm, color: colors.textMuted }),
  more: css({
    marginTop: 'auto',
    paddingTop: space.xs,
    fontSize: fontSizes.xs,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
    color: colors.text,
  }),
  dialogText: css({ '& p': { margin: `0 0 ${space.md}`, lineHeight: lineHeights.normal } }),
};

interface TileFaceProps {
  title: string;
  teaser: string;
  action: string;
  imageSection: string;
}

function TileFace({ title, teaser, action, imageSection }: TileFaceProps) {
  return (
    <>
      {/* The title beside it says what the picture is for. */}
      <BannerImage name="sustainability" section={imageSection} alt="" aspectRatio="1 / 1" />
      <span css={styles.face}>
        <span css={styles.title}>{title}</span>
        <span css={styles.teaser}>{teaser}</span>
        <span css={styles.more} aria-hidden="true">
          {action} →
        </span>
      </span>
    </>
  );
}

/**
 * The four image tiles under the mission (spec): three open a dialog with their text, the fourth leads
 * to the materials page. Two across on phones, four from the desktop width.
 */
export function PracticeTiles({ tiles }: { tiles: ReadonlyArray<PracticeTile> }) {
  const [openTitle, setOpenTitle] = useState<string | null>(null);
  const open = tiles.find((tile) => tile.title === openTitle);
  return (
    <>
      <ul css={styles.grid}>
        {tiles.map((tile) => (
          <li key={tile.title}>
            <button type="button" css={styles.tile} aria-haspopup="dialog" onClick={() => setOpenTitle(tile.title)}>
              <TileFace title={tile.title} teaser={tile.teaser} action="Read more" imageSection={tile.imageSection} />
            </button>
          </li>
        ))}
        <li>
          <Link to="/sustainability/materials" css={styles.tile}>
            <TileFace
              title="Materials"
              teaser="Cotton, wool, linen and silk."
              action="Discover"
              imageSection={MATERIALS_IMAGE_SECTION}
            />
          </Link>
        </li>
      </ul>
      <Dialog open={open !== undefined} onClose={() => setOpenTitle(null)} title={open?.title ?? ''}>
        <div css={styles.dialogText}>
          {open?.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Dialog>
    </>
  );
}
