/**
 * Error codes and their English texts (see ../error-codes.ts): analytics (issue 28 item 5), its
 * period, time zone and export view, and what a player reports of a play.
 */
export const ANALYTICS_ERRORS = {
  'analytics.dateInvalid': 'Give dates as YYYY-MM-DD',
  'analytics.rangeReversed': 'The start date must not be after the end date',
  'analytics.rangeTooLong': 'A period covers 366 days at most',
  'analytics.timeZoneInvalid': 'Unknown time zone',
  'analytics.viewInvalid': 'Choose days, songs, sources or listeners',
  'analytics.playReportInvalid': 'Seconds heard must be a number of seconds within the song',
} as const;
