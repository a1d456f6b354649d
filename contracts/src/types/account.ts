/** A customer's review of a product (rate 1 to 5 in whole steps). */
export interface Feedback {
  id?: string;
  userId: string;
  productId: string;
  rate: number;
  content: string;
  customerName: string;
  customerSurname: string;
  /** ISO timestamp set by the server. */
  createdAt?: string;
}

/** A saved address (the address dialog and the shipping step). */
export interface Address {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  /** Street. */
  addressLine1: string;
  /** Apartment. */
  addressLine2?: string;
  zip: string;
  phone: string;
  default?: boolean;
}
