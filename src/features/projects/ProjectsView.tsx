import type { ReactNode } from 'react';

import { LoadMore } from '~/components/content/LoadMore';
import { listItemProps, usePagedList } from '~/components/content/use-load-more';
import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { FolderIcon } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/PageHeader';
import { FEATURED_LIST_PAGE_SIZE, publicListPages, type ListPage } from '~/lib/fetch-public-list';

import { toProjectCard } from './project-card';
import { ProjectCard } from './ProjectCard';
import { ProjectSpotlightCard } from './ProjectSpotlightCard';
import type { ProjectCardData } from './types';

const fetchProjects = publicListPages('project.list', {
  limit: FEATURED_LIST_PAGE_SIZE,
  toItem: toProjectCard,
});

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
 * /projects: featured projects as large cards, then the others in a compact grid. The list
 * comes featured first, newest first; 'Load more' adds its next page to the sections.
 */
export function ProjectsView({ firstPage }: { firstPage: ListPage<ProjectCardData> }) {
  const { items: projects, more } = usePagedList(firstPage, fetchProjects);
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
            {featured.map((project, index) => (
              <li key={project.id} className="flex" {...listItemProps(project.id)}>
                <ProjectSpotlightCard project={project} priority={index === 0} />
              </li>
            ))}
          </ul>
        </ProjectSection>
      )}
      {others.length > 0 && (
        <ProjectSection id="all-projects" title="All Projects">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((project) => (
              <li key={project.id} className="flex" {...listItemProps(project.id)}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </ProjectSection>
      )}
      <LoadMore list={more} noun={{ one: 'project', many: 'projects' }} />
    </Container>
  );
}
