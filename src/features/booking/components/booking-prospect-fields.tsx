import { Checkbox, Fieldset, Group, Loader, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { State } from '../../../domain/lookups/lookup-types';
import type { ProspectLookupStatus } from '../hooks/use-prospect-checks';
import { useBookingLookups } from '../hooks/use-booking-lookups';
import type { BookingFlow } from '../hooks/use-booking-flow';

const lookupText: Record<ProspectLookupStatus, string | undefined> = {
  idle: undefined,
  loading: 'Looking up this prospect…',
  found: 'A known prospect: their details are filled in.',
  new: 'A new prospect: fill in their details.',
  unavailable: 'Could not look this prospect up (offline): fill in their details.',
};

/** The prospect: email first (spec 5 pattern and lookup), then their details. */
export function BookingProspectFields({ flow }: { flow: BookingFlow }) {
  const { values, errors, act, checks, busy } = flow;
  const { industries, states } = useBookingLookups();
  const status = checks.lookupStatus;

  return (
    <Fieldset legend="Prospect" disabled={busy}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Prospect email"
          withAsterisk
          type="email"
          autoComplete="off"
          value={values.prospectEmail}
          onChange={(e) => flow.typeEmail(e.currentTarget.value)}
          error={errors.prospectEmail}
          description={lookupText[status]}
          rightSection={status === 'loading' ? <Loader size="xs" aria-hidden="true" /> : undefined}
        />
        <TextInput
          label="Company"
          withAsterisk
          value={values.prospectCompany}
          onChange={(e) => act({ type: 'company', company: e.currentTarget.value })}
          error={errors.prospectCompany}
        />
        <TextInput
          label="First name"
          withAsterisk
          value={values.prospectFirstName}
          onChange={(e) => act({ type: 'set', patch: { prospectFirstName: e.currentTarget.value } })}
          error={errors.prospectFirstName}
        />
        <TextInput
          label="Last name"
          value={values.prospectLastName}
          onChange={(e) => act({ type: 'set', patch: { prospectLastName: e.currentTarget.value } })}
          error={errors.prospectLastName}
        />
        <TextInput
          label="Job title"
          value={values.prospectTitle}
          onChange={(e) => act({ type: 'set', patch: { prospectTitle: e.currentTarget.value } })}
          error={errors.prospectTitle}
        />
        <TextInput
          label="Phone"
          type="tel"
          value={values.prospectPhone}
          onChange={(e) => act({ type: 'set', patch: { prospectPhone: e.currentTarget.value } })}
          error={errors.prospectPhone}
        />
        <Select
          label="State"
          searchable
          openOnFocus={false}
          clearable
          placeholder="Choose a state"
          nothingFoundMessage="No state has that name"
          data={stateOptions(states, values.prospectState)}
          value={values.prospectState || null}
          onChange={(state) => act({ type: 'set', patch: { prospectState: state ?? '' } })}
          error={errors.prospectState}
        />
        <div>
          <Select
            label="Industry"
            searchable
            openOnFocus={false}
            clearable
            disabled={values.noIndustry}
            placeholder={values.noIndustry ? 'No industry' : 'Choose an industry'}
            nothingFoundMessage="No industry has that name"
            data={withCurrent(
              industries.map((i) => i.name),
              values.prospectIndustry,
            )}
            value={values.noIndustry ? null : values.prospectIndustry}
            onChange={(prospectIndustry) => act({ type: 'set', patch: { prospectIndustry } })}
            error={errors.prospectIndustry}
          />
          <Group mt={6}>
            <Checkbox
              label="No industry"
              checked={values.noIndustry}
              onChange={(e) => act({ type: 'set', patch: { noIndustry: e.currentTarget.checked } })}
            />
          </Group>
        </div>
      </SimpleGrid>
    </Fieldset>
  );
}

/** The states lookup, plus a stored prospect's state it does not list. */
function stateOptions(states: State[], current: string) {
  const options = states.map((s) => ({ value: s.abbreviation, label: s.label || `${s.name} (${s.abbreviation})` }));
  return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;
}

/** Keeps a value that came from elsewhere (a stored prospect) choosable. */
function withCurrent(options: string[], current: string | null): string[] {
  const unique = [...new Set(options)];
  return current && !unique.includes(current) ? [current, ...unique] : unique;
}
