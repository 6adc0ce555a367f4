import type { SplitType } from '../../../shared/schemas/splits.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { PAGE_ICON_LINK } from '../../lib/page-icon.js';
import type { SplitSheetData } from './splits.service.js';

const TYPE_TITLES: Record<SplitType, string> = {
  master: 'Master recording',
  publishing: 'Publishing',
  performance: 'Performance rights',
};

// Inline <style> is allowed by our CSP (style-src 'unsafe-inline'); no script is ever needed.
const STYLE = `
  body { font: 14px/1.5 Georgia, 'Times New Roman', serif; color: #111; background: #fff;
    max-width: 800px; margin: 2rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  .meta { color: #444; margin: 0 0 1.5rem; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #bbb; vertical-align: top; }
  td.share, th.share { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: bold; border-top: 2px solid #111; border-bottom: none; }
  .status { margin: 0 0 2rem; }
  .party { break-inside: avoid; page-break-inside: avoid; margin: 0 0 2rem; }
  .lines { display: flex; gap: 2rem; margin-top: 2.5rem; }
  .line { flex: 1; border-top: 1px solid #111; padding-top: .25rem; font-size: .85rem; }
  .line.date { flex: 0 0 30%; }
  @media print { body { margin: 0; max-width: none; } }
`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** The printable split sheet of one type: parties, shares, total, and signature/date lines. */
export function renderSplitSheet(sheet: SplitSheetData, generatedAt: Date): string {
  const title = `${TYPE_TITLES[sheet.splitType]} split sheet`;
  const rows = sheet.splits
    .map(
      (split) => `
        <tr>
          <td>${escapeHtml(split.name)}${
            split.description ? `<br><small>${escapeHtml(split.description)}</small>` : ''
          }</td>
          <td>${split.email ? escapeHtml(split.email) : '—'}</td>
          <td class="share">${split.percentage}%</td>
        </tr>`,
    )
    .join('');
  const parties = sheet.splits
    .map(
      (split) => `
      <section class="party">
        <strong>${escapeHtml(split.name)}</strong> (${split.percentage}%)
        <div class="lines">
          <div class="line">Signature</div>
          <div class="line date">Date</div>
        </div>
      </section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${PAGE_ICON_LINK}
<title>${escapeHtml(`${title}: ${sheet.projectTitle}`)}</title>
<style>${STYLE}</style>
</head>
<body>
  <h1>${escapeHtml(title)}</h1>
  <p class="meta">Song: <strong>${escapeHtml(sheet.projectTitle)}</strong><br>
    Generated ${escapeHtml(dateFormat.format(generatedAt))}</p>
  <table>
    <thead><tr><th>Name</th><th>Email</th><th class="share">Share</th></tr></thead>
    <tbody>${rows || '<tr><td colspan="3">No splits yet</td></tr>'}</tbody>
    <tfoot><tr><td colspan="2">Total</td><td class="share">${sheet.totals.allocated}%</td></tr></tfoot>
  </table>
  <p class="status">${escapeHtml(sheet.totals.message)}</p>
  <h2>Signatures</h2>
  ${parties}
</body>
</html>
`;
}
