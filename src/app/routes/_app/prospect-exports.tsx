import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { isoDatePattern } from '../../../domain/time/iso-date-pattern';
import { DailyExportsPage } from '../../../features/prospects/components/daily-exports-page';
import { staffOnly } from '../../guards/staff-only';

const opt = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const searchSchema = v.object({
  client: opt(v.pipe(v.number(), v.integer(), v.minValue(1))),
  from: opt(v.pipe(v.string(), v.regex(isoDatePattern))),
  to: opt(v.pipe(v.string(), v.regex(isoDatePattern))),
});

export const Route = createFileRoute('/_app/prospect-exports')({
  validateSearch: searchSchema,
  beforeLoad: staffOnly,
  component: DailyExportsRoute,
});

function DailyExportsRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DailyExportsPage filter={filter} onFilter={(next) => void navigate({ search: next, replace: true })} />;
}
