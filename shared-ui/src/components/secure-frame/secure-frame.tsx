import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { Button } from '../button/button';
import { theme } from '../../theme/theme';

/** How long a processor's frame may take to say it is ready before the shopper is offered Retry. */
export const SECURE_FRAME_TIMEOUT_MS = 15_000;

export type SecureFrameStatus = 'loading' | 'ready' | 'failed';

/**
 * Whether a payment processor's frame (the card field) is ready: `onReady` goes to the element's ready
 * event; past `timeoutMs` without it the status is `failed`; `retry` mounts the element again (`attempt`
 * is its React key).
 */
export function useSecureFrame(timeoutMs = SECURE_FRAME_TIMEOUT_MS) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; status: SecureFrameStatus } | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled((current) => (current?.attempt === attempt ? current : { attempt, status: 'failed' })),
      timeoutMs,
    );
    return () => clearTimeout(timer);
  }, [attempt, timeoutMs]);
  const onReady = useCallback(() => setSettled({ attempt, status: 'ready' }), [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: SecureFrameStatus = settled?.attempt === attempt ? settled.status : 'loading';
  return { status, attempt, onReady, retry };
}

const styles = {
  holder: css({ position: 'relative', minHeight: '3rem' }),
  cover: css({
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.sm,
    padding: theme.space.sm,
    background: theme.colors.surfaceMuted,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    textAlign: 'center',
  }),
};

/**
 * Holds the place of a processor's frame while it loads, at the frame's own size: "Loading the secure card
 * form…" (busy) instead of a blank box, and a message with Retry if the frame never says it is ready (the
 * processor is down). The frame itself is always mounted underneath, so it can load.
 */
export function SecureFrame({
  status,
  onRetry,
  children,
}: {
  status: SecureFrameStatus;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div css={styles.holder} aria-busy={status === 'loading'}>
      {children}
      {status === 'loading' && (
        <div css={styles.cover} role="status">
          Loading the secure card form…
        </div>
      )}
      {status === 'failed' && (
        <div css={styles.cover} role="alert">
          <p css={{ margin: 0 }}>The secure card form could not be loaded. Please try again.</p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
    </div>
  );
}
