import { useEffect } from 'react';
import { documentTitle, type Product } from 'contracts';
import { useDocumentHead } from 'shared-ui';
import { metaDescription, productStructuredData, type FeedbackSummary } from '../product-structured-data';

/** Marks the product's JSON-LD script (the API writes one with the same mark into the page's HTML). */
const JSON_LD_ATTRIBUTE = 'data-product-json-ld';

/**
 * The product's tab title ("<name> | Vesna"), meta description, og:image and og:type, and its schema.org
 * Product JSON-LD, while the page is shown. Written in effects (never during render, so a server render
 * stays pure); the shell's RouteHead gives the next page its own head.
 */
export function useProductHead(product: Product, feedback?: FeedbackSummary | null): void {
  useDocumentHead({
    title: documentTitle(product.name),
    description: metaDescription(product),
    image: product.image[0] ?? null,
    type: 'product',
  });

  const average = feedback?.average ?? null;
  const count = feedback?.count ?? 0;
  useEffect(() => {
    const data = productStructuredData(product, window.location.origin, { average, count });
    // One Product per page: the server's (first load) or a previous product's gives way to this one.
    document.head.querySelectorAll(`script[${JSON_LD_ATTRIBUTE}]`).forEach((script) => script.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, '');
    // JSON.stringify leaves "</script>" in a description as is; escaping "<" keeps the script closed.
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [product, average, count]);
}
