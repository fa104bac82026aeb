import { Badge } from '~/components/ui/Badge';

import { DELIVERY_STATES, type DeliveryStatus } from './delivery-states';

/** A message's copies by state: "3 sent · 1 uncertain". */
export function DeliveryCounts({ counts }: { counts: Partial<Record<DeliveryStatus, number>> }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Copies by state">
      {DELIVERY_STATES.filter(({ status }) => counts[status]).map(({ status, label, tone }) => (
        <li key={status}>
          <Badge tone={tone}>
            {counts[status]} {label.toLowerCase()}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
