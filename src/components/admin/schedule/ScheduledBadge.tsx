import { Badge } from '~/components/ui/Badge';
import { AlertCircleIcon, ClockIcon } from '~/components/ui/icons';
import { formatInTimeZone, localTimeZone } from '~/lib/zoned-time';

import type { Scheduled } from './schedule-form';

/**
 * 'Scheduled 7 Dec 2026, 09:00 (Europe/Berlin)', and the unpublish time when there is one; or
 * 'Missed 7 Dec 2026, 09:00' for a scheduled publish that did not happen.
 */
export function ScheduledBadge({ record }: { record: Scheduled }) {
  const zone = localTimeZone();
  return (
    <span className="flex flex-wrap gap-1.5">
      {record.publishAt && (
        <Badge tone="blue" icon={<ClockIcon />}>
          Scheduled {formatInTimeZone(record.publishAt, zone)}
        </Badge>
      )}
      {record.unpublishAt && (
        <Badge tone="purple" icon={<ClockIcon />}>
          Unpublishes {formatInTimeZone(record.unpublishAt, zone)}
        </Badge>
      )}
      {record.missedAt && (
        <Badge tone="red" icon={<AlertCircleIcon />}>
          Missed {formatInTimeZone(record.missedAt, zone)}
        </Badge>
      )}
    </span>
  );
}
