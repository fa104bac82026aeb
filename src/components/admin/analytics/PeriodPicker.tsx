import { Button } from '~/components/ui/Button';
import { periodLabel } from '~/lib/analytics-figures';
import { analyticsPeriods, type AnalyticsPeriod } from '~/schemas/analytics';

/** 7, 30 or 90 days: the period a dashboard shows. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="flex">
      {analyticsPeriods.map((days, index) => (
        <Button
          key={days}
          size="sm"
          variant={value === days ? 'primary' : 'outline'}
          aria-pressed={value === days}
          className={
            index === 0
              ? 'rounded-r-none'
              : index === analyticsPeriods.length - 1
                ? 'rounded-l-none'
                : 'rounded-none'
          }
          onClick={() => onChange(days)}
        >
          {periodLabel(days)}
        </Button>
      ))}
    </div>
  );
}
