import Link from 'next/link';

import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { ArrowRightIcon, FolderIcon } from '~/components/ui/icons';
import { FeaturedProjectCard } from '~/features/projects/FeaturedProjectCard';
import type { ProjectSummary } from '~/features/projects/types';
import { PROJECTS_PATH } from '~/lib/public-paths';

import { sectionLinkClass } from './section-link';
import { SectionHeader } from './SectionHeader';

export function FeaturedProjectsSection({ projects }: { projects: ProjectSummary[] }) {
  return (
    <section
      aria-labelledby="featured-projects-heading"
      className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <Container className="flex flex-col gap-10">
        <SectionHeader
          id="featured-projects-heading"
          title="Featured Projects"
          description="The tools we built, tested with real users and kept."
          action={
            <Link href={PROJECTS_PATH} className={sectionLinkClass}>
              View all projects
              <ArrowRightIcon className="size-4" />
            </Link>
          }
        />
        {projects.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2">
            {projects.map((project) => (
              <li key={project.id}>
                <FeaturedProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<FolderIcon />} headingLevel="h3" title="No projects yet" />
        )}
      </Container>
    </section>
  );
}
