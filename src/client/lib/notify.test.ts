import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('sonner', () => ({
  toast: Object.assign((message: string) => calls.push(`toast:${message}`), {
    success: (message: string) => calls.push(`success:${message}`),
    error: (message: string, options?: { description?: string }) =>
      calls.push(`error:${message}:${options?.description ?? ''}`),
    warning: (message: string) => calls.push(`warning:${message}`),
    info: (message: string) => calls.push(`info:${message}`),
    dismiss: () => calls.push('dismiss'),
  }),
  Toaster: () => null,
}));

const { toast, toastHostWanted, subscribeToToastHost } = await import('./notify');

describe('notify (sonner on demand)', () => {
  it('asks for the toast host on the first toast and delivers calls in order once loaded', async () => {
    const hostListener = vi.fn();
    subscribeToToastHost(hostListener);
    expect(toastHostWanted()).toBe(false);

    toast.dismiss();
    toast.error('Failed', { description: 'Try again' });
    toast.success('Saved');
    toast('Plain');
    expect(toastHostWanted()).toBe(true);
    expect(hostListener).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]); // nothing until sonner has arrived

    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual(['dismiss', 'error:Failed:Try again', 'success:Saved', 'toast:Plain']);
  });
});
