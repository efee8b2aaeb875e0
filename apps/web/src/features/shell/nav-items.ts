import type { Permission } from '@ecotone/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';

export type AreaId = 'newAssessment' | 'shapefiles' | 'sites' | 'collections' | 'admin';

export interface NavItem {
  area: AreaId;
  path: string;
  testId: string;
  icon: SvgIconComponent;
  /** Shown only to users holding it (specs/2 section 6). */
  permission?: Permission;
}

/** The signed-in areas, in navigation order; routes, top bar and home page all read this. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    area: 'newAssessment',
    path: '/assessments/new',
    testId: 'nav-new-assessment',
    icon: AddLocationIcon,
    permission: 'create:site',
  },
  {
    area: 'shapefiles',
    path: '/shapefile-manager',
    testId: 'nav-shapefiles',
    icon: UploadFileIcon,
  },
  { area: 'sites', path: '/sites', testId: 'nav-sites', icon: PlaceIcon },
  { area: 'collections', path: '/collections', testId: 'nav-collections', icon: CollectionsIcon },
  {
    area: 'admin',
    path: '/admin',
    testId: 'nav-admin',
    icon: AdminIcon,
    permission: 'update:users',
  },
];

/** Every permission a nav item needs, asked for in one call. */
export const NAV_PERMISSIONS: readonly Permission[] = NAV_ITEMS.flatMap((item) =>
  item.permission ? [item.permission] : [],
);
