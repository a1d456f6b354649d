import type { ComponentType } from 'react';

/**
 * Remote pages already loaded, by id (`mf_product/ProductPage`): the server loads the route's page before
 * it renders, the browser loads the same page before it hydrates, so the first render has it at once.
 */
const pages = new Map<string, ComponentType>();

export function rememberLoadedPage(id: string, page: ComponentType): void {
  pages.set(id, page);
}

export function loadedPage(id: string): ComponentType | undefined {
  return pages.get(id);
}

/** A page module as `loadRemote` resolves it: the page is its default export (or the module itself). */
export type PageModule = { default: ComponentType; firstData?: unknown; head?: unknown };

export function pageOf(loaded: PageModule | ComponentType | null | undefined): ComponentType | null {
  if (!loaded) return null;
  const page = typeof loaded === 'function' ? loaded : loaded.default;
  return typeof page === 'function' || typeof page === 'object' ? page : null;
}
