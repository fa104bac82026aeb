import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

export type TeamProfile = Serialized<RouterOutputs['teamProfile']['list'][number]>;
