import { Alert } from '@mantine/core';
import { useSignedInUser } from '../../auth/current-user.ts';
import { ComingSoonCard } from '../../components/coming-soon.tsx';
import { IconAlertTriangle, IconShield } from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';

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
    <Page title="Admin" description="Users, managed content, learning tracks and the audit log.">
      <ComingSoonCard icon={IconShield} title="The admin area is being built">
        User management, managed content, learning content and admin logs will appear here.
      </ComingSoonCard>
    </Page>
  );
}
