/** A product id is six digits ("100001" is the first); `/:id` routes match nothing else. */
export const PRODUCT_ID_PATTERN = /^\d{6}$/;
