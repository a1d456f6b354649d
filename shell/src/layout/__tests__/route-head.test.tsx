import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { ROUTE_META, shareImageUrl } from 'contracts';
import { renderInShell } from '../../test-utils/render-in-shell';
import { RouteHead } from '../route-head';

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

function Shell() {
  return (
    <>
      <RouteHead />
      <Link to="/visitUs">Visit Us</Link>
      <Link to="/">Home</Link>
      <Link to="/collection?category=dresses&color=blue">Dresses</Link>
      <Link to="/no/such/page">Broken link</Link>
    </>
  );
}

beforeEach(() => {
  document.head.innerHTML =
    '<title>Linen Dress | Vesna</title><meta name="description" content="A linen dress">' +
    '<script type="application/ld+json" data-page-json-ld>{"@type":"Product"}</script>';
});

describe('RouteHead', () => {
  it("keeps title, description, canonical link and og tags on the route's as the shopper navigates", async () => {
    const user = userEvent.setup();
    renderInShell(<Shell />, { route: '/sustainability' });
    expect(document.title).toBe('Sustainability | Vesna');
    expect(content('meta[name="description"]')).toBe(ROUTE_META['/sustainability'].description);
    expect(content('meta[property="og:image"]')).toBe(
      `http://localhost${shareImageUrl(ROUTE_META['/sustainability'].image)}`,
    );

    await user.click(screen.getByRole('link', { name: 'Visit Us' }));
    expect(document.title).toBe('Visit Us | Vesna');
    expect(content('meta[name="description"]')).toBe(ROUTE_META['/visitUs'].description);
    expect(content('meta[property="og:description"]')).toBe(ROUTE_META['/visitUs'].description);
    expect(canonical()).toBe('http://localhost/visitUs');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/visitUs');

    // The home page has no head of its own: its title is the route row's.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(document.title).toBe('Home | Vesna');
    expect(canonical()).toBe('http://localhost/');

    await user.click(screen.getByRole('link', { name: 'Dresses' }));
    expect(document.title).toBe('Collection | Vesna');
    expect(canonical()).toBe('http://localhost/collection?category=dresses');
    expect(content('meta[name="description"]')).toMatch(/^Shop dresses at Vesna/);
    // A route without a picture does not keep the previous page's.
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Broken link' }));
    expect(document.title).toBe('Page Not Found | Vesna');
  });

  it("leaves a page's JSON-LD to the page (shared-ui's usePageHead writes it and takes it away with the page)", () => {
    renderInShell(<RouteHead />, { route: '/100001' });
    expect(document.head.querySelectorAll('script[data-page-json-ld]')).toHaveLength(1);
  });
});
