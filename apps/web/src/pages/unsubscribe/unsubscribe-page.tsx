import { INVALID_UNSUBSCRIBE_LINK, type TNotificationKind } from '@innerweather/validators/notifications';
import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { IconAlertTriangle, IconBell, IconCircleCheck } from '../../components/icons.tsx';
import { trpc } from '../../lib/trpc.ts';
import { AuthShell } from '../auth/auth-shell.tsx';

/** What stops coming, in the words of the e-mail it came from. */
const STOPPED: Record<TNotificationKind, string> = {
  daily_reminder: 'You will no longer get the daily e-mail reminding you to write in your journal.',
  weekly_summary: 'You will no longer get the Sunday e-mail summing up your week.',
  mood_pattern: 'You will no longer get an e-mail when your entries show a mood pattern.',
};

/**
 * The page behind the unsubscribe link of every notification e-mail. It works signed out: the signed token in the
 * link is the only credential, and it can turn that one kind of e-mail off, nothing else.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (sent.current || token === '') return;
    sent.current = true;
    unsubscribe.mutate({ token });
  }, [token, unsubscribe]);

  return (
    <AuthShell>
      {token === '' || unsubscribe.isError ? (
        <Outcome
          icon={<IconAlertTriangle size={30} />}
          color="orange"
          title="Invalid Unsubscribe Link"
          text={`${INVALID_UNSUBSCRIBE_LINK} If you copied the link, check that it is complete.`}
        />
      ) : unsubscribe.isSuccess ? (
        <Outcome
          icon={<IconCircleCheck size={30} />}
          color="teal"
          title={`${unsubscribe.data.label} turned off`}
          text={`${STOPPED[unsubscribe.data.kind]} Your other notification settings stay as they were, and you can turn it back on at any time.`}
        />
      ) : (
        <Stack align="center" py="xl" role="status">
          <Loader type="dots" />
          <Text c="dimmed">Turning this e-mail off…</Text>
        </Stack>
      )}
    </AuthShell>
  );
}

function Outcome(props: { icon: ReactNode; color: string; title: string; text: string }) {
  return (
    <Stack align="center" ta="center" gap="md" py="sm">
      <ThemeIcon size={60} radius="xl" variant="light" color={props.color}>
        {props.icon}
      </ThemeIcon>
      <Title order={2}>{props.title}</Title>
      <Text c="dimmed">{props.text}</Text>
      <Button component={Link} href="/notifications" size="md" fullWidth leftSection={<IconBell size={18} />}>
        Notification settings
      </Button>
    </Stack>
  );
}
