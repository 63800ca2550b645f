import { createFileRoute, redirect } from '@tanstack/react-router';
import { MeetingsPage } from '../../../features/pipeline/meetings-page';
import { meetingsSearchSchema, type MeetingsSearch } from '../../../features/pipeline/meetings-search';

export const Route = createFileRoute('/_app/meetings')({
  validateSearch: meetingsSearchSchema,
  // Guests see meetings on their own client's overview.
  beforeLoad: ({ context }) => {
    if (context.me.isGuest) throw redirect({ to: '/home', replace: true });
  },
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (patch: Partial<MeetingsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <MeetingsPage search={search} onSearch={onSearch} />;
}
