import { apiRequest } from '@d742/platform';

export const EXPORT_URL = '/api/user/export';

/** GET /api/user/export, then hands the JSON to the browser as a file download. */
export async function downloadDataBackup(now: Date = new Date()): Promise<void> {
  const res = await apiRequest('GET', EXPORT_URL);
  const blob = new Blob([await res.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `district742-backup-${now.toISOString().slice(0, 10)}.json`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
