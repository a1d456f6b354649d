import type { StaffApiPath } from './staff-api-paths';

export type StaffRole = 'owner' | 'catalogue' | 'fulfilment';

export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'catalogue', 'fulfilment'];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  fulfilment: 'Fulfilment',
};

const CATALOGUE: readonly StaffRole[] = ['owner', 'catalogue'];
const OWNER: readonly StaffRole[] = ['owner'];
const FULFILMENT: readonly StaffRole[] = ['owner', 'fulfilment'];
const ANY: readonly StaffRole[] = STAFF_ROLES;

/**
 * The roles each staff operation admits (`METHOD path`), read by the API's requireStaff and by the back
 * office to hide what a role cannot do. Operations not listed need no staff session (login, setup link).
 */
export const STAFF_OPERATION_ROLES: Partial<
  Record<`${'GET' | 'POST' | 'PUT' | 'DELETE'} ${StaffApiPath}`, readonly StaffRole[]>
> = {
  'GET /staff/session': ANY,
  'DELETE /staff/session': ANY,
  'GET /staff/members': OWNER,
  'POST /staff/members': OWNER,
  'DELETE /staff/members/:id': OWNER,
  'GET /staff/tokens': ANY,
  'POST /staff/tokens': ANY,
  'DELETE /staff/tokens/:id': ANY,
  'GET /staff/audit': OWNER,
  'GET /staff/products': CATALOGUE,
  'POST /staff/products': CATALOGUE,
  'GET /staff/products/:id': CATALOGUE,
  'PUT /staff/products/:id': CATALOGUE,
  'POST /staff/products/bulk': CATALOGUE,
  'POST /staff/products/:id/stock': CATALOGUE,
  'GET /staff/products/:id/stock-history': CATALOGUE,
  'GET /staff/catalogue.csv': CATALOGUE,
  'POST /staff/catalogue/import': CATALOGUE,
  'GET /staff/products/:id/photos': CATALOGUE,
  'POST /staff/products/:id/photos': CATALOGUE,
  'PUT /staff/products/:id/photos/order': CATALOGUE,
  'PUT /staff/products/:id/photos/:photoId': CATALOGUE,
  'DELETE /staff/products/:id/photos/:photoId': CATALOGUE,
  // Customers (issue 34): owners and fulfilment (customer service) read them; a data-access export and an
  // account deletion are the owner's alone.
  'GET /staff/customers': ['owner', 'fulfilment'],
  'GET /staff/customers/:id': ['owner', 'fulfilment'],
  'GET /staff/customers/:id/export': OWNER,
  'DELETE /staff/customers/:id': OWNER,
  // The home page: every member sees the shop's day.
  'GET /staff/dashboard': ANY,
  'GET /staff/orders': FULFILMENT,
  'GET /staff/orders/:id': FULFILMENT,
  'POST /staff/orders/:id/shipments': FULFILMENT,
  'POST /staff/orders/:id/delivery': FULFILMENT,
  'POST /staff/orders/:id/cancellation': FULFILMENT,
  'POST /staff/orders/:id/refunds': FULFILMENT,
  'GET /staff/returns': FULFILMENT,
  'POST /staff/returns/:id/receipt': FULFILMENT,
  'POST /staff/returns/:id/replacement': FULFILMENT,
  'GET /staff/discount-codes': CATALOGUE,
  'POST /staff/discount-codes': CATALOGUE,
  'GET /staff/discount-codes/:id': CATALOGUE,
  'PUT /staff/discount-codes/:id': CATALOGUE,
  'POST /staff/discount-codes/:id/deactivate': CATALOGUE,
  // The command ships, cancels and refunds orders: part 2's fulfilment work, and the owner's.
  'POST /staff/command': ['owner', 'fulfilment'],
};

/** Whether `role` may call `METHOD path` (an operation that is not listed needs no role). */
export function staffRoleAllows(role: StaffRole, operation: keyof typeof STAFF_OPERATION_ROLES): boolean {
  const roles = STAFF_OPERATION_ROLES[operation];
  return roles === undefined || roles.includes(role);
}
