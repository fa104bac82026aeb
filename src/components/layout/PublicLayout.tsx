import type { ReactElement, ReactNode } from 'react';

import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Header, main landmark and footer of every visitor page, with a skip link first. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white focus:shadow-lg"
      >
        Skip to content
      </a>
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
