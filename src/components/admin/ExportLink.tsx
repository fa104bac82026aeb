import { buttonClasses } from '~/components/ui/Button';
import { icon } from '~/components/ui/icons';

const DownloadIcon = icon(<path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" />);

/**
 * Downloads an export (GET /api/export): the whole site, or one team's records with `teamId`.
 * A plain link: the browser streams the archive to disk and shows its progress.
 */
export function ExportLink({ teamId, label }: { teamId?: string; label: string }) {
  const href = teamId ? `/api/export?teamId=${encodeURIComponent(teamId)}` : '/api/export';
  return (
    <a href={href} download className={buttonClasses({ variant: 'outline' })}>
      <DownloadIcon className="size-4" />
      {label}
    </a>
  );
}
