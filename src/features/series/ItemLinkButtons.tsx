import type { ReactNode } from 'react';

import { ExternalButtonLink } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';
import { FileTextIcon, GitHubIcon } from '~/components/ui/icons';

import { documentLabel, repositoryLabel } from './link-labels';

function LinkButton({
  href,
  icon,
  kind,
  label,
}: {
  href: string;
  icon: ReactNode;
  kind: string;
  label: string;
}) {
  return (
    <li>
      <ExternalButtonLink href={href} variant="outline" size="sm" className="max-w-full">
        {icon}
        <span className="truncate">{label}</span>
        <span className="sr-only"> ({kind}, opens in a new tab)</span>
      </ExternalButtonLink>
    </li>
  );
}

/** An item's GitHub and document links as buttons, on the series timeline. */
export function ItemLinkButtons({
  githubLinks,
  documentLinks,
  className,
}: {
  githubLinks: readonly string[];
  documentLinks: readonly string[];
  className?: string;
}) {
  if (githubLinks.length === 0 && documentLinks.length === 0) return null;
  return (
    <ul aria-label="Repositories and documents" className={cx('flex flex-wrap gap-2', className)}>
      {githubLinks.map((link, index) => (
        <LinkButton
          key={`github-${index}`}
          href={link}
          icon={<GitHubIcon className="size-4 shrink-0" />}
          kind="GitHub"
          label={repositoryLabel(link)}
        />
      ))}
      {documentLinks.map((link, index) => (
        <LinkButton
          key={`document-${index}`}
          href={link}
          icon={<FileTextIcon className="size-4 shrink-0" />}
          kind="document"
          label={documentLabel(link)}
        />
      ))}
    </ul>
  );
}
