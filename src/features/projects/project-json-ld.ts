import { projectPath, PROJECTS_PATH, seriesPath } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';

import { projectImages } from './project-images';
import type { ProjectDetail, ProjectSummary } from './types';

const CONTEXT = 'https://schema.org';

/** /projects: the projects in the order shown, as a schema.org ItemList. */
export function projectListJsonLd(projects: readonly Pick<ProjectSummary, 'id' | 'title'>[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: `Projects | ${SITE_NAME}`,
    url: absoluteUrl(PROJECTS_PATH),
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: project.title,
      url: absoluteUrl(projectPath(project.id)),
    })),
  };
}

/**
 * One project: SoftwareSourceCode when its code is public (with the repository), otherwise a
 * CreativeWork; made by its team, part of its series when it belongs to one.
 */
export function projectJsonLd(project: ProjectDetail) {
  const image = projectImages(project)[0];
  return {
    '@context': CONTEXT,
    '@type': project.githubUrl ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title,
    description: project.description,
    url: absoluteUrl(projectPath(project.id)),
    dateCreated: project.createdAt,
    dateModified: project.updatedAt,
    ...(project.tags.length > 0 && { keywords: project.tags.join(', ') }),
    ...(image && { image: absoluteUrl(image) }),
    ...(project.githubUrl && { codeRepository: project.githubUrl }),
    creator: { '@type': 'Organization', name: project.team.name },
    ...(project.series && {
      isPartOf: {
        '@type': 'CreativeWorkSeries',
        name: project.series.title,
        url: absoluteUrl(seriesPath(project.series.slug)),
      },
    }),
  };
}
