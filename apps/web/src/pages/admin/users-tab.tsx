import { AdminTableScroll } from './admin-table-scroll.tsx';
import { type TAdminUser } from '@innerweather/validators/admin';
import { type SUBSCRIPTION_STATUSES } from '@innerweather/validators/auth';
import { ActionIcon, Badge, Button, Card, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IconTrash } from '../../components/icons.tsx';
import { IconPlus, IconSearch } from '../../components/journal/journal-icons.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { IconPencil } from './admin-icons.tsx';
import { CreateUserDialog, DeleteUserDialog, EditUserDialog } from './user-dialogs.tsx';

type Plan = (typeof SUBSCRIPTION_STATUSES)[number];

const PLAN_COLOR: Record<Plan, string> = { trial: 'gray', pro: 'orange', expired: 'red' };

const fullName = (u: Pick<TAdminUser, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');
const createdDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

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
        <AdminTableScroll minWidth={760}>
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
        </AdminTableScroll>
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
