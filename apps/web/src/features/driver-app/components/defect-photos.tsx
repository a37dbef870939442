import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { FilePickButton } from './fields';

type Shown = { file: File; url: string };

/**
 * The photos of one defect, from the camera (or the phone's pictures): seen before the report is sent, each
 * removable. They are queued after the inspection and sent as its documents (driver-outbox.ts).
 */
export function DefectPhotos({
  label,
  photos,
  onChange,
}: {
  /** The item, for the buttons' accessible names. */
  label: string;
  photos: ReadonlyArray<File>;
  onChange: (photos: File[]) => void;
}) {
  const { t } = useI18n();
  const ti = t.inspection;
  const [shown, setShown] = useState<Shown[]>([]);
  const urls = useRef<Shown[]>([]);
  // One preview URL per file, revoked when the file leaves the list or the form goes away.
  useEffect(() => {
    const next = photos.map(
      (file) => urls.current.find((s) => s.file === file) ?? { file, url: URL.createObjectURL(file) },
    );
    for (const old of urls.current) if (!next.includes(old)) URL.revokeObjectURL(old.url);
    urls.current = next;
    setShown(next);
  }, [photos]);
  useEffect(
    () => () => {
      for (const s of urls.current) URL.revokeObjectURL(s.url);
    },
    [],
  );
  return (
    <div className="drv-stack-sm" data-testid="defect-photos">
      <FilePickButton
        label={ti.addPhoto}
        accept="image/*"
        camera
        ariaLabel={`${ti.addPhoto} (${label})`}
        onFiles={(files) => {
          if (files.length > 0) onChange([...photos, ...files]);
        }}
      />
      {shown.length > 0 && (
        <ol className="drv-pages">
          {shown.map(({ file, url }, index) => (
            <li key={url} className="drv-page">
              <img src={url} alt={ti.photoOf(label, index + 1)} />
              <button
                type="button"
                className="drv-btn drv-btn-small"
                aria-label={`${t.removePage}: ${ti.photoOf(label, index + 1)}`}
                onClick={() => onChange(photos.filter((p) => p !== file))}
              >
                {t.removePage}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
