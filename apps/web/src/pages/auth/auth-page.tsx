import { Group, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Logo } from '../../components/logo.tsx';
import { AuthShell } from './auth-shell.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type AuthTab = 'sign-in' | 'sign-up';

export function AuthPage() {
  // The landing page's sign-up buttons open the Sign Up tab (/auth?tab=sign-up); Sign In opens its own.
  const opened = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState<AuthTab>(opened === 'sign-up' ? 'sign-up' : 'sign-in');
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <AuthShell>
      <Group justify="center" hiddenFrom="md">
        <Logo size={36} />
      </Group>
      <div>
        <Title order={2} ta="center">
          {tab === 'sign-in' ? 'Welcome back' : 'Start your journal'}
        </Title>
        <Text c="dimmed" ta="center" mt={6}>
          {tab === 'sign-in'
            ? 'Sign in to continue where you left off.'
            : 'Create a free account in less than a minute.'}
        </Text>
      </div>
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(value) => setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')}
        variant="pills"
        radius="xl"
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
          <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sign-in">
          <SignInForm onForgotPassword={() => setForgotOpen(true)} />
        </Tabs.Panel>
        <Tabs.Panel value="sign-up">
          <SignUpForm />
        </Tabs.Panel>
      </Tabs>
      <ForgotPasswordDialog opened={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthShell>
  );
}
