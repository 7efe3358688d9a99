import type { IpcResult } from '../../../shared/ipc/result';
import { BACKUP_CHUNK_CHARS, type RestorePlanView } from '../../../shared/ipc/schemas/backup';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** Main writes the backup where its save dialog says (browser mode: a download); null value: cancelled. */
export function createBackup(includeArchive: boolean) {
  return settle(() => desktopApi().backup.create({ includeArchive }));
}

/**
 * Sends the picked file to main in pieces (browser mode's socket takes 1 MB a message; main checks size and
 * order), then asks what restoring it would change. Nothing is written.
 */
export async function planRestore(text: string): Promise<IpcResult<{ uploadId: string; plan: RestorePlanView }>> {
  const uploadId = crypto.randomUUID();
  const total = Math.max(1, Math.ceil(text.length / BACKUP_CHUNK_CHARS));
  for (let index = 0; index < total; index += 1) {
    const piece = text.slice(index * BACKUP_CHUNK_CHARS, (index + 1) * BACKUP_CHUNK_CHARS);
    const sent = await settle(() => desktopApi().backup.upload({ uploadId, index, total, text: piece }));
    if (!sent.ok) return sent;
  }
  const plan = await settle(() => desktopApi().backup.plan({ uploadId }));
  return plan.ok ? { ok: true, value: { uploadId, plan: plan.value } } : plan;
}

/** Restores the uploaded backup as planned (main asks before raising a limit). */
export function applyRestore(uploadId: string) {
  return settle(() => desktopApi().backup.restore({ uploadId }));
}
