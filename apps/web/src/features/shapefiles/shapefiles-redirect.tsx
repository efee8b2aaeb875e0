import { Navigate, useLocation } from 'react-router';

/** The list's path before `/shapefile-manager`: old links still arrive, row hash and all. */
export function ShapefilesRedirect() {
  const { hash, search } = useLocation();
  return <Navigate to={{ pathname: '/shapefile-manager', hash, search }} replace />;
}
