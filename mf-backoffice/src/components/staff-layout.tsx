import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { STAFF_ROLE_LABELS, type StaffMember } from 'contracts/staff';
import { Button, Container, mq, theme } from 'shared-ui';
import { useLogOut } from '../features/auth/api/log-out';
import { staffMenuFor } from './staff-menu';

const { colors, space, fonts, fontSizes, fontWeights, letterSpacings } = theme;

const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space.sm}`,
  color: colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  borderBottom: '2px solid transparent',
  '&.active': { borderBottomColor: colors.accent, fontWeight: fontWeights.medium },
  '&:hover': { color: colors.accentHover },
};

/**
 * The back office's own layout (no storefront header, footer or newsletter): the wordmark, the menu the
 * member's role may open, who is logged in and Log out. The shell renders it inside its <main id="main">.
 */
export function StaffLayout({ member, children }: { member: StaffMember; children: ReactNode }) {
  const logOut = useLogOut();
  return (
    <div data-boundary="mf-backoffice" css={{ minHeight: '100vh', background: colors.background }}>
      <header css={{ background: colors.surface, borderBottom: `1px solid ${colors.border}` }}>
        <Container
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: space.lg,
            rowGap: space.xs,
            paddingBlock: space.xs,
          }}
        >
          <p css={{ fontFamily: fonts.display, fontSize: fontSizes.xl, margin: 0 }}>
            Vesna{' '}
            <span
              css={{
                fontFamily: fonts.body,
                fontSize: fontSizes.xs,
                letterSpacing: letterSpacings.caps,
                textTransform: 'uppercase',
                color: colors.textMuted,
              }}
            >
              Back office
            </span>
          </p>
          <nav
            aria-label="Back office"
            css={{ order: 3, width: '100%', overflowX: 'auto', [mq.desktop]: { order: 0, width: 'auto', flex: 1 } }}
          >
            <ul role="list" css={{ display: 'flex', gap: space.xs, margin: 0 }}>
              {staffMenuFor(member.role).map(({ to, label, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} css={navLink}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div css={{ display: 'flex', alignItems: 'center', gap: space.sm, marginLeft: 'auto' }}>
            <span css={{ fontSize: fontSizes.sm, color: colors.textMuted }}>
              {member.name} · {STAFF_ROLE_LABELS[member.role]}
            </span>
            <Button
              variant="secondary"
              size="small"
              loading={logOut.pending}
              onClick={() => void logOut.run(undefined)}
            >
              Log out
            </Button>
          </div>
        </Container>
      </header>
      <Container css={{ paddingBlock: space.lg }}>{children}</Container>
    </div>
  );
}
