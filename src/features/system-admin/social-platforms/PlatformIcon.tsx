import { createElement } from 'react';

import { socialIcon } from '~/features/contact/social-icons';

/** A platform's icon on its tile, as the platform and link lists show it. */
export function PlatformIcon({ iconKey }: { iconKey: string }) {
  return (
    <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {/* socialIcon returns one of the module's icon components, never a new one. */}
      {createElement(socialIcon(iconKey), { className: 'size-5' })}
    </div>
  );
}
