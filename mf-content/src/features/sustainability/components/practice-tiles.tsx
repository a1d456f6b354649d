import { useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { Dialog, mq, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, radii, space, transitions } = theme;

export interface PracticeTile {
  title: string;
  /** One line on the tile. */
  teaser: string;
  /** Paragraphs of the dialog the tile opens. */
  text: string[];
}

const styles = {
  grid: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: space.md,
    [mq.tablet]: { gap: space.lg },
  }),
  tile: css({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: space.md,
    width: '100%',
    height: '100%',
    minHeight: '11rem',
    padding: space.md,
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
    [mq.tablet]: { minHeight: '14rem', padding: space.lg },
  }),
  title: css({
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.snug,
  }),
  teaser: css({ fontSize: fontSizes.sm, color: colors.textMuted }),
  more: css({
    fontSize: fontSizes.xs,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
    color: colors.text,
  }),
  dialogText: css({ '& p': { margin: `0 0 ${space.md}`, lineHeight: lineHeights.normal } }),
};

function TileFace({ title, teaser, action }: { title: string; teaser: string; action: string }) {
  return (
    <>
      <span css={styles.title}>{title}</span>
      <span css={styles.teaser}>{teaser}</span>
      <span css={styles.more} aria-hidden="true">
        {action} →
      </span>
    </>
  );
}

/**
 * The four tiles under the mission (spec): three open a dialog with their text, the fourth leads to
 * the materials page.
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
              <TileFace title={tile.title} teaser={tile.teaser} action="Read more" />
            </button>
          </li>
        ))}
        <li>
          <Link to="/sustainability/materials" css={styles.tile}>
            <TileFace title="Materials" teaser="Cotton, wool, linen and silk." action="Discover" />
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
