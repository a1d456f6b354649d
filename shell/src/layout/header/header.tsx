import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { css, type Theme } from '@emotion/react';
import { THRESHOLDS, TIMINGS } from 'contracts';
import { BagIcon, Container, HeartIcon, MenuIcon, SearchIcon, UserIcon, mq } from 'shared-ui';
import { useBag, useSession, useShopEvent, useWishlist } from 'shared-ui/state';
import { useHeaderHeightVar } from '../../hooks/use-header-height-var';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { Overlay } from '../overlay';
import { CountBadge } from './count-badge';
import { PanelBoundary, miniBag, mobileMenu, searchPanel } from './lazy-panels';
import { NAV_LINKS } from './nav-links';

type Panel = 'menu' | 'search' | 'bag' | null;

/** Starts fetching a panel's code when a pointer or the keyboard focus reaches its button. */
const preloadOn = (preload: () => void) => ({ onPointerEnter: preload, onPointerDown: preload, onFocus: preload });

const headerShadowThreshold = () => THRESHOLDS.headerShadowPx;

const iconControl = (theme: Theme) =>
  css({
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    width: theme.sizes.touchTarget,
    height: theme.sizes.touchTarget,
    padding: 0,
    border: 0,
    background: 'none',
    color: theme.colors.text,
    borderRadius: theme.radii.square,
    '&:hover': { background: theme.colors.gray100 },
    '& svg': { width: 22, height: 22 },
  });

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} css={iconControl}>
      {children}
    </Link>
  );
}

/**
 * Sticky header: the free-shipping strip, the wordmark, the main links, and the icons for search,
 * profile, wish list and bag. It owns which panel is open (menu, search or bag) and the overlay; the
 * `bag:open` event opens the mini bag.
 */
