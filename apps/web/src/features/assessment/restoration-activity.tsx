import { restorationTemplateOf } from '@ecotone/analysis';
import type { AssessmentSummary } from '@ecotone/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLooseTranslate } from '../analysis-results';
import { SectionFrame } from './section-frame';

/** The recommended restoration activity (specs/3): the template's name and what it means. */
export function RestorationActivity({ summary }: { summary: AssessmentSummary }) {
  const { t } = useTranslation();
  const translate = useLooseTranslate();
  const activity = restorationTemplateOf(summary.restorationActivity);
  return (
    <SectionFrame id="restoration" title={t('assessment.sections.restoration')}>
      {activity === null ? (
        <Typography color="text.secondary" data-testid="restoration-none">
          {t('assessment.restoration.none')}
        </Typography>
      ) : 'unknown' in activity ? (
        <Typography variant="h6" component="p" data-testid="restoration-activity">
          {activity.unknown}
        </Typography>
      ) : (
        <>
          <Typography variant="h6" component="p" data-testid="restoration-activity">
            {translate(`tools.templates.${activity.templateId}`)}
          </Typography>
          <Typography data-testid="restoration-description">
            {translate(`assessment.restoration.descriptions.${activity.templateId}`)}
          </Typography>
        </>
      )}
    </SectionFrame>
  );
}
