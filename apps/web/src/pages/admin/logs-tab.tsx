import { AdminTableScroll } from './admin-table-scroll.tsx';
import { ADMIN_LOG_PAGE_SIZES, DEFAULT_ADMIN_LOG_PAGE_SIZE } from '@innerweather/validators/admin';
import { Button, Card, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { actionLabel, detailText, showingText, truncateId } from './admin-format.ts';
import { IconRefresh } from './admin-icons.tsx';

const SIZE_OPTIONS = ADMIN_LOG_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));

const logDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Admin Logs (spec section 2): newest first, 25/50/100 a page. */
export function LogsTab() {
  const [limit, setLimit] = useState<number>(DEFAULT_ADMIN_LOG_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const logs = trpc.admin.logs.useQuery({ page, limit }, { placeholderData: keepPreviousData });
  useEffect(() => {
    if (logs.isError) toast.error({ title: 'Error', message: 'Failed to fetch admin logs' });
  }, [logs.isError]);

  const rows = logs.data?.logs ?? [];
  const total = logs.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / limit));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Select
          aria-label="Logs per page"
          data={SIZE_OPTIONS}
          value={String(limit)}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            setLimit(Number(v));
            setPage(1);
          }}
          w={160}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          leftSection={logs.isFetching ? <Loader size={14} /> : <IconRefresh size={16} />}
          onClick={() => void logs.refetch()}
        >
          Refresh
        </Button>
      </Group>
      <Card padding={0}>
        {logs.isSuccess && rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            No admin logs found.
          </Text>
        ) : (
          <AdminTableScroll minWidth={820}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Admin</Table.Th>
                  <Table.Th>Details</Table.Th>
                  <Table.Th>Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((log) => (
                  <Table.Tr key={log.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {actionLabel(log.action)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {log.targetType}
                      </Text>
                      <Text size="sm" ff="monospace" title={log.targetId ?? undefined}>
                        {truncateId(log.targetId, 20)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {log.adminName && (
                        <Text size="sm" fw={500}>
                          {log.adminName}
                        </Text>
                      )}
                      <Text size="sm" ff="monospace" title={log.adminId ?? undefined}>
                        {truncateId(log.adminId, 15)}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={320}>
                      {Object.entries(log.details).map(([key, value]) => (
                        <Text size="xs" key={key}>
                          <Text span c="dimmed" size="xs">
                            {key}:
                          </Text>{' '}
                          {detailText(value)}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{logDate(log.createdAt)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </AdminTableScroll>
        )}
      </Card>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid="logs-range">
          {showingText(page, limit, rows.length, total)}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={page >= lastPage}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
