import { useState, type KeyboardEvent } from 'react';

import { PlusIcon } from '~/components/admin/icons';
import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { isHttpUrl } from '~/schemas/common';
import type { CustomLinkFields } from '~/schemas/custom-link';

/**
 * The 'Link name' / 'Link URL' / 'Add' row of a links editor. A name or URL left empty is ignored;
 * a URL that is not http(s) is refused beside the box. Enter adds (never submits the outer form).
 */
export function LinkDraftInputs({
  onAdd,
  busy = false,
}: {
  /** Resolves true when the link was taken (the boxes are then cleared). */
  onAdd: (link: CustomLinkFields) => Promise<boolean> | boolean;
  busy?: boolean;
}) {
  const [linkName, setLinkName] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  async function add() {
    const link = { linkName: linkName.trim(), linkUrl: linkUrl.trim() };
    if (!link.linkName || !link.linkUrl) return;
    if (!isHttpUrl(link.linkUrl)) {
      setUrlError('Enter a full http(s):// URL.');
      return;
    }
    if (await onAdd(link)) {
      setLinkName('');
      setLinkUrl('');
    }
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label="Link name" className="flex-1">
        <Input
          value={linkName}
          onChange={(event) => setLinkName(event.target.value)}
          onKeyDown={addOnEnter}
          placeholder="Live demo"
          disabled={busy}
        />
      </Field>
      <Field label="Link URL" error={urlError ?? undefined} className="flex-[2]">
        <Input
          type="url"
          value={linkUrl}
          onChange={(event) => {
            setLinkUrl(event.target.value);
            setUrlError(null);
          }}
          onKeyDown={addOnEnter}
          placeholder="https://…"
          disabled={busy}
        />
      </Field>
      <Button variant="outline" className="sm:mt-7" onClick={() => void add()} disabled={busy}>
        <PlusIcon className="size-4" />
        Add
      </Button>
    </div>
  );
}
