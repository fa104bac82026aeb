import { shortenText } from '~/lib/shorten-text';

import type { ProjectCardData } from './types';

/** The cards show three or four lines of the description; the rest stays on the project page. */
const CARD_DESCRIPTION_LENGTH = 280;

/**
 * Only what a project card on /projects shows. Runs on the server for page props and in the
 * browser for the pages 'Load more' fetches.
 */
export function toProjectCard(project: ProjectCardData): ProjectCardData {
  return {
    id: project.id,
    title: project.title,
    description: shortenText(project.description, CARD_DESCRIPTION_LENGTH),
    featured: project.featured,
    imageUrls: project.imageUrls,
    imageUrl: project.imageUrl,
    videoUrl: project.videoUrl,
    demoUrl: project.demoUrl,
    githubUrl: project.githubUrl,
    tags: project.tags,
  };
}
