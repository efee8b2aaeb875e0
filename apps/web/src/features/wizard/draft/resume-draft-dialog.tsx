import { languageToLocale } from '@ecotone/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences';
import { siteTitleOf } from '../wizard-draft';
import type { SavedDraft } from './saved-draft';

/**
 * "Resume your unfinished assessment?", asked before the wizard starts when a draft was kept.
 * Resume has the focus, so Enter resumes; Tab reaches Discard. Escape and a click outside do
 * nothing: the choice must be made, as either one is what the wizard starts from.
 */
export function ResumeDraftDialog({
  draft,
  onResume,
  onDiscard,
}: {
  draft: SavedDraft;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const titleId = useId();
  const bodyId = useId();
  const savedAt = new Intl.DateTimeFormat(languageToLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(draft.savedAt));
  const site = siteTitleOf(draft.keyDetails) || draft.linkedImport?.shapefileName || '';
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="resume-draft"
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('web.wizard.draft.title')}</DialogTitle>
      <DialogContent>
        <Typography id={bodyId} variant="body2" sx={{ mb: 1.5 }}>
          {t('web.wizard.draft.body', { savedAt })}
        </Typography>
        <Typography variant="body2" data-testid="resume-draft-shapes">
          {t('web.wizard.draft.shapes', { count: draft.shapes.length })}
        </Typography>
        {site && (
          <Typography variant="body2" data-testid="resume-draft-site">
            {t('web.wizard.draft.site', { name: site })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} data-testid="resume-draft-discard">
          {t('web.wizard.draft.discard')}
        </Button>
        <Button variant="contained" autoFocus onClick={onResume} data-testid="resume-draft-resume">
          {t('web.wizard.draft.resume')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
