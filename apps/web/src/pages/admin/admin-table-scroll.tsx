import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide admin table scrolls sideways inside its card. Its scrollbar is always drawn: on a phone, where nothing
 * hovers, a hidden one left the right-hand columns looking cut off rather than out of sight.
 */
export function AdminTableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'always', offsetScrollbars: 'x' }}>
      {children}
    </Table.ScrollContainer>
  );
}
