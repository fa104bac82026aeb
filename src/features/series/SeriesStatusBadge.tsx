import { ActivityIcon, CheckCircleIcon, ClockIcon } from '~/components/ui/icons';

import { pickBadgeStyle, StyledBadge, type BadgeStyle } from './badge-style';

type SeriesStatus = 'active' | 'completed' | 'upcoming';

const STATUS_STYLES: Record<SeriesStatus, BadgeStyle> = {
  active: { label: 'Active', tone: 'green', icon: <ActivityIcon /> },
  completed: { label: 'Completed', tone: 'blue', icon: <CheckCircleIcon /> },
  upcoming: { label: 'Upcoming', tone: 'amber', icon: <ClockIcon /> },
};

/** A series' status with its own icon and colour; any other value is shown as active. */
export function SeriesStatusBadge({ status }: { status: string }) {
  return <StyledBadge style={pickBadgeStyle(STATUS_STYLES, status, 'active')} />;
}
