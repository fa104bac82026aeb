import { AdminTitle } from '~/components/admin/layout/AdminTitle';
import { ShieldIcon } from '~/components/ui/account-icons';
import { ButtonLink } from '~/components/ui/Button';

/** What a signed-in person without system administrator rights sees on a system page. */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <AdminTitle title="Access Denied" />
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldIcon className="size-6" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Access Denied</h1>
      <p className="text-slate-600 dark:text-slate-400">
        You need system administrator privileges to access this page.
      </p>
      <ButtonLink href="/admin" variant="outline">
        Go to the admin dashboard
      </ButtonLink>
    </div>
  );
}
