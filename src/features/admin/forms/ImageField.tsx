import { useId, useRef, useState, type DragEvent } from 'react';

import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { ImageIcon } from '~/components/ui/icons';
import { TrashIcon, UploadIcon } from '~/features/admin/icons';
import { isMediaUrl } from '~/schemas/common';
import type { UploadFolder } from '~/schemas/upload';

import { Fieldset } from './Fieldset';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

/**
 * One image, uploaded (picked or dropped) or linked by URL — the two are exclusive: picking a file
 * clears the URL box, typing a URL replaces the uploaded file. Shows a preview with a remove
 * button, and reports while an upload runs so the form can wait for it.
 */
export function ImageField({
  legend,
  teamId,
  folder,
  value,
  onChange,
  onUploadingChange,
  error,
  disabled = false,
}: {
  legend: string;
  teamId: string;
  folder: UploadFolder;
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const { upload, uploading } = useImageUpload(teamId, folder);

  async function uploadFile(file: File) {
    onUploadingChange(true);
    const url = await upload(file);
    onUploadingChange(false);
    if (fileInput.current) fileInput.current.value = '';
    if (url === null) return;
    setUploadedUrl(url);
    onChange(url);
  }

  function dropFile(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) void uploadFile(file);
  }

  const typedUrl = value === uploadedUrl ? '' : value;
  const preview = value && isMediaUrl(value) ? value : null;

  return (
    <Fieldset legend={legend} error={error}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={dropFile}
          className={`relative flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border-2 border-dashed sm:w-56 ${
            dragging
              ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
              : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/50'
          }`}
        >
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- any URL an editor pastes, shown as is
            <img
              src={preview}
              alt="Preview of the chosen image"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 px-3 text-center text-sm text-slate-600 dark:text-slate-400">
              <ImageIcon className="size-6" />
              {uploading ? 'Uploading...' : 'Drop an image here'}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="peer sr-only"
              disabled={disabled || uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void uploadFile(file);
              }}
            />
            <label
              htmlFor={inputId}
              className="btn btn-outline btn-sm cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <UploadIcon className="size-4" />
              {uploading ? 'Uploading...' : 'Upload image'}
            </label>
            {value && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setUploadedUrl(null);
                  onChange('');
                }}
                disabled={disabled || uploading}
              >
                <TrashIcon className="size-4" />
                Remove image
              </Button>
            )}
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
          </p>
          <Field label="Image URL">
            <Input
              type="url"
              placeholder="https://…"
              value={typedUrl}
              disabled={disabled || uploading}
              onChange={(event) => {
                setUploadedUrl(null);
                onChange(event.target.value);
              }}
            />
          </Field>
        </div>
      </div>
    </Fieldset>
  );
}
