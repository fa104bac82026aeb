import { ShownOnceDialog } from '~/components/admin/ShownOnceDialog';

/** A temporary password, shown this once, with a button to copy it. */
export function TemporaryPasswordDialog({
  shown,
  onClose,
}: {
  shown: { name: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      value={shown?.password ?? null}
      title="Temporary password"
      description={
        shown && (
          <>
            Give it to {shown.name}. It works until they sign in, when they must choose their own.
            It will not be shown again.
          </>
        )
      }
      onClose={onClose}
    />
  );
}
