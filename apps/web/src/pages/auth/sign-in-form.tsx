import { ZLoginSchema, type TLogin } from '@innerweather/validators/auth';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSetCurrentUser } from '../../auth/current-user.ts';
import { IconLock, IconMail } from '../../components/icons.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const setCurrentUser = useSetCurrentUser();
  const form = useForm<TLogin>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginSchema, { sync: true }),
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: ({ user }) => {
      toast.success({ title: 'Welcome back!', message: "You've successfully signed in." });
      // The router sees a signed-in user and leaves /auth for the dashboard.
      setCurrentUser(user);
    },
    onError: (error) => {
      toast.error({
        title: 'Sign in failed',
        message: errorMessage(error, 'Please check your email and password'),
      });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          leftSection={<IconMail size={18} />}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          leftSection={<IconLock size={18} />}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending} loaderProps={{ type: 'dots' }}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
