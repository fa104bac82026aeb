import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** A project as the public lists deliver it (`project.list`, `project.featured`), in page props. */
export type ProjectSummary = Serialized<RouterOutputs['project']['list']['items'][number]>;

/** What the cards of /projects show of a project. */
export type ProjectCardData = Pick<
  ProjectSummary,
  | 'id'
  | 'title'
  | 'description'
  | 'featured'
  | 'imageUrls'
  | 'imageUrl'
  | 'videoUrl'
  | 'demoUrl'
  | 'githubUrl'
  | 'tags'
>;

/** A project with its team and series (`project.byId`), in page props. */
export type ProjectDetail = Serialized<RouterOutputs['project']['byId']>;

export type ProjectLinks = Serialized<RouterOutputs['customLink']['list']>;
