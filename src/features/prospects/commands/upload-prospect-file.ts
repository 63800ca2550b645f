import { sendMultipart } from '../../../data/http/send-multipart';
import type { ColumnMapping } from '../../../domain/prospects/column-mapping';
import { createProspectUpload } from '../../../domain/prospects/prospect-endpoints';
import type { DuplicatePolicy } from '../../../domain/prospects/upload-rules';

export type UploadRequest = {
  file: File;
  clientId: number;
  mapping: ColumnMapping;
  duplicates: DuplicatePolicy;
  /** Kept by the caller across a retry, so a request that did arrive is not applied twice. */
  idempotencyKey: string;
};

/**
 * POST /api/prospect/uploads. A file upload needs a connection (it is not
 * queued offline: the file could be tens of megabytes and the rep waits for
 * its progress); the screen says so and keeps the key for a retry.
 */
export function uploadProspectFile(request: UploadRequest, onProgress: (share: number) => void, signal?: AbortSignal) {
  return sendMultipart(
    createProspectUpload,
    {
      file: request.file,
      client: String(request.clientId),
      mapping: JSON.stringify(request.mapping),
      duplicates: request.duplicates,
    },
    { idempotencyKey: request.idempotencyKey, onProgress: (sent, total) => onProgress(total ? sent / total : 0), signal },
  );
}
