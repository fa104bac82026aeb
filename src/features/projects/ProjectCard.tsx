import { TagList } from '~/components/content/TagList';
import { ButtonLink } from '~/components/ui/Button';
import { Card, CardBody } from '~/components/ui/Card';
import { projectPath } from '~/lib/public-paths';

import { projectImages } from './project-images';
import { ProjectCover } from './ProjectCover';
import { ProjectExternalLinks } from './ProjectExternalLinks';
import type { ProjectCardData } from './types';

/** Compact cards show this many tags, then '+N'. */
const COMPACT_TAGS = 3;

/** A project in the three-column 'All Projects' grid. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <Card as="article" padded={false} className="flex flex-1 flex-col">
      <ProjectCover
        src={projectImages(project)[0]}
        title={project.title}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      />
      <CardBody>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{project.title}</h3>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">
          {project.description}
        </p>
        <TagList tags={project.tags} max={COMPACT_TAGS} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ButtonLink href={projectPath(project.id)} size="sm">
            View
            <span className="sr-only">{`, ${project.title}`}</span>
          </ButtonLink>
          <ProjectExternalLinks project={project} />
        </div>
      </CardBody>
    </Card>
  );
}
