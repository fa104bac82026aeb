import { Alert } from '~/components/ui/Alert';
import { Badge } from '~/components/ui/Badge';
import { UsersIcon } from '~/components/ui/icons';

import { joinNames } from './use-editing-presence';

/** Above an editor: who else has this record open right now. */
export function EditingPresenceNotice({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert
      tone="info"
      title={`${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} also editing`}
      className="mb-6"
    >
      Saves never overwrite each other: if they save first, you are asked what to keep.
    </Alert>
  );
}

/** In a list: the record someone has open in an editor. */
export function EditingMarker({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Badge tone="purple" icon={<UsersIcon />}>
      {joinNames(names)} {names.length === 1 ? 'is' : 'are'} editing
    </Badge>
  );
}
