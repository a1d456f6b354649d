import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render-page';
import { StaticPage } from '../static-page';
import type { StaticPageContent } from '../types';

const content: StaticPageContent = {
  title: 'Sample',
  eyebrow: 'Group',
  intro: 'The lead.',
  sections: [
    { id: 'one', heading: 'One', body: ['First paragraph.', { list: ['a', 'b'] }] },
    { id: 'two', heading: 'Two', body: [{ definitions: [{ term: 'Term', description: 'Meaning' }] }] },
    { id: 'three', heading: 'Three', body: [{ address: ['Line 1', 'Line 2'] }] },
    { id: 'four', heading: 'Four', body: [{ paragraph: <strong>Bold</strong> }] },
  ],
};

describe('StaticPage', () => {
  beforeAll(() => {
    // jsdom has no layout, so scrolling is a no-op we only need to exist.
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('renders title, lead and one labelled region per section', () => {
    renderPage(<StaticPage content={content} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sample' })).toBeInTheDocument();
    expect(screen.getByText('The lead.')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.id)).toEqual(['one', 'two', 'three', 'four']);
    expect(screen.getByText('a').tagName).toBe('LI');
    expect(screen.getByText('Meaning').tagName).toBe('DD');
    expect(document.querySelector('address')?.textContent).toBe('Line 1Line 2');
  });

  it('moves focus to a section from "On this page" without changing the URL', async () => {
    renderPage(<StaticPage content={content} />);
    // The list is hidden below the desktop breakpoint, and jsdom applies no media queries.
    await userEvent.click(screen.getByRole('link', { name: 'Three', hidden: true }));
    expect(screen.getByRole('heading', { level: 2, name: 'Three' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('lists the sections under "On this page" for long pages', () => {
    renderPage(<StaticPage content={content} />);
    const nav = document.querySelector('nav[aria-label="On this page"]');
    expect(Array.from(nav?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'))).toEqual([
      '#one',
      '#two',
      '#three',
      '#four',
    ]);
  });

  it('leaves out "On this page" for short pages', () => {
    renderPage(<StaticPage content={{ ...content, sections: content.sections.slice(0, 2) }} />);
    expect(document.querySelector('nav[aria-label="On this page"]')).not.toBeInTheDocument();
  });
});
