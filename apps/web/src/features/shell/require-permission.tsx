import type { Permission } from '@ecotone/contracts';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../ui/page-spinner';
import { usePermissions } from '../auth';
import { MessagePage } from './message-page';

/**
 * Hiding a nav item is not enough: a typed or shared URL must not open an area the user
 * may not use. The server still enforces access on every call; this only explains it.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const permissions = usePermissions([permission]);
  if (permissions.isPending) return <PageSpinner />;
  return permissions.has(permission) ? children : <MessagePage message="restricted" />;
}
