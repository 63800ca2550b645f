import { MultiSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { permissionNames, type Permission } from '../../../domain/access/permissions';
import { roleNames } from '../../../domain/access/roles';
import { staffRoleSlugs } from '../../../domain/users/user-schema';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import type { FieldErrors } from './form-errors';

export type UserFormValues = {
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  teamIds: string[];
  startingCapacity: string | number;
};

export const emptyUserForm: UserFormValues = { name: '', email: '', roles: [], permissions: [], teamIds: [], startingCapacity: '' };

/** The body fields of the form's values (the schemas check them). */
export function userBodyOf(values: UserFormValues) {
  return {
    name: values.name,
    roles: values.roles,
    permissions: values.permissions,
    teamIds: values.teamIds.map(Number),
    startingCapacity: values.startingCapacity === '' ? null : Number(values.startingCapacity),
  };
}

type Props = {
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  errors: FieldErrors;
  /** Email is set when a user is added; it is their sign-in and does not change here. */
  withEmail: boolean;
  /** Teams the user is on already stay choosable even if archived since. */
  currentTeamIds?: number[];
  disabled?: boolean;
};

export function UserFields({ values, onChange, errors, withEmail, currentTeamIds = [], disabled }: Props) {
  const teams = useLookupItems('teams') ?? [];
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => onChange({ ...values, [key]: value });
  const teamOptions = teams.map((t) => ({ value: String(t.id), label: t.name }));
  for (const id of currentTeamIds) if (!teams.some((t) => t.id === id)) teamOptions.push({ value: String(id), label: `Team ${id} (archived)` });
  return (
    <Stack gap="sm">
      <TextInput label="Name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} disabled={disabled} />
      {withEmail && (
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          disabled={disabled}
        />
      )}
      <MultiSelect
        label="Roles"
        required
        data={staffRoleSlugs.map((slug) => ({ value: slug, label: roleNames[slug] }))}
        value={values.roles}
        onChange={(v) => set('roles', v)}
        error={errors.roles}
        disabled={disabled}
      />
      <MultiSelect
        label="Extra permissions"
        description="Granted directly, beside what the roles give."
        data={(Object.keys(permissionNames) as Permission[]).map((p) => ({ value: p, label: `${permissionNames[p]} (${p})` }))}
        value={values.permissions}
        onChange={(v) => set('permissions', v)}
        error={errors.permissions}
        disabled={disabled}
      />
      <MultiSelect
        label="Teams"
        data={teamOptions}
        value={values.teamIds}
        onChange={(v) => set('teamIds', v)}
        error={errors.teamIds}
        searchable
        disabled={disabled}
      />
      <NumberInput
        label="Starting capacity"
        description="Clients a rep starts with (capacity planning); empty for none."
        min={0}
        max={500}
        allowDecimal={false}
        value={values.startingCapacity}
        onChange={(v) => set('startingCapacity', v)}
        error={errors.startingCapacity}
        disabled={disabled}
      />
    </Stack>
  );
}
