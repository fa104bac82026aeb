import type { ReactNode } from 'react';

import { PencilIcon, TrashIcon } from '~/components/admin/icons';
import { Button, ButtonLink } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';
import { ExternalLinkIcon } from '~/components/ui/icons';

const DANGER =
  'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950';

/** The record's public page, in a new tab; its accessible name says which record. */
export function ViewOnSiteLink({ href, title }: { href: string; title: string }) {
  return (
    <ButtonLink
      href={href}
      target="_blank"
      variant="ghost"
      size="sm"
      aria-label={`View ${title} on the site (opens in a new tab)`}
    >
      <ExternalLinkIcon className="size-4" />
      View
    </ButtonLink>
  );
}

/** The record's editor page. */
export function EditLink({ href, title }: { href: string; title: string }) {
  return (
    <ButtonLink href={href} variant="ghost" size="sm" aria-label={`Edit ${title}`}>
      <PencilIcon className="size-4" />
      Edit
    </ButtonLink>
  );
}

/** An action on one record: `label` is its text, and its name with the record's title. */
export function RowButton({
  label,
  title,
  icon,
  onClick,
  disabled = false,
  danger = false,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label} ${title}`}
      className={cx(danger && DANGER)}
    >
      {icon}
      {label}
    </Button>
  );
}

export function DeleteButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <RowButton
      label="Delete"
      title={title}
      icon={<TrashIcon className="size-4" />}
      onClick={onClick}
      danger
    />
  );
}
