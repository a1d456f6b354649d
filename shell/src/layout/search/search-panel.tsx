import { useEffect, useRef, useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH, TIMINGS } from 'contracts';
import { Container, TextField, useDebouncedValue } from 'shared-ui';
import { SearchResultCard } from './search-result-card';
import { useSearchResults } from './get-search-results';

type Props = {
  onClose: () => void;
};

/**
 * The header's search panel. Mounted only while open, so closing it (outside click, Escape, a
 * result link) also clears the query and the results. Searches after a 500 ms typing pause.
 * Keyboard: ArrowDown/ArrowUp move the focus from the field through the results' links and back,
 * Enter opens the focused product, Escape closes.
 */
export function SearchPanel({ onClose }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const text = useDebouncedValue(query.trim(), TIMINGS.searchDebounceMs);
  // null: nothing searched yet (or the field was emptied, or the search failed); []: the search found nothing.
  const results = useSearchResults(text);

  // The shopper opened the panel to type: take them to the field (instead of `autoFocus`, which
  // the linter rightly reserves for page loads; this panel only ever mounts on the shopper's click).
  useEffect(() => {
    panelRef.current?.querySelector<HTMLInputElement>('#shell-search')?.focus();
  }, []);

  // Real focus moves (not aria-activedescendant): a result is a card with a link, not a listbox option,
  // so the link itself takes the focus and Enter follows it like any link.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onArrow = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = [...panel.querySelectorAll<HTMLElement>('[data-search-result-link]')];
      const field = panel.querySelector<HTMLElement>('#shell-search');
      if (links.length === 0 || !field) return;
      const stops = [field, ...links];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
      stops[next].focus();
    };
    panel.addEventListener('keydown', onArrow);
    return () => panel.removeEventListener('keydown', onArrow);
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || panelRef.current?.contains(target)) return;
      // The header's search button toggles the panel itself.
      if (target.closest?.('[data-search-toggle]')) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    <div
      ref={panelRef}
      role="search"
      aria-label="Search products"
      css={(theme) => ({
        position: 'absolute',
        left: 0,
        right: 0,
        top: '100%',
        zIndex: 2,
        background: theme.colors.surface,
        borderTop: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.raised,
        maxHeight: 'calc(100vh - 140px)',
        overflowY: 'auto',
        padding: `${theme.space.lg} 0`,
      })}
    >
      <Container>
        <form onSubmit={(event) => event.preventDefault()} css={{ maxWidth: 720, margin: '0 auto' }}>
          <TextField
            id="shell-search"
            label="Search"
            type="search"
            autoComplete="off"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder="Dresses, linen, silk…"
            value={query}
            css={{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none' } }}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <div aria-live="polite" css={{ maxWidth: 720, margin: '0 auto' }}>
          {results !== null && results.length === 0 && (
            <p css={(theme) => ({ padding: `${theme.space.lg} 0`, color: theme.colors.textMuted })}>
              No products found
            </p>
          )}
          {results !== null && results.length > 0 && (
            <ul role="list" aria-label="Search results" css={(theme) => ({ '&&': { marginTop: theme.space.xs } })}>
              {results.map((product) => (
                <SearchResultCard key={product.id} product={product} onNavigate={onClose} />
              ))}
            </ul>
          )}
        </div>
      </Container>
    </div>
  );
}
