// Issue 22: a team's Slack webhook must be an incoming-webhook address of
// Slack itself. The server posts only to addresses this rule accepts, so a
// team's settings can never make it call anywhere else.

export const slackWebhookPrefix = 'https://hooks.slack.com/';

export const slackWebhookMessage = `Use a Slack incoming-webhook address starting with ${slackWebhookPrefix}`;

/**
 * An `https://hooks.slack.com/…` address with a path after the host, no
 * user name, password or port, and nothing that reads it as another host.
 */
export function isSlackWebhookUrl(value: string): boolean {
  if (!value.startsWith(slackWebhookPrefix) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname === 'hooks.slack.com' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.length > 1 &&
    // The address must be the one written: no backslashes or dot segments normalised away.
    url.href === value
  );
}

/**
 * A webhook address shown to those who may not edit the team: anyone who
 * holds the whole address can post to the channel. Keeps the start and the
 * last four characters.
 */
export function maskSlackWebhookUrl(value: string): string {
  if (value.length <= slackWebhookPrefix.length + 12) return `${slackWebhookPrefix}…`;
  return `${value.slice(0, slackWebhookPrefix.length + 8)}…${value.slice(-4)}`;
}
