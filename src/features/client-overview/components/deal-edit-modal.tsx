import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { isTransportError } from '../../../data/http/transport-error';
import { contractTypes, dealRevenue, type ContractType } from '../../../domain/deals/deal-revenue';
import { opportunityPatchSchema } from '../../../domain/deals/opportunity-patch-schema';
import type { Opportunity } from '../../../domain/deals/opportunity-types';
import { formatCount } from '../../../domain/format/count-format';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { saveDeal } from '../commands/save-deal';

type Terms = { contractType: ContractType; fixedPayment: number | string; monthsCount: number | string; reoccurringAmount: number | string };

const num = (x: number | string) => (typeof x === 'number' ? x : x === '' ? NaN : Number(x));

/** Edits a deal's terms; revenue follows spec 5's rule and is shown, not typed. */
export function DealEditModal({ deal, onClose, onSaved }: { deal: Opportunity; onClose: () => void; onSaved: (deal: Opportunity) => void }) {
  const initial: Terms = { contractType: deal.contractType, fixedPayment: deal.fixedPayment, monthsCount: deal.monthsCount, reoccurringAmount: deal.reoccurringAmount };
  const [terms, setTerms] = useState<Terms>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(terms) !== JSON.stringify(initial);
  useDirtyForm(dirty);

  const numbers = { contractType: terms.contractType, fixedPayment: num(terms.fixedPayment), monthsCount: num(terms.monthsCount), reoccurringAmount: num(terms.reoccurringAmount) };
  const revenue = dealRevenue(numbers);
  const usesFixed = terms.contractType !== 'Reoccurring';
  const usesMonthly = terms.contractType !== 'One Time';

  async function submit() {
    setFailure(null);
    const result = v.safeParse(opportunityPatchSchema, { ...numbers, revenue });
    if (!result.success) {
      setErrors(Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '_', i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await saveDeal(deal, result.output));
    } catch (e) {
      if (isTransportError(e) && e.status === 412) setFailure('Someone else changed this deal since you opened it. Close the form and open it again to see their terms.');
      else if (isTransportError(e) && e.status === 422) setErrors((e.data as { fields?: Record<string, string> } | null)?.fields ?? {});
      else if (isTransportError(e) && (e.kind === 'network' || e.kind === 'timeout')) setFailure('You are offline. Deals are saved online only; try again when the connection is back.');
      else setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Edit ${deal.name}`} size="md" closeButtonProps={{ 'aria-label': 'Close without saving' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Contract type"
            data={[...contractTypes]}
            value={terms.contractType}
            onChange={(value) => value && setTerms({ ...terms, contractType: value as ContractType })}
            allowDeselect={false}
            error={errors.contractType}
          />
          <NumberInput
            label="Fixed payment"
            value={terms.fixedPayment}
            onChange={(value) => setTerms({ ...terms, fixedPayment: value })}
            min={0}
            allowDecimal={false}
            thousandSeparator=","
            prefix="$"
            disabled={!usesFixed}
            description={usesFixed ? undefined : 'Not part of a Reoccurring contract'}
            error={errors.fixedPayment}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Monthly amount"
              value={terms.reoccurringAmount}
              onChange={(value) => setTerms({ ...terms, reoccurringAmount: value })}
              min={0}
              allowDecimal={false}
              thousandSeparator=","
              prefix="$"
              disabled={!usesMonthly}
              error={errors.reoccurringAmount}
            />
            <NumberInput
              label="Months"
              value={terms.monthsCount}
              onChange={(value) => setTerms({ ...terms, monthsCount: value })}
              min={0}
              max={600}
              allowDecimal={false}
              disabled={!usesMonthly}
              error={errors.monthsCount}
            />
          </Group>
          <Text size="sm" aria-live="polite" data-testid="deal-revenue">
            Revenue: <strong>{Number.isFinite(revenue) ? `$${formatCount(revenue)} (${formatRevenue(revenue)})` : '–'}</strong>
          </Text>
          {errors.revenue && (
            <Text size="sm" c="red.8">
              {errors.revenue}
            </Text>
          )}
          {failure && (
            <Alert color="red" title="Not saved">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              Save deal
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
