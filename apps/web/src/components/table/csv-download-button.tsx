import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage, type QueryParams, requestBlob } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { IconButton } from '../buttons/icon-button';
import { loadPopups } from '../popups/load-popups';

/** What a table screen exports: its list endpoint and the filters and search it shows now. */
export interface CsvExport {
  /** The list's path under /api, e.g. `/loadbook/findAllActive`. */
  path: string;
  /** The screen's current filters and search (empty values are left out). */
  query?: QueryParams;
  /** The lists read with a POST (the users list) send their filters as a body. */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The downloaded file's name, without `.csv`. */
  fileName: string;
  /** The screen's filters cannot be asked for (the Loads list's backwards pickup days). */
  disabled?: boolean;
}

/** The paging of a list: an export has every row, so these never travel with it. */
const PAGING = new Set(['page', 'take', 'limit', 'format']);

/** The query of an export: the screen's filters and search, no paging, `format=csv` (docs/product.md "Export"). */
export function csvQuery(query: QueryParams = {}): QueryParams {
  const kept: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (PAGING.has(key) || value === undefined || value === null || value === '') continue;
    kept[key] = value;
  }
  return { ...kept, format: 'csv' };
}

/**
 * 'Download CSV' on a table screen: every row matching the screen's filters and search (all pages), fetched
 * with the session's token and saved as `<fileName>.csv`; a loading state while it comes, an error popup if
 * it fails.
 */
export function CsvDownloadButton({ path, query, method = 'GET', body, fileName, disabled }: CsvExport) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = await requestBlob(path, { method, query: csvQuery(query), body });
      saveBlob(blob, `${fileName}.csv`);
    } catch (error) {
      const { showError } = await loadPopups();
      showError(`The CSV could not be downloaded: ${getErrorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  };
  return (
    <IconButton
      icon={IconDownload}
      variant="default"
      loading={loading}
      disabled={disabled}
      onClick={download}
      aria-label={`Download ${fileName} as CSV`}
    >
      Download CSV
    </IconButton>
  );
}
