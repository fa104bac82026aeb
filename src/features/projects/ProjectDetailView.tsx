import Link from 'next/link';

import { CustomLinkList } from '~/components/content/CustomLinkList';
import { TagList } from '~/components/content/TagList';
import { Badge } from '~/components/ui/Badge';
import { Container } from '~/components/ui/Container';
import { ContentImage } from '~/components/ui/ContentImage';
import { ArrowLeftIcon, LayersIcon, StarIcon, UsersIcon } from '~/components/ui/icons';
import { PROJECTS_PATH, seriesPath } from '~/lib/public-paths';
import { recordAttribute } from '~/lib/reader-beacon/record-attribute';

import { projectImages } from './project-images';
import { ProjectExternalLinks } from './ProjectExternalLinks';
import { ProjectVideo } from './ProjectVideo';
import type { ProjectDetail, ProjectLinks } from './types';

const sectionHeading = 'text-xl font-semibold text-slate-900 dark:text-white';

/** All of a project's images: a grid under 'Project Images', or the one image on its own. */
function ProjectImages({ images, title }: { images: string[]; title: string }) {
  if (images.length === 0) return null;
  if (images.length === 1) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
        <ContentImage
          src={images[0]!}
          fallbackAlt={title}
          fill
          sizes="(min-width: 768px) 720px, 100vw"
          className="object-cover"
        />
      </div>
    );
  }
  return (
    <section aria-labelledby="project-images" className="flex flex-col gap-4">
      <h2 id="project-images" className={sectionHeading}>
        Project Images
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {images.map((src, index) => (
          <li
            key={`${index}-${src}`}
            className="relative aspect-video overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
          >
            <ContentImage
              src={src}
              fallbackAlt={`${title} (image ${index + 1} of ${images.length})`}
              fill
              sizes="(min-width: 768px) 360px, 100vw"
              className="object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /projects/{id}: everything about one project. */
export function ProjectDetailView({
  project,
  links,
}: {
  project: ProjectDetail;
  links: ProjectLinks;
}) {
  return (
    <Container width="narrow" className="flex flex-col gap-10 py-10 sm:py-14">
      <Link
        href={PROJECTS_PATH}
        className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
      >
        <ArrowLeftIcon className="size-4" />
        Back to Projects
      </Link>

      <header className="flex flex-col gap-5" {...recordAttribute('project', project.id)}>
        <div className="flex flex-wrap items-center gap-2">
          {project.featured && (
            <Badge tone="amber" icon={<StarIcon />}>
              Featured Project
            </Badge>
          )}
          <Badge icon={<UsersIcon />}>
            <span className="sr-only">Team: </span>
            {project.team.name}
          </Badge>
          {project.series && (
            <Link href={seriesPath(project.series.slug)} className="inline-flex rounded-full">
              <Badge tone="purple" icon={<LayersIcon />} className="hover:underline">
                <span className="sr-only">Series: </span>
                {project.series.title}
              </Badge>
            </Link>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {project.title}
        </h1>
        <p className="text-lg whitespace-pre-line text-slate-700 dark:text-slate-300">
          {project.description}
        </p>
        <TagList tags={project.tags} />
        {(project.demoUrl || project.githubUrl) && (
          <div className="flex flex-wrap gap-3">
            <ProjectExternalLinks
              project={project}
              demoLabel="Live Demo"
              codeLabel="Source Code"
              demoVariant="primary"
              size="md"
            />
          </div>
        )}
        <CustomLinkList links={links} />
      </header>

      {project.videoUrl && (
        <section aria-labelledby="project-video" className="flex flex-col gap-4">
          <h2 id="project-video" className={sectionHeading}>
            Video
          </h2>
          <ProjectVideo url={project.videoUrl} title={project.title} />
        </section>
      )}

      <ProjectImages images={projectImages(project)} title={project.title} />
    </Container>
  );
}
