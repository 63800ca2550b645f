import type { Integrations } from './integrations';
import { sandboxMail } from './sandbox-mail';

export function createIntegrations(): Integrations {
  return { sandboxed: true, mail: sandboxMail };
}
