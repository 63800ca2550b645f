import { createFileRoute, redirect } from '@tanstack/react-router';
import { addressFromState, prospectsAddressSchema, stateFromAddress } from '../../../domain/prospects/prospect-address';
import { ProspectSearchPage } from '../../../features/prospects/components/prospect-search-page';

export const Route = createFileRoute('/_app/prospects')({
  validateSearch: prospectsAddressSchema,
  beforeLoad: ({ context }) => {
    if (context.me.isGuest) throw redirect({ to: '/home', replace: true });
  },
  component: ProspectsRoute,
});

function ProspectsRoute() {
  const search = stateFromAddress(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ProspectSearchPage
      search={search}
      onSearch={(next) => void navigate({ search: addressFromState(next) })}
    />
  );
}
