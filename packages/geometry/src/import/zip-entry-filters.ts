/** macOS Finder's resource forks (`__MACOSX/`, `._name`) and folder entries carry no data. */
export function isZipJunk(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return (
    path.endsWith('/') ||
    /(^|\/)__MACOSX\//.test(path) ||
    base.startsWith('._') ||
    base === '.DS_Store'
  );
}
