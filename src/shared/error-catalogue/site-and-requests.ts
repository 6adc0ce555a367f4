/**
 * Error codes and their English texts (see ../error-codes.ts): Notifications, search and lists,
 * administration, demo studios, any form, whole requests and the server.
 */
export const SITE_AND_REQUEST_ERRORS = {
  // Notifications, search, lists
  'notifications.notFound': 'Notification not found',
  'notifications.muteInvalid': 'Say whether the project is muted: true or false',
  'search.textTooLong': 'Search text can be {{max}} characters at most',
  'pagination.invalidCursor': 'This page link is not valid; start again from the first page',
  'pagination.linkInvalid': 'This page link is not valid',
  'pagination.limitNotWhole': 'limit must be a whole number',
  'pagination.limitTooSmall': 'limit must be at least 1',
  // Administration
  'admin.userNotFound': 'User not found',
  'admin.cannotChangeOwnRole': 'You cannot change your own role',
  'admin.cannotSuspendSelf': 'You cannot suspend your own account',
  'admin.cannotDeleteSelf': 'You cannot delete your own account from the admin console',
  'admin.unknownRole': 'Unknown role',
  'admin.unknownStatus': 'Unknown status',
  'admin.siteNameRequired': 'Site name is required',
  'admin.siteNameTooLong': 'Site name is too long',
  'admin.smtpHostInvalid': 'SMTP server must be a host name such as smtp.example.com',
  'admin.portNotANumber': 'Port must be a number',
  'admin.portNotWhole': 'Port must be a whole number',
  'admin.portOutOfRange': 'Port must be between 1 and 65535',
  'admin.storageLimitInvalid': 'Storage limit must be a number of MB or null',
  'admin.storageLimitNotWhole': 'Storage limit must be a whole number of MB',
  'admin.storageLimitNotPositive': 'Storage limit must be more than 0 MB',
  'admin.storageLimitTooLarge': 'Storage limit may be at most {{max}} MB',
  'enterprise.companyRequired': 'Company is required',
  // Demo studios
  'demo.readOnlyPublishing':
    'Demo studios cannot publish: public links and public profiles need an account of your own.',
  'demo.tooManyLogins': 'Too many demo studios from this address. Try again later.',
  // Any form
  'form.nameRequired': 'Name is required',
  'form.required': '{{label}} is required',
  'form.tooLong': '{{label}} is too long ({{max}} characters at most)',
  // Whole requests and the server
  'request.invalid': 'Invalid input',
  'request.nulInText': 'Text cannot contain NUL characters',
  'idempotency.keyInvalid': 'An Idempotency-Key is 1 to 255 printable ASCII characters',
  'idempotency.keyReused': 'This Idempotency-Key was already used for a different request',
  'idempotency.inProgress':
    'The first request with this Idempotency-Key is still running. Try again in a moment.',
  'request.bodyTimeout': 'The request body arrived too slowly. Check the connection and try again.',
  'auth.required': 'Unauthorized',
  'access.denied': 'You do not have permission to do that',
  notFound: 'Not found',
  conflict: 'This conflicts with a change made in the meantime',
  gone: 'This is no longer available',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  'server.error': 'Something went wrong on our side. Please try again.',
  'server.badGateway': 'A service the server relies on did not answer as expected.',
  'server.unavailable': 'The database is unavailable. Please try again in a moment.',
  'server.maintenance': 'Trackroom is down for maintenance. Please try again soon.',
  'storage.full':
    'The server has run out of storage space, so nothing was saved. Please try again later or tell the administrator.',
} as const;
