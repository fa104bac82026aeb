import type { ReactNode } from 'react';

import { Card } from '~/components/ui/Card';

/** A titled card of the item page (Summary, Details, Video, sidebar boxes). */
export function DetailCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white [&_svg]:size-5 [&_svg]:text-brand-600 dark:[&_svg]:text-brand-400">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}
