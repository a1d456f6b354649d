import { useState } from 'react';
import { Form, Formik } from 'formik';
import { STAFF_ROLES, inviteSchema, type InviteInput } from 'contracts/staff';
import { Button, FormTextField, Notice, formStyles } from 'shared-ui';
import { FormSelect } from '../../../components/form-select';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useInviteMember } from '../api/invite-member';
import { FormFailure } from '../../../components/form-failure';

const EMPTY: InviteInput = { email: '', name: '', role: '' as InviteInput['role'] };

/** An owner invites a member: the one-time setup link goes to the e-mail through the shop's mail queue. */
export function InviteForm() {
  const invite = useInviteMember();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Formik<InviteInput>
      initialValues={EMPTY}
      validationSchema={inviteSchema}
      onSubmit={async (values, helpers) => {
        setSent(null);
        try {
          const member = await invite.run(inviteSchema.cast(values) as InviteInput);
          setSent(`Invitation sent to ${member.email}. The link works once, for 24 hours.`);
          helpers.resetForm();
        } catch (error) {
          helpers.setErrors(serverFieldErrors<InviteInput>(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Invite a member" css={[formStyles.stack, { maxWidth: 560 }]}>
          <div css={formStyles.pair}>
            <FormTextField name="email" type="email" label="Email" required />
            <FormTextField name="name" label="Name" required />
          </div>
          <FormSelect name="role" label="Role" placeholder="Choose a role" options={STAFF_ROLES} idPrefix="invite" />
          <FormFailure error={invite.error} />
          {sent && <Notice tone="success">{sent}</Notice>}
          <div css={formStyles.actions}>
            <Button type="submit" loading={isSubmitting}>
              Send invitation
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
