import { isSlackWebhookUrl } from '../../domain/teams/slack-webhook';
import type { SlackIntegration, SlackPostResult } from './integrations';

/** A post that may succeed later: the job runner tries it again with backoff. */
export class SlackRetryableError extends Error {}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Real Slack (SLACK_ENABLED=1): a JSON POST to the team's incoming webhook.
 * Only `https://hooks.slack.com/` addresses are ever called (the rule of
 * domain/teams/slack-webhook.ts, checked again here) and redirects are not
 * followed, so a team's settings cannot make the server call anywhere else.
 */
export function httpsSlack(options: { fetch?: Fetch; timeoutMs?: number } = {}): SlackIntegration {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'https',
    async post(webhookUrl, text): Promise<SlackPostResult> {
      if (!isSlackWebhookUrl(webhookUrl)) return { ok: false, status: null, error: 'Not a Slack webhook address.' };
      let res: Response;
      try {
        res = await send(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        throw new SlackRetryableError(`Slack could not be reached: ${e instanceof Error ? e.message : String(e)}`);
      }
      const body = (await res.text().catch(() => '')).slice(0, 500);
      if (res.ok) return { ok: true, status: res.status, error: null };
      if (res.status === 429 || res.status >= 500) throw new SlackRetryableError(`Slack answered ${res.status}${body ? `: ${body}` : ''}`);
      // invalid_token, no_service, channel_not_found…: the webhook itself is wrong.
      return { ok: false, status: res.status, error: body || `Slack answered ${res.status}.` };
    },
  };
}
