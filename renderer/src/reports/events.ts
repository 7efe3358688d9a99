import { desktopApi } from '../api/bridge';
import { exportArrived, jobArrived } from './store';
import { batchArrived } from './batch-store';

/** Follows report jobs and exports as main reports their progress. Answers the unsubscribe. */
export function connectReportsEvents(): () => void {
  const api = desktopApi();
  const stops = [
    api.on.reportProgress((job) => jobArrived(job)),
    api.on.exportProgress((progress) => exportArrived(progress)),
    api.on.batchProgress((view) => batchArrived(view)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
