import { Alert } from '~/components/ui/Alert';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { api } from '~/utils/api';

/** How often a running import's progress is asked for. */
const POLL_MS = 1000;

/** A started import's progress, asked for until its job has finished. */
export function ImportProgress({
  teamId,
  importId,
  onAnother,
}: {
  teamId: string;
  importId: string;
  onAnother: () => void;
}) {
  const query = api.import.byId.useQuery(
    { teamId, id: importId },
    {
      refetchInterval: (current) => {
        const status = current.state.data?.status;
        return status === 'done' || status === 'failed' ? false : POLL_MS;
      },
    },
  );
  const progress = query.data;
  const total = progress?.total ?? 0;
  const processed = progress?.processed ?? 0;
  const percent = total === 0 ? 100 : Math.round((processed / total) * 100);
  const finished = progress?.status === 'done' || progress?.status === 'failed';

  return (
    <Card as="section" className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {progress?.status === 'done'
          ? 'Import finished'
          : progress?.status === 'failed'
            ? 'Import stopped'
            : 'Importing...'}
      </h2>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="bg-brand-600 h-full transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {processed} of {total} record(s) done.
      </p>
      {query.error && <Alert tone="error">{query.error.message}</Alert>}
      {progress?.status === 'done' && (
        <Alert tone="success">
          Created {progress.created.posts} post(s), {progress.created.seriesItems} series item(s)
          and {progress.created.teamProfiles} team profile(s)
          {progress.sourceKind === 'teamfolio' &&
            `, with ${progress.created.series} series, ${progress.created.projects} project(s), ${progress.created.mediaItems} media item(s) and ${progress.created.customLinks} link(s)`}
          .
        </Alert>
      )}
      {progress?.status === 'failed' && <Alert tone="error">{progress.error}</Alert>}
      {finished && (
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/admin/blog" variant="primary">
            Go to the blog
          </ButtonLink>
          <Button variant="outline" onClick={onAnother}>
            Import another file
          </Button>
        </div>
      )}
    </Card>
  );
}
