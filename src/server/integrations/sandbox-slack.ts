import type { SlackIntegration } from './integrations';

/**
 * Sandbox Slack: nothing leaves the machine. It answers as Slack does to a
 * good webhook; the caller records the message in `slack_posts` with
 * transport "sandbox", which is what the app shows.
 */
export const sandboxSlack: SlackIntegration = {
  name: 'sandbox',
  post: async () => ({ ok: true, status: 200, error: null }),
};
