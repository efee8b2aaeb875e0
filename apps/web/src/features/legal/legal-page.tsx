import type { LegalDocument, LegalDocumentAnswer } from '@ecotone/contracts';
import { legalDocumentAnswerSchema } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, api } from '../../api/client';
import { errorMessageKey } from '../../api/error-message';
import { LeafMark } from '../../ui/leaf-mark';
import { PageSpinner } from '../../ui/page-spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { parseLegalMarkdown, titleOf } from './legal-markdown';
import { LegalText } from './legal-text';

const getLegalDocument = (document: LegalDocument, language: string) =>
  api.get<LegalDocumentAnswer>(
    `/api/legal/${document}?language=${language === 'es' ? 'es' : 'en'}`,
    { schema: legalDocumentAnswerSchema },
  );

/**
 * /terms-conditions and /privacy: the operator's text (docs/legal-pages.md) in the interface's
 * language, outside the session gate so visitors and users reach the same page.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery({
    queryKey: ['legal', document, language],
    queryFn: () => getLegalDocument(document, language),
    retry: false,
  });
  const blocks = query.data ? parseLegalMarkdown(query.data.markdown) : [];
  useDocumentTitle(titleOf(blocks) || t(`web.legal.${document}`));

  let content = <PageSpinner />;
  if (query.isError)
    content = (
      <Alert severity="error" role="alert">
        {t(errorMessageKey(query.error instanceof ApiError ? query.error.code : 'INTERNAL'))}
      </Alert>
    );
  else if (query.data)
    content = (
      <Box lang={query.data.language} data-testid="legal-text">
        <LegalText blocks={blocks} />
      </Box>
    );

  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', bgcolor: 'grey.50', py: { xs: 2, sm: 6 }, px: 2 }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 820, mx: 'auto', p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
          >
            <LeafMark />
            {t('web.app.name')}
          </Link>
          {content}
          <Box>
            <Button component={RouterLink} to="/" variant="outlined">
              {t('web.backHome')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
