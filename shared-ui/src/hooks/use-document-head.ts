import { useEffect } from 'react';

/**
 * What a page says about itself in the document's head (the same tags the API writes into the HTML it
 * answers for the page, see contracts' ROUTE_META). Every field is optional: a page sets what it knows
 * better than its route (a product its name, description and picture) and leaves the rest.
 */
export interface DocumentHead {
  /** The full tab title, e.g. "Visit Us | Vesna" (contracts' documentTitle). Also og:title. */
  title?: string;
  /** meta description and og:description. */
  description?: string;
  /** The page's one address as a path ("/collection?category=dresses"): link rel=canonical and og:url. */
  canonicalPath?: string;
  /** og:image as a path or URL; null removes a previous page's picture. */
  image?: string | null;
  /** og:type. */
  type?: 'website' | 'product';
}

function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

function canonicalLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  return link;
}

/**
 * Writes `head` into document.head, reusing the tags the server rendered (no duplicates), with absolute
 * URLs on the page's own origin. Call it only in effects and handlers: it touches the document.
 */
export function applyDocumentHead(head: DocumentHead): void {
  const origin = window.location.origin;
  if (head.title !== undefined) {
    document.title = head.title;
    metaTag('property', 'og:title').content = head.title;
  }
  if (head.description !== undefined) {
    metaTag('name', 'description').content = head.description;
    metaTag('property', 'og:description').content = head.description;
  }
  if (head.canonicalPath !== undefined) {
    const url = new URL(head.canonicalPath, origin).href;
    canonicalLink().href = url;
    metaTag('property', 'og:url').content = url;
  }
  if (head.image === null) document.head.querySelector('meta[property="og:image"]')?.remove();
  else if (head.image !== undefined) metaTag('property', 'og:image').content = new URL(head.image, origin).href;
  if (head.type !== undefined) metaTag('property', 'og:type').content = head.type;
}

/**
 * Keeps the document's head right while the page is shown: tab title, description, canonical link and
 * Open Graph tags. The shell sets every route's head from contracts' ROUTE_META as the shopper navigates;
 * a page calls this for what only it knows. Written in an effect, never during render (server rendering).
 */
export function useDocumentHead({ title, description, canonicalPath, image, type }: DocumentHead): void {
  useEffect(() => {
    applyDocumentHead({ title, description, canonicalPath, image, type });
  }, [title, description, canonicalPath, image, type]);
}
