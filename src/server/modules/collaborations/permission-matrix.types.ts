// The shape of the permission matrix (permission-matrix.cases.ts): who asks, the project world
// each row runs against, and one row.

export const WHO = ['owner', 'collaborator', 'viewer', 'outsider', 'signedOut'] as const;
export type Who = (typeof WHO)[number];

/** A project with one of everything, owned by `owner`, with a collaborator and a viewer. */
export interface World {
  projectId: string;
  otherProjectId: string;
  audioId: string;
  filename: string;
  lyricsId: string;
  creditId: string;
  splitId: string;
  pendingId: string;
  memberId: string;
  commentId: string;
  /** A real WAV fixture for the upload routes. */
  wav: Buffer;
}

export interface Case {
  route: string;
  call: (w: World) => { url: string; payload?: object | Buffer; headers?: Record<string, string> };
  expect: [
    owner: number,
    collaborator: number,
    viewer: number,
    outsider: number,
    signedOut: number,
  ];
}
