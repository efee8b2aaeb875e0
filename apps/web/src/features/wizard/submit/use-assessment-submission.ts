import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '../../../ui/notice';
import { useClientConfig } from '../../auth';
import { submitAssessment } from './submit-assessment';
import { submitErrorText, successMessage } from './submit-messages';
import {
  buildWorkflowRequest,
  rememberSubmission,
  type SentRequest,
  type WizardDraft,
} from './workflow-request';

export interface AssessmentSubmission {
  submit: (draft: WizardDraft) => void;
  submitting: boolean;
  /** The translated reason of the last failure, for 'An error occurred when submitting…'. */
  error: string | null;
  dismissError: () => void;
}

/**
 * The Analyze button's work (specs/1 sections 4 and 8): sends the draft, and on success shows
 * the success text app-wide and closes the wizard onto the shapefile list with the new row
 * expanded (`#shapefileId`). Leaving the wizard's route unmounts it, which is its reset: shapes,
 * imported shapefile, activity and key details all go with it. On failure nothing changes but
 * the error: the draft is kept, and sending it again reuses its request id.
 */
export function useAssessmentSubmission(
  /** Runs once the assessment is created, before the wizard closes (the kept draft goes). */
  onSubmitted: () => void = () => {},
): AssessmentSubmission {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotice();
  const teamChatName = useClientConfig()?.teamChatName ?? null;
  const lastSent = useRef<SentRequest | null>(null);
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: submitAssessment,
    onSuccess: (answer) => {
      lastSent.current = null;
      onSubmitted();
      const message = successMessage(teamChatName);
      notify({
        severity: 'success',
        message:
          message.key === 'review.submitted.teamChat'
            ? t(message.key, { tool: message.tool })
            : t(message.key),
      });
      navigate(`/shapefile-manager#${answer.shapefileId}`, { replace: true });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;

  const submit = useCallback(
    (draft: WizardDraft) => {
      // A second click before the button is disabled would only repeat the same request.
      if (inFlight.current) return;
      inFlight.current = true;
      const sent = rememberSubmission(
        lastSent.current,
        buildWorkflowRequest(draft, crypto.randomUUID()),
      );
      lastSent.current = sent;
      mutate(sent.request);
    },
    [mutate],
  );

  return {
    submit,
    submitting: mutation.isPending,
    error: mutation.error ? submitErrorText(mutation.error, (key) => t(key)) : null,
    dismissError: mutation.reset,
  };
}
