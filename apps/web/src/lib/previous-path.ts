const KEY = 'apopunkt.previousPath';

/**
 * The last ordinary page the user saw, so the back button of the Play and Competition pages
 * (spec §2: "remembers previous path") returns there, also after a reload.
 */
export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the back button falls back to Home
  }
}

export function previousPath(fallback: string): string {
  try {
    return sessionStorage.getItem(KEY) ?? fallback;
  } catch {
    return fallback;
  }
}
