import { Container, Group, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The common page body: a readable width, a title, an optional line under it and actions on the right. */
export function Page({
  title,
  description,
  actions,
  size = 'lg',
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  size?: ContainerProps['size'];
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" mt={6} component="div">
                {description}
              </Text>
            )}
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
