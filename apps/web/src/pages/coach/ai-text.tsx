import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The coach's text as the spec shows it: **bold** and *italic* converted, blank lines dropped. Built from React
 * elements only, so nothing the model writes (HTML included) is ever read as markup.
 */
function renderInline(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*/g;
  let last = 0;
  let key = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) parts.push(line.slice(last, match.index));
    if (match[1] !== undefined) parts.push(<strong key={key++}>{match[1]}</strong>);
    else parts.push(<em key={key++}>{match[2]}</em>);
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

export function AiText({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (
    <Stack gap={6} data-testid="ai-text">
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {renderInline(line)}
        </Text>
      ))}
    </Stack>
  );
}
