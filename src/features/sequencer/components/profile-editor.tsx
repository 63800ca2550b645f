import { Grid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OutreachMailbox } from '../../../domain/outreach/outreach-instance-types';
import type { OutreachSequence } from '../../../domain/outreach/outreach-types';
import type { CriteriaField } from '../../../domain/sequencer/profile-criteria';
import type { ProfileFormApi } from '../hooks/use-profile-form';
import type { SequencerLookups } from '../hooks/use-sequencer-lookups';
import { CriteriaPanels } from './criteria-panels';
import { EstimateCard } from './estimate-card';
import { OutreachPairsPanel, type PairRow } from './outreach-pairs-panel';

type Props = {
  formApi: ProfileFormApi;
  lookups: SequencerLookups;
  sequences: OutreachSequence[];
  mailboxes: OutreachMailbox[];
  editable: boolean;
  profileId: number | null;
  /** The pairs as the server answered them (view mode), else made from the form. */
  pairRows?: PairRow[];
  /** Under the pairs: the sync control (view mode). */
  pairsFooter?: React.ReactNode;
  /** Beside the estimate: the swimlane settings (view mode). */
  aside?: React.ReactNode;
};

/** Outreach pairs, the criteria panels and, beside them, the live estimate. */
export function ProfileEditor({ formApi, lookups, sequences, mailboxes, editable, profileId, pairRows, pairsFooter, aside }: Props) {
  const { form, dispatch, setCriteria } = formApi;
  // Beside the criteria on a wide screen; above them on a narrow one.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const rows: PairRow[] =
    pairRows && !editable
      ? pairRows
      : form.pairs.map((p) => {
          const mailbox = mailboxes.find((m) => m.id === p.mailbox);
          return {
            sequence: sequences.find((s) => s.id === p.outreachSequence)?.name ?? `Sequence #${p.outreachSequence}`,
            mailbox: mailbox?.email ?? `Mailbox #${p.mailbox}`,
            status: mailbox?.status ?? null,
          };
        });
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <OutreachPairsPanel
            rows={rows}
            editable={editable}
            sequences={sequences}
            mailboxes={mailboxes}
            onAdd={(pair) => dispatch({ type: 'add-pair', pair })}
            onRemove={(index) => dispatch({ type: 'remove-pair', index })}
          >
            {pairsFooter}
          </OutreachPairsPanel>
          {!wide && <EstimateCard criteria={form.criteria} pairs={rows.length} profileId={profileId} />}
          <CriteriaPanels
            criteria={form.criteria}
            lookups={lookups}
            editable={editable}
            onChange={(field: CriteriaField, values) => setCriteria(field, values, lookups.order)}
          />
          {editable && (
            <TextInput
              label="SFDC project"
              maxLength={100}
              value={form.sfdcProjectId}
              onChange={(e) => dispatch({ type: 'sfdc', value: e.currentTarget.value })}
              w={260}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {wide && <EstimateCard criteria={form.criteria} pairs={rows.length} profileId={profileId} />}
          {aside}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
