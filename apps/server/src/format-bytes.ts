/** 10485760 -> "10 MB", for size-limit messages. */
export function formatBytes(bytes: number | undefined): string {
  if (!bytes) return '?';
  return bytes >= 1e6 ? `${Math.round(bytes / 1e6)} MB` : `${Math.round(bytes / 1e3)} kB`;
}
