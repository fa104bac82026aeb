import Link from 'next/link';

import { useSignOut } from '~/components/session/use-sign-out';
import { DashboardIcon, ShieldIcon, SignOutIcon } from '~/components/ui/account-icons';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';

import { IDLE_NAV_ITEM_CLASSES } from './NavLinks';

/*
 * What the header shows a signed-in person: loaded only once a session is found (Navbar,
 * MobileMenu), so the pages most visitors see, signed out, do not carry it.
 */

export function DesktopSignedInControls({ isSystemAdmin }: { isSystemAdmin: boolean }) {
  const { signingOut, signOut } = useSignOut();
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
      {isSystemAdmin && (
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

export function MobileSignedInControls({
  isSystemAdmin,
  itemClasses,
  onNavigate,
}: {
  isSystemAdmin: boolean;
  itemClasses: string;
  onNavigate: () => void;
}) {
  const { signingOut, signOut } = useSignOut();
  return (
    <>
      <Link href="/admin" onClick={onNavigate} className={cx(itemClasses, IDLE_NAV_ITEM_CLASSES)}>
        <DashboardIcon />
        Admin Dashboard
      </Link>
      {isSystemAdmin && (
        <Link
          href="/system-admin"
          onClick={onNavigate}
          className={cx(itemClasses, IDLE_NAV_ITEM_CLASSES)}
        >
          <ShieldIcon />
          System Admin Dashboard
        </Link>
      )}
      <Button
        variant="outline"
        size="lg"
        className="mt-2 w-full"
        onClick={() => void signOut()}
        disabled={signingOut}
      >
        <SignOutIcon />
        Sign Out
      </Button>
    </>
  );
}
