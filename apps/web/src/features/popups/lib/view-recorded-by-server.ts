/** The popup whose view the server recorded when it drew the member's Home (page-sessions). */
let recordedByServer: string | null = null;

/** Notes that the server recorded the view of popup `uuid` on the page the app takes over. */
export function noteViewRecordedByServer(uuid: string | null): void {
  recordedByServer = uuid;
}

/**
 * Whether the server recorded this view of popup `uuid` already (true once: the view of the page
 * it drew; a later showing, say after a client navigation to Home, is the app's to report).
 */
export function takeViewRecordedByServer(uuid: string): boolean {
  if (recordedByServer !== uuid) return false;
  recordedByServer = null;
  return true;
}
