import { useEffect } from 'react';

export const SITE_NAME = 'Silk Road';

/** Sets the tab title ('{title} · Silk Road') and the meta description for the current screen. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
