/**
 * The project page's tabs, in display order (part 2 §2 "Project page"). The "Studio" tab, a
 * placeholder, is gone (issue 16 item 8): the recording room comes later; `?tab=studio` opens the
 * overview.
 */
export const PROJECT_TABS = [
  'overview',
  'audio',
  'lyrics',
  'credits',
  'splits',
  'collaborators',
  'details',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** The tab named by the `tab` query parameter; overview when absent or unknown. */
export function parseProjectTab(value: string | null | undefined): ProjectTab {
  const wanted = (value ?? '').trim().toLowerCase();
  return (PROJECT_TABS as readonly string[]).includes(wanted) ? (wanted as ProjectTab) : 'overview';
}
