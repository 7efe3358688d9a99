import { create } from 'zustand';
import type {
  ArchiveFilterInput,
  ArchiveListItem,
  BundleWritten,
  ExportProgress,
  ExportReportInput,
  OpenedReport,
  OpeningView,
  ReportJobView,
  SetOpeningInput,
} from '../../../shared/ipc/schemas/reports';
import type { IpcError, IpcResult } from '../../../shared/ipc/result';

type OpeningChoiceInput = Omit<SetOpeningInput, 'archiveId'>;
import type { ReportParams } from '../../../shared/reports/kinds';
import { csvSeparatorFor, paperFor, type CsvSeparator, type PaperSize } from '../../../shared/reports/region';
import type { Loadable } from '../api/loadable';
import { LOADING, settle } from '../api/loadable';
import { createLatestOnly } from '../api/latest-only';
import { desktopApi } from '../api/bridge';
import type { CustomerContext } from '../customers/context';

/** The report centre's state in the renderer: jobs and exports as main reports them, the archive list, the opened report. Rows stay in main. */
interface ReportsState {
  jobs: Record<string, ReportJobView>;
  exports: Record<string, ExportProgress>;
  archive: Loadable<ArchiveListItem[]>;
  archiveFilter: ArchiveFilterInput;
  /** The report shown in the preview (by archive id). */
  openedId: string | null;
  opened: Loadable<OpenedReport> | null;
  createError: IpcError | null;
  actionError: IpcError | null;
  /** The CSV choices of this session's exports; null until the user changes one (then the region's defaults). */
  csv: CsvChoice | null;
  /** The paper of this session's PDF and Excel exports; null until the user picks one (then the window's region's). */
  paper: PaperSize | null;
}

/** How the user wants CSV written: byte-order mark, separator, decimal comma (only with ";"). */
export interface CsvChoice {
  readonly bom: boolean;
  readonly separator: CsvSeparator;
  readonly decimalComma: boolean;
}

const useStore = create<ReportsState>(() => ({
  jobs: {},
  exports: {},
  archive: LOADING,
  archiveFilter: {},
  openedId: null,
  opened: null,
  createError: null,
  actionError: null,
  csv: null,
  paper: null,
}));

export const useReportJobs = (): ReportJobView[] => {
  const jobs = useStore((state) => state.jobs);
  return Object.values(jobs).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
};
export const useExports = (): Record<string, ExportProgress> => useStore((state) => state.exports);
export const useArchive = (): Loadable<ArchiveListItem[]> => useStore((state) => state.archive);
export const useArchiveFilter = (): ArchiveFilterInput => useStore((state) => state.archiveFilter);
export const useOpenedReport = (): { id: string | null; report: Loadable<OpenedReport> | null } => {
  const id = useStore((state) => state.openedId);
  const report = useStore((state) => state.opened);
  return { id, report };
};
export const useCreateError = (): IpcError | null => useStore((state) => state.createError);
export const useActionError = (): IpcError | null => useStore((state) => state.actionError);

/** The CSV choices, kept for the session (every export menu shows the last ones); at first the window's region's. */
export const useCsvChoice = (): CsvChoice =>
  useStore((state) => state.csv) ?? { bom: false, separator: csvSeparatorFor(navigator.language), decimalComma: false };

/** The paper PDF and Excel exports are laid out for: the one picked this session, else the window's region's (A4, Letter in the US). */
export const usePaperChoice = (): PaperSize => useStore((state) => state.paper) ?? paperFor(navigator.language);

/** Picks the paper of the next PDF and Excel exports (kept for the session). */
export function setPaperChoice(paper: PaperSize): void {
  useStore.setState({ paper });
}

/** Changes CSV choices; a decimal comma only stays with the semicolon. */
export function setCsvChoice(change: Partial<CsvChoice>): void {
  useStore.setState((state) => {
    const next = {
      ...(state.csv ?? { bom: false, separator: csvSeparatorFor(navigator.language), decimalComma: false }),
      ...change,
    };
    return { csv: { ...next, decimalComma: next.separator === ';' && next.decimalComma } };
  });
}

/** A job's progress as main pushed it; a completed report joins the archive list. */
export function jobArrived(job: ReportJobView): void {
  useStore.setState((state) => ({ jobs: { ...state.jobs, [job.jobId]: job } }));
  if (job.stage === 'completed') void loadArchive();
}

/** An export's progress as main pushed it. */
export function exportArrived(progress: ExportProgress): void {
  useStore.setState((state) => ({ exports: { ...state.exports, [progress.exportId]: progress } }));
}

/** Loads this session's jobs; progress pushed meanwhile is newer and stays. */
export async function loadJobs(): Promise<void> {
  const result = await settle(() => desktopApi().reports.jobs());
  if (result.ok)
    useStore.setState((state) => ({
      jobs: { ...Object.fromEntries(result.value.map((job) => [job.jobId, job])), ...state.jobs },
    }));
}

/** Starts a report for the context's customer; a refusal (bad parameters, another profile active) is kept to show. */
export async function createReport(
  context: CustomerContext,
  params: ReportParams,
  customerName: string | null,
): Promise<ReportJobView | null> {
  useStore.setState({ createError: null });
  const result = await settle(() =>
    desktopApi().reports.create({ profileId: context.profileId, customer: context.customer, customerName, params }),
  );
  if (!result.ok) {
    useStore.setState({ createError: result.error });
    return null;
  }
  useStore.setState((state) => ({
    jobs: { ...state.jobs, [result.value.jobId]: state.jobs[result.value.jobId] ?? result.value },
  }));
  return result.value;
}

