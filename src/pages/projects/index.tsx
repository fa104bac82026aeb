import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { toProjectCard } from '~/features/projects/project-card';
import { projectImages } from '~/features/projects/project-images';
import { projectListJsonLd } from '~/features/projects/project-json-ld';
import { ProjectsView } from '~/features/projects/ProjectsView';
import type { ProjectCardData } from '~/features/projects/types';
import { FEATURED_LIST_PAGE_SIZE, type ListPage } from '~/lib/fetch-public-list';
import { PROJECTS_PATH } from '~/lib/public-paths';
import { ISR_FALLBACK_SECONDS, serializePage, serverCaller } from '~/server/trpc/server-caller';

interface ProjectsPageProps {
  /** The first page of the list (featured first, then newest); the page loads more itself. */
  projects: ListPage<ProjectCardData>;
}

export const getStaticProps: GetStaticProps<ProjectsPageProps> = async () => {
  const page = await serverCaller().project.list({ limit: FEATURED_LIST_PAGE_SIZE });
  return {
    props: {
      projects: serializePage(page, toProjectCard),
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function ProjectsPage({ projects }: InferGetStaticPropsType<typeof getStaticProps>) {
  const cover = projects.items.map(projectImages).find((images) => images.length > 0)?.[0];
  return (
    <>
      <Seo
        title="Projects"
        description="Prototypes and tools built by our team during the 8-week AI hackathon and beyond: demos, source code and what we learned."
        path={PROJECTS_PATH}
        image={cover}
        imageAlt={cover ? 'A featured project' : undefined}
        jsonLd={projectListJsonLd(projects.items)}
      />
      <ProjectsView firstPage={projects} />
    </>
  );
}
