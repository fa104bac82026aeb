import Link from 'next/link';

import { LoadingState } from '~/components/admin/LoadingState';
import { Alert } from '~/components/ui/Alert';
import { Card } from '~/components/ui/Card';
import { api } from '~/utils/api';

import { actionLabel } from './audit-records';
import { AuditRecordName, AuditTime } from './AuditEntryCard';

export const AUDIT_LOG_PATH = '/system-admin/audit';

/** The dashboard's few newest audit entries, and the way to the whole log. */
export function LatestActivity() {
  const latest = api.audit.latest.useQuery({ limit: 5 });
  return (
    <Card as="section" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Latest activity</h2>
        <Link
          href={AUDIT_LOG_PATH}
          className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          View the audit log
        </Link>
      </div>
      {latest.isPending ? (
        <LoadingState>Loading activity...</LoadingState>
      ) : latest.isError ? (
        <Alert tone="error">The activity could not be loaded: {latest.error.message}</Alert>
      ) : latest.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing recorded yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {latest.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2 text-sm">
              <span className="text-slate-900 dark:text-slate-100">
                <span className="font-semibold">{entry.actorName}</span> &middot;{' '}
                {actionLabel(entry.action)} <AuditRecordName entry={entry} />
              </span>
              <span className="text-slate-600 dark:text-slate-400">
                <AuditTime at={entry.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
