import type { Theme } from '@emotion/react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { CloseIcon, HeartIcon, IconButton } from 'shared-ui';
import { logOut as endSession, useSession } from 'shared-ui/state';
import { NAV_LINKS } from './nav-links';
import { useSidePanel } from '../../hooks/use-side-panel';

const linkCss = (theme: Theme) => ({
  display: 'block',
  padding: `${theme.space.sm} 0`,
  fontSize: theme.fontSizes.lg,
  textDecoration: 'none',
  color: theme.colors.text,
  '&[aria-current="page"]': { textDecoration: 'underline' },
});

/**
 * The menu below tablet width: the header links, a favourites link (to /favorites, which has no
 * route and shows the not-found page, as the spec says), and the account links of the session.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { isLogged } = useSession();
  const navigate = useNavigate();
  const panelRef = useSidePanel<HTMLElement>(onClose);

  const logOut = async () => {
    // Spec section 4: Log Out ends the server session (the API clears the httpOnly cookie), then
    // shared-ui clears the session atom and the local wish list, even if the call failed.
    onClose();
    await endSession();
    navigate('/');
  };

  return (
    <nav
      ref={panelRef}
      tabIndex={-1}
      aria-label="Menu"
      css={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        bottom: 0,
        zIndex: 5,
        width: 'min(340px, 88vw)',
        background: theme.colors.surface,
        boxShadow: theme.shadows.raised,
        padding: theme.space.lg,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.lg,
      })}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span css={(theme) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xxl })}>Vesna</span>
        <IconButton label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <ul role="list">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <RouterNavLink to={link.to} onClick={onClose} css={linkCss}>
              {link.label}
            </RouterNavLink>
          </li>
        ))}
        <li>
          <RouterNavLink
            to="/favorites"
            onClick={onClose}
            css={(theme) => ({ ...linkCss(theme), display: 'flex', alignItems: 'center', gap: theme.space.xs })}
          >
            <HeartIcon aria-hidden="true" /> Favorites
          </RouterNavLink>
        </li>
      </ul>
      <ul
        role="list"
        css={(theme) => ({ '&&': { borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space.md } })}
      >
        {isLogged ? (
          <>
            <li>
              <RouterNavLink to="/userProfile" onClick={onClose} css={linkCss}>
                User Profile
              </RouterNavLink>
            </li>
            <li>
              <button
                type="button"
                onClick={() => void logOut()}
                css={(theme) => ({
                  ...linkCss(theme),
                  background: 'none',
                  border: 0,
                  width: '100%',
                  textAlign: 'left',
                })}
              >
                Log Out
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <RouterNavLink to="/login" onClick={onClose} css={linkCss}>
                Log In
              </RouterNavLink>
            </li>
            <li>
              <RouterNavLink to="/registration" onClick={onClose} css={linkCss}>
                Create Account
              </RouterNavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
