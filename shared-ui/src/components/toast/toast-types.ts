/** How a toast looks: `error` is announced assertively (role="alert"), the others politely. */
export type ToastTone = 'info' | 'success' | 'error' | 'warning';

/** Where the Toaster stacks a toast; the short forms mean the centre of that edge. */
export type ToastPosition = 'top' | 'bottom' | 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';

/** What `useToast().show()` and the `toast:show` event accept. */
export interface ToastOptions {
  message: string;
  /** Default 'info'. */
  tone?: ToastTone;
  /** How long it stays, in ms; default 4000 (TIMINGS.noticeMs). 0 keeps it until dismissed. */
  durationMs?: number;
  /** Default 'top-right'. On phones every toast spans the width, at the top or bottom edge as asked. */
  position?: ToastPosition;
  /** Optional id, e.g. to avoid showing the same toast twice; one is generated otherwise. */
  id?: string;
}
