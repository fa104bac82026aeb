import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/**
 * Toast outlet: up to 3 visible, 4000 ms each. Not global: a page that shows toasts
 * (contact, admin) renders it itself, so public pages do not carry sonner.
 *
 * At the top: in a corner at the bottom, a toast lay over a dialog's action buttons, and since a
 * toast stays while the pointer rests on it, moving to the button kept the button covered.
 */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={3}
      duration={4000}
      position="top-center"
      theme="system"
      richColors
      closeButton
    />
  );
}
