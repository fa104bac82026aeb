import { Switch } from '~/components/ui/Switch';
import { toast } from '~/components/ui/Toaster';
import { api } from '~/utils/api';

/** The signed-in system admin's own choice: an email for each message the contact form takes. */
export function ContactEmailsSwitch() {
  const utils = api.useUtils();
  const me = api.user.me.useQuery();
  const set = api.user.setNotifyContactMessages.useMutation({
    onSuccess: ({ notify }) =>
      toast.success(
        notify
          ? 'You will get an email for each contact message.'
          : 'Contact message emails are off.',
      ),
    meta: { failed: 'Could not change the setting' },
    onSettled: () => utils.user.me.invalidate(),
  });
  const checked = set.isPending ? set.variables.notify : (me.data?.notifyContactMessages ?? false);

  return (
    <Switch
      label="Email me each contact message"
      hint="Replies go straight to the sender."
      checked={checked}
      disabled={!me.data || set.isPending}
      onChange={(notify) => set.mutate({ notify })}
    />
  );
}
