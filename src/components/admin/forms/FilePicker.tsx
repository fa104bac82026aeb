import { useId, useRef, type ReactNode } from 'react';

import { UploadIcon } from '~/components/admin/icons';

/**
 * A button-styled label over a hidden file input: the keyboard and screen readers reach the
 * input, the eye sees a button. Cleared after each pick so the same file can be picked again.
 */
export function FilePicker({
  accept,
  disabled = false,
  onFile,
  children,
}: {
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className="btn btn-outline btn-sm cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <UploadIcon className="size-4" />
        {children}
      </label>
    </>
  );
}
