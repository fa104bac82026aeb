import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { api } from '~/utils/api';

import { teamContentsText, type SystemTeam } from './team-contents';

/** Asks before a team goes, saying what goes with it; `onDeleted` runs once it is gone. */
export function DeleteTeamDialog({
  team,
  onClose,
  onDeleted,
}: {
  team: SystemTeam | null;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const remove = api.team.delete.useMutation({ onSuccess: onDeleted });
  return (
    <DeleteDialog
      target={team}
      title="Delete this team?"
      describe={(target) => (
        <>
          “{target.name}” will be deleted for good with {teamContentsText(target)}, and its{' '}
          {target.counts.members === 1 ? 'member leaves' : 'members leave'} it. Its content leaves
          the public site at once. This cannot be undone.
        </>
      )}
      confirmLabel="Delete team"
      remove={(target) => remove.mutateAsync({ teamId: target.id })}
      succeeded="Team deleted successfully!"
      failed="Error deleting team"
      onClose={onClose}
    />
  );
}
