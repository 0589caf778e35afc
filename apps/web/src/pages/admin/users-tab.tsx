import {
  EMAIL_REQUIRED_DESCRIPTION,
  EMAIL_REQUIRED_MESSAGE,
  type TAdminUser,
} from '@innerweather/validators/admin';
import { type SUBSCRIPTION_STATUSES, type USER_ROLES } from '@innerweather/validators/auth';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IconTrash } from '../../components/icons.tsx';
import { IconPlus, IconSearch } from '../../components/journal/journal-icons.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { IconPencil } from './admin-icons.tsx';

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
const PLAN_COLOR: Record<Plan, string> = { trial: 'gray', pro: 'orange', expired: 'red' };

const fullName = (u: Pick<TAdminUser, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');
const createdDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

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

/** User Management (spec section 2): search on the server, create, edit and delete. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const users = trpc.admin.users.useQuery(debounced ? { search: debounced } : {}, {
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (users.isError) toast.error({ title: 'Error', message: 'Failed to fetch users' });
  }, [users.isError]);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);

  const rows = users.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search users"
          placeholder="Search by email or name"
          leftSection={<IconSearch size={16} />}
          rightSection={users.isFetching ? <Loader size={14} /> : null}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          Create User
        </Button>
      </Group>
      <Card padding={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Subscription</Table.Th>
                <Table.Th>Entries</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {fullName(u) || '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {/* A badge never shrinks below its word (it would show "ADM…" in a narrow column). */}
                    <Badge variant="light" color={u.role === 'admin' ? 'dusk' : 'gray'} miw="max-content">
                      {u.role === 'admin' ? 'Admin' : 'User'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={PLAN_COLOR[u.subscriptionStatus]} miw="max-content">
                      {u.subscriptionStatus}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{u.entryCount}</Table.Td>
                  <Table.Td>{createdDate(u.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${u.email}`}
                        onClick={() => setEditing(u)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${u.email}`}
                        onClick={() => setDeleting(u)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {users.isSuccess && rows.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            {debounced ? 'No users match your search.' : 'No users yet.'}
          </Text>
        )}
        {users.isPending && (
          <Group justify="center" p="lg">
            <Loader size="sm" />
          </Group>
        )}
      </Card>
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} />
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
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

function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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

function EditUserDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
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

function DeleteUserDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
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
  const entries = `${user.entryCount} ${user.entryCount === 1 ? 'entry' : 'entries'}`;
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
