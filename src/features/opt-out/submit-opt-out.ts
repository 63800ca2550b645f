import { http } from '../../data/http/transport';
import type { OptOutResult } from '../../domain/opt-out/opt-out-list';

export const submitOptOut = (emails: string[]) => http.post<OptOutResult>('/api/opt-out', { emails });
