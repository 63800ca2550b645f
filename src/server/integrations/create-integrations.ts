import type { Integrations } from './integrations';
import { sandboxGmail } from './sandbox-gmail';
import { sandboxMail } from './sandbox-mail';
import { sandboxOutreach } from './sandbox-outreach';
import { sandboxSmartlead } from './sandbox-smartlead';
import { smtpMail } from './smtp/smtp-mail';

/** Outreach, Gmail and Smartlead are always the local sandbox here; mail is real when SMTP is configured. */
export function createIntegrations(options: { smtp?: boolean } = {}): Integrations {
  return { sandboxed: true, mail: options.smtp ? smtpMail() : sandboxMail, outreach: sandboxOutreach, gmail: sandboxGmail, smartlead: sandboxSmartlead };
}
