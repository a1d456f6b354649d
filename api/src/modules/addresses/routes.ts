import type { FastifyInstance } from 'fastify';
import { API_PATHS, type AddressSaved, type DefaultAddressResponse } from 'contracts';
import { addressSchema, type AddressInput } from 'contracts/schemas';
import { notFound } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { objectBody, validateWith } from '../../validation';
import type { AccountsContext } from '../accounts-context';
import { selectDefaultAddress, upsertAddress, updateDefaultAddress, type AddressFields } from './queries';
import { addressSchemas } from './route-schemas';

export const ADDRESS_ADDED = 'You have successfully added a new address.';
export const ADDRESS_UPDATED = 'You have successfully updated your address.';
export const NO_ADDRESS = 'No address saved yet';

const fieldsOf = (a: AddressInput): AddressFields => ({
  email: a.email.trim(),
  firstName: a.firstName.trim(),
  lastName: a.lastName.trim(),
  country: a.country.trim(),
  city: a.city.trim(),
  addressLine1: a.addressLine1.trim(),
  addressLine2: a.addressLine2.trim(),
  zip: a.zip,
  phone: a.phone,
});

/**
 * The customer's address book: one address, her default, which the profile and the shipping step use.
 * POST saves it (a repeated POST replaces it), PUT changes it.
 */
export async function addressRoutes(app: FastifyInstance, { db }: AccountsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.get(
    API_PATHS.addressDefault,
    { schema: addressSchemas.get },
    async (request): Promise<DefaultAddressResponse> => ({
      address: await selectDefaultAddress(db, customerIdOf(request)),
    }),
  );

  app.post(API_PATHS.address, { schema: addressSchemas.save }, async (request, reply) => {
    const customerId = customerIdOf(request);
    const input = await validateWith(
      addressSchema,
      objectBody(request.body, '{"email","firstName",...,"default": true}'),
    );
    // `default` is accepted for the form's sake: the one address a customer has is always her default.
    const address = await upsertAddress(db, customerId, fieldsOf(input));
    return reply.code(201).send({ address, message: ADDRESS_ADDED } satisfies AddressSaved);
  });

  app.put(API_PATHS.address, { schema: addressSchemas.update }, async (request): Promise<AddressSaved> => {
    const customerId = customerIdOf(request);
    const body = objectBody(request.body, '{"newAddress": {...}}');
    const input = await validateWith(addressSchema, body.newAddress ?? {});
    const address = await updateDefaultAddress(db, customerId, fieldsOf(input));
    if (!address) throw notFound(NO_ADDRESS);
    return { address, message: ADDRESS_UPDATED };
  });
}
