import { Badge } from '~/components/ui/Badge';
import { CalendarIcon, StarIcon, UsersIcon } from '~/components/ui/icons';
import { formatLongDate, toIsoDate } from '~/lib/format-date';

export function WeekBadge({ week }: { week: number }) {
  return <Badge tone="brand">Week {week}</Badge>;
}

export function FeaturedBadge() {
  return (
    <Badge tone="amber" icon={<StarIcon />}>
      Featured
    </Badge>
  );
}

export function TeamBadge({ name }: { name: string }) {
  return (
    <Badge icon={<UsersIcon />}>
      <span className="sr-only">Team: </span>
      {name}
    </Badge>
  );
}

/** When an item was written, as a badge holding a machine-readable <time>. */
export function CreatedDateBadge({ date }: { date: string }) {
  return (
    <Badge icon={<CalendarIcon />}>
      <time dateTime={toIsoDate(date)}>{formatLongDate(date)}</time>
    </Badge>
  );
}
