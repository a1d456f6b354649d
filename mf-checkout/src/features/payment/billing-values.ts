import type { Address, BillingAddress, SessionUser } from 'contracts';

/** The billing form of /payment (spec section 3, Billing form). */
export interface BillingFormValues {
  name: string;
  email: string;
  company: string;
  addressLine1: string;
  addressLine2: string;
  zip: string;
  country: string;
  city: string;
  phone: string;
  /** "Default": the fields filled from the profile and the default address. */
  defaultAddress: boolean;
  /** The spec's second flag; kept in the values for the schema, not shown (its meaning is not given). */
  alternativeAddress: boolean;
}

export const EMPTY_BILLING: BillingFormValues = {
  name: '',
  email: '',
  company: '',
  addressLine1: '',
  addressLine2: '',
  zip: '',
  country: '',
  city: '',
  phone: '',
  defaultAddress: false,
  alternativeAddress: false,
};

/** What ticking "Default" fills in: the name and e-mail from the profile, the rest from the default address. */
export function billingDefaults(user: SessionUser, address: Address | null): BillingFormValues {
  return {
    ...EMPTY_BILLING,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? '',
    city: address?.city ?? '',
    phone: address?.phone ?? user.phoneNumber ?? '',
    defaultAddress: true,
  };
}

/** The billing address sent with the purchase: trimmed, the optional fields left out when empty. */
export function toBillingAddress(values: BillingFormValues): BillingAddress {
  const billing: BillingAddress = {
    name: values.name.trim(),
    email: values.email.trim(),
    addressLine1: values.addressLine1.trim(),
    zip: values.zip.trim(),
    country: values.country.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
  };
  if (values.addressLine2.trim()) billing.addressLine2 = values.addressLine2.trim();
  if (values.company.trim()) billing.company = values.company.trim();
  return billing;
}
