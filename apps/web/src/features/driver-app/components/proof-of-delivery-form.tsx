import type { DriverLoad } from '@fletx/contract/tracking';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { useTrip } from './trip-context';

type Page = { file: File; url: string };

/**
 * Proof of delivery: photos from the camera or chosen files, seen before sending, several pages; each page
 * is one queued upload (`POST /api/driver/loads/{id}/documents`, document type 29).
 */
export function ProofOfDeliveryForm({ load }: { load: DriverLoad }) {
  const { t } = useI18n();
  const { outbox } = useTrip();
  const [pages, setPages] = useState<Page[]>([]);
  const [done, setDone] = useState(false);
  const shown = useRef<Page[]>([]);
  shown.current = pages;
  useEffect(
    () => () => {
      for (const page of shown.current) URL.revokeObjectURL(page.url);
    },
    [],
  );

  const add = (files: FileList | null) => {
    if (!files) return;
    setDone(false);
    setPages((current) => [
      ...current,
      ...Array.from(files, (file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  };
  const send = async () => {
    for (const page of pages) {
      await outbox.add({ kind: 'pod', loadId: load.id, file: page.file, fileName: page.file.name });
    }
    setPages([]);
    setDone(true);
  };

  return (
    <section className="drv-card drv-stack-sm" aria-label={t.pod} data-testid="pod">
      <h2 className="drv-section">{t.pod}</h2>
      <p className="drv-muted">{t.podHelp}</p>
      <div className="drv-grid-2">
        <label className="drv-btn">
          {t.takePhoto}
          <input
            className="drv-hidden-input"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <label className="drv-btn">
          {t.chooseFile}
          <input
            className="drv-hidden-input"
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            multiple
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {pages.length > 0 && (
        <ol className="drv-pages">
          {pages.map((page, index) => (
            <li key={page.url} className="drv-page">
              {page.file.type.startsWith('image/') ? (
                <img src={page.url} alt={t.page(index + 1)} />
              ) : (
                <span className="drv-file">{page.file.name}</span>
              )}
              <span>{t.page(index + 1)}</span>
              <button
                type="button"
                className="drv-btn drv-btn-small"
                onClick={() => {
                  URL.revokeObjectURL(page.url);
                  setPages((current) => current.filter((p) => p !== page));
                }}
              >
                {t.removePage}
              </button>
            </li>
          ))}
        </ol>
      )}
      {pages.length > 0 && (
        <button type="button" className="drv-btn drv-btn-primary" onClick={() => void send()}>
          {t.sendPod(pages.length)}
        </button>
      )}
      {done && (
        <p className="drv-ok" role="status">
          {t.podQueued}
        </p>
      )}
    </section>
  );
}
