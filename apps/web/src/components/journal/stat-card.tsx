import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the dashboard: a label, the value large, and what it counts. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  color,
  loading = false,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
  color: string;
  loading?: boolean;
}) {
  return (
    <Card padding="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} miw={0}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.5 }}>
            {label}
          </Text>
          {/* One box for the skeleton and the figure: a line of the figure's font, so the card keeps its height. */}
          <Text component="div" fz={{ base: 24, sm: 28 }} fw={700} lh={1.25}>
            {loading ? <Skeleton height="1.25em" width={64} radius="sm" /> : value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <ThemeIcon variant="light" color={color} size={38} radius="xl" visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
