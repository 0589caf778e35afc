import { Card, Text, Title } from '@mantine/core';
import { useSignedInUser } from '../../auth/current-user.ts';
import { Page } from '../../components/page.tsx';
import { greetingName, timeOfDayGreeting } from '../../lib/greeting.ts';

// Placeholder until the journal screens land: the dashboard of spec section 2 replaces it.
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <Page title={`${timeOfDayGreeting(new Date())}, ${greetingName(user)}`} description="How is the weather inside today?">
      <Card>
        <Title order={2} fz="lg">
          Your journal is almost ready
        </Title>
        <Text c="dimmed" mt="xs">
          Writing entries, your stats and your emotion timeline arrive here next.
        </Text>
      </Card>
    </Page>
  );
}
