import type { TGuidance } from '@innerweather/validators/journal';
import { Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { IconPhone } from './journal-icons.tsx';
import { crisisLineLinks } from './guidance-rules.ts';

const NOT_ABOUT_ME = "This isn't about me right now";

/** Answers a crisis card "This isn't about me right now"; `onFolded` gets the saved item. */
function useNotAboutMe(onFolded?: (saved: TGuidance) => void) {
  const utils = trpc.useUtils();
  return trpc.guidance.notAboutMe.useMutation({
    onSuccess: (saved) => {
      onFolded?.(saved);
      void utils.guidance.invalidate();
    },
    onError: () => toast.error({ title: 'Error', message: 'Could not save your answer. Please try again.' }),
  });
}

/** The answer "This isn't about me right now" on a crisis card; `onFolded` gets the saved item. */
export function NotAboutMeButton({
  id,
  onFolded,
  color = 'gray',
}: {
  id: string;
  onFolded?: (saved: TGuidance) => void;
  color?: string;
}) {
  const notAboutMe = useNotAboutMe(onFolded);
  return (
    <Button
      size="xs"
      variant="subtle"
      color={color}
      onClick={() => notAboutMe.mutate({ id })}
      loading={notAboutMe.isPending}
    >
      {NOT_ABOUT_ME}
    </Button>
  );
}

/** The crisis lines, each a tel:, sms: or https: link where its contact allows. */
export function CrisisLineList({ lines, color }: { lines: string[]; color?: string }) {
  return (
    <List size="sm" spacing={4} c={color} icon={<IconPhone size={14} />} aria-label="Crisis lines">
      {lines.map((line) => {
        const links = crisisLineLinks(line);
        const name = links.length > 0 ? line.slice(0, line.lastIndexOf(':')) : line;
        return (
          <List.Item key={line}>
            {name}
            {links.map((link, i) => (
              <span key={link.href}>
                {i === 0 ? ': ' : ' · '}
                <Anchor href={link.href} c={color} fw={700} underline="always" data-crisis-link>
                  {link.label}
                </Anchor>
              </span>
            ))}
          </List.Item>
        );
      })}
    </List>
  );
}

/** A crisis card answered "This isn't about me right now": one line, the crisis lines one tap away. */
export function FoldedCrisisNote({ lines }: { lines: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="xs" data-folded-crisis>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            You said this isn&rsquo;t about you right now. Support is here if that changes.
          </Text>
          {lines.length > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
            >
              {open ? 'Hide crisis lines' : 'Show crisis lines'}
            </Button>
          )}
        </Group>
        {open && <CrisisLineList lines={lines} />}
      </Stack>
    </Paper>
  );
}
