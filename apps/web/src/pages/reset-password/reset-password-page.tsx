import { ZResetPasswordFormSchema, type TResetPasswordForm } from '@innerweather/validators/auth';
import { INVALID_RESET_TOKEN_MESSAGE } from '@innerweather/validators/errors';
import { Button, Loader, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { forgetEverything } from '../../auth/current-user.ts';
import { IconAlertTriangle, IconCircleCheck, IconKey, IconLock } from '../../components/icons.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthShell } from '../auth/auth-shell.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Redirect to="/auth" replace />;
  return (
    <AuthShell>
      <ResetPasswordFlow token={token} />
    </AuthShell>
  );
}

function ResetPasswordFlow({ token }: { token: string }) {
  const check = trpc.auth.validateResetToken.useQuery({ token }, { staleTime: 0, gcTime: 0 });
  const queryClient = useQueryClient();
  const form = useForm<TResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(ZResetPasswordFormSchema, { sync: true }),
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      toast.success({
        title: 'Password Reset Successful',
        message: 'You can now sign in with your new password.',
      });
      // Every session of the account ended on the server; if this tab was signed in, it is not any more.
      forgetEverything(queryClient);
    },
    onError: (error) => {
      toast.error({ title: 'Reset Failed', message: errorMessage(error, 'Failed to reset password') });
    },
  });

  if (check.isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader type="dots" />
        <Text c="dimmed">Checking your reset link…</Text>
      </Stack>
    );
  }

  if (reset.isSuccess) {
    return (
      <Outcome
        icon={<IconCircleCheck size={30} />}
        color="teal"
        title="Password Reset Complete"
        text="Your password has been changed. Sign in with your new password to get back to your journal."
        action="Sign In Now"
      />
    );
  }

  if (check.isError || !check.data.valid) {
    return (
      <Outcome
        icon={<IconAlertTriangle size={30} />}
        color="orange"
        title="Invalid Reset Link"
        text={`${INVALID_RESET_TOKEN_MESSAGE}. Reset links work once and for one hour — request a new one from the sign-in page.`}
        action="Back to Sign In"
      />
    );
  }

  return (
    <>
      <Stack align="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light">
          <IconKey size={26} />
        </ThemeIcon>
        <Title order={2} ta="center">
          Choose a new password
        </Title>
        <Text c="dimmed" ta="center">
          Pick something you have not used here before. You will be signed out everywhere else.
        </Text>
      </Stack>
      <form onSubmit={form.onSubmit(({ password }) => reset.mutate({ token, password }))} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            leftSection={<IconLock size={18} />}
            data-autofocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            placeholder="Type it again"
            leftSection={<IconLock size={18} />}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} loaderProps={{ type: 'dots' }}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </>
  );
}

function Outcome(props: { icon: ReactNode; color: string; title: string; text: string; action: string }) {
  return (
    <Stack align="center" ta="center" gap="md" py="sm">
      <ThemeIcon size={60} radius="xl" variant="light" color={props.color}>
        {props.icon}
      </ThemeIcon>
      <Title order={2}>{props.title}</Title>
      <Text c="dimmed">{props.text}</Text>
      <Button component={Link} href="/auth" size="md" fullWidth>
        {props.action}
      </Button>
    </Stack>
  );
}
