import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { atom, createStore } from 'jotai';
import { useHydratedAtomValue } from '../hydrated-atom-value';

// hydrateRoot outside Testing Library: tell React this environment waits for act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NONE: string[] = [];
const listAtom = atom<string[]>([]);

/** Hydrates the server's HTML of a component reading `listAtom`, and answers what each render showed. */
async function hydrateWith(stored: string[]): Promise<string[]> {
  const renders: string[] = [];
  function Hearts({ store }: { store: ReturnType<typeof createStore> }) {
    const ids = useHydratedAtomValue(store, listAtom, NONE, (value) => value.length === 0);
    renders.push(ids.join(',') || 'none');
    return <p>{ids.length}</p>;
  }
  const serverStore = createStore();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Hearts store={serverStore} />);
  renders.length = 0;
  const browserStore = createStore();
  browserStore.set(listAtom, stored);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <Hearts store={browserStore} />);
  });
  expect(errors.mock.calls).toEqual([]);
  errors.mockRestore();
  expect(container.textContent).toBe(String(stored.length));
  return renders;
}

describe('useHydratedAtomValue', () => {
  it("hydrates with the server's value, then shows what the browser holds", async () => {
    expect(await hydrateWith(['100001', '100002'])).toEqual(['none', '100001,100002']);
  });

  it('renders once when what the browser holds is what the server rendered (no second render)', async () => {
    expect(await hydrateWith([])).toEqual(['none']);
  });
});
