import type { LegalDocument, LegalDocumentAnswer } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import { AppError } from '../errors.js';
import type { LegalDocumentRepository } from '../repositories/legal-document.repository.js';

/**
 * Public texts: the terms and the privacy notice in the language asked for, in English when the
 * operator wrote no translation; NOT_FOUND when neither file is there.
 */
export function createLegalDocumentService(files: LegalDocumentRepository) {
  return {
    async get(document: LegalDocument, locale: Locale): Promise<LegalDocumentAnswer> {
      for (const language of locale === 'en' ? (['en'] as const) : [locale, 'en' as const]) {
        const markdown = await files.read(document, language);
        if (markdown !== null) return { document, language, markdown };
      }
      throw new AppError('NOT_FOUND');
    },
  };
}
