import { SERVER_DATA_ELEMENT_ID } from 'contracts';
import type { ServerQueries } from 'shared-ui/state';
import type { RemoteDefinition } from './composition/load-remotes-config';
import type { ServerRegion } from './composition/server-region';

/**
 * What the server hands the browser in the page's JSON block: the first data the page rendered with
 * (the query client, dehydrated), what it did with the route's remote, and the remotes it rendered with, so the
 * browser hydrates from the same answers and the same remote builds without asking again.
 */
export interface ServerData {
  queries: ServerQueries;
  region: ServerRegion | null;
  remotes: RemoteDefinition[];
}

/**
 * JSON for a <script type="application/json">: "<" escaped, so a product text holding "</script>" cannot
 * end the element; U+2028/2029 escaped for old parsers. JSON.parse reads them back unchanged.
 */
export function serialiseServerData(data: ServerData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The block the server wrote, or null for a page the browser renders alone (the fallback HTML). */
export function readServerData(doc: Document = document): ServerData | null {
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch {
    return null;
  }
}
