import type { JobOutcome } from '../jobs/job-definition.js';
import type {
  AnnouncementChannel,
  NotificationRepository,
} from '../repositories/notification.repository.js';
import {
  announcementEmail,
  assessmentPath,
  kindOf,
  notificationParams,
  teamChatMessage,
} from './announcement-content.js';
import type { NotificationSending } from './notification-sending.js';
import { postToTeamChat } from './team-chat.client.js';

const FINISHED = ['SUCCEEDED', 'CANCELLED', 'FAILED'];

/**
 * Delivers one assessment's announcement on each channel not yet delivered, recording each as
 * it goes: in-app first (it cannot fail for outside reasons), then the email, then the team chat.
 * A channel is recorded after it is sent, so a crash between the two can repeat that one
 * channel (at least once); a failure on a later channel never repeats an earlier one.
 */
export async function announceAssessment(
  ids: { assessmentId: string; analysisId: string },
  notifications: NotificationRepository,
  sending: NotificationSending,
): Promise<JobOutcome> {
  const { assessmentId, analysisId } = ids;
  const facts = await notifications.facts(assessmentId, analysisId);
  if (!facts) return { status: 'skipped', reason: 'assessment or analysis deleted' };
  if (!FINISHED.includes(facts.analysisState))
    return { status: 'skipped', reason: `analysis is ${facts.analysisState}` };
  const delivered = await notifications.delivered(assessmentId, analysisId);
  const sent: AnnouncementChannel[] = [];
  const deliver = async (channel: AnnouncementChannel, send: () => Promise<void>) => {
    if (delivered.has(channel)) return;
    await send();
    await notifications.recordDelivered(assessmentId, analysisId, channel);
    sent.push(channel);
  };
  const link = assessmentPath(assessmentId);
  const assessmentUrl = `${sending.publicUrl}${link}`;

  await deliver('inApp', () =>
    notifications.insert({
      userId: facts.creatorId,
      kind: kindOf(facts),
      params: notificationParams(facts),
      link,
      dedupeKey: `assessment:${assessmentId}:analysis:${analysisId}`,
    }),
  );
  await deliver('email', () =>
    sending.mailer.send({ to: facts.creatorEmail, ...announcementEmail(facts, assessmentUrl) }),
  );
  const teamChat = sending.teamChat;
  if (teamChat) {
    await deliver('teamChat', () =>
      postToTeamChat(teamChat.webhookUrl, teamChatMessage(facts, assessmentUrl)),
    );
  }
  return { status: 'success', output: { sent } };
}
