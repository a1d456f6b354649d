import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider, createQueryClient } from 'shared-ui/state';
import { usePageHead, type Head } from '../use-page-head';

/** A page whose head is its query's answer, as a product page's is its product's. */
const head: Head = ({ params, origin }, queries) => {
  const name = queries.getQueryData<string | null>(['thing', params.id]);
  if (name === undefined) return undefined;
  if (name === null) return { status: 404 };
  return {
    title: `${name} | Vesna`,
    description: `All about ${name}.`,
    jsonLd: { name, url: `${origin}/${params.id}` },
  };
};

function Page() {
  usePageHead(head);
  return <Link to="/visitUs">Leave</Link>;
}

function renderPage(path: string) {
  const queries = createQueryClient();
  render(
    <QueryClientProvider value={queries}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:id" element={<Page />} />
          <Route path="/visitUs" element={<h1>Visit Us</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queries;
}

const jsonLd = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeEach(() => {
  // As the API answers a page with a head of its own: its JSON-LD is in the HTML before the shell starts.
  document.head.innerHTML =
    '<title>Product | Vesna</title><meta name="description" content="From the route">' +
    '<script type="application/ld+json" data-page-json-ld>{"name":"from the server"}</script>';
});

describe('usePageHead', () => {
  it("writes the page's head over the route's as its answers arrive, replacing the server's JSON-LD", () => {
    const queries = renderPage('/100001');
    // Nothing of its own yet: the route's head stays.
    expect(document.title).toBe('Product | Vesna');
    act(() => queries.setQueryData(['thing', '100001'], 'Linen Dress'));
    expect(document.title).toBe('Linen Dress | Vesna');
    expect(description()).toBe('All about Linen Dress.');
    expect(jsonLd().map((script) => JSON.parse(script.textContent!))).toEqual([
      { name: 'Linen Dress', url: 'http://localhost/100001' },
    ]);
    act(() => queries.setQueryData(['thing', '100001'], 'Silk </script> Dress'));
    expect(jsonLd()).toHaveLength(1);
    expect(jsonLd()[0].textContent).not.toContain('</script>');
    expect(JSON.parse(jsonLd()[0].textContent!).name).toBe('Silk </script> Dress');
  });

  it('takes its JSON-LD away with the page: it never outlives it', async () => {
    const queries = renderPage('/100001');
    act(() => queries.setQueryData(['thing', '100001'], 'Linen Dress'));
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(jsonLd()).toEqual([]);
  });

  it('gives a page that says 404 the not-found head, without JSON-LD', () => {
    const queries = renderPage('/999999');
    act(() => queries.setQueryData(['thing', '999999'], null));
    expect(document.title).toBe('Page Not Found | Vesna');
    expect(description()).toBe('Sorry, the page you are looking for does not exist or has been moved.');
    expect(jsonLd()).toEqual([]);
  });
});
