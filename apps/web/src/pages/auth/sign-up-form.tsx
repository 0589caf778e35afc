import { ZRegisterSchema, type TRegister } from '@innerweather/validators/auth';
import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSetCurrentUser } from '../../auth/current-user.ts';
import { IconLock, IconMail } from '../../components/icons.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { trpc } from '../../lib/trpc.ts';

export function SignUpForm() {
  const setCurrentUser = useSetCurrentUser();
  const form = useForm<TRegister>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: schemaResolver(ZRegisterSchema, { sync: true }),
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: ({ user }) => {
      toast.success({
        title: 'Welcome to Innerweather!',
        message: 'Your account has been created successfully.',
      });
      setCurrentUser(user);
    },
    onError: (error) => {
      toast.error({ title: 'Registration failed', message: errorMessage(error, 'Please try again') });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => register.mutate({ ...values, timeZone: browserTimeZone() }))}
      noValidate
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            placeholder="Alex"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            placeholder="Rivera"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
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
          autoComplete="new-password"
          placeholder="At least 6 characters"
          leftSection={<IconLock size={18} />}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending} loaderProps={{ type: 'dots' }}>
          Create Account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Free forever for your journal. No credit card needed.
        </Text>
      </Stack>
    </form>
  );
}
