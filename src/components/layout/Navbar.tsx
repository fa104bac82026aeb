import { lazy, Suspense } from 'react';

import { useSession } from '~/components/session/use-session';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';

import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SiteSearch, useSearchShortcut } from './SiteSearch';

const DesktopSignedInControls = lazy(() =>
  import('./SignedInControls').then((module) => ({ default: module.DesktopSignedInControls })),
);

export function Navbar() {
  useSearchShortcut();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Container width="wide" className="flex h-16 items-center justify-between gap-4">
        <Brand />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-medium transition-colors"
          />
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <SiteSearch className="w-36 xl:w-52" />
          <DesktopAuthControls />
        </div>
        <MobileMenu className="lg:hidden" />
      </Container>
    </header>
  );
}

function DesktopAuthControls() {
  const session = useSession();
  // Holds the place of the 'Sign In' button so the bar does not shift when the session arrives.
  const placeholder = <div aria-hidden="true" className="h-10 w-24" />;
  if (session.status === 'loading') return placeholder;
  if (session.status === 'unauthenticated') {
    return <ButtonLink href="/auth">Sign In</ButtonLink>;
  }
  return (
    <Suspense fallback={placeholder}>
      <DesktopSignedInControls isSystemAdmin={session.user.isSystemAdmin} />
    </Suspense>
  );
}
