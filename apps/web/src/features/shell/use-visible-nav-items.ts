import { usePermissions } from '../auth';
import { NAV_ITEMS, NAV_PERMISSIONS, type NavItem } from './nav-items';

/** Nav items the user may see; gated ones stay hidden until the server has granted them. */
export function useVisibleNavItems(): readonly NavItem[] {
  const permissions = usePermissions(NAV_PERMISSIONS);
  return NAV_ITEMS.filter((item) => !item.permission || permissions.has(item.permission));
}
