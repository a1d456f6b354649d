import { useState } from 'react';
import type { StaffCustomerDeleted, StaffCustomerDetail } from 'contracts/staff';
import { Button, TextField, theme, Notice, Dialog } from 'shared-ui';
import { useDeleteCustomer } from '../api/delete-customer';

/**
 * The owner's confirmation before an account goes: she types the customer's e-mail, so a slip of the mouse
 * deletes nobody. What stays (the paid orders, without her) is said before, not after.
 */
export function DeleteCustomerDialog({
  customer,
  open,
  onClose,
  onDeleted,
}: {
  customer: StaffCustomerDetail;
  open: boolean;
  onClose: () => void;
  onDeleted: (result: StaffCustomerDeleted) => void;
}) {
  const remove = useDeleteCustomer();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toLowerCase() === customer.email.toLowerCase();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={`Delete ${customer.firstName} ${customer.lastName}'s account?`}
      footer={
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!confirmed}
            loading={remove.pending}
            onClick={() =>
              void remove
                .run(customer.id)
                .then(onDeleted)
                .catch(() => null)
            }
          >
            Delete the account
          </Button>
        </div>
      }
    >
      <div css={{ display: 'grid', gap: theme.space.sm }}>
        <p css={{ margin: 0 }}>
          Her profile, addresses, card, wish list, bag, reviews, subscriptions and mail are deleted. Her paid orders
          stay in the shop&apos;s accounts, without her name, e-mail and addresses. This cannot be undone.
        </p>
        <TextField
          label={`Type ${customer.email} to confirm`}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.error && <Notice tone="error">The account was not deleted: {remove.error.message}</Notice>}
      </div>
    </Dialog>
  );
}
