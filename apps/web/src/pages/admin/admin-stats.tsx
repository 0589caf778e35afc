import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { IconNotebook } from '../../components/icons.tsx';
import { StatCard } from '../../components/journal/stat-card.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { averageEntries, proConversion } from './admin-format.ts';
import { IconCalendarStats, IconCrown, IconDivide, IconUsers } from './admin-icons.tsx';

/** The five figures at the top of /admin (spec section 2). */
export function AdminStats() {
  const stats = trpc.admin.stats.useQuery(undefined);
  useEffect(() => {
    if (stats.isError) toast.error({ title: 'Error', message: 'Failed to fetch admin stats' });
  }, [stats.isError]);
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        label="Total Users"
        value={s?.totalUsers ?? '—'}
        hint={`${s?.recentUsers ?? 0} new this week`}
        icon={<IconUsers size={20} />}
        color="dusk"
        loading={loading}
      />
      <StatCard
        label="Pro Users"
        value={s?.proUsers ?? '—'}
        hint={`${s ? proConversion(s.proUsers, s.totalUsers) : 0}% conversion`}
        icon={<IconCrown size={20} />}
        color="orange"
        loading={loading}
      />
      <StatCard
        label="Total Entries"
        value={s?.totalEntries ?? '—'}
        hint="All time"
        icon={<IconNotebook size={20} />}
        color="teal"
        loading={loading}
      />
      <StatCard
        label="Monthly Entries"
        value={s?.monthlyEntries ?? '—'}
        hint="This month"
        icon={<IconCalendarStats size={20} />}
        color="blue"
        loading={loading}
      />
      <StatCard
        label="Avg Entries/User"
        value={s ? averageEntries(s.totalEntries, s.totalUsers) : '—'}
        hint="Entries per account"
        icon={<IconDivide size={20} />}
        color="grape"
        loading={loading}
      />
    </SimpleGrid>
  );
}
