import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** A project as the public lists deliver it (`project.list`, `project.featured`), in page props. */
export type ProjectSummary = Serialized<RouterOutputs['project']['list']['items'][number]>;

/** A project with its team and series (`project.byId`), in page props. */
export type ProjectDetail = Serialized<RouterOutputs['project']['byId']>;

export type ProjectLinks = Serialized<RouterOutputs['customLink']['list']>;
