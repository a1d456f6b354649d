import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { holdEarlyClicks, markHydrated } from '../hydration-gate';
import { tap } from './tap';

function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <header><button id="menu">Open menu</button></header>
      <main id="main" data-hydration-part="page">
        <button id="add"><span id="label">Add to Cart</span></button>
        <input id="agree" type="checkbox" />
        <a id="link" href="#elsewhere"><span id="inside-link">Dresses</span></a>
        <p id="text">Only 2 left</p>
      </main>
      <footer><form data-hydration-part="newsletter"><button id="subscribe" type="button">Subscribe</button></form></footer>
    </div>
    <button id="outside">Not the shop's markup</button>`;
  const $ = (id: string) => document.getElementById(id)!;
  const clicks: string[] = [];
  // What the hydrated page would do (React's listener is on the root, below the document).
  document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  return { $, clicks, root: $('root') };
}

/** The replays run in a task of their own, after the effect that marked the part hydrated. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  markHydrated('page');
  markHydrated('newsletter');
  jest.useRealTimers();
});

describe('clicks before the server markup has hydrated', () => {
  it('holds a click on a control of the page and clicks it again, once, when the page has hydrated', async () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    const early = tap($('label'));
    tap($('add'));
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    markHydrated('layout');
    await nextTask();
    expect(clicks).toEqual([]); // the page has not hydrated yet
    markHydrated('page');
    expect(clicks).toEqual([]); // not inside the effect that said so
    await nextTask();
    expect(clicks).toEqual(['add']);
    tap($('add'));
    expect(clicks).toEqual(['add', 'add']);
  });

  it('listens before the parser has written the root, and holds a click on the page it writes later', async () => {
    document.body.innerHTML = '';
    let written: Element | null = null;
    holdEarlyClicks(() => written);
    const { $, clicks, root } = serverPage();
    written = root;
    tap($('add'));
    expect(clicks).toEqual([]);
    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual(['add']);
  });

  it('shows at once, in the same task as the click, that a held click was taken, until it is answered', async () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    tap($('label'));
    expect($('add')).toHaveAttribute('aria-busy', 'true');
    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual(['add']);
    expect($('add')).not.toHaveAttribute('aria-busy');
  });

  it('keeps a link clicked after a held click behind it, so both happen in the order she clicked', async () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    tap($('add'));
    const onLink = tap($('inside-link'));
    expect(onLink.defaultPrevented).toBe(true);
    markHydrated('layout');
    await nextTask();
    expect(clicks).toEqual([]); // the link waits for the held Add to Cart, not only for its own part
    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual(['add', 'link']);
  });

  it('does not undo a held "open" of a disclosure that an earlier held click opened already', async () => {
    const { $, clicks, root } = serverPage();
    $('menu').setAttribute('aria-expanded', 'false');
    holdEarlyClicks(root);
    tap($('add'));
    tap($('menu'));
    $('menu').setAttribute('aria-expanded', 'true'); // what the replayed Add to Cart did (it opens the bag)
    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual(['add']);
    expect($('menu')).not.toHaveAttribute('aria-busy');
  });

  it("holds the layout's controls until the layout has hydrated, not until the page has", async () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    tap($('menu'));
    tap($('add'));
    expect(clicks).toEqual([]);
    markHydrated('layout');
    await nextTask();
    expect(clicks).toEqual(['menu']);
    tap($('menu'));
    expect(clicks).toEqual(['menu', 'menu']);
    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual(['menu', 'menu', 'add']);
  });

  it("holds the newsletter's Subscribe until the form has hydrated, which may come after the page", async () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    tap($('subscribe'));
    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual([]);
    markHydrated('newsletter');
    await nextTask();
    expect(clicks).toEqual(['subscribe']);
    tap($('add'));
    expect(clicks).toEqual(['subscribe', 'add']);
  });

  it('leaves links, checkboxes, text and what is outside the server markup alone', () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    const onLink = tap($('inside-link'));
    tap($('agree'));
    expect(($('agree') as HTMLInputElement).checked).toBe(true);
    tap($('text'));
    tap($('outside'));
    expect(onLink.defaultPrevented).toBe(false);
    expect(clicks).toEqual(['inside-link', 'agree', 'text', 'outside']);
  });

  it('drops what it held when nothing hydrates in time, and then lets clicks through', () => {
    jest.useFakeTimers();
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root, { maxWaitMs: 1000 });
    tap($('add'));
    jest.advanceTimersByTime(1000);
    markHydrated('page');
    jest.runAllTimers();
    expect(clicks).toEqual([]);
    tap($('add'));
    expect(clicks).toEqual(['add']);
  });

  it('clicks the new control in the same place when React rendered the region again, or none if it changed', async () => {
    const { $, clicks, root } = serverPage();
    holdEarlyClicks(root);
    tap($('add'));
    tap($('subscribe'));
    // The page's region rendered again in the browser: the same button, new nodes (the click handler
    // below records the id, so the new one gets the old id).
    $('main').innerHTML = $('main').innerHTML;
    // The footer's form rendered again with another button: no counterpart with the same text.
    $('subscribe').closest('form')!.innerHTML = '<button id="sign-up" type="button">Sign up</button>';
    markHydrated('page');
    markHydrated('newsletter');
    await nextTask();
    expect(clicks).toEqual(['add']);
  });
});

describe('typing before the server markup has hydrated', () => {
  type Sent = { email: string; note: string; agree: boolean };

  function SignUp({ onSend }: { onSend: (sent: Sent) => void }) {
    const [email, setEmail] = useState('');
    const [note, setNote] = useState('');
    const [agree, setAgree] = useState(false);
    useEffect(() => markHydrated('page'), []);
    return (
      <main data-hydration-part="page">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend({ email, note, agree });
          }}
        >
          <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
          <input
            aria-label="Agree"
            type="checkbox"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
          />
          <button type="submit">Send</button>
        </form>
      </main>
    );
  }

  it('hands what was typed and ticked to React when the page hydrates, before the held click', async () => {
    const sent: Sent[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<SignUp onSend={(value) => sent.push(value)} />);
    holdEarlyClicks(container);
    container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value = 'olena@example.com';
    container.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Size M, please';
    container.querySelector<HTMLInputElement>('input[aria-label="Agree"]')!.checked = true;
    tap(container.querySelector('button')!);

    render(<SignUp onSend={(value) => sent.push(value)} />, { container, hydrate: true });
    await act(nextTask);
    expect(sent).toEqual([{ email: 'olena@example.com', note: 'Size M, please', agree: true }]);
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value).toBe('olena@example.com');
  });
});
