import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePermissions } from '../auth';
import { ExpandableRow } from './expandable-row';
import { LinkedShapefile } from './linked-shapefile';
import { autoExpandedId, shapefileIdFromHash } from './list-query';
import { ShapefileSearchField } from './shapefile-search-field';
import { ShapefileTable } from './shapefile-table';
import { useExpandedRows } from './use-expanded-rows';
import { useShapefileList } from './use-shapefile-list';

const CREATE_PERMISSION = ['create:site'] as const;

/** `/shapefile-manager`: every shapefile the user may see, searchable, sortable, paged. */
export function ShapefileManagerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shapefiles.page.title'));
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const hashId = shapefileIdFromHash(hash);
  const list = useShapefileList();
  const { expanded, toggle } = useExpandedRows(hashId, autoExpandedId(list.state, list.answer));
  const canCreate = usePermissions(CREATE_PERMISSION).has('create:site');

  // A linked row is brought into view once it is on the page.
  const linkedRowShown = hashId !== null && list.items.some((item) => item.shapefileId === hashId);
  useEffect(() => {
    if (linkedRowShown && hashId) {
      document
        .querySelector(`[data-testid="shapefile-row-${hashId}"]`)
        ?.scrollIntoView({ block: 'start' });
    }
  }, [linkedRowShown, hashId]);

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('shapefiles.page.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('shapefiles.page.intro')}</Typography>
      </Stack>
      <ShapefileSearchField list={list} />
      {hashId && !linkedRowShown && !list.isPending && (
        <LinkedShapefile
          shapefileId={hashId}
          onClose={() => navigate({ pathname, search }, { replace: true })}
        />
      )}
      <ShapefileTable
        list={list}
        testId="shapefile-list"
        trailingHeaders={[t('shapefiles.columns.download'), t('shapefiles.columns.details')]}
        emptyAction={
          canCreate && (
            <Button
              component={RouterLink}
              to="/assessments/new"
              variant="contained"
              startIcon={<AddLocationIcon />}
              data-testid="shapefile-list-create"
            >
              {t('shapefiles.empty.create')}
            </Button>
          )
        }
        renderRow={(item) => (
          <ExpandableRow
            key={item.shapefileId}
            item={item}
            expanded={expanded.has(item.shapefileId)}
            onToggle={toggle}
          />
        )}
      />
    </Stack>
  );
}
