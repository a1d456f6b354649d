import { FacebookIcon, InstagramIcon, PinterestIcon } from 'shared-ui';

/** Vesna's social accounts; each link's accessible name says where it goes. */
const SOCIAL_LINKS = [
  { label: 'Vesna on Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Vesna on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Vesna on Pinterest', href: 'https://www.pinterest.com/', Icon: PinterestIcon },
] as const;

export function SocialLinks() {
  return (
    <ul role="list" aria-label="Social media" css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
            css={(theme) => ({
              display: 'inline-grid',
              placeItems: 'center',
              width: theme.sizes.touchTarget,
              height: theme.sizes.touchTarget,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.round,
              color: theme.colors.text,
              transition: `background ${theme.transitions.fast}`,
              '&:hover': { background: theme.colors.surface },
              '& svg': { width: 20, height: 20 },
            })}
          >
            <Icon aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
