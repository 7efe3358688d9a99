/**
 * Browser mode's Ctrl-C: says it is stopping, waits for the services to close
 * (the simulator saves its world, the journals close) but no longer than
 * `limit`, then says how it ended, so the user knows the terminal is theirs
 * again and whether the world was saved. Never throws.
 */
export async function stopBrowserMode(
  close: () => Promise<void>,
  limit: { promise: Promise<void>; seconds: number },
  write: (line: string) => void,
): Promise<void> {
  write('Stopping SVC Desk (saving the simulator state)...');
  try {
    const how = await Promise.race([close().then(() => 'closed' as const), limit.promise.then(() => 'late' as const)]);
    write(
      how === 'closed'
        ? 'SVC Desk stopped.'
        : `SVC Desk stopped without waiting longer than ${limit.seconds} s for the simulator to save.`,
    );
  } catch (error) {
    write(`SVC Desk stopped, but closing failed: ${(error as Error).message}`);
  }
}
