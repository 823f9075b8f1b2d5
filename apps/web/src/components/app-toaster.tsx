import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from '../lib/toast.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** The toaster, drawn from the first toast on (lib/toast.ts): a page that shows none never loads it. */
export function AppToaster() {
  const isWanted = useSyncExternalStore(toaster.subscribe, toaster.isWanted, () => false);
  return isWanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
