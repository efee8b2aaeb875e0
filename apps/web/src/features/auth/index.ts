/** What other features use of sign-in and the session; the sign-in pages load on demand. */
export { useLoginDialog } from './login-dialog-provider';
export { queryKeys } from './query-keys';
export { useClientConfig } from './use-client-config';
export { usePermissions } from './use-permissions';
export {
  type Impersonation,
  type Session,
  type SignedInUser,
  useSession,
  useSignedInUserId,
} from './use-session';
export { useSignOut } from './use-sign-in-out';
