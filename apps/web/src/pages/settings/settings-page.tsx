import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { useSignedInUser } from '../../auth/current-user.ts';
import {
  IconBell,
  IconChevronRight,
  IconDeviceMobile,
  IconDownload,
  IconKey,
  IconTrash,
  IconUser,
  type IconProps,
} from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import classes from './settings-page.module.css';
import { ChangePasswordButton, DeleteAccountButton, SignedInDevices } from './account-security.tsx';
import { ExportMyData, ImportJournal } from './your-data.tsx';

const comingSoon = () =>
  toast.info({ title: 'Coming Soon', message: 'This feature will be available soon.' });

export function SettingsPage() {
  const user = useSignedInUser();
  const sendResetLink = trpc.auth.forgotPassword.useMutation({
    onSuccess: ({ delivery }) =>
      toast.success({
        title: 'Email Sent',
        message:
          delivery === 'outbox'
            ? `A password reset link for ${user.email} is waiting in this server's outbox folder: ask the person who runs it.`
            : `A password reset link has been sent to ${user.email}.`,
      }),
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to send reset email') }),
  });

  return (
    <Page title="Settings" description="Your account, privacy and notifications." size="md">
      <Card>
        <Title order={2} fz="lg" mb="md">
          Account
        </Title>
        {/* Shown as text, not as fields: nothing here is edited in place (the name is, on Edit profile). */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
          <AccountDetail label="Email" value={user.email} />
          <AccountDetail label="First name" value={user.firstName ?? ''} />
          <AccountDetail label="Last name" value={user.lastName ?? ''} />
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <QuickLink
          href="/profile"
          icon={IconUser}
          title="Edit profile"
          text="Change your first and last name"
        />
        <QuickLink
          href="/notifications"
          icon={IconBell}
          title="Notifications"
          text="Reminders, summaries and mood alerts"
        />
      </SimpleGrid>

      <Card>
        <Title order={2} fz="lg" mb={4}>
          Privacy and security
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Your entries are encrypted on this server and never leave it.
        </Text>
        <Stack gap="sm">
          <SettingRow
            icon={IconKey}
            title="Password"
            text="Change it with your current one (your other sessions are signed out), or get a reset link by e-mail."
            action={
              <Group gap="xs">
                <ChangePasswordButton />
                <Button
                  variant="default"
                  loading={sendResetLink.isPending}
                  onClick={() => sendResetLink.mutate({ email: user.email })}
                >
                  Reset Password
                </Button>
              </Group>
            }
          />
          <SettingRow
            icon={IconDeviceMobile}
            title="Extra sign-in protection"
            text="A second step when you sign in."
            action={
              <Button variant="default" onClick={comingSoon}>
                Two-Factor Authentication
              </Button>
            }
          />
          <SettingRow
            icon={IconDownload}
            title="Your data"
            text="Download everything: entries with their analysis, coach, goals, toolkit and progress."
            action={<ExportMyData />}
          />
          <SettingRow
            icon={IconDownload}
            title="For your therapist"
            text="Download only the entries marked “Shareable with therapist”, as a readable document with their dates, text and mood. Private entries are never included."
            action={<ExportMyData contents="shareable" />}
          />
        </Stack>
      </Card>

      <Card>
        <Title order={2} fz="lg" mb={4}>
          Signed-in devices
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Where your account is signed in now. A session ends after 30 days without use.
        </Text>
        <SignedInDevices />
      </Card>

      <Card>
        <Title order={2} fz="lg" mb={4}>
          Import from another journal
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Bring your years in Day One or Daylio, or an export of Innerweather itself: entries keep their
          dates, tags and moods, nothing is added twice, and imported history does not count toward the free
          plan.
        </Text>
        <ImportJournal />
      </Card>

      <Card className={classes.danger}>
        <Title order={2} fz="lg" mb={4} c="red">
          Danger zone
        </Title>
        <SettingRow
          icon={IconTrash}
          iconColor="red"
          title="Your account"
          text="Permanently delete your account and every entry."
          action={<DeleteAccountButton />}
        />
      </Card>
    </Page>
  );
}

function QuickLink(props: { href: string; icon: ComponentType<IconProps>; title: string; text: string }) {
  return (
    <UnstyledButton component={Link} href={props.href} className={classes.quickLink}>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light">
          <props.icon size={22} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{props.title}</Text>
          <Text size="sm" c="dimmed">
            {props.text}
          </Text>
        </div>
        <IconChevronRight size={18} />
      </Group>
    </UnstyledButton>
  );
}

function SettingRow(props: {
  icon: ComponentType<IconProps>;
  iconColor?: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" className={classes.row}>
      <Group wrap="nowrap" gap="md" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <ThemeIcon size={38} radius="md" variant="light" color={props.iconColor}>
          <props.icon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={500}>{props.title}</Text>
          <Text size="sm" c="dimmed">
            {props.text}
          </Text>
        </div>
      </Group>
      {props.action}
    </Group>
  );
}

function AccountDetail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
