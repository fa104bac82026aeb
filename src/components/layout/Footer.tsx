import Link from 'next/link';

import { Container } from '~/components/ui/Container';
import { SITE_NAME, SITE_TAGLINE } from '~/lib/site-config';

import { Brand } from './Brand';
import { NAV_LINKS } from '../../lib/site-config';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <Container width="wide" className="flex flex-col gap-8 py-12 md:flex-row md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
          <Brand />
          <p className="text-sm text-slate-600 dark:text-slate-400">{SITE_TAGLINE}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 sm:grid-cols-3">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container width="wide" className="border-t border-slate-200 py-6 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          © {SITE_NAME}. Built in public.
        </p>
      </Container>
    </footer>
  );
}
