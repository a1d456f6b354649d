import type { Address, SessionUser, ShippingDetails } from 'contracts';
import type { AddressInput } from 'contracts/schemas';

/** The /info form's values: the shipping details and the two choices (spec section 3, Address). */
export interface ShippingFormValues {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  country: string;
  zip: string;
  phone: string;
  saveInfo: boolean;
  newsOffers: boolean;
}

/**
 * What the form starts with: the details kept from an earlier visit of /info in this page's life, else
 * the default address, else the profile's name, e-mail and phone.
 */
export function shippingInitialValues(
  kept: ShippingDetails | null,
  address: Address | null,
  user: SessionUser,
): ShippingFormValues {
  const from = kept ?? address;
  return {
    email: from?.email ?? user.email,
    firstName: from?.firstName ?? user.firstName,
    lastName: from?.lastName ?? user.lastName,
    company: kept?.company ?? '',
    addressLine1: from?.addressLine1 ?? '',
    addressLine2: from?.addressLine2 ?? '',
    city: from?.city ?? '',
    country: from?.country ?? '',
    zip: from?.zip ?? '',
    phone: from?.phone ?? user.phoneNumber ?? '',
    saveInfo: false,
    newsOffers: false,
  };
}

/** The details sent with the purchase: trimmed, the optional fields left out when empty. */
export function toShippingDetails(values: ShippingFormValues): ShippingDetails {
  const details: ShippingDetails = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    country: values.country.trim(),
    city: values.city.trim(),
    addressLine1: values.addressLine1.trim(),
    zip: values.zip.trim(),
    phone: values.phone.trim(),
  };
  if (values.addressLine2.trim()) details.addressLine2 = values.addressLine2.trim();
  if (values.company.trim()) details.company = values.company.trim();
  return details;
}

/** The details as the address book stores them (POST/PUT /address): the saved default address. */
export function toAddressInput(details: ShippingDetails): AddressInput {
  const { company: _company, ...address } = details;
  return { ...address, addressLine2: details.addressLine2 ?? '', default: true };
}
