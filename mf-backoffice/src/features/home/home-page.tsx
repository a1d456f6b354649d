import { Link } from 'react-router-dom';
import { STAFF_ROLE_LABELS, type StaffMember } from 'contracts/staff';
import { theme, useDocumentTitle } from 'shared-ui';
import { Notice } from 'shared-ui/forms';
import { PageHeading } from 'shared-ui/on-demand';
import { staffMenuFor } from '../../components/staff-menu';

/** What a member can do here: the sections of the role's menu, or, for fulfilment, honestly nothing yet. */
export function HomePage({ member }: { member: StaffMember }) {
  useDocumentTitle('Back office');
  const sections = staffMenuFor(member.role).filter((item) => item.to !== '/staff');
  return (
    <>
      <PageHeading subtitle={`${STAFF_ROLE_LABELS[member.role]} · ${member.email}`}>Hello, {member.name}</PageHeading>
      {sections.length === 0 ? (
        <Notice>
          Orders, returns and customers come to the back office with its second part. There is nothing for the
          fulfilment role to do here yet.
        </Notice>
      ) : (
        <ul role="list" css={{ display: 'grid', gap: theme.space.sm }}>
          {sections.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} css={{ fontSize: theme.fontSizes.lg, color: theme.colors.text }}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
