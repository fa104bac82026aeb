import type { FollowerCount } from './subscriber-list';

/** How many follow each series (or the blog): confirmed, pending and unsubscribed. */
export function FollowerCounts({ counts }: { counts: readonly FollowerCount[] }) {
  if (counts.length === 0) return null;
  return (
    <div className="mb-6 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Followers per series</caption>
        <thead className="text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Follows
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Confirmed
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Pending
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Unsubscribed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
          {counts.map((row) => (
            <tr key={row.seriesId ?? 'blog'}>
              <th scope="row" className="px-4 py-2 font-medium">
                {row.title}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{row.confirmed}</td>
              <td className="px-4 py-2 text-right tabular-nums">{row.pending}</td>
              <td className="px-4 py-2 text-right tabular-nums">{row.unsubscribed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
