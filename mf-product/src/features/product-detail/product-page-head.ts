import { documentTitle } from 'contracts';
import { metaDescription, productPhotoPreload, productStructuredData } from 'contracts/seo';
import { productQueryOptions, productFeedbackQueryOptions, type Head } from 'shared-ui';

/**
 * The product page's head, from the answers its components read (the product and its feedback): its name as the
 * title, its description, first picture, schema.org Product JSON-LD (rated from the feedback when there is some)
 * and the first photo the address's colour shows, to preload; a 404 when there is no such product. The server's
 * render writes it into the HTML, the page into document.head (usePageHead); undefined while the product is not read.
 */
export const productPageHead: Head = ({ params, searchParams, origin }, queries) => {
  const id = params.id ?? '';
  const product = queries.getQueryData(productQueryOptions(id).queryKey);
  if (product === undefined) return undefined;
  if (product === null) return { status: 404 };
  const feedback = queries.getQueryData(productFeedbackQueryOptions(id).queryKey);
  return {
    title: documentTitle(product.name),
    description: metaDescription(product),
    image: product.image[0],
    type: 'product',
    jsonLd: productStructuredData(product, origin, feedback ?? null),
    imagePreload: productPhotoPreload(product, searchParams.toString()) ?? undefined,
  };
};
