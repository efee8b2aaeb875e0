import { describe, expect, it } from 'vitest';
import {
  type ImportLimits,
  importShapeFiles,
  type UploadedFile,
} from '../../../src/import/index.js';

/** One malformed upload and the refusal it must give (params checked when given). */
export interface RefusalCase {
  files: () => UploadedFile[] | Promise<UploadedFile[]>;
  code: string;
  params?: Record<string, unknown>;
  limits?: Partial<ImportLimits>;
}

/** Each case must resolve (never throw) to its refusal, which names the file. */
export function describeRefusals(title: string, corpus: Record<string, RefusalCase>): void {
  describe(title, () => {
    it.each(Object.entries(corpus))(
      'refuses %s with a clear reason',
      async (_name, { files, code, params, limits }) => {
        const result = await importShapeFiles(await files(), limits);
        expect(result.valid).toBe(false);
        if (result.valid) return;
        expect(result.reason.code).toBe(code);
        if (params) expect(result.reason.params).toEqual(params);
        else if (code !== 'NO_FILES') expect(result.reason.params).toHaveProperty('file');
      },
    );
  });
}
