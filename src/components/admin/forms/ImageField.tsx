import { useState } from 'react';
import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from 'react-hook-form';

import { TrashIcon } from '~/components/admin/icons';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { ImageIcon } from '~/components/ui/media-icons';
import { isMediaUrl } from '~/schemas/common';
import type { UploadFolder } from '~/schemas/upload';

import { Fieldset } from './Fieldset';
import { FileDropZone } from './FileDropZone';
import { FilePicker } from './FilePicker';
import { UploadProgress } from './UploadProgress';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

/**
 * A form's image field (`name` under `control`): one image, uploaded (picked or dropped) or
 * linked by URL — the two are exclusive: picking a file clears the URL box, typing a URL replaces
 * the uploaded file. Shows a preview with a remove button, the upload's progress and why it
 * failed, and reports while an upload runs so the form can wait for it.
 */
export function ImageField<Values extends FieldValues>({
  control,
  name,
  legend,
  teamId,
  folder,
  onUploadingChange,
  disabled = false,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, string | null | undefined>;
  legend: string;
  teamId: string;
  folder: UploadFolder;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  const onChange = field.onChange as (url: string) => void;
  const error = fieldState.error?.message;
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const images = useImageUpload(teamId, folder);
  const busy = disabled || images.uploading;

  async function uploadFile(file: File) {
    onUploadingChange(true);
    const url = await images.upload(file);
    onUploadingChange(false);
    if (url === null) return;
    setUploadedUrl(url);
    onChange(url);
  }

  const typedUrl = value === uploadedUrl ? '' : value;
  const preview = value && isMediaUrl(value) ? value : null;

  return (
    <Fieldset legend={legend} error={error}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <FileDropZone
          onFile={(file) => void uploadFile(file)}
          disabled={busy}
          className="aspect-video w-full shrink-0 sm:w-56"
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
              {images.uploading ? 'Uploading...' : 'Drop an image here'}
            </span>
          )}
        </FileDropZone>
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <FilePicker
              accept={IMAGE_ACCEPT}
              disabled={busy}
              onFile={(file) => void uploadFile(file)}
            >
              {images.uploading ? 'Uploading...' : 'Upload image'}
            </FilePicker>
            {value && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setUploadedUrl(null);
                  onChange('');
                }}
                disabled={busy}
              >
                <TrashIcon className="size-4" />
                Remove image
              </Button>
            )}
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
          </p>
          {images.progress !== null && (
            <UploadProgress share={images.progress} label="Image upload progress" />
          )}
          {images.error && (
            <Alert tone="error" title="Error uploading image">
              {images.error}
            </Alert>
          )}
          <Field label="Image URL">
            {/* Text, not url: the field also shows the site's own images by path (/api/uploads/…),
                which a url input holds as an invalid value. */}
            <Input
              inputMode="url"
              placeholder="https://…"
              value={typedUrl}
              disabled={busy}
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
