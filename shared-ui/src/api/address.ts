/**
 * The customer's one default address (/api/address...): the profile's Address tab and
 * the shipping step. Identity comes from the session cookie; no user id is sent.
 */
import { API_PATHS, type Address, type AddressSaved, type DefaultAddressResponse } from 'contracts';
import type { AddressInput } from 'contracts/schemas';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** GET /address/default: the default address, or null when none is saved yet. */
export async function getDefaultAddress(options: RequestOptions = {}): Promise<Address | null> {
  const { data } = await apiClient.get<DefaultAddressResponse>(API_PATHS.addressDefault, {
    signal: options.signal,
  });
  return data.address ?? null;
}

/** POST /address: saves the first address (addressSchema's fields); 201. */
export async function addAddress(input: AddressInput, options: RequestOptions = {}): Promise<AddressSaved> {
  const { data } = await apiClient.post<AddressSaved>(API_PATHS.address, input, { signal: options.signal });
  return data;
}

/** PUT /address {newAddress}: replaces the saved address; 404 when there is none yet (use addAddress). */
export async function updateAddress(input: AddressInput, options: RequestOptions = {}): Promise<AddressSaved> {
  const { data } = await apiClient.put<AddressSaved>(
    API_PATHS.address,
    { newAddress: input },
    { signal: options.signal },
  );
  return data;
}
