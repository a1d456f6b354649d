import { useEffect } from 'react';
import type { Product } from 'contracts';
import { useDocumentTitle } from 'shared-ui';
import { metaDescription, productStructuredData, type FeedbackSummary } from '../product-structured-data';

/** Marks the JSON-LD script this page adds, so only ours is ever removed. */
const JSON_LD_ATTRIBUTE = 'data-product-json-ld';

/**
 * The product's tab title ("<name> | Vesna"), meta description and schema.org Product JSON-LD while
 * the page is shown. Written in effects (never during render, so a server render stays pure); on leave
 * the JSON-LD goes and the shop's own description comes back.
 */
export function useProductHead(product: Product, feedback?: FeedbackSummary | null): void {
  useDocumentTitle(product.name);

  const description = metaDescription(product);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);

  const average = feedback?.average ?? null;
  const count = feedback?.count ?? 0;
  useEffect(() => {
    const data = productStructuredData(product, window.location.origin, { average, count });
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, '');
    // JSON.stringify leaves "</script>" in a description as is; escaping "<" keeps the script closed.
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [product, average, count]);
}
