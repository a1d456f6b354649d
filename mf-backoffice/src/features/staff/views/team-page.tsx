import { capitalise } from 'contracts';
import { STAFF_ROLE_LABELS, type StaffMemberListItem } from 'contracts/staff';
import { Button, Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';
import { useDeactivateMember } from '../api/deactivate-member';
import { useMembers } from '../api/list-members';
import { InviteForm } from '../components/invite-form';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'never';

function DeactivateButton({ member }: { member: StaffMemberListItem }) {
  const deactivate = useDeactivateMember();
  if (member.status === 'deactivated') return <span css={{ color: theme.colors.textMuted }}>Deactivated</span>;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        loading={deactivate.pending}
        onClick={() => {
          if (window.confirm(`Deactivate ${member.name}? Their sessions end now; the audit log keeps their name.`))
            void deactivate.run(member.id).catch(() => undefined);
        }}
      >
        Deactivate {member.name}
      </Button>
      {deactivate.error && (
        <p role="alert" css={{ margin: 0, color: theme.colors.error }}>
          {deactivate.error.message}
        </p>
      )}
    </>
  );
}

/** The owner's team: every member with role, state and last login; invite; deactivate (never delete). */
export function TeamPage() {
  useDocumentTitle('Team');
  const members = useMembers();
  return (
    <>
      <PageHeading>Team</PageHeading>
      <section aria-labelledby="invite-heading" css={{ marginBottom: theme.space.xl }}>
        <h2
          id="invite-heading"
          css={{ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, marginBottom: theme.space.sm }}
        >
          Invite a member
        </h2>
        <InviteForm />
      </section>
      <h2 css={{ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, marginBottom: theme.space.sm }}>
        Members
      </h2>
      {members.isPending ? (
        <Spinner label="Loading the team" />
      ) : members.isError ? (
        <Notice tone="error">{members.error.message}</Notice>
      ) : (
        <div css={tableStyles.scroller}>
          <table css={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Last login</th>
                <th scope="col">Access</th>
              </tr>
            </thead>
            <tbody>
              {members.data.items.map((member) => (
                <tr key={member.id}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>{STAFF_ROLE_LABELS[member.role]}</td>
                  <td>{capitalise(member.status)}</td>
                  <td>{when(member.lastLoginAt)}</td>
                  <td>
                    <DeactivateButton member={member} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
