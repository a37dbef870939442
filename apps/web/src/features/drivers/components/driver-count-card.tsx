import { StatCard } from '../../../components/cards/stat-card';
import { useCountByState } from '../api/count-by-state';

export function DriverCountCard({ state, label, color }: { state: number; label: string; color: string }) {
  const count = useCountByState(state);
  return <StatCard label={label} value={count.data?.data.count} loading={count.isLoading} color={color} />;
}
