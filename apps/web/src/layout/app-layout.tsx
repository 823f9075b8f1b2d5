import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageFrame } from './page-frame.tsx';

/** The public and vendor screens: skip link, header, the screen in <main>, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<Header />} footer={<Footer />}>
      {children}
    </PageFrame>
  );
}
