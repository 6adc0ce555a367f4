/**
 * Whether a process with this id runs on this machine (signal 0 asks without sending). EPERM
 * means it runs under another user. Used to tell a file's live writer from a dead one.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
