import { Button, theme, Notice } from 'shared-ui';

/** A tab whose data could not be loaded: what happened and a Retry button. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div css={{ display: 'grid', gap: theme.space.md, justifyItems: 'start' }}>
      <Notice tone="error">We could not load your {what}. Please check your connection and try again.</Notice>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
