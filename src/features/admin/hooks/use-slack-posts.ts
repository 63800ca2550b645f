import { useEffect, useState } from 'react';
import { useRemote } from '../../../data/react/use-remote';
import { listTeamSlackPosts } from '../../../domain/teams/team-endpoints';

/**
 * The team's recent Slack posts. While one is queued (the job runner sends
 * it a moment later) it is read again every second until it settles.
 */
export function useSlackPosts(teamId: number | null, epoch: unknown) {
  const [tick, setTick] = useState(0);
  const posts = useRemote(listTeamSlackPosts, teamId === null ? null : { params: { id: teamId } }, [epoch, tick]);
  const waiting = posts.data?.some((p) => p.status === 'queued') ?? false;
  useEffect(() => {
    if (!waiting || posts.loading) return;
    const timer = setTimeout(() => setTick((t) => t + 1), 1_000);
    return () => clearTimeout(timer);
  }, [waiting, posts.loading, posts.data]);
  return posts;
}
