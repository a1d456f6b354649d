import { css, keyframes } from '@emotion/react';
import { useEffect } from 'react';
import { theme } from '../../theme/theme';
import { CloseIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import type { ActiveToast } from './toast-store';
import type { ToastTone } from './toast-types';

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const toneColors: Record<ToastTone, { bar: string; background: string }> = {
  info: { bar: theme.colors.text, background: theme.colors.surface },
  success: { bar: theme.colors.success, background: theme.colors.surface },
  warning: { bar: theme.colors.warning, background: theme.colors.surface },
  error: { bar: theme.colors.error, background: theme.colors.surface },
};

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  /** Shows a close button when given. */
  onDismiss?: () => void;
}

/**
 * One toast. Errors use role="alert" (read at once); the others role="status" (read politely).
 * Usually rendered by Toaster; exported for inline notices too.
 */
export function Toast({ message, tone = 'info', onDismiss }: ToastProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={css`
        display: flex;
        align-items: center;
        gap: ${theme.space.sm};
        width: 100%;
        padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.md};
        border-left: 4px solid ${toneColors[tone].bar};
        border-radius: ${theme.radii.square};
        background: ${toneColors[tone].background};
        box-shadow: ${theme.shadows.toast};
        color: ${theme.colors.text};
        font-size: ${theme.fontSizes.sm};
        pointer-events: auto;
        animation: ${slideIn} ${theme.transitions.base};
      `}
    >
      <p css={{ flex: 1, margin: 0 }}>{message}</p>
      {onDismiss && (
        <IconButton label="Dismiss notification" size="small" onClick={onDismiss}>
          <CloseIcon size={18} />
        </IconButton>
      )}
    </div>
  );
}

export function TimedToast({ toast, onDismiss }: { toast: ActiveToast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (toast.durationMs <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return <Toast message={toast.message} tone={toast.tone} onDismiss={() => onDismiss(toast.id)} />;
}
