import { ZResetPasswordFormSchema, type TResetPasswordForm } from '@innerweather/validators/auth';
import { INVALID_RESET_TOKEN_MESSAGE } from '@innerweather/validators/errors';
import { Button, Loader, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { forgetEverything } from '../../auth/current-user.ts';
import { IconAlertTriangle, IconCircleCheck, IconKey, IconLock } from '../../components/icons.tsx';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthShell } from '../auth/auth-shell.tsx';

/** The words of the two ways in: a reset link asked for from the sign-in page, or an administrator's invitation. */
const COPY = {
  reset: {
    checking: 'Checking your reset link…',
    heading: 'Choose a new password',
    intro: 'Pick something you have not used here before. You will be signed out everywhere else.',
    passwordLabel: 'New password',
    confirmLabel: 'Confirm new password',
    submit: 'Reset Password',
    successToast: 'Password Reset Successful',
    successMessage: 'You can now sign in with your new password.',
    successTitle: 'Password Reset Complete',
    successText:
      'Your password has been changed. Sign in with your new password to get back to your journal.',
    invalidTitle: 'Invalid Reset Link',
    invalidText: `${INVALID_RESET_TOKEN_MESSAGE}. Reset links work once and for one hour — request a new one from the sign-in page.`,
    failedToast: 'Reset Failed',
    failedMessage: 'Failed to reset password',
  },
  invite: {
    checking: 'Checking your invitation link…',
    heading: 'Set your password',
    intro:
      'An administrator created an Innerweather account for you. Choose the password you will sign in with.',
    passwordLabel: 'Password',
    confirmLabel: 'Confirm password',
    submit: 'Set Password',
    successToast: 'Password Set',
    successMessage: 'You can now sign in with your password.',
    successTitle: 'Your Account Is Ready',
    successText:
      'Your password is set. Sign in with your e-mail address and this password to start your journal.',
    invalidTitle: 'Invalid Invitation Link',
    invalidText: `${INVALID_RESET_TOKEN_MESSAGE}. Invitation links work once and for seven days — ask your administrator for a new one, or use Forgot password on the sign-in page.`,
    failedToast: 'Could Not Set Password',
    failedMessage: 'Failed to set password',
  },
} as const;

type Purpose = keyof typeof COPY;

function PasswordLinkPage({ purpose }: { purpose: Purpose }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Redirect to="/auth" replace />;
  return (
    <AuthShell>
      <PasswordLinkFlow token={token} purpose={purpose} />
    </AuthShell>
  );
}

/** /reset-password: the link of a "forgot password" e-mail. */
export function ResetPasswordPage() {
  return <PasswordLinkPage purpose="reset" />;
}

/** /set-password: the link of the e-mail a user gets when an administrator creates their account. */
export function SetPasswordPage() {
  return <PasswordLinkPage purpose="invite" />;
}

function PasswordLinkFlow({ token, purpose }: { token: string; purpose: Purpose }) {
  const copy = COPY[purpose];
  const check = trpc.auth.validateResetToken.useQuery({ token }, { staleTime: 0, gcTime: 0 });
  const queryClient = useQueryClient();
  const form = useForm<TResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(ZResetPasswordFormSchema, { sync: true }),
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      toast.success({
        title: copy.successToast,
        message: copy.successMessage,
      });
      // Every session of the account ended on the server; if this tab was signed in, it is not any more.
      forgetEverything(queryClient);
    },
    onError: (error) => {
      toast.error({ title: copy.failedToast, message: errorMessage(error, copy.failedMessage) });
    },
  });

  if (check.isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader type="dots" />
        <Text c="dimmed">{copy.checking}</Text>
      </Stack>
    );
  }

  if (reset.isSuccess) {
    return (
      <Outcome
        icon={<IconCircleCheck size={30} />}
        color="teal"
        title={copy.successTitle}
        text={copy.successText}
        action="Sign In Now"
      />
    );
  }

  if (check.isError || !check.data.valid) {
    return (
      <Outcome
        icon={<IconAlertTriangle size={30} />}
        color="orange"
        title={copy.invalidTitle}
        text={copy.invalidText}
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
          {copy.heading}
        </Title>
        <Text c="dimmed" ta="center">
          {copy.intro}
        </Text>
      </Stack>
      <form
        onSubmit={form.onSubmit(({ password }) =>
          reset.mutate({ token, password, timeZone: browserTimeZone() }),
        )}
        noValidate
      >
        <Stack gap="md">
          <PasswordInput
            label={copy.passwordLabel}
            autoComplete="new-password"
            placeholder="At least 6 characters"
            leftSection={<IconLock size={18} />}
            data-autofocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={copy.confirmLabel}
            autoComplete="new-password"
            placeholder="Type it again"
            leftSection={<IconLock size={18} />}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} loaderProps={{ type: 'dots' }}>
            {copy.submit}
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
