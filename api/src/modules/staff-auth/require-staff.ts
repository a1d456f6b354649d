import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffMember, StaffRole } from 'contracts/staff';
import { HttpError } from '../../http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The staff member of this request (the `vesna_staff` cookie, or a staff API token sent as
     * `Authorization: Bearer vst_…`), resolved only under /api/staff; null otherwise. Never a customer.
     */
    staff: StaffMember | null;
  }
}

export const NOT_STAFF = 'Staff login required';
export const ROLE_REFUSED = 'Your role does not allow this';

/**
 * preHandler of every staff route: 401 without a staff session (a customer's session does not count),
 * 403 when the member's role is not among `roles` (none given: any role).
 *   app.post(path, { preHandler: requireStaff('owner', 'catalogue') }, handler)
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async function requireStaffRole(request: FastifyRequest) {
    const staff = request.staff;
    if (!staff) throw new HttpError(401, NOT_STAFF);
    if (roles.length > 0 && !roles.includes(staff.role)) throw new HttpError(403, ROLE_REFUSED);
  };
}

/** The member inside a route guarded by requireStaff. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new HttpError(401, NOT_STAFF);
  return request.staff;
}
