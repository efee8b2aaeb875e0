import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * specs/3 DriveLink: the assessment's documents in the configured document store, opened in a
 * new tab. Renders only when a store is configured (`documentsUrl`): never a dead link.
 */
export function DriveLink({ url, label }: { url: string | null; label?: string }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <Button
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<FolderOpenIcon />}
      data-testid="drive-link"
    >
      {label ?? t('assessment.documents.link')}
    </Button>
  );
}
