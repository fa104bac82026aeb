import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { PROJECTS_PAGE_SIZE } from '~/features/projects/limits';
import { projectImages } from '~/features/projects/project-images';
import { projectListJsonLd } from '~/features/projects/project-json-ld';
import { ProjectsView } from '~/features/projects/ProjectsView';
import type { ProjectSummary } from '~/features/projects/types';
import { ISR_FALLBACK_SECONDS, serialize, serverCaller } from '~/server/trpc/server-caller';

interface ProjectsPageProps {
  projects: ProjectSummary[];
  truncated: boolean;
}

export const getStaticProps: GetStaticProps<ProjectsPageProps> = async () => {
  const page = await serverCaller().project.list({ limit: PROJECTS_PAGE_SIZE });
  return {
    props: { projects: serialize(page.items), truncated: page.nextCursor !== null },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function ProjectsPage({
  projects,
  truncated,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  const cover = projects.map(projectImages).find((images) => images.length > 0)?.[0];
  return (
    <>
      <Seo
        title="Projects"
        description="Prototypes and tools built by our team during the 8-week AI hackathon and beyond: demos, source code and what we learned."
        path="/projects"
        image={cover}
        imageAlt={cover ? 'A featured project' : undefined}
        jsonLd={projectListJsonLd(projects)}
      />
      <ProjectsView projects={projects} truncated={truncated} />
    </>
  );
}
