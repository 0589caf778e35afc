import { Badge, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { forgetEverything } from '../../auth/current-user.ts';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import classes from './settings-page.module.css';

/** "Active now", "5 minutes ago", "3 days ago": when a session was last used (known to a few minutes). */
function lastSeen(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 5) return 'Active now';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / (24 * 60)), 'day');
}

/** The devices signed in to this account, this one marked, with "Sign out of other sessions". */
export function SignedInDevices() {
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.useQuery();
  const signOutOthers = trpc.account.signOutOthers.useMutation({
    onSuccess: async ({ signedOut }) => {
      toast.success({
        title: 'Signed out',
        message:
          signedOut === 1
            ? 'One other session was signed out.'
            : `${signedOut} other sessions were signed out.`,
      });
      await utils.account.sessions.invalidate();
    },
    onError: (error) => toast.error({ title: 'Error', message: errorMessage(error, 'Please try again') }),
  });
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <Stack gap="xs" w="100%">
      <Stack gap={0} component="ul" aria-label="Signed-in devices" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((session) => (
          <Group
            key={session.id}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="xs"
            className={classes.device}
          >
            <div style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>
                  {session.browser} on {session.os}
                </Text>
                {session.current ? (
                  <Badge variant="light" size="sm">
                    This one
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {lastSeen(session.lastSeenAt)} · signed in{' '}
                {new Date(session.signedInAt).toLocaleDateString(undefined, {
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={others === 0}
          loading={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          Sign out of other sessions
        </Button>
      </Group>
    </Stack>
  );
}

/** Change password: the current one, then a new one; the other sessions end, this one stays. */
export function ChangePasswordButton() {
  const [opened, setOpened] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const utils = trpc.useUtils();
  const close = () => {
    setOpened(false);
    setCurrent('');
    setNext('');
    change.reset();
  };
  const change = trpc.account.changePassword.useMutation({
    onSuccess: async () => {
      toast.success({
        title: 'Password changed',
        message: 'Your other sessions were signed out; this one stays signed in.',
      });
      close();
      await utils.account.sessions.invalidate();
    },
  });
  const submit = () => change.mutate({ currentPassword: current, newPassword: next });
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Change Password
      </Button>
      <PasswordDialog
        opened={opened}
        title="Change Password"
        onClose={close}
        onSubmit={submit}
        error={change.error ? errorMessage(change.error, 'Could not change the password') : null}
        pending={change.isPending}
        submitLabel="Change Password"
      >
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
        />
        <PasswordInput
          label="New password"
          description="At least 6 characters, not a common password."
          autoComplete="new-password"
          required
          minLength={6}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
        />
      </PasswordDialog>
    </>
  );
}

/** Delete Account: the spec's "Confirmation Required", asking for the password; then signed out, on the landing page. */
export function DeleteAccountButton() {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const close = () => {
    setOpened(false);
    setPassword('');
    remove.reset();
  };
  const remove = trpc.account.deleteAccount.useMutation({
    onSuccess: () => {
      forgetEverything(queryClient);
      navigate('/');
      toast.success({
        title: 'Account deleted',
        message: 'Your account and all your entries have been deleted.',
      });
    },
  });
  const submit = () => remove.mutate({ password });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        Delete Account
      </Button>
      <PasswordDialog
        opened={opened}
        title="Confirmation Required"
        onClose={close}
        onSubmit={submit}
        error={remove.error ? errorMessage(remove.error, 'Could not delete the account') : null}
        pending={remove.isPending}
        submitLabel="Delete Account"
        submitColor="red"
      >
        <Text size="sm">
          Delete your account together with all your entries, their analyses, coach conversations, goals,
          toolkit and progress? This cannot be undone. Export your data first if you want to keep it.
        </Text>
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </PasswordDialog>
    </>
  );
}

/** A dialog that asks for a password: its fields, the server's refusal as an alert, Cancel and the action. */
function PasswordDialog(props: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  submitColor?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          {props.children}
          {props.error ? (
            <Text size="sm" c="red" role="alert">
              {props.error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" color={props.submitColor} loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
