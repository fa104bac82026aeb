import { z } from 'zod';

import { idSchema } from '~/schemas/common';
import { createProjectInput } from '~/schemas/project';
import type { RouterOutputs } from '~/utils/api';

export type AdminProject = RouterOutputs['project']['adminById'];

/** The project editor's form: the create call's input, the team included. */
export const projectFormSchema = createProjectInput.extend({
  teamId: idSchema.or(z.literal('')).refine(Boolean, 'Select a team.'),
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** Fields whose server errors are shown beside them. */
export const PROJECT_FORM_FIELDS = [
  'title',
  'description',
  'teamId',
  'seriesId',
  'tags',
  'demoUrl',
  'githubUrl',
  'videoUrl',
  'imageUrl',
  'imageUrls',
  'links',
] as const satisfies readonly (keyof ProjectFormValues)[];

export function emptyProjectForm(teamId: string): ProjectFormValues {
  return {
    title: '',
    description: '',
    teamId,
    seriesId: '',
    tags: [],
    demoUrl: '',
    githubUrl: '',
    videoUrl: '',
    imageUrl: '',
    imageUrls: [],
    featured: false,
    published: true,
    links: [],
  };
}

/** An edit form prefilled from the project; what it lacks becomes an empty string. */
export function projectFormFrom(project: AdminProject): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    teamId: project.teamId,
    seriesId: project.seriesId ?? '',
    tags: project.tags,
    demoUrl: project.demoUrl ?? '',
    githubUrl: project.githubUrl ?? '',
    videoUrl: project.videoUrl ?? '',
    imageUrl: project.imageUrl ?? '',
    imageUrls: project.imageUrls,
    featured: project.featured,
    published: project.published,
    links: [],
  };
}
