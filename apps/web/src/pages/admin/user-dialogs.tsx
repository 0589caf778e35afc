import {
  EMAIL_REQUIRED_DESCRIPTION,
  EMAIL_REQUIRED_MESSAGE,
  type TAdminUser,
} from '@innerweather/validators/admin';
import { type SUBSCRIPTION_STATUSES, type USER_ROLES } from '@innerweather/validators/auth';
import { Button, CopyButton, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { entriesCount } from '@innerweather/validators/plural';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

type Role = (typeof USER_ROLES)[number];
type Plan = (typeof SUBSCRIPTION_STATUSES)[number];

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];
const PLAN_OPTIONS = [
  { value: 'trial', label: 'Trial' },
  { value: 'pro', label: 'Pro' },
  { value: 'expired', label: 'Expired' },
];

/** After any change: the list, the figures and the log all moved. */
function useAdminRefresh() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.admin.users.invalidate(),
      utils.admin.stats.invalidate(),
      utils.admin.logs.invalidate(),
    ]);
}
interface UserFields {
  firstName: string;
  lastName: string;
  role: Role;
  subscriptionStatus: Plan;
}

function UserFieldsInputs({
  values,
  onChange,
}: {
  values: UserFields;
  onChange: (next: Partial<UserFields>) => void;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          value={values.firstName}
          onChange={(e) => onChange({ firstName: e.currentTarget.value })}
        />
        <TextInput
          label="Last name"
          value={values.lastName}
          onChange={(e) => onChange({ lastName: e.currentTarget.value })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          value={values.role}
          onChange={(v) => v && onChange({ role: v as Role })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Subscription"
          data={PLAN_OPTIONS}
          allowDeselect={false}
          value={values.subscriptionStatus}
          onChange={(v) => v && onChange({ subscriptionStatus: v as Plan })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </>
  );
}

export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useAdminRefresh();
  const empty = {
    email: '',
    firstName: '',
    lastName: '',
    role: 'user',
    subscriptionStatus: 'trial',
  } as const;
  const [values, setValues] = useState<UserFields & { email: string }>({ ...empty });
  const create = trpc.admin.createUser.useMutation({
    onSuccess: async (user) => {
      toast.success({
        title: 'User created successfully',
        // Without SMTP nothing reaches the new user by itself: the admin copies the link from Edit.
        message: user.invitationEmailed
          ? `${user.email} will receive a link to set their password.`
          : `This server sends no e-mail: open Edit on ${user.email} to copy their set-password link.`,
      });
      setValues({ ...empty });
      onClose();
      await refresh();
    },
    onError: (error) =>
      toast.error({ title: 'Failed to create user', message: errorMessage(error, 'Please try again') }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!values.email.trim()) {
      toast.error({ title: EMAIL_REQUIRED_MESSAGE, message: EMAIL_REQUIRED_DESCRIPTION });
      return;
    }
    // The spec's form carries an empty passwordHash: the new user chooses a password from the e-mailed link.
    create.mutate({ ...values, email: values.email.trim(), passwordHash: '' });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create User"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            required
            data-autofocus
            value={values.email}
            onChange={(e) => {
              const email = e.currentTarget.value;
              setValues((v) => ({ ...v, email }));
            }}
          />
          <UserFieldsInputs values={values} onChange={(next) => setValues((v) => ({ ...v, ...next }))} />
          <Text size="xs" c="dimmed">
            The new user chooses their password from a single-use link (valid for seven days): e-mailed when
            this server sends e-mail, and always available to copy from Edit until they have used it.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function EditUserDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const refresh = useAdminRefresh();
  const [values, setValues] = useState<UserFields>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role,
    subscriptionStatus: user.subscriptionStatus,
  });
  const update = trpc.admin.updateUser.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'User updated successfully' });
      onClose();
      await refresh();
    },
    onError: (error) =>
      toast.error({ title: 'Failed to update user', message: errorMessage(error, 'Please try again') }),
  });
  return (
    <Modal opened onClose={onClose} title="Edit User" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: user.id, ...values });
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
          <UserFieldsInputs values={values} onChange={(next) => setValues((v) => ({ ...v, ...next }))} />
          {user.invitationPending && <InvitationLink user={user} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A user who has not set a password yet: a new set-password link to copy, e-mailed too when SMTP is set up. */
function InvitationLink({ user }: { user: TAdminUser }) {
  const renew = trpc.admin.renewInvitation.useMutation({
    onError: (error) =>
      toast.error({ title: 'No new link', message: errorMessage(error, 'Please try again') }),
  });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Invitation
      </Text>
      <Text size="xs" c="dimmed">
        {user.email} has not set a password yet. A new link replaces the older ones and is valid for seven
        days.
      </Text>
      {renew.data && (
        <>
          <Text size="sm">{renew.data.message}</Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Set-password link"
              readOnly
              value={renew.data.link}
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={renew.data.link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </>
      )}
      <Group>
        <Button
          variant="default"
          type="button"
          loading={renew.isPending}
          onClick={() => renew.mutate({ id: user.id })}
        >
          {renew.data ? 'Send a new link again' : 'New set-password link'}
        </Button>
      </Group>
    </Stack>
  );
}

export function DeleteUserDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const refresh = useAdminRefresh();
  const remove = trpc.admin.deleteUser.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'User deleted successfully' });
      onClose();
      await refresh();
    },
    onError: (error) =>
      toast.error({ title: 'Failed to delete user', message: errorMessage(error, 'Please try again') }),
  });
  const entries = entriesCount(user.entryCount);
  return (
    <Modal opened onClose={onClose} title="Delete User" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">
          Delete <strong>{user.email}</strong>? Their account and {entries} will be deleted, with every
          analysis, coach conversation, goal and saved item. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: user.id })}>
            Delete User
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
