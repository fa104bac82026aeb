import { useRouter } from 'next/router';
import { useEffect, type ReactElement, type ReactNode } from 'react';

import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SkipLink } from './SkipLink';

/**
 * Tells the reader beacon about every page shown (its first and each client-side navigation;
 * a jump to an anchor is not a new page). Loaded on demand: it is in no first-load bundle.
 */
function useReaderBeacon() {
  const page = useRouter().asPath.split('#', 1)[0];
  useEffect(() => {
    import('~/lib/reader-beacon/tracker').then((tracker) => tracker.pageShown()).catch(() => {});
  }, [page]);
}

/** Header, main landmark and footer of every visitor page, with a skip link first. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useReaderBeacon();
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
