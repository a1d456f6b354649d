import type { RenderedPage } from 'contracts';

const ROOT = /<div id="?root"?>\s*<\/div>/i;
/** The build's note for browsers without JavaScript: a rendered page shows its content to them. */
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/i;

/** The shell's index.html (with the page's head) carrying the server's markup, styles and data. */
export function injectRenderedPage(html: string, rendered: RenderedPage): string {
  if (!ROOT.test(html)) return html;
  const withBody = html.replace(NOSCRIPT, '').replace(ROOT, () => `<div id="root">${rendered.body}</div>`);
  const headEnd = withBody.search(/<\/head>/i);
  if (headEnd === -1) return withBody;
  return `${withBody.slice(0, headEnd)}${rendered.head}\n  ${withBody.slice(headEnd)}`;
}
