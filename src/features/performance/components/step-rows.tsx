import { ActionIcon, Table, Text } from '@mantine/core';
import { ChevronRightIcon } from '../../../ui/icons';
import { useSequenceSteps, useStepTemplates } from '../hooks/use-sequence-page';
import { CountCells } from './count-cells';

type Open = { isOpen: (key: string) => boolean; toggle: (key: string) => void };

const Chevron = ({ open }: { open: boolean }) => (
  <span style={{ display: 'inline-flex', transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}>
    <ChevronRightIcon size={16} />
  </span>
);

/** A sequence's steps under its row; each step opens its templates. */
export function StepRows({ sequenceId, columns, open }: { sequenceId: number; columns: number; open: Open }) {
  const steps = useSequenceSteps(sequenceId);
  if (!steps.data)
    return (
      <Table.Tr>
        <Table.Td />
        <Table.Td colSpan={columns - 1}>
          <Text size="sm" c="gray.7">
            {steps.error ? (steps.offline ? 'These steps need a connection the first time.' : steps.error) : 'Loading the steps…'}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  if (!steps.data.length)
    return (
      <Table.Tr>
        <Table.Td />
        <Table.Td colSpan={columns - 1}>
          <Text size="sm" c="gray.7">This sequence has no steps yet.</Text>
        </Table.Td>
      </Table.Tr>
    );
  return steps.data.map((step) => {
    const key = `step-${step.id}`;
    const isOpen = open.isOpen(key);
    return [
      <Table.Tr key={key} bg="gray.0" data-testid="step-row">
        <Table.Td pl="lg">
          <ActionIcon variant="subtle" color="dark" aria-expanded={isOpen} aria-label={`${isOpen ? 'Close' : 'Open'} the templates of ${step.name}`} onClick={() => open.toggle(key)}>
            <Chevron open={isOpen} />
          </ActionIcon>
        </Table.Td>
        <Table.Td colSpan={2}>
          <Text size="sm" pl="md">{step.name}</Text>
        </Table.Td>
        <CountCells counts={step} />
        <Table.Td colSpan={columns - 9} />
      </Table.Tr>,
      isOpen && <TemplateRows key={`${key}-templates`} stepId={step.id} columns={columns} />,
    ];
  });
}

function TemplateRows({ stepId, columns }: { stepId: number; columns: number }) {
  const templates = useStepTemplates(stepId);
  if (!templates.data)
    return (
      <Table.Tr>
        <Table.Td />
        <Table.Td colSpan={columns - 1}>
          <Text size="sm" c="gray.7">
            {templates.error ? (templates.offline ? 'These templates need a connection the first time.' : templates.error) : 'Loading the templates…'}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  if (!templates.data.length)
    return (
      <Table.Tr>
        <Table.Td />
        <Table.Td colSpan={columns - 1}>
          <Text size="sm" c="gray.7">This step has no templates.</Text>
        </Table.Td>
      </Table.Tr>
    );
  return templates.data.map((t) => (
    <Table.Tr key={t.id} data-testid="template-row">
      <Table.Td />
      <Table.Td colSpan={2}>
        <Text size="sm" pl={48}>
          {t.name} <Text span size="xs" c="gray.7">“{t.subject}”</Text>
        </Text>
      </Table.Td>
      <CountCells counts={t} />
      <Table.Td colSpan={columns - 9} />
    </Table.Tr>
  ));
}
