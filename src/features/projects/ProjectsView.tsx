import type { ReactNode } from 'react';

import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { FolderIcon } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/PageHeader';

import { ProjectCard } from './ProjectCard';
import { ProjectSpotlightCard } from './ProjectSpotlightCard';
import type { ProjectSummary } from './types';

function ProjectSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /projects: featured projects as large cards, then the others in a compact grid.
 * `truncated` says the list is the newest part of a longer one.
 */
export function ProjectsView({
  projects,
  truncated,
}: {
  projects: readonly ProjectSummary[];
  truncated: boolean;
}) {
  const featured = projects.filter((project) => project.featured);
  const others = projects.filter((project) => !project.featured);
  return (
    <Container className="flex flex-col gap-14 py-12 sm:py-16">
      <PageHeader
        eyebrow="Portfolio"
        title="Our Projects"
        description="Prototypes and tools we have built, from the first experiment to the pilot with real users."
      />
      {projects.length === 0 && (
        <EmptyState
          icon={<FolderIcon />}
          title="No projects yet"
          description="Projects will appear here as the team ships them."
        />
      )}
      {featured.length > 0 && (
        <ProjectSection id="featured-projects" title="Featured Projects">
          <ul className="grid gap-8 md:grid-cols-2">
            {featured.map((project) => (
              <ProjectSpotlightCard key={project.id} project={project} />
            ))}
          </ul>
        </ProjectSection>
      )}
      {others.length > 0 && (
        <ProjectSection id="all-projects" title="All Projects">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        </ProjectSection>
      )}
      {truncated && (
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          Showing the first {projects.length} projects: featured ones, then the newest.
        </p>
      )}
    </Container>
  );
}
