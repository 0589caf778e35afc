import { Card, Text } from '@mantine/core';
import { Page } from '../../components/page.tsx';

// Placeholder until the journal screens land.
export function EntriesPage() {
  return (
    <Page title="Your Journal Entries">
      <Card>
        <Text c="dimmed">No entries yet</Text>
      </Card>
    </Page>
  );
}
