import type { ReactElement, ReactNode } from 'react';

import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SkipLink } from './SkipLink';

/** Header, main landmark and footer of every visitor page, with a skip link first. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function getPublicLayout(page: ReactElement) {
  return <PublicLayout>{page}</PublicLayout>;
}
