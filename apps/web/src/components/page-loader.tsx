import { Center, Loader, Stack, Text } from '@mantine/core';

/** The spinner shown while the sign-in state or a lazy page loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
