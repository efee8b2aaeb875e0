import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { submitErrorText, successMessage } from './submit-messages';

describe('successMessage', () => {
  it('names the team-chat tool when the deployment has one', () => {
    expect(successMessage('Slack')).toEqual({ key: 'review.submitted.teamChat', tool: 'Slack' });
  });

  it('says in-app and email otherwise', () => {
    expect(successMessage(null)).toEqual({ key: 'review.submitted.inApp' });
    expect(successMessage(undefined)).toEqual({ key: 'review.submitted.inApp' });
    expect(successMessage('  ')).toEqual({ key: 'review.submitted.inApp' });
  });
});

describe('submitErrorText', () => {
  const translate = (key: string) => `<${key}>`;

  it("keeps the server's translated message with its reason", () => {
    const refused = new ApiError(
      400,
      'WORKFLOW_REFUSED',
      'The assessment could not be submitted. Choose a site type for the new site.',
    );
    expect(submitErrorText(refused, translate)).toBe(
      'The assessment could not be submitted. Choose a site type for the new site.',
    );
  });

  it('translates the code of an answer without our error body', () => {
    expect(submitErrorText(new ApiError(403, 'FORBIDDEN', 'HTTP 403'), translate)).toBe(
      '<errors.FORBIDDEN>',
    );
    expect(submitErrorText(new ApiError(0, 'INTERNAL', 'Failed to fetch'), translate)).toBe(
      '<errors.INTERNAL>',
    );
    expect(submitErrorText(new ApiError(502, 'NO_SUCH_CODE', 'HTTP 502'), translate)).toBe(
      '<errors.INTERNAL>',
    );
  });

  it('reads anything else as the internal error', () => {
    expect(submitErrorText(new TypeError('bad answer'), translate)).toBe('<errors.INTERNAL>');
  });
});
