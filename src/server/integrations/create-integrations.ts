import type { Integrations } from './integrations';
import { sandboxGmail } from './sandbox-gmail';
import { sandboxMail } from './sandbox-mail';
import { sandboxOutreach } from './sandbox-outreach';

export function createIntegrations(): Integrations {
  return { sandboxed: true, mail: sandboxMail, outreach: sandboxOutreach, gmail: sandboxGmail };
}
