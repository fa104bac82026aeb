import { useState, type DragEvent, type ReactNode } from 'react';

import { cx } from '~/components/ui/cx';

/** Whether a drag carries files (not text or a link dragged from the page). */
export function dragHasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * A dashed box that takes a file dropped on it (the first, when several are). The file picker
 * beside it is the keyboard's way in; this is the mouse's shortcut.
 */
export function FileDropZone({
  onFile,
  disabled = false,
  className,
  children,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        if (disabled || !dragHasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      className={cx(
        'relative flex items-center justify-center overflow-hidden rounded-lg border-2 border-dashed',
        dragging
          ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
          : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/50',
        className,
      )}
    >
      {children}
    </div>
  );
}
