import { CHECK_IN_MOODS, type TGoal } from '@innerweather/validators/coach';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  Progress,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AiText } from './ai-text.tsx';
import { formatDate, formatDay } from './conversation-card.tsx';

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const errorToast = (error: unknown, title = 'Error') =>
  toast.error({ title, message: serverMessage(error) ?? 'Please try again.' });

export function GoalsTab() {
  const utils = trpc.useUtils();
  const goals = trpc.coach.goals.useQuery();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = trpc.coach.createGoal.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Goal created' });
      setTitle('');
      setDescription('');
      void utils.coach.goals.invalidate();
    },
    onError: (error) => errorToast(error),
  });

  return (
    <Stack>
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!title.trim()) return;
            create.mutate({ title, description: description || null, category: 'emotional' });
          }}
        >
          <Stack gap="sm">
            <Text fw={600}>Set a new goal</Text>
            <TextInput label="Goal" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
            <Textarea
              label="Description (optional)"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" disabled={!title.trim()} loading={create.isPending}>
                Create Goal
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {goals.data?.length === 0 && (
        <Text c="dimmed" ta="center">
          No active goals yet. Set one above to start tracking your progress.
        </Text>
      )}
      {goals.data?.map((goal) => (
        <GoalCard key={goal.id} goal={goal} />
      ))}
    </Stack>
  );
}

type Panel = 'edit' | 'progress' | 'history' | null;

function GoalCard({ goal }: { goal: TGoal }) {
  const utils = trpc.useUtils();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const [targetDate, setTargetDate] = useState('');
  const [percent, setPercent] = useState<string | number>('');
  const [mood, setMood] = useState<string | null>(null);
  const [reflection, setReflection] = useState('');
  const checkIns = trpc.coach.checkIns.useQuery({ id: goal.id }, { enabled: panel === 'history' });

  const updateDate = trpc.coach.updateGoal.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Target date updated' });
      setPanel(null);
      void utils.coach.goals.invalidate();
    },
    onError: (error) => errorToast(error, 'Error updating target date'),
  });
  const checkIn = trpc.coach.checkIn.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Progress updated' });
      setPanel(null);
      setPercent('');
      setMood(null);
      setReflection('');
      void utils.coach.goals.invalidate();
      void utils.coach.checkIns.invalidate({ id: goal.id });
    },
    onError: (error) => errorToast(error),
  });
  const complete = trpc.coach.completeGoal.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Goal completed', message: 'Well done. It has left your active goals.' });
      void utils.coach.goals.invalidate();
    },
    onError: (error) => errorToast(error),
  });

  return (
    <Card data-testid="goal">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{goal.title}</Text>
          <Badge variant="light" color="teal">
            {goal.status}
          </Badge>
        </Group>
        {goal.description && (
          <Text size="sm" c="dimmed">
            {goal.description}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <Progress value={goal.progress} style={{ flex: 1 }} aria-label={`${goal.progress}% done`} />
          <Text size="sm" fw={600}>
            {goal.progress}%
          </Text>
        </Group>
        <Text size="sm">
          Target date:{' '}
          <span data-testid="target-date">{goal.targetDate ? formatDay(goal.targetDate) : 'Not set'}</span>
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => toggle('edit')}>
            Edit
          </Button>
          <Button size="xs" variant="light" onClick={() => toggle('progress')}>
            Update Progress
          </Button>
          <Button size="xs" variant="light" onClick={() => toggle('history')}>
            View Check-ins
          </Button>
          {goal.progress >= 100 && (
            <Button
              size="xs"
              color="teal"
              loading={complete.isPending}
              onClick={() => complete.mutate({ id: goal.id })}
            >
              Mark Complete
            </Button>
          )}
        </Group>

        {panel === 'edit' && (
          <Card withBorder>
            <Stack gap="sm">
              <Text fw={600}>Edit Target Date</Text>
              <TextInput
                type="date"
                label="Target date"
                min={todayIso()}
                value={targetDate}
                onChange={(e) => setTargetDate(e.currentTarget.value)}
              />
              <Group>
                <Button
                  size="xs"
                  loading={updateDate.isPending}
                  onClick={() => {
                    if (!targetDate) {
                      toast.error({
                        title: 'Date required',
                        message: 'Please select a target date for your goal',
                      });
                      return;
                    }
                    updateDate.mutate({ id: goal.id, targetDate });
                  }}
                >
                  Save Date
                </Button>
              </Group>
            </Stack>
          </Card>
        )}

        {panel === 'progress' && (
          <Card withBorder>
            <Stack gap="sm">
              <Text fw={600}>Update Your Progress</Text>
              <NumberInput
                label="Progress (%)"
                min={0}
                max={100}
                clampBehavior="none"
                value={percent}
                onChange={setPercent}
              />
              <Select
                label="Mood"
                data={CHECK_IN_MOODS.map((m) => ({
                  value: m,
                  label: m.charAt(0).toUpperCase() + m.slice(1),
                }))}
                value={mood}
                onChange={setMood}
              />
              <Textarea
                label="Reflection"
                value={reflection}
                onChange={(e) => setReflection(e.currentTarget.value)}
              />
              <Group>
                <Button
                  size="xs"
                  loading={checkIn.isPending}
                  onClick={() => {
                    const value = typeof percent === 'number' ? percent : Number.parseFloat(percent);
                    if (percent === '' || !Number.isFinite(value) || !mood || !reflection.trim()) {
                      toast.error({
                        title: 'Missing information',
                        message: 'Please fill in all fields to update your progress',
                      });
                      return;
                    }
                    if (value < 0 || value > 100) {
                      toast.error({ title: 'Error', message: 'Progress is a percentage from 0 to 100' });
                      return;
                    }
                    checkIn.mutate({
                      id: goal.id,
                      progressUpdate: Math.round(value),
                      mood: mood as (typeof CHECK_IN_MOODS)[number],
                      reflection,
                    });
                  }}
                >
                  Save Progress
                </Button>
              </Group>
            </Stack>
          </Card>
        )}

        {panel === 'history' && (
          <Card withBorder>
            <Text fw={600} mb="xs">
              Goal Check-in History
            </Text>
            <ScrollArea.Autosize mah={320}>
              <Stack gap="sm">
                {checkIns.data?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No check-ins yet. Use Update Progress to record your first check-in.
                  </Text>
                )}
                {checkIns.data?.map((c) => (
                  <Stack key={c.id} gap={4} data-testid="check-in">
                    <Group gap="xs">
                      <Badge variant="light">{c.progressUpdate}%</Badge>
                      <Badge variant="outline">{c.mood}</Badge>
                      <Text size="xs" c="dimmed">
                        {formatDate(c.createdAt)}
                      </Text>
                    </Group>
                    <Text size="sm" fw={500}>
                      {c.reflection}
                    </Text>
                    {c.aiResponse && (
                      <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-dusk-3)' }}>
                        <AiText text={c.aiResponse} />
                      </Box>
                    )}
                  </Stack>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Card>
        )}
      </Stack>
    </Card>
  );
}
