import { ZProfileUpdateSchema } from '@innerweather/validators/auth';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSetCurrentUser, useSignedInUser } from '../../auth/current-user.ts';
import { Page } from '../../components/page.tsx';
import { displayName, initials } from '../../lib/greeting.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function ProfilePage() {
  const user = useSignedInUser();
  const setCurrentUser = useSetCurrentUser();
  const saved = { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  const form = useForm({ initialValues: saved });
  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: (updated) => {
      setCurrentUser(updated);
      form.setInitialValues({ firstName: updated.firstName ?? '', lastName: updated.lastName ?? '' });
      form.resetDirty();
      toast.success({ title: 'Profile Updated', message: 'Your profile has been updated successfully.' });
    },
    onError: () => toast.error({ title: 'Error', message: 'Failed to update profile. Please try again.' }),
  });

  const save = form.onSubmit((values) => {
    const parsed = ZProfileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      toast.error({ title: 'Validation Error', message: 'Please fill in both first name and last name.' });
      return;
    }
    update.mutate(parsed.data);
  });

  return (
    <Page title="Profile" description="How Innerweather greets you." size="sm">
      <Card>
        <Group wrap="nowrap" gap="md" mb="lg">
          <Avatar color="dusk" radius="xl" size={56}>
            {initials(user)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="lg" truncate>
              {displayName(user)}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              Member since{' '}
              {new Date(user.createdAt).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}
            </Text>
          </div>
        </Group>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              value={user.email}
              disabled
              description="Your e-mail address cannot be changed."
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button
                variant="default"
                type="button"
                onClick={() => form.reset()}
                disabled={update.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
