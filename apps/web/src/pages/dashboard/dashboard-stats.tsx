import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import { IconChart } from '../../components/icons.tsx';
import { EmotionName } from '../../components/journal/emotion-badge.tsx';
import { IconCalendar, IconFlame, IconSmile } from '../../components/journal/journal-icons.tsx';
import { StatCard } from '../../components/journal/stat-card.tsx';
import { trpc } from '../../lib/trpc.ts';

/**
 * The dashboard's four figures (spec section 2), with their own read: the answers of the dashboard's other reads
 * (the welcome text, the entries, the guidance) do not draw them again.
 */
export const DashboardStats = memo(function DashboardStats() {
  const stats = trpc.stats.get.useQuery(undefined);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        label="Total Entries"
        value={stats.data ? stats.data.totalEntries : '—'}
        hint="This month"
        icon={<IconCalendar size={20} />}
        color="dusk"
        loading={stats.isPending}
      />
      <StatCard
        label="Positive Mood"
        value={stats.data?.dominantMood ? `${stats.data.positivityPercentage}%` : '—'}
        hint="This week"
        icon={<IconSmile size={20} />}
        color="green"
        loading={stats.isPending}
      />
      <StatCard
        label="Day Streak"
        value={stats.data ? stats.data.currentStreak : '—'}
        hint={stats.data?.currentStreak === 1 ? 'day in a row' : 'days in a row'}
        icon={<IconFlame size={20} />}
        color="orange"
        loading={stats.isPending}
      />
      <StatCard
        label="Dominant Mood"
        value={stats.data?.dominantMood ? <EmotionName emotion={stats.data.dominantMood} large /> : '—'}
        hint="This week"
        icon={<IconChart size={20} />}
        color="blue"
        loading={stats.isPending}
      />
    </SimpleGrid>
  );
});
