import type { TRecommendation, TRecommendationType } from '@innerweather/validators/journal';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import type { ComponentType } from 'react';
import { IconCheck, type IconProps } from '../icons.tsx';
import { IconHeartbeat, IconLeaf, IconLifebuoy, IconRun, IconUsers } from './journal-icons.tsx';
import {
  PRIORITY_COLOR,
  PRIORITY_LABEL,
  RECOMMENDATION_TYPE_COLOR,
  RECOMMENDATION_TYPE_LABEL,
} from './journal-words.ts';

const TYPE_ICON: Record<TRecommendationType, ComponentType<IconProps>> = {
  activity: IconRun,
  mindfulness: IconLeaf,
  social: IconUsers,
  professional: IconLifebuoy,
  health: IconHeartbeat,
};

function recommendationKey(item: TRecommendation) {
  return `${item.type}:${item.title}`;
}

/**
 * Personal recommendations with Mark Complete. Spec section 4: completing is local to this browser session and
 * never calls the server, so it lives in sessionStorage (it survives moving between pages, not closing the tab).
 */
export function RecommendationList({ items, userId }: { items: readonly TRecommendation[]; userId: string }) {
  const [done, setDone] = useSessionStorage<string[]>({
    key: `innerweather.completed-recommendations.${userId}`,
    defaultValue: [],
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: items.length >= 3 ? 3 : 2 }} spacing="md">
      {items.map((item) => {
        const key = recommendationKey(item);
        const isDone = done.includes(key);
        const Icon = TYPE_ICON[item.type];
        return (
          <Paper
            key={key}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-label={item.title}
            data-done={isDone || undefined}
            style={{ opacity: isDone ? 0.72 : 1, transition: 'opacity 200ms ease' }}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <ThemeIcon
                  variant="light"
                  color={RECOMMENDATION_TYPE_COLOR[item.type]}
                  size={36}
                  radius="xl"
                  role="img"
                  aria-label={RECOMMENDATION_TYPE_LABEL[item.type]}
                >
                  <Icon size={18} />
                </ThemeIcon>
                <Badge
                  color={PRIORITY_COLOR[item.priority]}
                  variant="light"
                  size="sm"
                  styles={{ label: { textTransform: 'none' } }}
                >
                  {PRIORITY_LABEL[item.priority]}
                </Badge>
              </Group>
              <Text fw={650} td={isDone ? 'line-through' : undefined}>
                {item.title}
              </Text>
              <Text size="sm" td={isDone ? 'line-through' : undefined}>
                {item.description}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexGrow: 1 }}>
                {item.reasoning}
              </Text>
              <Group justify="flex-end">
                {isDone ? (
                  <Badge
                    color="teal"
                    variant="light"
                    size="lg"
                    leftSection={<IconCheck size={14} />}
                    styles={{ label: { textTransform: 'none' } }}
                  >
                    Done
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => setDone((current) => [...current, key])}
                    aria-label={`Mark Complete: ${item.title}`}
                  >
                    Mark Complete
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
