import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { IMAGE_ACCEPT } from '~/components/admin/forms/use-image-upload';
import { UploadIcon } from '~/components/admin/icons';
import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { toYouTubeEmbedUrl, YOUTUBE_LINK_MESSAGE } from '~/lib/youtube';
import { isMediaUrl } from '~/schemas/common';

export type Insert = 'link' | 'image' | 'youtube';

const LINK_URL = /^(?:https?:\/\/|mailto:)\S+$/i;

/** Enter in a box applies the panel (it never submits the post's form); Escape closes it. */
function panelKeys(apply: () => void, close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
}

function Panel({
  title,
  onKeyDown,
  children,
  actions,
}: {
  title: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={title}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 border-b border-slate-200 bg-white p-3 sm:flex-row sm:items-end dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-3 sm:flex-row">{children}</div>
      <div className="flex gap-2">{actions}</div>
    </div>
  );
}

/** The link box: http(s) or mailto only; an empty URL removes the link. */
export function LinkPanel({
  initialUrl,
  onApply,
  onClose,
}: {
  initialUrl: string;
  onApply: (url: string | null) => void;
  onClose: () => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const value = url.trim();
    if (value && !LINK_URL.test(value)) {
      setError('Links must start with http://, https:// or mailto:.');
      return;
    }
    onApply(value || null);
  }
  return (
    <Panel
      title="Link"
      onKeyDown={panelKeys(apply, onClose)}
      actions={
        <>
          <Button size="sm" onClick={apply}>
            Apply link
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <Field label="Link address" error={error ?? undefined} className="flex-1">
        <Input
          autoFocus
          type="url"
          placeholder="https://… or mailto:…"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
      </Field>
    </Panel>
  );
}

/** An image by upload or URL, with its alt text. */
export function ImagePanel({
  upload,
  uploading,
  onInsert,
  onClose,
}: {
  upload: (file: File) => Promise<string | null>;
  uploading: boolean;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const value = src.trim();
    if (!isMediaUrl(value)) {
      setError('Upload an image or enter its full http(s):// URL.');
      return;
    }
    onInsert({ src: value, alt: alt.trim() });
  }

  async function uploadFile(file: File) {
    const url = await upload(file);
    if (fileInput.current) fileInput.current.value = '';
    if (url) {
      setSrc(url);
      setError(null);
    }
  }

  return (
    <Panel
      title="Image"
      onKeyDown={panelKeys(apply, onClose)}
      actions={
        <>
          <Button size="sm" onClick={apply} disabled={uploading}>
            Insert image
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-1.5 sm:justify-end">
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void uploadFile(file);
          }}
        />
        <label
          htmlFor={fileId}
          className="btn btn-outline btn-sm cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60"
        >
          <UploadIcon className="size-4" />
          {uploading ? 'Uploading...' : 'Upload image'}
        </label>
      </div>
      <Field label="Image URL" error={error ?? undefined} className="flex-1">
        <Input
          type="url"
          placeholder="https://…"
          value={src}
          onChange={(event) => {
            setSrc(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Field
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        className="flex-1"
      >
        <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
      </Field>
    </Panel>
  );
}

/** A YouTube video by any of its link forms. */
export function YouTubePanel({
  onInsert,
  onClose,
}: {
  onInsert: (embedUrl: string) => void;
  onClose: () => void;
}) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const parsed = toYouTubeEmbedUrl(link);
    if (!parsed.ok) {
      setError(YOUTUBE_LINK_MESSAGE);
      return;
    }
    onInsert(parsed.embedUrl);
  }
  return (
    <Panel
      title="YouTube video"
      onKeyDown={panelKeys(apply, onClose)}
      actions={
        <>
          <Button size="sm" onClick={apply}>
            Insert video
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <Field label="YouTube link" error={error ?? undefined} className="flex-1">
        <Input
          autoFocus
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            setError(null);
          }}
        />
      </Field>
    </Panel>
  );
}
