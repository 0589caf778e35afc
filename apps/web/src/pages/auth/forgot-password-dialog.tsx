import { ZForgotPasswordSchema, type TForgotPassword } from '@innerweather/validators/auth';
import { FORGOT_PASSWORD_MESSAGE } from '@innerweather/validators/errors';
import { Button, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMail } from '../../components/icons.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function ForgotPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<TForgotPassword>({
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotPasswordSchema, { sync: true }),
  });
  const forgot = trpc.auth.forgotPassword.useMutation({
    onError: (error) => {
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to send reset email') });
    },
  });
  const sent = forgot.isSuccess;

  const close = () => {
    onClose();
    // Start fresh next time, after the closing transition.
    setTimeout(() => {
      form.reset();
      forgot.reset();
    }, 250);
  };

  return (
    <Modal opened={opened} onClose={close} title={sent ? 'Email Sent' : 'Reset your password'} size="md">
      {sent ? (
        <Stack align="center" ta="center" gap="md" py="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconMail size={28} />
          </ThemeIcon>
          <Text>{FORGOT_PASSWORD_MESSAGE}</Text>
          <Text size="sm" c="dimmed">
            {forgot.data?.delivery === 'outbox'
              ? 'This server sends no e-mail: the link is kept in its outbox folder. Ask the person who runs it for your link; it works for one hour.'
              : 'The link works for one hour. Check your spam folder if it does not arrive in a few minutes.'}
          </Text>
          <Button onClick={close} fullWidth>
            Back to Sign In
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => forgot.mutate(values))} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              data-autofocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={forgot.isPending} loaderProps={{ type: 'dots' }}>
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
