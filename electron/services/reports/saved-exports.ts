import { message, type Message } from '../../../shared/i18n/message';
import { basename } from 'node:path';
import type { ExportRunProgress } from '../../../shared/ipc/schemas/reports';
import { AppError } from '../errors';

/** Asks the user where to save a file (Electron's save dialog; a stub in tests); null when they cancel. */
/** Asks where to save a file; the dialog's title is put into the user's language where it is shown. */
export type ChooseSaveFile = (options: {
  title: Message;
  defaultName: string;
  extension: 'xlsx' | 'zip' | 'csv' | 'json' | 'pdf';
}) => Promise<string | null>;

/**
 * Hands a finished export to the user where saving cannot (browser mode: the
 * file is offered as a download to the page whose call reserved it). Absent on
 * the desktop, where the save dialog already put the file where the user chose.
 */
export type OfferDownload = (file: string) => void;

/** Opens a saved file with its application, or shows it selected in its folder (Electron's shell in the window). */
export type RevealFile = (file: string, how: 'open' | 'folder') => Promise<void>;

/**
 * The files this run's exports wrote, by export id, as main itself recorded
 * them: "Open" and "Show in folder" name an export, never a path, so a page
 * can only ever open a file main saved at the user's choice.
 */
export class SavedExports {
  private readonly files = new Map<string, string>();

  /** Without reveal (browser mode, where saved files are browser downloads) asking to open one says where it is. */
  constructor(private readonly reveal: RevealFile | undefined) {}

  /** Follows export progress: a finished export's file is remembered, a failed or cancelled one never is. */
  observe(progress: ExportRunProgress): void {
    if (progress.state === 'done') this.files.set(progress.exportId, progress.file);
  }

  /** Opens or shows the file of a finished export of this run. */
  async open(exportId: string, how: 'open' | 'folder'): Promise<void> {
    const file = this.files.get(exportId);
    if (file === undefined) throw new AppError('not-found', message('reports.failure.exportNotSaved'));
    if (!this.reveal) throw new AppError('conflict', message('reports.failure.browserDownload'));
    await this.reveal(file, how);
  }
}

/** An answer or event about a saved file, with the file's name in place of its path (the page is told no more). */
export function withFileName<T extends { readonly file: string } | null>(value: T): T {
  return value === null ? value : { ...value, file: basename(value.file) };
}
