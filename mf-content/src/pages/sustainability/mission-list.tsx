import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { ChevronIcon, mq, theme } from 'shared-ui';
import { useMediaQuery } from '../../hooks/use-media-query';

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
    borderBottom: `1px solid ${colors.border}`,
    '& li': { borderTop: `1px solid ${colors.border}` },
  }),
  toggle: css({
    display: 'flex',
    width: '100%',
    minHeight: '44px',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    padding: `${space.sm} 0`,
    border: 0,
    background: 'none',
    color: colors.text,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  }),
  panel: css({ margin: 0, padding: `0 0 ${space.md}`, color: colors.textMuted }),
};

function AccordionItem({ point }: { point: MissionPoint }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <h3 css={styles.term}>
        <button
          type="button"
          css={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {point.term}
          <ChevronIcon direction={open ? 'up' : 'down'} aria-hidden="true" />
        </button>
      </h3>
      <p id={panelId} hidden={!open} css={styles.panel}>
        {point.description}
      </p>
    </li>
  );
}

/** The mission's six points: accordions on narrow screens, two open columns from the tablet width up (spec). */
export function MissionList({ points }: { points: ReadonlyArray<MissionPoint> }) {
  const wide = useMediaQuery(mq.tablet);
  if (!wide) {
    return (
      <ul css={styles.accordion}>
        {points.map((point) => (
          <AccordionItem key={point.term} point={point} />
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
