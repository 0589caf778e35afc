import { Alert, Card, Tabs, Text } from '@mantine/core';
import { useSignedInUser } from '../../auth/current-user.ts';
import { IconAlertTriangle } from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';
import { AdminNotAboutMe } from './admin-not-about-me.tsx';
import { AdminStats } from './admin-stats.tsx';
import { ContentTab } from './content-tab.tsx';
import { LearningContentTab } from './learning-content-tab.tsx';
import { LogsTab } from './logs-tab.tsx';
import { UsersTab } from './users-tab.tsx';

/** /admin (spec section 2): the stat cards and five tabs; the server refuses every admin call to anyone else. */
export function AdminPage() {
  const user = useSignedInUser();
  if (user.role !== 'admin') {
    return (
      <Page title="Admin">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          Access Denied: You need admin privileges to access this page.
        </Alert>
      </Page>
    );
  }
  return (
    <Page title="Admin" size="xl" description="Users, managed content, learning tracks and the audit log.">
      <AdminStats />
      <AdminNotAboutMe />
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">User Management</Tabs.Tab>
          <Tabs.Tab value="content">Content Management</Tabs.Tab>
          <Tabs.Tab value="learning">Learning Content</Tabs.Tab>
          <Tabs.Tab value="logs">Admin Logs</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="lg">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="content" pt="lg">
          <ContentTab />
        </Tabs.Panel>
        <Tabs.Panel value="learning" pt="lg">
          <LearningContentTab />
        </Tabs.Panel>
        <Tabs.Panel value="logs" pt="lg">
          <LogsTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <Placeholder>
            Instance settings will be managed here in a later version. For now, Innerweather is configured
            with environment variables (see the README).
          </Placeholder>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

function Placeholder({ children }: { children: string }) {
  return (
    <Card p="lg">
      <Text c="dimmed">{children}</Text>
    </Card>
  );
}
