import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';
import { PROFILE_TABS, profileTabUrl } from '../profile-tabs';

const { colors, space, fontSizes, fontWeights, letterSpacings, transitions } = theme;

const styles = {
  list: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    gap: space.xs,
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    borderBottom: `1px solid ${colors.border}`,
    [mq.large]: {
      flexDirection: 'column',
      gap: 0,
      overflowX: 'visible',
      borderBottom: 0,
      borderLeft: `1px solid ${colors.border}`,
    },
  }),
  link: css({
    display: 'block',
    whiteSpace: 'nowrap',
    padding: `${space.sm} ${space.sm}`,
    color: colors.textMuted,
    textDecoration: 'none',
    fontSize: fontSizes.sm,
    letterSpacing: letterSpacings.wide,
    borderBottom: '2px solid transparent',
    transition: `color ${transitions.fast}, border-color ${transitions.fast}`,
    '&:hover': { color: colors.text },
    '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': { color: colors.text, fontWeight: fontWeights.medium, borderBottomColor: colors.accent },
    [mq.large]: {
      padding: `${space.sm} ${space.md}`,
      borderBottom: 0,
      borderLeft: '2px solid transparent',
      marginLeft: '-1px',
      '&[aria-current="page"]': { borderLeftColor: colors.accent, background: colors.surface },
    },
  }),
};

/**
 * The profile's tabs as a nav of links: each tab is a URL (/userProfile/address...), the current one
 * has aria-current="page". A vertical list from the large breakpoint, a horizontally scrolling row
 * below it, which keeps the current tab in view.
 */
export function ProfileTabNav() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // Not in jsdom; in a browser it only scrolls the tab row, never the page.
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav aria-label="Account sections">
      <ul ref={listRef} css={styles.list}>
        {PROFILE_TABS.map((tab) => (
          <li key={tab.path}>
            {/* Only User Profile ('') needs `end`; Orders stays current on /userProfile/orders/:id. */}
            <NavLink to={profileTabUrl(tab.path)} end={tab.path === ''} css={styles.link}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
