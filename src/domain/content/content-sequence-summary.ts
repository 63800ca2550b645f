/** GET /api/content/sequences?client: a sequence as the client overview lists it (read-only). */
export type ContentSequenceSummary = {
  id: number;
  clientId: number;
  title: string;
  status: string;
  shareStatus: string;
  archived: boolean;
};
