import type { Integrations } from './integrations';
import { sandboxGmail } from './sandbox-gmail';
import { sandboxMail } from './sandbox-mail';
import { sandboxOutreach } from './sandbox-outreach';
import { sandboxSlack } from './sandbox-slack';
import { sandboxSmartlead } from './sandbox-smartlead';
import { httpsSlack } from './https-slack';
import { smtpMail } from './smtp/smtp-mail';

/**
 * Outreach, Gmail and Smartlead are always the local sandbox here; mail is
 * real when SMTP is configured; Slack when SLACK_ENABLED=1 (or `slack: true`).
 */
export function createIntegrations(options: { smtp?: boolean; slack?: boolean } = {}): Integrations {
  const slack = options.slack ?? process.env.SLACK_ENABLED === '1';
  return {
    sandboxed: true,
    mail: options.smtp ? smtpMail() : sandboxMail,
    outreach: sandboxOutreach,
    gmail: sandboxGmail,
    smartlead: sandboxSmartlead,
    slack: slack ? httpsSlack() : sandboxSlack,
  };
}
