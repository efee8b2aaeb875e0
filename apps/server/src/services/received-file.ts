/**
 * An uploaded file as received: its name as sent, where it lies on disk, how big it is.
 * `http/upload-files.ts` receives them; the import services read them.
 */
export interface ReceivedFile {
  name: string;
  path: string;
  bytes: number;
}
