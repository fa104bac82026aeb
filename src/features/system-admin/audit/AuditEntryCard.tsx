import Link from 'next/link';

import { Badge } from '~/components/ui/Badge';
import { Card } from '~/components/ui/Card';
import type { RouterOutputs } from '~/utils/api';

import {
  actionLabel,
  entityLabel,
  fieldLabel,
  formatAuditTime,
  loggedValue,
  recordHref,
} from './audit-records';

export type AuditEntryView = RouterOutputs['audit']['list']['items'][number];

type Changes = Record<string, { from: unknown; to: unknown }>;

/** The record an entry is about: a link to its admin screen while it still exists. */
export function AuditRecordName({ entry }: { entry: AuditEntryView }) {
  const href = entry.recordExists ? recordHref(entry) : null;
  const name = `${entityLabel(entry.entityType)} “${entry.entityLabel}”`;
  if (!href) {
    return (
      <span>
        {name}
        {!entry.recordExists && (
          <span className="text-slate-600 dark:text-slate-400"> (no longer exists)</span>
        )}
      </span>
    );
  }
  return (
    <Link href={href} className="font-medium text-brand-700 underline dark:text-brand-300">
      {name}
    </Link>
  );
}

export function AuditTime({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{formatAuditTime(at)}</time>;
}

/** One entry of the audit log: who did what to which record, when, and the fields it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntryView }) {
  const changes = Object.entries(entry.changes as Changes);
  return (
    <Card as="li" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="brand">{actionLabel(entry.action)}</Badge>
        <span className="font-semibold text-slate-900 dark:text-white">{entry.actorName}</span>
        <span className="text-slate-600 dark:text-slate-400">on</span>
        <AuditRecordName entry={entry} />
        {entry.team && (
          <span className="text-slate-600 dark:text-slate-400">in {entry.team.name}</span>
        )}
        <span className="ml-auto text-slate-600 dark:text-slate-400">
          <AuditTime at={entry.createdAt} />
        </span>
      </div>
      {changes.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {changes.map(([field, change]) => (
            <div key={field} className="contents">
              <dt className="font-medium text-slate-700 dark:text-slate-300">
                {fieldLabel(field)}
              </dt>
              <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
                <del className="text-slate-600 dark:text-slate-400">{loggedValue(change.from)}</del>{' '}
                <span role="img" aria-label="changed to">
                  →
                </span>{' '}
                <ins className="no-underline">{loggedValue(change.to)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
