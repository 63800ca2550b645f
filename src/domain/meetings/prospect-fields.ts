import type { BookingFormValues } from './booking-defaults';
import type { MeetingProspect } from './booking-lookups';
import { splitProspectName } from './prospect-name';

export type ProspectFields = Pick<
  BookingFormValues,
  | 'prospectId'
  | 'prospectFirstName'
  | 'prospectLastName'
  | 'prospectName'
  | 'prospectCompany'
  | 'prospectIndustry'
  | 'noIndustry'
  | 'prospectPhone'
  | 'prospectTitle'
  | 'prospectState'
>;

/**
 * A stored prospect as form fields (issue 4): first and last name split from
 * the stored full name on spaces (spec 5), the work phone else the personal
 * one, and No industry ticked when the prospect has none.
 */
export function prospectFields(prospect: MeetingProspect): ProspectFields {
  const { firstName, lastName } = splitProspectName(prospect.name);
  return {
    prospectId: prospect.id,
    prospectFirstName: firstName,
    prospectLastName: lastName,
    prospectName: prospect.name.trim(),
    prospectCompany: prospect.company?.name ?? '',
    prospectIndustry: prospect.industry,
    noIndustry: prospect.industry === null,
    prospectPhone: prospect.phoneWork || prospect.phonePersonal || '',
    prospectTitle: prospect.title ?? '',
    prospectState: prospect.state ?? '',
  };
}

/** No prospect: the details empty, the email treated as a new prospect. */
export function clearedProspectFields(): ProspectFields {
  return {
    prospectId: null,
    prospectFirstName: '',
    prospectLastName: '',
    prospectName: '',
    prospectCompany: '',
    prospectIndustry: null,
    noIndustry: false,
    prospectPhone: '',
    prospectTitle: '',
    prospectState: '',
  };
}
