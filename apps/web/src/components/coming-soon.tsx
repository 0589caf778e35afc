import { Badge, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons.tsx';

/** A placeholder room: says what will be here, so the navigation never leads to an empty page. */
export function ComingSoonCard({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" ta="center" gap="md" maw={520} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <Icon size={32} />
        </ThemeIcon>
        <Badge variant="light" color="orange" size="lg">
          Coming soon
        </Badge>
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Card>
  );
}
