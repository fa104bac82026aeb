import type { SendFiguresInput } from '~/schemas/subscriber';
import { api, type RouterOutputs } from '~/utils/api';

export type SendFigures = RouterOutputs['subscriber']['sendFigures'][string];

/**
 * The send figures of the rows of a list whose followers were emailed (one query for the rows
 * shown); rows never emailed have none.
 */
export function useSendFigures(
  teamId: string,
  aboutType: SendFiguresInput['aboutType'],
  records: readonly { id: string; followersEmailedAt: Date | null }[],
) {
  const ids = records.filter((record) => record.followersEmailedAt).map((record) => record.id);
  const query = api.subscriber.sendFigures.useQuery(
    { teamId, aboutType, ids },
    { enabled: teamId !== '' && ids.length > 0 },
  );
  return (id: string): SendFigures | null => query.data?.[id] ?? null;
}
