import { PAGE_JSON_LD_ATTRIBUTE, SHARE_IMAGE, SITE_NAME, shareImageUrl, type WholePageHead } from 'contracts';

/** Text for an HTML attribute value or element content: every character that could end it is escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json">: "<" (so "</script>" in a description cannot close the
 * element), ">" and "&" as JSON escapes, which parse back to the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The route's head with the page's own: its JSON-LD and the image to preload besides the tags. */
export type HeadForHtml = WholePageHead;

/** The tags a page's head gets, with absolute URLs on `origin` (the shop's public origin). */
export function renderHeadTags(head: HeadForHtml, origin: string): string {
  const url = `${origin}${head.canonicalPath}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const preload = head.imagePreload;
  const tags = [
    // First: the browser starts the page's largest image while it reads the rest of the head.
    ...(preload
      ? [
          `<link rel="preload" as="image" type="${escapeHtml(preload.type)}" imagesrcset="${escapeHtml(preload.imageSrcSet)}" imagesizes="${escapeHtml(preload.imageSizes)}" fetchpriority="high" />`,
        ]
      : []),
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
  ];
  if (head.image) {
    // The shop's artwork as the 1200x630 PNG link previews need (they ignore or crop SVG).
    const image = shareImageUrl(head.image);
    tags.push(meta('property', 'og:image', new URL(image, `${origin}/`).href));
    if (image !== head.image) {
      tags.push(meta('property', 'og:image:type', SHARE_IMAGE.type));
      tags.push(meta('property', 'og:image:width', String(SHARE_IMAGE.width)));
      tags.push(meta('property', 'og:image:height', String(SHARE_IMAGE.height)));
    }
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json" ${PAGE_JSON_LD_ATTRIBUTE}>${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
/** The build's own description (HtmlWebpackPlugin's `meta`; minified: `name=description`), replaced by the page's. */
const DESCRIPTION = /\s*<meta\s+name=(["']?)description\1(?=[\s/>])[^>]*>/gi;

/**
 * The shell's index.html with a page's head: its title in place of the build's, the build's description
 * dropped, and the page's tags at the end of <head>.
 */
export function injectHead(indexHtml: string, head: HeadForHtml, origin: string): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const hasTitle = TITLE.test(indexHtml);
  // Functions as replacements: a "$" in a product's text must not be read as a replacement pattern.
  const html = (hasTitle ? indexHtml.replace(TITLE, () => title) : indexHtml).replace(DESCRIPTION, () => '');
  const insert = `${hasTitle ? '' : `${title}\n    `}${renderHeadTags(head, origin)}`;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return `${insert}\n${html}`;
  return `${html.slice(0, headEnd)}\n    ${insert}\n  ${html.slice(headEnd)}`;
}
