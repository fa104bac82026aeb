import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';

import { useSession } from '~/components/session/use-session';
import { ButtonLink, buttonClasses } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';

import { NavLinks } from './NavLinks';
import { SiteSearch } from './SiteSearch';

const MobileSignedInControls = lazy(() =>
  import('./SignedInControls').then((module) => ({ default: module.MobileSignedInControls })),
);

const itemClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium transition-colors';

/**
 * The navigation below the `lg` breakpoint: a disclosure button (aria-expanded/aria-controls)
 * and a panel under the header. Escape closes it and returns focus to the button.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    close();
    buttonRef.current?.focus();
  }

  return (
    <div className={className} onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <span className="sr-only">Menu</span>
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <Container className="py-4">
          <SiteSearch className="mb-4" />
          <nav aria-label="Mobile">
            <NavLinks
              className="flex flex-col gap-1"
              linkClassName={itemClasses}
              onNavigate={close}
            />
          </nav>
          <MobileAuthControls onNavigate={close} />
        </Container>
      </div>
    </div>
  );
}

function MobileAuthControls({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  return (
    <div className="mt-4 flex flex-col gap-1 border-t border-slate-200 pt-4 dark:border-slate-800">
      {session.status === 'unauthenticated' ? (
        <ButtonLink href="/auth" onClick={onNavigate} size="lg" className="w-full">
          Sign In
        </ButtonLink>
      ) : (
        <Suspense fallback={null}>
          <MobileSignedInControls
            isSystemAdmin={session.user.isSystemAdmin}
            itemClasses={itemClasses}
            onNavigate={onNavigate}
          />
        </Suspense>
      )}
    </div>
  );
}
