import type { AnalysisResult } from '@ecotone/contracts';
import type { Translate } from '@ecotone/results/context-model';
import { groupedLineage } from '@ecotone/results/lineage/grouped-lineage';
import { lineageTexts } from '@ecotone/results/lineage/lineage-texts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLooseTranslate } from './use-loose-translate';

type Results = AnalysisResult['results'];

/** Where every input came from (lineage) and the methods with their citations. */
export function DataSources({ lineage, methods }: Pick<Results, 'lineage' | 'methods'>) {
  const { t } = useTranslation();
  const translate = useLooseTranslate();
  const headingId = useId();
  const methodsId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="data-sources">
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('results.dataSources.title')}
      </Typography>
      <List dense disablePadding>
        {groupedLineage(lineage)
          .map(({ entry, roles }) => ({ entry, roles, texts: lineageTexts(entry, translate) }))
          .map(({ entry, roles, texts }) => (
            <ListItem
              key={[entry.role, entry.datasetId, entry.year ?? '', entry.url ?? ''].join('|')}
              disableGutters
              data-testid="data-source"
            >
              <ListItemText
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <span data-testid="data-source-name">{texts.name}</span>
                    {entry.synthetic && (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('results.dataSources.synthetic')}
                        data-testid="data-source-synthetic"
                      />
                    )}
                  </Stack>
                }
                secondary={
                  <>
                    {[
                      `${t('results.dataSources.role')}: ${roles.map((role) => roleText(translate, role)).join(', ')}`,
                      t('results.dataSources.version', { version: entry.version }),
                      t('results.dataSources.license', { license: texts.license }),
                      entry.year === undefined
                        ? null
                        : t('results.dataSources.year', { year: entry.year }),
                      entry.years === undefined
                        ? null
                        : t('results.dataSources.years', {
                            from: entry.years[0],
                            to: entry.years[1],
                          }),
                    ]
                      .filter((part) => part !== null)
                      .join(' · ')}
                    {entry.url && isWebAddress(entry.url) && (
                      <>
                        {' · '}
                        <Link href={entry.url} target="_blank" rel="noopener noreferrer">
                          {t('results.dataSources.link')}
                        </Link>
                      </>
                    )}
                    <br />
                    {texts.citation}
                  </>
                }
              />
            </ListItem>
          ))}
      </List>
      {methods.length > 0 && (
        <>
          <Typography id={methodsId} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('results.dataSources.methods')}
          </Typography>
          <List dense disablePadding aria-labelledby={methodsId}>
            {methods.map((method) => (
              <ListItem key={method.name} disableGutters data-testid="method">
                <ListItemText primary={translate(method.name)} secondary={method.citation} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </section>
  );
}

/** A role the catalogue names is translated; a role it does not know is shown as it came. */
function roleText(translate: Translate, role: string): string {
  const key = `results.dataSources.roles.${role}`;
  const text = translate(key);
  return text === key ? role : text;
}

/** A lineage URL may be a server file path; only web addresses become links. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
