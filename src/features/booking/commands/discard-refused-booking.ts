import { appDb } from '../../../data/db/app-db-instance';
import { discardEdit } from '../../../data/sync/settle';

/** A refused queued booking the rep has booked again from the form: dropped, so nothing is booked or kept twice (decision 0010). */
export function discardRefusedBooking(seq: number) {
  return discardEdit(appDb(), seq);
}
