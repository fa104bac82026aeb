import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import type { ReactNode } from 'react';

import { cx } from './cx';
import { CloseIcon } from './icons';

const sizes = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' };

/**
 * A modal dialog: focus moves into it and stays there, Escape or the close button calls
 * `onClose`, and focus returns to what opened it. The body scrolls when it is taller than the
 * screen; `footer` stays visible under it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  size = 'md',
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof sizes;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel
          className={cx(
            'flex max-h-[100dvh] w-full flex-col rounded-t-2xl border border-slate-200 bg-white shadow-xl sm:max-h-[90dvh] sm:rounded-2xl dark:border-slate-800 dark:bg-slate-900',
            sizes[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
            <div className="flex flex-1 flex-col gap-1">
              <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </DialogTitle>
              {description && (
                <Description className="text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </Description>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="btn btn-ghost btn-icon -mt-1 -mr-2 size-9"
            >
              <CloseIcon />
            </button>
          </div>
          {children && <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
