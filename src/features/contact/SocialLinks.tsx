import { socialIcon } from './social-icons';
import type { SocialPlatform } from './types';

/** One icon button per active social platform, named by the platform, opening in a new tab. */
export function SocialLinks({ platforms }: { platforms: SocialPlatform[] }) {
  if (platforms.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Our social channels will be listed here soon.
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-3">
      {platforms.map((platform) => {
        const Icon = socialIcon(platform.iconKey);
        return (
          <li key={platform.id}>
            <a
              href={platform.baseUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={platform.name}
              title={platform.name}
              className="flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-700 dark:hover:bg-brand-950 dark:hover:text-brand-300"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
