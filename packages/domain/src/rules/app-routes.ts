function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether an address path is a page of the app, for the patterns of its route table
 * (`/loft/:slug`), matched as the app's router does: a `:name` segment stands for any one
 * non-empty segment, letters match regardless of case, a trailing slash does not count.
 * Built once per list of patterns.
 */
export function appRouteMatcher(patterns: readonly string[]): (path: string) => boolean {
  const routes = patterns.map((pattern) => segmentsOf(pattern.toLowerCase()));
  return (path) => {
    const segments = segmentsOf(path.toLowerCase());
    return routes.some(
      (parts) =>
        parts.length === segments.length &&
        parts.every((part, index) => part.startsWith(':') || part === segments[index]),
    );
  };
}
