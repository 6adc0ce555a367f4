/**
 * Error codes and their English texts (see ../error-codes.ts): Signing in, settings and
 * onboarding; projects, folders, audio and uploads, songs and bulk actions.
 */
export const ACCOUNT_AND_SONG_ERRORS = {
  // Sign-in, sign-up, sessions
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailTaken': 'An account with this e-mail already exists',
  'auth.suspended': 'This account is suspended',
  'auth.registrationClosed': 'Registration is currently closed',
  'auth.emailRequired': 'Email is required',
  'auth.emailTooLong': 'Email is too long',
  'auth.emailInvalid': 'Please enter a valid email address',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordTooShort': 'Password must be at least {{min}} characters long',
  'auth.passwordTooLong': 'Password is too long',
  'auth.firstNameRequired': 'First name is required',
  'auth.firstNameTooLong': 'First name is too long',
  'auth.lastNameRequired': 'Last name is required',
  'auth.lastNameTooLong': 'Last name is too long',
  'auth.artistNameRequired': 'Artist name is required',
  'auth.artistNameTooLong': 'Artist name is too long',
  'auth.unknownProfile': 'Unknown profile',
  'auth.resetLinkInvalid': 'This reset link is invalid, used or expired',
  'auth.passwordLinkInvalid': 'This link is invalid or has expired',
  'auth.crossSite': 'Cross-site request refused',
  'auth.adminsOnly': 'Administrators only',
  // Settings and the account
  'settings.currentPasswordRequired': 'Enter your current password',
  'settings.currentPasswordWrong': 'That password is not correct, so your password was not changed',
  'settings.newPasswordSame': 'Choose a new password, different from the current one',
  'settings.deletePasswordRequired': 'Enter your password to delete your account',
  'settings.deletePasswordWrong': 'That password is not correct, so your account was not deleted',
  'settings.tooManyWrongPasswords':
    'Too many wrong passwords. Please wait {{minutes}} minutes and try again.',
  'settings.unknownTheme': 'Theme must be one of {{themes}}',
  // Settings: the person's time zone (issue 28 item 5, analytics' days)
  'settings.timeZoneInvalid': 'Choose a time zone from the list',
  'account.notFound': 'Account not found',
  // Onboarding
  'onboarding.genreRequired': 'Please choose a genre',
  'onboarding.experienceRequired': 'Please choose your experience level',
  // Projects and the library
  'projects.notFound': 'Project not found',
  'projects.roleNotAllowed': 'Your role in this project does not allow that',
  'projects.titleRequired': 'Title is required',
  'projects.titleTooLong': 'Title is too long (200 characters at most)',
  'projects.descriptionTooLong': 'Description is too long',
  'projects.genreTooLong': 'Genre is too long (60 characters at most)',
  'projects.libraryCannotBeRenamed': 'My Library cannot be renamed',
  'projects.libraryCannotBeDeleted': 'My Library cannot be deleted',
  'projects.mismatch': 'The project in the body is not the project in the address',
  'projects.unknownSort': 'Sort projects by updated, created or title',
  'projects.unknownStatus': 'Status must be one of {{statuses}}',
  'projects.unknownScope': 'Show all, owned or shared projects',
  'projects.folderFilterInvalid': 'Choose a folder by its id, or none for projects in no folder',
  // Folders of projects
  'folders.notFound': 'Folder not found',
  'folders.nameRequired': 'Folder name is required',
  'folders.nameTooLong': 'Folder names are {{max}} characters at most',
  'folders.nameTaken': 'You already have a folder with this name',
  'folders.tooMany': 'A profile keeps at most {{max}} folders',
  'folders.choiceInvalid': 'Choose a folder, or null to take the project out of its folder',
  'songs.notFound': 'Song not found',
  'library.placedAfterItself': 'A song cannot be placed after itself',
  'library.neighbourMoved':
    'The song you placed it after has moved to the other section meanwhile; refresh and try again',
  'library.duplicateInOrder': 'A song appears more than once in the order',
  'library.duplicateInPinned': 'A song is pinned more than once',
  'library.pinnedNotInOrder': 'Every pinned song must also be in the order',
  'library.pinnedRequired': 'Say whether the song is pinned',
  'library.unknownSort': 'Unknown sort',
  // Audio and uploads
  'audio.notFound': 'Audio file not found',
  'audio.cannotDelete': 'Only the project owner or the person who uploaded this file can do that',
  'audio.versionOfItself': 'A file cannot be a version of itself',
  'audio.versionsSameProject': 'Versions of a song must be files of the same project',
  'audio.changedMeanwhile': 'This song was changed at the same moment; please try again',
  'audio.notesRequired': 'Notes are required',
  'audio.notesTooLong': 'Notes are too long (5,000 characters at most)',
  'audio.playAlreadyCounted': 'This play was already counted',
  // Songs becoming projects and bulk actions (issue 16)
  'audio.alreadySong': 'This song already has a project of its own',
  'audio.alreadySongs': 'Some of the chosen songs already have a project of their own',
  'audio.bulkNotFound': 'Some of the chosen songs were not found',
  'audio.bulkRefused': 'Your role does not allow that for some of the chosen songs',
  'audio.bulkNone': 'Choose at least one song',
  'audio.bulkTooMany': 'Choose {{max}} songs at most',
  'audio.bulkRepeated': 'A song is chosen more than once',
  'audio.bulkUnknownAction': 'Choose delete, addToPlaylist, moveToProject or makeSongs',
  'audio.downloadTooMany': 'Download {{max}} songs at most at a time',
  'upload.noAudio': 'Choose an audio file to upload',
  'upload.emptyFile': 'This file is empty (0 bytes), so there is nothing to upload.',
  'upload.wrongField':
    'The file arrived without its place in the upload. Reload the page and choose it again.',
  'upload.notMultipart':
    'The file did not arrive as an upload Trackroom can read. Reload the page and choose it again.',
  'upload.projectFirst':
    'The file arrived before the project it belongs to. Reload the page and choose it again.',
  'upload.unsupportedType':
    'Unsupported file type: upload MP3, WAV, FLAC, M4A/AAC, OGG/Opus or WebM audio',
  'upload.unreadable': 'This audio file could not be read',
  'upload.tooLarge': 'The upload is too large.',
  'upload.overFileCap': '"{{name}}" is larger than the {{limit}} MB upload limit',
  'upload.overPlan': '"{{name}}" would exceed your {{plan}} plan\'s {{size}} storage',
  'upload.overOwnerPlan':
    '"{{name}}" would exceed the project owner\'s {{plan}} plan\'s {{size}} storage',
  'upload.overLimit': '"{{name}}" would exceed your storage limit of {{limit}} MB',
  'upload.overOwnerLimit':
    '"{{name}}" would exceed the project owner\'s storage limit of {{limit}} MB',
  'upload.oneFile': 'Only one file can be uploaded here at a time. Choose a single file.',
  'upload.tooManyFiles': 'Upload at most {{max}} files at a time',
  'upload.resumableGone':
    'The server no longer has the start of this upload. Try again to upload the file from the beginning.',
  'upload.offsetMismatch':
    'The upload lost its place on the way. Try again: it goes on from what the server already has.',
  'upload.overLength':
    'The file grew while it was uploading. Choose it again once it is saved, to upload it whole.',
  'upload.chunkTooLarge':
    'A part of the file came in larger than {{max}} MB, more than the server takes at once. Reload the page and try again.',
  'upload.lengthRequired':
    "The file's size did not arrive with it. Reload the page and choose the file again.",
  'upload.badResumable':
    'The upload did not arrive in a form Trackroom can read. Reload the page and choose the file again.',
  'upload.notOctetStream':
    'A part of the file arrived in a form Trackroom cannot read. Reload the page and try again.',
  'upload.tooManyOpen':
    'You have {{max}} unfinished uploads: finish or discard one before starting another',
  'upload.heldByUnfinished':
    '"{{name}}" does not fit while unfinished uploads hold {{size}} of this storage: finish or discard them first',
  'upload.notComplete':
    'This upload stopped before the end of the file. Try again to send the rest.',
  'upload.stillFinishing': 'The server is still reading this file. Try again in a moment.',
} as const;
