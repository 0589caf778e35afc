import { Group, Text } from '@mantine/core';
import { useId } from 'react';

/** The mark: a low evening sun behind a soft cloud, the same drawing as the favicon. */
function LogoMark({ size = 32 }: { size?: number }) {
  // Gradient ids must be unique when the mark appears twice on a page (header and drawer).
  const id = useId().replace(/:/g, '');
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5c6ac4" />
          <stop offset="1" stopColor="#3b3f8f" />
        </linearGradient>
        <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd38a" />
          <stop offset="1" stopColor="#ff9f6e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id}-sky)`} />
      <circle cx="38" cy="26" r="12" fill={`url(#${id}-sun)`} />
      <path d="M19 46h27a9 9 0 0 0 0-18 12 12 0 0 0-22.6 3.6A7.2 7.2 0 0 0 19 46z" fill="#f4f5ff" />
    </svg>
  );
}

export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      {withName && (
        <Text component="span" fw={700} fz="lg" lts={-0.3}>
          Innerweather
        </Text>
      )}
    </Group>
  );
}
