import { useLayoutEffect } from 'react';
import { SITE_NAME } from './ids';

/** Sets the tab title ('{title} · Silk Road') and the meta description for the current screen. */
export function useDocumentMeta(title: string, description: string) {
  // Before paint, so the title is right as soon as the screen shows.
  useLayoutEffect(() => {
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
