import { EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageCard } from './page-card';

export type EmptyStateCardProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
};

/** A card that says there is nothing to show yet. */
export function EmptyStateCard({
  title,
  description = 'No records yet.',
  icon = <IconInbox size={26} aria-hidden />,
  actions,
}: EmptyStateCardProps) {
  return (
    <PageCard py="xl">
      <EmptyState title={title} description={description} icon={icon} withIndicatorBackground>
        {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
      </EmptyState>
    </PageCard>
  );
}
