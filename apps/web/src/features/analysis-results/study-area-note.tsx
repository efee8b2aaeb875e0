import type { StudyArea } from '@ecotone/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { areaText } from '../../ui/area-text';
import { usePreferences } from '../preferences';

/**
 * "Net project area 812 ha (total 1,000 ha minus 188 ha of exclusion masks)": the area the tool
 * ran on, in the reader's units, so every area of the result is read against the right one.
 */
export function StudyAreaNote({ studyArea }: { studyArea: StudyArea }) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const area = (hectares: number) => areaText(hectares, units, language);
  const text =
    studyArea.basis === 'net'
      ? t('studyArea.net', {
          net: area(studyArea.netHa),
          gross: area(studyArea.grossHa),
          mask: area(studyArea.maskHa),
        })
      : t('studyArea.gross', { gross: area(studyArea.grossHa) });
  return (
    <Typography
      variant="body2"
      sx={{ color: 'text.secondary' }}
      data-testid="result-study-area"
      data-basis={studyArea.basis}
    >
      {text}
    </Typography>
  );
}
