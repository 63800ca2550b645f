import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ProspectSearchState } from '../../../domain/prospects/prospect-search';
import { SearchIcon } from '../../../ui/icons';

type Props = { search: ProspectSearchState; onSubmit: (patch: Partial<ProspectSearchState>) => void };

/** Basic: one box (email or domain, name, company) and "include archived". */
export function BasicSearchForm({ search, onSubmit }: Props) {
  const [criteria, setCriteria] = useState(search.criteria);
  const [includeArchived, setIncludeArchived] = useState(search.includeArchived);
  return (
    <form
      role="search"
      aria-label="Basic prospect search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ criteria, includeArchived });
      }}
    >
      <Group align="end" gap="sm">
        <TextInput
          label="Search"
          description="An email or domain, a name, or a company"
          placeholder="jane@acme.com, acme.com, Jane Doe, Acme"
          value={criteria}
          onChange={(e) => setCriteria(e.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Checkbox label="Include archived" checked={includeArchived} onChange={(e) => setIncludeArchived(e.currentTarget.checked)} mb={8} />
        <Button type="submit" leftSection={<SearchIcon size={16} />}>
          Search
        </Button>
      </Group>
    </form>
  );
}
