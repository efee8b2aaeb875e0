/**
 * The team-chat webhook: a Slack-compatible incoming webhook (Slack, Mattermost, Rocket.Chat and
 * Microsoft Teams' Slack-compatible connectors all take `{ text, blocks }`).
 */

/** A Slack message: `text` is the fallback shown in notifications, `blocks` the layout. */
export interface TeamChatMessage {
  text: string;
  blocks: Array<Record<string, unknown>>;
}

export class TeamChatError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TeamChatError';
  }
}

/** Slack's mrkdwn treats these three as markup; user-typed names must not become links. */
export const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Posts `message` to the webhook. Throws on a network error, a timeout or a non-2xx answer, so
 * the job that calls it is retried by pg-boss. The webhook URL is a secret (it lets anyone post
 * to the channel), so it never appears in the error.
 */
export async function postToTeamChat(
  webhookUrl: string,
  message: TeamChatMessage,
  timeoutMs = 10_000,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new TeamChatError('team-chat webhook unreachable', { cause });
  }
  // The body is read so the connection is released; Slack answers "ok" or an error word.
  const answer = (await response.text().catch(() => '')).slice(0, 200);
  if (!response.ok) {
    throw new TeamChatError(`team-chat webhook answered ${response.status}: ${answer}`);
  }
}