export function Header() {
  const [panel, setPanel] = useState<Panel>(null);
  // Through the hooks: the server renders a guest with an empty bag, and so does hydration.
  const { isLogged, isSettling } = useSession();
  // Until the start-up session check answers, the bag and list on the page are a guest's copies: a
  // logged-in shopper's reload shows no badge, then her own counts, never another number first.
  const storedBagCount = useBag().count;
  const storedWishlistCount = useWishlist().count;
  const bagCount = isSettling ? 0 : storedBagCount;
  const wishlistCount = isSettling ? 0 : storedWishlistCount;
  const scrolled = useScrolledPast(headerShadowThreshold, TIMINGS.headerScrollDebounceMs);
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeightVar(headerRef);

  const close = useCallback(() => setPanel(null), []);
  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));

  // mf-product asks for the mini bag after Add to Cart: it opens (or stays open) over whatever was open.
  useShopEvent('bag:open', () => setPanel('bag'));

  // A navigation closes whatever was open.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (panel !== null) setPanel(null);
  }

  return (
    <header
      ref={headerRef}
      data-boundary="shell"
      css={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndices.header,
        background: theme.colors.background,
        boxShadow: scrolled ? theme.shadows.header : theme.shadows.none,
        transition: `box-shadow ${theme.transitions.base}`,
      })}
      data-scrolled={scrolled || undefined}
    >
      <p
        css={(theme) => ({
          position: 'relative',
          zIndex: 3,
          background: theme.colors.text,
          color: theme.colors.textInverse,
          textAlign: 'center',
          fontSize: theme.fontSizes.xs,
          letterSpacing: theme.letterSpacings.caps,
          textTransform: 'uppercase',
          padding: `${theme.space.xs} ${theme.space.md}`,
        })}
      >
        Free shipping on all orders
      </p>
      <div
        css={(theme) => ({
          position: 'relative',
          zIndex: 3,
          background: theme.colors.background,
          borderBottom: `1px solid ${theme.colors.border}`,
        })}
      >
        <Container>
          <div
            css={(theme) => ({
              display: 'grid',
              // Phones: menu, wordmark, icons; from tablet the wordmark sits centred between links and icons.
              gridTemplateColumns: 'auto 1fr auto',
              alignItems: 'center',
              minHeight: 64,
              gap: theme.space.xs,
              [mq.tablet]: { gridTemplateColumns: '1fr auto 1fr' },
              [mq.desktop]: { minHeight: theme.sizes.headerHeight },
            })}
          >
            <div css={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
              <button
                type="button"
                aria-label="Open menu"
                aria-expanded={panel === 'menu'}
                {...preloadOn(mobileMenu.preload)}
                onClick={() => toggle('menu')}
                css={(theme) => [iconControl(theme), { marginLeft: -10, [mq.tablet]: { display: 'none' } }]}
              >
                <MenuIcon />
              </button>
              <nav aria-label="Main" css={{ display: 'none', [mq.tablet]: { display: 'block' } }}>
                <ul
                  role="list"
                  css={(theme) => ({ display: 'flex', gap: theme.space.lg, [mq.desktop]: { gap: theme.space.xl } })}
                >
                  {NAV_LINKS.map((link) => (
                    <li
                      key={link.to}
                      css={
                        link.hideAtMidWidths ? { display: 'none', [mq.desktop]: { display: 'list-item' } } : undefined
                      }
                    >
                      <RouterNavLink
                        to={link.to}
                        css={(theme) => ({
                          fontSize: theme.fontSizes.sm,
                          letterSpacing: theme.letterSpacings.wide,
                          textDecoration: 'none',
                          whiteSpace: 'nowrap',
                          padding: `${theme.space.xs} 0`,
                          borderBottom: '1px solid transparent',
                          '&:hover, &[aria-current="page"]': { borderBottomColor: theme.colors.text },
                        })}
                      >
                        {link.label}
                      </RouterNavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>

            <Link
              to="/"
              aria-label="Vesna, home"
              css={(theme) => ({
                fontFamily: theme.fonts.display,
                fontWeight: theme.fontWeights.medium,
                fontSize: theme.fontSizes.xxl,
                letterSpacing: '0.02em',
                textDecoration: 'none',
                lineHeight: 1,
                justifySelf: 'start',
                [mq.tablet]: { justifySelf: 'center' },
                [mq.desktop]: { fontSize: theme.fontSizes.xxxl },
              })}
            >
              Vesna
            </Link>

            <div css={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', marginRight: -10 }}>
              <button
                type="button"
                data-search-toggle
                aria-label="Open search"
                aria-expanded={panel === 'search'}
                {...preloadOn(searchPanel.preload)}
                onClick={() => toggle('search')}
                css={iconControl}
              >
                <SearchIcon />
              </button>
              <IconLink to={isLogged ? '/userProfile' : '/login'} label={isLogged ? 'User Profile' : 'Log In'}>
                <UserIcon />
              </IconLink>
              <IconLink to="/wishList" label={`Wish list, ${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'}`}>
                <HeartIcon />
                <CountBadge count={wishlistCount} />
              </IconLink>
              <button
                type="button"
                aria-label={`Shopping bag, ${bagCount} ${bagCount === 1 ? 'item' : 'items'}`}
                aria-expanded={panel === 'bag'}
                {...preloadOn(miniBag.preload)}
                onClick={() => toggle('bag')}
                css={iconControl}
              >
                <BagIcon />
                <CountBadge count={bagCount} />
              </button>
            </div>
          </div>
        </Container>
      </div>

      {panel !== null && <Overlay onClose={close} above={panel !== 'search'} />}
      {panel !== null && (
        // key: a panel that failed to load does not keep the next one from showing.
        <PanelBoundary key={panel} onFail={close}>
          <Suspense fallback={null}>
            {panel === 'search' && <searchPanel.Component onClose={close} />}
            {panel === 'bag' && <miniBag.Component onClose={close} />}
            {panel === 'menu' && <mobileMenu.Component onClose={close} />}
          </Suspense>
        </PanelBoundary>
      )}
    </header>
  );
}
