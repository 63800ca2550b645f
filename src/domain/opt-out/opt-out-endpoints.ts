import { endpoint } from '../api/endpoint';
import { optOutResultSchema, optOutSchema } from './opt-out-list';

/** Spec 2, /opt-out: a list of emails that must never be mailed again. */
export const submitOptOut = endpoint({
  method: 'POST',
  path: '/api/opt-out',
  summary: 'Opt a list of email addresses out of all outreach',
  tag: 'opt-out',
  access: 'staff',
  body: optOutSchema,
  answer: optOutResultSchema,
});
