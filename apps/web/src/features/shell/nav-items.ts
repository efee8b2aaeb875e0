import type { Permission } from '@ecotone/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import CollectionsIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';

export type AreaId =
  | 'newAssessment'
  | 'shapefiles'
  | 'sites'
  | 'collections'
  | 'projects'
  | 'users';

export interface NavItem {
  area: AreaId;
  path: string;
  testId: string;
  icon: SvgIconComponent;
  /** Shown only to users holding it (specs/2 section 6). */
  permission?: Permission;
}

/**
 * The signed-in areas, in navigation order; top bar, drawer and home page all read this.
 * Only areas that work are listed. User administration is /admin/users.
 */
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
  {
    area: 'sites',
    path: '/sites',
    testId: 'nav-sites',
    icon: PlaceIcon,
  },
  {
    area: 'collections',
    path: '/collections',
    testId: 'nav-collections',
    icon: CollectionsIcon,
  },
  {
    area: 'projects',
    path: '/projects',
    testId: 'nav-projects',
    icon: WorkIcon,
  },
  {
    area: 'users',
    path: '/admin/users',
    testId: 'nav-users',
    icon: ManageAccountsIcon,
    permission: 'update:users',
  },
];

/** Every permission a nav item needs, asked for in one call. */
export const NAV_PERMISSIONS: readonly Permission[] = NAV_ITEMS.flatMap((item) =>
  item.permission ? [item.permission] : [],
);
