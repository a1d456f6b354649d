import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, space } = theme;

const styles = {
  section: css({ display: 'grid', gap: space.lg, alignContent: 'start', minWidth: 0 }),
  heading: css({ fontFamily: fonts.display, fontWeight: fontWeights.medium, fontSize: fontSizes.xxl, margin: 0 }),
  intro: css({ marginTop: space.xs, color: colors.textMuted, maxWidth: '40rem' }),
};

interface TabPanelProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** One profile tab: an h2 naming it (the page's h1 is "My Account"), an optional lead line and the content. */
export function TabPanel({ title, intro, children }: TabPanelProps) {
  const headingId = `tab-${useId()}`;
  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <header>
        <h2 id={headingId} css={styles.heading}>
          {title}
        </h2>
        {intro && <p css={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

/** A quiet bordered block inside a tab (the current address, the saved card). */
export const cardBlock = css({
  padding: space.lg,
  border: `1px solid ${colors.border}`,
  borderRadius: theme.radii.soft,
  background: colors.surface,
  maxWidth: '32rem',
});
