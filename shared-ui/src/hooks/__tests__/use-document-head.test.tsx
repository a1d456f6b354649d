import { render } from '@testing-library/react';
import { useDocumentHead, type DocumentHead } from '../use-document-head';
import { useDocumentTitle } from '../use-document-title';

function Head(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
const count = (selector: string) => document.head.querySelectorAll(selector).length;

beforeEach(() => {
  // As the API answers a product page: the server's tags are there before the shell starts.
  document.head.innerHTML =
    '<title>Linen Dress | Vesna</title><meta name="description" content="From the server">' +
    '<link rel="canonical" href="http://localhost/100001"><meta property="og:image" content="http://localhost/p.svg">';
});

describe('useDocumentHead', () => {
  it('writes title, description, canonical link and Open Graph tags over the server-rendered ones', () => {
    render(
      <Head
        title="Visit Us | Vesna"
        description="Our store in Kyiv."
        canonicalPath="/visitUs"
        image="/api/images/store-map.svg"
        type="website"
      />,
    );
    expect(document.title).toBe('Visit Us | Vesna');
    expect(content('meta[name="description"]')).toBe('Our store in Kyiv.');
    expect(content('meta[property="og:title"]')).toBe('Visit Us | Vesna');
    expect(content('meta[property="og:description"]')).toBe('Our store in Kyiv.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost/visitUs',
    );
    expect(content('meta[property="og:url"]')).toBe('http://localhost/visitUs');
    // The shop's artwork as its 1200x630 PNG share card, as the API writes it into the HTML.
    expect(content('meta[property="og:image"]')).toBe('http://localhost/api/images/share/store-map.png');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:type"]')).toBe('image/png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:type"]')).toBe('website');
    // Reused, not added beside them.
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('meta[property="og:image"]')).toBe(1);
  });

  it('follows the page when its head changes, and removes a previous picture when told there is none', () => {
    const { rerender } = render(<Head title="A | Vesna" description="First" canonicalPath="/a" />);
    rerender(<Head title="B | Vesna" description="Second" canonicalPath="/b" image="/api/images/banners/hero.svg" />);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/api/images/share/banners/hero.png');
    rerender(<Head title="C | Vesna" description="Third" canonicalPath="/c" image={null} />);
    expect(document.title).toBe('C | Vesna');
    expect(content('meta[name="description"]')).toBe('Third');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/c');
    expect(count('meta[property="og:image"]')).toBe(0);
    expect(count('meta[property="og:image:width"]')).toBe(0);
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('leaves what a page does not give as it is', () => {
    render(<Head title="Only The Title | Vesna" />);
    expect(content('meta[name="description"]')).toBe('From the server');
    expect(content('meta[property="og:image"]')).toBe('http://localhost/p.svg');
  });
});

describe('useDocumentTitle', () => {
  function Page({ name }: { name: string }) {
    useDocumentTitle(name);
    return null;
  }

  it('sets "<Page> | Vesna" as the tab title and og:title', () => {
    render(<Page name="Careers" />);
    expect(document.title).toBe('Careers | Vesna');
    expect(content('meta[property="og:title"]')).toBe('Careers | Vesna');
  });
});
