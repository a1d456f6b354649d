import { act, cloneElement, Suspense, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnApproach } from '../hydrate-on-approach';

// hydrateRoot outside Testing Library: tell React this environment waits for act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** IntersectionObserver (jsdom has none): `approach()` tells every observer its elements came into view. */
const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
function approach() {
  for (const { callback, elements } of [...observers])
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}
/** requestIdleCallback, run only when the test says the browser is idle. */
let idleCallbacks: (() => void)[] = [];
const idle = () => {
  const due = idleCallbacks;
  idleCallbacks = [];
  due.forEach((callback) => callback());
};

// Idle callbacks are kept from test to test: the gate module asks for one idle period at a time.
beforeEach(() => {
  observers.length = 0;
  Object.assign(window, {
    IntersectionObserver: FakeIntersectionObserver,
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
  });
});

/**
 * The HTML a server renders for a region (the server's own render of the component, where there is no
 * document, is held to the same markup by hydrate-on-approach.server.test.tsx).
 */
export function ServerRegion({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }} data-hydrate-on-approach="">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

type RegionProps = { onAdd: () => void; renders: string[]; label?: string; server?: boolean };
function Region({ onAdd, renders, label = 'Add', server = false }: RegionProps) {
  renders.push(label);
  const Wrapper = server ? ServerRegion : HydrateOnApproach;
  return (
    <Wrapper>
      <Counted renders={renders} />
      <button type="button" onClick={onAdd}>
        {label}
      </button>
    </Wrapper>
  );
}
function Counted({ renders }: { renders: string[] }) {
  renders.push('region');
  return <p>Below the fold</p>;
}

async function hydrated(element: ReactElement<RegionProps>) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(cloneElement(element, { server: true }));
  const serverMarkup = container.innerHTML;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return { container, serverMarkup, errors, root };
}

const button = (container: HTMLElement) => container.querySelector('button')!;

describe('HydrateOnApproach', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it("keeps the server's markup without hydrating it until the region comes near the viewport", async () => {
    const renders: string[] = [];
    const onAdd = jest.fn();
    const { container, serverMarkup, errors } = await hydrated(<Region onAdd={onAdd} renders={renders} />);
    renders.length = 0;
    // The region's content was not rendered in the browser, and its markup is the server's.
    expect(renders).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.textContent).toBe('Below the foldAdd');

    await act(async () => approach());
    expect(renders).toEqual(['region']);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(errors.mock.calls).toEqual([]);
    await act(async () => button(container).click());
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('holds a click on its button before it hydrated, hydrates, and clicks it again once', async () => {
    const onAdd = jest.fn();
    const { container } = await hydrated(<Region onAdd={onAdd} renders={[]} />);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      button(container).dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('hydrates on a focus inside it, and when the browser is idle', async () => {
    const renders: string[] = [];
    const { container } = await hydrated(<Region onAdd={() => undefined} renders={renders} />);
    renders.length = 0;
    await act(async () => button(container).dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(renders).toEqual(['region']);

    const second: string[] = [];
    await hydrated(<Region onAdd={() => undefined} renders={second} />);
    second.length = 0;
    await act(async () => idle());
    expect(second).toEqual(['region']);
  });

  it('hydrates at once when the page gives it new content before it came near (nothing is lost)', async () => {
    const renders: string[] = [];
    const { container, root } = await hydrated(<Region onAdd={() => undefined} renders={renders} />);
    await act(async () => root.render(<Region onAdd={() => undefined} renders={renders} label="Added" />));
    expect(button(container).textContent).toBe('Added');
    expect(container.textContent).toBe('Below the foldAdded');
  });

  it('renders its content at once in a page the browser renders alone', async () => {
    const onAdd = jest.fn();
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Region onAdd={onAdd} renders={[]} />));
    expect(container.textContent).toBe('Below the foldAdd');
    await act(async () => button(container).click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });
});
