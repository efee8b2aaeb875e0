/** A date and time for tables and dialogs: medium date and short time in the reader's locale. */
export const formatDateTime = (value: string | Date, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    typeof value === 'string' ? new Date(value) : value,
  );

/** A date alone, for table columns. */
export const formatDate = (value: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
