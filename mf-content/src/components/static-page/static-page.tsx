import type { MouseEvent, ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq, theme, useDocumentTitle } from 'shared-ui';
import type { ContentBlock, StaticPageContent, StaticSection } from './types';
import { pageFrameStyles } from '../page-frame/page-frame-styles';

/** Pages with at least this many sections get an "On this page" list on wide screens. */
const TABLE_OF_CONTENTS_MIN_SECTIONS = 4;

const { colors, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, sizes, space } = theme;

const styles = {
  ...pageFrameStyles,
  hero: css({ marginBottom: space.xxl, [mq.tablet]: { marginBottom: space.xxxl } }),
  layout: css({
    display: 'grid',
    gap: space.xxl,
    [mq.desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: space.xxxl },
  }),
  contents: css({
    display: 'none',
    [mq.desktop]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${sizes.headerHeight} + ${space.lg})`,
      alignSelf: 'start',
    },
  }),
  contentsHeading: css({
    margin: `0 0 ${space.sm}`,
    fontSize: fontSizes.xs,
    fontWeight: fontWeights.medium,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
    color: colors.textMuted,
  }),
  contentsList: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderLeft: `1px solid ${colors.border}`,
    '& a': {
      display: 'block',
      padding: `${space.xxs} ${space.md}`,
      fontSize: fontSizes.sm,
      lineHeight: lineHeights.snug,
      color: colors.textMuted,
      textDecoration: 'none',
      '&:hover': { color: colors.text },
    },
  }),
  body: css({
    maxWidth: sizes.prose,
    fontSize: fontSizes.md,
    lineHeight: lineHeights.normal,
    '& a': {
      color: colors.text,
      textDecorationColor: colors.accent,
      textUnderlineOffset: '0.2em',
      '&:hover': { color: colors.accent },
    },
  }),
  section: css({
    scrollMarginTop: `calc(${sizes.headerHeight} + ${space.md})`,
    '& + &': { marginTop: space.xxl },
  }),
  /** Wide pages: the full width for their tiles and lists, text still at a readable measure. */
  wideBody: css({
    maxWidth: 'none',
    '& p, & ul:not([class]), & address': { maxWidth: sizes.prose },
  }),
  /** Wide pages on wide screens: each section's heading in a column of its own beside its content. */
  wideSection: css({
    [mq.desktop]: {
      display: 'grid',
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      columnGap: space.xxxl,
      alignItems: 'start',
      '& > h2': { gridColumn: 1, gridRow: '1 / span 10' },
      '& > *:not(h2)': { gridColumn: 2 },
      '& + &': { marginTop: space.xxxl, paddingTop: space.xxl, borderTop: `1px solid ${colors.border}` },
    },
  }),
  /** A page with an aside (the visit-us map): sections and aside side by side from the large width. */
  withAside: css({
    display: 'grid',
    gap: space.xxl,
    [mq.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: space.xxxl, alignItems: 'start' },
  }),
  aside: css({
    [mq.large]: { position: 'sticky', top: `calc(${sizes.headerHeight} + ${space.lg})` },
  }),
  sectionHeading: css({
    margin: `0 0 ${space.md}`,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.snug,
    [mq.tablet]: { fontSize: fontSizes.xxl },
    '&:focus': { outline: 'none' },
  }),
  paragraph: css({ margin: `0 0 ${space.md}`, '&:last-child': { marginBottom: 0 } }),
  list: css({
    margin: `0 0 ${space.md}`,
    paddingLeft: space.lg,
    '& li + li': { marginTop: space.xs },
    '& li::marker': { color: colors.accent },
    '&:last-child': { marginBottom: 0 },
  }),
  definitions: css({
    margin: `0 0 ${space.md}`,
    '&:last-child': { marginBottom: 0 },
    '& > div': {
      padding: `${space.md} 0`,
      borderTop: `1px solid ${colors.border}`,
      [mq.tablet]: { display: 'grid', gridTemplateColumns: '14rem minmax(0, 1fr)', gap: space.lg },
    },
    '& > div:last-of-type': { borderBottom: `1px solid ${colors.border}` },
    '& dt': { fontWeight: fontWeights.medium, marginBottom: space.xxs },
    '& dd': { margin: 0, color: colors.textMuted },
  }),
  compactDefinitions: css({
    maxWidth: '32rem',
    '& > div': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      gap: `${space.xxs} ${space.lg}`,
      padding: `${space.sm} 0`,
    },
    '& dt': { marginBottom: 0 },
    '& dd': { color: colors.text },
  }),
  element: css({ margin: `0 0 ${space.lg}`, '&:last-child': { marginBottom: 0 } }),
  address: css({ margin: `0 0 ${space.md}`, fontStyle: 'normal', '&:last-child': { marginBottom: 0 } }),
};

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string') return <p css={styles.paragraph}>{block}</p>;
  if ('paragraph' in block) return <p css={styles.paragraph}>{block.paragraph}</p>;
  if ('list' in block) {
    return (
      <ul css={styles.list}>
        {block.list.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('element' in block) return <div css={styles.element}>{block.element}</div>;
  if ('definitions' in block) {
    return (
      <dl css={[styles.definitions, block.compact && styles.compactDefinitions]}>
        {block.definitions.map(({ term, description }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <address css={styles.address}>
      {block.address.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}

function Section({ section, wide }: { section: StaticSection; wide: boolean }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      css={[styles.section, wide && styles.wideSection]}
    >
      <h2 id={`${section.id}-heading`} tabIndex={-1} css={styles.sectionHeading}>
        {section.heading}
      </h2>
      {section.body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

/**
 * Scrolls to a section without touching the URL: a hash change would be a navigation for the
 * shell's router (and its scroll-to-top), while the reader only wants to jump down the page.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(`${id}-heading`);
  if (!heading) return;
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

function TableOfContents({ sections }: { sections: StaticSection[] }) {
  return (
    <nav aria-label="On this page" css={styles.contents}>
      {/* The nav's label already says this to screen readers. */}
      <p aria-hidden="true" css={styles.contentsHeading}>
        On this page
      </p>
      <ul css={styles.contentsList}>
        {sections.map(({ id, heading }) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
              {heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface StaticPageProps {
  content: StaticPageContent;
  /** Anything a page adds below its sections (a form, a set of tiles). */
  children?: ReactNode;
  /**
   * Use the page's width on wide screens (tiles, lists of roles): headings beside their sections, text at
   * a readable measure. Without it the sections keep to one readable column (legal pages).
   */
  wide?: boolean;
  /** Shown beside the sections from the large width, below them on phones (the visit-us map). */
  aside?: ReactNode;
}

/**
 * The layout of every content page: eyebrow, title and lead, then the sections, with an
 * "On this page" list beside them on wide screens. Pages pass data; the markup lives here.
 */
export function StaticPage({ content, children, wide = false, aside }: StaticPageProps) {
  useDocumentTitle(content.title);
  const withContents = content.sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS;
  return (
    <article data-boundary="mf-content" css={styles.page}>
      <header css={styles.header}>
        {content.eyebrow && <p css={styles.eyebrow}>{content.eyebrow}</p>}
        <h1 css={styles.title}>{content.title}</h1>
        <p css={styles.intro}>{content.intro}</p>
      </header>
      {content.hero && <div css={styles.hero}>{content.hero}</div>}
      <div css={aside ? styles.withAside : withContents ? styles.layout : undefined}>
        {withContents && !aside && <TableOfContents sections={content.sections} />}
        <div css={[styles.body, (wide || aside !== undefined) && styles.wideBody]}>
          {content.sections.map((section) => (
            <Section key={section.id} section={section} wide={wide} />
          ))}
          {children}
        </div>
        {aside && <div css={styles.aside}>{aside}</div>}
      </div>
    </article>
  );
}
