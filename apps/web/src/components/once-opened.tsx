import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children from the first time `open` is true, and keeps them: a dialog whose code loads when it is
 * first opened (React.lazy), not with the screen, then stays mounted for its closing transition and a reopening.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
