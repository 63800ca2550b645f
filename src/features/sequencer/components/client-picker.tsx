import { Select } from '@mantine/core';
import { useMirroredClients } from '../hooks/use-mirrored-clients';

/** A searchable choice of client, from the device's clients. */
export function ClientPicker({ value, onChange, label = 'Client' }: { value: number | null; onChange: (id: number | null) => void; label?: string }) {
  const clients = useMirroredClients();
  return (
    <Select
      label={label}
      placeholder={clients ? 'Choose a client' : 'Loading clients…'}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the client' }}
      data={(clients ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      limit={50}
      w={320}
      data-testid="client-picker"
    />
  );
}
