import type { ToastOptions } from 'react-hot-toast';

/**
 * Toasts (§9), with react-hot-toast and its styles loaded by the first one rather than by every first visit: ~5 KB
 * gzipped of the 150 KB budgets, which the languages' catalogs needed (issue 22). The toaster mounts with that first
 * toast (components/app-toaster.tsx).
 */
const library = () => import('react-hot-toast');

type Listener = () => void;
const listeners = new Set<Listener>();
let isWanted = false;

/** Whether a toast was asked for, so the toaster is to be drawn; and a way to hear when one is. */
export const toaster = {
  isWanted: () => isWanted,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const show = (kind: 'success' | 'error' | 'info') => (text: string, options?: ToastOptions) => {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void library().then(({ toast }) => (kind === 'info' ? toast(text, options) : toast[kind](text, options)));
};

/** `info` says something neither done nor refused (react-hot-toast's plain toast). */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
