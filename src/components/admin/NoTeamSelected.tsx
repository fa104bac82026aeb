import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';

/** The dashboard of someone who belongs to no team yet. */
export function NoTeamSelected({ isSystemAdmin }: { isSystemAdmin: boolean }) {
  return (
    <EmptyState
      icon={<UsersIcon />}
      title="No Team Selected"
      description={
        isSystemAdmin
          ? 'Create a team or join one to manage its content. The System Admin area shows every team.'
          : 'Create a team or ask a team owner to add you, then manage its content here.'
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink href="/teams">Manage Teams</ButtonLink>
          {isSystemAdmin && (
            <ButtonLink href="/system-admin" variant="outline">
              System Admin Dashboard
            </ButtonLink>
          )}
        </div>
      }
    />
  );
}
