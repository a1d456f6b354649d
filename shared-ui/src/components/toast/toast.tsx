import { css, keyframes } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { layoutVars, theme } from '../../theme/theme';
import { mq } from '../../theme/mq';
import { CloseIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { useShopEvent } from '../../events/events';
import { dismissToast, showToast, toastsAtom, type ActiveToast } from './toast-store';
import type { ToastOptions, ToastPosition, ToastTone } from './toast-types';

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

function TimedToast({ toast, onDismiss }: { toast: ActiveToast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (toast.durationMs <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return <Toast message={toast.message} tone={toast.tone} onDismiss={() => onDismiss(toast.id)} />;
}

const normalise = (position: ToastPosition): 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right' =>
  position === 'top' ? 'top-center' : position === 'bottom' ? 'bottom-center' : position;

// Top toasts start below the shell's sticky header (its height is a custom property the shell keeps
// current), so a toast never covers the wordmark, the bag or the menu.
const belowHeader = `calc(var(${layoutVars.headerHeight}, 0px) + ${theme.space.md})`;

const regionStyles = {
  'top-center': { top: belowHeader, alignItems: 'center' },
  'top-right': { top: belowHeader, alignItems: 'flex-end' },
  'bottom-center': { bottom: theme.space.md, alignItems: 'center' },
  'bottom-right': { bottom: theme.space.md, alignItems: 'flex-end' },
} as const;

/**
 * Renders every toast. The shell mounts it ONCE near the root. It also listens to the `toast:show`
 * event, so any remote can show a toast with `emitShopEvent('toast:show', { message })`.
 */
export function Toaster() {
  const store = useStore();
  const toasts = useAtomValue(toastsAtom, { store });
  useShopEvent('toast:show', (options) => {
    if (options && typeof options.message === 'string') showToast(options, store);
  });
  const onDismiss = useMemo(() => (id: string) => dismissToast(id, store), [store]);

  // Every region is always in the DOM, so assistive technology already watches it when a toast arrives.
  const groups = new Map<ReturnType<typeof normalise>, ActiveToast[]>(
    (['top-center', 'top-right', 'bottom-center', 'bottom-right'] as const).map((position) => [position, []]),
  );
  for (const toast of toasts) {
    const position = normalise(toast.position);
    groups.set(position, [...(groups.get(position) ?? []), toast]);
  }

  return (
    <>
      {[...groups.entries()].map(([position, group]) => (
        <div
          key={position}
          data-position={position}
          css={css`
            position: fixed;
            left: ${theme.space.md};
            right: ${theme.space.md};
            z-index: ${theme.zIndices.toast};
            display: flex;
            flex-direction: column;
            gap: ${theme.space.xs};
            pointer-events: none;
            ${mq.tablet} {
              left: auto;
              right: ${theme.space.lg};
              width: 380px;
              ${position.endsWith('center') ? 'left: 50%; right: auto; transform: translateX(-50%);' : ''}
            }
          `}
          style={regionStyles[position]}
        >
          {group.map((toast) => (
            <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * Shows toasts from any component: `const toast = useToast(); toast.show({ message, tone: 'error' })`.
 * Needs the shell's Toaster on the page to be visible.
 */
export function useToast() {
  const store = useStore();
  return useMemo(
    () => ({
      show: (options: ToastOptions) => showToast(options, store),
      dismiss: (id: string) => dismissToast(id, store),
    }),
    [store],
  );
}
