import type { Db } from '../db/client';

/** One template of a step, as Outreach holds it. */
export type OutreachContentStep = {
  step: number;
  dayOffset: number;
  channel: string;
  /** The content template it came from (ours), null when written on Outreach. */
  templateId: number | null;
  subject: string;
  body: string;
};

export type OutreachContentUpload = {
  /** The linked Outreach sequence; null creates one. */
  outreachSequenceId: number | null;
  clientId: number;
  name: string;
  steps: OutreachContentStep[];
};

export type OutreachContentState = { name: string; enabled: boolean; steps: OutreachContentStep[] };

/** The content side of Outreach: uploading a sequence's steps and templates, and reading them back. */
export type OutreachContentApi = {
  /** Creates or updates the Outreach sequence and replaces its steps; answers its id. */
  uploadContent(db: Db, upload: OutreachContentUpload): Promise<{ outreachSequenceId: number }>;
  /** The Outreach sequence as Outreach has it now; null when it is gone. */
  readContent(db: Db, outreachSequenceId: number): Promise<OutreachContentState | null>;
};
