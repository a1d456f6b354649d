/**
 * A page's own head, declared beside its first data (docs/server-rendering.md). An exposed page module may export
 * `head`: from the request and the query client it returns what the page says of its head (a product's title,
 * description, picture, JSON-LD, first photo, or a 404), read from the same query options its components read, or
 * undefined while those answers are not there. The server's render runs it after `firstData` (the API writes the
 * result into the HTML and answers its status); in the browser the page calls `usePageHead(head)`, so both heads
 * come from one function.
 */
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PAGE_JSON_LD_ATTRIBUTE, routeHead, withOwnHead, type PageOwnHead } from 'contracts';
import { applyDocumentHead } from './use-document-head';
import { useQueryClient, type QueryClient } from 'shared-ui/state';
import { type PageRequest } from '../data/page-query';

/** The request as a page's head sees it: a page request and the shop's origin (absolute links in JSON-LD). */
export interface HeadRequest extends PageRequest {
  origin: string;
}

/** Exported as `head` by an exposed page module. Pure: it only reads the query client (`getQueryData`). */
export type Head = (request: HeadRequest, queries: QueryClient) => PageOwnHead | undefined;

function writeJsonLd(data: unknown): HTMLScriptElement | null {
  // One per page: the server's (first load) or a previous page's gives way to this one.
  document.head.querySelectorAll(`script[${PAGE_JSON_LD_ATTRIBUTE}]`).forEach((script) => script.remove());
  if (data === undefined) return null;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(PAGE_JSON_LD_ATTRIBUTE, '');
  // JSON.stringify leaves "</script>" in a text as is; escaping "<" keeps the script closed.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.append(script);
  return script;
}

/**
 * Writes the page's `head` into document.head while the page is shown, again whenever the query client's answers
 * change (the feedback arriving after the product), and takes its JSON-LD away when the page goes. Only what the
 * page says is written: the shell's RouteHead has written the route's head before. Effects only (server rendering).
 */
export function usePageHead(head: Head): void {
  const queries = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    const request: HeadRequest = {
      pathname,
      params: JSON.parse(paramsKey) as HeadRequest['params'],
      searchParams: new URLSearchParams(search),
      origin: window.location.origin,
    };
    let written: string | null = null;
    let script: HTMLScriptElement | null = null;
    const write = () => {
      const own = head(request, queries);
      const key = JSON.stringify(own ?? null);
      if (key === written) return;
      written = key;
      if (!own) return;
      const whole = withOwnHead(routeHead(pathname, search), own).head;
      applyDocumentHead({
        title: whole.title,
        description: whole.description,
        image: own.status === 404 ? undefined : own.image,
        type: whole.type,
      });
      script = writeJsonLd(own.status === 404 ? undefined : own.jsonLd);
    };
    write();
    const stop = queries.getQueryCache().subscribe(write);
    return () => {
      stop();
      script?.remove();
    };
  }, [head, queries, pathname, search, paramsKey]);
}
