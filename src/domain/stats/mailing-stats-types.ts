// Spec 3, mailing stats: GET /api/mailings/stats answers these, with
// reply_rate a percentage (see reply-rate.ts).
export type MailingStats = {
  deliver_count: number;
  prospects_count: number;
  reply_count: number;
  reply_rate: number;
};

/** GET /api/mailings/strategies?client: the client's sequence profiles. */
export type Strategy = { id: number; name: string; status: string };
