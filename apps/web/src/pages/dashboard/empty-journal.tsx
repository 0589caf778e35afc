import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil } from '../../components/journal/journal-icons.tsx';

/** The dashboard before the first entry: one clear next step. */
export function EmptyJournal({ onCreate }: { onCreate: () => void }) {
  return (
    <Card p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" ta="center" gap="md" maw={480} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconPencil size={30} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          Your journal is waiting
        </Title>
        <Text c="dimmed">
          Write a few lines about your day. Innerweather reads the feelings in them and, entry by entry, draws
          your emotion timeline and suggests what might help.
        </Text>
        <Button size="md" onClick={onCreate}>
          Create your first entry
        </Button>
      </Stack>
    </Card>
  );
}
