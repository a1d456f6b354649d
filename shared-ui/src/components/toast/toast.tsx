import { css } from '@emotion/react';
import { lazy, Suspense, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { layoutVars, theme } from '../../theme/theme';
import { mq } from '../../theme/mq';
import { useShopEvent } from '../../events/events';
import { dismissToast, showToast, toastsAtom, type ActiveToast } from './toast-store';
import type { ToastOptions, ToastPosition } from './toast-types';

// A toast's own look comes with the first toast of the page, never with every first visit: the regions below are
// always on the page (assistive technology watches them), the toasts in them are not.
const TimedToast = lazy(() => import('./toast-card').then(({ TimedToast: Card }) => ({ default: Card })));

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
          {group.length > 0 && (
            <Suspense fallback={null}>
              {group.map((toast) => (
                <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
              ))}
            </Suspense>
          )}
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
