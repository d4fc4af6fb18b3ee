import { useState } from 'react';
import { toApiError } from '@nail-or-never/shared';
import { clientApi } from '@nail-or-never/shared/general';
import { useSectionToast } from '@nail-or-never/shared/kit';

/** The file "Export data" saves. */
export const exportFileName = (clientId: number): string => `client-${clientId}.json`;

/** Hands a file to the browser as a download. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ClientExport {
  exporting: boolean;
  run: () => Promise<void>;
}

/**
 * "Export data": everything held about the client (the API's JSON, recorded on the server) saved as
 * `client-<id>.json`. A read, not a write: no cache changes, one export at a time, a toast either way.
 */
export function useClientExport(clientId: number): ClientExport {
  const [exporting, setExporting] = useState(false);
  const toast = useSectionToast();
  const run = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const blob = await clientApi.exportData(clientId);
      download(blob, exportFileName(clientId));
      toast.show('success', 'Data exported', `Saved as ${exportFileName(clientId)}.`);
    } catch (error) {
      toast.show('error', 'The data could not be exported', toApiError(error).message);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
