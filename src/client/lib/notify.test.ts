import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// sonner, as notify loads it: each toast gets the next id; what was dismissed is recorded.
const shown = vi.hoisted(() => ({ next: 0, dismissed: [] as (string | number)[] }));
vi.mock('sonner', () => {
  const show = () => ++shown.next;
  return {
    toast: Object.assign(show, {
      success: show,
      error: show,
      warning: show,
      info: show,
      dismiss: (id: string | number) => shown.dismissed.push(id),
    }),
    Toaster: () => null,
  };
});

const { endErrorToasts, endToastsOfOtherPages, toast } = await import('./notify');

/** Lets notify's queued calls (they wait for sonner's import) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const onPage = (pathname: string) => vi.stubGlobal('location', { pathname });

// Issue 25 item 9: an error toast ("Passwords do not match") stayed on the next page after the
// error was fixed. Error toasts belong to the page they were shown on.
describe('error toasts end with their page or their error', () => {
  beforeEach(() => {
    shown.dismissed.length = 0;
  });
  afterEach(async () => {
    endErrorToasts();
    await settle();
    vi.unstubAllGlobals();
  });

  it('ends the errors of the page left, and keeps those of the page arrived at', async () => {
    onPage('/auth');
    toast.error('Passwords do not match');
    await settle();
    const left = shown.next;
    onPage('/onboarding');
    toast.error('Could not save');
    await settle();
    endToastsOfOtherPages('/onboarding');
    await settle();
    expect(shown.dismissed).toEqual([left]);
  });

  it('ends every error toast when the error is fixed', async () => {
    onPage('/auth');
    toast.error('Passwords do not match');
    toast.error('Fill in every field');
    await settle();
    endErrorToasts();
    await settle();
    expect(shown.dismissed).toEqual([shown.next - 1, shown.next]);
  });

  it('ends the errors before a success, which says the thing now worked', async () => {
    onPage('/auth');
    toast.error('Passwords do not match');
    await settle();
    const error = shown.next;
    toast.success('Account created');
    await settle();
    expect(shown.dismissed).toEqual([error]);
  });

  it('leaves other toasts alone when a page changes', async () => {
    onPage('/studio');
    toast.success('Saved');
    toast.info('3 songs uploading');
    await settle();
    endToastsOfOtherPages('/home');
    await settle();
    expect(shown.dismissed).toEqual([]);
  });
});
