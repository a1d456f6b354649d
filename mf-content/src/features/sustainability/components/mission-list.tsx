import { css } from '@emotion/react';
import { mq, theme, useMediaQuery, AccordionItem } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, lineHeights, space } = theme;

export interface MissionPoint {
  term: string;
  description: string;
}

const styles = {
  grid: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${space.xl} ${space.xxl}`,
    '& li': { paddingTop: space.md, borderTop: `1px solid ${colors.border}` },
    '& p': { margin: `${space.xs} 0 0`, color: colors.textMuted },
  }),
  term: css({
    margin: 0,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.snug,
  }),
  accordion: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderTop: `1px solid ${colors.border}`,
  }),
  /** The accordion's trigger in the display face, like the headings of the wide layout. */
  item: css({ '& h3 button': { fontFamily: fonts.display, fontWeight: fontWeights.medium } }),
  panel: css({ margin: 0, color: colors.textMuted }),
};

/** The mission's six points: accordions on narrow screens, two open columns from the tablet width up (spec). */
export function MissionList({ points }: { points: ReadonlyArray<MissionPoint> }) {
  const wide = useMediaQuery(mq.tablet);
  if (!wide) {
    return (
      <ul css={styles.accordion}>
        {points.map((point) => (
          <li key={point.term}>
            <AccordionItem title={point.term} css={styles.item}>
              <p css={styles.panel}>{point.description}</p>
            </AccordionItem>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul css={styles.grid}>
      {points.map((point) => (
        <li key={point.term}>
          <h3 css={styles.term}>{point.term}</h3>
          <p>{point.description}</p>
        </li>
      ))}
    </ul>
  );
}
