import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { FlagIcon } from '~/components/ui/icons';
import { CONTACT_PATH } from '~/lib/public-paths';

/** /hackathon before any series is featured. */
export function HackathonEmptyState() {
  return (
    <EmptyState
      icon={<FlagIcon />}
      title="Our journey starts soon"
      description="The weekly updates of our 8-week AI hackathon will appear here as soon as we publish them. Check back soon!"
      action={
        <ButtonLink href={CONTACT_PATH} variant="outline">
          Get in Touch
        </ButtonLink>
      }
    />
  );
}