/** Cancels a report job or an export. */
export async function cancelJob(jobId: string): Promise<void> {
  const result = await settle(() => desktopApi().reports.cancel({ jobId }));
  if (!result.ok) useStore.setState({ actionError: result.error });
}

/** Sets the archive filter and reloads the list. */
export function setArchiveFilter(patch: Partial<ArchiveFilterInput>): void {
  useStore.setState((state) => {
    const next: Record<string, string | undefined> = { ...state.archiveFilter, ...patch };
    for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined) delete next[key];
    return { archiveFilter: next as ArchiveFilterInput };
  });
  void loadArchive();
}

// The archive spans every customer: only the newest request per resource (the list, the opened report) counts.
const latest = createLatestOnly();

/** Loads the archive list with the current filter (a late answer for an older filter is dropped). */
export async function loadArchive(): Promise<void> {
  const filter = useStore.getState().archiveFilter;
  const archive = await latest.load('archive', () => desktopApi().reports.archive(filter));
  if (archive !== null) useStore.setState({ archive });
}

/** Opens an archived report offline into the preview (main checks its SHA-256 first). */
export async function openReport(archiveId: string): Promise<void> {
  useStore.setState({ openedId: archiveId, opened: LOADING });
  const opened = await latest.load('opened', () => desktopApi().reports.tables({ archiveId }));
  if (opened !== null) useStore.setState({ opened });
}

/** An account orders statement's opening lots as kept in main, and the earlier statements that can give them. */
export function loadOpening(archiveId: string): Promise<IpcResult<OpeningView>> {
  return settle(() => desktopApi().reports.opening({ archiveId }));
}

/**
 * Keeps a statement's opening lots (main checks them against the archive) and shows the statement as main rebuilt
 * it; a refusal is answered to the form that sent it, and the preview stays as it was.
 */
export async function saveOpening(archiveId: string, choice: OpeningChoiceInput): Promise<IpcResult<OpenedReport>> {
  const result = await settle(() => desktopApi().reports.setOpening({ archiveId, ...choice }));
  if (result.ok && useStore.getState().openedId === archiveId) {
    latest.forget('opened');
    useStore.setState({ opened: { status: 'ready', value: result.value, loadedAt: Date.now() } });
  }
  return result;
}

/** Closes the preview. */
export function closeReport(): void {
  latest.forget('opened');
  useStore.setState({ openedId: null, opened: null });
}

/** Save dialog, then an export (Excel by default, or CSV) in main's worker (progress arrives as events). */
export async function exportReport(
  archiveId: string,
  options: Omit<ExportReportInput, 'archiveId'> = {},
): Promise<void> {
  useStore.setState({ actionError: null });
  const result = await settle(() => desktopApi().reports.export({ archiveId, ...options }));
  if (!result.ok) useStore.setState({ actionError: result.error });
  else if (result.value) {
    const started = result.value;
    useStore.setState((state) => ({
      exports: {
        ...state.exports,
        [started.exportId]: state.exports[started.exportId] ?? {
          exportId: started.exportId,
          archiveId,
          file: started.file,
          delivery: started.delivery,
          state: 'running',
          rowsWritten: 0,
          rowsTotal: 0,
          bytes: null,
          message: null,
        },
      },
    }));
  }
}

/** Opens the file a finished export saved, or shows it in its folder: main finds the file by the export's id. */
export async function revealExport(exportId: string, how: 'open' | 'folder'): Promise<void> {
  useStore.setState({ actionError: null });
  const result = await settle(() => desktopApi().reports.revealExport({ exportId, how }));
  if (!result.ok) useStore.setState({ actionError: result.error });
}

/** Removes a finished export's line (nothing lingers under the tables once read). */
export function dismissExport(exportId: string): void {
  useStore.setState((state) => ({
    exports: Object.fromEntries(Object.entries(state.exports).filter(([id]) => id !== exportId)),
  }));
}

/** Removes every finished export's line (the user moved on); running exports stay. */
export function dismissFinishedExports(): void {
  useStore.setState((state) => ({
    exports: Object.fromEntries(Object.entries(state.exports).filter(([, progress]) => progress.state === 'running')),
  }));
}

/** Deletes an archive entry (the caller asked for confirmation). */
export async function deleteArchived(archiveId: string): Promise<boolean> {
  const result = await settle(() => desktopApi().reports.deleteArchived({ archiveId }));
  if (!result.ok) {
    useStore.setState({ actionError: result.error });
    return false;
  }
  if (useStore.getState().openedId === archiveId) closeReport();
  await loadArchive();
  return true;
}

/** Save dialog, then a zip of the entries' raw JSON and manifests. */
export async function exportBundle(archiveIds: readonly string[]): Promise<BundleWritten> {
  useStore.setState({ actionError: null });
  const result = await settle(() => desktopApi().reports.exportBundle({ archiveIds: [...archiveIds] }));
  if (!result.ok) {
    useStore.setState({ actionError: result.error });
    return null;
  }
  return result.value;
}

/** Clears the last action error. */
export function dismissActionError(): void {
  useStore.setState({ actionError: null, createError: null });
}

/** For tests. */
export function resetReportsStore(): void {
  latest.forget();
  useStore.setState({
    jobs: {},
    exports: {},
    archive: LOADING,
    archiveFilter: {},
    openedId: null,
    opened: null,
    createError: null,
    actionError: null,
    csv: null,
    paper: null,
  });
}
