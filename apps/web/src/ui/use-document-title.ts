import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, which screen readers also announce on navigation. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const appName = t('web.app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
