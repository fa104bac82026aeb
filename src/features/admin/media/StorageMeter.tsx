import { cx } from '~/components/ui/cx';
import { formatStorageSize } from '~/lib/storage-size';
import { api } from '~/utils/api';

/** From this share of the quota on, the meter warns; from the second, it alarms. */
const WARN_AT = 0.8;
const FULL_AT = 0.95;

/**
 * 'Storage: 120 MB of 1 GB' with a bar: how much of its quota the team's uploads take. Shows
 * nothing until the numbers arrive, or if they do not (the gallery works without them).
 */
export function StorageMeter({ teamId }: { teamId: string }) {
  const query = api.upload.storageUse.useQuery({ teamId }, { enabled: teamId !== '' });
  if (!query.data) return null;
  const { usedBytes, quotaBytes } = query.data;
  const share = Math.min(1, usedBytes / quotaBytes);
  const label = `${formatStorageSize(usedBytes)} of ${formatStorageSize(quotaBytes)}`;
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <p className="font-medium text-slate-900 dark:text-white">Storage: {label}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {share >= 1 ? 'Full: delete media to upload more' : `${Math.floor(share * 100)}% used`}
        </p>
      </div>
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={Math.min(usedBytes, quotaBytes)}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={cx(
            'h-full rounded-full',
            share >= FULL_AT ? 'bg-red-600' : share >= WARN_AT ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
