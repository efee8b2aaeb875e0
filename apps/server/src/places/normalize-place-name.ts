/** Folds case, accents and spacing so "São Paulo", "sao  paulo" and "SAO PAULO" match. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
