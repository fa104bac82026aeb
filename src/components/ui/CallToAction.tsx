import type { ReactNode } from 'react';

import { CONTACT_PATH } from '~/lib/public-paths';

import { ButtonLink } from './Button';
import { cx } from './cx';
import { ArrowRightIcon } from './icons';

/** A centred, tinted panel that asks the visitor to act: heading, a short text, the actions. */
export function CallToAction({
  id,
  eyebrow,
  title,
  children,
  actions,
  wideText = false,
}: {
  /** The heading's id: it names the section. */
  id: string;
  /** A short line above the heading. */
  eyebrow?: string;
  title: string;
  /** The text under the heading. */
  children: ReactNode;
  actions: ReactNode;
  /** Lets a longer text run the panel's full width. */
  wideText?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-6 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-12 text-center sm:px-12 dark:border-brand-900 dark:bg-brand-950/50"
    >
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      <p
        className={cx(
          'text-base text-pretty text-slate-700 dark:text-slate-300',
          wideText ? 'max-w-2xl' : 'max-w-xl',
        )}
      >
        {children}
      </p>
      {actions}
    </section>
  );
}

/** The main action of a call to action: a large button with an arrow. */
export function LeadAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ButtonLink href={href} size="lg">
      {children}
      <ArrowRightIcon className="size-4" />
    </ButtonLink>
  );
}

/** The main action with "Get in Touch" (to /contact) beside it; stacked on small screens. */
export function LeadActionWithContact({ href, children }: { href: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <LeadAction href={href}>{children}</LeadAction>
      <ButtonLink href={CONTACT_PATH} size="lg" variant="outline">
        Get in Touch
      </ButtonLink>
    </div>
  );
}
