import { useCallback, useReducer } from 'react';
import { emptyCriteria, type CriteriaField, type ProfileCriteria } from '../../../domain/sequencer/profile-criteria';
import { defaultProfileStatus, type ProfileStatus } from '../../../domain/sequencer/profile-statuses';
import type { SequenceProfile } from '../../../domain/sequencer/profile-types';
import { applyArmor, type ArmorOrder } from '../../../domain/sequencer/sequence-armor';

export type FormPair = { outreachSequence: number; mailbox: number };

export type ProfileForm = {
  name: string;
  status: ProfileStatus;
  criteria: ProfileCriteria;
  pairs: FormPair[];
  sfdcProjectId: string;
  /** Moves on each time the armor clears a choice: the page shows the message for 6 seconds. */
  armorNotice: number;
};

type Action =
  | { type: 'reset'; form: ProfileForm }
  | { type: 'name'; name: string }
  | { type: 'status'; status: ProfileStatus }
  | { type: 'sfdc'; value: string }
  | { type: 'criteria'; field: CriteriaField; value: unknown[]; order: ArmorOrder }
  | { type: 'add-pair'; pair: FormPair }
  | { type: 'remove-pair'; index: number };

function reduce(form: ProfileForm, action: Action): ProfileForm {
  switch (action.type) {
    case 'reset':
      return action.form;
    case 'name':
      return { ...form, name: action.name };
    case 'status':
      return { ...form, status: action.status };
    case 'sfdc':
      return { ...form, sfdcProjectId: action.value };
    case 'criteria': {
      // Spec 5: the armor runs as the user picks.
      const next = { ...form.criteria, [action.field]: action.value } as ProfileCriteria;
      const { criteria, cleared } = applyArmor(next, action.order, [action.field]);
      return { ...form, criteria, armorNotice: cleared.length ? form.armorNotice + 1 : form.armorNotice };
    }
    case 'add-pair':
      if (form.pairs.some((p) => p.outreachSequence === action.pair.outreachSequence && p.mailbox === action.pair.mailbox)) return form;
      return { ...form, pairs: [...form.pairs, action.pair] };
    case 'remove-pair':
      return { ...form, pairs: form.pairs.filter((_, i) => i !== action.index) };
  }
}

export function formFromProfile(p: SequenceProfile): ProfileForm {
  return {
    name: p.name,
    status: p.status,
    criteria: {
      managementLevels: p.managementLevels,
      jobFunctions: p.jobFunctions,
      keywords: p.keywords,
      industry: p.industry,
      companyRevenue: p.companyRevenue,
      companyEmployees: p.companyEmployees,
      states: p.states,
      geotargetProfileIds: p.geotargetProfileIds,
      exclusiveCompanyProfiles: p.exclusiveCompanyProfiles,
      individualDomains: p.individualDomains,
    },
    pairs: p.outreachDetails.map((d) => ({ outreachSequence: d.outreachSequence.id, mailbox: d.mailbox.id })),
    sfdcProjectId: p.sfdcProjectId ?? '',
    armorNotice: 0,
  };
}

export const blankForm = (name: string): ProfileForm => ({
  name,
  status: defaultProfileStatus,
  criteria: emptyCriteria(),
  pairs: [],
  sfdcProjectId: '',
  armorNotice: 0,
});

/** The profile being created or edited, the armor applied to each pick. */
export function useProfileForm(initial: ProfileForm) {
  const [form, dispatch] = useReducer(reduce, initial);
  const setCriteria = useCallback(
    (field: CriteriaField, value: unknown[], order: ArmorOrder) => dispatch({ type: 'criteria', field, value, order }),
    [],
  );
  return { form, dispatch, setCriteria };
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>;
