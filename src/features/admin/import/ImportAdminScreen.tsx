import { useState, type FormEvent } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { LoadingState } from '~/components/admin/LoadingState';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { useViewer } from '~/components/admin/viewer';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { Field, Input, Select } from '~/components/ui/Field';
import {
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_FILE_BYTES,
  type ImportSourceKind,
} from '~/schemas/import';

import { ImportProgress } from './ImportProgress';
import { ImportReportView } from './ImportReportView';
import { sendImport, type ImportReport } from './send-import';

const SOURCES: Record<ImportSourceKind, { label: string; accept: string; hint: string }> = {
  ghost: {
    label: 'Ghost export (.json)',
    accept: '.json,application/json',
    hint: 'Ghost Admin → Settings → Labs → Export your content. Posts, tags and authors come along; pages stay behind.',
  },
  markdown: {
    label: 'Markdown file (.md)',
    accept: '.md,.markdown,text/markdown',
    hint: 'One file with front matter: title, date, tags, draft; with series, week and type it becomes a series item.',
  },
  'markdown-archive': {
    label: 'Markdown files with their images (.tar.gz)',
    accept: '.tar.gz,.tgz,application/gzip',
    hint: 'A folder of Markdown files, packed with tar and gzip; images they show by a path inside it are stored with the team’s uploads.',
  },
  teamfolio: {
    label: 'Teamfolio export (.tar.gz)',
    accept: '.tar.gz,.tgz,application/gzip',
    hint: 'An Export Team or Export Site archive: series, items, posts, projects, media, profiles and links come along with their uploads; accounts and members stay behind.',
  },
};

type Step =
  | { name: 'choose' }
  | { name: 'checking' }
  | { name: 'checked'; report: ImportReport }
  | { name: 'starting'; report: ImportReport }
  | { name: 'running'; report: ImportReport; importId: string };

/** /admin/import: bring a Ghost export, Markdown files or a Teamfolio export into the current team. */
export function ImportAdminScreen() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const [kind, setKind] = useState<ImportSourceKind>('ghost');
  const [file, setFile] = useState<File | null>(null);
  const [siteUrl, setSiteUrl] = useState('');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const teamId = current.team?.id ?? '';

  const restart = () => {
    setStep({ name: 'choose' });
    setError(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a file to import.');
    if (file.size > MAX_IMPORT_FILE_BYTES) return setError(IMPORT_TOO_LARGE_MESSAGE);
    setError(null);
    setStep({ name: 'checking' });
    try {
      const report = await sendImport('preview', { teamId, kind, file, siteUrl });
      setStep({ name: 'checked', report });
    } catch (failure) {
      setError((failure as Error).message);
      setStep({ name: 'choose' });
    }
  };

  const start = async () => {
    if (step.name !== 'checked' || !file) return;
    setStep({ name: 'starting', report: step.report });
    try {
      const started = await sendImport('start', { teamId, kind, file, siteUrl });
      setStep({ name: 'running', report: started.report, importId: started.id });
    } catch (failure) {
      setError((failure as Error).message);
      setStep({ name: 'checked', report: step.report });
    }
  };

  const source = SOURCES[kind];
  const chosen = step.name === 'choose' || step.name === 'checking';

  return (
    <>
      <AdminPageHeader
        title="Import"
        description={
          current.team
            ? `Bring posts, series, authors and more from elsewhere into ${current.team.name}.`
            : undefined
        }
      />
      {current.status === 'resolving' ? (
        <LoadingState>Loading the team...</LoadingState>
      ) : current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : !canEdit ? (
        <Alert tone="info">Only team admins and owners can import.</Alert>
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          <Card>
            <form className="flex flex-col gap-5" onSubmit={check} noValidate>
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
                Choose a file
              </h2>
              <Field label="Source">
                <Select
                  value={kind}
                  disabled={!chosen}
                  onChange={(event) => {
                    setKind(event.target.value as ImportSourceKind);
                    setFile(null);
                  }}
                >
                  {Object.entries(SOURCES).map(([value, { label }]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="File" hint={source.hint} required>
                <Input
                  key={kind}
                  type="file"
                  accept={source.accept}
                  disabled={!chosen}
                  className="py-2"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    restart();
                  }}
                />
              </Field>
              {kind === 'ghost' && (
                <Field
                  label="Blog address"
                  hint="Where the Ghost blog was published, so that its own images keep working. Optional."
                >
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://blog.example.com"
                    value={siteUrl}
                    disabled={!chosen}
                    onChange={(event) => setSiteUrl(event.target.value)}
                  />
                </Field>
              )}
              {error && <Alert tone="error">{error}</Alert>}
              {chosen ? (
                <div>
                  <Button type="submit" disabled={step.name === 'checking'}>
                    {step.name === 'checking' ? 'Checking…' : 'Check file'}
                  </Button>
                </div>
              ) : null}
            </form>
          </Card>
          {(step.name === 'checked' || step.name === 'starting') && (
            <ImportReportView report={step.report}>
              <div className="flex flex-wrap gap-2">
                <Button onClick={start} disabled={step.name === 'starting'}>
                  {step.name === 'starting' ? 'Starting…' : 'Start import'}
                </Button>
                <Button variant="outline" onClick={restart} disabled={step.name === 'starting'}>
                  Choose another file
                </Button>
              </div>
            </ImportReportView>
          )}
          {step.name === 'running' && (
            <ImportProgress teamId={teamId} importId={step.importId} onAnother={restart} />
          )}
        </div>
      )}
    </>
  );
}
