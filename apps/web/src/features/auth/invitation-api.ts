import {
  type AcceptInvitationBody,
  acceptInvitationAnswerSchema,
  type InvitationCheckAnswer,
  invitationCheckAnswerSchema,
} from '@ecotone/contracts';
import { api } from '../../api/client';

// Only the invitation page (a lazy chunk, with zod) calls these.

/** 400 INVITATION_INVALID for an unknown, used, superseded or expired token. */
export const checkInvitation = (token: string): Promise<InvitationCheckAnswer> =>
  api.post('/api/user/invitation/check', { token }, { schema: invitationCheckAnswerSchema });

/** Sets the password and signs the invitee in: the answer carries the session cookie. */
export const acceptInvitation = (body: AcceptInvitationBody): Promise<{ ecotoneUserId: string }> =>
  api.post('/api/user/invitation/accept', body, { schema: acceptInvitationAnswerSchema });
