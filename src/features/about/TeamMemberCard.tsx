import type { ComponentType } from 'react';

import { Card, CardBody } from '~/components/ui/Card';
import { ContentImage } from '~/components/ui/ContentImage';
import { GitHubIcon, type IconProps } from '~/components/ui/icons';
import { LinkedInIcon, XLogoIcon } from '~/features/contact/social-icons';

import type { TeamProfile } from './types';

const PROFILE_LINKS: ReadonlyArray<{
  key: 'githubUrl' | 'linkedinUrl' | 'twitterUrl';
  label: string;
  Icon: ComponentType<IconProps>;
}> = [
  { key: 'githubUrl', label: 'GitHub', Icon: GitHubIcon },
  { key: 'linkedinUrl', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'twitterUrl', label: 'Twitter', Icon: XLogoIcon },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** One team member: photo (or initials), name, role, bio and their profile links. */
export function TeamMemberCard({ profile }: { profile: TeamProfile }) {
  const links = PROFILE_LINKS.flatMap(({ key, label, Icon }) => {
    const href = profile[key];
    return href ? [{ href, label, Icon }] : [];
  });
  return (
    <Card as="article" padded={false} className="flex h-full flex-col">
      <div className="relative aspect-square bg-slate-100 dark:bg-slate-800">
        {profile.photoUrl ? (
          <ContentImage
            src={profile.photoUrl}
            fallbackAlt={`Portrait of ${profile.name}`}
            fill
            sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-5xl font-semibold text-slate-500 dark:text-slate-400"
          >
            {initials(profile.name)}
          </span>
        )}
      </div>
      <CardBody>
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{profile.name}</h3>
          <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{profile.role}</p>
        </div>
        {profile.bio && (
          <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{profile.bio}</p>
        )}
        {links.length > 0 && (
          <ul className="mt-auto flex gap-1 pt-2">
            {links.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${profile.name} on ${label}`}
                  title={label}
                  className="flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
