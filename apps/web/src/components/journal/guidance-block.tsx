import type { TGuidance } from '@innerweather/validators/journal';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { IconAlertTriangle, IconCircleCheck, IconSparkles } from '../icons.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { CrisisLineList, FoldedCrisisNote, NotAboutMeButton } from './crisis-fold.tsx';
import { crisisLines, displayableGuidance } from './guidance-rules.ts';
import { PROFESSIONAL_TYPE_LABEL, URGENCY_COLOR, URGENCY_LABEL } from './journal-words.ts';

/** Spec section 4's alert, shown on an entry whose guidance has immediate urgency. */
export function ImmediateSupportAlert({ lines, children }: { lines: string[]; children?: ReactNode }) {
  return (
    <Alert
      variant="filled"
      // A deep red in both colour schemes, so the white text stays readable (dark mode's default shade is light).
      color="red.8"
      radius="md"
      title="Immediate Support Needed"
      icon={<IconAlertTriangle size={20} />}
      role="alert"
    >
      <Stack gap={8}>
        <Text size="sm" c="inherit">
          This entry suggests you might need immediate professional support. Please don't wait - your
          wellbeing matters.
        </Text>
        {lines.length > 0 && <CrisisLineList lines={lines} color="inherit" />}
        {children && <Group>{children}</Group>}
      </Stack>
    </Alert>
  );
}

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "I've read this": acknowledges a guidance item with the spec's toasts, and the guidance is read again. */
export function useAcknowledgeGuidance(onSaved?: (saved: TGuidance) => void) {
  const utils = trpc.useUtils();
  return trpc.guidance.acknowledge.useMutation({
    onSuccess: (saved) => {
      onSaved?.(saved);
      toast.success({
        title: 'Recommendation Acknowledged',
        message: 'Thank you for taking a moment with this.',
      });
      void utils.guidance.invalidate();
    },
    onError: () =>
      toast.error({ title: 'Error', message: 'Failed to acknowledge recommendation. Please try again.' }),
  });
}

function GuidanceItem({ item, onFold }: { item: TGuidance; onFold: (saved: TGuidance) => void }) {
  const [acknowledgedAt, setAcknowledgedAt] = useState(item.acknowledgedAt);
  const acknowledge = useAcknowledgeGuidance((saved) =>
    setAcknowledgedAt(saved.acknowledgedAt ?? new Date().toISOString()),
  );
  const acknowledgedOn = acknowledgedAt ?? (item.isAcknowledged ? item.createdAt : null);
  const immediate = item.urgency === 'immediate';

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-urgency={item.urgency}
      style={{
        borderLeft: `4px solid var(--mantine-color-${URGENCY_COLOR[item.urgency]}-${immediate ? 7 : 5})`,
      }}
    >
      <Stack gap={8}>
        <Group gap={6}>
          <Badge
            size="sm"
            color={immediate ? 'red.8' : URGENCY_COLOR[item.urgency]}
            variant={immediate ? 'filled' : 'light'}
            styles={{ label: { textTransform: 'none' } }}
          >
            {URGENCY_LABEL[item.urgency]}
          </Badge>
          <Badge size="sm" color="gray" variant="outline" styles={{ label: { textTransform: 'none' } }}>
            {PROFESSIONAL_TYPE_LABEL[item.professionalType]}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {item.concern}
        </Text>
        <Text size="sm">{item.recommendation}</Text>
        {item.reasoning.trim() && (
          <Text size="xs" c="dimmed">
            <Text span inherit fw={600}>
              Why:{' '}
            </Text>
            {item.reasoning}
          </Text>
        )}
        <Group justify="flex-end">
          {item.professionalType === 'crisis_support' && <NotAboutMeButton id={item.id} onFolded={onFold} />}
          {acknowledgedOn ? (
            <Group gap={6} c="teal" aria-live="polite">
              <IconCircleCheck size={16} />
              <Text size="xs" fw={600} c="inherit">
                Acknowledged {formatDate(acknowledgedOn)}
              </Text>
            </Group>
          ) : (
            <Button
              size="xs"
              variant={immediate ? 'filled' : 'light'}
              color={immediate ? 'red.8' : undefined}
              onClick={() => acknowledge.mutate({ id: item.id })}
              loading={acknowledge.isPending}
            >
              I've read this
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** An entry's AI guidance (spec sections 3 and 4): the immediate-support alert first, then each item. */
export function GuidanceBlock({ items }: { items: readonly TGuidance[] | undefined }) {
  // Answered here before the list is read again: fold at once.
  const [foldedHere, setFoldedHere] = useState<ReadonlySet<string>>(new Set());
  const fold = (saved: TGuidance) => setFoldedHere((ids) => new Set(ids).add(saved.id));
  const shown = displayableGuidance(items);
  if (shown.length === 0) return null;
  const isFolded = (item: TGuidance) => item.notAboutMeAt !== null || foldedHere.has(item.id);
  const immediate = shown.find((item) => item.urgency === 'immediate' && !isFolded(item));

  return (
    <Stack gap="xs" component="section" aria-label="AI guidance">
      {immediate && <ImmediateSupportAlert lines={crisisLines(immediate.recommendation)} />}
      <Group gap={6} c="dimmed">
        <IconSparkles size={16} />
        <Text size="xs" fw={700} tt="uppercase" c="inherit" style={{ letterSpacing: 0.6 }}>
          AI guidance
        </Text>
      </Group>
      <Box>
        <Stack gap="xs">
          {shown.map((item) =>
            isFolded(item) ? (
              <FoldedCrisisNote key={item.id} lines={crisisLines(item.recommendation)} />
            ) : (
              <GuidanceItem key={item.id} item={item} onFold={fold} />
            ),
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
