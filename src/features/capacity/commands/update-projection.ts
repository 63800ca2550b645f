import { queueCall } from '../../../data/sync/queue-call';
import { patchProjection } from '../../../domain/capacity/capacity-endpoints';
import type { ProjectionPatch } from '../../../domain/capacity/capacity-schemas';
import type { Projection } from '../../../domain/capacity/capacity-types';
import { shortMonth } from '../../../domain/time/year-months';

const labels: Record<keyof ProjectionPatch, string> = { newClients: 'new clients', churnPct: 'churn', note: 'note' };

export function updateProjection(row: Projection, patch: ProjectionPatch) {
  const what = Object.keys(patch)
    .map((k) => labels[k as keyof ProjectionPatch])
    .join(', ');
  return queueCall(patchProjection, { params: { id: row.id }, body: patch }, { label: `Projection ${shortMonth(row.month)}: ${what}`, baseVersion: row.version });
}
