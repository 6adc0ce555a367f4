/**
 * Error codes and their English texts (see ../error-codes.ts): Splits and their agreements,
 * credits, song details, lyrics and writing aids, server-made PDFs.
 */
export const RIGHTS_AND_WRITING_ERRORS = {
  // Splits
  'splits.over100': 'Splits total {{total}}% - Over {{over}}%',
  'splits.invalidPercentage': 'Please enter a valid percentage between 0 and 100.',
  'splits.notFound': 'Split not found',
  'splits.unknownType': 'Unknown split type: choose master, publishing or performance',
  'splits.chooseType': 'Choose master, publishing or performance',
  'splits.notAPercentage': 'Not a percentage with at most 2 decimals: {{value}}',
  // Split agreements (issue 26 item 5)
  'splits.locked': 'Everyone confirmed this split sheet, so it is locked. Reopen it to change it.',
  'splits.notComplete': 'Only a split type totalling exactly 100% can be sent for confirmation',
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
  'lyrics.readOnly': 'You can read these lyrics but not edit them',
  'lyrics.updateTooLarge': 'This change is too large to send at once; it was not kept',
  'lyrics.updateInvalid':
    'This change holds something the lyrics editor does not allow; it was not kept',
  'lyrics.tooLong': 'With this change the lyrics would pass 100,000 characters; it was not kept',
  'lyrics.tooManyConnections': 'Too many lyrics editors are open; close some tabs and try again',
  'lyrics.upgradeRequired': 'The live lyrics document is a WebSocket; open it as one',
  'lyrics.versionNotFound': 'This version of the lyrics no longer exists',
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
} as const;
