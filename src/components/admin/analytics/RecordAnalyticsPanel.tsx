import { useId } from 'react';

import { formatCount, formatPercent } from '~/lib/analytics-figures';
import type { RecordAnalyticsInput } from '~/schemas/analytics';
import type { RevisionRecordType } from '~/schemas/revision';
import { api } from '~/utils/api';

/** The editors name their records as their saves do; the counts name them as pages do. */
const COUNTED_AS: Record<RevisionRecordType, RecordAnalyticsInput['recordType']> = {
  blog_post: 'post',
  series_item: 'item',
  project: 'project',
};

/**
 * 'Readers' in an editor's side panel: the record's views, reads and read rate over the last
 * 30 days, and the sites its readers came from.
 */
export function RecordAnalyticsPanel({
  teamId,
  recordType,
  recordId,
}: {
  teamId: string;
  recordType: RevisionRecordType;
  recordId: string;
}) {
  const headingId = useId();
  const report = api.analytics.record.useQuery({
    teamId,
    recordType: COUNTED_AS[recordType],
    recordId,
  });
  const data = report.data;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Readers{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">(last 30 days)</span>
      </h2>
      {report.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          The figures could not be loaded: {report.error.message}
        </p>
      ) : !data ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading figures...</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              { label: 'Views', value: formatCount(data.views) },
              { label: 'Reads', value: formatCount(data.reads) },
              { label: 'Read rate', value: formatPercent(data.readRate) },
            ].map(({ label, value }) => (
              <div key={label} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {data.referrers.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {data.views === 0 ? 'No views yet.' : 'No other site sent readers.'}
            </p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="pb-1 text-left text-xs font-medium text-slate-600 dark:text-slate-400">
                Top referrers
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Site</th>
                  <th scope="col">Views</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
                {data.referrers.map((referrer) => (
                  <tr key={referrer.value}>
                    <th scope="row" className="max-w-0 truncate py-1 pr-2 font-normal">
                      {referrer.value}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatCount(referrer.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
