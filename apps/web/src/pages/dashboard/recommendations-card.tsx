import { memo } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { RecommendationList } from '../../components/journal/recommendation-list.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Spec sections 4 and 9: recommendations are read again every 5 minutes. */
const RECOMMENDATIONS_REFRESH_MS = 5 * 60_000;

export const RecommendationsCard = memo(function RecommendationsCard({ userId }: { userId: string }) {
  const recommendations = trpc.recommendations.list.useQuery(undefined, {
    refetchInterval: RECOMMENDATIONS_REFRESH_MS,
  });

  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recommendations-title">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz="lg" id="recommendations-title">
          Personal Recommendations
        </Title>
        <Text size="xs" c="dimmed">
          From your last two weeks of entries
        </Text>
      </Group>
      {recommendations.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : recommendations.isError ? (
        <Text c="dimmed" size="sm">
          Your recommendations could not be loaded just now. They will be back shortly.
        </Text>
      ) : recommendations.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Write a few entries and suggestions made for you will appear here.
        </Text>
      ) : (
        <RecommendationList items={recommendations.data} userId={userId} />
      )}
    </Card>
  );
});
