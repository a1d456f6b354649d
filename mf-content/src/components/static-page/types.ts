import type { ReactNode } from 'react';

/**
 * One block of a section's body. A plain string is a paragraph; the object forms cover the few
 * richer shapes the content pages need, so a page stays data and the layout decides the markup.
 */
export type ContentBlock =
  | string
  | { paragraph: ReactNode }
  | { list: ReactNode[] }
  /** Terms and descriptions; `compact` keeps each pair on one line at every width (opening hours). */
  | { definitions: ReadonlyArray<{ term: string; description: ReactNode }>; compact?: boolean }
  | { address: string[] }
  /** A page's own component (an accordion, a set of tiles), placed as it is. */
  | { element: ReactNode };

export interface StaticSection {
  /** Anchor id of the section, also used by the "On this page" links. */
  id: string;
  heading: string;
  body: ContentBlock[];
}

export interface StaticPageContent {
  /** The h1, and the first part of the document title. */
  title: string;
  /** A short line above the title naming the group the page belongs to (e.g. "Help & Support"). */
  eyebrow?: string;
  /** The lead paragraph under the title. */
  intro: ReactNode;
  /** A wide image between the header and the sections. */
  hero?: ReactNode;
  sections: StaticSection[];
}
