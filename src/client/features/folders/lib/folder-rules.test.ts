import { describe, expect, it } from 'vitest';
import { FOLDER_NAME_MAX, FOLDER_NAME_TAKEN } from '../../../../shared/schemas/folders';
import { ApiError } from '../../../lib/api-client';
import { folderNameProblem, isFolderChange, isFolderNameTaken } from './folder-rules';

describe('folder rules', () => {
  it('needs a name after trimming, at most FOLDER_NAME_MAX characters', () => {
    expect(folderNameProblem('Summer EP')).toBeNull();
    expect(folderNameProblem('   ')).toBe('required');
    expect(folderNameProblem('')).toBe('required');
    expect(folderNameProblem('x'.repeat(FOLDER_NAME_MAX))).toBeNull();
    expect(folderNameProblem('x'.repeat(FOLDER_NAME_MAX + 1))).toBe('tooLong');
    // Spaces around the name are not counted (the server trims them too).
    expect(folderNameProblem(`  ${'x'.repeat(FOLDER_NAME_MAX)}  `)).toBeNull();
  });

  it('recognises the taken-name refusal by its code only', () => {
    const taken = new ApiError(409, JSON.stringify({ code: FOLDER_NAME_TAKEN, message: 'x' }));
    expect(isFolderNameTaken(taken)).toBe(true);
    expect(isFolderNameTaken(new ApiError(409, JSON.stringify({ code: 'other' })))).toBe(false);
    expect(isFolderNameTaken(new Error('409'))).toBe(false);
  });

  it('dropping a project where it already is changes nothing', () => {
    expect(isFolderChange(null, null)).toBe(false);
    expect(isFolderChange(undefined, null)).toBe(false);
    expect(isFolderChange('a', 'a')).toBe(false);
    expect(isFolderChange('a', null)).toBe(true);
    expect(isFolderChange(null, 'b')).toBe(true);
  });
});
