import { z } from 'zod';

/** The legal texts the web app shows at /terms-conditions and /privacy (docs/legal-pages.md). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const legalDocumentParamsSchema = z.object({ document: z.enum(LEGAL_DOCUMENTS) });
export const legalDocumentQuerySchema = z.object({ language: z.enum(['en', 'es']).optional() });

/** GET /api/legal/{document}: the Markdown as the operator wrote it, and its language. */
export const legalDocumentAnswerSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  /** The language of the text: the one asked for, or English when that file is missing. */
  language: z.enum(['en', 'es']),
  markdown: z.string(),
});
export type LegalDocumentAnswer = z.infer<typeof legalDocumentAnswerSchema>;
