import { toast } from '~/components/ui/Toaster';

/** A flag a list's row turns on and off, and how the toasts name the change. */
const FLAGS = {
  published: { on: 'published', off: 'unpublished' },
  featured: { on: 'featured', off: 'unfeatured' },
} as const;

type Flag = keyof typeof FLAGS;
type Toggled<F extends Flag> = { teamId: string; id: string } & Record<F, boolean>;

/** A router's procedure that sets the flag (`api.blog.publish`, `api.project.feature`). */
interface ToggleProcedure<F extends Flag> {
  useMutation: (options: {
    onSuccess: (record: Record<F, boolean>) => Promise<unknown>;
    meta: { failed: string };
  }) => { mutate: (input: Toggled<F>) => void; isPending: boolean };
}

/**
 * Turns a flag of a record in an admin list (Publish/Unpublish, Feature/Unfeature): a toast
 * says how it went ('Post published successfully!', 'Error updating post'), then `refresh`
 * reloads the list.
 */
export function useRowToggle<F extends Flag>(
  procedure: ToggleProcedure<F>,
  { flag, noun, refresh }: { flag: F; noun: string; refresh: () => Promise<unknown> },
) {
  const mutation = procedure.useMutation({
    onSuccess: (record) => {
      toast.success(`${noun} ${record[flag] ? FLAGS[flag].on : FLAGS[flag].off} successfully!`);
      return refresh();
    },
    meta: { failed: `Error updating ${noun.toLowerCase()}` },
  });
  return {
    isPending: mutation.isPending,
    /** Turns the flag of `record` the other way. */
    toggle: (record: { teamId: string; id: string } & Record<F, boolean>) =>
      mutation.mutate({
        teamId: record.teamId,
        id: record.id,
        [flag]: !record[flag],
      } as Toggled<F>),
  };
}
