import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { staffRoleAllows, type StaffMember } from 'contracts/staff';
import { Button, Spinner, theme, Notice } from 'shared-ui';
import { StaffLayout } from '../components/staff-layout';
import { useStaffSession } from '../features/auth/api/get-staff-session';
import { SESSION_ENDED_PATH, sessionEndedByServer, useSessionEnd } from '../features/auth/hooks/use-session-end';
import { LoginPage } from '../features/auth/views/login-page';
import { SetupPage } from '../features/auth/views/setup-page';
import { CatalogueImportPage } from '../features/catalogue-csv/views/catalogue-import-page';
import { CustomerListPage } from '../features/customers/views/customer-list-page';
import { CustomerPage } from '../features/customers/views/customer-page';
import { AuditPage } from '../features/audit/views/audit-page';
import { HomePage } from '../features/home/home-page';
import { DiscountCodeEditorPage } from '../features/discount-codes/views/discount-code-editor-page';
import { DiscountCodesPage } from '../features/discount-codes/views/discount-codes-page';
import { ProductEditorPage } from '../features/products/views/product-editor-page';
import { ProductListPage } from '../features/products/views/product-list-page';
import { TeamPage } from '../features/staff/views/team-page';
import { OrderListPage } from '../features/orders/views/order-list-page';
import { OrderPage } from '../features/orders/views/order-page';
import { PackingSlipPage } from '../features/orders/views/packing-slip-page';
import { ReturnsPage } from '../features/orders/views/returns-page';

type Operation = Parameters<typeof staffRoleAllows>[1];

/** The pages below /staff that need a role, each with the operation (its data's route) the role must be allowed. */
const MEMBER_PAGES: { path: string; operation: Operation; Page: () => ReactNode }[] = [
  { path: 'products', operation: 'GET /staff/products', Page: ProductListPage },
  { path: 'products/import', operation: 'POST /staff/catalogue/import', Page: CatalogueImportPage },
  { path: 'products/new', operation: 'POST /staff/products', Page: ProductEditorPage },
  { path: 'products/:id', operation: 'GET /staff/products/:id', Page: ProductEditorPage },
  { path: 'customers', operation: 'GET /staff/customers', Page: CustomerListPage },
  { path: 'customers/:id', operation: 'GET /staff/customers/:id', Page: CustomerPage },
  { path: 'orders', operation: 'GET /staff/orders', Page: OrderListPage },
  { path: 'orders/:id', operation: 'GET /staff/orders/:id', Page: OrderPage },
  { path: 'orders/:id/packing-slip', operation: 'GET /staff/orders/:id', Page: PackingSlipPage },
  { path: 'returns', operation: 'GET /staff/returns', Page: ReturnsPage },
  { path: 'discount-codes', operation: 'GET /staff/discount-codes', Page: DiscountCodesPage },
  { path: 'discount-codes/new', operation: 'POST /staff/discount-codes', Page: DiscountCodeEditorPage },
  { path: 'discount-codes/:id', operation: 'GET /staff/discount-codes/:id', Page: DiscountCodeEditorPage },
  { path: 'team', operation: 'GET /staff/members', Page: TeamPage },
  { path: 'audit', operation: 'GET /staff/audit', Page: AuditPage },
];

/** A page only the roles allowed `operation` (its data's route) may open; others are told so. */
function Allowed({ member, operation, children }: { member: StaffMember; operation: Operation; children: ReactNode }) {
  if (staffRoleAllows(member.role, operation)) return children;
  return <Notice tone="warning">Your role cannot open this page. Ask an owner if you need it.</Notice>;
}

function Loading() {
  return (
    <div css={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner label="Loading the back office" />
    </div>
  );
}

/** Every page that needs a staff session: the login page without one, the layout and the member's pages with one. */
function MemberPages() {
  const session = useStaffSession();
  const location = useLocation();
  const member = session.data;
  useSessionEnd(member);
  if (session.isPending) return <Loading />;
  if (session.isError)
    return (
      <div css={{ padding: theme.space.lg }}>
        <Notice tone="error">
          <p>The back office cannot reach the shop right now.</p>
          <p>
            <Button size="small" variant="secondary" onClick={() => void session.refetch()}>
              Try again
            </Button>
          </p>
        </Notice>
      </div>
    );
  if (!member)
    return (
      <Navigate
        to={sessionEndedByServer() ? SESSION_ENDED_PATH : '/staff/login'}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  return (
    <StaffLayout member={member}>
      <Routes>
        <Route index element={<HomePage member={member} />} />
        {MEMBER_PAGES.map(({ path, operation, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Allowed member={member} operation={operation}>
                <Page />
              </Allowed>
            }
          />
        ))}
        <Route path="*" element={<Notice>There is no such page in the back office.</Notice>} />
      </Routes>
    </StaffLayout>
  );
}

/**
 * The back office at /staff/*, rendered in the browser only (the shell hands it the whole path): the setup link
 * and the login page are open to anyone, every other page needs a staff session.
 */
export function BackOfficeApp() {
  return (
    <Routes>
      <Route path="setup" element={<SetupPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="*" element={<MemberPages />} />
    </Routes>
  );
}
