/** How a profile is named to others (e-mails, notifications): artist name, else full name. */
export function displayName(names: {
  first: string | null;
  last: string | null;
  artist: string | null;
}): string {
  return names.artist?.trim() || `${names.first ?? ''} ${names.last ?? ''}`.trim() || 'Someone';
}
