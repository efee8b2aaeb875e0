import { open } from 'node:fs/promises';
import path from 'node:path';
import type { LegalDocument } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';

/** A legal text larger than this is an operator's mistake, not a page to send. */
export const LEGAL_DOCUMENT_MAX_BYTES = 256 * 1024;

/**
 * The operator's legal texts: `{document}.{locale}.md` in one folder. Read on every request, so
 * a replaced file shows at once; the names are built from two closed lists, never from input.
 */
export function createLegalDocumentRepository(directory: string) {
  return {
    /** The file's text, or null when there is none (or it is not a readable file). */
    async read(document: LegalDocument, locale: Locale): Promise<string | null> {
      const file = path.join(directory, `${document}.${locale}.md`);
      let handle: Awaited<ReturnType<typeof open>> | undefined;
      try {
        handle = await open(file, 'r');
        const buffer = Buffer.alloc(LEGAL_DOCUMENT_MAX_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, LEGAL_DOCUMENT_MAX_BYTES, 0);
        return buffer.subarray(0, bytesRead).toString('utf8');
      } catch {
        return null;
      } finally {
        await handle?.close();
      }
    },
  };
}

export type LegalDocumentRepository = ReturnType<typeof createLegalDocumentRepository>;
