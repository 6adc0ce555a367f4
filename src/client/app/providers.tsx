import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';

/** Router, query cache and the toast host (one toast visible at a time, part 1 §4). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {children}
        <Toaster visibleToasts={1} richColors closeButton position="top-right" theme="dark" />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
