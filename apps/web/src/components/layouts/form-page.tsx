import { Loader } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { PageCard } from '../cards/page-card';
import { ContentLayout } from './content-layout';

export type FormPageProps = {
  /** The header's title, the card's title and the form's accessible name. */
  title: string;
  backTo: string;
  /** While the record to edit loads, a small loader stands in for the form. */
  loading: boolean;
  loadingLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Shown under the form's card (e.g. the record's History panel). */
  after?: ReactNode;
};

/** A page that is one form in one card (e.g. New user, Add driver). */
export function FormPage({ title, backTo, loading, loadingLabel, onSubmit, children, after }: FormPageProps) {
  return (
    <ContentLayout title={title} backTo={backTo}>
      <PageCard title={title}>
        {loading ? (
          <Loader size="sm" aria-label={loadingLabel} />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            {children}
          </form>
        )}
      </PageCard>
      {after}
    </ContentLayout>
  );
}
