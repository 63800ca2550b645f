import { Table } from '@mantine/core';
import { formatCount, formatRate, type SendCounts } from '../../../domain/performance/performance-counts';

/** Spec 9: counts with thousands separators, the reply rate as a whole percent. */
export function CountCells({ counts }: { counts: SendCounts & { replyRate: number } }) {
  return (
    <>
      <Table.Td ta="right">{formatCount(counts.prospects)}</Table.Td>
      <Table.Td ta="right">{formatCount(counts.delivered)}</Table.Td>
      <Table.Td ta="right">{formatCount(counts.opened)}</Table.Td>
      <Table.Td ta="right">{formatCount(counts.replied)}</Table.Td>
      <Table.Td ta="right">{formatRate(counts.replyRate)}</Table.Td>
      <Table.Td ta="right">{formatCount(counts.bounced)}</Table.Td>
    </>
  );
}
