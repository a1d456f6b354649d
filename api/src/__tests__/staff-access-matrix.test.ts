import { STAFF_OPERATION_ROLES, STAFF_ROLES, type StaffRole } from 'contracts/staff';
import { OPENAPI_PATH } from '../plugins/openapi';
import { asBearer, asBrowser, registerCustomer, type TestCustomer } from '../test-support/accounts';
import { asStaff, createStaff, type TestStaff } from '../test-support/staff';
import { useTestApp } from '../test-support/test-app';

// Issue 32: every operation the OpenAPI document lists under /api/staff refuses a guest (401), a customer
// (401, by cookie or Bearer) and a staff member whose role it does not admit (403), and lets the roles it
// admits through. The list comes from the document, so a new staff route cannot escape this test: it must
// say its roles in contracts' STAFF_OPERATION_ROLES, or be named below as needing no staff session.
const ctx = useTestApp();

/** Operations a visitor uses before there is a staff session: logging in and the setup link. */
const WITHOUT_SESSION = new Set([
  'POST /staff/session',
  'GET /staff/setup/:token',
  'POST /staff/setup/:token/password',
  'POST /staff/setup/:token/totp',
]);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  /** As STAFF_OPERATION_ROLES names it: relative to /api, `:param` syntax. */
  key: string;
  url: string;
}

let operations: Operation[] = [];
let customer: TestCustomer;
const staff = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  const document = (await ctx.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, object> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/staff/'))
    .flatMap(([path, byMethod]) =>
      Object.keys(byMethod)
        .map((method) => method.toUpperCase())
        .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
        .map((method) => ({
          method,
          key: `${method} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`,
          // Any well-formed value: the answer must come from the access check before the route looks.
          url: path.replace(/\{id\}/g, '100001').replace(/\{(\w+)\}/g, 'x'),
        })),
    );
  customer = await registerCustomer(ctx.app);
  for (const role of STAFF_ROLES) staff[role] = await createStaff(ctx.app, ctx.database.db, role);
});

const guarded = () => operations.filter(({ key }) => !WITHOUT_SESSION.has(key));
const payload = (method: Method) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('every staff operation in the OpenAPI document', () => {
  it('is listed (the matrix is not empty) and says which roles it admits', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(10);
    const unknown = guarded()
      .map(({ key }) => key)
      .filter((key) => !(key in STAFF_OPERATION_ROLES));
    expect(unknown).toEqual([]);
  });

  it('refuses a guest and a customer with 401', async () => {
    const wrong: string[] = [];
    for (const { method, key, url } of guarded()) {
      const base = { method, url, payload: payload(method) };
      const answers = [
        await ctx.app.inject({ ...base, headers: { 'sec-fetch-site': 'same-origin' } }),
        await ctx.app.inject(asBrowser(customer.token, base)),
        await ctx.app.inject(asBearer(customer.token, base)),
      ].map((res) => res.statusCode);
      if (answers.some((status) => status !== 401)) wrong.push(`${key}: ${answers.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a staff member of a role it does not admit with 403, and lets the others through', async () => {
    const wrong: string[] = [];
    for (const { method, key, url } of guarded()) {
      const admitted = STAFF_OPERATION_ROLES[key as keyof typeof STAFF_OPERATION_ROLES] ?? [];
      for (const role of STAFF_ROLES) {
        // Logging out would end the session the next operations use.
        if (key === 'DELETE /staff/session') continue;
        const { statusCode } = await ctx.app.inject(asStaff(staff[role], { method, url, payload: payload(method) }));
        const refused = statusCode === 401 || statusCode === 403;
        if (admitted.includes(role) ? refused : statusCode !== 403) wrong.push(`${key} as ${role}: ${statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
