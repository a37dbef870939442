import type { DriverLoad } from '@fletx/contract/tracking';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { FilePickButton } from './fields';
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

  const add = (files: File[]) => {
    setDone(false);
    setPages((current) => [...current, ...files.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
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
        <FilePickButton label={t.takePhoto} accept="image/*" camera onFiles={add} />
        <FilePickButton
          label={t.chooseFile}
          accept="application/pdf,image/png,image/jpeg"
          multiple
          onFiles={add}
        />
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
