import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from 'react-hook-form';

import { IconButton } from '~/components/admin/IconButton';
import { PlusIcon, TrashIcon, UploadIcon } from '~/components/admin/icons';
import { SortableList } from '~/components/admin/sortable/SortableList';
import { Button } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';
import { Field, Input } from '~/components/ui/Field';
import { isMediaUrl, MEDIA_URL_MESSAGE } from '~/schemas/common';
import type { UploadFolder } from '~/schemas/upload';

import { Fieldset } from './Fieldset';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

/** How a person recognises an image of the list: its file name. */
function imageName(url: string): string {
  const name = url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop();
  return name ? decodeURIComponent(name) : url;
}

const NO_IMAGES: readonly string[] = [];

/**
 * A form's list of images (`name` under `control`), in display order: upload several at once
 * (picked or dropped), add one by URL, reorder by dragging or with the Move up/down buttons,
 * remove. Reports while uploads run so the form can wait for them.
 */
export function ImageGalleryField<Values extends FieldValues>({
  control,
  name,
  legend,
  teamId,
  folder,
  onUploadingChange,
  disabled = false,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, readonly string[] | null | undefined>;
  legend: string;
  teamId: string;
  folder: UploadFolder;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as readonly string[] | null | undefined) ?? NO_IMAGES;
  const onChange = field.onChange as (urls: string[]) => void;
  const error = fieldState.error?.message;
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [typedUrl, setTypedUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const { upload, uploading } = useImageUpload(teamId, folder);
  // Uploads finish one after another; each appends to the list as it is when it finishes.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  async function uploadFiles(files: readonly File[]) {
    if (files.length === 0 || disabled) return;
    onUploadingChange(true);
    const urls = await Promise.all(files.map(upload));
    onUploadingChange(false);
    if (fileInput.current) fileInput.current.value = '';
    const added = urls.filter((url): url is string => url !== null);
    if (added.length > 0) onChange([...latest.current, ...added]);
  }

  function dropFiles(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void uploadFiles([...event.dataTransfer.files]);
  }

  function addUrl() {
    const url = typedUrl.trim();
    if (!url) return;
    if (!isMediaUrl(url)) {
      setUrlError(MEDIA_URL_MESSAGE);
      return;
    }
    onChange([...value, url]);
    setTypedUrl('');
  }

  // Positions are the identity of the images: the same URL may be listed twice.
  const rows = value.map((url, index) => ({ url, key: String(index) }));

  return (
    <Fieldset legend={legend} error={error}>
      {rows.length > 0 ? (
        <SortableList
          items={rows}
          idOf={(row) => row.key}
          labelOf={(row) => `image ${Number(row.key) + 1} (${imageName(row.url)})`}
          label={legend}
          className="flex flex-col gap-2"
          disabled={disabled}
          onReorder={(keys) => onChange(keys.map((key) => value[Number(key)]!))}
        >
          {(row, controls) => (
            <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900">
              {controls}
              {/* eslint-disable-next-line @next/next/no-img-element -- any URL an editor adds, shown as is */}
              <img
                src={row.url}
                alt=""
                className="h-12 w-20 shrink-0 rounded object-cover"
                loading="lazy"
              />
              <span className="min-w-0 flex-1 truncate text-sm text-slate-700 dark:text-slate-300">
                {imageName(row.url)}
              </span>
              {!disabled && (
                <IconButton
                  label={`Remove image ${Number(row.key) + 1} (${imageName(row.url)})`}
                  danger
                  className="size-8"
                  onClick={() => onChange(value.filter((_, at) => at !== Number(row.key)))}
                >
                  <TrashIcon className="size-4" />
                </IconButton>
              )}
            </div>
          )}
        </SortableList>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No images yet.</p>
      )}
      {!disabled && (
        <>
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={dropFiles}
            className={cx(
              'flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed px-4 py-3',
              dragging
                ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
                : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/50',
            )}
          >
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              className="peer sr-only"
              disabled={uploading}
              onChange={(event) => void uploadFiles([...(event.target.files ?? [])])}
            />
            <label
              htmlFor={inputId}
              className="btn btn-outline btn-sm cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <UploadIcon className="size-4" />
              {uploading ? 'Uploading...' : 'Upload images'}
            </label>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              or drop them here. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each.
            </span>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field label="Image URL" error={urlError ?? undefined} className="flex-1">
              <Input
                type="url"
                placeholder="https://…"
                value={typedUrl}
                onChange={(event) => {
                  setTypedUrl(event.target.value);
                  setUrlError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addUrl();
                }}
              />
            </Field>
            <Button variant="outline" className="sm:mt-7" onClick={addUrl}>
              <PlusIcon className="size-4" />
              Add image
            </Button>
          </div>
        </>
      )}
    </Fieldset>
  );
}
