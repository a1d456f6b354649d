import { useState } from 'react';
import { Button, Spinner, theme, Notice } from 'shared-ui';
import { type SessionUser } from 'shared-ui/state';
import { AddressDialog, type AddressDialogMode } from '../components/address-dialog';
import { AddressSummary } from '../components/address-summary';
import { LoadFailed } from '../components/load-failed';
import { TabPanel, cardBlock } from '../components/tab-panel';
import { useSavedResource } from '../hooks/use-saved-resource';
import { savedAddressQuery } from '../saved-queries';

const blockHeading = {
  fontFamily: theme.fonts.display,
  fontWeight: theme.fontWeights.medium,
  fontSize: theme.fontSizes.lg,
  margin: `0 0 ${theme.space.sm}`,
};

/**
 * Address tab (spec section 2): none saved → "No address added yet" and "Add a new address"; one
 * saved → "Current Address" and "Update current address". Both open the address dialog.
 */
export function AddressTab({ user }: { user: SessionUser }) {
  const { state, set, reload } = useSavedResource(savedAddressQuery);
  const [mode, setMode] = useState<AddressDialogMode | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  let body;
  if (state.status === 'loading') body = <Spinner label="Loading your address" centered />;
  else if (state.status === 'failed') body = <LoadFailed what="address" onRetry={reload} />;
  else if (!state.value)
    body = (
      <div css={cardBlock}>
        <p css={{ marginBottom: theme.space.md, color: theme.colors.textMuted }}>No address added yet</p>
        <Button onClick={() => setMode('add')}>Add a new address</Button>
      </div>
    );
  else
    body = (
      <div css={cardBlock}>
        <h3 css={blockHeading}>Current Address</h3>
        <AddressSummary address={state.value} />
        <Button variant="secondary" css={{ marginTop: theme.space.md }} onClick={() => setMode('update')}>
          Update current address
        </Button>
      </div>
    );

  return (
    <TabPanel title="Address" intro="The address we fill in for you at checkout.">
      {message && <Notice tone="success">{message}</Notice>}
      {body}
      <AddressDialog
        mode={mode}
        current={state.status === 'ready' ? state.value : null}
        user={user}
        onClose={() => setMode(null)}
        onSaved={(address, text) => {
          // The server's answer is the saved address: this tab and the checkout's prefill show it at once.
          set(address);
          setMode(null);
          setMessage(text);
        }}
      />
    </TabPanel>
  );
}
