/**
 * `value` when it is a path of the web app itself (query and hash kept), `/` otherwise: sign-in
 * links and single-sign-on redirects must never send people to another site (open redirect).
 */
export function sameOriginPath(value: string | undefined, publicUrl: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return '/';
  }
  const base = new URL(publicUrl);
  const url = URL.canParse(value, publicUrl) ? new URL(value, publicUrl) : undefined;
  if (!url || url.origin !== base.origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The absolute URL of a same-origin `path` with `params` added to its query. */
export function webAppUrl(publicUrl: string, path: string, params: Record<string, string>) {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
