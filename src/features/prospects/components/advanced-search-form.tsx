import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { advancedFieldLabels, advancedFields, type AdvancedField, type ProspectSearchState } from '../../../domain/prospects/prospect-search';
import { SearchIcon } from '../../../ui/icons';
import { useIndustryOptions } from '../hooks/use-pick-lists';

type Props = { search: ProspectSearchState; onSubmit: (patch: Partial<ProspectSearchState>) => void };

const hints: Partial<Record<AdvancedField, string>> = {
  email_or_domain: 'An address, its beginning, or a domain',
  sic_code: 'Or its first digits',
  naics_code: 'Or its first digits',
};
const digitsOnly: AdvancedField[] = ['zoominfo_company_id', 'zoominfo_contact_id', 'sic_code', 'naics_code'];

/** Advanced: every search field of spec 3; the ones filled in narrow the search together. */
export function AdvancedSearchForm({ search, onSubmit }: Props) {
  const [values, setValues] = useState(search.advanced);
  const [includeArchived, setIncludeArchived] = useState(search.includeArchived);
  const industries = useIndustryOptions();
  const set = (field: AdvancedField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <form
      role="search"
      aria-label="Advanced prospect search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ advanced: values, includeArchived });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {advancedFields.map((field) =>
          field === 'industry' ? (
            <Select
              key={field}
              label={advancedFieldLabels[field]}
              data={industries}
              value={values.industry ?? null}
              onChange={(v) => set('industry', v ?? '')}
              searchable
              clearable
              placeholder="Any industry"
            />
          ) : (
            <TextInput
              key={field}
              label={advancedFieldLabels[field]}
              description={hints[field]}
              value={values[field] ?? ''}
              onChange={(e) => set(field, e.currentTarget.value)}
              inputMode={digitsOnly.includes(field) ? 'numeric' : undefined}
              pattern={digitsOnly.includes(field) ? '[0-9]*' : undefined}
              maxLength={field === 'sic_code' ? 4 : field === 'naics_code' ? 6 : 254}
            />
          ),
        )}
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Checkbox label="Include archived" checked={includeArchived} onChange={(e) => setIncludeArchived(e.currentTarget.checked)} />
        <Group gap="xs">
          <Button variant="subtle" onClick={() => setValues({})}>
            Clear
          </Button>
          <Button type="submit" leftSection={<SearchIcon size={16} />}>
            Search
          </Button>
        </Group>
      </Group>
    </form>
  );
}
