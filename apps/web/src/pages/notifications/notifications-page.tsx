import type { TPreferences } from '@innerweather/validators/auth';
import { Badge, Card, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Page } from '../../components/page.tsx';
import { describeError, serverMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import classes from './notifications-page.module.css';

type PreferenceKey = Exclude<keyof TPreferences, 'reminderHour'>;

const PREFERENCES: Array<{ key: PreferenceKey; label: string; badge?: string; description: string }> = [
  {
    key: 'dailyJournalReminder',
    label: 'Journal Reminder',
    badge: 'Daily',
    description: 'A gentle evening nudge to write a few lines.',
  },
  {
    key: 'weeklyProgressSummary',
    label: 'Progress Summary',
    badge: 'Weekly',
    description: 'Your week in moods, streaks and positivity.',
  },
  {
    key: 'moodPatternAlerts',
    label: 'Mood Pattern Alerts',
    description: 'A note when your entries show a pattern worth a look.',
  },
];

export function NotificationsPage() {
  const utils = trpc.useUtils();
  const preferences = trpc.preferences.get.useQuery();
  const [saving, setSaving] = useState<PreferenceKey | null>(null);
  const update = trpc.preferences.update.useMutation({
    onSuccess: (saved) => {
      utils.preferences.get.setData(undefined, saved);
      toast.success({ title: 'Settings Updated', message: 'Your notification preferences have been saved.' });
    },
    onError: (error) =>
      toast.error({ title: 'Update Failed', message: serverMessage(error) ?? describeError(error) }),
    onSettled: () => setSaving(null),
  });

  const change = (key: PreferenceKey, value: boolean) => {
    setSaving(key);
    // Only the changed field travels, as the spec's PUT /api/preferences does.
    update.mutate({ [key]: value });
  };

  return (
    <Page
      title="Notifications"
      description="E-mails from Innerweather. They never contain what you wrote."
      size="sm"
    >
      <Card>
        {preferences.isPending ? (
          <Group gap="sm" py="md" role="status">
            <Loader size="sm" type="dots" />
            <Text c="dimmed">Loading your preferences...</Text>
          </Group>
        ) : preferences.isError ? (
          <Text c="red" role="alert">
            {serverMessage(preferences.error) ?? 'Failed to load your preferences'}
          </Text>
        ) : (
          <Stack gap={0}>
            {PREFERENCES.map((pref) => (
              <Group key={pref.key} justify="space-between" wrap="nowrap" gap="md" className={classes.row}>
                <div>
                  <Group gap={8}>
                    <Text fw={500} component="label" htmlFor={`pref-${pref.key}`}>
                      {pref.label}
                    </Text>
                    {pref.badge && (
                      <Badge size="sm" variant="light" color="gray">
                        {pref.badge}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" id={`pref-${pref.key}-description`}>
                    {pref.description}
                  </Text>
                </div>
                <Switch
                  id={`pref-${pref.key}`}
                  size="md"
                  checked={preferences.data[pref.key]}
                  disabled={saving !== null}
                  aria-describedby={`pref-${pref.key}-description`}
                  onChange={(event) => change(pref.key, event.currentTarget.checked)}
                  thumbIcon={saving === pref.key ? <Loader size={10} /> : undefined}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Page>
  );
}
