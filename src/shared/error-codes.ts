/**
 * Every error a person can meet, by its stable code (DESIGN §3: `area.reason`), with the English
 * text the server sends as `message`. The server finds an answer's code from its message here, so
 * the ~140 places that raise errors need not name codes; the client shows the code's text from
 * the `api` object of the errors namespace, in the person's language (api-errors.test.ts: every
 * code in every locale, the English equal to this text). `{{name}}` marks a variable part, sent
 * as `params.name`.
 */
export const ERROR_MESSAGES = {
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
  // Splits
  'splits.over100': 'Splits total {{total}}% - Over {{over}}%',
  'splits.invalidPercentage': 'Please enter a valid percentage between 0 and 100.',
  'splits.notFound': 'Split not found',
  'splits.unknownType': 'Unknown split type: choose master, publishing or performance',
  'splits.chooseType': 'Choose master, publishing or performance',
  'splits.notAPercentage': 'Not a percentage with at most 2 decimals: {{value}}',
  // Split agreements (issue 26 item 5)
  'splits.locked':
    'Everyone confirmed this split sheet, so it is locked. Reopen it to change it.',
  'splits.notComplete':
    'Only a split type totalling exactly 100% can be sent for confirmation',
  'splits.partiesWithoutEmail': 'Every party needs an e-mail before sending: {{names}}',
  'splits.notSent': 'This split sheet has not been sent for confirmation',
  'splits.partyConfirmed': 'This party already confirmed, so there is nothing to resend',
  'splits.linkInvalid': 'This confirmation link is invalid, used or expired',
  'splits.decisionInvalid': 'Choose confirm or decline',
  'splits.noteTooLong': 'Notes are {{max}} characters at most',
  'splits.memberInvalid': 'Choose a member of this project',
  'splits.creditInvalid': 'Choose a credit of this song',
  // Credits
  'credits.notFound': 'Credit not found',
  'credits.missingInfo': 'Please provide at least a name and one role.',
  'credits.nameTooLong': 'Name is too long (200 characters at most)',
  'credits.descriptionTooLong': 'Description is too long (2000 characters at most)',
  'credits.websiteInvalid': 'Please enter a website starting with http:// or https://',
  'credits.websiteTooLong': 'Website is too long',
  'credits.tooManyRoles': 'At most {{max}} roles',
  'credits.roleTooLong': 'A role is at most {{max}} characters',
  'credits.socialTooLong': 'Social is at most {{max}} characters',
  // Song details
  'details.isrcInvalid': 'ISRC must look like US-ABC-12-34567',
  'details.keyInvalid': 'Choose a key such as "C major" or "A minor"',
  'details.genreInvalid': 'Choose a genre from the list',
  'details.moodInvalid': 'Choose a mood from the list',
  'details.timeSignatureInvalid': 'Choose a time signature from the list',
  'details.tagsInvalid': 'Tags must be a list or comma-separated text',
  'details.tooManyTags': 'At most {{max}} tags',
  'details.tagTooLong': 'A tag can be {{max}} characters at most',
  'details.tempoInvalid': 'Tempo must be a whole number of BPM between {{min}} and {{max}}',
  'details.nothingToUpdate': 'Nothing to update',
  // Lyrics and writing aids
  'lyrics.notFound': 'Lyrics not found',
  'lyrics.missing': 'Please provide both a title and content for the lyrics',
  'lyrics.projectRequired': 'Choose a project for these lyrics',
  'lyrics.titleTooLong': 'Title is too long ({{max}} characters at most)',
  'lyrics.contentTooLong': 'Lyrics are too long ({{max}} characters at most)',
  'lyrics.unknownLanguage': 'Language must be one of {{languages}}',
  'lyrics.formattingWouldBeLost':
    'These lyrics have formatting that plain text would erase; edit them in the lyrics editor',
  'lyrics.changedElsewhere':
    'These lyrics were changed somewhere else since you opened them; choose which version to keep',
  'lyrics.badVersion': 'Not a lyrics version',
  // PDFs made on the server (src/server/pdf)
  'pdf.rightToLeftUnsupported':
    'This PDF cannot set right-to-left text yet. Open the printable page and save it as PDF from your browser.',
  'pdf.scriptUnsupported':
    'This PDF has no font for {{characters}} yet. Open the printable page and save it as PDF from your browser.',
  'rhymes.wordRequired': 'Enter a word',
  'rhymes.lettersOnly': 'Use letters only (apostrophes and accents are fine)',
  'rhymes.wordTooLong': 'A word has {{max}} letters at most',
  'rhymes.textTooLong': 'The text is too long',
  'rhymes.unknownLanguage': 'Unknown language',
  'rhymes.unsupportedLanguage': 'Rhymes are available in English, Spanish and Portuguese.',
  'ai.off':
    'AI suggestions are off. Set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to an OpenAI-compatible endpoint to enable them.',
  'ai.disabled': 'AI suggestions are off',
  'ai.linesRequired': 'Write a few lines first',
  'ai.excerptTooLong': 'The excerpt is too long ({{max}} characters at most)',
  'ai.promptTooLong': 'The prompt is too long ({{max}} characters at most)',
  'ai.unreachable': 'Could not reach the AI service. Check LLM_BASE_URL.',
  'ai.timeout': 'The AI service did not answer within {{seconds}} seconds. Try again.',
  'ai.noText': 'The AI service sent no suggestion text.',
  'ai.notJson': 'The AI service sent a reply that is not valid JSON.',
  // Collaborations and invitations
  'collaborations.notFound': 'Invitation or collaborator not found',
  'invitations.invalid': 'This invitation link is invalid or has expired',
  'invitations.emailInvalid': 'Please enter a valid email address (e.g., name@example.com).',
  'invitations.roleInvalid': 'Role must be viewer or collaborator',
  'invitations.alreadyOwner': 'You already own this project',
  'invitations.alreadyMember': 'You are already a member of this project',
  'invitations.libraryPrivate': 'Your library is private: create a project to invite people to it',
  'invitations.recipientIsMember': '{{email}} is already a member of this project',
  'invitations.alreadyPending': 'An invitation to {{email}} is already pending: resend it instead',
  'invitations.resendOnlyPending': 'Only a pending invitation can be resent',
  'invitations.cancelOnlyPending': 'Only a pending invitation can be cancelled',
  'invitations.linkOnlyPending': 'Only a pending invitation has a link',
  'invitations.otherAccount':
    'This invitation is for {{email}}: sign in or register with that e-mail to accept it',
  'collaborations.ownerCannotLeave': 'The owner cannot leave the project',
  // Playlists
  'playlists.notFound': 'Playlist not found',
  'playlists.trackNotFound': 'Song not found in this playlist',
  'playlists.nameRequired': 'Playlist name is required',
  'playlists.nameTooLong': 'Playlist names are {{max}} characters at most',
  'playlists.descriptionTooLong': 'Descriptions are {{max}} characters at most',
  'playlists.songAlreadyIn': 'This song is already in the playlist',
  'playlists.full': 'A playlist holds {{max}} songs at most',
  'playlists.orderMismatch': 'The new order must list every song of the playlist exactly once',
  'playlists.moveAnchorMissing': 'The song to place it after is not in this playlist',
  'playlists.sharedUnavailable': 'This playlist link is not available',
  // Comments
  'comments.notFound': 'Comment not found',
  'comments.bodyMissing': 'Write something to post',
  'comments.bodyTooLong': 'Comments are {{max}} characters at most',
  'comments.positionInvalid': 'The position must be a time within the song',
  'comments.positionPastEnd': 'The position is past the end of the song',
  'comments.countsInvalid': 'Name between 1 and {{max}} songs by id',
  'comments.deleteForbidden': 'Only the author or the project owner can delete a comment',
  'comments.replyToReply': 'Reply to the first comment of the thread',
  'comments.repliesFull': 'A thread holds {{max}} replies at most',
  'comments.replyNotResolvable': 'Resolve or reopen the whole thread, not a reply',
  'comments.resolveForbidden':
    'Only the author, the project owner or a collaborator can resolve or reopen a thread',
  'comments.stateInvalid': 'State must be open or resolved',
  'comments.resolvedMissing': 'Say whether the thread is resolved',
  // Profiles and artist pages
  'profile.notFound': 'Profile not found',
  'profile.pictureNotFound': 'Profile picture not found',
  'profile.notAnImage': 'Please select an image file',
  'profile.imageTooLarge': 'Please select an image smaller than 5MB',
  'profile.handleInvalid':
    'A handle has 3 to 30 lowercase letters, digits or hyphens, and starts and ends with a letter or digit',
  'profile.handleTaken': 'That handle is already taken',
  'profile.handleRequired': 'Choose a handle before making your profile public',
  'profile.ipiInvalid': 'An IPI number has 9 to 11 digits',
  'profile.isniFormat': 'An ISNI has 16 characters: 15 digits, then a digit or X',
  'profile.isniChecksum':
    'This ISNI does not add up (its last character is a check digit): please check it',
  'profile.yearsExperienceInvalid': 'Years of experience is a whole number from 0 to 100',
  'profile.websiteInvalid': 'Enter a website address such as https://example.com',
  'profile.instagramInvalid':
    'An Instagram username has up to 30 letters, digits, periods or underscores',
  'profile.twitterInvalid': 'A Twitter username has up to 15 letters, digits or underscores',
  'profile.youtubeInvalid': 'Enter your YouTube link, such as https://www.youtube.com/@you',
  'profile.spotifyInvalid': 'Enter your Spotify link, such as https://open.spotify.com/artist/…',
  'profile.soundcloudInvalid': 'Enter your SoundCloud link, such as https://soundcloud.com/you',
  'profile.publicFieldsInvalid': 'Choose the public fields from the list',
  'profile.publicChoiceRequired': 'Choose whether the profile is public',
  'profile.phoneInvalid': 'A phone number has 5 to 30 digits, spaces or + - ( ) . characters',
  'profile.textRequired': 'Please enter text',
  'profile.artistNotFound': 'Artist not found',
  'representatives.notFound': 'Representative not found',
  'representatives.nameRequired': 'Please enter a name',
  'representatives.nameTooLong': 'Name is too long (120 characters at most)',
  'representatives.roleInvalid': 'Choose manager, agent, label or publisher',
  'representatives.tooMany': 'A profile keeps at most {{max}} representatives',
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
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  'server.error': 'Something went wrong on our side. Please try again.',
  'server.badGateway': 'A service the server relies on did not answer as expected.',
  'server.unavailable': 'The database is unavailable. Please try again in a moment.',
  'server.maintenance': 'Trackroom is down for maintenance. Please try again soon.',
  'storage.full':
    'The server has run out of storage space, so nothing was saved. Please try again later or tell the administrator.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
