import { Component, createElement, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * The search panel, the mini bag and the mobile menu are mounted only while open, so their code is
 * fetched on first use instead of on every first visit (about 3 KB gz). The header starts the fetch
 * as soon as a pointer or the focus reaches a button (`preload`), so the panel is usually there
 * before the click lands.
 */
type Loader<P> = () => Promise<ComponentType<P>>;

export type LazyPanel<P> = {
  Component: ComponentType<P>;
  preload: () => void;
  /** After a failed fetch: the next open fetches again instead of replaying the failure. */
  reset: () => void;
};

function lazyPanel<P extends object>(load: Loader<P>): LazyPanel<P> {
  const panel = {} as LazyPanel<P>;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const make = () => lazy(async () => ({ default: await start() }));
  let current = make();
  // A stable component: the lazy inside it can be swapped by reset() without remounting the header.
  panel.Component = (props: P) => createElement(current as unknown as ComponentType<object>, props);
  panel.preload = () => {
    start().catch(() => panel.reset());
  };
  panel.reset = () => {
    loading = null;
    current = make();
  };
  return panel;
}

export const searchPanel = lazyPanel(() => import('../search/search-panel').then((m) => m.SearchPanel));
export const miniBag = lazyPanel(() => import('../mini-bag/mini-bag').then((m) => m.MiniBag));
export const mobileMenu = lazyPanel(() => import('./mobile-menu').then((m) => m.MobileMenu));

type BoundaryProps = { onFail: () => void; children: ReactNode };

/**
 * A panel whose code could not be fetched (offline, a deploy in between) closes again instead of
 * taking the whole page down; the error is logged and the next open tries again.
 */
export class PanelBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a header panel failed to load', error);
    for (const panel of [searchPanel, miniBag, mobileMenu]) panel.reset();
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
