import { useEffect } from 'react';
import { SHARE_IMAGE, shareImageUrl } from 'contracts';

/**
 * What a page says about itself in the document's head (the same tags the API writes into the HTML it
 * answers for the page, see the head column of contracts' route table). Every field is optional: a page sets what it knows
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

const IMAGE_SIZE_TAGS = ['og:image:type', 'og:image:width', 'og:image:height'] as const;

/** og:image as the API writes it: the artwork's 1200x630 PNG share card, its size, and the twitter card. */
function applyImage(image: string | null, origin: string): void {
  const shareImage = image === null ? null : shareImageUrl(image);
  if (shareImage === null) document.head.querySelector('meta[property="og:image"]')?.remove();
  else metaTag('property', 'og:image').content = new URL(shareImage, origin).href;
  if (shareImage !== null && shareImage !== image) {
    const sizes = [SHARE_IMAGE.type, String(SHARE_IMAGE.width), String(SHARE_IMAGE.height)];
    IMAGE_SIZE_TAGS.forEach((key, index) => (metaTag('property', key).content = sizes[index]));
  } else {
    IMAGE_SIZE_TAGS.forEach((key) => document.head.querySelector(`meta[property="${key}"]`)?.remove());
  }
  metaTag('name', 'twitter:card').content = shareImage === null ? 'summary' : 'summary_large_image';
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
  if (head.image !== undefined) applyImage(head.image, origin);
  if (head.type !== undefined) metaTag('property', 'og:type').content = head.type;
}

/**
 * Keeps the document's head right while the page is shown: tab title, description, canonical link and
 * Open Graph tags. The shell sets every route's head from contracts' route table as the shopper navigates;
 * a page calls this for what only it knows. Written in an effect, never during render (server rendering).
 */
export function useDocumentHead({ title, description, canonicalPath, image, type }: DocumentHead): void {
  useEffect(() => {
    applyDocumentHead({ title, description, canonicalPath, image, type });
  }, [title, description, canonicalPath, image, type]);
}
