import type { ReactNode } from 'react';

import { cx } from './cx';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; Icon: typeof InfoIcon }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
    Icon: AlertCircleIcon,
  },
  success: {
    box: 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
    Icon: CheckCircleIcon,
  },
  info: {
    box: 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-200',
    Icon: InfoIcon,
  },
};

/** An inline message. Errors are announced at once (role="alert"), the others politely. */
export function Alert({
  tone = 'info',
  title,
  className,
  children,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-lg border p-4 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
