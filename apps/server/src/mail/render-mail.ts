import { catalogs, interpolate, type Locale, type MessageParams } from '@ecotone/i18n';

type EmailCatalog = (typeof catalogs)['en']['emails'];
export type MailTemplate = Exclude<keyof EmailCatalog, 'footer'>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A message in the recipient's language: plain text and a simple HTML version with the same
 * words. `params.url`, when the template has an action, is the link of its button.
 */
export function renderMail(locale: Locale, template: MailTemplate, params: MessageParams = {}) {
  const texts = catalogs[locale].emails[template] as Record<string, string>;
  const footer = catalogs[locale].emails.footer;
  const subject = interpolate(texts.subject ?? '', params);
  const paragraphs = interpolate(texts.body ?? '', params).split('\n\n');
  const action =
    texts.action && params.url ? { label: texts.action, url: String(params.url) } : undefined;
  const extra =
    texts.unsubscribe && params.unsubscribeUrl
      ? interpolate(texts.unsubscribe, { url: params.unsubscribeUrl })
      : undefined;

  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(extra ? [extra] : []),
    footer,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="background:#2f5d3a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    ...(extra ? [`<p style="color:#666">${escapeHtml(extra)}</p>`] : []),
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
