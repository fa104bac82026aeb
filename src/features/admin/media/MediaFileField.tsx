import { useEffect, useRef } from 'react';

import { Fieldset } from '~/components/admin/forms/Fieldset';
import { FileDropZone } from '~/components/admin/forms/FileDropZone';
import { FilePicker } from '~/components/admin/forms/FilePicker';
import { UploadProgress } from '~/components/admin/forms/UploadProgress';
import { Alert } from '~/components/ui/Alert';
import { Field, Input } from '~/components/ui/Field';
import { ImageIcon } from '~/components/ui/media-icons';
import { isMediaUrl } from '~/schemas/common';

import { MEDIA_FILE_ACCEPT, useMediaUpload } from './use-media-upload';

/**
 * The image or video file of a media item: dropped, picked, or linked by URL. An upload sets
 * the URL and the item's type to what the bytes turned out to be. `initialFile` (a file dropped
 * on the page) starts uploading as soon as the field appears.
 */
export function MediaFileField({
  teamId,
  kind,
  value,
  onChange,
  onUploaded,
  onUploadingChange,
  initialFile,
  error,
}: {
  teamId: string;
  kind: 'image' | 'video';
  value: string;
  onChange: (url: string) => void;
  onUploaded: (kind: 'image' | 'video') => void;
  onUploadingChange: (uploading: boolean) => void;
  initialFile?: File;
  error?: string;
}) {
  const files = useMediaUpload(teamId);

  async function uploadFile(file: File) {
    onUploadingChange(true);
    const sent = await files.upload(file);
    onUploadingChange(false);
    if (!sent) return;
    onChange(sent.url);
    onUploaded(sent.kind);
  }

  // A file dropped on the page uploads once, when the dialog opens (not again on a re-mount).
  const started = useRef(false);
  useEffect(() => {
    if (!initialFile || started.current) return;
    started.current = true;
    void uploadFile(initialFile);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the file given on opening
  }, [initialFile]);

  const preview = value && isMediaUrl(value) ? value : null;

  return (
    <Fieldset
      legend="File"
      hint="Images (JPEG, PNG, WebP, GIF, AVIF) up to 5 MB; videos (MP4, WebM) up to 50 MB."
      error={error}
    >
      <FileDropZone
        onFile={(file) => void uploadFile(file)}
        disabled={files.uploading}
        className="aspect-video w-full sm:max-w-md"
      >
        {preview && kind === 'video' ? (
          <video src={preview} controls preload="metadata" className="size-full bg-black">
            <track kind="captions" />
          </video>
        ) : preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- any URL an editor gives, shown as is
          <img
            src={preview}
            alt="Preview of the chosen image"
            className="size-full object-contain"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 px-3 text-center text-sm text-slate-600 dark:text-slate-400">
            <ImageIcon className="size-6" />
            {files.uploading ? 'Uploading...' : 'Drop an image or a video here'}
          </span>
        )}
      </FileDropZone>
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          accept={MEDIA_FILE_ACCEPT}
          disabled={files.uploading}
          onFile={(file) => void uploadFile(file)}
        >
          {files.uploading ? 'Uploading...' : 'Upload file'}
        </FilePicker>
      </div>
      {files.progress !== null && (
        <UploadProgress share={files.progress} label="File upload progress" />
      )}
      {files.error && (
        <Alert tone="error" title="Error uploading file">
          {files.error}
        </Alert>
      )}
      <Field label="File URL" hint="Or link a file stored elsewhere.">
        {/* Text, not url: an uploaded file shows here by its path on this site. */}
        <Input
          inputMode="url"
          placeholder="https://…"
          value={value}
          disabled={files.uploading}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
    </Fieldset>
  );
}
