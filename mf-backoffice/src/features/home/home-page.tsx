import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { capitalise, formatMoney } from 'contracts';
import { STAFF_ROLE_LABELS, staffRoleAllows, type StaffDashboard, type StaffMember } from 'contracts/staff';
import { Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { staffMenuFor } from '../../components/staff-menu';
import { tableStyles } from '../../components/table-styles';
import { useDashboard } from './api/get-dashboard';

// uPlot (about 20 KB br) comes with the chart only: the home page's figures show before it arrives.
const OrdersChart = lazy(() => import('./components/orders-chart'));

const { space, colors, fontSizes, radii } = theme;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div
      css={{
        display: 'grid',
        gap: space.xxs,
        padding: space.md,
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radii.soft,
      }}
    >
      <dt css={{ fontSize: fontSizes.sm, color: colors.textMuted }}>{label}</dt>
      <dd css={{ margin: 0, fontSize: fontSizes.xl }}>{value}</dd>
    </div>
  );
}

function Dashboard({ figures }: { figures: StaffDashboard }) {
  const { today } = figures;
  return (
    <div css={{ display: 'grid', gap: space.lg }}>
      <section aria-labelledby="today-heading" css={{ display: 'grid', gap: space.sm }}>
        <h2 id="today-heading" css={{ fontSize: fontSizes.lg, margin: 0 }}>
          Today in Kyiv ({new Date(`${today.date}T12:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long' })})
        </h2>
        <dl
          css={{
            display: 'grid',
            gap: space.sm,
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
            margin: 0,
          }}
        >
          <Figure label="Orders" value={String(today.orders)} />
          <Figure label="Revenue" value={formatMoney(today.revenue)} />
          <Figure label="Units" value={String(today.units)} />
          <Figure label="Returns waiting" value={String(figures.returnsWaiting)} />
          <Figure label="Exchanges waiting" value={String(figures.exchangesWaiting)} />
        </dl>
      </section>
      <section aria-labelledby="days-heading" css={{ display: 'grid', gap: space.sm }}>
        <h2 id="days-heading" css={{ fontSize: fontSizes.lg, margin: 0 }}>
          The last {figures.days.length} days
        </h2>
        <p css={{ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted }}>
          Bars: orders (left). Line: revenue (right).
        </p>
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <OrdersChart days={figures.days} />
        </Suspense>
      </section>
      <section aria-labelledby="low-heading" css={{ display: 'grid', gap: space.sm }}>
        <h2 id="low-heading" css={{ fontSize: fontSizes.lg, margin: 0 }}>
          Sizes low in stock
        </h2>
        {figures.lowStock.length === 0 ? (
          <p css={{ margin: 0 }}>Every size of every published product has more than 3 in stock.</p>
        ) : (
          <div css={tableStyles.scroller}>
            {/* Four short columns: they fit a phone, the names wrap (no sideways scroll hiding the stock). */}
            <table css={[tableStyles.table, { minWidth: 0 }]}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Colour</th>
                  <th scope="col">Size</th>
                  <th scope="col" css={tableStyles.numeric}>
                    In stock
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.lowStock.map((s) => (
                  <tr key={`${s.productId}-${s.color}-${s.size}`}>
                    <td>
                      <Link to={`/staff/products/${s.productId}`}>{s.name}</Link>
                    </td>
                    <td>{capitalise(s.color)}</td>
                    <td>{s.size.toUpperCase()}</td>
                    <td css={tableStyles.numeric}>{s.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

/** The member's home: the shop's day and 30 days (one staff route), and the sections of the role's menu. */
export function HomePage({ member }: { member: StaffMember }) {
  useDocumentTitle('Back office');
  const canSeeDashboard = staffRoleAllows(member.role, 'GET /staff/dashboard');
  const dashboard = useDashboard(canSeeDashboard);
  const sections = staffMenuFor(member.role).filter((item) => item.to !== '/staff');
  return (
    <>
      <PageHeading subtitle={`${STAFF_ROLE_LABELS[member.role]} · ${member.email}`}>Hello, {member.name}</PageHeading>
      <div css={{ display: 'grid', gap: space.lg }}>
        {canSeeDashboard &&
          (dashboard.isPending ? (
            <Spinner label="Loading today's figures" />
          ) : dashboard.isError ? (
            <Notice tone="error">Today&apos;s figures could not be loaded: {dashboard.error.message}</Notice>
          ) : (
            <Dashboard figures={dashboard.data} />
          ))}
        {sections.length > 0 && (
          <nav aria-label="Sections">
            <ul role="list" css={{ display: 'flex', flexWrap: 'wrap', gap: space.md }}>
              {sections.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} css={{ fontSize: fontSizes.lg, color: colors.text }}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
