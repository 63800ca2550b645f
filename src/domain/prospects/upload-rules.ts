// Limits and outcomes of a prospect upload (issue 21).

/** The largest file the server reads. */
export const maxUploadBytes = 50 * 1024 * 1024;

/** Spec 9: the upload list refreshes every 15 seconds while it is open. */
export const uploadListRefreshMs = 15_000;

/** How many rows of a chosen file the browser shows before sending it. */
export const previewRows = 5;

export const duplicatePolicies = ['update', 'skip'] as const;
export type DuplicatePolicy = (typeof duplicatePolicies)[number];

/** Why a row was not applied: each is counted and listed in the rejected-rows report. */
export const skipReasons = {
  missing_email: 'No email address',
  invalid_email: 'The email does not match the pattern (spec 5)',
  duplicate_in_file: 'The same email appears earlier in the file',
  already_exists: 'Already a prospect (duplicates are skipped)',
  opted_out: 'The email is opted out',
  dne_domain: "The domain is on the client's do-not-email list",
  too_long: 'A value is longer than allowed',
} as const;

export type SkipReason = keyof typeof skipReasons;

export const uploadStatuses = ['queued', 'processing', 'done', 'failed'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

const csvTypes = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/comma-separated-values', 'application/octet-stream', ''];

/**
 * A CSV by its name and media type (Windows sends .csv as an Excel type).
 * The server also looks at the bytes: see looksLikeText.
 */
export function isCsvFile(name: string, type: string): boolean {
  return /\.(csv|txt)$/i.test(name.trim()) && csvTypes.includes(type.split(';')[0].trim().toLowerCase());
}

/** Text, not a binary file renamed .csv: no NUL byte and no zip or PDF signature at the start. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head[0] === 0x50 && head[1] === 0x4b) return false; // PK: a zip (xlsx)
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return false; // %PDF
  return !head.includes(0);
}

/** Share of the file read so far, 0 to 1. */
export function uploadProgress(status: UploadStatus, bytesDone: number, size: number): number {
  if (status === 'done') return 1;
  if (size <= 0) return 0;
  return Math.min(1, Math.max(0, bytesDone / size));
}
