import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProspectUploadPage } from '../../../features/prospects/components/prospect-upload-page';
import { staffOnly } from '../../guards/staff-only';

const searchSchema = v.object({ tab: v.fallback(v.optional(v.picklist(['new', 'past'])), undefined) });

export const Route = createFileRoute('/_app/prospect-uploads')({
  validateSearch: searchSchema,
  beforeLoad: staffOnly,
  component: ProspectUploadsRoute,
});

function ProspectUploadsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProspectUploadPage tab={tab ?? 'new'} onTab={(next) => void navigate({ search: { tab: next === 'new' ? undefined : next } })} />;
}
