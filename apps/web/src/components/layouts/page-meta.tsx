import { PRODUCT_NAME } from '@fletx/contract/constants';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** What a page tells the application header: its title and, optionally, where its back button goes. */
export type PageMeta = {
  title: string;
  backTo?: string;
};

type PageMetaContextValue = {
  meta: PageMeta;
  setMeta: (meta: PageMeta) => void;
};

const PageMetaContext = createContext<PageMetaContextValue | null>(null);

export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta>({ title: '' });
  const value = useMemo(() => ({ meta, setMeta }), [meta]);
  return <PageMetaContext value={value}>{children}</PageMetaContext>;
}

/** The current page's title and back target (read by the application header). */
export function usePageMeta(): PageMeta {
  return useContext(PageMetaContext)?.meta ?? { title: '' };
}

/** Sets the header title, the back button and the browser tab's title for the calling page. */
export function useSetPageMeta({ title, backTo }: PageMeta): void {
  const setMeta = useContext(PageMetaContext)?.setMeta;
  useEffect(() => {
    setMeta?.({ title, backTo });
  }, [setMeta, title, backTo]);
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
