import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { smartleadInstanceBodySchema, smartleadInstancePatchSchema, smartleadInstanceSchema } from './smartlead-types';

const tag = 'smartlead';
const editAccess = 'super-admin or sequencer-settings-edit';

export const listSmartleadInstances = endpoint({
  method: 'GET',
  path: '/api/smartlead/instances',
  summary: 'Smartlead instances with their mailboxes and sync state (API keys as their last four characters)',
  tag,
  access: 'staff',
  answer: v.array(smartleadInstanceSchema),
});

export const createSmartleadInstance = endpoint({
  method: 'POST',
  path: '/api/smartlead/instances',
  summary: 'Add a Smartlead instance with its API key',
  tag,
  access: editAccess,
  body: smartleadInstanceBodySchema,
  answer: smartleadInstanceSchema,
  status: 201,
});

export const patchSmartleadInstance = endpoint({
  method: 'PATCH',
  path: '/api/smartlead/instances/{id}',
  summary: 'Pause or resume a Smartlead instance (status)',
  description: 'A paused instance takes no sync requests (409). If-Match is honoured.',
  tag,
  access: editAccess,
  params: v.object({ id: idField }),
  body: smartleadInstancePatchSchema,
  answer: smartleadInstanceSchema,
});

/** Marks the instance syncing; the integration finishes it a few seconds later and records when. */
export const syncSmartleadInstance = endpoint({
  method: 'POST',
  path: '/api/smartlead/instances/{id}/sync',
  summary: 'Sync a Smartlead instance (its mailboxes and their statuses)',
  tag,
  access: editAccess,
  params: v.object({ id: idField }),
  answer: smartleadInstanceSchema,
  status: 202,
});
