/**
 * The toasts on screen, on Jotai's default store so `useToast()` in any remote and the shell's single
 * `Toaster` share them.
 */
import { atom, getDefaultStore } from 'jotai';
import { TIMINGS } from 'contracts';
import type { ToastOptions, ToastPosition, ToastTone } from './toast-types';

export interface ActiveToast {
  id: string;
  message: string;
  tone: ToastTone;
  durationMs: number;
  position: ToastPosition;
}

/** Spec: notices stay 4 s (TIMINGS.noticeMs). */
export const DEFAULT_TOAST_MS = TIMINGS.noticeMs;

/** Written by showToast/dismissToast; read by Toaster. */
export const toastsAtom = atom<ActiveToast[]>([]);

let sequence = 0;

/** Adds a toast (replacing one with the same id) and returns its id. */
export function showToast(options: ToastOptions, store = getDefaultStore()): string {
  const id = options.id ?? `toast-${Date.now()}-${++sequence}`;
  const toast: ActiveToast = {
    id,
    message: options.message,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs ?? DEFAULT_TOAST_MS,
    position: options.position ?? 'top-right',
  };
  store.set(toastsAtom, (toasts) => [...toasts.filter((existing) => existing.id !== id), toast]);
  return id;
}

export function dismissToast(id: string, store = getDefaultStore()): void {
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
