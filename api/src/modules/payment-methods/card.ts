import type { CardBrand } from 'contracts';

const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'discover'];

/** The processor's card brand ('visa', 'mastercard', 'amex', 'discover', 'jcb', ...) as contracts' CardBrand. */
export function cardBrandOf(processorBrand: string | null | undefined): CardBrand {
  const brand = (processorBrand ?? '').toLowerCase() as CardBrand;
  return BRANDS.includes(brand) ? brand : 'unknown';
}
