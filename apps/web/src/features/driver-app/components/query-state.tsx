import { useI18n } from '../lib/i18n';

/**
 * What a screen of the drivers' app says before its list: loading, could not be read (with Retry; a list kept
 * on the phone is shown instead), or `empty` when it holds nothing.
 */
export function QueryState<T>({
  query,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; data: ReadonlyArray<T> | undefined; refetch: () => unknown };
  empty: string;
}) {
  const { t } = useI18n();
  if (query.isPending) return <p className="drv-muted">{t.loading}</p>;
  if (query.isError && !query.data)
    return (
      <div className="drv-alert" role="alert">
        {t.somethingWrong}{' '}
        <button type="button" className="drv-btn drv-btn-small" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  return query.data?.length === 0 ? <p className="drv-muted">{empty}</p> : null;
}
