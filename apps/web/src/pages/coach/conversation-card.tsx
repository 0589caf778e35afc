import type { TConversation } from '@innerweather/validators/coach';
import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { AiText } from './ai-text.tsx';

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A calendar day (YYYY-MM-DD) written like the other dates, the same day in every time zone. */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function ConversationCard({
  conversation,
  liveText,
  onHelpful,
  onSave,
  saving,
}: {
  conversation: TConversation;
  liveText?: string | undefined;
  onHelpful: (c: TConversation) => void;
  onSave: (c: TConversation) => void;
  saving?: boolean;
}) {
  const text = conversation.response ?? liveText ?? null;
  return (
    <Card data-testid="conversation">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge variant="light">{conversation.category}</Badge>
          <Text size="xs" c="dimmed">
            {formatDate(conversation.createdAt)}
          </Text>
        </Group>
        <Text fw={600}>{conversation.question}</Text>
        {text ? (
          <AiText text={text} />
        ) : (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              thinking
            </Text>
          </Group>
        )}
        {/* The crisis answer (the crisis lines, not a coping tip) is neither rated nor saved as a strategy. */}
        {conversation.response !== null && conversation.source !== 'crisis' && (
          <Group gap="xs">
            {conversation.isHelpful ? (
              <Badge color="teal" variant="light">
                Helpful
              </Badge>
            ) : (
              <Button size="xs" variant="light" onClick={() => onHelpful(conversation)}>
                Mark Helpful
              </Button>
            )}
            <Button size="xs" variant="subtle" loading={saving} onClick={() => onSave(conversation)}>
              Save to Toolkit
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
