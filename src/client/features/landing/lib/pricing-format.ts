/** Price and storage wording for the pricing cards, formatted for the interface language. */

/** US dollars in the reader's number style, without ".00" for whole amounts ("$19", "$14.25"). */
export function formatUsd(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

const GB = 1024 ** 3;
const TB = 1024 ** 4;

/** A plan's storage quota as marketing shows it: "2 GB", "500 GB", "1 TB". */
export function formatStorage(bytes: number): string {
  if (bytes >= TB && bytes % TB === 0) return `${bytes / TB} TB`;
  return `${Math.round(bytes / GB)} GB`;
}
