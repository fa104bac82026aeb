import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/**
 * Toast outlet: up to 3 visible, 4000 ms each. Not global: a page that shows toasts
 * (contact, admin) renders it itself, so public pages do not carry sonner.
 */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={3}
      duration={4000}
      position="bottom-right"
      theme="system"
      richColors
      closeButton
    />
  );
}
