import { object, string, type InferType } from 'yup';
import type { Color, Size } from '../types/catalog';
import type { OrderStatus } from '../types/checkout-api';
import { tooLongMessage } from '../schemas/fields';
import { wholeNumberField } from '../schemas/catalogue-query-schema';

// The back office's customers (issue 34, point 3): the list's query and what the customer pages show.
// Card data is brand, last four digits and expiry only: the processor keeps the card itself.

export const STAFF_CUSTOMERS_MAX_PER_PAGE = 100;

/** GET /staff/customers's query: a search in name and e-mail, and a page. */
export const staffCustomerListQuerySchema = object({
  q: string().trim().max(100, tooLongMessage('Search', 100)).default(''),
  page: wholeNumberField('Page', 1, 10_000).default(1),
  perPage: wholeNumberField('perPage', 1, STAFF_CUSTOMERS_MAX_PER_PAGE).default(25),
});
export type StaffCustomerListQuery = InferType<typeof staffCustomerListQuerySchema>;

export interface StaffCustomerListItem {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  orders: number;
}

export interface StaffCustomerList {
  items: StaffCustomerListItem[];
  total: number;
}

export interface StaffCustomerOrder {
  number: number;
  status: OrderStatus;
  createdAt: string;
  /** Dollars, as charged; `refunded` what the processor has given back so far. */
  total: number;
  refunded: number;
}

export interface StaffCustomerReturn {
  number: number;
  orderNumber: number;
  status: 'requested' | 'received' | 'refunded';
  requestedAt: string;
  /** Dollars; null until the items are received. */
  refund: number | null;
}

export interface StaffCustomerBackInStock {
  productId: string;
  productName: string;
  color: Color;
  size: Size;
  createdAt: string;
}

export interface StaffCustomerCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface StaffCustomerDetail {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  createdAt: string;
  orders: StaffCustomerOrder[];
  returns: StaffCustomerReturn[];
  /** Her address's newsletter subscription, null when she never subscribed. */
  newsletter: { status: 'pending' | 'confirmed' | 'unsubscribed'; since: string } | null;
  backInStock: StaffCustomerBackInStock[];
  card: StaffCustomerCard | null;
}

/** DELETE /staff/customers/:id: what was kept of her orders (the accounting record, without her). */
export interface StaffCustomerDeleted {
  deleted: true;
  ordersKept: number;
}
