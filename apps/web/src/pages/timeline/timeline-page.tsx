import { Card, Text } from '@mantine/core';
import { Page } from '../../components/page.tsx';

// Placeholder until the journal screens land: the chart page of spec section 2 replaces it.
export function TimelinePage() {
  return (
    <Page title="Emotion Timeline">
      <Card>
        <Text c="dimmed">Your emotion timeline will appear here once you have written a few entries.</Text>
      </Card>
    </Page>
  );
}
