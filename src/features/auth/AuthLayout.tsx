import Link from 'next/link';
import type { ReactNode } from 'react';

import { Brand } from '~/components/layout/Brand';
import { Card } from '~/components/ui/Card';
import { ArrowLeftIcon } from '~/components/ui/icons';

/**
 * The frame of the sign-in and sign-up pages: the brand, one card with the page's heading and
 * form, and a way back home — no site navigation around it.
 */
export function AuthLayout({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  /** Below the form, inside the card: the link to the other page. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-12 dark:bg-slate-950">
      <Brand />
      <Card padded={false} className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        </div>
        {children}
        {footer && (
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p>
        )}
      </Card>
      <Link
        href="/"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        Back to Home
      </Link>
    </main>
  );
}

/** The link in an AuthLayout's footer ("Create one", "Sign in"). */
export function AuthSwitchLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
    >
      {children}
    </Link>
  );
}
