const MB = 1024 * 1024;
const GB = 1024 * MB;
const TB = 1024 * GB;

/**
 * Bytes as MB with one decimal (part 1 §9), or GB / TB once that reads better (a 500 GB plan
 * is not "512,000.0 MB"); in the reader's locale.
 */
export function formatBytes(bytes: number, locale: string | undefined): string {
  const [unit, size] =
    bytes >= TB
      ? (['terabyte', TB] as const)
      : bytes >= GB
        ? (['gigabyte', GB] as const)
        : (['megabyte', MB] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / size);
}
