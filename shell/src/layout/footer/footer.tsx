import { Link } from 'react-router-dom';
import { Container, mq } from 'shared-ui';
import { HydrateOnApproach } from 'shared-ui/state';
import { IdleNewsletterForm } from './idle-newsletter-form';
import { useRenderYear } from './render-date';
import { SocialLinks } from './social-links';

/** Footer columns of spec section 2. */
const FOOTER_SECTIONS = [
  {
    title: 'About',
    links: [
      { to: '/termsConditions', label: 'Terms & Condition' },
      { to: '/sustainability', label: 'Sustainability' },
      { to: '/policy', label: 'Privacy Policy' },
    ],
  },
  {
    title: 'Join Up',
    links: [
      { to: '/careers', label: 'Careers' },
      { to: '/visitUs', label: 'Visit Us' },
    ],
  },
  {
    title: 'Help & Support',
    links: [
      { to: '/orderShipping', label: 'Orders & Shipping' },
      { to: '/returnsRefunds', label: 'Returns & Refunds' },
      { to: '/contactUs', label: 'Contact Us' },
    ],
  },
] as const;

export function Footer() {
  const year = useRenderYear();
  return (
    <footer
      data-boundary="shell"
      css={(theme) => ({
        marginTop: theme.space.xxxl,
        background: theme.colors.surfaceMuted,
        borderTop: `1px solid ${theme.colors.border}`,
        // Room below the last line for the floating back-to-top button on phones.
        padding: `${theme.space.xxl} 0 ${theme.space.huge}`,
        [mq.tablet]: { padding: `${theme.space.xxl} 0 ${theme.space.xl}` },
      })}
    >
      <Container>
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xl,
            [mq.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' },
            [mq.desktop]: { gridTemplateColumns: 'repeat(3, 1fr) 1.6fr', gap: theme.space.xxl },
          })}
        >
          {/* Links only, at the foot of every page: the server's markup until it comes near the viewport. */}
          <HydrateOnApproach>
            {FOOTER_SECTIONS.map((section) => (
              <nav key={section.title} aria-labelledby={`footer-${section.title}`}>
                <h2
                  id={`footer-${section.title}`}
                  css={(theme) => ({
                    fontFamily: theme.fonts.body,
                    fontSize: theme.fontSizes.sm,
                    fontWeight: theme.fontWeights.medium,
                    letterSpacing: theme.letterSpacings.caps,
                    textTransform: 'uppercase',
                    marginBottom: theme.space.md,
                  })}
                >
                  {section.title}
                </h2>
                <ul role="list" css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        css={(theme) => ({
                          color: theme.colors.textMuted,
                          textDecoration: 'none',
                          '&:hover': { color: theme.colors.text, textDecoration: 'underline' },
                        })}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </HydrateOnApproach>
          <section
            aria-labelledby="footer-newsletter"
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.md,
              alignContent: 'start',
              [mq.tablet]: { gridColumn: '1 / -1' },
              [mq.desktop]: { gridColumn: 'auto' },
            })}
          >
            <h2 id="footer-newsletter" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
              Join the Vesna letter
            </h2>
            <p css={(theme) => ({ color: theme.colors.textMuted })}>
              New arrivals, Modiweek looks and 15% off for your birthday.
            </p>
            <IdleNewsletterForm />
          </section>
        </div>
        <div
          css={(theme) => ({
            marginTop: theme.space.xxl,
            paddingTop: theme.space.lg,
            borderTop: `1px solid ${theme.colors.border}`,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.md,
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <HydrateOnApproach>
            <SocialLinks />
            <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
              © {year} Vesna, Kyiv
            </p>
          </HydrateOnApproach>
        </div>
      </Container>
    </footer>
  );
}
