import { ImageGallery } from '~/components/content/ImageGallery';
import { TagList } from '~/components/content/TagList';
import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { Card, CardBody } from '~/components/ui/Card';
import { ArrowRightIcon, StarIcon } from '~/components/ui/icons';
import { projectPath } from '~/lib/public-paths';

import { projectImages } from './project-images';
import { ProjectExternalLinks } from './ProjectExternalLinks';
import { ProjectVideo } from './ProjectVideo';
import type { ProjectCardData } from './types';

/** The images of a featured project, or its video when it has no image. */
function SpotlightMedia({ project, priority }: { project: ProjectCardData; priority: boolean }) {
  const images = projectImages(project);
  if (images.length > 0) {
    return (
      <ImageGallery
        images={images}
        title={project.title}
        sizes="(min-width: 1024px) 540px, (min-width: 768px) 45vw, 100vw"
        priority={priority}
      />
    );
  }
  if (project.videoUrl) return <ProjectVideo url={project.videoUrl} title={project.title} />;
  return null;
}

/** A featured project on /projects: the large card with all its tags and links. */
export function ProjectSpotlightCard({
  project,
  priority = false,
}: {
  project: ProjectCardData;
  /** Load its main image eagerly: the first card, at the top of the page. */
  priority?: boolean;
}) {
  return (
    <Card as="article" padded={false} className="flex flex-1 flex-col">
      <div className="p-4 pb-0">
        <SpotlightMedia project={project} priority={priority} />
      </div>
      <CardBody>
        <div>
          <Badge tone="amber" icon={<StarIcon />}>
            Featured
          </Badge>
        </div>
        <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{project.title}</h3>
        <p className="line-clamp-4 text-slate-600 dark:text-slate-400">{project.description}</p>
        <TagList tags={project.tags} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ButtonLink href={projectPath(project.id)} size="sm">
            View Details
            <span className="sr-only">{`, ${project.title}`}</span>
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
          <ProjectExternalLinks project={project} />
        </div>
      </CardBody>
    </Card>
  );
}
