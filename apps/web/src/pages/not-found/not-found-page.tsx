import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { IconArrowLeft } from '../../components/icons.tsx';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={800} lh={1} variant="gradient" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          This page drifted away
        </Title>
        <Text c="dimmed" maw={420}>
          The page you are looking for does not exist or has moved. Your journal is safe — let’s head back.
        </Text>
        <Button component={Link} href="/" size="md" leftSection={<IconArrowLeft size={18} />} mt="sm">
          Back to Dashboard
        </Button>
      </Stack>
    </Container>
  );
}
