import Link from 'next/link';
import { useRouter } from 'next/router';

import { Button, ButtonLink, buttonClasses } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { cx } from '~/components/ui/cx';
import { DashboardIcon, ShieldIcon, SignOutIcon } from '~/components/ui/icons';
import { useSession } from '~/features/auth/use-session';
import { useSignOut } from '~/features/auth/sign-out';

import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { NAV_LINKS, isCurrentPath } from './site-config';

export function Navbar() {
  const { pathname } = useRouter();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Container width="wide" className="flex h-16 items-center justify-between gap-4">
        <Brand />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => {
              const current = isCurrentPath(link.href, pathname);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cx(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      current
                        ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <DesktopAuthControls />
        </div>
        <MobileMenu className="lg:hidden" />
      </Container>
    </header>
  );
}

function DesktopAuthControls() {
  const session = useSession();
  const { signingOut, signOut } = useSignOut();
  if (session.status === 'loading') {
    // Holds the place of the 'Sign In' button so the bar does not shift when the session arrives.
    return <div aria-hidden="true" className="h-10 w-24" />;
  }
  if (session.status === 'unauthenticated') {
    return <ButtonLink href="/auth">Sign In</ButtonLink>;
  }
  return (
    <>
      <Link
        href="/admin"
        aria-label="Admin Dashboard"
        title="Admin Dashboard"
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <DashboardIcon />
      </Link>
      {session.user.isSystemAdmin && (
        <ButtonLink href="/system-admin" variant="ghost">
          <ShieldIcon className="size-4" />
          System
        </ButtonLink>
      )}
      <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
        <SignOutIcon className="size-4" />
        Sign Out
      </Button>
    </>
  );
}
