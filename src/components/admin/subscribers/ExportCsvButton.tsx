import { useState } from 'react';

import { messageOf } from '~/components/admin/forms/server-errors';
import { saveFile } from '~/components/admin/save-file';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/Toaster';

/** 'Export CSV': the subscribers the list's search and filter find, as a spreadsheet file. */
export function ExportCsvButton({
  exportCsv,
}: {
  exportCsv: () => Promise<{ filename: string; csv: string }>;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { filename, csv } = await exportCsv();
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
    } catch (error) {
      toast.error('Error exporting subscribers', { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" disabled={busy} onClick={() => void download()}>
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
