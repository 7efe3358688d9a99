/** Every progress text the desk shows, one whole sentence each with named placeholders (for the message catalogue). */
const PROGRESS_MESSAGES = {
  customersRead: 'Customers read: {done} of {total}',
} as const;

/** A progress update: how many of how many are done. */
export type ProgressUpdate = (done: number, total: number) => void;

/** Progress lines are redrawn at most this often (a thousand customers must not flood a terminal). */
const REDRAW_MS = 100;

/**
 * A progress line on stderr for a person watching a terminal: redrawn in
 * place, cleared when the command ends. `write` is absent when stderr is not
 * a terminal (a script reads stderr's one JSON problem): then nothing is shown.
 */
export function progressLine(
  write: ((text: string) => void) | undefined,
  now: () => number = Date.now,
): { update: ProgressUpdate; end(): void } {
  let shownAt = Number.NEGATIVE_INFINITY;
  let shown = false;
  return {
    update: (done, total) => {
      if (!write || (done < total && now() - shownAt < REDRAW_MS)) return;
      shownAt = now();
      shown = true;
      write(
        `\r\x1b[2K${PROGRESS_MESSAGES.customersRead.replace('{done}', String(done)).replace('{total}', String(total))}`,
      );
    },
    end: () => {
      if (write && shown) write('\r\x1b[2K');
      shown = false;
    },
  };
}
