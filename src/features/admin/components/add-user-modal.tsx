import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '../../../data/react/use-connection';
import type { AdminUser } from '../../../domain/users/user-schema';
import { userCreateSchema } from '../../../domain/users/user-schema';
import { createUser } from '../commands/create-user';
import { fieldErrorsOf, writeFailure, type FieldErrors } from './form-errors';
import { newTemporaryPassword } from './new-temporary-password';
import { TemporaryPasswordNotice } from './temporary-password-notice';
import { emptyUserForm, userBodyOf, UserFields, type UserFormValues } from './user-fields';

type Props = { opened: boolean; onClose: () => void; onAdded: (user: AdminUser) => void };

/** Add a user: the form, then their temporary password, shown once. */
export function AddUserModal({ opened, onClose, onAdded }: Props) {
  const online = useConnection();
  const [values, setValues] = useState<UserFormValues>(emptyUserForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ user: AdminUser; password: string } | null>(null);

  const close = () => {
    setValues(emptyUserForm);
    setErrors({});
    setMessage(null);
    setAdded(null);
    onClose();
  };

  async function submit() {
    const temporaryPassword = newTemporaryPassword();
    const checked = fieldErrorsOf(userCreateSchema, { ...userBodyOf(values), email: values.email, temporaryPassword });
    setErrors(checked.errors ?? {});
    setMessage(null);
    if (!checked.output) return;
    setBusy(true);
    try {
      const user = await createUser({ ...checked.output, temporaryPassword });
      setAdded({ user, password: temporaryPassword });
      onAdded(user);
    } catch (e) {
      const failure = writeFailure(e);
      setErrors(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={added ? 'User added' : 'Add a user'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {added ? (
        <Stack gap="md">
          <TemporaryPasswordNotice name={added.user.name} email={added.user.email} password={added.password} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="Add a user"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            {!online && (
              <Alert color="orange" variant="light" role="status">
                You are offline: adding a user needs a connection.
              </Alert>
            )}
            {message && (
              <Alert color="red" variant="light" role="alert">
                {message}
              </Alert>
            )}
            <UserFields values={values} onChange={setValues} errors={errors} withEmail />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={!online}>
                Add user
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
