import { createFileRoute } from '@tanstack/react-router';
import { addressFromState, prospectsAddressSchema, stateFromAddress } from '../../../domain/prospects/prospect-address';
import { ProspectSearchPage } from '../../../features/prospects/components/prospect-search-page';
import { staffOnly } from '../../guards/staff-only';

export const Route = createFileRoute('/_app/prospects')({
  validateSearch: prospectsAddressSchema,
  beforeLoad: staffOnly,
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
