// DESIGN §5 written out by hand: the policy's table must say what the design says. The routes'
// side (permission-matrix.test.ts) reads the table itself, so these rows are the one place where
// the table is compared with the design.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, PROJECT_ROLES } from './constants';
import {
  ACCOUNT_PERMISSIONS,
  can,
  isProjectOwner,
  PROJECT_PERMISSIONS,
  type PermissionContext,
  type ProjectAction,
} from './permissions';

/** [owner, collaborator, viewer] for each action, in a plain project with no facts given. */
const PLAIN: Record<ProjectAction, [boolean, boolean, boolean]> = {
  'project.see': [true, true, true],
  'audio.upload': [true, true, false],
  'audio.edit': [true, true, false],
  'lyrics.edit': [true, true, false],
  'comment.write': [true, true, false],
  'audio.delete': [true, false, false],
  'comment.delete': [true, false, false],
  'comment.resolve': [true, true, false],
  'audio.makeSong': [true, false, false],
  'audio.release': [true, false, false],
  'project.edit': [true, false, false],
  'project.rename': [true, false, false],
  'project.delete': [true, false, false],
  'details.write': [true, false, false],
  'credits.write': [true, false, false],
  'splits.see': [true, true, false],
  'splits.write': [true, false, false],
  'splits.send': [true, false, false],
  'receipts.see': [true, false, false],
  'members.manage': [true, false, false],
  'project.leave': [false, true, true],
  'audio.share': [true, false, false],
  'project.fileInFolder': [true, true, true],
  'project.mute': [true, true, true],
};

const roles = (action: ProjectAction, context?: PermissionContext) =>
  PROJECT_ROLES.filter((role) => can(role, action, context));

describe('permission policy (DESIGN §5)', () => {
  it('has exactly the actions of the design', () => {
    expect(Object.keys(PROJECT_PERMISSIONS).sort()).toEqual(Object.keys(PLAIN).sort());
  });

  it.each(Object.entries(PLAIN))('%s', (action, [owner, collaborator, viewer]) => {
    const a = action as ProjectAction;
    expect([can('owner', a), can('collaborator', a), can('viewer', a)]).toEqual([
      owner,
      collaborator,
      viewer,
    ]);
  });

  it('refuses everything to someone without a role in the project', () => {
    for (const action of Object.keys(PLAIN) as ProjectAction[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('lets a collaborator delete or move only their own uploads, and delete their own comments', () => {
    expect(roles('audio.delete', { isMine: true })).toEqual(['collaborator', 'owner']);
    expect(roles('comment.delete', { isMine: true })).toEqual(['collaborator', 'owner']);
    // A viewer resolves or reopens only a thread of their own.
    expect(roles('comment.resolve', { isMine: true })).toEqual(['viewer', 'collaborator', 'owner']);
    expect(roles('audio.delete', { isMine: false })).toEqual(['owner']);
  });

  it("shows a share link's receipts to the owner, and to a member only for their own link", () => {
    expect(roles('receipts.see', { isMine: true })).toEqual(['viewer', 'collaborator', 'owner']);
    expect(roles('receipts.see', { isMine: false })).toEqual(['owner']);
  });

  it('lets members share the audio only while the owner allows it', () => {
    expect(roles('audio.share', { membersMayShare: true })).toEqual(PROJECT_ROLES);
    expect(roles('audio.share', { membersMayShare: false })).toEqual(['owner']);
  });

  it('keeps the library: no rename, no delete, no members, nobody leaves', () => {
    const library = { isLibrary: true };
    expect(roles('project.rename', library)).toEqual([]);
    expect(roles('project.delete', library)).toEqual([]);
    expect(roles('members.manage', library)).toEqual([]);
    expect(roles('project.leave', library)).toEqual([]);
    expect(roles('project.edit', library)).toEqual(['owner']);
    expect(roles('audio.upload', library)).toEqual(['collaborator', 'owner']);
  });

  it('opens the admin console and maintenance-time use to administrators only', () => {
    for (const action of Object.keys(ACCOUNT_PERMISSIONS) as (keyof typeof ACCOUNT_PERMISSIONS)[]) {
      expect(ACCOUNT_ROLES.filter((role) => can(role, action))).toEqual(['admin']);
      expect(can(null, action)).toBe(false);
    }
  });

  it('tells the owner apart for labels', () => {
    expect(PROJECT_ROLES.filter(isProjectOwner)).toEqual(['owner']);
    expect(isProjectOwner(undefined)).toBe(false);
  });
});
