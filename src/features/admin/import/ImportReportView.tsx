import { useId, type ReactNode } from 'react';

import { Card } from '~/components/ui/Card';

import type { ImportReport } from './send-import';

function Count({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** The dry run: what the import will create, what it leaves out and why. */
export function ImportReportView({
  report,
  children,
}: {
  report: ImportReport;
  children?: ReactNode;
}) {
  const { create, alreadyImported, skipped, notes } = report;
  const headingId = useId();
  const already = Object.values(alreadyImported).reduce((sum, count) => sum + count, 0);
  const teamfolio = report.kind === 'teamfolio';
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            What will be imported
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {report.kind === 'ghost'
              ? `Ghost ${report.version} export.`
              : teamfolio
                ? 'Teamfolio export.'
                : 'Markdown file.'}{' '}
            Nothing is written until you start the import.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {teamfolio && <Count label="Series" value={create.series} />}
          <Count label="Posts" value={create.posts} />
          <Count label="Series items" value={create.seriesItems} />
          {teamfolio && <Count label="Projects" value={create.projects} />}
          {teamfolio && <Count label="Media items" value={create.mediaItems} />}
          <Count label="Team profiles" value={create.teamProfiles} />
          {teamfolio && <Count label="Links" value={create.customLinks} />}
          <Count label="Tags" value={create.tags} />
        </dl>
        {create.posts > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Of the posts: {create.published} published, {create.drafts} draft(s), {create.scheduled}{' '}
            scheduled.
          </p>
        )}
        {already > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Already imported earlier, and left as they are: {alreadyImported.posts} post(s),{' '}
            {alreadyImported.seriesItems} series item(s), {alreadyImported.teamProfiles} profile(s)
            {teamfolio &&
              `, ${alreadyImported.series} series, ${alreadyImported.projects} project(s), ${alreadyImported.mediaItems} media item(s), ${alreadyImported.customLinks} link(s)`}
            .
          </p>
        )}
        {skipped.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="font-medium text-slate-900 dark:text-white">
              Left out or changed ({skipped.length})
            </h3>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
              {skipped.map((entry) => (
                <li
                  key={`${entry.entry}-${entry.reason}`}
                  className="flex flex-col gap-0.5 px-4 py-2"
                >
                  <span className="font-medium text-slate-900 dark:text-slate-100">
                    {entry.title}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{entry.reason}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {notes.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {children}
      </Card>
    </section>
  );
}
