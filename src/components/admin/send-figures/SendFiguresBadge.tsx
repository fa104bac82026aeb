import { MailIcon } from '~/components/admin/icons';
import { Badge } from '~/components/ui/Badge';

import type { SendFigures } from './use-send-figures';

/**
 * What became of the email to a record's followers: 'Emailed: 12 sent · 1 failed · 3 waiting'
 * (figures that are nought are left out, but for sent).
 */
export function SendFiguresBadge({ figures }: { figures: SendFigures | null }) {
  if (!figures) return null;
  const parts = [
    `${figures.sent} sent`,
    ...(
      [
        ['failed', figures.failed],
        ['uncertain', figures.uncertain],
        ['waiting', figures.waiting],
        ['kept', figures.kept],
      ] as const
    )
      .filter(([, count]) => count > 0)
      .map(([label, count]) => `${count} ${label}`),
  ];
  const troubled = figures.failed > 0 || figures.uncertain > 0;
  return (
    <Badge tone={troubled ? 'amber' : 'blue'} icon={<MailIcon />}>
      Emailed: {parts.join(' · ')}
    </Badge>
  );
}
