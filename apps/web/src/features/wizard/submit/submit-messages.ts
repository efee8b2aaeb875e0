import { ApiError } from '../../../api/api-error';
import { type ErrorMessageKey, errorMessageKey } from '../../../api/error-message';

/**
 * specs/1 section 8: the success text names the team-chat tool only when the deployment has one
 * (GET /api/client-config `teamChatName`); otherwise the in-app notification and the email are
 * what tell the user.
 */
export type SuccessMessage =
  | { key: 'review.submitted.teamChat'; tool: string }
  | { key: 'review.submitted.inApp' };

export function successMessage(teamChatName: string | null | undefined): SuccessMessage {
  const tool = teamChatName?.trim();
  return tool ? { key: 'review.submitted.teamChat', tool } : { key: 'review.submitted.inApp' };
}

/**
 * The `{{error}}` of 'An error occurred when submitting the shape. {{error}}'. The server's own
 * message is already in the user's language and carries the refusal's reason (a
 * `workflow.<reason>` or `geometry.<reason>` text); an answer without our error body (no network,
 * a proxy, a storage refusal) reads as its code's text; anything else as the internal error.
 */
export function submitErrorText(
  error: unknown,
  translate: (key: ErrorMessageKey) => string,
): string {
  if (!(error instanceof ApiError)) return translate('errors.INTERNAL');
  const fromServer = error.status > 0 && !/^HTTP \d+$/.test(error.message);
  return fromServer ? error.message : translate(errorMessageKey(error.code));
}
