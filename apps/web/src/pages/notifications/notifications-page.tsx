import { Alert, Badge, Card, Group, Loader, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import type { TPreferencesUpdate } from '@innerweather/validators/auth';
import { useState } from 'react';
import { IconMail } from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';
import { describeError, serverMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { nextDueLine, type NotificationSwitch } from './next-due.ts';
import classes from './notifications-page.module.css';

type PreferenceKey = NotificationSwitch | 'reminderHour';

/** The reminder's hour, written as the lines under the switches write times ("20:00"). */
const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

const PREFERENCES: Array<{ key: NotificationSwitch; label: string; badge?: string; description: string }> = [
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
  // When each one is next due comes from the server, which owns the schedules; read again each minute so
  // "today" turns into "tomorrow" on a page left open.
  const schedule = trpc.notifications.schedule.useQuery(undefined, { refetchInterval: 60_000 });
  const [saving, setSaving] = useState<PreferenceKey | null>(null);
  const update = trpc.preferences.update.useMutation({
    // The switch moves at once; a failure puts it back.
    onMutate: async (change) => {
      await utils.preferences.get.cancel();
      const before = utils.preferences.get.getData();
      if (before) utils.preferences.get.setData(undefined, { ...before, ...change });
      return { before };
    },
    onSuccess: (saved) => {
      utils.preferences.get.setData(undefined, saved);
      toast.success({ title: 'Settings Updated', message: 'Your notification preferences have been saved.' });
    },
    onError: (error, _change, context) => {
      if (context?.before) utils.preferences.get.setData(undefined, context.before);
      toast.error({ title: 'Update Failed', message: serverMessage(error) ?? describeError(error) });
    },
    onSettled: () => {
      setSaving(null);
      void utils.notifications.schedule.invalidate();
    },
  });

  const change = (key: PreferenceKey, value: TPreferencesUpdate[PreferenceKey]) => {
    setSaving(key);
    // Only the changed field travels, as the spec's PUT /api/preferences does.
    update.mutate({ [key]: value });
  };
  const now = new Date();

  return (
    <Page
      title="Notifications"
      description="E-mails from Innerweather. They never contain what you wrote."
      size="sm"
    >
      <Stack gap="xs">
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
                    <NextDue
                      id={`pref-${pref.key}-next`}
                      off={!preferences.data[pref.key]}
                      line={nextDueLine(pref.key, preferences.data[pref.key], schedule.data, now)}
                    />
                    {pref.key === 'dailyJournalReminder' && (
                      <NativeSelect
                        mt={6}
                        size="xs"
                        w={140}
                        label="Remind me at"
                        data={HOURS}
                        value={String(preferences.data.reminderHour)}
                        disabled={!preferences.data.dailyJournalReminder || saving !== null}
                        onChange={(event) => change('reminderHour', Number(event.currentTarget.value))}
                      />
                    )}
                  </div>
                  <Switch
                    id={`pref-${pref.key}`}
                    size="md"
                    checked={preferences.data[pref.key]}
                    disabled={saving !== null}
                    aria-describedby={`pref-${pref.key}-description pref-${pref.key}-next`}
                    onChange={(event) => change(pref.key, event.currentTarget.checked)}
                    thumbIcon={saving === pref.key ? <Loader size={10} /> : undefined}
                  />
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        {schedule.data && (
          <Text size="sm" c="dimmed">
            Times are in your time zone, {schedule.data.timeZone}.
          </Text>
        )}
      </Stack>
      {schedule.data?.mailDelivery === 'outbox' && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconMail size={20} />}
          title="E-mail is not sent from this server"
        >
          This server has no mail server set up, so notifications are written to the server&apos;s outbox
          folder instead of your inbox. Its administrator can connect one with SMTP_URL.
        </Alert>
      )}
    </Page>
  );
}

function NextDue({ id, line, off }: { id: string; line: string | null; off: boolean }) {
  return (
    <Text size="sm" mt={4} id={id} className={classes.nextDue} c={off ? 'dimmed' : undefined}>
      {line ?? '\u00a0'}
    </Text>
  );
}
