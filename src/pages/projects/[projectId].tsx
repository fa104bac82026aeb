import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { projectImages } from '~/features/projects/project-images';
import { projectJsonLd } from '~/features/projects/project-json-ld';
import { ProjectDetailView } from '~/features/projects/ProjectDetailView';
import type { ProjectDetail, ProjectLinks } from '~/features/projects/types';
import { projectPath } from '~/lib/public-paths';
import { metaDescription } from '~/lib/shorten-text';
import { idSchema } from '~/schemas/common';
import { projectCard, shareCardUrl } from '~/server/seo/share-card';
import {
  ISR_FALLBACK_SECONDS,
  orNotFound,
  serialize,
  serverCaller,
} from '~/server/trpc/server-caller';

interface ProjectPageProps {
  project: ProjectDetail;
  links: ProjectLinks;
  /** Its own first image, else its share image. */
  image: string;
}

export const getStaticPaths: GetStaticPaths = () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<ProjectPageProps, { projectId: string }> = async ({
  params,
}) => {
  const id = params?.projectId ?? '';
  const caller = serverCaller();
  // A malformed id can name no project: a 404, not a validation error.
  const project = idSchema.safeParse(id).success
    ? await orNotFound(caller.project.byId({ id }))
    : null;
  if (!project) return { notFound: true, revalidate: ISR_FALLBACK_SECONDS };
  const links = await caller.customLink.list({ entityType: 'project', entityId: id });
  return {
    props: {
      project: serialize(project),
      links: serialize(links),
      image: projectImages(project)[0] ?? shareCardUrl(projectCard(project)),
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function ProjectPage({
  project,
  links,
  image,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo
        title={project.title}
        description={metaDescription(project.description)}
        path={projectPath(project.id)}
        image={image}
        imageAlt={project.title}
        type="article"
        jsonLd={projectJsonLd(project)}
      />
      <ProjectDetailView project={project} links={links} />
    </>
  );
}
