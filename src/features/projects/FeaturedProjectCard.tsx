import { ExternalButtonLink } from '~/components/ui/Button';
import { Card, CardBody } from '~/components/ui/Card';
import { CodeIcon, ExternalLinkIcon } from '~/components/ui/icons';

import { projectImages } from './project-images';
import { ProjectCover } from './ProjectCover';
import type { ProjectSummary } from './types';

/**
 * A featured project on the home page's Featured Projects: image, title, an optional source-code
 * link, description, and 'View Project' to the live demo only when there is one.
 */
export function FeaturedProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Card as="article" padded={false} className="flex h-full flex-col">
      <ProjectCover
        src={projectImages(project)[0]}
        title={project.title}
        sizes="(min-width: 1024px) 540px, (min-width: 768px) 50vw, 100vw"
      />
      <CardBody>
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{project.title}</h3>
          {project.githubUrl && (
            <ExternalButtonLink
              href={project.githubUrl}
              variant="ghost"
              size="icon"
              aria-label={`Source code of ${project.title} (opens in a new tab)`}
              className="-mt-2 -mr-2 shrink-0"
            >
              <CodeIcon />
            </ExternalButtonLink>
          )}
        </div>
        <p className="line-clamp-4 text-slate-600 dark:text-slate-400">{project.description}</p>
        {project.demoUrl && (
          <div className="mt-auto pt-2">
            <ExternalButtonLink href={project.demoUrl} size="sm">
              View Project
              <span className="sr-only">{`, ${project.title} (opens in a new tab)`}</span>
              <ExternalLinkIcon className="size-4" />
            </ExternalButtonLink>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
