import { AdminTableScroll } from './admin-table-scroll.tsx';
import { type CONTENT_VALUE_TYPES, type TContentItem } from '@innerweather/validators/journal';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { IconSearch } from '../../components/journal/journal-icons.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { IconPencil } from './admin-icons.tsx';

type ValueType = (typeof CONTENT_VALUE_TYPES)[number];
const TYPE_OPTIONS = [
  { value: 'text', label: 'Text' },
  { value: 'html', label: 'HTML' },
  { value: 'json', label: 'JSON' },
];

const updatedDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Content Management (spec section 2): the managed texts, searched by section, key or value, and edited. */
export function ContentTab() {
  const content = trpc.admin.content.useQuery(undefined);
  useEffect(() => {
    if (content.isError) toast.error({ title: 'Error', message: 'Failed to fetch content' });
  }, [content.isError]);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TContentItem | null>(null);

  const items = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = content.data ?? [];
    if (!needle) return all;
    return all.filter((item) =>
      [item.section, item.key, item.value].some((field) => field.toLowerCase().includes(needle)),
    );
  }, [content.data, search]);

  return (
    <Stack gap="md">
      <TextInput
        aria-label="Search content"
        placeholder="Search by section, key or value"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <Card padding={0}>
        {content.isSuccess && items.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            No content found. Content items will appear here when added to the system.
          </Text>
        ) : (
          <AdminTableScroll minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Section</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Last Updated</Table.Th>
                  <Table.Th ta="right">Edit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.section}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {item.key}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={320}>
                      <Text size="sm" lineClamp={2}>
                        {item.value}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {item.valueType}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{updatedDate(item.updatedAt)}</Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${item.section} ${item.key}`}
                        onClick={() => setEditing(item)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </AdminTableScroll>
        )}
      </Card>
      {editing && <EditContentDialog item={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function EditContentDialog({ item, onClose }: { item: TContentItem; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState(item.value);
  const [valueType, setValueType] = useState<ValueType>(item.valueType);
  const update = trpc.admin.updateContent.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'Content updated successfully' });
      onClose();
      await Promise.all([
        utils.admin.content.invalidate(),
        utils.content.list.invalidate(),
        utils.admin.logs.invalidate(),
      ]);
    },
    onError: (error) =>
      toast.error({ title: 'Failed to update content', message: errorMessage(error, 'Please try again') }),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit Content"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ section: item.section, key: item.key, value, valueType });
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {item.section} / {item.key}
          </Text>
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            value={valueType}
            onChange={(v) => v && setValueType(v as ValueType)}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Value"
            autosize
            minRows={4}
            maxRows={14}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            description={
              valueType === 'html' ? 'Scripts and event handlers are removed when saved.' : undefined
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
