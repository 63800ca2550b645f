import { Select, Table, Text } from '@mantine/core';
import { prospectFieldLabels, prospectFields, type ColumnMapping, type ProspectField } from '../../../domain/prospects/column-mapping';

type Props = { headers: string[]; rows: string[][]; mapping: ColumnMapping; onChange: (mapping: ColumnMapping) => void };

const notImported = '';

/** The file's first rows, each column with the field it feeds (guessed, editable). */
export function ColumnMappingEditor({ headers, rows, mapping, onChange }: Props) {
  const fieldOf = (header: string) => (Object.entries(mapping).find(([, h]) => h === header)?.[0] as ProspectField | undefined) ?? notImported;
  const choose = (header: string, field: string | null) => {
    const next: ColumnMapping = {};
    for (const [f, h] of Object.entries(mapping) as [ProspectField, string][]) if (h !== header && f !== field) next[f] = h;
    if (field) next[field as ProspectField] = header;
    onChange(next);
  };
  const options = [{ value: notImported, label: 'Not imported' }, ...prospectFields.map((f) => ({ value: f, label: prospectFieldLabels[f] }))];
  return (
    <div style={{ overflowX: 'auto' }} role="region" aria-label="Preview of the file and its columns" tabIndex={0}>
      <Table withTableBorder withColumnBorders miw={Math.max(600, headers.length * 170)} data-testid="upload-preview">
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) => (
              <Table.Th key={`${h}-${i}`}>
                <Text size="xs" c="dimmed" mb={4}>
                  {h || `(column ${i + 1})`}
                </Text>
                <Select
                  size="xs"
                  aria-label={`Field for the column ${h || i + 1}`}
                  data={options}
                  value={fieldOf(h)}
                  onChange={(v) => choose(h, v)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, r) => (
            <Table.Tr key={r}>
              {headers.map((_, c) => (
                <Table.Td key={c} style={{ whiteSpace: 'nowrap' }}>
                  {row[c] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
