import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

/** The centred card of /login, also used by the forgot- and reset-password pages. */
export function AuthCardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 py-12">
      <title>{title}</title>
      <div className="mb-8">
        <BrandLogo />
      </div>
      <main className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
        {children}
      </main>
    </div>
  );
}
