import type { BillingAddress, ShippingDetails } from 'contracts';
import { billingSchema, shippingSchema } from 'contracts/schemas';
import { number, object, string } from 'yup';
import { badRequest } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';

/**
 * POST /purchase's body: the shipping form (shippingSchema) under `shippingDetails`, the billing form
 * (billingSchema) under `paymentDetails.billingAddress`, the billing name and receipt e-mail at the top
 * (billingSchema's rules). Field keys in a 400 are the dotted paths: `shippingDetails.zip`,
 * `paymentDetails.billingAddress.city`. No price, tax or total in the body is trusted; `totalPrice` is
 * only compared with the server's total.
 */
export const purchaseSchema = billingSchema.pick(['name', 'email']).shape({
  currency: string().oneOf(['usd'], 'Currency must be usd').optional(),
  totalPrice: number()
    .typeError('totalPrice must be the total in dollars, e.g. 61.49')
    .required('totalPrice is required'),
  shippingDetails: shippingSchema,
  discountCode: string().max(64, 'discountCode must be at most 64 characters').optional(),
  paymentDetails: object({
    method: string()
      .required('paymentDetails.method is required')
      .oneOf(['card', 'saved-card'], "paymentDetails.method must be 'card' or 'saved-card'"),
    currency: string().oneOf(['usd'], 'Currency must be usd').optional(),
    billingAddress: billingSchema,
  }),
});

export interface PurchaseInput {
  name: string;
  email: string;
  totalCents: number;
  method: 'card' | 'saved-card';
  shipping: ShippingDetails;
  billing: BillingAddress;
  /** The bag's discount code, upper case, when the shopper added one (checked again by the purchase). */
  discountCode?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export async function readPurchase(body: unknown): Promise<PurchaseInput> {
  const raw = objectBody(body, '{"name","email","totalPrice","shippingDetails":{...},"paymentDetails":{...}}');
  // A missing or malformed section is validated as empty, so every one of its fields gets its message.
  const payment = record(raw.paymentDetails);
  const value = {
    ...raw,
    shippingDetails: record(raw.shippingDetails),
    paymentDetails: { ...payment, billingAddress: record(payment.billingAddress) },
  };
  const input = await validateWith(purchaseSchema, value);
  if (!Number.isFinite(input.totalPrice))
    throw badRequest('totalPrice is required', { totalPrice: 'totalPrice is required' });
  const s = input.shippingDetails;
  const b = input.paymentDetails.billingAddress;
  return {
    name: input.name,
    email: input.email,
    totalCents: Math.round(Number((input.totalPrice * 100).toPrecision(12))),
    method: input.paymentDetails.method as 'card' | 'saved-card',
    ...(input.discountCode?.trim() ? { discountCode: input.discountCode.trim().toUpperCase() } : {}),
    // Only the form's fields are kept (never whatever else the body carried).
    shipping: {
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      country: s.country,
      city: s.city,
      addressLine1: s.addressLine1,
      addressLine2: optionalText(s.addressLine2),
      zip: s.zip,
      phone: s.phone,
      company: optionalText(s.company),
    },
    billing: {
      name: b.name,
      email: b.email,
      company: optionalText(b.company),
      addressLine1: b.addressLine1,
      addressLine2: optionalText(b.addressLine2),
      zip: b.zip,
      country: b.country,
      city: b.city,
      phone: b.phone,
    },
  };
}

/** The Idempotency-Key header: 1-255 visible ASCII characters, or absent. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  return value;
}
