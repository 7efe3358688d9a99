import type { RendererLocation } from '../main/renderer-location';
import { isOwnRendererUrl } from '../main/renderer-location';

/** What main knows about who sent an IPC message. */
export interface SenderFacts {
  /** The sending webContents is our main window's. */
  fromMainWindow: boolean;
  /** The sending frame is the top frame (not an iframe); false when the frame is gone. */
  isMainFrame: boolean;
  /** The sending frame's URL; null when the frame is gone. */
  frameUrl: string | null;
}

/** Only the top frame of our own window showing our own renderer may call main. */
export function isTrustedSender(facts: SenderFacts, location: RendererLocation): boolean {
  return (
    facts.fromMainWindow && facts.isMainFrame && facts.frameUrl !== null && isOwnRendererUrl(facts.frameUrl, location)
  );
}
