import { staffRoleAllows, type StaffRole } from 'contracts/staff';

export interface StaffMenuItem {
  to: string;
  label: string;
  /** Active only on this exact path (the home page), not on every page below it. */
  end?: boolean;
}

/**
 * The menu a role sees, from the contract's operation roles (the same table the API's requireStaff reads), so
 * a link is shown exactly when its page's data would be allowed.
 */
export function staffMenuFor(role: StaffRole): StaffMenuItem[] {
  const items: StaffMenuItem[] = [{ to: '/staff', label: 'Home', end: true }];
  if (staffRoleAllows(role, 'GET /staff/orders')) items.push({ to: '/staff/orders', label: 'Orders' });
  if (staffRoleAllows(role, 'GET /staff/returns')) items.push({ to: '/staff/returns', label: 'Returns' });
  if (staffRoleAllows(role, 'GET /staff/products')) items.push({ to: '/staff/products', label: 'Products' });
  if (staffRoleAllows(role, 'GET /staff/customers')) items.push({ to: '/staff/customers', label: 'Customers' });
  if (staffRoleAllows(role, 'GET /staff/discount-codes'))
    items.push({ to: '/staff/discount-codes', label: 'Discount codes' });
  if (staffRoleAllows(role, 'GET /staff/members')) items.push({ to: '/staff/team', label: 'Team' });
  if (staffRoleAllows(role, 'GET /staff/audit')) items.push({ to: '/staff/audit', label: 'Audit log' });
  return items;
}
